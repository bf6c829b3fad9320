"""Who sits at a table: a person at this computer, a computer player, or a remote player.

One :class:`Seat` type serves every game. A seat is set up once (in a new-game page, a
save file or a script) and never changes during a game; the table session decides from
its kind who is asked for a move:

* ``person``: someone at this computer plays through the table's widgets and keys;
* ``bot``: a computer player of a kind (``random``, ``greedy``, ``strong``) and a level;
* ``remote``: moves arrive from elsewhere (a phone, a script) through
  :meth:`~engines.table.session.TableSession.play`.

Names are cleaned by one rule for every game (:func:`clean_name`), so a name that loads
can always be shown, saved and sent.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engines.bots.base import LEVELS
from engines.text import NAME_LIMIT, Message, short_text, t

__all__ = [
    "BOT_KINDS",
    "NAME_LIMIT",
    "Seat",
    "SeatError",
    "SeatKind",
    "TableSetup",
    "clean_name",
    "default_name",
]

#: The computer players every game offers (a game may replace a kind by its own class).
BOT_KINDS = ("random", "greedy", "strong")


class SeatError(ValueError):
    """A seat or a set-up that cannot be played; the message is a translatable sentence."""


class SeatKind(StrEnum):
    PERSON = "person"
    BOT = "bot"
    REMOTE = "remote"


def default_name(index: int) -> Message:
    """ "Player 1", "Player 2"...: the name of a seat nobody named."""
    return t("Player {number}", number=index + 1)


def clean_name(name: object, index: int) -> str:
    """A seat name fit to show and save, by the one rule of :func:`engines.text.short_text`.

    An empty result falls back to "Player N".
    """
    return short_text(name) or str(default_name(index))


def _encodable(name: object) -> bool:
    if not isinstance(name, str):
        return False
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


@dataclass(frozen=True)
class Seat:
    """One seat: its name and who plays it. ``bot`` and ``level`` matter for bot seats only."""

    name: str
    kind: SeatKind = SeatKind.PERSON
    bot: str = "strong"
    level: str = "medium"

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", SeatKind(self.kind))
        if not _encodable(self.name):  # a lone surrogate (a broken clipboard) would stop every save
            object.__setattr__(self, "name", clean_name(self.name, 0))
        if self.bot not in BOT_KINDS:
            raise SeatError(t("unknown computer player {kind}", kind=repr(self.bot)))
        if self.level not in LEVELS:
            raise SeatError(t("unknown level {level}", level=repr(self.level)))

    @classmethod
    def person(cls, name: str) -> Seat:
        return cls(name)

    @classmethod
    def computer(cls, name: str, bot: str = "strong", level: str = "medium") -> Seat:
        return cls(name, SeatKind.BOT, bot, level)

    @classmethod
    def remote(cls, name: str) -> Seat:
        return cls(name, SeatKind.REMOTE)

    @property
    def is_person(self) -> bool:
        return self.kind is SeatKind.PERSON

    @property
    def is_bot(self) -> bool:
        return self.kind is SeatKind.BOT

    @property
    def is_remote(self) -> bool:
        return self.kind is SeatKind.REMOTE

    def to_json(self) -> dict[str, str]:
        data = {"name": self.name, "kind": self.kind.value}
        if self.is_bot:
            data |= {"bot": self.bot, "level": self.level}
        return data

    @classmethod
    def from_json(cls, data: Any, index: int) -> Seat:
        """A seat of a version-2 save; :class:`SeatError` when it is not one."""
        if not isinstance(data, Mapping):
            raise SeatError(t("a seat must be a JSON object"))
        kind = data.get("kind", SeatKind.PERSON.value)
        if kind not in {k.value for k in SeatKind}:
            raise SeatError(t("unknown kind of seat {kind}", kind=repr(kind)))
        bot, level = data.get("bot", "strong"), data.get("level", "medium")
        if not isinstance(bot, str) or not isinstance(level, str):
            raise SeatError(t("a computer player's kind and level must be words"))
        return cls(clean_name(data.get("name"), index), SeatKind(kind), bot, level)


@dataclass(frozen=True)
class TableSetup:
    """Everything that fixes a game before its first move: which game, its options, seats and seed."""

    game: str
    seats: tuple[Seat, ...]
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        from engines import GAMES

        object.__setattr__(self, "seats", tuple(self.seats))
        cls = GAMES.get(self.game)
        if cls is None:
            raise SeatError(t("unknown game {game}", game=repr(self.game)))
        if not cls.min_players <= len(self.seats) <= cls.max_players:
            raise SeatError(
                t(
                    "{game} is played by {low} to {high} players, not {count}",
                    game=cls.title,
                    low=cls.min_players,
                    high=cls.max_players,
                    count=len(self.seats),
                )
            )
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise SeatError(t("'seed' must be a whole number"))
        object.__setattr__(self, "options", cls.normalise_options(self.options))

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def persons(self) -> list[int]:
        """The seats played at this computer."""
        return [i for i, seat in enumerate(self.seats) if seat.is_person]

    def with_seats(self, seats: Sequence[Seat]) -> TableSetup:
        return TableSetup(self.game, tuple(seats), self.seed, self.options)

    def with_seed(self, seed: int) -> TableSetup:
        return TableSetup(self.game, self.seats, seed, self.options)
