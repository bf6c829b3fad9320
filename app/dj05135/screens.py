"""Full-window pages of the DJ05135 view besides the table: start, hot-seat cover, end."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QSizePolicy,
    QWidget,
)

from app.art.qt_painter import card_pixmap
from app.buttons import push_button
from app.dj05135.sprites import CARD_H, CARD_W, _star, face_drawing
from app.fonts import sans_font
from app.guide.offer import GuideOffer
from app.theme import px
from app.widgets import centred_row, page_column, text_label

__all__ = ["CoverScreen", "EndScreen", "StartScreen", "TokenRow"]


class _Art(QWidget):
    """One card of the game, both sides: the side its holder sees and the side the others see."""

    def __init__(self, height: int) -> None:
        super().__init__()
        self._height = height
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(height // 2)
        self.captions = ("", "")

    def sizeHint(self) -> QSize:
        return QSize(self._height * 2, self._height)

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
        p.setFont(font)
        for i, (animal, pictogram, angle) in enumerate((("rabbit", None, -6.0), ("owl", "magnifier", 6.0))):
            cx = self.width() / 2 + (i - 0.5) * (card_w + gap)
            pixmap = card_pixmap(face_drawing(animal, pictogram), round(card_w), self.devicePixelRatioF())
            p.save()
            p.translate(cx, 3 + card_h / 2)
            p.rotate(angle)
            p.drawPixmap(QRectF(-card_w / 2, -card_h / 2, card_w, card_h), pixmap, QRectF())
            p.restore()
            if caption_h:
                p.setPen(self.palette().windowText().color())
                box = QRectF(cx - card_w * 0.75, 6 + card_h, card_w * 1.5, caption_h)
                flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
                p.drawText(box, flags, self.captions[i])
        if caption_h:
            p.drawText(QRectF(0, 3, self.width(), card_h), Qt.AlignmentFlag.AlignCenter, "⇄")
        p.end()


def _big_label(size: int, bold: bool = True) -> QLabel:
    label = text_label(wrap=True, centred=True)
    label.setFont(sans_font(px(size), bold))
    return label


class StartScreen(QWidget):
    """What the view shows before a game: how to play, new game, resume, open."""

    def __init__(self) -> None:
        super().__init__()
        layout = page_column(self, "dj05135Start")
        layout.addStretch(1)
        self.art = _Art(px(190))
        layout.addWidget(self.art)
        self.title = _big_label(30)
        layout.addWidget(self.title)
        #: The guided game's one-time offer, under the heading (docs/ARCHITECTURE.md).
        self.guide_offer = GuideOffer()
        self.guide_offer.setMaximumWidth(px(820))
        layout.addLayout(centred_row(self.guide_offer, stretch=10))
        self.rules = _big_label(15, bold=False)
        self.rules.setTextFormat(Qt.TextFormat.RichText)
        self.rules.setMaximumWidth(px(820))
        layout.addLayout(centred_row(self.rules, stretch=10))
        self.new_button = push_button("primary")
        self.resume_button = push_button()
        self.open_button = push_button()
        layout.addLayout(centred_row(self.new_button, self.resume_button, self.open_button))
        layout.addStretch(2)

    def retranslate(self, can_resume: bool) -> None:
        self.art.captions = (self.tr("the side you see"), self.tr("the side the others see"))
        self.title.setText(self.tr("DJ05135 — you see one side, the others see the other"))
        self.rules.setText(
            self.tr(
                "<p>Every card has an animal on both sides. You hold your cards so that you see one side "
                "and everybody else sees the other.</p><p>On your turn: <b>play</b> a card to the centre, "
                "do what its round picture says, then <b>take</b> a card from the centre.</p>"
                "<p>When all the cards you see show the same animal (or all show the magnifying glass) at "
                "the end of your turn, you win a point. <b>Three points win.</b></p>"
            )
        )
        self.new_button.setText(self.tr("&New game…"))
        self.resume_button.setText(self.tr("&Resume the last game"))
        self.resume_button.setVisible(can_resume)
        self.open_button.setText(self.tr("&Open a saved game…"))


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
        layout.addWidget(_Art(px(220)))
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


class EndScreen(QWidget):
    """Who won, everybody's points as tokens, and what to do next."""

    def __init__(self) -> None:
        super().__init__()
        layout = page_column(self, "dj05135End")
        layout.addStretch(1)
        layout.addWidget(_Art(px(130)))
        self.heading = _big_label(40)
        self.heading.setObjectName("endHeading")
        layout.addWidget(self.heading)
        self.detail = _big_label(16, bold=False)
        layout.addWidget(self.detail)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setHorizontalSpacing(px(24))
        layout.addLayout(centred_row(self.grid_host))
        self.again_button = push_button("primary")
        self.new_button = push_button()
        self.table_button = push_button()
        layout.addLayout(centred_row(self.again_button, self.new_button, self.table_button))
        layout.addStretch(2)

    def show_result(
        self, heading: str, detail: str, rows: Sequence[tuple[str, int, bool]], goal: int
    ) -> None:
        self.heading.setText(heading)
        self.detail.setText(detail)
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        for i, (name, points, winner) in enumerate(rows):
            label = _big_label(20, bold=winner)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            label.setText(("★ " if winner else "") + name)
            self.grid.addWidget(label, i, 0)
            self.grid.addWidget(TokenRow(points, goal), i, 1)
            count = _big_label(16, bold=False)
            count.setText(
                self.tr("1 point") if points == 1 else self.tr("%1 points").replace("%1", str(points))
            )
            self.grid.addWidget(count, i, 2)
        self.again_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        self.again_button.setText(self.tr("&Play again"))
        self.new_button.setText(self.tr("&New game…"))
        self.table_button.setText(self.tr("See the &table"))
