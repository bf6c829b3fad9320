"""Calls from the table server's thread onto the Qt GUI thread, where the table's session lives.

``tableserver.ServedTable`` hands every call into the session to ``run_on_table``. In the
desktop app the session belongs to the GUI thread (the shell, the bots' runner and the
view all touch it there), so :class:`GuiThreadPost` carries each call over a queued
signal: the server thread only emits, and the GUI thread runs the call between events.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal, Slot

__all__ = ["GuiThreadPost"]


class GuiThreadPost(QObject):
    """``post(call)`` from any thread runs ``call()`` soon on the thread this object lives in."""

    _posted = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Queued even when emitted on the GUI thread itself: a call never runs inside its caller.
        self._posted.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def post(self, call: Callable[[], None]) -> None:
        self._posted.emit(call)

    @Slot(object)
    def _run(self, call: Callable[[], None]) -> None:
        call()  # an exception reaches the app's error report, like any other slot's
