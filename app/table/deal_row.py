"""The new-game pages' "Deal number" row: the number, a "New deal" button and why it matters.

The same number and the same players deal the same cards again, so a class can replay a
game; the pages of every card game offer it the same way, in the same words.
"""

from __future__ import annotations

import secrets

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from app.widgets import spin_box

__all__ = ["DealRow"]


class DealRow(QWidget):
    """A spin box for the deal number, "New deal" for a random one, and a note."""

    def __init__(self, object_name: str, maximum: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.spin: QSpinBox = spin_box(object_name, 0, maximum)
        self.label.setBuddy(self.spin)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.roll)
        self.note = QLabel()
        self.note.setObjectName("subtitle")
        self.note.setWordWrap(True)
        row.addWidget(self.label)
        row.addWidget(self.spin)
        row.addWidget(self.new_button)
        row.addWidget(self.note, 1)
        self.maximum = maximum
        self.retranslate_ui()

    def roll(self) -> None:
        """A new random deal."""
        self.spin.setValue(secrets.randbelow(self.maximum + 1))

    def value(self) -> int:
        return self.spin.value()

    def retranslate_ui(self) -> None:
        self.label.setText(QCoreApplication.translate("DealRow", "&Deal number:"))
        self.new_button.setText(QCoreApplication.translate("DealRow", "New deal"))
        self.note.setText(
            QCoreApplication.translate(
                "DealRow", "The same deal number and players give the same cards: a class can replay a game."
            )
        )
