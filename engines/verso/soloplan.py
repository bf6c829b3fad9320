"""The fair solo planner on simulator positions, with a learned value table: the strong
bot's solo move (:mod:`engines.verso.bots`) and the yardstick behind the fair-play bound
of :mod:`engines.verso.solobound`.

Solo Verso is a race against the pile: a draw uses two pile cards (the simulated opponent
turns the next one), a bank uses one, and the game ends when the pile is empty. A
decision position is the three rows, whether the square may score again, and the pile
left, taken *before* the top card is seen. Its value (points still to come) is learned
by :mod:`engines.verso.solotrain` as a sum of table entries, one column per pile count.

:func:`outcomes` lists what a move can lead to as a fair player can tell, with chances:
the back of a flipped draw and of a card the opponent makes us flip are read from the
deck's card list by the face showing, and the opponent's card is known by its face after
a bank and unknown after a draw. Nothing is read from the hidden part of the deal, so the
planner plays fairly in a simulated game, and the bound can charge the clairvoyant for
every surprise against those chances. It follows the default rules (no wrap, the square
scores again once broken, jokers never identical).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from typing import Any

from engines.verso.cards import JOKER
from engines.verso.fastsolo import COL, DRAW, FACES, FLIP, ITEM, VAL, Move, SoloSim, with_card
from engines.verso.game import SQUARE_POINTS
from engines.verso.solo import SOLO_WEIGHTS, blind_flip_rates, row_best, row_features, square_cost
from resources import resource_path

__all__ = [
    "STAGES",
    "VALUE_FILE",
    "Outcome",
    "ValueTable",
    "last_series",
    "mean_top_fit",
    "outcomes",
    "plan_move",
    "q_values",
    "shipped_table",
    "stage_of",
    "top_fit",
]

Rows = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
#: (chance, points scored, rows, ready, pile left) of one way a move can turn out.
Outcome = tuple[float, int, Rows, bool, int]
#: One table column per pile count: a draw uses two pile cards and a bank one, so how
#: many turns are left (and their parity near the end) changes from one count to the next.
STAGES = 36


def stage_of(pile: int) -> int:
    """The table column for a decision with ``pile`` cards left (1..35)."""
    return min(pile, STAGES - 1)


# -- what a fair player knows of backs ---------------------------------------------------------


@cache
def _codes_by_face() -> dict[object, tuple[int, ...]]:
    """The oriented codes showing each face."""
    codes: dict[object, list[int]] = {}
    for code, face in enumerate(FACES):
        codes.setdefault(face, []).append(code)
    return {face: tuple(cs) for face, cs in codes.items()}


def _backs(code: int) -> tuple[tuple[float, int], ...]:
    """The backs a card showing ``code``'s face may have, as (chance, a code with that back)."""
    same = _codes_by_face()[FACES[code]]
    grouped: dict[object, list[int]] = {}
    for c in same:
        grouped.setdefault(FACES[c ^ 1], []).append(c ^ 1)
    return tuple((len(cs) / len(same), cs[0]) for cs in grouped.values())


#: Per oriented code, its possible backs read from the face alone.
BACKS = tuple(_backs(c) for c in range(len(FACES)))
#: For an unseen card turned by the opponent: the chance it shows higher, per new colour.
BLIND_RATES = blind_flip_rates()


def _top_rates(code: int) -> tuple[float, float, float]:
    """Chance per colour that the opponent turning ``code``'s face shows a higher value."""
    rates = [0.0, 0.0, 0.0]
    v = VAL[code]
    if v != JOKER:
        for chance, back in BACKS[code]:
            if VAL[back] != JOKER and VAL[back] > v:
                rates[COL[back]] += chance
    return (rates[0], rates[1], rates[2])


TOP_RATES = tuple(_top_rates(c) for c in range(len(FACES)))


# -- the value table ---------------------------------------------------------------------------


class ValueTable:
    """Points still to come from a decision position, as a sum of learned entries.

    Three kinds of entry, each a list by pile stage: one per row content (shared by the
    three rows), one per square state (each row's length and whether it can bank, sorted,
    and the ready flag) and one per mix of row strengths (how much each row can bank on its
    own, bucketed and sorted), since rows compete for the same few turns. Entries never
    learned start from the fitted linear evaluation of :mod:`engines.verso.solo`, so a
    rare row is valued sensibly rather than as zero."""

    def __init__(
        self,
        rows: dict[tuple[Any, ...], list[float]] | None = None,
        squares: dict[tuple[Any, ...], list[float]] | None = None,
        mixes: dict[tuple[Any, ...], list[float]] | None = None,
    ) -> None:
        self.rows: dict[tuple[Any, ...], list[float]] = rows or {}
        self.squares: dict[tuple[Any, ...], list[float]] = squares or {}
        self.mixes: dict[tuple[Any, ...], list[float]] = mixes or {}
        self._info: dict[tuple[int, ...], tuple[list[float], tuple[int, bool], int]] = {}

    # entries -----------------------------------------------------------------------------------

    def row_info(self, row: tuple[int, ...]) -> tuple[list[float], tuple[int, bool], int]:
        """A row's entry, its (length, can bank) and its strength bucket."""
        got = self._info.get(row)
        if got is None:
            key = tuple(map(ITEM.__getitem__, row))
            entry = self.rows.get(key)
            if entry is None:
                entry = self.rows[key] = _linear_row(key)
            f = row_features(key, False)
            got = (entry, (len(row), f[6] > 0), _strength(f[0]))
            if len(self._info) > 400_000:
                self._info.clear()
            self._info[row] = got
        return got

    def entries(self, rows: Rows, ready: bool) -> tuple[list[float], ...]:
        a, b, c = self.row_info(rows[0]), self.row_info(rows[1]), self.row_info(rows[2])
        skey = (*sorted((a[1], b[1], c[1])), ready)
        square = self.squares.get(skey)
        if square is None:
            square = self.squares[skey] = _linear_square(skey)
        mkey = tuple(sorted((a[2], b[2], c[2])))
        mix = self.mixes.get(mkey)
        if mix is None:
            mix = self.mixes[mkey] = [0.0] * STAGES
        return (a[0], b[0], c[0], square, mix)

    def of(self, sim: SoloSim) -> float:
        """Points still to come from a simulator position (none once it is over)."""
        if sim.over:
            return 0.0
        return self.value((sim.rows[0], sim.rows[1], sim.rows[2]), sim.ready, sim.n - sim.top)

    def value(self, rows: Rows, ready: bool, pile: int) -> float:
        """Points still to come; ``pile`` 0 means only the last series is left."""
        if pile <= 0:
            return float(last_series(rows, ready))
        s = stage_of(pile)
        a, b, c, d, e = self.entries(rows, ready)
        return a[s] + b[s] + c[s] + d[s] + e[s]

    # the shipped file ------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The learned entries, to two decimals; rows never learned are left out (they start
        from the linear evaluation again when read)."""

        def numbers(entry: list[float]) -> list[float]:
            return [round(x, 2) for x in entry]

        rows = [
            [[list(item) for item in key], numbers(entry)]
            for key, entry in sorted(self.rows.items())
            if any(abs(a - b) > 1e-9 for a, b in zip(entry, _linear_row(key), strict=True))
        ]
        squares = [
            [[list(k[0]), list(k[1]), list(k[2]), k[3]], numbers(entry)]
            for k, entry in sorted(self.squares.items())
        ]
        mixes = [[list(k), numbers(entry)] for k, entry in sorted(self.mixes.items())]
        return {"version": 1, "stages": STAGES, "rows": rows, "squares": squares, "mixes": mixes}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ValueTable:
        if data.get("version") != 1 or data.get("stages") != STAGES:
            raise ValueError("not a solo value table of this version")
        rows = {tuple((int(v), int(p)) for v, p in key): list(map(float, e)) for key, e in data["rows"]}
        squares = {
            (tuple(k[0]), tuple(k[1]), tuple(k[2]), bool(k[3])): list(map(float, e))
            for k, e in data["squares"]
        }
        mixes = {tuple(k): list(map(float, e)) for k, e in data["mixes"]}
        return cls(rows, squares, mixes)


VALUE_FILE = ("verso", "solo_value.json")


@cache
def shipped_table() -> ValueTable | None:
    """The table shipped in ``resources/verso/solo_value.json`` (made by
    ``python -m engines.verso.solotrain``), or None if it is missing or unreadable."""
    path = resource_path(*VALUE_FILE)
    try:
        return ValueTable.from_json(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _strength(total: float) -> int:
    """How much a row can bank on its own, in five buckets."""
    return 0 if total <= 0 else 1 if total <= 6 else 2 if total <= 12 else 3 if total <= 20 else 4


def _late(stage: int) -> float:
    return 1.0 - min(35, max(1, stage)) / 35.0


def _linear_row(key: tuple[tuple[int, int], ...]) -> list[float]:
    f = row_features(key, False)
    now, late = SOLO_WEIGHTS.now, SOLO_WEIGHTS.late
    return [sum(f[i] * (now[i] + _late(s) * late[i]) for i in range(6)) for s in range(STAGES)]


def _linear_square(key: tuple[Any, ...]) -> list[float]:
    cost = square_cost((key[0][0], key[1][0], key[2][0]), key[3], False)
    now, late = SOLO_WEIGHTS.now, SOLO_WEIGHTS.late
    out = []
    for s in range(STAGES):
        x = _late(s)
        v = now[10] + x * late[10]
        if cost <= 2:
            v += now[7] + x * late[7]
        elif cost <= 4:
            v += now[8] + x * late[8]
        elif cost <= 6:
            v += now[9] + x * late[9]
        out.append(v)
    return out


def last_series(rows: Rows, ready: bool) -> int:
    """The best last series once the pile is empty, with the square it may complete."""
    best = 0
    counts = [len(r) for r in rows]
    for colour in range(3):
        row = rows[colour]
        if len(row) < 2:
            continue
        key = tuple(map(ITEM.__getitem__, row))
        pts = row_best(key, False)
        if pts and ready and counts[colour] == 5 and all(counts[c] == 3 for c in range(3) if c != colour):
            pts += SQUARE_POINTS
        best = max(best, pts)
    return best


# -- positions and moves -----------------------------------------------------------------------


def _square(rows: Rows, ready: bool) -> tuple[bool, int]:
    """The ready flag after a change, and the square points it scores (rule "broken")."""
    if len(rows[0]) == 3 and len(rows[1]) == 3 and len(rows[2]) == 3:
        return (False, SQUARE_POINTS) if ready else (False, 0)
    return True, 0


def _place(rows: Rows, ready: bool, code: int) -> tuple[Rows, bool, int]:
    colour = COL[code]
    row = rows[colour]
    v = VAL[code]
    if v != JOKER:
        for c in row:
            if VAL[c] == v:
                return rows, ready, 0
    new = list(rows)
    new[colour] = with_card(row, code)
    r = (new[0], new[1], new[2])
    ready, pts = _square(r, ready)
    return r, ready, pts


def _flips(rows: Rows, ready: bool, colour: int, known: int) -> list[tuple[float, Rows, bool, int]]:
    """The opponent makes us flip our highest card of ``colour``: outcomes with chances
    (certain when both faces of that card have been seen)."""
    row = rows[colour]
    target, best = -1, 0
    for c in row:
        if VAL[c] > best:
            target, best = c, VAL[c]
    if target < 0:
        if len(row) != 1:
            return [(1.0, rows, ready, 0)]
        target = row[0]
    new = list(rows)
    new[colour] = tuple(c for c in row if c != target)
    left = (new[0], new[1], new[2])
    out = []
    backs = ((1.0, target ^ 1),) if known >> (target >> 1) & 1 else BACKS[target]
    for chance, back in backs:
        r, rd, pts = _place(left, ready, back)
        if r is left:  # discarded as identical: the row is short of one card
            rd, pts = _square(left, ready)
        out.append((chance, r, rd, pts))
    return out


def _after_opponent(
    rows: Rows, ready: bool, pile: int, rates: Sequence[float], gained: int, known: int
) -> list[Outcome]:
    """Once the opponent has turned a card (``pile`` left after): outcomes with chances."""
    stay = 1.0 - rates[0] - rates[1] - rates[2]
    out = [(stay, gained, rows, ready, pile)] if stay > 0.0 else []
    for colour in range(3):
        rate = rates[colour]
        if rate > 0.0:
            for chance, r, rd, pts in _flips(rows, ready, colour, known):
                out.append((rate * chance, gained + pts, r, rd, pile))
    return out


def _drawn(rows: Rows, ready: bool, code: int, pile: int, known: int) -> list[Outcome]:
    r, rd, pts = _place(rows, ready, code)
    if pile <= 1:
        return [(1.0, pts, r, rd, 0)]
    return _after_opponent(r, rd, pile - 2, BLIND_RATES, pts, known)


def outcomes(sim: SoloSim, move: Move) -> list[Outcome]:
    """What a move (before the pile runs out) may lead to, as a fair player can tell:
    (chance, points scored, rows, ready, pile) up to the next decision."""
    rows: Rows = (sim.rows[0], sim.rows[1], sim.rows[2])
    ready = sim.ready
    pile = sim.n - sim.top
    top = sim.seq[sim.top]
    known = sim.known
    if move == DRAW:
        return _drawn(rows, ready, top, pile, known)
    if move == FLIP:
        return [
            (c * c2, gained, r, rd, left)
            for c, back in BACKS[top]
            for c2, gained, r, rd, left in _drawn(rows, ready, back, pile, known | 1 << (back >> 1))
        ]
    colour, a, b, pts = move
    new = list(rows)
    new[colour] = tuple(c for c in rows[colour] if c != a and c != b)
    r = (new[0], new[1], new[2])
    rd, sq = _square(r, ready)
    return _after_opponent(r, rd, pile - 1, TOP_RATES[top], pts + sq, known)


def q_values(sim: SoloSim, table: ValueTable) -> list[tuple[Move, float]]:
    """Every move with its worth: the points it scores plus the expected points to come."""
    moves = sim.moves()
    if sim.top >= sim.n:  # the last series: nothing is left to chance
        out = []
        for m in moves:
            after = sim.copy()
            after.apply(m)
            out.append((m, float(after.points - sim.points)))
        return out
    value = table.value
    return [
        (m, sum(c * (pts + value(r, rd, pile)) for c, pts, r, rd, pile in outcomes(sim, m))) for m in moves
    ]


def top_fit(table: ValueTable, rows: Rows, ready: bool, pile: int, code: int) -> float:
    """How well a top card showing ``code`` suits a position: the better of drawing it as
    shown or flipped, valued with the opponent's turn left out (cheap: a few lookups)."""
    later = max(pile - 2, 0)
    flipped = 0.0
    for chance, back in BACKS[code]:
        r, rd, pts = _place(rows, ready, back)
        flipped += chance * (pts + table.value(r, rd, later))
    v = VAL[code]
    if v != JOKER and any(VAL[c] == v for c in rows[COL[code]]):
        return flipped  # identical to a held card: it must be flipped
    r, rd, pts = _place(rows, ready, code)
    return max(flipped, pts + table.value(r, rd, later))


@cache
def _face_weights() -> tuple[tuple[float, int], ...]:
    """Every face a card can show on top, as (share of the deck's faces, a code showing it)."""
    return tuple((len(cs) / len(FACES), cs[0]) for cs in _codes_by_face().values())


def mean_top_fit(table: ValueTable, rows: Rows, ready: bool, pile: int) -> float:
    """:func:`top_fit` averaged over the faces a top card can show."""
    return sum(w * top_fit(table, rows, ready, pile, code) for w, code in _face_weights())


def plan_move(sim: SoloSim, table: ValueTable) -> Move:
    """The move worth most (ties to the first listed)."""
    best, best_q = None, float("-inf")
    for m, q in q_values(sim, table):
        if q > best_q:
            best, best_q = m, q
    return best
