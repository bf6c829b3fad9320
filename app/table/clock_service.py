"""One service per application that stops every game clock while the player cannot play.

Time must not run against the players while they read a dialog, the F1 help overlay,
look at another screen or have minimised the window. Each timer registers its
:class:`~engines.table.clock.PausableClock` with the widget that shows it; this service
watches the whole application and gives every clock its pause reasons:

* ``dialog``: a dialog or any modal window is open (``exec()`` ones included);
* ``overlay``: a window marked with :data:`PAUSE_REASON_PROPERTY` ``"overlay"`` (the F1 list);
* ``hidden``: the clock's widget is not on the main window's current view;
* ``minimised``: the clock's window is minimised.

It learns about dialogs from an application-wide event filter (Show and Hide of windows),
so a ``QMessageBox.exec()`` opened anywhere is seen without its caller's help.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QHideEvent, QShowEvent, QWindowStateChangeEvent
from PySide6.QtWidgets import QDialog, QWidget

from engines.table.clock import PausableClock

__all__ = ["HOLD_PROPERTY", "PAUSE_REASON_PROPERTY", "ClockService"]

log = logging.getLogger(__name__)

#: A window with this dynamic property pauses the clocks for the reason it names while shown.
PAUSE_REASON_PROPERTY = "clockPauseReason"
#: A clock's owner with this dynamic property holds its clocks for the reason it names (a
#: guided game's sentences: nobody is timed while reading them).
HOLD_PROPERTY = "clockHoldReason"

_WINDOW_EVENTS = (QEvent.Type.Show, QEvent.Type.Hide)
#: The classes of the only events the filter acts on. Every event of the application passes
#: through it (tens of thousands while the views are built); an ``isinstance`` test turns
#: the others away before ``event.type()`` makes a Python enum for each of them.
_WATCHED_CLASSES = (QShowEvent, QHideEvent, QWindowStateChangeEvent)


@dataclass
class _Entry:
    clock: PausableClock
    owner: QWidget
    on_change: Callable[[], None] | None


def _key(widget: QWidget) -> int:
    """The C++ address: stable while the widget lives, even if its Python wrapper is recreated."""
    return int(shiboken6.getCppPointer(widget)[0])


def _window_reason(widget: QWidget) -> str | None:
    """Why this window, while shown, stops the clocks (None: it does not)."""
    marked = widget.property(PAUSE_REASON_PROPERTY)
    if isinstance(marked, str) and marked:
        return marked
    if isinstance(widget, QDialog) or widget.windowModality() != Qt.WindowModality.NonModal:
        return "dialog"
    return None


class ClockService(QObject):
    """Tells every registered clock when time stops for the player and when it goes on."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[_Entry] = []
        #: Shown windows that pause the clocks: address → (window, reason).
        self._windows: dict[int, tuple[QWidget, str]] = {}
        self._current_view: QWidget | None = None
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    # -- what the app tells the service ------------------------------------------------

    def register(
        self, clock: PausableClock, owner: QWidget, on_change: Callable[[], None] | None = None
    ) -> None:
        """Pause ``clock`` whenever ``owner`` cannot be seen; ``on_change`` runs when it stops or goes on."""
        entry = _Entry(clock, owner, on_change)
        self._entries.append(entry)
        owner.destroyed.connect(lambda _obj=None, entry=entry: self._forget(entry))
        self._apply(entry)

    def set_current_view(self, view: QWidget | None) -> None:
        """The main window shows ``view``: clocks elsewhere in that window are hidden."""
        self._current_view = view
        self.update()

    def reasons_for(self, owner: QWidget) -> set[str]:
        """Every reason that holds the clocks shown by ``owner`` right now."""
        if not shiboken6.isValid(owner):
            return set()
        window = owner.window()
        reasons = {reason for shown, reason in self._live_windows() if shown is not window}
        view = self._current_view
        if (
            view is not None
            and shiboken6.isValid(view)
            and view.window() is window
            and view is not owner
            and not view.isAncestorOf(owner)
        ):
            reasons.add("hidden")
        if window.windowState() & Qt.WindowState.WindowMinimized:
            reasons.add("minimised")
        held = owner.property(HOLD_PROPERTY)
        if isinstance(held, str) and held:
            reasons.add(held)
        return reasons

    def hold(self, owner: QWidget, reason: str) -> None:
        """Hold ``owner``'s clocks for ``reason`` ("" lets them go on)."""
        owner.setProperty(HOLD_PROPERTY, reason)
        self.update()

    def update(self) -> None:
        """Give every clock its reasons again (after any change the filter saw)."""
        for entry in list(self._entries):
            self._apply(entry)

    # -- internals -----------------------------------------------------------------------

    def _apply(self, entry: _Entry) -> None:
        if not shiboken6.isValid(entry.owner):
            self._forget(entry)
            return
        if entry.clock.set_reasons(self.reasons_for(entry.owner)) and entry.on_change is not None:
            entry.on_change()

    def _forget(self, entry: _Entry) -> None:
        if entry in self._entries:
            self._entries.remove(entry)

    def _live_windows(self) -> list[tuple[QWidget, str]]:
        for key, (widget, _reason) in list(self._windows.items()):
            if not shiboken6.isValid(widget):
                del self._windows[key]
        return list(self._windows.values())

    def _window_shown(self, widget: QWidget, shown: bool) -> None:
        key = _key(widget)
        if not shown:
            # Whatever its modality is by now (``exec()`` restores it as it returns).
            if self._windows.pop(key, None) is not None:
                self.update()
            return
        reason = _window_reason(widget)
        if reason is not None:
            self._windows[key] = (widget, reason)
            self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not isinstance(event, _WATCHED_CLASSES):
            return False
        kind = event.type()
        if kind in _WINDOW_EVENTS or kind == QEvent.Type.WindowStateChange:
            if not isinstance(watched, QWidget) or not watched.isWindow():
                return False
            if kind == QEvent.Type.WindowStateChange:
                self.update()
            else:
                self._window_shown(watched, kind == QEvent.Type.Show)
        return False
