"""Calls from the table server's thread onto the Qt GUI thread, where the table's session lives.

``tableserver.ServedTable`` hands every call into the session to ``run_on_table``. In the
desktop app the session belongs to the GUI thread (the shell, the bots' runner and the
view all touch it there), so :class:`GuiThreadPost` carries each call over: the server
thread only appends to a queue and, when the queue was empty, emits a queued signal; the
GUI thread runs the calls between events.

The calls run in batches, each one the calls waiting when it starts; the next batch comes
from a zero-delay timer. One posted event per call instead let phones that answer at once
keep Qt's queue of posted events from ever emptying, and timers waited behind it: with six
tables of phones playing at bot speed a ten-second timer fired half a minute late
(``tests/benchmarks/bench_phones.py``). Between two batches Qt now handles its timers,
paints and the teacher's clicks.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

__all__ = ["GuiThreadPost"]


class GuiThreadPost(QObject):
    """``post(call)`` from any thread runs ``call()`` soon on the thread this object lives in."""

    _posted = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._calls: deque[Callable[[], None]] = deque()
        self._lock = threading.Lock()
        self._scheduled = False
        # Queued even when emitted on the GUI thread itself: a call never runs inside its caller.
        self._posted.connect(self._run, Qt.ConnectionType.QueuedConnection)
        self._next_batch = QTimer(self)
        self._next_batch.setSingleShot(True)
        self._next_batch.setInterval(0)
        self._next_batch.timeout.connect(self._run)

    def post(self, call: Callable[[], None]) -> None:
        with self._lock:
            self._calls.append(call)
            if self._scheduled:
                return
            self._scheduled = True
        self._posted.emit()

    @Slot()
    def _run(self) -> None:
        with self._lock:
            batch = len(self._calls)
        try:
            for _ in range(batch):
                with self._lock:
                    call = self._calls.popleft()
                call()  # an exception reaches the app's error report, like any other slot's
        finally:
            with self._lock:
                more = bool(self._calls)
                self._scheduled = more
            if more:
                self._next_batch.start()
