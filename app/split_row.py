"""A row of buttons in two groups that wraps instead of widening the window.

Under the builder's board sit the camera buttons (left) and the page's own buttons (right).
In presenter mode, in French or Portuguese, their labels together are wider than a
1366-pixel projector's window, and a plain box layout would then make the whole page wider
than the window. This layout keeps both groups on one line while they fit, and otherwise
lets the right group flow onto lines of its own, each aligned right; its minimum width is
its widest button, so the page never needs to be wider than the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem

__all__ = ["SplitRow"]


class SplitRow(QLayout):
    """``add_left`` / ``add_right`` widgets; lines as needed, each as tall as its tallest item."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[tuple[QLayoutItem, bool]] = []  # (item, on the right)
        self._gap = spacing
        self._width = 0  # the width of the last placing: the minimum height holds at it
        self.setContentsMargins(0, 0, 0, 0)

    # -- filling ---------------------------------------------------------------------------

    def add_left(self, widget: QWidget) -> None:
        self._add(widget, False)

    def add_right(self, widget: QWidget) -> None:
        self._add(widget, True)

    def _add(self, widget: QWidget, right: bool) -> None:
        self.addChildWidget(widget)
        self._items.append((QWidgetItem(widget), right))
        self.invalidate()

    # -- QLayout -----------------------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append((item, True))

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index][0] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index)[0] if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._lay_out(QRect(0, 0, width, 0), move=False)

    def sizeHint(self) -> QSize:
        shown = self._shown()
        width = sum(item.sizeHint().width() for item, _ in shown) + self._gap * max(len(shown) - 1, 0)
        height = max((item.sizeHint().height() for item, _ in shown), default=0)
        return QSize(width, height)

    def minimumSize(self) -> QSize:
        """As narrow as the widest button; as low as the lines at the width the row has.

        The height at the narrowest width (a line per button) would be the honest minimum of a
        row that might get narrower, but the page's box layouts add minimum heights without
        asking them at their real width, and six lines under the board made a 1366×768 window
        scroll. The row re-reports when its width changes (``setGeometry``)."""
        shown = self._shown()
        widest = max((item.sizeHint().width() for item, _ in shown), default=0)
        return QSize(widest, self.heightForWidth(max(widest, self._width)))

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._lay_out(rect, move=True)
        if rect.width() != self._width:
            before = self.heightForWidth(max(self._width, 1))
            self._width = rect.width()
            if self.heightForWidth(rect.width()) != before:
                self.invalidate()

    # -- placing ------------------------------------------------------------------------------

    def _shown(self) -> list[tuple[QLayoutItem, bool]]:
        return [(item, right) for item, right in self._items if not item.isEmpty()]

    def _lines(self, width: int) -> list[tuple[list[QLayoutItem], list[QLayoutItem]]]:
        """(left items, right items) per line: the left group and as much of the right as fits
        on the first line, the rest of the right group flowing over the next ones."""
        shown = self._shown()
        left = [item for item, right in shown if not right]
        rest = [item for item, right in shown if right]
        lines: list[tuple[list[QLayoutItem], list[QLayoutItem]]] = []
        used = sum(item.sizeHint().width() + self._gap for item in left)
        current: list[QLayoutItem] = []
        lead = left
        for item in rest:
            need = item.sizeHint().width() + (self._gap if current or lead else 0)
            if (current or lead) and used + need > width:
                lines.append((lead, current))
                lead, current, used = [], [], 0
                need = item.sizeHint().width()
            current.append(item)
            used += need
        if lead or current:
            lines.append((lead, current))
        return lines

    def _lay_out(self, rect: QRect, move: bool) -> int:
        y = rect.y()
        for number, (left, right) in enumerate(self._lines(rect.width())):
            if number:
                y += self._gap
            height = max((item.sizeHint().height() for item in left + right), default=0)
            x = rect.x()
            for item in left:
                if move:
                    item.setGeometry(QRect(QPoint(x, y), QSize(item.sizeHint().width(), height)))
                x += item.sizeHint().width() + self._gap
            x = rect.right() + 1
            for item in reversed(right):
                x -= item.sizeHint().width()
                if move:
                    item.setGeometry(QRect(QPoint(x, y), QSize(item.sizeHint().width(), height)))
                x -= self._gap
            y += height
        return y - rect.y()
