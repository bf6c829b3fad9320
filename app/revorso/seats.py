"""Who sits at the Revorso table, and the save files that remember it.

The engine's save (seed + actions) says nothing about who plays each seat, so the table
writes its own saves: the engine's save plus a ``"table"`` entry with the seats. Any
engine save still loads (the seats are then all human), and the engine ignores the extra
entry, so ``rectoverso`` tools read these files too.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.saves import autosave_path, load_game
from engines.revorso import RevorsoState
from engines.safe_files import LoadProblem, LoadResult, atomic_write_json

__all__ = ["HUMAN", "LEVELS", "GameSetup", "Seat", "read_table", "write_autosave", "write_table"]

log = logging.getLogger(__name__)

HUMAN = "human"
LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = HUMAN  # "human", or a bot level: "easy", "medium", "hard"

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind}

    @classmethod
    def from_json(cls, data: Any, index: int) -> Seat:
        if not isinstance(data, dict):
            return cls(f"Player {index + 1}")
        name = str(data.get("name") or f"Player {index + 1}")[:40]
        kind = data.get("kind")
        return cls(name, kind if kind in (HUMAN, *LEVELS) else HUMAN)


@dataclass(frozen=True)
class GameSetup:
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def new_state(self) -> RevorsoState:
        return RevorsoState(len(self.seats), self.seed, self.options)


def seats_json(seats: Sequence[Seat]) -> list[dict[str, str]]:
    return [s.to_json() for s in seats]


def write_table(path: Path, state: RevorsoState, seats: Sequence[Seat]) -> None:
    """Save where the user chose; raises ``OSError`` for the view to report."""
    atomic_write_json(path, {**state.to_save(), "table": {"seats": seats_json(seats)}})


def write_autosave(data_dir: Path, state: RevorsoState, seats: Sequence[Seat]) -> bool:
    """Autosave after every action; a failure is logged, never raised (the game goes on)."""
    try:
        write_table(autosave_path(data_dir, state.game), state, seats)
    except OSError:
        log.exception("autosave of %s failed", state.game)
        return False
    return True


def read_table(path: Path) -> tuple[RevorsoState | None, tuple[Seat, ...], LoadResult]:
    """Load a save; on any problem the state is None and the result explains it."""
    state, result = load_game(path)
    if state is not None and not isinstance(state, RevorsoState):
        return (
            None,
            (),
            LoadResult(result.path, problem=LoadProblem.INVALID, detail="this is not a Revorso game"),
        )
    if state is None:
        return None, (), result
    table = result.data.get("table") if isinstance(result.data, dict) else None
    raw = table.get("seats") if isinstance(table, dict) else None
    seats = [Seat.from_json(s, i) for i, s in enumerate(raw)] if isinstance(raw, list) else []
    if len(seats) != state.players:
        seats = [Seat(f"Player {i + 1}") for i in range(state.players)]
    return state, tuple(seats), result
