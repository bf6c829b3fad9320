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


def _shown_pages(widget: QWidget) -> list[int]:
    """The pages :func:`_least_height` would measure: a stack's shown page, and so on inward."""
    pages: list[int] = []
    while True:
        if isinstance(widget, QStackedWidget):
            page = widget.currentWidget()
        else:
            layout = widget.layout()
            only = layout.itemAt(0) if layout is not None and layout.count() == 1 else None
            stack = only.widget() if only is not None else None
            page = stack.currentWidget() if isinstance(stack, QStackedWidget) else None
        if page is None:
            return pages
        pages.append(id(page))
        widget = page


class _ViewFrame(QWidget):
    """Fills itself with the view and asks for the view's minimum size only."""

    def __init__(self, view: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.view = view
        #: The last answer of :meth:`minimumSizeHint` and what it was for (see there).
        self._least: tuple[tuple[object, ...], QSize] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        # The view moves in last, into a frame already in its place: every move of a parent
        # with the view inside makes Qt carry fonts, palettes and styles through the whole view
        # again (two moves were a tenth of a second per view at start-up).
        view.setParent(self)
        view.installEventFilter(self)

    def minimumSizeHint(self) -> QSize:
        """The view's minimum size, its height for the width it gets; kept until the view's layout changes.

        The scroll area and the window's stack ask many times in a row while views are built
        and shown; a height-for-width pass over a whole view each time was a third of a
        second at start-up. The answer holds for one width and one shown page of each stack;
        a layout request of the view (or of this frame) drops it.
        """
        key = (self.width(), *_shown_pages(self.view))
        if self._least is not None and self._least[0] == key:
            return QSize(self._least[1])
        least = self.view.minimumSizeHint().expandedTo(self.view.minimumSize())
        width = max(self.width(), least.width())
        least.setHeight(max(least.height(), _least_height(self.view, width)))
        self._least = (key, QSize(least))
        return least

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.view.setGeometry(self.rect())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the view's minimum size changed
            self._least = None
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.LayoutRequest:
            self._least = None
            self.updateGeometry()
            # The scroll area re-reads the minimum size on its own LayoutRequest only.
            viewport = self.parentWidget()
            holder = viewport.parentWidget() if viewport is not None else None
            if holder is not None:
                QCoreApplication.postEvent(holder, QEvent(QEvent.Type.LayoutRequest))
        return super().eventFilter(watched, event)


class ViewHolder(QScrollArea):
    """A frameless scroll area around one view."""

    def __init__(self, view: QWidget, view_id: str, parent: QWidget | None = None) -> None:
        """``parent``: where the holder goes (the window's stack), given now so the view is moved once."""
        super().__init__(parent)
        self.setObjectName(f"holder-{view_id}")
        self.setProperty("viewHolder", True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setWidget(_ViewFrame(view, self.viewport()))
        self.view = view
