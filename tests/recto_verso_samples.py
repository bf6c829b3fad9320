"""Hand-made Recto Verso buildings shared by the tests."""

from __future__ import annotations

from engines.recto_verso.building import Building
from engines.recto_verso.game import PlacePiece, RectoVersoGame

#: A valid easy building: floor 0 full, brown on the yellow bar, the blue L standing at the back.
#: Pink, violet, orange and black are hidden inside.
EASY_PIECES = {
    "yellow": [[0, 0, 0], [1, 0, 0], [2, 0, 0]],
    "green": [[3, 0, 0], [3, 1, 0]],
    "pink": [[0, 1, 0], [0, 2, 0]],
    "violet": [[1, 1, 0], [2, 1, 0]],
    "orange": [[1, 2, 0], [2, 2, 0]],
    "black": [[3, 2, 0]],
    "blue": [[0, 3, 0], [1, 3, 0], [0, 3, 1]],
    "white": [[2, 3, 0]],
    "grey": [[3, 3, 0]],
    "brown": [[0, 0, 1]],
}
EASY_FRONT = ("N...", "YYYG")
EASY_BACK = ("...B", "EWBB")


def easy_building(**changes: list[list[int]] | None) -> Building:
    """The sample building with some pieces moved (a list of cells) or left out (None)."""
    pieces = dict(EASY_PIECES)
    for name, cells in changes.items():
        if cells is None:
            pieces.pop(name, None)
        else:
            pieces[name] = cells
    return Building.of("easy", pieces)


def built_in_a_game(building: Building) -> RectoVersoGame:
    """A puzzle game whose board holds ``building``, put down piece by piece, lowest first."""
    state = RectoVersoGame(
        1, 3, {"level": building.level, "card": "E01" if building.level == "easy" else "H01"}
    )
    for placement in sorted(building.placements, key=lambda p: min(c[2] for c in p.cells)):
        state.apply(PlacePiece(placement.piece, placement.cells))
    return state
