"""Where a piece lands when it is put down: the lowest height at which it is supported.

Used by the game (its legal placements) and the generator. Occupancy is a bitmask with
the bit ``x + 4*y + 16*z`` per cell. A piece held in one orientation above footprint
offset (dx, dy) drops like a ghost to the lowest floor where it overlaps nothing and
every one of its cubes is on the floor, on another cube, or on its own cube below.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engines.recto_verso.building import SIDE
from engines.recto_verso.pieces import Cell, Shape, orientations

__all__ = ["MAX_FLOORS", "PieceSlot", "cells_mask", "drop_floor", "drops", "slot_for", "slots"]

#: The highest stack the board model holds (cards use at most 4 floors).
MAX_FLOORS = 8
FLOOR_BITS = 16


def cells_mask(cells: tuple[Cell, ...] | list[Cell]) -> int:
    mask = 0
    for x, y, z in cells:
        mask |= 1 << (x + 4 * y + FLOOR_BITS * z)
    return mask


@dataclass(frozen=True)
class PieceSlot:
    """One orientation of a piece over one footprint offset, before dropping."""

    piece: str
    orientation: int
    dx: int
    dy: int
    base: int  # cells mask at floor 0
    height: int
    shape: Shape

    def cells(self, z: int) -> tuple[Cell, ...]:
        return tuple(sorted((x + self.dx, y + self.dy, c + z) for x, y, c in self.shape))


@cache
def slots(piece: str) -> tuple[PieceSlot, ...]:
    result = []
    for index, shape in enumerate(orientations(piece)):
        wx, wy, wz = (max(c[i] for c in shape) + 1 for i in range(3))
        for dx in range(SIDE - wx + 1):
            for dy in range(SIDE - wy + 1):
                cells = [(x + dx, y + dy, z) for x, y, z in shape]
                result.append(PieceSlot(piece, index, dx, dy, cells_mask(cells), wz, shape))
    return tuple(result)


@cache
def _slot_index(piece: str) -> dict[tuple[Shape, int, int], PieceSlot]:
    return {(s.shape, s.dx, s.dy): s for s in slots(piece)}


def slot_for(piece: str, cells: tuple[Cell, ...]) -> tuple[PieceSlot, int] | None:
    """The slot and floor of absolute ``cells`` of ``piece``, or None when not a piece shape."""
    if not cells:
        return None
    mins = [min(c[i] for c in cells) for i in range(3)]
    shape = tuple(sorted((x - mins[0], y - mins[1], z - mins[2]) for x, y, z in cells))
    slot = _slot_index(piece).get((shape, mins[0], mins[1]))
    return None if slot is None else (slot, mins[2])


def drop_floor(slot: PieceSlot, occupied: int, max_floors: int = MAX_FLOORS) -> int | None:
    """The lowest floor where the slot's piece rests, or None when it fits nowhere."""
    free = ~occupied
    mask = slot.base
    for z in range(max_floors - slot.height + 1):
        if not mask & occupied and not (mask >> FLOOR_BITS) & ~mask & free:
            return z
        mask <<= FLOOR_BITS
    return None


def drops(piece: str, occupied: int, max_floors: int = MAX_FLOORS) -> list[tuple[PieceSlot, int]]:
    """Every (slot, floor) where the piece can be put down now."""
    result = []
    for slot in slots(piece):
        z = drop_floor(slot, occupied, max_floors)
        if z is not None:
            result.append((slot, z))
    return result
