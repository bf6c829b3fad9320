"""The short window a person at the Revorso table has to take up a Switch or Bear offer.

When it runs out the table plays ``Pass()`` for them, so a round of offers never stalls
the memory test. The countdown reads an injectable clock, so tests drive it without
sleeping.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

__all__ = ["OfferCountdown"]

Clock = Callable[[], float]


class OfferCountdown(QObject):
    """A short window for a yes/no offer; ``expired`` fires once when it runs out."""

    tick = Signal(float, float)  # seconds left, window length
    expired = Signal()

    def __init__(self, clock: Clock = time.monotonic, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self.deadline: float | None = None
        self.total = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(100)
        self._timer.timeout.connect(self.poll)

    @property
    def running(self) -> bool:
        return self.deadline is not None

    def start(self, seconds: float) -> None:
        self.total = seconds
        self.deadline = self.clock() + seconds
        self._timer.start()
        self.poll()

    def stop(self) -> None:
        self.deadline = None
        self._timer.stop()

    def remaining(self) -> float:
        return 0.0 if self.deadline is None else max(0.0, self.deadline - self.clock())

    def poll(self) -> None:
        if self.deadline is None:
            return
        left = self.remaining()
        self.tick.emit(left, self.total)
        if left <= 0:
            self.stop()
            self.expired.emit()
