"""The solo evaluation of :mod:`engines.verso.solo` on simulator positions, and a fast policy.

``value`` is points so far plus what the tableau promises with the pile left (the fitted
linear evaluation); ``greedy_move`` plays the move whose outcome in the simulated world
values best. In a sampled world the simulator knows every hidden face, so that policy
sees the back of the card it draws and the opponent's next card: it is for rollouts
inside one sampled deal, never for the real decision.
"""

from __future__ import annotations

from engines.verso.fastsolo import ITEM, SoloSim
from engines.verso.solo import FEATURES, SOLO_WEIGHTS, SoloWeights, row_features, square_cost

__all__ = ["final_value", "greedy_move", "value"]

_N = len(FEATURES)
#: Per row: (the row features' dot product with the ``now`` weights, with the ``late``
#: weights, the best single bank), for the default weights.
_ROWS: dict[tuple[object, ...], tuple[float, float, float]] = {}


def _row(row: tuple[int, ...], wrap: bool, w: SoloWeights) -> tuple[float, float, float]:
    """Rows are sorted (see :mod:`engines.verso.fastsolo`), so their items key the cache."""
    key = (*map(ITEM.__getitem__, row), wrap)
    got = _ROWS.get(key) if w is SOLO_WEIGHTS else None
    if got is None:
        f = row_features(tuple(map(ITEM.__getitem__, row)), wrap)
        got = (
            sum(f[i] * w.now[i] for i in range(6)),
            sum(f[i] * w.late[i] for i in range(6)),
            f[6],
        )
        if w is SOLO_WEIGHTS:
            if len(_ROWS) > 300_000:
                _ROWS.clear()
            _ROWS[key] = got
    return got


def final_value(sim: SoloSim) -> float:
    """Points once the last series is banked (the best one, square included)."""
    if sim.over:
        return float(sim.points)
    best = sim.points
    for move in sim.banks():
        after = sim.copy()
        after.apply(move)
        best = max(best, after.points)
    return float(best)


def value(sim: SoloSim, w: SoloWeights = SOLO_WEIGHTS) -> float:
    """Points so far plus the evaluation's promise for the rest of the game."""
    if sim.top >= sim.n:
        return final_value(sim)
    rows = sim.rows
    wrap = sim.wrap
    a, b, c = _row(rows[0], wrap, w), _row(rows[1], wrap, w), _row(rows[2], wrap, w)
    cost = square_cost((len(rows[0]), len(rows[1]), len(rows[2])), sim.ready, sim.series_rule)
    late = 1.0 - (sim.n - sim.top) / 35.0
    now_w, late_w = w.now, w.late
    total = sim.points + a[0] + b[0] + c[0] + late * (a[1] + b[1] + c[1])
    best = max(a[2], b[2], c[2])
    total += best * (now_w[6] + late * late_w[6]) + now_w[10] + late * late_w[10]
    if cost <= 2:
        total += now_w[7] + late * late_w[7]
    elif cost <= 4:
        total += now_w[8] + late * late_w[8]
    elif cost <= 6:
        total += now_w[9] + late * late_w[9]
    return total


def greedy_move(sim: SoloSim, w: SoloWeights = SOLO_WEIGHTS) -> object:
    """The move whose outcome in this (fully known) world values best."""
    moves = sim.moves()
    if len(moves) == 1:
        return moves[0]
    best, best_value = moves[0], float("-inf")
    for move in moves:
        after = sim.copy()
        after.apply(move)
        v = value(after, w)
        if v > best_value:
            best, best_value = move, v
    return best
