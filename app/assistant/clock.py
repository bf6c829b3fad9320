"""Time sources for the table tools, so tests can drive the timers without sleeping."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QElapsedTimer

__all__ = ["Clock", "FakeClock", "MonotonicClock", "format_ms"]


class Clock(Protocol):
    def now_ms(self) -> int:
        """Milliseconds since an arbitrary start; never goes backwards."""
        ...


class MonotonicClock:
    """The real clock: immune to changes of the wall-clock time."""

    def __init__(self) -> None:
        self._timer = QElapsedTimer()
        self._timer.start()

    def now_ms(self) -> int:
        return int(self._timer.elapsed())


class FakeClock:
    """A clock that moves only when told to."""

    def __init__(self, start_ms: int = 0) -> None:
        self.ms = start_ms

    def now_ms(self) -> int:
        return self.ms

    def advance(self, ms: int) -> None:
        self.ms += ms


def format_ms(ms: int, tenths: bool = False) -> str:
    """``m:ss`` (or ``m:ss.t``) for a duration; negative durations show as 0:00."""
    ms = max(0, ms)
    seconds, rest = divmod(ms, 1000)
    text = f"{seconds // 60}:{seconds % 60:02d}"
    return f"{text}.{rest // 100}" if tenths else text
