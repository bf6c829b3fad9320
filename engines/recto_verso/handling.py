"""A piece in the hand: turning it, where its ghost lands, and the order to put a building down.

Pure functions for the builder's handling of a held piece, so the widget only maps keys
and the pointer to them. A held piece is a normalised :data:`Shape` (one of the piece's
:func:`~engines.recto_verso.pieces.orientations`) and an anchor, the board cell under
the pointer or keyboard cursor; the footprint is centred on the anchor.

The turns are proper rotations (never mirror images), so every result is a rotation of
the wooden piece:

* ``"R"`` a quarter turn clockwise seen from above, ``"r"`` (Shift+R) anticlockwise;
* ``"T"`` tips the piece over sideways (a quarter turn about the front-to-back axis), so
  a lying bar stands up;
* ``"F"`` flips it upside down (a half turn about the left-to-right axis).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from engines.recto_verso.building import SIDE
from engines.recto_verso.pieces import Cell, Shape, normalise, orientations, piece
from engines.recto_verso.placing import MAX_FLOORS, cells_mask, drop_floor, slot_for

__all__ = [
    "OPERATIONS",
    "Ghost",
    "anchor_for",
    "build_order",
    "footprint",
    "ghost",
    "offset_for",
    "operations_between",
    "start_shape",
    "top_piece_at",
    "turn",
]

OPERATIONS = ("R", "r", "T", "F")

_TURNS: dict[str, Callable[[int, int, int], Cell]] = {
    "R": lambda x, y, z: (y, -x, z),
    "r": lambda x, y, z: (-y, x, z),
    "T": lambda x, y, z: (-z, y, x),
    "F": lambda x, y, z: (x, -y, -z),
}


def turn(shape: Shape, operation: str) -> Shape:
    """The held shape after one turn, normalised (shifted to the origin, cells sorted)."""
    try:
        rotate = _TURNS[operation]
    except KeyError:
        raise ValueError(f"unknown turn {operation!r}; use one of {', '.join(OPERATIONS)}") from None
    return normalise(rotate(*cell) for cell in shape)


def operations_between(start: Shape, target: Shape) -> list[str] | None:
    """The fewest turns taking ``start`` to ``target``, or None when it is another piece."""
    start, target = normalise(start), normalise(target)
    seen = {start: ""}
    queue = deque([start])
    while queue:
        shape = queue.popleft()
        if shape == target:
            return list(seen[shape])
        for op in OPERATIONS:
            after = turn(shape, op)
            if after not in seen:
                seen[after] = seen[shape] + op
                queue.append(after)
    return None


def footprint(shape: Shape) -> tuple[int, int, int]:
    """Width along x, depth along y and height of a shape."""
    return tuple(max(c[i] for c in shape) + 1 for i in range(3))  # type: ignore[return-value]


def offset_for(shape: Shape, anchor: tuple[int, int]) -> tuple[int, int]:
    """The footprint's lowest (x, y) when it is centred on ``anchor``."""
    wx, wy, _ = footprint(shape)
    return anchor[0] - (wx - 1) // 2, anchor[1] - (wy - 1) // 2


def anchor_for(shape: Shape, offset: tuple[int, int]) -> tuple[int, int]:
    """The anchor that puts the footprint's lowest (x, y) at ``offset`` (inverse of offset_for)."""
    wx, wy, _ = footprint(shape)
    return offset[0] + (wx - 1) // 2, offset[1] + (wy - 1) // 2


@dataclass(frozen=True)
class Ghost:
    """Where a held piece would go: absolute cells and, when it cannot go there, why.

    ``problem`` is a stable code the app words: ``"outside"`` (part of it off the
    board), ``"unsupported"`` (every height leaves a cube on empty space) or
    ``"no_room"`` (no height is free).
    """

    piece: str
    cells: tuple[Cell, ...]
    problem: str | None = None

    @property
    def allowed(self) -> bool:
        return self.problem is None


def _lowest_free(cells: Sequence[Cell], occupied: int, height: int) -> int | None:
    for z in range(MAX_FLOORS - height + 1):
        lifted = [(x, y, c + z) for x, y, c in cells if 0 <= x < SIDE and 0 <= y < SIDE]
        if not cells_mask(lifted) & occupied:
            return z
    return None


def ghost(piece: str, shape: Shape, anchor: tuple[int, int], occupied: int) -> Ghost:
    """The held piece dropped over ``anchor``: the lowest height where it is supported."""
    dx, dy = offset_for(shape, anchor)
    base = tuple(sorted((x + dx, y + dy, z) for x, y, z in shape))
    height = footprint(shape)[2]
    if any(not (0 <= x < SIDE and 0 <= y < SIDE) for x, y, _ in base):
        z = _lowest_free(base, occupied, height) or 0
        return Ghost(piece, tuple((x, y, c + z) for x, y, c in base), "outside")
    found = slot_for(piece, base)
    if found is None:
        raise ValueError(f"{shape} is not a rotation of the {piece} piece")
    landing = drop_floor(found[0], occupied)
    if landing is not None:
        return Ghost(piece, found[0].cells(landing))
    free = _lowest_free(base, occupied, height)
    if free is None:
        return Ghost(piece, tuple((x, y, c + MAX_FLOORS - height) for x, y, c in base), "no_room")
    # Hover above the highest cube under the footprint, where the player would expect it.
    top = max(
        (c + 1 for c in range(MAX_FLOORS) for x, y, _ in base if occupied >> (x + 4 * y + 16 * c) & 1),
        default=0,
    )
    z = max(free, min(top, MAX_FLOORS - height))
    return Ghost(piece, tuple((x, y, c + z) for x, y, c in base), "unsupported")


def build_order(
    placements: Iterable[tuple[str, Sequence[Cell]]], occupied: int = 0
) -> list[tuple[str, Shape]]:
    """An order in which the placements can be put down one by one, each landing where it belongs.

    Raises ``ValueError`` when no order works (a building that cannot be put down by
    dropping pieces, which the valid cards never need).
    """
    left = [(name, tuple(sorted(tuple(c) for c in cells))) for name, cells in placements]
    order: list[tuple[str, Shape]] = []
    while left:
        for index, (name, cells) in enumerate(left):
            found = slot_for(name, cells)  # type: ignore[arg-type]
            if found is not None and drop_floor(found[0], occupied) == found[1]:
                order.append((name, cells))  # type: ignore[arg-type]
                occupied |= cells_mask(cells)  # type: ignore[arg-type]
                del left[index]
                break
        else:
            raise ValueError(f"the pieces {', '.join(n for n, _ in left)} cannot be put down in any order")
    return order


def start_shape(name: str) -> Shape:
    """The shape a piece has when taken from the tray: lying flat, as the piece list gives it."""
    shape = piece(name).cells
    return shape if shape in orientations(name) else orientations(name)[0]


def top_piece_at(placed: Mapping[str, Sequence[Cell]], cell: tuple[int, int]) -> str | None:
    """The piece whose cube is highest in the column over board ``cell`` (None: an empty column).

    A hand reaching down onto the building takes the piece on top: the one the pointer,
    the keyboard cursor and a tap all pick.
    """
    best: tuple[int, str] | None = None
    for name, cells in placed.items():
        for x, y, z in cells:
            if (x, y) == cell and (best is None or z > best[0]):
                best = (z, name)
    return None if best is None else best[1]
