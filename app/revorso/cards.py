"""Revorso cards on the table: the export's card drawings painted as cached pixmaps.

Screen and print share one drawing per card (docs/ARCHITECTURE.md, "Card art"). A :class:`RevorsoCardItem` is
positioned in millimetres (the scene's unit) and asks :func:`card_pixmap` for a pixmap
as wide as the card is on screen right now, so cards stay sharp at any window size. Its
``turn`` property (0 = back, 1 = face) is what the flip animation drives.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from app.art.qt_painter import card_pixmap
from export.art.common import POKER
from export.art.primitives import Drawing, Group
from export.art.revorso import revorso_back, revorso_face, revorso_symbol

__all__ = ["CARD_H", "CARD_W", "RevorsoCardItem", "face_drawing", "symbol_drawing"]

CARD_W, CARD_H = POKER


@lru_cache(maxsize=64)
def face_drawing(kind: str, language: str = "en") -> Drawing:
    return revorso_face(kind, language=language)


@lru_cache(maxsize=1)
def back_drawing() -> Drawing:
    return revorso_back()


@lru_cache(maxsize=16)
def symbol_drawing(kind: str) -> Drawing:
    """The picture alone, for the answer buttons."""
    return Drawing(
        50.0, 50.0, (Group((revorso_symbol(kind, 21.0),), translate=(25.0, 25.0)),), key=f"sym:{kind}"
    )


class RevorsoCardItem(QGraphicsObject):
    """One card; ``kind`` may be None for a card nobody may see."""

    language = "en"

    def __init__(self, kind: str | None = None, face_up: bool = False, scale: float = 1.0) -> None:
        super().__init__()
        self.kind = kind
        self._turn = 1.0 if face_up else 0.0
        self._lift = 0.0
        self._ring = ""
        self.setScale(scale)
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, CARD_W + 6, CARD_H + 6)

    # -- animated properties -----------------------------------------------------------

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = float(value)
        self.update()

    turn = Property(float, _get_turn, _set_turn)

    @property
    def face_up(self) -> bool:
        return self._turn >= 0.5

    def set_ring(self, colour: str) -> None:
        """A coloured frame around the card ('' for none): the card to name next."""
        self._ring = colour
        self.update()

    # -- painting ------------------------------------------------------------------------

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        show_face = self._turn >= 0.5 and self.kind is not None
        squeeze = abs(2 * self._turn - 1)  # 1 flat on the table, 0 on its edge
        if squeeze < 0.02:
            return
        drawing = face_drawing(self.kind, self.language) if show_face and self.kind else back_drawing()
        transform = painter.worldTransform()
        px_per_mm = (transform.m11() ** 2 + transform.m12() ** 2) ** 0.5
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        width = max(8, round(CARD_W * px_per_mm))
        pixmap = card_pixmap(drawing, width, dpr)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.translate(CARD_W / 2, 0)
        painter.scale(squeeze, 1)
        painter.translate(-CARD_W / 2, 0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))
        painter.drawRoundedRect(QRectF(1.2, 1.6, CARD_W, CARD_H), 3.5, 3.5)
        painter.drawPixmap(QRectF(0, 0, CARD_W, CARD_H), pixmap, QRectF(pixmap.rect()))
        if self._ring:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(self._ring), 2.4))
            painter.drawRoundedRect(QRectF(-1.5, -1.5, CARD_W + 3, CARD_H + 3), 4.5, 4.5)
        painter.restore()
