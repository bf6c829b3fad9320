"""Page stacks a screen reader passes through without a word.

Qt exposes a ``QStackedWidget`` as a "layered pane". Orca says the name and role of each
container it enters, and skips only those it deems layout ("filler"): entering a table,
it said "layered pane, layered pane" for the window's stack of views and the view's stack
of pages, which name nothing. :class:`StackInterface` keeps the stack's pages as its
children and is read as a filler while it has no name, as the layered pane it is once it
has one (a table's stack named "DJ05135 table" is said).
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAccessibleWidget, QStackedWidget

__all__ = ["StackInterface"]


class StackInterface(QAccessibleWidget):
    def __init__(self, stack: QStackedWidget) -> None:
        super().__init__(stack, QAccessible.Role.LayeredPane)
        self.stack = stack

    def role(self) -> QAccessible.Role:
        if self.stack.accessibleName():
            return QAccessible.Role.LayeredPane
        return QAccessible.Role.Client
