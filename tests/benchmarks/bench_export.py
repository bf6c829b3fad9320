"""The whole print-and-play set: every game, sheets, aids, calibration, A4, duplex, 3 mm bleed."""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

from export.bundle import export_set
from export.decks import GAMES
from export.pdf.layout import PrintOptions
from tests.benchmarks import Figure


def _run(folder: Path) -> tuple[float, int, list[str]]:
    start = time.perf_counter()
    report = export_set(folder, GAMES, PrintOptions(paper="a4", duplex="long", bleed=3.0), "en")
    return time.perf_counter() - start, report.total_bytes, report.skipped


def bench_export_whole_set() -> list[Figure]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        _run(folder)  # warm fonts and caches once
        runs = [_run(folder) for _ in range(3)]
    seconds = [r[0] for r in runs]
    size_mb = runs[-1][1] / 1_048_576
    skipped = runs[-1][2]
    detail = f"median of 3 on {os.cpu_count()} cores; " + (
        f"decks missing on this branch: {len(skipped)}" if skipped else "all four decks"
    )
    return [
        Figure(
            "export whole set (A4, duplex, 3 mm bleed)", statistics.median(seconds), "s", "<= 5 s", detail
        ),
        Figure("export whole set, total size", size_mb, "MB", "<= 20 MB", detail),
    ]
