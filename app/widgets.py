"""Small constructors for the plain Qt widgets every view builds, so a view states only its own values.

The style sheet (app/theme.py) and the tests find widgets by object name; the texts are
set later by each view's ``retranslate_ui``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStackedWidget, QVBoxLayout, QWidget

from app.theme import px

__all__ = ["centred_row", "fill_with", "page_column", "stacked", "text_label"]


def text_label(object_name: str = "", *, wrap: bool = False, centred: bool = False) -> QLabel:
    """An empty label: ``object_name`` ("viewTitle", "subtitle"... in the style sheet),
    wrapping its words and centred on request."""
    label = QLabel()
    if object_name:
        label.setObjectName(object_name)
    label.setWordWrap(wrap)
    if centred:
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


def page_column(page: QWidget, object_name: str = "", margins: tuple[int, int] | None = None) -> QVBoxLayout:
    """The column ``page`` lays its widgets in; ``page`` is named ``object_name`` and the column
    keeps ``margins`` (left and right, top and bottom) pixels at the interface scale."""
    if object_name:
        page.setObjectName(object_name)
    layout = QVBoxLayout(page)
    if margins is not None:
        side, top = (px(value) for value in margins)
        layout.setContentsMargins(side, top, side, top)
    return layout


def centred_row(*widgets: QWidget, stretch: int = 0) -> QHBoxLayout:
    """``widgets`` side by side in the middle of a row (each given ``stretch``)."""
    row = QHBoxLayout()
    row.addStretch(1)
    for widget in widgets:
        row.addWidget(widget, stretch)
    row.addStretch(1)
    return row


def stacked(*pages: QWidget) -> QStackedWidget:
    """``pages`` one above the other, the first one shown."""
    stack = QStackedWidget()
    for page in pages:
        stack.addWidget(page)
    return stack


def fill_with(owner: QWidget, child: QWidget) -> None:
    """Give ``child`` the whole of ``owner``, edge to edge (a view and its stack of pages)."""
    layout = QVBoxLayout(owner)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(child)
