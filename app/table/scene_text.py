"""Text drawn on a card table's scene, sized in scene units so that it scales with the table."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from app.fonts import sans_font
from app.theme import INK

__all__ = ["scene_text", "scene_text_width"]


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


@lru_cache(maxsize=2048)
def scene_text_width(text: str, size: float, bold: bool = False) -> float:
    """How wide :func:`scene_text` draws ``text`` (scene units), measured once per text and size:
    a layout that only weighs a label (a name too long for its panel) need not make one."""
    return scene_text(text, size, bold).boundingRect().width()
