"""Buttons for the held piece: turn it either way, tip it, flip it, put it back — by mouse or touch.

Every turn the keys give (R, Shift+R, T, F, Esc) is also a button, so a player with only a
mouse or a finger can stand a bar upright. The builder shows one bar under the tray and a
compact one floating beside the held piece on the board.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QPushButton, QSizePolicy, QWidget

from app.recto_verso.messages import translate
from app.theme import px

__all__ = ["HandBar"]

#: (operation, glyph) of each button; "put_back" empties the hand.
BUTTONS = (("R", "⟳"), ("r", "⟲"), ("T", "↴"), ("F", "⇅"), ("put_back", "✕"))


class HandBar(QWidget):
    """``turned(operation)`` for R / r / T / F, ``put_back()`` for the last button."""

    turned = Signal(str)
    put_back = Signal()

    def __init__(self, compact: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact = compact
        self.one_row = compact
        self.setObjectName("handBarFloating" if compact else "handBar")
        self.grid = grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(px(2))
        self.buttons: dict[str, QPushButton] = {}
        for operation, _glyph in BUTTONS:
            button = QPushButton()
            button.setObjectName(f"hand-{operation}")
            # The keys reach the builder wherever the focus is; a click must not take it from the board.
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus if compact else Qt.FocusPolicy.TabFocus)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            if operation == "put_back":
                button.clicked.connect(self.put_back.emit)
            else:
                button.clicked.connect(lambda _=False, op=operation: self.turned.emit(op))
            self.buttons[operation] = button
        self._place()
        self.retranslate()

    def set_one_row(self, one_row: bool) -> None:
        """Presenter mode: the bar under the tray becomes one row of glyphs (their words in the
        tooltips, like the floating bar beside the held piece), so the tray's column stays narrow
        and low enough for a 1366×768 projector."""
        if self.compact or one_row == self.one_row:
            return
        self.one_row = one_row
        self._place()
        self.retranslate()

    def _place(self) -> None:
        # The labelled bar under the tray takes two rows (the turns; tip, flip, back) to fit the
        # column and stay low enough for a 720-pixel screen: a six-column grid, halves then thirds.
        for button in self.buttons.values():
            self.grid.removeWidget(button)
        for index, button in enumerate(self.buttons.values()):
            if self.one_row:
                self.grid.addWidget(button, 0, index)
            elif index < 2:
                self.grid.addWidget(button, 0, index * 3, 1, 3)
            else:
                self.grid.addWidget(button, 1, (index - 2) * 2, 1, 2)

    def retranslate(self) -> None:
        words = {
            "R": translate("RectoVersoView", "Turn"),
            "r": translate("RectoVersoView", "Turn back"),
            "T": translate("RectoVersoView", "Tip"),
            "F": translate("RectoVersoView", "Flip"),
            "put_back": translate("RectoVersoView", "Put back"),
        }
        tips = {
            "R": translate("RectoVersoView", "Turn the held piece a quarter turn (R, or the wheel)"),
            "r": translate("RectoVersoView", "Turn the held piece the other way (Shift+R)"),
            "T": translate("RectoVersoView", "Tip the held piece onto its side (T)"),
            "F": translate("RectoVersoView", "Flip the held piece upside down (F)"),
            "put_back": translate("RectoVersoView", "Put the held piece back in the tray (Esc, right click)"),
        }
        for operation, glyph in BUTTONS:
            button = self.buttons[operation]
            button.setText(glyph if self.one_row else f"{glyph} {words[operation]}")
            button.setToolTip(tips[operation])
            button.setAccessibleName(tips[operation])

    def float_beside(self, point: QPoint) -> None:
        """Show the compact bar just right of ``point`` (the held piece), kept inside the board."""
        parent = self.parentWidget()
        if parent is None:
            return
        if not self.isVisible():
            self.adjustSize()
        x = min(max(0, point.x() + px(16)), parent.width() - self.width())
        y = min(max(0, point.y() - self.height() // 2), parent.height() - self.height())
        if (x, y) != (self.x(), self.y()):
            self.move(x, y)
        if not self.isVisible():
            self.show()
            self.raise_()
