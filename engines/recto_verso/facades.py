"""Facade projection and the cell-by-cell match check (docs/HOUSE-RULES.md, "Recto Verso").

A facade is a tuple of rows, top floor first and floor 0 last, each a 4-character
string of colour letters or ``.`` for empty: the same layout as the card format. The
front facade shows, for each column x and floor z, the cube with the smallest depth y.
The back facade shows the cube with the largest y, drawn as seen from behind, so the
building's column x appears at position ``3 - x``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engines.recto_verso.building import SIDE, Building
from engines.recto_verso.pieces import LETTERS, Cell, piece_word
from engines.text import t

__all__ = ["EMPTY", "CellDifference", "Facade", "differences", "project", "project_building"]

EMPTY = "."
Facade = tuple[str, ...]


@dataclass(frozen=True)
class CellDifference:
    """One cell where a building's facade differs from the card.

    ``position`` is counted from the left of the facade as its viewer sees it.
    """

    side: str  # "front" or "back"
    floor: int
    position: int
    expected: str
    found: str

    def __str__(self) -> str:
        def name(letter: str) -> str:
            return t("nothing") if letter == EMPTY else piece_word(LETTERS.get(letter, letter))

        expected, found = name(self.expected), name(self.found)
        if self.side == "front":
            return t(
                "front facade, floor {floor}, position {position} from the left: "
                "the card shows {expected}, the building shows {found}",
                floor=self.floor + 1,  # floors are counted from 1, the ground floor, as everywhere
                position=self.position + 1,
                expected=expected,
                found=found,
            )
        return t(
            "back facade, floor {floor}, position {position} from the left: "
            "the card shows {expected}, the building shows {found}",
            floor=self.floor + 1,
            position=self.position + 1,
            expected=expected,
            found=found,
        )


def project(colours: Mapping[Cell, str], height: int | None = None) -> tuple[Facade, Facade]:
    """Front and back facades of cells -> letters; cells off the board are not seen."""
    on_board = {c: v for c, v in colours.items() if 0 <= c[0] < SIDE and 0 <= c[1] < SIDE and c[2] >= 0}
    if height is None:
        height = max((c[2] + 1 for c in on_board), default=0)
    front = [[EMPTY] * SIDE for _ in range(height)]
    back = [[EMPTY] * SIDE for _ in range(height)]
    front_depth = [[SIDE] * SIDE for _ in range(height)]
    back_depth = [[-1] * SIDE for _ in range(height)]
    for (x, y, z), letter in on_board.items():
        if z >= height:
            continue
        if y < front_depth[z][x]:
            front_depth[z][x] = y
            front[z][x] = letter
        if y > back_depth[z][x]:
            back_depth[z][x] = y
            back[z][SIDE - 1 - x] = letter
    return (
        tuple("".join(front[z]) for z in reversed(range(height))),
        tuple("".join(back[z]) for z in reversed(range(height))),
    )


def project_building(building: Building, height: int | None = None) -> tuple[Facade, Facade]:
    return project(building.colours(), height)


def _cell(facade: Facade, floor: int, position: int) -> str:
    row = len(facade) - 1 - floor
    return facade[row][position] if 0 <= row < len(facade) else EMPTY


def differences(expected: tuple[Facade, Facade], found: tuple[Facade, Facade]) -> list[CellDifference]:
    """Every cell where ``found`` (front, back) differs from ``expected``, floor 0 first."""
    result = []
    for side, want, got in (("front", expected[0], found[0]), ("back", expected[1], found[1])):
        for floor in range(max(len(want), len(got))):
            for position in range(SIDE):
                a, b = _cell(want, floor, position), _cell(got, floor, position)
                if a != b:
                    result.append(CellDifference(side, floor, position, a, b))
    return result
