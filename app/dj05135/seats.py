"""Who sits at a DJ05135 table, and how a game and its seats are saved together.

A save holds the engine's replayable record (``state.to_save()``) plus a ``"table"``
entry with each seat's name and whether a person or which computer player sits there,
so a resumed game has the same players. The engine's loader ignores the extra entry.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engines.bots import make_bot
from engines.bots.base import Bot
from engines.dj05135.game import DJ05135State

__all__ = ["BOT_CHOICES", "HUMAN", "Seat", "TableSave", "TableSetup", "make_seat_bot", "seats_from_save"]

HUMAN = "human"
#: Computer players offered in the new-game dialog: (kind, level).
BOT_CHOICES: tuple[tuple[str, str], ...] = (
    ("random", "easy"),
    ("greedy", "medium"),
    ("strong", "easy"),
    ("strong", "medium"),
    ("strong", "hard"),
)


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN
    level: str = "medium"

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: Any) -> Seat:
        if not isinstance(data, Mapping):
            raise ValueError("a seat is an object")
        name, kind, level = (str(data.get(k, "")) for k in ("name", "kind", "level"))
        if kind != HUMAN and (kind, level) not in BOT_CHOICES:
            raise ValueError(f"unknown player kind {kind!r} ({level!r})")
        return cls(name.strip()[:24] or "?", kind, level or "medium")


@dataclass(frozen=True)
class TableSetup:
    """What the new-game dialog asks: the seats, who starts (the youngest), the scoring option, the seed."""

    seats: tuple[Seat, ...]
    first_player: int = 0
    other_side_scoring: bool = False
    seed: int = 1

    def new_state(self) -> DJ05135State:
        options = {"first_player": self.first_player, "other_side_scoring": self.other_side_scoring}
        return DJ05135State(len(self.seats), self.seed, options)


def make_seat_bot(seat: Seat, index: int, seed: int) -> Bot | None:
    """The computer player of a seat (None for a person), seeded from the game so replays agree."""
    if seat.is_human:
        return None
    return make_bot(DJ05135State, seat.kind, seat.level, seed=seed * 7919 + index)


class TableSave:
    """What :mod:`app.saves` writes: the engine's save with the seats added."""

    def __init__(self, state: DJ05135State, seats: Sequence[Seat]) -> None:
        self.state = state
        self.seats = tuple(seats)
        self.game = state.game

    def to_save(self) -> dict[str, Any]:
        data = self.state.to_save()
        data["table"] = {"seats": [seat.to_json() for seat in self.seats]}
        return data


def seats_from_save(data: Any, players: int) -> tuple[Seat, ...]:
    """The seats stored in a save, or plain numbered people when the save has none (or bad ones)."""
    try:
        seats = tuple(Seat.from_json(s) for s in data["table"]["seats"])
    except (KeyError, TypeError, ValueError):
        seats = ()
    if len(seats) != players:
        seats = tuple(Seat(f"Player {i + 1}") for i in range(players))
    return seats
