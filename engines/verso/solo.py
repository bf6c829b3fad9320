"""The solo playing policy: one-step expectimax over a tuned evaluation of the tableau.

Solo Verso is a race against the pile: a draw costs two pile cards (the simulated
opponent turns the next one), a bank costs one, and the game ends when the pile is
empty. Points come from two sources that the evaluation weighs:

* **Banking a row again and again.** A bank discards only the two highest cards of its
  series, so the lower cards stay and score again. ``row_total`` is the most a row can
  still bank on its own (repeated banks, best order), and ``row_outs`` what one more
  3-point card of each value would add to it.
* **The square cycle.** Three cards in every colour score 7; once broken (a draw, a
  bank or the opponent's flip) it scores again when re-formed. ``square_cost`` is the
  cheapest way back to 3/3/3 in pile cards.

Every move is valued by its expected evaluation afterwards, over what is not known:
the back of a flipped draw, and the opponent's turn. After a bank the opponent turns
the card on top now, whose face is known, so the chance that it shows a higher value
(and makes us flip our highest card of its new colour) is read from the backs that
face can have; after a draw the opponent's card is unknown and a deck-wide rate is used.
Backs are guessed from the deck's card list minus the cards already seen on both sides,
never from hidden state, so the policy is fair on a real game and on a sampled one.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from engines.base import Action
from engines.verso.actions import Bank, Draw, Pass
from engines.verso.cards import JOKER, Face, load_deck
from engines.verso.game import SQUARE_POINTS, VersoState

__all__ = [
    "FEATURES",
    "SOLO_WEIGHTS",
    "SoloWeights",
    "action_values",
    "best_value",
    "blind_flip_rates",
    "evaluate",
    "features",
    "final_points",
    "position_of",
    "row_outs",
    "row_total",
    "solo_action",
    "square_cost",
]

Item = tuple[int, int]  #: (value, points) of a card in a row; value 0 is a joker
Rows = tuple[tuple[Item, ...], tuple[Item, ...], tuple[Item, ...]]


#: The evaluation's features, each counted twice: as is and times ``late`` (1 - pile / 35).
FEATURES = (
    "total",  #: the points the rows can still bank on their own, bank after bank
    "outs",  #: summed over values: what one more 3-point card would add to a row's total
    "cards",  #: cards held
    "threes",  #: 3-point faces held
    "jokers",
    "exposed",  #: what the rows' totals lose if the opponent turns each row's highest card
    "best",  #: the best single bank now
    "square2",  #: the square scores again within 2 pile cards (1 draw or 2 banks)
    "square4",
    "square6",
    "bias",
)


@dataclass(frozen=True)
class SoloWeights:
    """Linear weights of the evaluation: ``now`` for each feature and ``late`` for it times late.

    The shipped values come from ``python -m engines.verso.tune`` (seeded solo games).
    """

    now: tuple[float, ...]
    late: tuple[float, ...]

    def vector(self) -> list[float]:
        return [*self.now, *self.late]

    @classmethod
    def from_vector(cls, values: Sequence[float]) -> SoloWeights:
        n = len(FEATURES)
        return cls(tuple(values[:n]), tuple(values[n : 2 * n]))


#: Fitted by ``python -m engines.verso.tune --fit 4 --fit-games 300`` (solo mean 44.6 there).
SOLO_WEIGHTS = SoloWeights(
    now=(0.1925, 0.0446, 1.9484, 1.7634, 2.956, 0.2269, -0.4017, 6.7289, 3.497, 1.8591, 43.1011),
    late=(0.6741, 0.0151, -2.0935, -1.8409, -3.3682, -0.5346, 0.6782, -2.9338, -2.4873, -1.3612, -45.9676),
)


# -- rows: what they can bank --------------------------------------------------------------


def _windows(length: int, wrap: bool) -> list[list[int]]:
    starts = range(1, 7) if wrap else range(1, 8 - length)
    return [[(s - 1 + i) % 6 + 1 for i in range(length)] for s in starts]


@cache
def row_series(row: tuple[Item, ...], wrap: bool) -> tuple[tuple[int, tuple[Item, ...]], ...]:
    """Every bank a row allows as (points, row left after its two highest are discarded).

    Jokers fill the gaps, the best-scoring ones lowest (the top two are discarded).
    """
    numbered = {v: p for v, p in row if v != JOKER}
    jokers = sorted((p for v, p in row if v == JOKER), reverse=True)
    found: dict[tuple[Item, ...], int] = {}
    for length in range(2, min(6, len(row)) + 1):
        for window in _windows(length, wrap):
            missing = [i for i, v in enumerate(window) if v not in numbered]
            if len(missing) > len(jokers) or len(missing) == length:
                continue
            cards: list[Item] = []
            spare = iter(jokers)
            for v in window:
                cards.append((v, numbered[v]) if v in numbered else (JOKER, next(spare)))
            points = sum(p for _, p in cards)
            left = list(row)
            for item in cards[-2:]:
                left.remove(item)
            key = tuple(sorted(left))
            if found.get(key, -1) < points:
                found[key] = points
    return tuple((pts, rest) for rest, pts in found.items())


@cache
def row_total(row: tuple[Item, ...], wrap: bool = False) -> int:
    """The most a row can bank on its own, bank after bank."""
    best = 0
    for points, rest in row_series(row, wrap):
        best = max(best, points + row_total(rest, wrap))
    return best


@cache
def row_best(row: tuple[Item, ...], wrap: bool = False) -> int:
    """The best single bank of a row (the last series once the pile is empty)."""
    return max((pts for pts, _ in row_series(row, wrap)), default=0)


@cache
def row_outs(row: tuple[Item, ...], wrap: bool = False) -> float:
    """Summed over the six values: what one more 3-point card of that value adds to the total."""
    if len(row) >= 8:
        return 0.0
    held = {v for v, _ in row}
    base = row_total(row, wrap)
    gain = 0
    for v in range(1, 7):
        if v not in held:
            gain += row_total(tuple(sorted((*row, (v, 3)))), wrap) - base
    return float(gain)


@cache
def row_features(row: tuple[Item, ...], wrap: bool) -> tuple[float, ...]:
    """(total, outs, cards, 3-point faces, jokers, exposed, best) of one row."""
    threes = sum(1 for _, p in row if p == 3)
    jokers = sum(1 for v, _ in row if v == JOKER)
    total = row_total(row, wrap)
    top = max(row) if row else (JOKER, 0)
    exposed = 0
    if top[0] != JOKER:
        rest = list(row)
        rest.remove(top)
        exposed = total - row_total(tuple(rest), wrap)
    return (float(total), row_outs(row, wrap), len(row), threes, jokers, exposed, row_best(row, wrap))


# -- the square ------------------------------------------------------------------------------


def _changed(counts: tuple[int, int, int], colour: int, delta: int) -> tuple[int, int, int]:
    """``counts`` with ``delta`` added to one colour's count."""
    values = list(counts)
    values[colour] += delta
    return (values[0], values[1], values[2])


@cache
def square_cost(counts: tuple[int, int, int], ready: bool, series_rule: bool) -> int:
    """Fewest pile cards (draw 2, bank 1) until the square scores again; 99 if far."""
    start = (counts, ready)
    best = {start: 0}
    frontier = [start]
    for _ in range(8):
        nxt = []
        for state in frontier:
            (c, r), cost = state, best[state]
            moves: list[tuple[tuple[int, int, int], bool, int]] = []
            for i in range(3):
                if c[i] < 7:
                    moves.append((_changed(c, i, 1), False, 2))
                if c[i] >= 2:
                    moves.append((_changed(c, i, -2), True, 1))
            for nc, banked, step in moves:
                square = nc == (3, 3, 3)
                nr = r or banked if series_rule else (r or not square)
                if square and nr:
                    return cost + step
                key = (nc, nr)
                if best.get(key, 99) > cost + step:
                    best[key] = cost + step
                    nxt.append(key)
        frontier = nxt
    return 99


# -- knowledge of hidden backs ----------------------------------------------------------------


@cache
def _backs_by_face() -> dict[Face, tuple[tuple[int, Face], ...]]:
    table: dict[Face, list[tuple[int, Face]]] = {}
    for cid, card in enumerate(load_deck()):
        for s in (0, 1):
            table.setdefault(card.faces[s], []).append((cid, card.faces[1 - s]))
    return {f: tuple(v) for f, v in table.items()}


@cache
def blind_flip_rates() -> tuple[float, float, float]:
    """For an unseen card turned by the opponent: the chance it shows a higher value, per new colour."""
    rates = [0.0, 0.0, 0.0]
    deck = load_deck()
    for card in deck:
        for s in (0, 1):
            before, after = card.faces[s], card.faces[1 - s]
            if before.value != JOKER and after.value != JOKER and after.value > before.value:
                rates[after.colour] += 1.0 / (2 * len(deck))
    return (rates[0], rates[1], rates[2])


class _Knowledge:
    """What the acting player can tell about hidden backs: the deck minus cards seen on both sides."""

    def __init__(self, state: VersoState) -> None:
        self.state = state
        known = state.known
        card_of = state.card_of
        self.seen = {card_of[u] for u in range(state.n) if known[u]}
        self._cache: dict[Face, list[tuple[float, Face]]] = {}

    def backs(self, face: Face) -> list[tuple[float, Face]]:
        got = self._cache.get(face)
        if got is None:
            options = _backs_by_face()[face]
            left = [b for cid, b in options if cid not in self.seen] or [b for _, b in options]
            counts = Counter(left)
            total = len(left)
            got = [(n / total, b) for b, n in counts.items()]
            self._cache[face] = got
        return got

    def back_of(self, uid: int) -> list[tuple[float, Face]]:
        state = self.state
        if state.known[uid]:
            return [(1.0, state.back(uid))]
        return self.backs(state.face(uid))


# -- evaluation --------------------------------------------------------------------------------


class _Position:
    """A solo tableau in the policy's own terms: rows are tuples of (value, points, uid)."""

    __slots__ = ("gained", "ready", "rows")

    def __init__(self, rows: list[tuple[tuple[int, int, int], ...]], ready: bool, gained: int) -> None:
        self.rows = rows
        self.ready = ready
        self.gained = gained

    def copy(self) -> _Position:
        return _Position(list(self.rows), self.ready, self.gained)


_ROW_FEATURES: dict[tuple[tuple[tuple[int, int, int], ...], bool], tuple[float, ...]] = {}


def _features(row: tuple[tuple[int, int, int], ...], wrap: bool) -> tuple[float, ...]:
    got = _ROW_FEATURES.get((row, wrap))
    if got is None:
        if len(_ROW_FEATURES) > 200_000:
            _ROW_FEATURES.clear()
        got = row_features(tuple(sorted((v, p) for v, p, _ in row)), wrap)
        _ROW_FEATURES[(row, wrap)] = got
    return got


def features(pos: _Position, pile: int, wrap: bool, series_rule: bool) -> list[float]:
    """The evaluation's feature vector (see ``FEATURES``), then each times ``late``."""
    a, b, c = (_features(r, wrap) for r in pos.rows)
    cost = square_cost((len(pos.rows[0]), len(pos.rows[1]), len(pos.rows[2])), pos.ready, series_rule)
    base = [
        a[0] + b[0] + c[0],
        a[1] + b[1] + c[1],
        a[2] + b[2] + c[2],
        a[3] + b[3] + c[3],
        a[4] + b[4] + c[4],
        a[5] + b[5] + c[5],
        max(a[6], b[6], c[6]),
        1.0 if cost <= 2 else 0.0,
        1.0 if 2 < cost <= 4 else 0.0,
        1.0 if 4 < cost <= 6 else 0.0,
        1.0,
    ]
    late = 1.0 - pile / 35.0
    return base + [f * late for f in base]


def evaluate(pos: _Position, pile: int, w: SoloWeights, wrap: bool, series_rule: bool) -> float:
    """Points gained so far plus what the tableau promises with ``pile`` cards left."""
    if pile <= 0:
        return pos.gained + max(row_best(_key(r), wrap) for r in pos.rows)
    phi = features(pos, pile, wrap, series_rule)
    n = len(FEATURES)
    now, late = w.now, w.late
    value = float(pos.gained)
    for i in range(n):
        value += phi[i] * now[i] + phi[n + i] * late[i]
    return value


def _key(row: tuple[tuple[int, int, int], ...]) -> tuple[Item, ...]:
    return tuple(sorted((v, p) for v, p, _ in row))


def position_of(state: VersoState) -> _Position:
    """The solo player's tableau as the policy sees it (nothing gained yet)."""
    face = state.face
    rows = [tuple((face(u).value, face(u).points, u) for u in row) for row in state.rows[0]]
    return _Position(rows, state.square_ready[0], 0)


class _Planner:
    def __init__(self, state: VersoState, w: SoloWeights) -> None:
        self.state = state
        self.w = w
        self.wrap = bool(state.options["wrap"])
        self.series_rule = state.options["square_rescore"] == "series"
        self.jokers_identical = bool(state.options["jokers_identical"])
        self.know = _Knowledge(state)

    def position(self) -> _Position:
        return position_of(self.state)

    def _square(self, pos: _Position) -> None:
        square = all(len(r) == 3 for r in pos.rows)
        if not square:
            if not self.series_rule:
                pos.ready = True
        elif pos.ready:
            pos.ready = False
            pos.gained += SQUARE_POINTS

    def _place(self, pos: _Position, face: Face, uid: int) -> None:
        row = pos.rows[face.colour]
        if face.value == JOKER:
            identical = self.jokers_identical and any(v == JOKER for v, _, _ in row)
        else:
            identical = any(v == face.value for v, _, _ in row)
        if not identical:
            pos.rows[face.colour] = (*row, (face.value, face.points, uid))

    def _flip(self, pos: _Position, colour: int) -> list[tuple[float, _Position]]:
        """The opponent makes us flip our highest card of ``colour``: outcomes with chances."""
        row = pos.rows[colour]
        target = None
        best = 0
        for item in row:
            if item[0] > best:
                target, best = item, item[0]
        if target is None and len(row) == 1:
            target = row[0]
        if target is None:
            return [(1.0, pos)]
        outcomes = []
        for chance, back in self.know.back_of(target[2]):
            after = pos.copy()
            after.rows[colour] = tuple(it for it in row if it is not target)
            self._place(after, back, target[2])
            self._square(after)
            outcomes.append((chance, after))
        return outcomes

    def _value(self, pos: _Position, pile: int) -> float:
        return evaluate(pos, pile, self.w, self.wrap, self.series_rule)

    def _after_opponent(self, pos: _Position, pile: int, rates: Sequence[float]) -> float:
        """Expected value once the opponent has turned a card (flip chances per colour)."""
        pile -= 1
        stay = 1.0 - sum(rates)
        value = stay * self._value(pos, pile)
        for colour, rate in enumerate(rates):
            if rate <= 0.0:
                continue
            value += rate * sum(c * self._value(p, pile) for c, p in self._flip(pos, colour))
        return value

    def _known_top_rates(self) -> list[float]:
        s = self.state
        face = s.face(s.top)
        rates = [0.0, 0.0, 0.0]
        if face.value == JOKER:
            return rates
        for chance, back in self.know.backs(face):
            if back.value != JOKER and back.value > face.value:
                rates[back.colour] += chance
        return rates

    def value_of(self, action: Action) -> float:
        s = self.state
        pile = s.n - s.top
        base = self.position()
        if isinstance(action, Bank):
            pos = base.copy()
            colour = s.face(action.cards[0]).colour
            for uid in action.cards[-2:]:
                pos.rows[colour] = tuple(it for it in pos.rows[colour] if it[2] != uid)
            pos.gained += action.points
            self._square(pos)
            return self._after_opponent(pos, pile, self._known_top_rates())
        assert isinstance(action, Draw)
        top = s.top
        faces = self.know.back_of(top) if action.flip else [(1.0, s.face(top))]
        value = 0.0
        for chance, face in faces:
            pos = base.copy()
            self._place(pos, face, top)
            self._square(pos)
            if pile - 1 <= 0:
                value += chance * self._value(pos, 0)
            else:
                value += chance * self._after_opponent(pos, pile - 1, blind_flip_rates())
        return value


def final_points(state: VersoState, action: Action) -> int:
    """What a last series scores, the square included when the bank leaves three cards a row."""
    if not isinstance(action, Bank):
        return 0
    counts = [len(r) for r in state.rows[0]]
    counts[state.face(action.cards[0]).colour] -= 2
    ready = state.square_ready[0] or state.options["square_rescore"] == "series"
    return action.points + (SQUARE_POINTS if counts == [3, 3, 3] and ready else 0)


def action_values(state: VersoState, w: SoloWeights = SOLO_WEIGHTS) -> list[tuple[float, Action]]:
    """Every legal solo move with its expected evaluation (points still to come included)."""
    actions = state.legal_actions()
    if state.phase != "play":
        return [(float(final_points(state, a)), a) for a in actions]
    planner = _Planner(state, w)
    return [(planner.value_of(a), a) for a in actions]


def best_value(state: VersoState, w: SoloWeights = SOLO_WEIGHTS) -> float:
    """The solo score this position promises when the best-looking move is played next."""
    if state.is_terminal():
        return float(state.points[0])
    return state.points[0] + max(v for v, _ in action_values(state, w))


def solo_action(state: VersoState, rng: random.Random | None = None, w: SoloWeights = SOLO_WEIGHTS) -> Action:
    """The solo move with the best expected evaluation (deterministic; ``rng`` is unused)."""
    actions = state.legal_actions()
    if state.phase != "play":
        banks = [a for a in actions if isinstance(a, Bank)]
        if banks:
            return max(banks, key=lambda a: (final_points(state, a), len(a.cards)))
        return next(a for a in actions if isinstance(a, Pass))
    planner = _Planner(state, w)
    best, best_value = actions[0], float("-inf")
    for action in actions:
        value = planner.value_of(action)
        if value > best_value:
            best, best_value = action, value
    return best
