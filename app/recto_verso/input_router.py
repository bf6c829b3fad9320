"""Keys for the builder wherever the focus is inside it, looked up in the one key table.

The router watches key presses of the whole application and keeps those whose target is
inside the builder's page. A key of :data:`~app.recto_verso.keys.KEYS` is claimed early
(``ShortcutOverride``), so R still turns the piece after a tray button was clicked, Enter
puts a hinted piece down instead of pressing Hint again, and Esc puts a held piece back
before the window's Esc can take the player home.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QWidget

from app.recto_verso.keys import KeyBinding, binding_for

__all__ = ["InputRouter"]

_KEY_EVENTS = (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)


class InputRouter(QObject):
    """Sends the builder's keys to ``dispatch(action)``; every other key keeps its usual meaning."""

    def __init__(
        self,
        page: QWidget,
        board: QWidget,
        holding: Callable[[], bool],
        dispatch: Callable[[str], None],
    ) -> None:
        super().__init__(page)
        self.page = page
        self.board = board
        self.holding = holding
        self.dispatch = dispatch
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def binding(self, target: QObject, event: QKeyEvent) -> KeyBinding | None:
        if not isinstance(target, QWidget) or not self.page.isVisible():
            return None
        if target is not self.page and not self.page.isAncestorOf(target):
            return None
        return binding_for(event.key(), event.modifiers(), target is self.board, self.holding())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Every event of the application comes here: the cheap class test goes first, so the
        # others never pay for ``event.type()`` (a Python enum made per call).
        if not isinstance(event, QKeyEvent) or event.type() not in _KEY_EVENTS:
            return False
        row = self.binding(watched, event)
        if row is None:
            return False
        event.accept()
        if event.type() == QEvent.Type.KeyPress:
            self.dispatch(row.action)
        return True
