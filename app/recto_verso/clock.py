"""The time source of the stopwatch and the ladder's countdown, injectable for tests.

The view asks ``clock.now_ms()`` whenever it needs the time; tests give it a
:class:`ManualClock` and move time on with ``advance`` instead of sleeping.
"""

from __future__ import annotations

import time
from typing import Protocol

__all__ = ["Clock", "ManualClock", "MonotonicClock", "format_clock"]


class Clock(Protocol):
    def now_ms(self) -> int: ...


class MonotonicClock:
    """Wall time that never jumps back (a changed system clock does not spoil a round)."""

    def now_ms(self) -> int:
        return time.monotonic_ns() // 1_000_000


class ManualClock:
    """A clock that only moves when told to."""

    def __init__(self, start_ms: int = 0) -> None:
        self._now = start_ms

    def now_ms(self) -> int:
        return self._now

    def advance(self, ms: int) -> None:
        self._now += ms


def format_clock(ms: int, tenths: bool = True) -> str:
    """``m:ss.t`` (or ``m:ss``) for a non-negative time."""
    ms = max(0, ms)
    seconds, rest = divmod(ms, 1000)
    text = f"{seconds // 60}:{seconds % 60:02d}"
    return f"{text}.{rest // 100}" if tenths else text
