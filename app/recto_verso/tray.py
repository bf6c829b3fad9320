"""The piece tray: every piece of the level as a button with its picture, colour and letter."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QImage, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QWidget

from app.buttons import BUTTON_HELD, BUTTON_PAPER, PaintedButton
from app.fonts import sans_font
from app.i18n import translate_message
from app.recto_verso.iso import Block, Camera, Scene, render
from app.recto_verso.marks import mark
from app.theme import INK, MUTED, px
from engines.recto_verso.pieces import piece, piece_word

__all__ = ["PieceButton", "PieceTray", "colour_name"]


def colour_name(name: str) -> str:
    """The translated colour of a piece (pieces are named by their colour).

    The English word comes from the engine (:func:`engines.recto_verso.pieces.piece_word`),
    translated in the ``engine`` context: logs, the tray and the board say the same word.
    """
    return translate_message(piece_word(name))


@lru_cache(maxsize=64)
def piece_picture(name: str, width: int, height: int, ratio: float) -> QImage:
    p = piece(name)
    blocks = tuple(Block(cell, p.colour, p.letter, name) for cell in p.cells)
    image = QImage(round(width * ratio), round(height * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    # The whole board's fit leaves room for five floors: zoom so a piece fills the picture.
    zoom = 2.2
    rect = QRectF(
        -width * (zoom - 1) / 2, -height * (zoom - 1) / 2 - height * 0.55, width * zoom, height * zoom
    )
    render(painter, rect, Scene(blocks, show_letters=False, board=False), Camera())
    painter.end()
    return image


class PieceButton(PaintedButton):
    """One piece: picture, letter, colour name; greyed with "on the board" once used.

    ``compact`` (presenter mode) puts the three on one line at the interface's text size, so a
    projector's short screen holds the whole tray with the board still the largest thing on it.
    """

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(f"piece-{name}", parent)
        self.name = name
        self.used = False
        self.held = False
        self.compact = False
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(f"{mark(self.name)} · {colour_name(self.name)}")
        state = self.tr("on the board") if self.used else self.tr("in the tray")
        self.setAccessibleName(
            self.tr("%1 piece, %2").replace("%1", colour_name(self.name)).replace("%2", state)
        )
        self.setToolTip(self.accessibleName())

    def set_state(self, used: bool, held: bool) -> None:
        if (used, held) != (self.used, self.held):
            self.used, self.held = used, held
            self.retranslate()
            self.update()

    def set_compact(self, compact: bool) -> None:
        if compact != self.compact:
            self.compact = compact
            self.updateGeometry()
            self.update()

    def sizeHint(self) -> QSize:
        return self._line_size() if self.compact else QSize(px(118), px(58))

    def minimumSizeHint(self) -> QSize:
        return self._line_size() if self.compact else QSize(px(84), px(44))

    def _line_size(self) -> QSize:
        """One line: the picture and the chip are squares as tall as the line, then the longest
        of the label's two words (the colour, "on board") at full size, never shrunk."""
        metrics = QFontMetricsF(sans_font(px(13)))
        height = round(metrics.height()) + px(8)
        words = (colour_name(self.name), self.tr("on board"))
        text = max(metrics.horizontalAdvance(word) for word in words)
        return QSize(round(4 + height * 0.9 + 4 + height * 0.62 + 6 + text + 8), height)

    def label(self) -> str:
        return self.tr("on board") if self.used else colour_name(self.name)

    def painted_text(self) -> tuple[str, str]:
        return self.face_layout(QRectF(self.rect()).adjusted(2, 2, -2, -2))[4], self.label()

    def face_layout(self, r: QRectF) -> tuple[QRectF, QRectF, QRectF, QFont, str]:
        """Picture, colour chip, label box, label font and label.

        The label is never cut: its font shrinks to a floor, then the picture gives up
        width, and only a label wider than the whole button is elided.
        """
        label = self.label()
        if self.compact:
            return self._line_layout(r, label)
        size = max(9, min(px(13), round(r.height() * 0.24)))
        font = sans_font(size)
        needed = QFontMetricsF(font).horizontalAdvance(label) + 2
        pic_w = min(r.width() * 0.5, r.height() * 1.5)
        room = r.right() - (r.left() + 4 + pic_w + 4) - 3
        while needed > room and size > 8:
            size -= 1
            font.setPixelSize(size)
            needed = QFontMetricsF(font).horizontalAdvance(label) + 2
        if needed > room:
            pic_w = max(r.width() * 0.25, pic_w - (needed - room))
            room = r.right() - (r.left() + 4 + pic_w + 4) - 3
        if needed > room:
            label = QFontMetrics(font).elidedText(label, Qt.TextElideMode.ElideRight, int(room))
        pic = QRectF(r.left() + 4, r.top() + 2, pic_w, r.height() - 4)
        chip = QRectF(pic.right() + 4, r.top() + r.height() * 0.14, r.height() * 0.42, r.height() * 0.42)
        text = QRectF(chip.left(), chip.bottom() + 1, room, r.bottom() - chip.bottom() - 2)
        return pic, chip, text, font, label

    def _line_layout(self, r: QRectF, label: str) -> tuple[QRectF, QRectF, QRectF, QFont, str]:
        font = sans_font(px(13))
        pic = QRectF(r.left() + 2, r.top() + 1, r.height() * 0.9, r.height() - 2)
        side = r.height() * 0.62
        chip = QRectF(pic.right() + 4, r.center().y() - side / 2, side, side)
        text = QRectF(chip.right() + 6, r.top(), max(1.0, r.right() - chip.right() - 8), r.height())
        if QFontMetricsF(font).horizontalAdvance(label) > text.width():
            label = QFontMetrics(font).elidedText(label, Qt.TextElideMode.ElideRight, int(text.width()))
        return pic, chip, text, font, label

    def paintEvent(self, event: QPaintEvent) -> None:
        p, r = self.begin_paint(2)
        fill = BUTTON_HELD if self.held else BUTTON_PAPER if not self.used else QColor("#e9e4da")
        self.paint_frame(p, r, fill, 7, (1.5, 3), self.held or self.hasFocus())
        pic, chip, text, font, label = self.face_layout(r)
        image = piece_picture(
            self.name, max(1, round(pic.width())), max(1, round(pic.height())), self.devicePixelRatioF()
        )
        if self.used:
            p.setOpacity(0.3)
        p.drawImage(pic.topLeft(), image)
        p.setOpacity(1.0)
        info = piece(self.name)
        p.setPen(QPen(INK, 1.2))
        colour = QColor(info.colour)
        if self.used:
            colour.setAlpha(90)
        p.setBrush(colour)
        p.drawRoundedRect(chip, 4, 4)
        p.setFont(sans_font(max(9, round(chip.height() * 0.7)), bold=True))
        light = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF() > 0.55
        p.setPen(QColor("#111111") if light or self.used else QColor("#ffffff"))
        p.drawText(chip, Qt.AlignmentFlag.AlignCenter, mark(self.name))
        p.setFont(font)
        p.setPen(MUTED if self.used else INK)
        p.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        p.end()


class PieceTray(QWidget):
    """Two columns of piece buttons, compact ones in presenter mode; ``chosen(name)`` when one is clicked."""

    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pieceTray")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(px(4))
        self.buttons: dict[str, PieceButton] = {}
        self.compact = False

    def set_compact(self, compact: bool) -> None:
        self.compact = compact
        self.grid.setVerticalSpacing(px(2) if compact else px(4))
        for button in self.buttons.values():
            button.set_compact(compact)

    def set_pieces(self, names: tuple[str, ...]) -> None:
        if tuple(self.buttons) == names:
            return
        for button in self.buttons.values():
            self.grid.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = {}
        for index, name in enumerate(names):
            button = PieceButton(name, self)
            button.set_compact(self.compact)
            button.clicked.connect(lambda _=False, n=name: self.chosen.emit(n))
            self.grid.addWidget(button, index // 2, index % 2)
            self.buttons[name] = button
        self.grid.setRowStretch(len(names) // 2 + 1, 1)

    def update_state(self, used: set[str], held: str | None) -> None:
        for name, button in self.buttons.items():
            button.set_state(name in used, name == held)

    def retranslate(self) -> None:
        for button in self.buttons.values():
            button.retranslate()
