"""The things drawn on the DJ05135 table: cards, point tokens and labels, in card units (mm).

A card sprite paints the same :func:`export.art.dj05135.dj_face` drawing the PDF prints,
through the cached pixmaps of :func:`app.art.qt_painter.card_pixmap`, rendered at the
size it is shown (rounded up, so a resize reuses a few cached sizes).
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from app.art.qt_painter import Shadow, card_pixmap, paint_shadow
from app.fonts import SANS
from app.i18n import current_language
from app.theme import presenting
from engines.dj05135.cards import Face
from export.art.common import POKER
from export.art.dj05135 import ANIMALS, dj_face
from export.art.primitives import Drawing

__all__ = ["CARD_H", "CARD_W", "PAIR_H", "PAIR_W", "CardSprite", "PointTokens", "face_name"]

CARD_W, CARD_H = POKER
FOCUS = QColor("#0072b2")
CHOOSABLE = QColor("#f0a500")
INK = QColor("#1d2733")

#: The teacher's "other side" card: a smaller card at the lower right, in front of the card's
#: right edge, with a dark label under it. Local units, the card's centre at (0, 0).
PEEK_SCALE = 0.6
PEEK = QRectF(CARD_W / 2 - 8, CARD_H / 2 + 6 - CARD_H * PEEK_SCALE, CARD_W * PEEK_SCALE, CARD_H * PEEK_SCALE)
PEEK_LABEL_H = 13.0
PEEK_LABEL_TOP = PEEK.bottom() - 4
#: The room a card and its other side take together (width from the card's left edge).
PAIR_W = PEEK.right() + CARD_W / 2 + 2
PAIR_H = PEEK_LABEL_TOP + PEEK_LABEL_H + CARD_H / 2
#: Room between a card and the words under it, clear of the focus ring (3 units out, a 3.6 pen).
CAPTION_GAP = 5.0
#: How far the caption's box reaches past each side of the card.
CAPTION_OVERHANG = 6.0
#: How much larger a card's pictogram is drawn in presenter mode: read at a quarter of a
#: projector's 1920×1080, a centre card's pictogram stays at least 8 pixels across.
PRESENTER_PICTOGRAM = 1.4
CAPTION_FLAGS = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
#: A card's shadow: its shape, a little down and to the right, in a light black.
SHADOW = Shadow("#2d000000", 1.2, 1.8, 4)
#: What a card's face and its shadow cover together, the card's centre at (0, 0).
SHADOWED = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W + SHADOW.dx, CARD_H + SHADOW.dy)


def face_drawing(animal: str, pictogram: str | None) -> Drawing:
    """The card face, its pictogram's caption in the app's language; in presenter mode the
    pictogram is larger, so the back of a room reads it on a projector."""
    caption = None
    if pictogram is not None:
        from app.dj05135.words import card_word  # the translated words of the table

        caption = card_word(pictogram)
    scale = PRESENTER_PICTOGRAM if presenting() else 1.0
    return _face_drawing(animal, pictogram, caption, current_language(), scale)


@lru_cache(maxsize=256)
def _face_drawing(
    animal: str, pictogram: str | None, caption: str | None, language: str, scale: float
) -> Drawing:
    return dj_face(animal, pictogram, caption=caption, language=language, pictogram_scale=scale)


def face_name(face: Face) -> str:
    """'cat' or 'cat · steal': the words under a card (English; the view translates them)."""
    return str(face).replace(" (", " · ").rstrip(")")


def caption_font(size: float) -> QFont:
    """The font of the words under a hand card, ``size`` in the card's own units."""
    font = QFont(SANS)
    font.setPixelSize(max(1, math.ceil(size)))
    font.setBold(True)
    return font


def caption_width(text: str, size: float, lines: int) -> float:
    """How wide ``text`` is painted under a card (its widest line when it may take two)."""
    metrics = QFontMetricsF(caption_font(size))
    if lines == 1:
        return metrics.horizontalAdvance(text)
    box = QRectF(0, 0, CARD_W + 2 * CAPTION_OVERHANG, 1000)
    return metrics.boundingRect(box, int(CAPTION_FLAGS), text).width()


class CardSprite(QGraphicsObject):
    """One card, keyed by its tag; ``face`` None draws a mystery side (a '?')."""

    clicked = Signal(object)

    def __init__(self, key: object, face: Face | None) -> None:
        super().__init__()
        self.key = key
        self.face = face
        self.zone = ""
        self.owner: int | None = None
        self.choosable = False
        self.focused = False
        self.marked = ""  # a short badge, e.g. "played" or "flipped"
        self.caption = ""  # words under the card (own hand)
        #: Font sizes of the caption and the badge in the card's own units: the table sets them so
        #: they never paint smaller than the interface's text.
        self.caption_size = 8.0
        self.mark_size = 7.0
        self.caption_lines = 1
        #: How far below its usual place the caption stands (card units): one row down on every
        #: other card of a hand too tight for the words side by side.
        self.caption_drop = 0.0
        #: The side nobody on screen may see, shown only in the teacher's "show all hands" mode.
        self.other_side: Face | None = None
        self.other_label = ""
        self._hover = False
        #: The bounding rectangle, found again only when what it depends on changes (Qt asks for
        #: it many times a paint, and the caption's words are measured to find it).
        self._bounds: QRectF | None = None
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # -- state ----------------------------------------------------------------------

    def set_face(self, face: Face | None) -> None:
        if face != self.face:
            self.face = face
            self.update()

    def set_squash(self, squash: float) -> None:
        """Narrow the card to ``squash`` of its width around its middle (a flip shows its edge at 0)."""
        self.setTransform(QTransform.fromScale(max(squash, 0.02), 1.0))

    def set_choice(self, choosable: bool, focused: bool) -> None:
        if (choosable, focused) != (self.choosable, self.focused):
            self.choosable, self.focused = choosable, focused
            self.setCursor(Qt.CursorShape.PointingHandCursor if choosable else Qt.CursorShape.ArrowCursor)
            self.update()

    def set_caption(self, caption: str) -> None:
        if caption != self.caption:
            self.prepareGeometryChange()  # a long word may reach past the card's sides
            self._bounds = None
            self.caption = caption
            self.update()

    def set_label_sizes(self, caption: float, mark: float, lines: int = 1) -> None:
        """Font sizes (the card's own units) of the caption under the card and of its badge;
        ``lines``: the caption may wrap onto two lines rather than shrink below the interface text."""
        if (caption, mark, lines) != (self.caption_size, self.mark_size, self.caption_lines):
            self.prepareGeometryChange()
            self._bounds = None
            self.caption_size, self.mark_size, self.caption_lines = caption, mark, lines
            self.update()

    def set_caption_drop(self, drop: float) -> None:
        if drop != self.caption_drop:
            self.prepareGeometryChange()
            self._bounds = None
            self.caption_drop = drop
            self.update()

    def set_other_side(self, face: Face | None, label: str = "") -> None:
        """Show ``face`` as this card's other side (None: the card alone, as normal)."""
        label = label if face is not None else ""
        if (face, label) != (self.other_side, self.other_label):  # else nothing to draw again
            self.prepareGeometryChange()
            self._bounds = None
            self.other_side, self.other_label = face, label
            self.update()

    def set_mark(self, mark: str) -> None:
        if mark != self.marked:
            self.marked = mark
            self.update()

    # -- painting -------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        if self._bounds is None:
            self._bounds = self._find_bounds()
        return self._bounds

    def _find_bounds(self) -> QRectF:
        pad = 4.0
        below = CAPTION_GAP + self.caption_drop + self.caption_lines * self.caption_size * 1.3 + 4
        above = self.mark_size * 0.8
        rect = QRectF(
            -CARD_W / 2 - pad - 6,
            -CARD_H / 2 - pad - above,
            CARD_W + 2 * pad + 12,
            CARD_H + 2 * pad + above + below,
        )
        if self.other_side is not None:
            rect = rect.united(QRectF(-CARD_W / 2 - 10, PEEK.top() - 2, PAIR_W + 12, PAIR_H + 16))
        if self.caption:  # a word wider than the card is painted whole, past its sides
            rect = rect.united(self.caption_rect().adjusted(-2, -2, 2, 2))
        return rect

    def card_rect(self) -> QRectF:
        return QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.card_rect(), 4, 4)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.card_rect()
        transform = painter.worldTransform()
        zoom = math.hypot(transform.m11(), transform.m12())
        width_px = max(16, math.ceil(CARD_W * zoom / 16) * 16)
        dpr = painter.device().devicePixelRatio() if painter.device() is not None else 1.0
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        if self.face is None:
            paint_shadow(painter, rect, SHADOW)
            self._paint_mystery(painter, rect)
        else:
            # The face on its shadow, one picture: a third of a card's paint went to its shadow.
            drawing = face_drawing(self.face.animal, self.face.pictogram)
            painter.drawPixmap(SHADOWED, card_pixmap(drawing, width_px, dpr, SHADOW), QRectF())
        if self.choosable:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(CHOOSABLE, 2.2 if not self._hover else 3.2))
            painter.drawRoundedRect(rect.adjusted(-1.4, -1.4, 1.4, 1.4), 5, 5)
        if self.focused:
            pen = QPen(FOCUS, 3.6)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(pen)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 6, 6)
        if self.marked:
            self._paint_mark(painter, rect)
        if self.other_side is not None:
            self._paint_other_side(painter, zoom, dpr)
        if self.caption:
            painter.setFont(self._caption_font())
            painter.setPen(INK)
            painter.drawText(self._caption_box(), int(CAPTION_FLAGS), self.caption)

    def _caption_font(self) -> QFont:
        return caption_font(self.caption_size)

    def _caption_box(self) -> QRectF:
        """Where the caption is laid out: under the card, or under its other side when that shows."""
        rect = self.card_rect()
        top = (
            PEEK_LABEL_TOP + PEEK_LABEL_H + 1 if self.other_side is not None else rect.bottom() + CAPTION_GAP
        ) + self.caption_drop
        height = self.caption_lines * self.caption_size * 1.3
        return QRectF(rect.left() - CAPTION_OVERHANG, top, rect.width() + 2 * CAPTION_OVERHANG, height)

    def caption_rect(self) -> QRectF:
        """The caption's words as painted, in the sprite's units (empty without a caption): the
        table keeps this inside the hand panel."""
        if not self.caption:
            return QRectF()
        return QFontMetricsF(self._caption_font()).boundingRect(
            self._caption_box(), int(CAPTION_FLAGS), self.caption
        )

    def _paint_other_side(self, painter: QPainter, zoom: float, dpr: float) -> None:
        """The hidden side as a smaller card in a thick dashed frame, labelled in words."""
        assert self.other_side is not None
        peek = PEEK
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(peek.translated(1.0, 1.5), 3, 3)
        painter.setBrush(QColor("#ffffff"))
        painter.drawRoundedRect(peek.adjusted(-2.2, -2.2, 2.2, 2.2), 4, 4)
        width_px = max(16, math.ceil(peek.width() * zoom / 16) * 16)
        face = self.other_side
        painter.drawPixmap(
            peek, card_pixmap(face_drawing(face.animal, face.pictogram), width_px, dpr), QRectF()
        )
        pen = QPen(INK, 1.4, Qt.PenStyle.DashLine)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(pen)
        painter.drawRoundedRect(peek.adjusted(-1.6, -1.6, 1.6, 1.6), 4, 4)
        if not self.other_label:
            return
        font = QFont(SANS)
        font.setBold(True)
        room = PAIR_W - 12
        size = 10.0
        font.setPixelSize(round(size))
        text_w = QFontMetricsF(font).horizontalAdvance(self.other_label)
        if text_w + 8 > room:  # a longer translation: a smaller font, never a clipped word
            size = max(6.0, size * (room - 8) / text_w)
            font.setPixelSize(max(1, round(size)))
            text_w = QFontMetricsF(font).horizontalAdvance(self.other_label)
        badge_w = max(peek.width() + 4, text_w + 8)
        badge = QRectF(peek.right() + 2 - badge_w, PEEK_LABEL_TOP, badge_w, PEEK_LABEL_H)
        painter.setPen(QPen(QColor("#ffffff"), 1.0))
        painter.setBrush(INK)
        painter.drawRoundedRect(badge, 3, 3)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.other_label)

    def _paint_mystery(self, painter: QPainter, rect: QRectF) -> None:
        painter.setBrush(QColor("#f4efe4"))
        painter.setPen(QPen(QColor("#1d2733"), 0.8))
        painter.drawRoundedRect(rect, 4, 4)
        painter.setPen(QPen(QColor("#c9bda6"), 0.6, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 3, 3)
        font = QFont(SANS)
        font.setPixelSize(40)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#5b6675"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")

    def _paint_mark(self, painter: QPainter, rect: QRectF) -> None:
        font = QFont(SANS)
        font.setPixelSize(max(1, math.ceil(self.mark_size)))
        font.setBold(True)
        painter.setFont(font)
        width = max(20.0, QFontMetricsF(font).horizontalAdvance(self.marked) + self.mark_size)
        height = self.mark_size * 1.4
        badge = QRectF(rect.center().x() - width / 2, rect.top() - height / 2, width, height)
        painter.setPen(QPen(QColor("#1d2733"), 0.6))
        painter.setBrush(QColor("#fff4c2"))
        painter.drawRoundedRect(badge, 4, 4)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.marked)

    # -- mouse ----------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.choosable:
            event.accept()
            return
        event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.choosable:
            self.clicked.emit(self.key)


class PointTokens(QGraphicsItem):
    """Round point tokens: a filled star for each point won, an empty ring for each still to win."""

    def __init__(self, points: int, goal: int, size: float = 11.0) -> None:
        super().__init__()
        self.points = points
        self.goal = goal
        self.size = size

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self.goal * (self.size + 3) + 2, self.size + 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self.size / 2
        for i in range(self.goal):
            centre = QPointF(i * (self.size + 3) + r, r)
            won = i < self.points
            painter.setPen(QPen(QColor("#1d2733"), 0.8))
            painter.setBrush(QBrush(QColor("#f0c400") if won else QColor("#fffdf8")))
            painter.drawEllipse(centre, r, r)
            if won:
                painter.setBrush(QColor("#1d2733"))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawPath(_star(centre, r * 0.62))
            else:
                painter.setPen(QPen(QColor("#b9ad97"), 0.6, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(centre, r * 0.6, r * 0.6)


def _star(centre: QPointF, radius: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(10):
        angle = -math.pi / 2 + i * math.pi / 5
        r = radius if i % 2 == 0 else radius * 0.45
        point = QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
        path.moveTo(point) if i == 0 else path.lineTo(point)
    path.closeSubpath()
    return path


#: The animal letter printed in the corners, for labels.
ANIMAL_LETTERS = {name: letter for name, (letter, _colour) in ANIMALS.items()}
