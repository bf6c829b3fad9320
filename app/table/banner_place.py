"""Where a card table's turn banner and its own buttons stand: above the table, or beside it.

Without presenter mode they share the row above the table. In presenter mode the interface
is half as large again and every pixel of height is one the cards would not get: the banner
and the buttons (Undo, New game, Save, Open) go to the head of the side column, the buttons
two by two and the banner under them at the column's width, and the table takes the whole
height but for the game's action bar (docs/ARCHITECTURE.md, "The table shell").

In both places the banner keeps, at its width, the room of the longest words it may carry:
at least two lines of its type, the longest words its game said it may show (:meth:`expect`:
Verso's "…, so you must flip it." takes three lines in a narrow window), and the longest it
has shown at that width. A turn whose words wrap further then never moves the table (whose
cards would be scaled again and redrawn) nor the column under the banner.

The widgets only change layouts, never parents: their order for Tab, their shortcuts and
their names for a screen reader stay what they are.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QFontMetrics
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
        #: The banner's least height: two lines of its type (set with its font) ...
        self._two_lines = 0
        #: ... and the tallest its expected and shown words need at the width and in the
        #: style of ``_room_for`` (another width or font forgets it, another colour keeps it).
        self._room = 0
        self._room_for: tuple[int, str, str] | None = None
        self._expected: tuple[str, ...] = ()
        self._width_watch = _WidthWatch(self.keep_room, banner)
        banner.installEventFilter(self._width_watch)
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

    def expect(self, texts: Sequence[str]) -> None:
        """The longest words the banner may carry in this game (with its players' names):
        their room is kept before they are first shown."""
        texts = tuple(texts)
        if texts != self._expected:
            self._expected = texts
            self._room_for = None
            self.keep_room()

    def keep_room(self, two_lines: int | None = None) -> None:
        """Keep the banner's height after its words or its width changed; ``two_lines`` starts
        again from two lines of its type (a new font, another place)."""
        if two_lines is not None:
            self._two_lines = two_lines
            self._room_for = None
        width = self.banner.maximumWidth()  # the column's, once fitted
        width = width if self.beside and width < UNBOUNDED else self.banner.width()
        room_for = (width, self.banner.font().key(), self.banner.styleSheet())
        if room_for != self._room_for:
            if self._room_for is None or room_for[:2] != self._room_for[:2]:
                self._room = self._two_lines  # the room found at another width says nothing of this one
            self._room_for = room_for
            self._room = max([self._room, *(self._needed(text, width) for text in self._expected)])
        if self.banner.text():
            self.banner.setMinimumHeight(0)  # a label's height for a width is at least its least height
            self._room = max(self._room, self.banner.heightForWidth(width))
        self.banner.setMinimumHeight(self._room)

    def _needed(self, text: str, width: int) -> int:
        """The banner's height for ``text`` at ``width``, as it is styled now: its words
        measured as plain text (they name players) inside its padding and border. Measured,
        never set on a label, which a screen reader would be told of."""
        banner = self.banner
        inside = banner.contentsRect()
        across, down = banner.width() - inside.width(), banner.height() - inside.height()
        flags = int(banner.alignment()) | int(Qt.TextFlag.TextWordWrap)
        room = QRect(0, 0, max(1, width - across), UNBOUNDED)
        return QFontMetrics(banner.font()).boundingRect(room, flags, text).height() + down


class _WidthWatch(QObject):
    """Calls ``changed`` when the watched banner is given another width by its layout."""

    def __init__(self, changed: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self._changed = changed

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and event.size().width() != event.oldSize().width():  # type: ignore[attr-defined]
            self._changed()
        return False
