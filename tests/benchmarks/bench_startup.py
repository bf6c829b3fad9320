"""Cold start: ``rectoverso --smoke`` from a new process to the first frame and out."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from tests.benchmarks import Figure

ROOT = Path(__file__).resolve().parents[2]


_FIRST_FRAME = (
    "from app.bootstrap import create_app\n"
    "app, window = create_app(headless=True)\n"
    "window.show()\n"
    "app.processEvents()\n"
    "window.grab()\n"
)


def _first_frame_seconds() -> float:
    """A new process until the home screen has been painted once."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", _FIRST_FRAME], cwd=ROOT, env=env, check=True, capture_output=True)
    return time.perf_counter() - start


def bench_first_frame() -> list[Figure]:
    _first_frame_seconds()
    runs = [_first_frame_seconds() for _ in range(5)]
    return [
        Figure(
            "cold start to first frame (home screen painted)",
            statistics.median(runs),
            "s",
            "<= 0.8 s",
            f"median of 5; min {min(runs):.3f}, max {max(runs):.3f}",
        )
    ]


def _smoke_seconds() -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    start = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "app", "--smoke"], cwd=ROOT, env=env, check=True, capture_output=True
    )
    return time.perf_counter() - start


def bench_cold_start() -> list[Figure]:
    _smoke_seconds()  # warm the disk cache once, as a second launch would
    runs = [_smoke_seconds() for _ in range(5)]
    return [
        Figure(
            "rectoverso --smoke (start, open and paint all views, quit)",
            statistics.median(runs),
            "s",
            "",
            f"median of 5; min {min(runs):.3f}, max {max(runs):.3f}",
        )
    ]
