"""The solo evaluation of :mod:`engines.verso.solo` on simulator positions, and a fast policy.

``value`` is points so far plus what the tableau promises with the pile left (the fitted
linear evaluation); ``greedy_move`` plays the move whose outcome in the simulated world
values best. In a sampled world the simulator knows every hidden face, so that policy
sees the back of the card it draws and the opponent's next card: it is for rollouts
inside one sampled deal, never for the real decision.
"""

from __future__ import annotations

from engines.verso.fastsolo import PTS, VAL, SoloSim
from engines.verso.solo import FEATURES, SOLO_WEIGHTS, SoloWeights, row_features, square_cost

__all__ = ["final_value", "greedy_move", "value"]

_N = len(FEATURES)
_ROWS: dict[tuple[tuple[int, ...], bool], tuple[float, ...]] = {}


def _row(row: tuple[int, ...], wrap: bool) -> tuple[float, ...]:
    key = (row, wrap)
    got = _ROWS.get(key)
    if got is None:
        if len(_ROWS) > 300_000:
            _ROWS.clear()
        got = row_features(tuple(sorted((VAL[c], PTS[c]) for c in row)), wrap)
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
    a, b, c = _row(rows[0], wrap), _row(rows[1], wrap), _row(rows[2], wrap)
    cost = square_cost((len(rows[0]), len(rows[1]), len(rows[2])), sim.ready, sim.series_rule)
    base = (
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
    )
    late = 1.0 - (sim.n - sim.top) / 35.0
    now_w, late_w = w.now, w.late
    total = float(sim.points)
    for i in range(_N):
        total += base[i] * (now_w[i] + late * late_w[i])
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
