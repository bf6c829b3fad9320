"""Text drawn on a card table's scene, sized in scene units so that it scales with the table."""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from app.fonts import sans_font
from app.theme import INK

__all__ = ["scene_text"]


def scene_text(
    text: str,
    size: float,
    bold: bool = False,
    colour: QColor = INK,
    parent: QGraphicsItem | None = None,
) -> QGraphicsSimpleTextItem:
    """A one-line text item ``size`` scene units high (the table's font size, see card_units)."""
    item = QGraphicsSimpleTextItem(text, parent)
    item.setFont(sans_font(size, bold))
    item.setBrush(QBrush(colour))
    return item
