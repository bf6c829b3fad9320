"""Where a card table's turn banner and its own buttons stand: above the table, or beside it.

Without presenter mode they share the row above the table, the banner keeping room for two
lines so that a turn whose words wrap does not push the table down. In presenter mode the
interface is half as large again and every pixel of height is one the cards would not get:
the banner and the buttons (Undo, New game, Save, Open) go to the head of the side column,
the buttons two by two and the banner under them at the column's width, and the table takes
the whole height but for the game's action bar (docs/ARCHITECTURE.md, "The table shell").
There the banner keeps the height of the longest words it has shown at that width, so the
column under it does not move up and down from one turn to the next.

The widgets only change layouts, never parents: their order for Tab, their shortcuts and
their names for a screen reader stay what they are.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from app.theme import px

__all__ = ["BannerPlace"]

#: The most a widget may be (Qt's own QWIDGETSIZE_MAX).
UNBOUNDED = 16_777_215


class BannerPlace:
    """The banner and the table's buttons, in ``top`` (the row above the table) or in ``head``
    (the head of the side column); :meth:`place` moves them."""

    def __init__(self, banner: QLabel, buttons: Sequence[QPushButton]) -> None:
        self.banner = banner
        self.buttons = tuple(buttons)
        #: The row above the table.
        self.top = QHBoxLayout()
        #: The head of the side column: the buttons two by two, then the banner.
        self.head = QVBoxLayout()
        self._pairs = (QHBoxLayout(), QHBoxLayout())
        for pair in self._pairs:
            self.head.addLayout(pair)
        self.beside = False
        #: The banner's least height: two lines of its type (set with its font), and beside
        #: the table the tallest its words have been at the column's width.
        self._two_lines = 0
        self._room = 0
        self._put(self.top)

    def place(self, beside: bool) -> None:
        """Above the table (``beside`` False) or at the head of the side column."""
        if beside == self.beside:
            return
        for layout in (self.top, *self._pairs, self.head):
            for widget in (self.banner, *self.buttons):
                layout.removeWidget(widget)
        self.beside = beside
        for button in self.buttons:  # two in a narrow column: narrower sides, the words whole
            button.setStyleSheet(f"padding-left: {px(7)}px; padding-right: {px(7)}px;" if beside else "")
        if beside:
            for index, button in enumerate(self.buttons):
                self._pairs[index // 2].addWidget(button, 1)
            self.head.addWidget(self.banner)
        else:
            self.banner.setMinimumWidth(0)
            self.banner.setMaximumWidth(UNBOUNDED)
            self._put(self.top)
        for layout in (self.head, *self._pairs):
            layout.setSpacing(px(6))
        self.keep_room(self._two_lines)

    def _put(self, row: QBoxLayout) -> None:
        row.addWidget(self.banner, 1)
        for button in self.buttons:
            row.addWidget(button)

    def least_width(self) -> int:
        """How wide the side column must be for its head (0 while the head is empty): the
        widest pair of buttons, whose words are never cut."""
        if not self.beside:
            return 0
        return max(
            sum(button.minimumSizeHint().width() for button in pair) + px(6)
            for pair in (self.buttons[:2], self.buttons[2:])
        )

    def fit_width(self, width: int) -> None:
        """The side column is ``width`` pixels wide: the banner beside the table is as wide."""
        if self.beside and self.banner.maximumWidth() != width:
            self.banner.setFixedWidth(width)
            self.keep_room(self._two_lines)

    def keep_room(self, two_lines: int | None = None) -> None:
        """Keep the banner's height after its words or its width changed; ``two_lines`` starts
        again from two lines of its type (a new font, a new width, another place)."""
        if two_lines is not None:
            self._two_lines = self._room = two_lines
        if self.beside and self.banner.text():
            width = self.banner.maximumWidth()  # the column's, once fitted
            self.banner.setMinimumHeight(0)  # a label's height for a width is at least its least height
            needed = self.banner.heightForWidth(width if width < UNBOUNDED else self.banner.width())
            self._room = max(self._room, needed)
        self.banner.setMinimumHeight(self._room)
