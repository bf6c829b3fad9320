"""Calls from the table's thread onto the server loop, one wake of the loop for a burst of them.

After every change of the session each phone seat's view goes to the server loop
(:class:`~tableserver.table.ServedTable`). ``loop.call_soon_threadsafe`` wakes the loop for
every call by writing a byte to its self-pipe, and the write lets go of Python's lock: the
table's thread (the desktop app's GUI thread) then waits to get it back while the servers'
threads run, up to the interpreter's switch interval (5 ms) each time. With six tables of
phones at bot speed those waits took a sixth of the GUI thread's time
(``tests/benchmarks/bench_tap_projector.py``). A call posted while the loop has not yet
woken for the one before joins it: the calls still run in the order they were posted.
"""

from __future__ import annotations

import asyncio
import threading
from collections import deque
from collections.abc import Callable
from typing import Any

__all__ = ["LoopPost"]


class LoopPost:
    """``post(call, *args)`` from any thread runs ``call(*args)`` soon on ``loop``."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self._calls: deque[tuple[Callable[..., None], tuple[Any, ...]]] = deque()
        self._lock = threading.Lock()
        self._waking = False

    def post(self, call: Callable[..., None], *args: Any) -> None:
        if self.loop.is_closed():
            return
        with self._lock:
            self._calls.append((call, args))
            if self._waking:
                return
            self._waking = True
        try:
            self.loop.call_soon_threadsafe(self._run)
        except RuntimeError:  # the loop closed meanwhile: nothing runs there any more
            with self._lock:
                self._calls.clear()
                self._waking = False

    def _run(self) -> None:  # the loop
        with self._lock:
            calls = list(self._calls)
            self._calls.clear()
            self._waking = False
        for call, args in calls:
            try:
                call(*args)
            except Exception as exc:  # one call's failure must not lose the calls after it
                self.loop.call_exception_handler({"message": f"Exception in {call!r}", "exception": exc})
