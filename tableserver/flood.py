"""How many messages one connection may send: a phone sends a few a minute, a script thousands.

More than :data:`PER_SECOND` messages within one second are refused (the game does not
see them); a connection that keeps flooding, or floods hard, is closed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from enum import Enum

__all__ = ["ABUSIVE_EXCESS", "FLOODED_SECONDS", "PER_SECOND", "FloodGate", "Verdict"]

PER_SECOND = 20
#: Seconds in a row over the limit after which the connection is closed.
FLOODED_SECONDS = 3
#: Messages over the limit within one second after which the connection is closed at once.
ABUSIVE_EXCESS = 100


class Verdict(Enum):
    PASS = "pass"
    #: Refused; the first refusal of a second is told to the sender, the others are dropped.
    REFUSE = "refuse"
    REFUSE_QUIETLY = "refuse quietly"
    CLOSE = "close"


class FloodGate:
    """Counts one connection's messages in one-second windows."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._window = -1
        self._count = 0
        self._flooded_in_a_row = 0

    def check(self) -> Verdict:
        window = int(self._clock())
        if window != self._window:
            if self._count <= PER_SECOND or window != self._window + 1:
                self._flooded_in_a_row = 0
            self._window, self._count = window, 0
        self._count += 1
        if self._count <= PER_SECOND:
            return Verdict.PASS
        excess = self._count - PER_SECOND
        if excess == 1:
            self._flooded_in_a_row += 1
        if excess > ABUSIVE_EXCESS or self._flooded_in_a_row >= FLOODED_SECONDS:
            return Verdict.CLOSE
        return Verdict.REFUSE if excess == 1 else Verdict.REFUSE_QUIETLY
