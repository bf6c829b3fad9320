"""Hand-made Recto Verso buildings shared by the tests."""

from __future__ import annotations

from engines.recto_verso.building import Building

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
