"""Verso benchmarks: random 4-player playouts per second, solo scores of the bots,
the strong bot's decision time at hard, and the strong bot against greedy at 3 players.

The solo figures use seeds 10000.. so every run plays the same deals. What is measured:

* greedy, the rule-based policy (the strong bot at easy) and the strong bot at medium
  (one-step expectimax over the fitted evaluation: exactly the move hard starts from and
  falls back to) over 1,000 seeded games each;
* the strong bot at hard, at its full budget (about 0.23 s a decision, some 24 decisions a
  game), over the first ``STRONG_GAMES`` of those seeds (default 40; set the environment
  variable ``VERSO_STRONG_GAMES=1000`` for the full run, about 1.5 hours on one core), with
  the same seeds' medium mean quoted beside it for comparison;
* 3-player games, strong (hard) in seat 0 against two greedy bots, ``MULTI_GAMES`` deals.
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
MULTI_GAMES = int(os.environ.get("VERSO_MULTI_GAMES", "20"))
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


def _solo_figures(name: str, scores: list[int], target: str = "", note: str = "") -> list[Figure]:
    scores = sorted(scores)
    n = len(scores)
    p90 = scores[min(n - 1, int(0.9 * n))]
    share = sum(s >= 64 for s in scores) / n
    detail = f"{n} seeded solo games"
    mean = statistics.mean(scores)
    return [
        Figure(
            f"verso solo {name} mean", mean, "points", target, f"{detail}; {64 - mean:.1f} below 64{note}"
        ),
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
    """The rule-based policy alone (the strong bot at easy, and its multiplayer rollouts)."""
    scores = []
    for i in range(SOLO_GAMES):
        state = VersoState(1, SEED0 + i)
        rng = make_rng(i)
        while not state.is_terminal():
            state.apply(policy_action(state, rng, peek=False))
        scores.append(state.points[0])
    return _solo_figures("rule policy", scores)


def bench_solo_strong_medium() -> list[Figure]:
    """The strong bot at medium: the expectimax policy hard starts from, over 1,000 games."""
    return _solo_figures("strong-medium", _play_solo("strong", "medium", SOLO_GAMES), ">= 55")


def bench_solo_strong_hard() -> list[Figure]:
    times: list[float] = []
    scores = _play_solo("strong", "hard", STRONG_GAMES, times)
    same = statistics.mean(_play_solo("strong", "medium", STRONG_GAMES))
    figures = _solo_figures("strong-hard", scores, ">= 55", f"; medium on these seeds {same:.1f}")
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


def bench_three_players_strong_vs_greedy() -> list[Figure]:
    """Strong (hard) in seat 0 against two greedy bots: wins (ties shared) and point margin."""
    wins = 0.0
    margins = []
    for i in range(MULTI_GAMES):
        state = VersoState(3, SEED0 + i)
        bots = [make_bot(VersoState, "strong", "hard", seed=i)]
        bots += [make_bot(VersoState, "greedy", "hard", seed=i + 100 + k) for k in range(2)]
        while not state.is_terminal():
            seat = state.current_player
            state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        winners = state.winners()
        wins += 1.0 / len(winners) if 0 in winners else 0.0
        margins.append(state.points[0] - max(state.points[1:]))
    detail = f"{MULTI_GAMES} seeded 3-player games; a third would be an even share"
    return [
        Figure("verso 3p strong-hard win share vs 2 greedy", wins / MULTI_GAMES, "ratio", "> 0.33", detail),
        Figure(
            "verso 3p strong-hard margin over best greedy", statistics.mean(margins), "points", "> 0", detail
        ),
    ]
