"""Graphics items of the Verso table: a card that can flip, lift and glow; labels in card units."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from app.art.qt_painter import card_pixmap
from app.fonts import sans_font
from app.table.kept_picture import keep_picture
from app.table.motion import flip_animation
from app.theme import ACCENTS, INK
from app.verso.art import CARD_H, CARD_W, CHIP_H, CHIP_W, chip_drawing, face_drawing, symbol_drawing
from engines.verso.cards import Face

__all__ = ["PictureItem", "VersoCardItem"]

SELECT = ACCENTS["blue"]
GLOW = QColor("#f0a000")
#: Cards a neighbour's bank just turned over: a vermillion outline and a turn mark (never colour alone).
TURNED = ACCENTS["vermillion"]
TURNED_MARK = "↻"
#: How far a card's marks reach past its frame (card units).
MARKS_REACH = 1.0
#: How far a colour symbol's light disc reaches past the symbol (card units).
DISC = 1.5


def _device_width(painter: QPainter, width: float, squash: float) -> int:
    """Pixels the item spans on screen, ignoring the flip's momentary squash."""
    t = painter.worldTransform()
    sx = math.hypot(t.m11(), t.m12()) / max(squash, 1e-3)
    return max(4, round(width * sx))


class VersoCardItem(QGraphicsObject):
    """One card on the table, drawn from the shared art; ``flip_to`` turns it over."""

    def __init__(self, uid: int, face: Face, compact: bool = False) -> None:
        super().__init__()
        self.uid = uid
        self.face = face
        self.compact = compact
        self.selected = False
        self.has_cursor = False
        self.glow = False
        #: Turned over by the bank just made (outlined and marked for a moment).
        self.turned = False
        self.clickable = False
        self._pointer: bool | None = None  # the pointer's shape as set last (None: not yet)
        self._squash = 1.0
        self._flip: QVariantAnimation | None = None
        keep_picture(self)  # the table repaints every card at each move: most are copied

    # -- geometry and painting --------------------------------------------------------

    def size(self) -> tuple[float, float]:
        return (CHIP_W, CHIP_H) if self.compact else (CARD_W, CARD_H)

    def frame(self) -> QRectF:
        """The card with the room of its outlines: where a click takes it and a screen reader finds it."""
        w, h = self.size()
        return QRectF(-3, -3, w + 6, h + 6)

    def boundingRect(self) -> QRectF:
        # The cursor's ring and a turned card's badge reach a little past the frame: the bounds
        # hold all the card paints, so its kept picture is never cut.
        return self.frame().adjusted(-MARKS_REACH, -MARKS_REACH, MARKS_REACH, MARKS_REACH)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.frame())
        return path

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.prepareGeometryChange()
            self.compact = compact
            self._apply_squash()

    def set_clickable(self, clickable: bool) -> None:
        """Whether a click chooses the card (the pointer says so over it)."""
        self.clickable = clickable
        if clickable != self._pointer:
            self._pointer = clickable
            self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)

    def set_face(self, face: Face) -> None:
        if face != self.face:
            self.face = face
            self.update()

    def set_marks(
        self,
        selected: bool | None = None,
        cursor: bool | None = None,
        glow: bool | None = None,
        turned: bool | None = None,
    ) -> None:
        before = (self.turned, self.selected, self.has_cursor, self.glow)
        if turned is not None:
            self.turned = turned
        if selected is not None:
            self.selected = selected
        if cursor is not None:
            self.has_cursor = cursor
        if glow is not None:
            self.glow = glow
        if (self.turned, self.selected, self.has_cursor, self.glow) != before:
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self.size()
        drawing = chip_drawing(self.face) if self.compact else face_drawing(self.face)
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        pixmap = card_pixmap(drawing, _device_width(painter, w, self._squash), dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        target = QRectF(0, 0, w, h)
        if not self.compact:  # a soft shadow under full cards
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 45))
            painter.drawRoundedRect(target.translated(1.2, 1.6), 3, 3)
        painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        radius = 3.0
        if self.glow:
            painter.setPen(QPen(GLOW, 2.6 if not self.compact else 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(target.adjusted(-1.3, -1.3, 1.3, 1.3), radius, radius)
        if self.turned:
            self._paint_turned(painter, target, radius)
        if self.selected:
            painter.setPen(QPen(SELECT, 3.2))
            painter.setBrush(QColor(0, 114, 178, 40))
            painter.drawRoundedRect(target.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)
        if self.has_cursor:
            pen = QPen(INK, 1.6, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(target.adjusted(-2.6, -2.6, 2.6, 2.6), radius + 1, radius + 1)

    def _paint_turned(self, painter: QPainter, target: QRectF, radius: float) -> None:
        """A thick outline and a round "↻" badge on the top right corner."""
        painter.setPen(QPen(TURNED, 3.0 if not self.compact else 2.4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(target.adjusted(-1.4, -1.4, 1.4, 1.4), radius, radius)
        r = 7.5 if not self.compact else 5.5
        badge = QRectF(target.right() - r * 1.6, target.top() - r * 0.4, 2 * r, 2 * r)
        painter.setPen(QPen(QColor("white"), 1.0))
        painter.setBrush(TURNED)
        painter.drawEllipse(badge)
        painter.setFont(sans_font(r * 1.5, bold=True))
        painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), TURNED_MARK)

    # -- flipping ------------------------------------------------------------------------

    def _apply_squash(self) -> None:
        w, _h = self.size()
        t = QTransform()
        t.translate(w / 2, 0)
        t.scale(max(self._squash, 0.02), 1.0)
        t.translate(-w / 2, 0)
        self.setTransform(t)

    def set_squash(self, squash: float) -> None:
        """Narrow the card to ``squash`` of its width around its middle (a flip's edge at 0)."""
        self._squash = squash
        self._apply_squash()
        self.update()

    def flip_animation(self, face: Face, duration: int) -> QVariantAnimation:
        """Turn the card over: it narrows to an edge, shows ``face``, and widens again."""
        return flip_animation(self, duration, self.set_squash, lambda: self.set_face(face))


class PictureItem(QGraphicsObject):
    """A colour's symbol, painted from the shared art, ``size`` units square."""

    def __init__(self, colour: str, size: float) -> None:
        super().__init__()
        self.colour, self.side = colour, size

    def symbol(self) -> QRectF:
        """Where the symbol is drawn; its light disc reaches :data:`DISC` units further."""
        return QRectF(0, 0, self.side, self.side)

    def boundingRect(self) -> QRectF:
        return self.symbol().adjusted(-DISC, -DISC, DISC, DISC)  # all it paints, the disc too

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        pixmap = card_pixmap(symbol_drawing(self.colour), _device_width(painter, self.side, 1.0), dpr)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 253, 247, 235))  # a light disc keeps dark symbols visible on the felt
        painter.drawEllipse(self.boundingRect())
        painter.drawPixmap(self.symbol(), pixmap, QRectF(pixmap.rect()))
