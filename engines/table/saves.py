"""A table's save file: the game with its seats, in the one format of :mod:`engines.saves`.

Reading never raises into the caller: :func:`read_table` returns a :class:`TableLoad`
whose ``error`` is one translated sentence naming the file. Version-1 files of every
table still load, each with its seats as that table wrote them:

* Verso: top-level ``seats`` of ``{"name", "player"}``, ``player`` being ``"human"`` or a
  strength key (``random``, ``greedy``, ``easy``, ``medium``, ``hard``);
* Revorso: ``table.seats`` of ``{"name", "kind"}``, ``kind`` being ``"human"`` or a level;
* DJ05135: ``table.seats`` of ``{"name", "kind", "level"}``, ``kind`` being ``"human"`` or a
  bot kind;
* Recto Verso and plain engine saves: no seats (everybody is a person at this computer).

Seats that cannot be read fall back to people named "Player N": the game itself is what
matters, and it replays or is refused on its own.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engines.base import GameState
from engines.bots.base import LEVELS
from engines.safe_files import LoadProblem, LoadResult, load_json
from engines.saves import (
    ParsedSave,
    SaveError,
    atomic_write_save,
    load_failure,
    parse_save,
    replay_save,
    save_head,
    save_record,
)
from engines.table.seats import BOT_KINDS, Seat, SeatError, TableSetup, clean_name
from engines.text import t

__all__ = ["TableLoad", "read_table", "table_from_save", "table_head", "table_record", "write_table"]

#: Verso's version-1 strength keys: (bot kind, level).
_VERSO_V1_BOTS = {
    "random": ("random", "easy"),
    "greedy": ("greedy", "medium"),
    "easy": ("strong", "easy"),
    "medium": ("strong", "medium"),
    "hard": ("strong", "hard"),
}


@dataclass(frozen=True)
class TableLoad:
    """What reading a save gave: the set-up and state, or a result whose ``error`` says why not."""

    result: LoadResult
    setup: TableSetup | None = None
    state: GameState | None = None

    @property
    def ok(self) -> bool:
        return self.state is not None

    @property
    def error(self) -> str:
        return self.result.error


def table_record(setup: TableSetup, state: GameState) -> dict[str, Any]:
    """The save of a table: the game's record with the seats as they were set up."""
    return save_record(state, [seat.to_json() for seat in setup.seats])


def table_head(setup: TableSetup, state: GameState) -> dict[str, Any]:
    """:func:`table_record` without its actions (:class:`~engines.saves.SaveLines` adds them)."""
    return save_head(state, [seat.to_json() for seat in setup.seats])


def write_table(path: str | os.PathLike[str], setup: TableSetup, state: GameState) -> None:
    """Save where asked; raises ``OSError`` (or ``UnicodeError``) for the caller to report."""
    atomic_write_save(path, table_record(setup, state))


def _v1_seat(data: Any, index: int, parsed: ParsedSave) -> Seat:
    if not isinstance(data, Mapping):
        raise SeatError(t("a seat must be a JSON object"))
    name = clean_name(data.get("name"), index)
    if parsed.seats_from == "seats":  # Verso
        player = data.get("player", "human")
        if player == "human":
            return Seat(name)
        if not isinstance(player, str) or player not in _VERSO_V1_BOTS:  # a list or dict is no key
            raise SeatError(t("unknown kind of seat {kind}", kind=repr(player)))
        return Seat.computer(name, *_VERSO_V1_BOTS[player])
    kind, level = data.get("kind", "human"), data.get("level")
    if not isinstance(kind, str):
        raise SeatError(t("unknown kind of seat {kind}", kind=repr(kind)[:40]))
    if kind == "human":
        return Seat(name)
    if kind in LEVELS and level is None:  # Revorso: the kind is the strong bot's level
        return Seat.computer(name, "strong", kind)
    if kind in BOT_KINDS and isinstance(level, str) and level in LEVELS:
        return Seat.computer(name, kind, level)
    raise SeatError(t("unknown kind of seat {kind}", kind=repr(kind)))


def _seats(parsed: ParsedSave) -> tuple[Seat, ...]:
    raw = parsed.seats
    fallback = tuple(Seat(clean_name(None, i)) for i in range(parsed.players))
    if not isinstance(raw, list) or len(raw) != parsed.players:
        if parsed.version >= 2:
            raise SaveError(t("'seats' must be a list"))
        return fallback
    try:
        if parsed.version >= 2:
            return tuple(Seat.from_json(item, i) for i, item in enumerate(raw))
        return tuple(_v1_seat(item, i, parsed) for i, item in enumerate(raw))
    except SeatError as exc:
        if parsed.version >= 2:
            raise SaveError(str(exc)) from exc
        return fallback


def table_from_save(data: Any) -> tuple[TableSetup, GameState]:
    """The set-up and the replayed game a save describes; :class:`SaveError` says why not."""
    parsed = parse_save(data)
    seats = _seats(parsed)
    state = replay_save(parsed)
    try:
        setup = TableSetup(parsed.game.game, seats, state.seed, state.options)
    except (SeatError, ValueError) as exc:
        raise SaveError(str(exc)) from exc
    return setup, state


def read_table(path: str | os.PathLike[str], game: str | None = None) -> TableLoad:
    """Load a save file, of ``game`` if given; on any problem ``error`` explains it."""
    result = load_json(path)
    if not result.ok:
        return TableLoad(result)
    try:
        setup, state = table_from_save(result.data)
    except SaveError as exc:
        return TableLoad(load_failure(result, exc))
    if game is not None and setup.game != game:
        from engines import GAMES

        wrong = LoadResult(
            Path(path),
            data=result.data,
            problem=LoadProblem.INVALID,
            detail=t("this is a {other} game, not {game}", other=state.title, game=GAMES[game].title),
        )
        return TableLoad(wrong)
    return TableLoad(result, setup, state)
