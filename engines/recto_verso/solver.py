"""Find buildings that match a card, count them, and give hints; bitmasks over the cells.

The card fixes a lot before any search. Each coloured facade cell belongs to the one
piece of that colour, so a piece must reach every line (column x, floor z) where its
colour shows, and nothing may stand in front of (or behind) the cube that shows. Each
candidate placement of a piece therefore carries two masks: the cells it fills and the
cells that must then stay empty. Buildings obey the support rule, so every cell below a
filled one must be filled too: the search branches either on the piece with the fewest
candidates or on a cell that must still be filled, whichever has fewer options (the
exact-cover idea of Knuth's dancing links, with pieces as primary items).

Inside the solver a cell's bit is ``y + 4*x + 16*z`` so that a line of depth is 4
consecutive bits and a floor is 16.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from engines.recto_verso.building import SIDE, Building, Placement, validate
from engines.recto_verso.cards import Card
from engines.recto_verso.facades import EMPTY
from engines.recto_verso.pieces import LETTERS, Cell, Piece, level_pieces, orientations

__all__ = [
    "SolutionCount",
    "SolveResult",
    "count_solutions",
    "count_solutions_within",
    "hint",
    "impossibility",
    "iter_solutions",
    "solve",
]

FLOOR_BITS = 16


@dataclass(frozen=True)
class SolveResult:
    """A matching building, or None and a one-line reason."""

    building: Building | None
    reason: str = ""

    @property
    def solved(self) -> bool:
        return self.building is not None


def _bit(x: int, y: int, z: int) -> int:
    return 1 << (y + 4 * x + FLOOR_BITS * z)


def _cell_of(index: int) -> Cell:
    return ((index >> 2) & 3, index & 3, index >> 4)


def _cells_of(mask: int) -> tuple[Cell, ...]:
    cells = []
    while mask:
        low = mask & -mask
        cells.append(_cell_of(low.bit_length() - 1))
        mask ^= low
    return tuple(sorted(cells))


def impossibility(card: Card, level: str | None = None) -> str | None:
    """A one-line reason the card can never be built, found without searching (or None)."""
    level = level or card.level
    pieces = {p.letter: p for p in level_pieces(level)}
    height = card.height
    for side, facade in (("front", card.front), ("back", card.back)):
        for row in facade:
            for char in row:
                if char != EMPTY and char not in pieces:
                    return (
                        f"card {card.id}: the {side} shows {LETTERS[char]} ({char}), "
                        f"not a piece of the {level} level"
                    )
        for position in range(SIDE):
            column = [facade[height - 1 - z][position] for z in range(height)]
            for z in range(1, height):
                if column[z] != EMPTY and column[z - 1] == EMPTY:
                    return (
                        f"card {card.id}: the {side} shows a cube on floor {z} at position {position + 1} "
                        "with nothing under it"
                    )
        for letter, p in pieces.items():
            shown = sum(row.count(letter) for row in facade)
            if shown > p.size:
                return (
                    f"card {card.id}: the {side} shows {shown} {p.name} cells but the {p.name} piece "
                    f"has {p.size} cube{'s' if p.size > 1 else ''}"
                )
    for z in range(height):
        for x in range(SIDE):
            if (card.front_at(x, z) == EMPTY) != (card.back_at(x, z) == EMPTY):
                return (
                    f"card {card.id}: the silhouettes differ (floor {z}, column {x + 1} "
                    "from the front's left is filled on one side only)"
                )
    cubes = sum(p.size for p in pieces.values())
    room = SIDE * sum(1 for z in range(height) for x in range(SIDE) if card.front_at(x, z) != EMPTY)
    if cubes > room:
        return f"card {card.id}: the silhouette has room for {room} cubes but the {level} pieces have {cubes}"
    least = sum(
        max((z + 1 for z in range(height) if card.front_at(x, z) != EMPTY), default=0) for x in range(SIDE)
    )
    if cubes < least:
        return (
            f"card {card.id}: the silhouette needs at least {least} cubes but the {level} pieces have {cubes}"
        )
    return None


class _Search:
    """The candidates of one (card, level) and the backtracking search over them."""

    def __init__(self, front: tuple[str, ...], back: tuple[str, ...], level: str) -> None:
        self.height = height = len(front)
        self.pieces: tuple[Piece, ...] = level_pieces(level)
        self.grid = (1 << (FLOOR_BITS * height)) - 1

        def front_at(x: int, z: int) -> str:
            return front[height - 1 - z][x]

        def back_at(x: int, z: int) -> str:
            return back[height - 1 - z][SIDE - 1 - x]

        allowed = 0
        for z in range(height):
            for x in range(SIDE):
                if front_at(x, z) != EMPTY:
                    allowed |= 0xF << (4 * x + FLOOR_BITS * z)
        self.allowed = allowed
        self.candidates: list[list[tuple[int, int]]] = []
        for p in self.pieces:
            need_front = {(x, z) for z in range(height) for x in range(SIDE) if front_at(x, z) == p.letter}
            need_back = {(x, z) for z in range(height) for x in range(SIDE) if back_at(x, z) == p.letter}
            found: list[tuple[int, int]] = []
            for shape in orientations(p.name):
                wx, wy, wz = (max(c[i] for c in shape) + 1 for i in range(3))
                for tz in range(height - wz + 1):
                    for tx in range(SIDE - wx + 1):
                        for ty in range(SIDE - wy + 1):
                            cand = self._candidate(
                                [(x + tx, y + ty, z + tz) for x, y, z in shape],
                                p.letter,
                                need_front,
                                need_back,
                                front_at,
                                back_at,
                            )
                            if cand is not None:
                                found.append(cand)
            self.candidates.append(found)

    def _candidate(
        self,
        cells: list[Cell],
        letter: str,
        need_front: set[tuple[int, int]],
        need_back: set[tuple[int, int]],
        front_at: Callable[[int, int], str],
        back_at: Callable[[int, int], str],
    ) -> tuple[int, int] | None:
        """(cells mask, must-stay-empty mask) of one placement, or None when the card rules it out."""
        mask = 0
        lines: dict[tuple[int, int], list[int]] = {}
        for x, y, z in cells:
            bit = _bit(x, y, z)
            if not bit & self.allowed:
                return None
            mask |= bit
            lines.setdefault((x, z), []).append(y)
        if not need_front <= lines.keys() or not need_back <= lines.keys():
            return None
        forbid = 0
        for (x, z), ys in lines.items():
            first, last = min(ys), max(ys)
            if front_at(x, z) == letter:
                for y in range(first):
                    forbid |= _bit(x, y, z)
            elif first == 0:
                return None
            if back_at(x, z) == letter:
                for y in range(last + 1, SIDE):
                    forbid |= _bit(x, y, z)
            elif last == SIDE - 1:
                return None
        return mask, forbid

    def _down(self, mask: int) -> int:
        for _ in range(self.height - 1):
            mask |= mask >> FLOOR_BITS
        return mask

    def _up(self, mask: int) -> int:
        for _ in range(self.height - 1):
            mask |= (mask << FLOOR_BITS) & self.grid
        return mask

    def solutions(
        self,
        fixed: Mapping[int, int] | None = None,
        node_limit: int | None = None,
        stop: Callable[[], bool] | None = None,
    ) -> Iterator[dict[int, int]]:
        """Yield piece index -> fill mask for every matching building.

        Past ``node_limit`` search nodes, or once ``stop()`` is true (asked every
        1024 nodes, from the first), :class:`_NodeLimit` is raised.
        """
        chosen: dict[int, int] = {}
        filled = forced = 0
        for index, mask in (fixed or {}).items():
            match = next((c for c in self.candidates[index] if c[0] == mask), None)
            if match is None or match[0] & (filled | forced) or match[1] & filled:
                return
            chosen[index] = mask
            filled |= mask
            forced |= match[1]
        forced = self._up(forced)
        remaining = sum(self.pieces[i].size for i in range(len(self.pieces)) if i not in chosen)
        unplaced = [i for i in range(len(self.pieces)) if i not in chosen]
        self.nodes = 0
        self.node_limit = node_limit
        self.stop = stop
        yield from self._search(unplaced, self.candidates, filled, forced, remaining, chosen)

    def _search(
        self,
        unplaced: list[int],
        cands: Sequence[list[tuple[int, int]]],
        filled: int,
        forced: int,
        remaining: int,
        chosen: dict[int, int],
    ) -> Iterator[dict[int, int]]:
        self.nodes += 1
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise _NodeLimit
        if self.stop is not None and self.nodes & 0x3FF == 1 and self.stop():
            raise _NodeLimit
        need = self._down(filled) & ~filled
        if need & forced or need.bit_count() > remaining:
            return
        if not unplaced:
            if not need:
                yield dict(chosen)
            return
        blocked = filled | forced
        if (self.allowed & ~blocked).bit_count() < remaining:
            return
        new: list[list[tuple[int, int]]] = list(cands)
        best_piece = -1
        best_len = 1 << 30
        for p in unplaced:
            kept = [c for c in cands[p] if not c[0] & blocked and not c[1] & filled]
            if not kept:
                return
            new[p] = kept
            if len(kept) < best_len:
                best_piece, best_len = p, len(kept)
        options: list[tuple[int, tuple[int, int]]]
        if need:
            bit = need & -need
            options = [(p, c) for p in unplaced for c in new[p] if c[0] & bit]
            if not options:
                return
            if len(options) >= best_len:
                options = [(best_piece, c) for c in new[best_piece]]
        else:
            options = [(best_piece, c) for c in new[best_piece]]
        for p, (mask, forbid) in options:
            rest = [q for q in unplaced if q != p]
            chosen[p] = mask
            yield from self._search(
                rest, new, filled | mask, self._up(forced | forbid), remaining - self.pieces[p].size, chosen
            )
            del chosen[p]

    def to_building(self, level: str, solution: Mapping[int, int]) -> Building:
        return Building(
            level,
            tuple(Placement(self.pieces[i].name, _cells_of(solution[i])) for i in sorted(solution)),
        )


class _NodeLimit(Exception):
    pass


@lru_cache(maxsize=64)
def _search_for(front: tuple[str, ...], back: tuple[str, ...], level: str) -> _Search:
    return _Search(front, back, level)


def _prepare(card: Card, level: str | None) -> tuple[_Search | None, str, str]:
    level = level or card.level
    reason = impossibility(card, level)
    if reason is not None:
        return None, reason, level
    return _search_for(card.front, card.back, level), "", level


def _no_match(card: Card, level: str, search: _Search) -> str:
    for p, cands in zip(search.pieces, search.candidates, strict=True):
        if not cands:
            return f"card {card.id}: the {p.name} piece cannot be placed to show as on the card"
    return f"card {card.id}: no building of the {level} pieces matches both facades"


def iter_solutions(card: Card, level: str | None = None) -> Iterator[Building]:
    search, _reason, level = _prepare(card, level)
    if search is None:
        return
    for solution in search.solutions():
        yield search.to_building(level, solution)


def solve(card: Card, level: str | None = None) -> SolveResult:
    """A valid building of the level's pieces whose facades match the card, or why none exists."""
    search, reason, level = _prepare(card, level)
    if search is None:
        return SolveResult(None, reason)
    for solution in search.solutions():
        return SolveResult(search.to_building(level, solution))
    return SolveResult(None, _no_match(card, level, search))


def count_solutions(card: Card, level: str | None = None, limit: int = 1000) -> int:
    """How many matching buildings exist, counting no further than ``limit``."""
    count = 0
    for _ in iter_solutions(card, level):
        count += 1
        if count >= limit:
            break
    return count


@dataclass(frozen=True)
class SolutionCount:
    """Matching buildings counted within a budget.

    ``complete`` is true when every solution was counted; otherwise there are at least
    ``count`` (the limit was reached, the node budget ran out, or the count was stopped).
    """

    count: int
    complete: bool


def count_solutions_within(
    card: Card,
    level: str | None = None,
    *,
    limit: int = 1000,
    node_budget: int | None = None,
    stop: Callable[[], bool] | None = None,
) -> SolutionCount:
    """Like :func:`count_solutions`, but never searching more than ``node_budget`` nodes.

    The search is built afresh rather than taken from the cache, so a count running on a
    worker thread shares nothing with hints asked for on another thread.
    """
    level = level or card.level
    if impossibility(card, level) is not None:
        return SolutionCount(0, True)
    search = _Search(card.front, card.back, level)
    count = 0
    try:
        for _ in search.solutions(node_limit=node_budget, stop=stop):
            count += 1
            if count >= limit:
                return SolutionCount(count, False)
    except _NodeLimit:
        return SolutionCount(count, False)
    return SolutionCount(count, True)


def _fixed_masks(search: _Search, partial: Building) -> dict[int, int] | None:
    index = {p.name: i for i, p in enumerate(search.pieces)}
    fixed: dict[int, int] = {}
    for placement in partial.placements:
        i = index.get(placement.piece)
        if i is None or i in fixed:
            return None
        mask = 0
        for x, y, z in placement.cells:
            if not (0 <= x < SIDE and 0 <= y < SIDE and 0 <= z < search.height):
                return None
            mask |= _bit(x, y, z)
        if mask.bit_count() != len(placement.cells):
            return None
        fixed[i] = mask
    return fixed


def complete(card: Card, partial: Building, level: str | None = None) -> Building | None:
    """A matching building that keeps every piece of ``partial`` where it is, or None."""
    search, _reason, level = _prepare(card, level or partial.level)
    if search is None:
        return None
    fixed = _fixed_masks(search, partial)
    if fixed is None:
        return None
    for solution in search.solutions(fixed):
        return search.to_building(level, solution)
    return None


def hint(card: Card, partial: Building) -> Placement | None:
    """A next placement that keeps ``partial`` completable, or None when it cannot be completed.

    The placement returned rests on the floor or on cubes already there, lowest first, so
    a builder can put it down at once.
    """
    full = complete(card, partial)
    if full is None:
        return None
    placed = {p.piece for p in partial.placements}
    todo = [p for p in full.placements if p.piece not in placed]
    if not todo:
        return None
    occupied = {c for p in partial.placements for c in p.cells}

    def supported(p: Placement) -> bool:
        own = set(p.cells)
        return all(z == 0 or (x, y, z - 1) in occupied or (x, y, z - 1) in own for x, y, z in p.cells)

    ready = [p for p in todo if supported(p)] or todo
    return min(ready, key=lambda p: (min(c[2] for c in p.cells), p.cells))


def check_solution(card: Card, building: Building) -> bool:
    """True when the building is valid and shows the card's facades (used by tests and the CLI)."""
    from engines.recto_verso.facades import project_building

    return not validate(building) and project_building(building) == card.facades
