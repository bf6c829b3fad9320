"""The scroll area that holds a view: the view fills the window and scrolls only when the
window is smaller than the view's *minimum* size.

A plain ``QScrollArea`` gives a view whose layout wraps text (a word-wrapped label makes it
height-for-width) the height it *prefers* at its width, so on a 1366×768 laptop a view that
could shrink to fit scrolled its bottom row of buttons out of sight instead. The frame in
between reports the view's minimum height for the width it gets, which is what the view
really needs.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QStackedWidget, QWidget

__all__ = ["ViewHolder"]


def _least_height(widget: QWidget, width: int) -> int:
    """The least height ``widget`` needs at ``width``, a stack of pages by its shown page.

    Qt's stacked layout answers height-for-width with the largest of all its pages, the
    hidden ones included; a view that is one stack of pages (new game, table, results)
    would then scroll on a laptop for the sake of a page nobody sees.
    """
    if isinstance(widget, QStackedWidget):
        page = widget.currentWidget()
        return _least_height(page, width) if page is not None else 0
    layout = widget.layout()
    if layout is None or not layout.hasHeightForWidth():
        return widget.minimumSizeHint().height()
    only = layout.itemAt(0) if layout.count() == 1 else None
    stack = only.widget() if only is not None else None
    if isinstance(stack, QStackedWidget):
        margins = layout.contentsMargins()
        inner = width - margins.left() - margins.right()
        return _least_height(stack, inner) + margins.top() + margins.bottom()
    return layout.minimumHeightForWidth(width)


class _ViewFrame(QWidget):
    """Fills itself with the view and asks for the view's minimum size only."""

    def __init__(self, view: QWidget) -> None:
        super().__init__()
        self.view = view
        view.setParent(self)
        view.installEventFilter(self)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def minimumSizeHint(self) -> QSize:
        least = self.view.minimumSizeHint().expandedTo(self.view.minimumSize())
        width = max(self.width(), least.width())
        least.setHeight(max(least.height(), _least_height(self.view, width)))
        return least

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.view.setGeometry(self.rect())
        super().resizeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
            # The scroll area re-reads the minimum size on its own LayoutRequest only.
            viewport = self.parentWidget()
            holder = viewport.parentWidget() if viewport is not None else None
            if holder is not None:
                QCoreApplication.postEvent(holder, QEvent(QEvent.Type.LayoutRequest))
        return super().eventFilter(watched, event)


class ViewHolder(QScrollArea):
    """A frameless scroll area around one view."""

    def __init__(self, view: QWidget, view_id: str) -> None:
        super().__init__()
        self.setObjectName(f"holder-{view_id}")
        self.setProperty("viewHolder", True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setWidget(_ViewFrame(view))
        self.view = view
