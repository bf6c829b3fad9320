"""A pausable stopwatch or countdown over an injectable time source (no Qt).

Every timer of the app counts *playing* time only: it stops while a dialog, the help
overlay or another screen hides the table, and goes on exactly where it stopped. Several
things may hold a clock at once (a dialog opened over a minimised window), so a clock
is paused while *any* named reason holds, and counts again once the last one is gone.

Time is read from a :data:`TimeSource`, a callable returning milliseconds that never go
backwards: the one shape of time source of the app, the builder and the table server.
Tests and screenshots pass a :class:`ManualTime` and move it on instead of sleeping.
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["ManualTime", "PausableClock", "TimeSource", "format_ms", "monotonic_ms"]

#: Milliseconds since an arbitrary start; never goes backwards.
TimeSource = Callable[[], int]


def monotonic_ms() -> int:
    """Wall time that never jumps back (a changed system clock does not spoil a round)."""
    return time.monotonic_ns() // 1_000_000


class ManualTime:
    """A time source that moves only when told to (tests, screenshots)."""

    def __init__(self, start_ms: int = 0) -> None:
        self.ms = start_ms

    def __call__(self) -> int:
        return self.ms

    def advance(self, ms: int) -> None:
        self.ms += ms


def format_ms(ms: int, tenths: bool = False) -> str:
    """``m:ss`` (or ``m:ss.t``) for a duration; a negative one shows as 0:00."""
    ms = max(0, ms)
    seconds, rest = divmod(ms, 1000)
    text = f"{seconds // 60}:{seconds % 60:02d}"
    return f"{text}.{rest // 100}" if tenths else text


class PausableClock:
    """Idle → counting (unless paused) → finished, with pause reasons that may come at any time.

    ``start`` begins a stopwatch, or a countdown when given ``limit_ms``. ``finish`` freezes
    the time, so a result reads exactly what the clock showed. Pause reasons are kept
    across ``start``/``reset``: a clock started behind an open dialog waits for it to close.
    """

    def __init__(self, now: TimeSource = monotonic_ms) -> None:
        self.now = now
        self.limit_ms: int | None = None
        self._started = False
        self._finished = False
        #: Running time of the stretches before the current one.
        self._banked_ms = 0
        #: The time source's reading when the current running stretch began; None while not counting.
        self._since: int | None = None
        self._reasons: set[str] = set()

    # -- state -------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self._started

    @property
    def finished(self) -> bool:
        return self._finished

    @property
    def paused(self) -> bool:
        return bool(self._reasons)

    @property
    def reasons(self) -> frozenset[str]:
        return frozenset(self._reasons)

    @property
    def running(self) -> bool:
        """Started, not finished: the round is on (even while a pause holds the time)."""
        return self._started and not self._finished

    @property
    def counting(self) -> bool:
        """Time is passing on this clock right now."""
        return self._since is not None

    def elapsed_ms(self) -> int:
        if self._since is None:
            return self._banked_ms
        return self._banked_ms + max(0, self.now() - self._since)

    def remaining_ms(self) -> int | None:
        """Time left on a countdown (never below 0); None for a stopwatch."""
        if self.limit_ms is None:
            return None
        return max(0, self.limit_ms - self.elapsed_ms())

    @property
    def expired(self) -> bool:
        return self.limit_ms is not None and self.elapsed_ms() >= self.limit_ms

    # -- the round ---------------------------------------------------------------------

    def start(self, limit_ms: int | None = None) -> None:
        """From zero: a stopwatch, or a countdown of ``limit_ms``."""
        self.limit_ms = limit_ms
        self._started, self._finished = True, False
        self._banked_ms = 0
        self._since = None if self._reasons else self.now()

    def finish(self, at_ms: int | None = None) -> int:
        """Freeze the time (a round ends); returns it, the same value every later read gives.

        ``at_ms`` is the time read at the moment that ended the round (the second call), so
        the result tells the very time every seat was told, not a millisecond later."""
        self._bank()
        if at_ms is not None:
            self._banked_ms = min(self._banked_ms, at_ms)
        self._finished = self._started
        return self._banked_ms

    def reset(self) -> None:
        """Back to idle at 0:00."""
        self._started = self._finished = False
        self._banked_ms = 0
        self._since = None
        self.limit_ms = None

    # -- pauses ------------------------------------------------------------------------

    def pause(self, reason: str) -> None:
        self._bank()
        self._reasons.add(reason)

    def resume(self, reason: str) -> None:
        self._reasons.discard(reason)
        if not self._reasons and self.running and self._since is None:
            self._since = self.now()

    def set_paused(self, reason: str, on: bool) -> None:
        if on:
            self.pause(reason)
        else:
            self.resume(reason)

    def set_reasons(self, reasons: set[str] | frozenset[str]) -> bool:
        """Hold exactly ``reasons``; True when the clock went from counting to paused or back."""
        was_paused = self.paused
        for reason in self._reasons - set(reasons):
            self.resume(reason)
        for reason in set(reasons) - self._reasons:
            self.pause(reason)
        return was_paused != self.paused

    def _bank(self) -> None:
        if self._since is not None:
            self._banked_ms += max(0, self.now() - self._since)
            self._since = None
