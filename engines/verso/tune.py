"""Tune the solo policy's weights on seeded solo games: ``python -m engines.verso.tune``.

A (1+1) evolution strategy with common random numbers: every candidate plays the same
seeded deals (seeds 50000.., away from the benchmark's 10000..), a few weights are
nudged at a time, and a candidate replaces the incumbent when its mean is higher. The
result is printed as a ``SoloWeights(...)`` to paste into :mod:`engines.verso.solo`.
Deterministic for given arguments; uses every core given by ``--workers``.
"""

from __future__ import annotations

import argparse
import random
import statistics
from concurrent.futures import ProcessPoolExecutor

from engines.rng import make_rng, randbelow
from engines.verso.game import VersoState
from engines.verso.solo import FEATURES, SOLO_WEIGHTS, SoloWeights, features, position_of, solo_action

__all__ = ["main", "play_solo", "score"]

TUNE_SEED0 = 50_000


def play_solo(args: tuple[tuple[float, ...], int]) -> int:
    vector, seed = args
    w = SoloWeights.from_vector(vector)
    state = VersoState(1, seed)
    state.record = False
    while not state.is_terminal():
        state.apply(solo_action(state, None, w))
    return state.points[0]


def record_solo(args: tuple[tuple[float, ...], int]) -> list[tuple[list[float], float]]:
    """One game's (features at each decision, points still to come) for fitting."""
    vector, seed = args
    w = SoloWeights.from_vector(vector)
    state = VersoState(1, seed)
    state.record = False
    seen: list[tuple[list[float], int]] = []
    while not state.is_terminal():
        if state.phase == "play":
            pos = position_of(state)
            seen.append((features(pos, state.n - state.top, False, False), state.points[0]))
        state.apply(solo_action(state, None, w))
    final = state.points[0]
    return [(phi, float(final - points)) for phi, points in seen]


def least_squares(rows: list[tuple[list[float], float]], ridge: float = 1e-3) -> list[float]:
    """Weights minimising the squared error (normal equations, Gauss–Jordan elimination)."""
    n = len(rows[0][0])
    a = [[0.0] * (n + 1) for _ in range(n)]
    for phi, y in rows:
        for i in range(n):
            fi = phi[i]
            if fi == 0.0:
                continue
            ai = a[i]
            for j in range(n):
                ai[j] += fi * phi[j]
            ai[n] += fi * y
    for i in range(n):
        a[i][i] += ridge * len(rows)
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        div = a[col][col]
        a[col] = [x / div for x in a[col]]
        for r in range(n):
            if r != col and a[r][col] != 0.0:
                factor = a[r][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
    return [round(a[i][n], 4) for i in range(n)]


def fit(pool: ProcessPoolExecutor, w: SoloWeights, games: int, rounds: int) -> SoloWeights:
    """Approximate policy iteration: play, regress the points still to come, repeat."""
    for r in range(rounds):
        vector = tuple(w.vector())
        jobs = [(vector, TUNE_SEED0 + 100_000 * (r + 1) + i) for i in range(games)]
        rows = [row for game in pool.map(record_solo, jobs, chunksize=8) for row in game]
        w = SoloWeights.from_vector(least_squares(rows))
        print(f"round {r}: {len(rows)} positions -> {w}", flush=True)
        print(f"  score {score(pool, w, games):.3f}", flush=True)
    return w


def score(pool: ProcessPoolExecutor, w: SoloWeights, games: int, seed0: int = TUNE_SEED0) -> float:
    vector = tuple(w.vector())
    results = list(pool.map(play_solo, [(vector, seed0 + i) for i in range(games)], chunksize=8))
    return statistics.mean(results)


def _gauss(rng: random.Random) -> float:
    # Irwin–Hall approximation from the project's integer source: no module-level random.
    return sum(randbelow(rng, 10_000) / 10_000 for _ in range(12)) - 6.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fit", type=int, default=0, help="rounds of regression before the search")
    parser.add_argument("--fit-games", type=int, default=400)
    parser.add_argument("--step", type=float, default=0.35, help="relative size of a nudge")
    args = parser.parse_args(argv)
    rng = make_rng(args.seed)
    names = [f"{k}.{f}" for k in ("now", "late") for f in FEATURES]
    best = SOLO_WEIGHTS
    with ProcessPoolExecutor(args.workers) as pool:
        if args.fit:
            best = fit(pool, best, args.fit_games, args.fit)
        best_score = score(pool, best, args.games)
        print(f"start {best_score:.3f}", flush=True)
        for it in range(args.iterations):
            vector = best.vector()
            picked = {randbelow(rng, len(vector)) for _ in range(1 + randbelow(rng, 3))}
            for i in picked:
                scale = max(abs(vector[i]), 0.3) * args.step
                vector[i] = round(vector[i] + scale * _gauss(rng), 3)
            candidate = SoloWeights.from_vector(vector)
            value = score(pool, candidate, args.games)
            changed = ", ".join(f"{names[i]}={vector[i]}" for i in sorted(picked))
            mark = "  *" if value > best_score else ""
            print(f"{it:3d} {value:.3f} ({changed}){mark}", flush=True)
            if value > best_score:
                best, best_score = candidate, value
    print(f"best {best_score:.3f}")
    print(best)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
