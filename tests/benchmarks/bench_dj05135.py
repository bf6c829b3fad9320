"""DJ05135 figures: random playout speed, the strong bot against greedy, decision times, and
how long games between the shipped computer players last (none may need the turn limit)."""

from __future__ import annotations

import os
import statistics
import time

from engines.bots import make_bot
from engines.dj05135.game import DJ05135State, DJ05135View
from engines.rng import choice, make_rng
from tests.benchmarks import Figure
from tests.dj05135_setup import mixed_bot_game

#: Seeded games for the win rate (``DJ05135_BENCH_GAMES`` overrides, e.g. for a quick look).
MATCH_GAMES = int(os.environ.get("DJ05135_BENCH_GAMES", "300"))
#: Seeded games between shipped computer players (``DJ05135_BENCH_ENDINGS`` overrides).
ENDING_GAMES = int(os.environ.get("DJ05135_BENCH_ENDINGS", "1000"))


def _random_game(players: int, seed: int) -> int:
    state = DJ05135State(players, seed)
    rng = make_rng(seed)
    while not state.is_terminal():
        state.apply(choice(state.legal_actions(), rng))
    return len(state.history)


def bench_random_playouts() -> list[Figure]:
    games, actions = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < 5.0:
        actions += _random_game(4, games)
        games += 1
    elapsed = time.perf_counter() - start
    return [
        Figure(
            "dj05135 random playouts, 4 players", games / elapsed, "games/s", ">= 20", "to the 200-turn limit"
        ),
        Figure("dj05135 random actions, 4 players", actions / elapsed, "actions/s", "", f"{games} games"),
    ]


def _match(kinds: list[str], seed: int, level: str) -> DJ05135State:
    players = len(kinds)
    state = DJ05135State(players, seed, {"first_player": seed % players})
    bots = [make_bot(DJ05135State, kind, level, seed * 10 + i) for i, kind in enumerate(kinds)]
    while not state.is_terminal():
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state


def bench_strong_against_greedy() -> list[Figure]:
    figures = []
    for kinds, games in (
        (["strong", "greedy"], MATCH_GAMES),
        (["strong", "greedy", "greedy", "greedy"], MATCH_GAMES // 3),
    ):
        wins = 0.0
        turns = []
        for seed in range(games):
            # Seats alternate so that the strong bot starts as often as not.
            order = kinds[seed % len(kinds) :] + kinds[: seed % len(kinds)]
            state = _match(order, seed, "medium")
            seat = order.index("strong")
            if seat in state.winners():
                wins += 1.0 / len(state.winners())
            turns.append(state.turns)
        fair = 1 / len(kinds)
        figures.append(
            Figure(
                f"dj05135 strong vs greedy, {len(kinds)} players",
                100 * wins / games,
                "% wins",
                f"> {100 * fair:.0f} (fair share)",
                f"{games} seeded games, medium level, median {statistics.median(turns)} turns",
            )
        )
    return figures


def _positions(count: int) -> list[tuple[DJ05135View, list]]:
    """Decision points from seeded greedy games (2 to 4 players), with more than one choice."""
    positions = []
    seed = 0
    while len(positions) < count:
        players = 2 + seed % 3
        state = DJ05135State(players, 900 + seed)
        bots = [make_bot(DJ05135State, "greedy", "easy", seed * 10 + i) for i in range(players)]
        while not state.is_terminal() and len(positions) < count:
            seat = state.current_player
            view, legal = state.view(seat), state.legal_actions()
            if len(legal) > 1 and len(state.history) % 3 == 0:
                positions.append((view, legal))
            state.apply(bots[seat].choose(view, legal))
        seed += 1
    return positions


def bench_decision_time() -> list[Figure]:
    positions = _positions(120)
    figures = []
    for kind, level in (("greedy", "medium"), ("strong", "easy"), ("strong", "medium"), ("strong", "hard")):
        bot = make_bot(DJ05135State, kind, level, seed=5)
        times = []
        for view, legal in positions:
            start = time.perf_counter()
            bot.choose(view, legal)
            times.append(time.perf_counter() - start)
        times.sort()
        figures.append(
            Figure(
                f"dj05135 {kind} bot ({level}) decision",
                1000 * statistics.median(times),
                "ms median",
                "< 250",
                f"p90 {1000 * times[int(0.9 * len(times))]:.1f} ms over {len(times)} positions",
            )
        )
    return figures


def bench_games_end_by_the_rules() -> list[Figure]:
    """1,000 seeded games, 2 to 4 seats, each seat a shipped computer player of any level."""
    limit = DJ05135State.default_options["turn_limit"]
    reached = 0
    turns = []
    for number in range(ENDING_GAMES):
        state = mixed_bot_game(number)
        reached += max(state.points) < 3
        turns.append(state.turns)
    print(
        f"dj05135: {reached} of {ENDING_GAMES} games reached the {limit}-turn limit;",
        f"longest {max(turns)} turns, median {statistics.median(turns)}",
    )
    return [
        Figure(
            "dj05135 games ending at the turn limit", reached, "games", "0", f"of {ENDING_GAMES} seeded games"
        ),
        Figure(
            "dj05135 longest game between computer players",
            max(turns),
            "turns",
            f"< {limit}",
            f"median {statistics.median(turns)} turns",
        ),
    ]
