"""The short window a person at the Revorso table has to take up a Switch or Bear offer.

When it runs out the table plays ``Pass()`` for them, so a round of offers never stalls
the memory test. The countdown reads an injectable time source, so tests drive it without
sleeping.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from engines.table.clock import PausableClock, TimeSource, monotonic_ms

__all__ = ["OfferCountdown"]


class OfferCountdown(QObject):
    """A short window for a yes/no offer; ``expired`` fires once when it runs out.

    The time is a :class:`~engines.table.clock.PausableClock` (``watch``) read through
    ``clock``: the app's clock service holds it while a dialog or another screen hides the offer.
    """

    tick = Signal(float, float)  # seconds left, window length
    expired = Signal()
    #: No offer is being timed any more (taken up, gone by, or held while a guide teaches it).
    stopped = Signal()

    def __init__(self, clock: TimeSource = monotonic_ms, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self.watch = PausableClock(lambda: self.clock())
        self.total = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(100)
        self._timer.timeout.connect(self.poll)

    @property
    def running(self) -> bool:
        return self.watch.running

    def start(self, seconds: float) -> None:
        self.total = seconds
        self.watch.start(round(seconds * 1000))
        self._timer.start()
        self.poll()

    def stop(self) -> None:
        self.watch.reset()
        self._timer.stop()
        self.stopped.emit()

    def remaining(self) -> float:
        return (self.watch.remaining_ms() or 0) / 1000 if self.running else 0.0

    def poll(self) -> None:
        if not self.running:
            return
        left = self.remaining()
        self.tick.emit(left, self.total)
        if left <= 0:
            self.stop()
            self.expired.emit()
