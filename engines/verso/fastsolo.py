"""A compact solo Verso simulator for search: the engine's solo rules on small ints.

The generic engine keeps logs, views and action objects, which costs some 50 ms a solo
game; search needs thousands of games a decision. Here a card is an *oriented code*
``2 * deck_index + side`` (its face up is ``FACES[code]``, its back ``code ^ 1``), the pile
is a shared tuple of codes that never changes (a card's orientation only matters once it
leaves the pile), and a row is a tuple of codes. Moves are ``DRAW``, ``FLIP``, ``PASS`` or a
bank ``(colour, low, high, points)``: the two codes it discards and what it scores, which
is all a bank changes (two series that discard the same cards differ only in points, so
only the best is offered). ``tests/test_verso_fastsolo.py`` replays seeded games move for
move against :class:`~engines.verso.game.VersoState`.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from engines.verso.actions import Bank, Draw, Pass
from engines.verso.cards import JOKER, Face, load_deck
from engines.verso.game import SQUARE_POINTS, VersoState
from engines.verso.rules import series_in_row

__all__ = ["DRAW", "FLIP", "ITEM", "PASS", "Move", "SoloSim", "face_tables", "move_of", "sim_of", "with_card"]

DRAW, FLIP, PASS = 0, 1, 2
Move = Any  #: DRAW, FLIP, PASS or (colour, low code, high code, points)
Row = tuple[int, ...]


@cache
def face_tables() -> tuple[tuple[Face, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Faces, colours, values and points of every oriented code."""
    faces = tuple(card.faces[s] for card in load_deck() for s in (0, 1))
    return (
        faces,
        tuple(f.colour for f in faces),
        tuple(f.value for f in faces),
        tuple(f.points for f in faces),
    )


FACES, COL, VAL, PTS = face_tables()
_ORDER = tuple((VAL[c], PTS[c], c) for c in range(len(FACES)))
#: (value, points) of each code: rows are kept sorted by ``_ORDER`` so they list items in order.
ITEM = tuple((VAL[c], PTS[c]) for c in range(len(FACES)))


def _is_sorted(row: Row) -> bool:
    return all(_ORDER[row[i]] < _ORDER[row[i + 1]] for i in range(len(row) - 1))


def with_card(row: Row, code: int) -> Row:
    """``row`` plus ``code``, kept in (value, points, code) order."""
    key = _ORDER[code]
    for i, c in enumerate(row):
        if key < _ORDER[c]:
            return (*row[:i], code, *row[i:])
    return (*row, code)


_BANKS: dict[tuple[tuple[int, int], ...], tuple[tuple[int, int, int], ...]] = {}


def _banks_by_items(items: tuple[tuple[int, int], ...], wrap: bool) -> tuple[tuple[int, int, int], ...]:
    """Banks of a row given as sorted (value, points) items: (index, index, points) triples."""
    key = (*items, (wrap, -1))
    got = _BANKS.get(key)
    if got is None:
        faces = [Face(0, v, p) for v, p in items]
        best: dict[tuple[int, int], int] = {}
        for cards in series_in_row(range(len(items)), faces.__getitem__, wrap):
            i, j = sorted(cards[-2:])
            pts = sum(items[k][1] for k in cards)
            if best.get((i, j), -1) < pts:
                best[(i, j)] = pts
        got = tuple((i, j, p) for (i, j), p in sorted(best.items()))
        _BANKS[key] = got
    return got


_ROW_BANKS: dict[tuple[Row, bool], list[tuple[int, int, int]]] = {}


def row_banks(row: Row, wrap: bool) -> list[tuple[int, int, int]]:
    """Every bank a row allows as (low, high, points): the codes it discards, its best score.

    Worked out once per row of values and points, so every deal shares the work."""
    got = _ROW_BANKS.get((row, wrap))
    if got is not None:
        return got
    ordered = row if _is_sorted(row) else sorted(row, key=_ORDER.__getitem__)
    found = _banks_by_items(tuple(map(ITEM.__getitem__, ordered)), wrap)
    got = []
    for i, j, p in found:
        a, b = ordered[i], ordered[j]
        got.append((a, b, p) if a < b else (b, a, p))
    if len(_ROW_BANKS) > 300_000:
        _ROW_BANKS.clear()
    _ROW_BANKS[(row, wrap)] = got
    return got


class SoloSim:
    """One solo game in compact form; ``copy`` is cheap, ``apply`` follows the engine exactly."""

    __slots__ = ("jid", "known", "n", "over", "points", "ready", "rows", "seq", "series_rule", "top", "wrap")

    def __init__(
        self,
        seq: tuple[int, ...],
        top: int = 0,
        rows: Iterable[Row] = ((), (), ()),
        points: int = 0,
        ready: bool = True,
        over: bool = False,
        options: dict[str, Any] | None = None,
        known: int = 0,
    ) -> None:
        opts = {**VersoState.default_options, **(options or {})}
        self.seq = seq
        self.n = len(seq)
        self.top = top
        self.rows = [tuple(sorted(r, key=_ORDER.__getitem__)) for r in rows]
        self.points = points
        self.ready = ready
        self.over = over
        self.wrap = bool(opts["wrap"])
        self.series_rule = opts["square_rescore"] == "series"
        self.jid = bool(opts["jokers_identical"])
        #: Bit ``code >> 1`` set: the player has seen both faces of that card (a flipped
        #: draw, a flip forced by the opponent). Only fair planners read it.
        self.known = known

    def copy(self) -> SoloSim:
        other = object.__new__(SoloSim)
        other.seq, other.n, other.top = self.seq, self.n, self.top
        other.rows = list(self.rows)
        other.points, other.ready, other.over = self.points, self.ready, self.over
        other.wrap, other.series_rule, other.jid = self.wrap, self.series_rule, self.jid
        other.known = self.known
        return other

    @property
    def final(self) -> bool:
        """The pile is empty: one last series (or a pass) remains."""
        return self.top >= self.n and not self.over

    def key(self) -> tuple[Any, ...]:
        """Everything the rest of the game depends on (the pile is shared)."""
        return (self.top, tuple(tuple(sorted(r)) for r in self.rows), self.ready, self.over)

    # -- moves -------------------------------------------------------------------------------

    def identical(self, code: int) -> bool:
        v = VAL[code]
        if v == JOKER and not self.jid:
            return False
        return any(VAL[c] == v for c in self.rows[COL[code]])

    def banks(self) -> list[tuple[int, int, int, int]]:
        found = []
        wrap = self.wrap
        for colour, row in enumerate(self.rows):
            if len(row) >= 2:
                for a, b, p in row_banks(row, wrap):
                    found.append((colour, a, b, p))
        return found

    def moves(self) -> list[Move]:
        if self.over:
            return []
        if self.top >= self.n:
            return [*self.banks(), PASS]
        draws: list[Move] = [FLIP] if self.identical(self.seq[self.top]) else [DRAW, FLIP]
        return draws + self.banks()

    def apply(self, move: Move) -> None:
        if self.top >= self.n:
            if move != PASS:
                self._bank(move)
            self.over = True
            return
        if move in (DRAW, FLIP):
            code = self.seq[self.top] ^ move
            self.top += 1
            if move == FLIP:
                self.known |= 1 << (code >> 1)
            self._keep(code)
        else:
            self._bank(move)
        if self.top < self.n:
            self._opponent()

    def _bank(self, move: tuple[int, int, int, int]) -> None:
        colour, a, b, pts = move
        self.points += pts
        self.rows[colour] = tuple(c for c in self.rows[colour] if c != a and c != b)
        if self.series_rule:
            self.ready = True
        self._square()

    def _keep(self, code: int) -> None:
        if not self.identical(code):
            colour = COL[code]
            self.rows[colour] = with_card(self.rows[colour], code)
            self._square()

    def _opponent(self) -> None:
        code = self.seq[self.top]
        self.top += 1
        before, after = VAL[code], VAL[code ^ 1]
        if before != JOKER and after != JOKER and after > before:
            self._flip_highest(COL[code ^ 1])

    def _flip_highest(self, colour: int) -> None:
        row = self.rows[colour]
        target, best = -1, 0
        for c in row:
            if VAL[c] > best:
                target, best = c, VAL[c]
        if target < 0:
            if len(row) != 1:
                return
            target = row[0]
        self.rows[colour] = tuple(c for c in row if c != target)
        self.known |= 1 << (target >> 1)
        turned = target ^ 1
        if not self.identical(turned):
            self.rows[COL[turned]] = with_card(self.rows[COL[turned]], turned)
        self._square()

    def _square(self) -> None:
        r = self.rows
        if len(r[0]) == 3 and len(r[1]) == 3 and len(r[2]) == 3:
            if self.ready:
                self.ready = False
                self.points += SQUARE_POINTS
        elif not self.series_rule:
            self.ready = True


def sim_of(state: VersoState) -> tuple[SoloSim, dict[int, int]]:
    """A full solo state (true or sampled) as a simulator, and each table id's current code."""
    code_of = {u: 2 * state.card_of[u] + state.side[u] for u in range(state.n)}
    seq = tuple(code_of[u] for u in range(state.n))
    rows = [tuple(sorted((code_of[u] for u in row), key=_ORDER.__getitem__)) for row in state.rows[0]]
    sim = SoloSim(
        seq,
        state.top,
        rows,
        state.points[0],
        state.square_ready[0],
        state.phase == "over",
        dict(state.options),
        sum(1 << state.card_of[u] for row in state.rows[0] for u in row if state.known[u]),
    )
    return sim, code_of


def move_of(action: Any, code_of: dict[int, int]) -> Move:
    """The simulator move for an engine action, in the world ``code_of`` comes from."""
    if isinstance(action, Draw):
        return FLIP if action.flip else DRAW
    if isinstance(action, Pass):
        return PASS
    assert isinstance(action, Bank)
    a, b = code_of[action.cards[-2]], code_of[action.cards[-1]]
    if a > b:
        a, b = b, a
    return (COL[a], a, b, action.points)
