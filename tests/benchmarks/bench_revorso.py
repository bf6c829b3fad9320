"""Revorso figures: random playout speed, and the hard bot against the greedy bot."""

from __future__ import annotations

import random
import statistics
import time

from engines.bots import make_bot
from engines.revorso import RevorsoState
from engines.revorso.bots import play_game
from tests.benchmarks import Figure, median_seconds

PLAYOUTS = 200
MATCH_GAMES = 1000


def _random_playouts(count: int, players: int = 4) -> int:
    actions = 0
    for seed in range(count):
        picker = random.Random(seed)
        state = RevorsoState(players, seed)
        while not state.is_terminal():
            state.apply(picker.choice(state.legal_actions()))
            actions += 1
    return actions


def bench_random_playouts() -> list[Figure]:
    seconds = median_seconds(lambda: _random_playouts(PLAYOUTS), repeat=5)
    actions = _random_playouts(PLAYOUTS)
    return [
        Figure(
            "revorso random playouts (4 players)",
            PLAYOUTS / seconds,
            "games/s",
            detail=f"median of 5 x {PLAYOUTS}",
        ),
        Figure("revorso random actions (4 players)", actions / seconds, "actions/s"),
    ]


def _match(opponent_level: str, games: int = MATCH_GAMES) -> tuple[float, float, float, float]:
    """Two-player games, seats alternating by seed: hard strong bot against the greedy bot.

    Returns the mean points per turn of each, the strong bot's win share, and the seconds taken.
    """
    start = time.perf_counter()
    per_turn: dict[str, list[float]] = {"hard": [], "greedy": []}
    wins = 0.0
    for seed in range(games):
        hard_seat = seed % 2
        bots = [
            make_bot(RevorsoState, "strong", "hard", seed * 2 + seat)
            if seat == hard_seat
            else make_bot(RevorsoState, "greedy", opponent_level, seed * 2 + seat)
            for seat in range(2)
        ]
        state = play_game(RevorsoState(2, seed), bots)
        assert isinstance(state, RevorsoState)
        for seat in range(2):
            key = "hard" if seat == hard_seat else "greedy"
            per_turn[key].append(state.scores()[seat] / state.turns[seat])
        wins += state.returns()[hard_seat]
    seconds = time.perf_counter() - start
    return statistics.mean(per_turn["hard"]), statistics.mean(per_turn["greedy"]), wins / games, seconds


def bench_hard_vs_greedy() -> list[Figure]:
    figures = []
    for level in ("hard", "medium"):
        hard, greedy, win_share, seconds = _match(level)
        detail = f"{MATCH_GAMES} seeded 2-player games, greedy at {level}; {seconds:.0f} s"
        figures += [
            Figure(f"revorso hard bot, points per turn (vs greedy {level})", hard, "points", detail=detail),
            Figure(f"revorso greedy {level} bot, points per turn", greedy, "points", detail=detail),
            Figure(f"revorso hard bot win share (vs greedy {level})", win_share, "share", detail=detail),
        ]
    return figures
