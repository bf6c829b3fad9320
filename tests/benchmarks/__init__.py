"""Benchmarks for ``make bench``: figures printed as a table, never timed tests.

Each ``bench_*.py`` module in this folder defines functions named ``bench_*`` that take
no argument and return a list of :class:`Figure`. Run one module with
``python -m tests.benchmarks MODULE``.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

__all__ = ["Figure", "median_seconds", "timings"]


@dataclass(frozen=True)
class Figure:
    name: str
    value: float
    unit: str
    target: str = ""
    detail: str = ""


def timings(fn: Callable[[], object], repeat: int = 5, warmup: int = 1) -> list[float]:
    """Wall-clock seconds of ``repeat`` calls of ``fn`` after ``warmup`` untimed calls."""
    for _ in range(warmup):
        fn()
    result = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        result.append(time.perf_counter() - start)
    return result


def median_seconds(fn: Callable[[], object], repeat: int = 5, warmup: int = 1) -> float:
    return statistics.median(timings(fn, repeat, warmup))
