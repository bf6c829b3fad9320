"""Each line of a list of wrapped lines measured once, not at every line added.

A ``QListView`` of wrapped lines lays all of its items out again whenever one is added, and
asks its delegate for the size of every line each time: a game log of two hundred lines cost
milliseconds of text layout at every move, a cost that grew with the game. A size stored in
an item's ``SizeHintRole`` is what the delegate answers at once, so :class:`LineSizes` stores
in each item the size the delegate gives it, measured exactly as the list measures it when it
lays its items out (``QListViewPrivate::prepareItemsLayout`` and ``doStaticLayout``: the
view's item options, in a rectangle as wide as the room the list lays its items out in). The
sizes are measured again when that room or the font changes, so the list shows every line
where it would without them.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyle, QStyleOption, QStyleOptionViewItem

__all__ = ["LineSizes"]

SIZE = Qt.ItemDataRole.SizeHintRole


class LineSizes:
    """The sizes of ``lines``' items, kept in the items (see the module docstring)."""

    def __init__(self, lines: QListWidget) -> None:
        self.lines = lines
        #: The width the sizes were measured for (None: none measured yet).
        self.width: int | None = None

    def room(self) -> QRect:
        """Where the list lays its items out: its viewport's largest size, less the vertical
        scroll bar when one is shown beside the items (as ``prepareItemsLayout`` finds it)."""
        lines = self.lines
        room = lines.maximumViewportSize()
        bar = lines.verticalScrollBar()
        style = lines.style()
        margin = 0
        beside = not style.pixelMetric(QStyle.PixelMetric.PM_ScrollView_ScrollBarOverlap, None, bar)
        if (
            lines.verticalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAsNeeded
            and bar.isVisible()
            and beside
        ):
            frame = 0
            if style.styleHint(QStyle.StyleHint.SH_ScrollView_FrameOnlyAroundContents, None, lines):
                option = QStyleOption()
                option.initFrom(lines)
                frame = style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, option, lines) * 2
            margin = style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, bar) + frame
        spacing = lines.spacing()
        return QRect(0, 0, room.width() - margin, room.height()).adjusted(
            spacing, spacing, -spacing, -spacing
        )

    def measure(self, items: list[QListWidgetItem]) -> None:
        """Store in each of ``items`` (already in the list) the size the list would measure it at."""
        lines = self.lines
        option = QStyleOptionViewItem()
        lines.initViewItemOption(option)
        option.rect = self.room()
        self.width = option.rect.width()
        delegate = lines.itemDelegate()
        model = lines.model()
        # The list lays its items out anyway after a line is added or the room changes: no
        # signal, which would only ask it to lay them out once more.
        was = model.blockSignals(True)
        try:
            for item in items:
                item.setData(SIZE, None)  # else the delegate answers with the size stored
                item.setData(SIZE, delegate.sizeHint(option, lines.indexFromItem(item)))
        finally:
            model.blockSignals(was)

    def follow(self) -> None:
        """The list was resized: measure every line again if its room's width changed."""
        if self.width is not None and self.room().width() != self.width:
            self.again()

    def again(self) -> None:
        """Measure every line again (a new font or style changes every line's size)."""
        lines = self.lines
        self.measure([lines.item(row) for row in range(lines.count())])
