"""What the DJ05135 view shows besides its table: its cards' two sides, the hot-seat cover, point tokens."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from app.art.qt_painter import card_pixmap
from app.buttons import push_button
from app.dj05135.sprites import CARD_H, CARD_W, _star, face_drawing
from app.fonts import sans_font
from app.theme import px
from app.widgets import centred_row, page_column, text_label

__all__ = ["CardsPicture", "CoverScreen", "TokenRow"]


class CardsPicture(QWidget):
    """Two cards of the game: the side its holder sees and the side the others see.

    ``height`` is in design pixels: the picture grows with the interface (presenter mode),
    and is wide enough for its captions on two lines in every language.
    """

    def __init__(self, height: int) -> None:
        super().__init__()
        self._height = height
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.captions = ("", "")
        self.apply_scale()

    def apply_scale(self) -> None:
        self.setMinimumHeight(px(self._height) // 2)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        return QSize(px(self._height) * 3, px(self._height))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        font = sans_font(px(14), bold=True)
        # Two lines each: a long caption ("le côté que voient les autres") wraps rather than
        # running into its neighbour.
        caption_h = round(2.3 * QFontMetricsF(font).height()) if any(self.captions) else 0
        card_h = max(10.0, self.height() - caption_h - 6)
        card_w = card_h * CARD_W / CARD_H
        gap = card_w * 0.6
        # The cards stand further apart when the picture is wider: room for their captions.
        spread = min(max(card_w + gap, self.width() / 2), card_w * 2.2)
        p.setFont(font)
        for i, (animal, pictogram, angle) in enumerate((("rabbit", None, -6.0), ("owl", "magnifier", 6.0))):
            cx = self.width() / 2 + (i - 0.5) * spread
            pixmap = card_pixmap(face_drawing(animal, pictogram), round(card_w), self.devicePixelRatioF())
            p.save()
            p.translate(cx, 3 + card_h / 2)
            p.rotate(angle)
            p.drawPixmap(QRectF(-card_w / 2, -card_h / 2, card_w, card_h), pixmap, QRectF())
            p.restore()
            if caption_h:
                p.setPen(self.palette().windowText().color())
                room = max(card_w * 1.5, spread - 4)
                box = QRectF(cx - room / 2, 6 + card_h, room, caption_h)
                flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
                p.drawText(box, flags, self.captions[i])
        if caption_h:
            p.drawText(QRectF(0, 3, self.width(), card_h), Qt.AlignmentFlag.AlignCenter, "⇄")
        p.end()


def _big_label(size: int, bold: bool = True) -> QLabel:
    label = text_label(wrap=True, centred=True)
    label.setFont(sans_font(px(size), bold))
    return label


class CoverScreen(QWidget):
    """Hot-seat privacy: the whole table is hidden until the named player says they are there."""

    revealed = Signal()

    def __init__(self) -> None:
        super().__init__()
        layout = page_column(self, "dj05135Cover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "QWidget#dj05135Cover { background: #23395b; }"
            "QWidget#dj05135Cover QLabel { color: #ffffff; }"
            "QWidget#dj05135Cover QPushButton { background: #f0c400; color: #1d2733;"
            " border: 3px solid #ffffff; padding: 12px 28px; }"
        )
        layout.addStretch(1)
        layout.addWidget(CardsPicture(220))
        self.heading = _big_label(54)
        self.heading.setObjectName("coverHeading")
        layout.addWidget(self.heading)
        self.detail = _big_label(24, bold=False)
        layout.addWidget(self.detail)
        self.button = push_button("primary", self.revealed.emit)
        self.button.setMinimumHeight(px(64))
        font = self.button.font()
        font.setPixelSize(px(26))
        self.button.setFont(font)
        layout.addLayout(centred_row(self.button))
        layout.addStretch(2)
        self.player = ""

    def show_pass(self, name: str, detail: str) -> None:
        self.player = name
        self.heading.setText(self.tr("Pass the computer to %1").replace("%1", name))
        self.detail.setText(detail)
        self.button.setText(self.tr("I am %1: show my cards").replace("%1", name))
        self.button.setVisible(True)
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_waiting(self, text: str) -> None:
        self.player = ""
        self.heading.setText(text)
        self.detail.setText(
            self.tr("Everybody's cards stay hidden while the computer players take their turns.")
        )
        self.button.setVisible(False)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.button.isVisible():
            self.revealed.emit()
            return
        super().keyPressEvent(event)


class TokenRow(QWidget):
    """Point tokens as on the table: a gold token with a star for each point, an empty ring otherwise."""

    def __init__(self, points: int, goal: int) -> None:
        super().__init__()
        self.points, self.goal = points, goal
        self.setMinimumSize(px(34) * goal, px(32))

    def sizeHint(self) -> QSize:
        return QSize(px(36) * self.goal, px(34))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = min(self.height() / 2 - 2, self.width() / self.goal / 2 - 3)
        for i in range(self.goal):
            centre = QPointF(r + 2 + i * (2 * r + 6), self.height() / 2)
            won = i < self.points
            p.setPen(QPen(QColor("#1d2733"), 1.5))
            p.setBrush(QColor("#f0c400") if won else QColor("#fffdf8"))
            p.drawEllipse(centre, r, r)
            if won:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(QColor("#1d2733"))
                p.drawPath(_star(centre, r * 0.62))
        p.end()
