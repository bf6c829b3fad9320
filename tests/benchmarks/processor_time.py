"""Processor time taken by processes and everything they started, read from Linux's ``/proc``.

A benchmark that shares the machine's cores among the app and what stands for the phones
(chromium and its helpers, the simulated phones) tells how those cores were shared: the
cores each side kept busy over a run. A process's time counts its threads'; a process that
ends before the second reading takes its time with it (the browser's processes live as long
as the run). Elsewhere than Linux nothing is read: :func:`cpu_seconds` is ``None``.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

__all__ = ["cpu_seconds", "process_tree"]

_PROC = Path("/proc")
_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def process_tree(pid: int) -> list[int]:
    """``pid`` and every process it started, and they started, still running."""
    found, waiting = [], [pid]
    while waiting:
        current = waiting.pop()
        found.append(current)
        try:
            tasks = list((_PROC / str(current) / "task").iterdir())
        except OSError:
            continue
        for task in tasks:
            with contextlib.suppress(OSError):
                waiting += [int(child) for child in (task / "children").read_text().split()]
    return found


def _ticks(pid: int) -> int:
    stat = (_PROC / str(pid) / "stat").read_text()
    fields = stat[stat.rfind(")") + 2 :].split()
    return int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15 of proc(5))


def cpu_seconds(pids: list[int]) -> dict[int, float] | None:
    """The processor seconds each of ``pids`` has taken so far (a process gone: left out)."""
    if not _PROC.is_dir():
        return None
    seconds: dict[int, float] = {}
    for pid in pids:
        try:
            seconds[pid] = _ticks(pid) / _TICKS
        except (OSError, ValueError, IndexError):
            continue
    return seconds
