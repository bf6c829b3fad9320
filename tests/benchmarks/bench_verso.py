"""Verso benchmarks: random 4-player playouts per second, solo scores of the bots,
and the strong bot's decision time at hard.

The solo figures use seeds 10000.. so every run plays the same deals. The strong bot at
hard takes about 0.25 s per decision and some 20 decisions per game, so it plays a
documented smaller sample (``STRONG_GAMES``) instead of 1,000 games; set the environment
variable ``VERSO_STRONG_GAMES`` for a longer run.
"""

from __future__ import annotations

import os
import random
import statistics
import time

from engines.bots import make_bot
from engines.rng import make_rng
from engines.verso.game import VersoState
from engines.verso.policy import policy_action
from tests.benchmarks import Figure

SOLO_GAMES = 1000
STRONG_GAMES = int(os.environ.get("VERSO_STRONG_GAMES", "40"))
SEED0 = 10_000


def bench_random_playouts() -> list[Figure]:
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < 5.0:
        state = VersoState(4, games)
        state.record = False
        picker = random.Random(games)
        while not state.is_terminal():
            state.apply(picker.choice(state.legal_actions()))
        games += 1
    rate = games / (time.perf_counter() - start)
    return [Figure("verso random 4-player games", rate, "games/s", ">= 200", f"{games} games, one core")]


def _solo_figures(name: str, scores: list[int], target: str = "") -> list[Figure]:
    scores = sorted(scores)
    n = len(scores)
    p90 = scores[min(n - 1, int(0.9 * n))]
    share = sum(s >= 64 for s in scores) / n
    detail = f"{n} seeded solo games"
    return [
        Figure(f"verso solo {name} mean", statistics.mean(scores), "points", target, detail),
        Figure(f"verso solo {name} median", statistics.median(scores), "points", "", detail),
        Figure(f"verso solo {name} 90th percentile", p90, "points", "", detail),
        Figure(f"verso solo {name} share >= 64", share, "ratio", "", f"{detail}; 64 = designers' best"),
    ]


def _play_solo(kind: str, level: str, games: int, times: list[float] | None = None) -> list[int]:
    scores = []
    for i in range(games):
        state = VersoState(1, SEED0 + i)
        bot = make_bot(VersoState, kind, level, seed=i)
        while not state.is_terminal():
            view = state.view(0)
            start = time.perf_counter()
            action = bot.choose(view, state.legal_actions())
            if times is not None:
                times.append(time.perf_counter() - start)
            state.apply(action)
        scores.append(state.points[0])
    return scores


def bench_solo_greedy() -> list[Figure]:
    return _solo_figures("greedy", _play_solo("greedy", "hard", SOLO_GAMES))


def bench_solo_policy() -> list[Figure]:
    """The fast playing policy alone (the strong bot's default move and rollout policy)."""
    scores = []
    for i in range(SOLO_GAMES):
        state = VersoState(1, SEED0 + i)
        rng = make_rng(i)
        while not state.is_terminal():
            state.apply(policy_action(state, rng, peek=False))
        scores.append(state.points[0])
    return _solo_figures("policy", scores)


def bench_solo_strong_hard() -> list[Figure]:
    times: list[float] = []
    scores = _play_solo("strong", "hard", STRONG_GAMES, times)
    figures = _solo_figures("strong-hard", scores, ">= 55")
    figures.append(
        Figure(
            "verso strong-hard decision median",
            statistics.median(times) * 1000,
            "ms",
            "<= 300",
            f"{len(times)} decisions, 90th percentile {sorted(times)[int(0.9 * len(times))] * 1000:.0f} ms",
        )
    )
    return figures
