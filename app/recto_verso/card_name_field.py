"""The name of a card of one's own, as "Make a card" asks for it.

The field starts empty, its placeholder the next free name of My cards ("M02"), which the
card takes when nothing is typed: a name typed is never added to a pre-filled one. The
limit of a card's name (docs/HOUSE-RULES.md, "A card of your own") is shown before it is
reached, by a counter beside the field ("3 / 8"), and the field takes no more than the
limit, so there is nothing to refuse afterwards.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QWidget

from engines.recto_verso.my_cards import CARD_NAME_MAX

__all__ = ["CardNameField"]


class CardNameField(QWidget):
    """A line for the card's name with the next free name as placeholder and a counter."""

    #: The name the card will take changed (typed, or a new free name after a save).
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.edit = QLineEdit()
        self.edit.setObjectName("cardName")
        self.edit.setMaxLength(CARD_NAME_MAX)
        self.edit.textChanged.connect(self._typed)
        self.counter = QLabel()
        self.counter.setObjectName("cardNameCount")
        self.counter.setTextFormat(Qt.TextFormat.PlainText)
        row.addWidget(self.edit, 1)
        row.addWidget(self.counter)
        self.setFocusProxy(self.edit)
        self._count()

    def name(self) -> str:
        """The name the card takes: what was typed, else the placeholder's free name."""
        return self.edit.text().strip() or self.edit.placeholderText()

    def offer(self, free_name: str) -> None:
        """An empty field that proposes ``free_name``."""
        self.edit.setPlaceholderText(free_name)
        self.edit.clear()
        self.changed.emit()

    def show_saved(self, name: str) -> None:
        """The card on screen was saved as ``name``: the field says so, unchanged."""
        self.edit.setText(name)

    def retranslate(self) -> None:
        self.edit.setToolTip(
            self.tr("Printed in the corner of both sides: up to %1 letters, digits or hyphens.").replace(
                "%1", str(CARD_NAME_MAX)
            )
        )
        self.edit.setAccessibleDescription(self.edit.toolTip())
        self._count()

    def _typed(self, _text: str) -> None:
        self._count()
        self.changed.emit()

    def _count(self) -> None:
        used = len(self.edit.text())
        self.counter.setText(self.tr("%1 / %2").replace("%1", str(used)).replace("%2", str(CARD_NAME_MAX)))
        self.counter.setToolTip(
            self.tr("A card's name has at most %1 characters.").replace("%1", str(CARD_NAME_MAX))
        )
        full = used >= CARD_NAME_MAX
        self.counter.setStyleSheet("QLabel#cardNameCount { font-weight: bold; }" if full else "")
