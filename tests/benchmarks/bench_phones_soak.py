"""The phone tables over a school morning: do they leak? Thirty minutes of bench_phones' six
tables and thirty phones, game after game, with the server process's memory sampled every
ten seconds.

Figures: games dealt, memory at the start, after 10 minutes and at the end, and the growth
per 100 games (the least-squares slope of memory against games finished) over minutes 2–10
and 2–30 (target: at most 1 MB per 100 games; the first two minutes fill the caches of card
pictures and words), and the same slope for the count of Python objects alive: on a busy
machine fewer games are dealt while Qt's and the allocator's caches still fill, so memory per
game can rise while the objects, which a table kept alive would add to, stay level.
``SOAK_SECONDS`` shortens the run (default 1800).
"""

from __future__ import annotations

import os

from tests.benchmarks import Figure
from tests.benchmarks.bench_phones import WARM, growth_per_100_games, run_tables

SECONDS = float(os.environ.get("SOAK_SECONDS", "1800"))
TEN_MINUTES = 600.0


def _rss_at(samples: list[tuple[float, int, float]], seconds: float) -> tuple[int, float]:
    before = [(games, rss) for at, games, rss in samples if at <= seconds]
    return before[-1] if before else (0, 0.0)


def bench_phones_soak() -> list[Figure]:
    run = run_tables(SECONDS)
    samples = run.samples
    games_10, rss_10 = _rss_at(samples, TEN_MINUTES)
    games_end = samples[-1][1] if samples else 0
    first = [s for s in samples if s[0] <= TEN_MINUTES]
    detail = f"{len(samples)} samples, {run.played / 60:.0f} min, 6 tables, 30 phones"
    return [
        Figure("soak: games finished", games_end, "games", detail=detail),
        Figure("soak: server process RSS at the start", run.rss_start, "MB"),
        Figure("soak: RSS after 10 minutes", rss_10, "MB", detail=f"{games_10} games"),
        Figure("soak: RSS at the end", run.rss_end, "MB", detail=f"{games_end} games"),
        Figure(
            "soak: growth per 100 games, minutes 2-10",
            growth_per_100_games(first, WARM),
            "MB",
            "<= 1 MB",
        ),
        Figure(
            "soak: growth per 100 games, minutes 2-end",
            growth_per_100_games(samples, WARM),
            "MB",
            "<= 1 MB",
        ),
        Figure(
            "soak: Python objects alive at the end",
            run.objects[-1][2] if run.objects else 0.0,
            "k objects",
            detail=f"{run.objects[0][2]:.0f}k at the first sample" if run.objects else "",
        ),
        Figure(
            "soak: Python objects, growth per 100 games, minutes 2-end",
            growth_per_100_games(run.objects, WARM),
            "k objects",
            "about 0",
        ),
    ]
