"""Widgets under the Revorso table: the five symbol buttons and the offer countdown."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPaintEvent
from PySide6.QtWidgets import QProgressBar, QWidget

from app.art.qt_painter import paint_drawing
from app.buttons import BUTTON_HELD, BUTTON_PAPER, PaintedButton
from app.fonts import sans_font
from app.revorso.cards import symbol_drawing
from app.theme import INK, px

__all__ = ["CountdownBar", "SymbolButton"]


class SymbolButton(PaintedButton):
    """A large button naming one symbol: its picture, its word and its key (never colour alone)."""

    def __init__(self, symbol: str, key: int, parent: QWidget | None = None) -> None:
        super().__init__(f"symbol-{symbol}", parent)
        self.symbol = symbol
        self.key = key
        self.setMinimumSize(px(96), px(96))

    def sizeHint(self) -> QSize:
        return QSize(px(170), px(116))

    def paintEvent(self, event: QPaintEvent) -> None:
        p, r = self.begin_paint(3)
        enabled = self.isEnabled()
        fill = BUTTON_HELD if self.isDown() or self.underMouse() else BUTTON_PAPER
        fill = fill if enabled else QColor("#ece6da")
        self.paint_frame(p, r, fill, px(12), (px(2), px(4)), self.hasFocus())
        if not enabled:
            p.setOpacity(0.35)
        text_h = max(px(20), r.height() * 0.26)
        art = r.adjusted(px(8), px(6), -px(8), -text_h - px(4))
        side = min(art.width(), art.height())
        square = QRectF(art.center().x() - side / 2, art.top(), side, side)
        paint_drawing(p, symbol_drawing(self.symbol), square)
        font = sans_font(max(11, round(text_h * 0.62)), bold=True)
        p.setFont(font)
        p.setPen(INK)
        p.drawText(
            QRectF(r.left(), r.bottom() - text_h - px(4), r.width(), text_h),
            Qt.AlignmentFlag.AlignCenter,
            self.text(),
        )
        badge = QRectF(r.left() + px(7), r.top() + px(7), px(26), px(26))
        p.setBrush(INK)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(badge, px(6), px(6))
        font.setPixelSize(px(16))
        p.setFont(font)
        p.setPen(QColor("white"))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.key))


class CountdownBar(QProgressBar):
    """How long an offer stays open, in tenths of a second, with the seconds written out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextVisible(True)
        self.setMinimumWidth(px(120))
        self.setMaximumWidth(px(220))
        self.setFormat("")
        # Shown only while an offer is timed (an empty bar would say nothing); its room is
        # kept, so the buttons beside it do not move when it comes and goes.
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.hide()

    def show_time(self, left: float, total: float, text: str) -> None:
        self.setRange(0, max(1, round(total * 10)))
        self.setValue(round(left * 10))
        self.setFormat(text)
        self.show()
