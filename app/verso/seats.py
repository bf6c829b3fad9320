"""Who sits at a Verso table: a named human or a bot of a given strength.

Kept apart from Qt so the set-up of a game (seats, seed, rule options) can be saved
with the game and checked without a window.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["BOT_CHOICES", "HUMAN", "Seat", "TableSetup"]

HUMAN = "human"
#: Bot strengths offered in the new-game page: (key, engine kind, engine level).
BOT_CHOICES: tuple[tuple[str, str, str], ...] = (
    ("random", "random", "easy"),
    ("greedy", "greedy", "medium"),
    ("easy", "strong", "easy"),
    ("medium", "strong", "medium"),
    ("hard", "strong", "hard"),
)
_BOT_KEYS = {key for key, _kind, _level in BOT_CHOICES}


@dataclass(frozen=True)
class Seat:
    name: str
    #: ``"human"`` or one of the keys of :data:`BOT_CHOICES`.
    player: str = HUMAN

    @property
    def is_human(self) -> bool:
        return self.player == HUMAN

    def bot_kind(self) -> tuple[str, str]:
        """The engine's (kind, level) for this bot seat."""
        for key, kind, level in BOT_CHOICES:
            if key == self.player:
                return kind, level
        raise ValueError(f"seat {self.name!r} is not a bot")

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "player": self.player}

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        if not isinstance(data, Mapping):
            raise ValueError("a seat is an object with a name and a player")
        name, player = str(data.get("name", "")).strip(), str(data.get("player", HUMAN))
        if player != HUMAN and player not in _BOT_KEYS:
            raise ValueError(f"unknown player type {player!r}")
        return cls(name or "?", player)


@dataclass(frozen=True)
class TableSetup:
    seats: tuple[Seat, ...]
    seed: int
    options: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not 1 <= len(self.seats) <= 6:
            raise ValueError("Verso is played by 1 to 6 players")

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def seats_json(self) -> list[dict[str, str]]:
        return [s.to_json() for s in self.seats]

    @staticmethod
    def seats_from_json(data: Any, players: int) -> tuple[Seat, ...]:
        """Seats read from a save, or default ones when the save has none that fit."""
        try:
            if isinstance(data, Sequence) and not isinstance(data, str) and len(data) == players:
                return tuple(Seat.from_json(item) for item in data)
        except ValueError:
            pass
        return tuple(Seat(f"Player {i + 1}") for i in range(players))
