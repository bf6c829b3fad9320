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
import time
import weakref
from collections import deque
from collections.abc import Callable, Hashable

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

__all__ = ["GuiThreadPost", "after_phone_calls"]


class GuiThreadPost(QObject):
    """``post(call)`` from any thread runs ``call()`` soon on the thread this object lives in."""

    _posted = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._calls: deque[Callable[[], None]] = deque()
        self._lock = threading.Lock()
        self._scheduled = False
        _POSTS.add(self)
        # Queued even when emitted on the GUI thread itself: a call never runs inside its caller.
        self._posted.connect(self._run, Qt.ConnectionType.QueuedConnection)
        self._next_batch = QTimer(self)
        self._next_batch.setSingleShot(True)
        self._next_batch.setInterval(0)
        self._next_batch.timeout.connect(self._run)

    def waiting(self) -> bool:
        """Whether calls from the server wait to run (moves the phones are waiting on)."""
        with self._lock:
            return bool(self._calls)

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


#: Every bridge alive: the pictures wait while any of them holds calls from phones.
_POSTS: weakref.WeakSet[GuiThreadPost] = weakref.WeakSet()


class _AfterCalls(QObject):
    """Runs work for the screen once no phone's call is waiting, one piece per turn of the
    event loop, the newest request for a key replacing an older one.

    Phones wait for their table's answer, the screen can wait a little: with several tables
    served at bot speed, each table's redraw after every move (20–45 ms) kept the next
    moves of every other table queued behind it (``tests/benchmarks/bench_phones.py``). But
    only a little: work waits at most :attr:`longest_wait_ms` from its key's first request,
    then comes before the calls waiting. With phones that always had a call waiting, the
    shared screen was otherwise seconds behind the game: a pupil's tap showed there up to
    9 s later (``tests/benchmarks/bench_tap_projector.py``).
    """

    #: How long the screen's work waits for the phones' calls at the most (ms).
    longest_wait_ms = 60

    def __init__(self) -> None:
        super().__init__()
        #: Each key's newest work, and when its first request still waiting came (ms).
        self._work: dict[Hashable, tuple[float, Callable[[], None]]] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._run_one)

    def request(self, key: Hashable, work: Callable[[], None]) -> None:
        waiting = self._work.get(key)
        self._work[key] = (waiting[0] if waiting is not None else time.monotonic() * 1000, work)
        if not self._timer.isActive():
            self._timer.start(0)

    def discard(self, key: Hashable) -> None:
        """Forget ``key``'s waiting work (what it would show is gone)."""
        self._work.pop(key, None)

    def flush(self, key: Hashable) -> None:
        """Do ``key``'s waiting work now (before something that must follow it)."""
        waiting = self._work.pop(key, None)
        if waiting is not None:
            waiting[1]()

    def _run_one(self) -> None:
        if not self._work:
            return
        key = next(iter(self._work))  # the longest waiting
        since, work = self._work[key]
        overdue = time.monotonic() * 1000 - since >= self.longest_wait_ms
        if not overdue and any(post.waiting() for post in list(_POSTS)):
            self._timer.start(1)  # the phones' calls first; look again in a moment
            return
        del self._work[key]
        try:
            if not isinstance(key, QObject) or shiboken6.isValid(key):  # not a closed table's
                work()
        finally:
            if self._work:
                self._timer.start(0)


_AFTER: _AfterCalls | None = None


def after_phone_calls() -> _AfterCalls:
    """The one scheduler of screen work that yields to the phones' calls (GUI thread only)."""
    global _AFTER
    if _AFTER is None:
        _AFTER = _AfterCalls()
    return _AFTER
