"""Verso benchmarks: random 4-player playouts per second, the compact solo simulator's
speed, solo scores of the bots and of a clairvoyant player, the strong bot's decision
time at hard, and the strong bot against greedy at 3 players.

The solo figures use seeds 10000.. so every run plays the same deals. What is measured:

* greedy, the rule-based policy (the strong bot at easy) and the strong bot at medium
  (the fair one-step planner over the learned value table: the default move hard's
  search starts from) over 1,000 seeded games each;
* the strong bot at hard, at its full budget (Monte Carlo over sampled deals, at most
  0.25 s a decision, some 21 decisions a game), over the first ``STRONG_GAMES`` of those
  seeds (default 40; ``VERSO_STRONG_GAMES=1000`` for the full run, about 45 minutes of one
  core; ``VERSO_WORKERS=2`` plays on two processes, one per core), with the same seeds'
  medium mean quoted beside it for comparison;
* the clairvoyant bound: a beam search that reads the whole deal (pile order and every
  hidden face), over the first ``CLAIRVOYANT_GAMES`` seeds (default 100;
  ``VERSO_CLAIRVOYANT_GAMES=1000`` for the full run, about 7 minutes of one core). The
  beam finds a little less than the clairvoyant best (on 20 deals, width 3000 adds 0.1
  point over width 500), and no fair player can expect more than that best;
* the fair-play bound (:mod:`engines.verso.solobound`): the clairvoyant charged for
  every surprise against the chances a fair player sees, over ``BOUND_DEALS`` deals
  (default 40, some 4 minutes of one core), with the shipped value table;
* 3-player games, strong (hard) in seat 0 against two greedy bots, ``MULTI_GAMES`` deals.

Last full measurement (Intel Xeon, 2 cores, seeds 10000..): solo means greedy 28.1, rule
policy 40.6, strong-medium 46.8 (the learned planner; 1,000 games each; 0.4 ms a
decision); strong-hard 48.3 over 1,000 games (median 49, 90th percentile 63, 8.8% at 64
or more; median decision 104 ms, 90th percentile 211 ms; two processes, one per core);
clairvoyant 73.0 over 1,000 games. The fair-play bound with the shipped table is
55.4 ± 0.3 over the first 200 deals at beam width 100 (width 300 adds about 0.35; mean
surprise along fair play -0.1 ± 0.8), where strong-hard averages 47.0: no fair strategy
is expected to average much more than 55 on this deck, so the target of a 55 mean asks
for play at the ceiling itself.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

from engines.bots import make_bot
from engines.rng import make_rng
from engines.verso.clairvoyant import clairvoyant_solo
from engines.verso.fastsolo import sim_of
from engines.verso.game import VersoState
from engines.verso.policy import policy_action
from engines.verso.solobound import fair_bound, play, surprise
from engines.verso.soloplan import shipped_table
from engines.verso.solotrain import train
from tests.benchmarks import Figure

SOLO_GAMES = 1000
STRONG_GAMES = int(os.environ.get("VERSO_STRONG_GAMES", "40"))
MULTI_GAMES = int(os.environ.get("VERSO_MULTI_GAMES", "20"))
WORKERS = int(os.environ.get("VERSO_WORKERS", "1"))
CLAIRVOYANT_GAMES = int(os.environ.get("VERSO_CLAIRVOYANT_GAMES", "100"))
CLAIRVOYANT_WIDTH = 200
BOUND_TRAIN_GAMES = int(os.environ.get("VERSO_BOUND_TRAIN_GAMES", "30000"))
BOUND_DEALS = int(os.environ.get("VERSO_BOUND_DEALS", "40"))
BOUND_WIDTH = 100
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


def bench_solo_simulator() -> list[Figure]:
    """Random solo games from dealt positions: the compact simulator against the engine."""
    deals = [VersoState(1, seed) for seed in range(200)]
    for deal in deals:
        deal.record = False
    sims = [sim_of(deal)[0] for deal in deals]

    def rate(play: Callable[[int], None]) -> float:
        games = 0
        start = time.perf_counter()
        while time.perf_counter() - start < 2.0:
            play(games)
            games += 1
        return games / (time.perf_counter() - start)

    def fast(i: int) -> None:
        sim = sims[i % len(sims)].copy()
        picker = random.Random(i)
        while not sim.over:
            sim.apply(picker.choice(sim.moves()))

    def slow(i: int) -> None:
        state = deals[i % len(deals)].clone()
        picker = random.Random(i)
        while not state.is_terminal():
            state.apply(picker.choice(state.legal_actions()))

    fast_rate, slow_rate = rate(fast), rate(slow)
    return [
        Figure(
            "verso solo simulator random games",
            fast_rate,
            "games/s",
            "",
            f"{fast_rate / slow_rate:.0f}x the engine's {slow_rate:.0f} games/s from the same deals",
        )
    ]


def bench_solo_clairvoyant() -> list[Figure]:
    """The bound: a beam search that knows the whole deal (for measurement only)."""
    scores = [clairvoyant_solo(SEED0 + i, CLAIRVOYANT_WIDTH) for i in range(CLAIRVOYANT_GAMES)]
    return _solo_figures("clairvoyant", scores, note=f"; beam width {CLAIRVOYANT_WIDTH}, reads hidden faces")


def bench_solo_fair_bound() -> list[Figure]:
    """What fair play can average at most (engines.verso.solobound): the clairvoyant charged
    for every surprise against the chances a fair player sees, with the shipped value table
    (learned on 30,000 games by ``python -m engines.verso.solotrain``)."""
    table = shipped_table() or train(BOUND_TRAIN_GAMES)
    deals = [sim_of(VersoState(1, SEED0 + i))[0] for i in range(BOUND_DEALS)]
    bounds = [fair_bound(d, table, BOUND_WIDTH) for d in deals]
    played = [play(d, table) for d in deals]
    surprises = [surprise(d, table) for d in deals]
    n = len(deals)

    def error(xs: list[float] | list[int]) -> float:
        return statistics.stdev(xs) / n**0.5

    detail = f"{n} deals, beam width {BOUND_WIDTH}"
    return [
        Figure(
            "verso solo fair-play bound",
            statistics.mean(bounds),
            "points",
            ">= 55 needed for the target",
            f"± {error(bounds):.1f}; {detail}",
        ),
        Figure(
            "verso solo fair planner behind it",
            statistics.mean(played),
            "points",
            "",
            f"± {error(played):.1f}; mean surprise {statistics.mean(surprises):+.2f} ± {error(surprises):.2f}"
            " (0 if its chances are right)",
        ),
    ]


def _solo_figures(name: str, scores: list[int], target: str = "", note: str = "") -> list[Figure]:
    scores = sorted(scores)
    n = len(scores)
    p90 = scores[min(n - 1, int(0.9 * n))]
    share = sum(s >= 64 for s in scores) / n
    detail = f"{n} seeded solo games"
    mean = statistics.mean(scores)
    return [
        Figure(
            f"verso solo {name} mean",
            mean,
            "points",
            target,
            f"{detail}; {abs(64 - mean):.1f} {'below' if mean < 64 else 'above'} 64{note}",
        ),
        Figure(f"verso solo {name} median", statistics.median(scores), "points", "", detail),
        Figure(f"verso solo {name} 90th percentile", p90, "points", "", detail),
        Figure(f"verso solo {name} share >= 64", share, "ratio", "", f"{detail}; 64 = designers' best"),
    ]


def _play_one(job: tuple[str, str, int]) -> tuple[int, list[float]]:
    """One seeded solo game: the score and the bot's time for each decision."""
    kind, level, i = job
    state = VersoState(1, SEED0 + i)
    bot = make_bot(VersoState, kind, level, seed=i)
    times = []
    while not state.is_terminal():
        view = state.view(0)
        start = time.perf_counter()
        action = bot.choose(view, state.legal_actions())
        times.append(time.perf_counter() - start)
        state.apply(action)
    return state.points[0], times


def _play_solo(kind: str, level: str, games: int, times: list[float] | None = None) -> list[int]:
    """Seeded solo games, over ``WORKERS`` processes (one per core keeps time budgets fair)."""
    jobs = [(kind, level, i) for i in range(games)]
    if WORKERS > 1:
        with ProcessPoolExecutor(WORKERS) as pool:
            results = list(pool.map(_play_one, jobs, chunksize=4))
    else:
        results = [_play_one(job) for job in jobs]
    if times is not None:
        times.extend(t for _, game_times in results for t in game_times)
    return [score for score, _ in results]


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
