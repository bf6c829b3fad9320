"""Buttons the app paints itself (tiles, tray pieces, symbol answers) share keyboard behaviour."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractButton

__all__ = ["PaintedButton"]


class PaintedButton(QAbstractButton):
    """A focusable custom-painted button that Enter and Return press, as Space already does."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        super().keyPressEvent(event)
