"""Cards whose picture Qt keeps between paints, and moved exactly.

A card table repaints the cards under whatever a move changed (a seat's panel lights up, the
whole view on a table that repaints all of it), and drawing a card's art and shadow again is
most of a paint's cost. A card that keeps its picture (Qt's ``DeviceCoordinateCache``) is
copied instead, and drawn again only when it changes (``update()``: a new face, new marks) or
its scale or angle does. Qt also copies the kept picture when the card only moved; but it
copies it to whole pixels while the card was drawn at its place's fraction of a pixel, so a
moved card would stand up to a pixel off where a fresh drawing puts it: :func:`move_kept`
draws a moved card again, and a card that ends an animation somewhere else is drawn again
where it lands.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

__all__ = ["keep_picture", "move_kept"]


def keep_picture(item: QGraphicsItem, keep: bool = True) -> None:
    """Have Qt keep ``item``'s picture between paints (or not: a card at an angle, whose picture
    Qt would draw anew at every paint anyway)."""
    mode = QGraphicsItem.CacheMode.DeviceCoordinateCache if keep else QGraphicsItem.CacheMode.NoCache
    if item.cacheMode() != mode:
        item.setCacheMode(mode)


def move_kept(item: QGraphicsItem, pos: QPointF) -> None:
    """Put ``item`` at ``pos``, drawing its kept picture again if it moved."""
    if item.pos() != pos:
        item.setPos(pos)
        item.update()
