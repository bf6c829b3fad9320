"""Enter presses the push button that has the keyboard focus, everywhere in the app.

Qt gives Enter to a focused push button only inside a dialog (its default button); in the
main window a family that Tabs to "Learn by playing" or "Start" and presses Enter saw
nothing happen, since only Space pressed it. One filter on the application closes that gap
for every push button of the main window; dialogs keep Qt's own rule, and a view's own
Enter key (a bound shortcut) still wins because shortcuts come before key presses.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QDialog, QPushButton

__all__ = ["EnterPressesButtons"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class EnterPressesButtons(QObject):
    """One per application: :meth:`install` (from :func:`app.bootstrap.create_app`)."""

    @classmethod
    def install(cls, app: QApplication) -> None:
        if app.findChild(cls) is None:
            app.installEventFilter(cls(app))

    def eventFilter(self, watched: QObject, event: object) -> bool:
        if not isinstance(event, QKeyEvent) or event.type() != QKeyEvent.Type.KeyPress:
            return False
        if event.key() not in _ENTER or event.isAutoRepeat():
            return False
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        button = watched
        if not isinstance(button, QPushButton) or not button.hasFocus():
            return False
        if isinstance(button.window(), QDialog) or not button.isEnabled() or not button.isVisible():
            return False
        button.click()
        return True
