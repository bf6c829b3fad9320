"""Recto Verso engine speed: solving the shipped cards, counting solutions, generating cards."""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from engines import new_game
from engines.recto_verso import solver
from engines.recto_verso.cards import Card, shipped_cards
from engines.recto_verso.game import MAX_EDITS_PER_ROUND, PlacePiece, RemovePiece
from engines.recto_verso.generator import generate_cards
from engines.saves import read_save, write_save
from tests.benchmarks import Figure, median_seconds


def _cold_solve_seconds(card: Card) -> float:
    """One solve from scratch (the per-card candidate cache emptied first)."""
    solver._search_for.cache_clear()
    start = time.perf_counter()
    result = solver.solve(card)
    elapsed = time.perf_counter() - start
    assert result.solved, result.reason
    return elapsed


def bench_solve_shipped_cards() -> list[Figure]:
    times = {}
    for card in shipped_cards():
        times[card.id] = statistics.median(_cold_solve_seconds(card) for _ in range(3))
    slowest = max(times, key=times.__getitem__)
    return [
        Figure(
            "solve a shipped card, median",
            statistics.median(times.values()) * 1000,
            "ms",
            "<= 50 ms",
            "64 cards",
        ),
        Figure("solve a shipped card, worst", times[slowest] * 1000, "ms", "<= 1000 ms", slowest),
    ]


def bench_count_all_solutions() -> list[Figure]:
    times, counts = {}, {}
    for card in shipped_cards():
        solver._search_for.cache_clear()
        start = time.perf_counter()
        counts[card.id] = solver.count_solutions(card, limit=10**9)
        times[card.id] = time.perf_counter() - start
    slowest = max(times, key=times.__getitem__)
    return [
        Figure("count all solutions, median", statistics.median(times.values()) * 1000, "ms", "", "64 cards"),
        Figure(
            "count all solutions, worst",
            times[slowest],
            "s",
            "<= 5 s",
            f"{slowest}: {counts[slowest]} solutions; most {max(counts.values())}",
        ),
    ]


def bench_generate_32_cards() -> list[Figure]:
    figures = []
    for level in ("easy", "hard"):
        seconds = median_seconds(lambda level=level: generate_cards(level, 32, seed=99), repeat=3, warmup=0)
        figures.append(
            Figure(f"generate 32 {level} cards", seconds, "s", "<= 5 s", "rated, solutions counted")
        )
    return figures


def bench_game_legal_actions() -> list[Figure]:
    state = new_game("recto_verso", 1, 1, {"level": "hard"})
    seconds = median_seconds(state.legal_actions, repeat=50)
    count = len(state.legal_actions())
    return [Figure("legal actions, empty hard board", seconds * 1000, "ms", "", f"{count} actions")]


def bench_longest_round_save_and_load() -> list[Figure]:
    """A round at the edit limit, the worst case: the four-cube red piece put down and taken off."""
    state = new_game("recto_verso", 1, 2, {"level": "hard"})
    place = next(a for a in state.legal_actions() if isinstance(a, PlacePiece) and a.piece == "red")
    for _ in range(MAX_EDITS_PER_ROUND // 2):
        state.apply(place)
        state.apply(RemovePiece("red"))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long-round.json"
        save = median_seconds(lambda: write_save(path, state), repeat=5)
        size = path.stat().st_size
        load = median_seconds(lambda: read_save(path), repeat=5)
    detail = f"{MAX_EDITS_PER_ROUND} edits"
    return [
        Figure("save of the longest round, size", size / 1024, "KiB", "<= 1024 KiB", detail),
        Figure("save of the longest round, write", save * 1000, "ms", "<= 500 ms", detail),
        Figure("save of the longest round, load", load * 1000, "ms", "<= 500 ms", "read and replayed"),
    ]
