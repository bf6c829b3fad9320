"""The steal's second step in DJ05135, drawn on the table: keep seeing the side you see, or
turn the card round to the side its owner saw.

Two large cards on a panel, each with its words under it. The panel is measured from what
it holds: the words wrap under their card when they would run into the other option's (a
long name in "Turn it round (the side Robot Bea saw)", presenter mode's larger type), and the
panel is as wide and as tall as its question, cards and words, within the scene's width.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPen, QTextOption
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsTextItem

from app.dj05135.sprites import CARD_H, CARD_W, INK, CardSprite
from app.fonts import sans_font
from app.table.card_units import label_units
from app.table.scene_text import scene_text
from engines.dj05135.cards import Face

__all__ = ["SIDE_KEEP", "SIDE_TURN", "SideChoice", "side_choice"]

#: Keys of the two sprites offered after choosing a card to steal.
SIDE_KEEP = ("side", True)
SIDE_TURN = ("side", False)
#: The options' cards are this much larger than a card at scale 1.
OPTION_SCALE = 1.45
#: Scene units: the least room between the two options' columns, and the panel's inner margin.
COLUMN_GAP, PADDING = 30.0, 20.0
#: The panel's least width, and the room it leaves at each side of the scene.
MIN_PANEL_W, SCENE_EDGE = 500.0, 10.0
Z = 900


@dataclass
class SideChoice:
    """The items of one side choice: the veil, the panel and its words (``items``), and the
    two option cards by key, which the scene makes choosable."""

    items: list[QGraphicsItem]
    panel: QGraphicsRectItem
    options: dict[object, CardSprite]


def _caption(text: str, size: float, width: float) -> QGraphicsTextItem:
    """Bold words centred in a column ``width`` wide, wrapped to it when longer."""
    item = QGraphicsTextItem()
    item.setFont(sans_font(size, True))
    item.setDefaultTextColor(INK)
    item.document().setDocumentMargin(0)
    item.document().setDefaultTextOption(QTextOption(Qt.AlignmentFlag.AlignHCenter))
    item.setPlainText(text)
    item.setTextWidth(width)
    return item


def side_choice(
    scene_rect: QRectF, px_per_unit: float, seen: Face, texts: tuple[str, str, str]
) -> SideChoice:
    """The side choice for a card whose side ``seen`` faces the thief, laid out in a scene of
    ``scene_rect`` drawn at ``px_per_unit``; ``texts`` are the question and the two options."""
    title, keep, turn = texts
    scene_w, mid = scene_rect.width(), scene_rect.height() / 2
    big, small = label_units(17, px_per_unit), label_units(13, px_per_unit)
    heading = scene_text(title, big, bold=True)
    card_w, card_h = CARD_W * OPTION_SCALE, CARD_H * OPTION_SCALE
    widest = max(QFontMetricsF(sans_font(small, True)).horizontalAdvance(t) for t in (keep, turn)) + 4
    room = (scene_w - 2 * SCENE_EDGE - 2 * PADDING - COLUMN_GAP) / 2
    column = min(max(widest, card_w), room)
    offset = (column + COLUMN_GAP) / 2
    panel_w = min(
        scene_w - 2 * SCENE_EDGE,
        max(MIN_PANEL_W, heading.boundingRect().width() + 2 * PADDING, 2 * offset + column + 2 * PADDING),
    )
    top = mid - 150
    heading.setPos(scene_w / 2 - heading.boundingRect().width() / 2, top + 12)
    card_y = mid - 10
    words_top = card_y + card_h / 2 + 8
    options: dict[object, CardSprite] = {}
    captions = []
    for key, face, words, x in ((SIDE_KEEP, seen, keep, -offset), (SIDE_TURN, None, turn, offset)):
        sprite = CardSprite(key, face)
        sprite.setScale(OPTION_SCALE)
        sprite.setPos(scene_w / 2 + x, card_y)
        sprite.setZValue(Z + 3)
        sprite.zone = "option"
        options[key] = sprite
        caption = _caption(words, small, column)
        caption.setPos(scene_w / 2 + x - column / 2, words_top)
        captions.append(caption)
    bottom = words_top + max(c.boundingRect().height() for c in captions) + 14
    veil = QGraphicsRectItem(scene_rect)
    veil.setBrush(QColor(29, 39, 51, 120))
    veil.setPen(Qt.PenStyle.NoPen)
    panel = QGraphicsRectItem(QRectF(scene_w / 2 - panel_w / 2, top, panel_w, bottom - top))
    panel.setBrush(QColor("#fffdf8"))
    panel.setPen(QPen(INK, 1.5))
    items: list[QGraphicsItem] = [veil, panel, heading, *captions]
    for z, item in zip((Z, Z + 1, Z + 2, Z + 3, Z + 3), items, strict=True):
        item.setZValue(z)
    return SideChoice(items, panel, options)
