"""Long runs: 10,000 seeded random games per engine under the contract's checks, and memory.

Set ``LONG_RUN_GAMES`` to play fewer games (e.g. for a quick look); the figures say how
many were played.
"""

from __future__ import annotations

import gc
import os
import random
import time
import tracemalloc

from engines import GAMES
from tests.benchmarks import Figure
from tests.contract import check_playout, playout_plan

GAMES_PER_ENGINE = int(os.environ.get("LONG_RUN_GAMES", "10000"))
MEMORY_GAMES = 100


def bench_contract_long_runs() -> list[Figure]:
    figures = []
    for name, cls in sorted(GAMES.items()):
        start = time.perf_counter()
        failures = 0
        first_failure = ""
        for players, seed in playout_plan(cls, GAMES_PER_ENGINE):
            try:
                check_playout(cls, players, seed, deep_checks=0)
            except AssertionError as exc:
                failures += 1
                first_failure = first_failure or f"players={players} seed={seed}: {exc}"
        seconds = time.perf_counter() - start
        figures.append(
            Figure(
                f"{name}: contract failures in {GAMES_PER_ENGINE} random games",
                failures,
                "games",
                "0",
                f"{seconds:.0f} s, {GAMES_PER_ENGINE / seconds:.0f} games/s {first_failure}".strip(),
            )
        )
    return figures


def _play_random(cls, players: int, seed: int) -> None:  # type: ignore[no-untyped-def]
    state = cls(players, seed, None)
    picker = random.Random(seed)
    while not state.is_terminal():
        state.apply(picker.choice(state.legal_actions()))
        state.view(state.current_player if state.current_player >= 0 else 0)


def bench_memory_growth() -> list[Figure]:
    """Memory left behind by 100 consecutive games in one process (after a warm-up game)."""
    figures = []
    for name, cls in sorted(GAMES.items()):
        players = max(cls.min_players, min(3, cls.max_players))
        _play_random(cls, players, 0)
        gc.collect()
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        for seed in range(1, MEMORY_GAMES + 1):
            _play_random(cls, players, seed)
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        figures.append(
            Figure(
                f"{name}: memory growth over {MEMORY_GAMES} games",
                (after - before) / 1_048_576,
                "MB",
                "<= 5 MB",
                f"{players} players, tracemalloc",
            )
        )
    return figures
