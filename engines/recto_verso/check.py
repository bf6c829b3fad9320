"""One check of a building against its card, read by every panel that shows it.

The facade panels mark wrong cells, the end overlay lists every mistake and the live
result ends a round when nothing is wrong: all three read the same :class:`CheckResult`,
computed once per change of the building (docs/HOUSE-RULES.md, "Recto Verso").
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.recto_verso.building import Building, validate
from engines.recto_verso.cards import Card
from engines.recto_verso.facades import Facade, differences, project_building

__all__ = ["CellCheck", "CheckResult", "check_building"]


@dataclass(frozen=True)
class CellCheck:
    """One facade cell that differs from the card: what the card shows, what the building shows, and why."""

    side: str  # "front" or "back"
    floor: int
    position: int
    expected: str
    found: str
    #: The engine's sentence naming the cell, both colours and the side (translated by the app).
    why: str


@dataclass(frozen=True)
class CheckResult:
    """The building's two live facades and everything wrong with it."""

    #: The live facades (front, back), padded to ``height`` floors so they line up with the card.
    live: tuple[Facade, Facade]
    height: int
    #: Every differing facade cell, floor 0 first, front before back.
    cells: tuple[CellCheck, ...]
    #: Rule problems of the building itself (a piece unused, a piece resting on air).
    problems: tuple[str, ...]

    @property
    def correct(self) -> bool:
        return not self.cells and not self.problems

    def wrong(self, side: str) -> set[tuple[int, int]]:
        """(floor, position) of every wrong cell of one facade."""
        return {(c.floor, c.position) for c in self.cells if c.side == side}

    def mistakes(self) -> list[str]:
        """Every mistake as a sentence, rule problems first (the same list the engine scores)."""
        return [*self.problems, *(c.why for c in self.cells)]


def check_building(card: Card, building: Building) -> CheckResult:
    """Project ``building`` once and compare it with ``card`` cell by cell."""
    built = max((z + 1 for p in building.placements for _, _, z in p.cells), default=0)
    height = max(card.height, built, 1)
    live = project_building(building, height)
    cells = tuple(
        CellCheck(d.side, d.floor, d.position, d.expected, d.found, str(d))
        for d in differences(card.facades, live)
    )
    return CheckResult(live, height, cells, tuple(p.message for p in validate(building)))
