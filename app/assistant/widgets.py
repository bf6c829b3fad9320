"""Shared pieces of the assistant's pages: fitted big text, the game chooser, full screen."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeySequence, QPainter, QPaintEvent, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.fonts import SANS, fitted_font
from app.games import game_title
from app.theme import ACCENTS, INK, PAPER, px
from engines.manifest import game_ids

__all__ = [
    "BigText",
    "FullScreenHost",
    "GameChooser",
    "ToolFrame",
    "boxed_games",
    "fit_button_fonts",
    "game_name",
    "title_font",
]


def boxed_games() -> tuple[str, ...]:
    """The games the assistant has rules, checklists and score sheets for."""
    return game_ids(shipped_only=True)


def game_name(game: str) -> str:
    return game_title(game)


def title_font(size: float, bold: bool = True) -> QFont:
    font = QFont(SANS)
    font.setPixelSize(px(size))
    font.setBold(bold)
    return font


def fit_button_fonts(buttons: list[QPushButton], largest: float, smallest: int = 11) -> None:
    """One bold size for a row of buttons: as large as ``largest`` (scaled) while every text fits."""
    font = title_font(largest)
    size = font.pixelSize()
    for button in buttons:
        room = button.width() - px(36)
        if room <= 0 or not button.text():
            continue
        width = QFontMetricsF(font).horizontalAdvance(button.text())
        if width > room:
            size = min(size, int(font.pixelSize() * room / width))
    font.setPixelSize(max(smallest, size))
    for button in buttons:
        if button.font() != font:
            button.setFont(font)


class BigText(QWidget):
    """One line of text drawn as large as its rectangle allows: digits readable on a projector."""

    def __init__(self, text: str = "", parent: QWidget | None = None, bold: bool = True) -> None:
        super().__init__(parent)
        self._text = text
        self._bold = bold
        self._colour = QColor(INK)
        self._background: QColor | None = None
        self.max_pixel_size = 400
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self.setAccessibleName(text)
            self.update()

    def set_colour(self, colour: QColor) -> None:
        self._colour = QColor(colour)
        self.update()

    def set_background(self, colour: QColor | None) -> None:
        self._background = colour
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(px(240), px(90))

    def minimumSizeHint(self) -> QSize:
        return QSize(px(60), px(28))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(self.rect())
        if self._background is not None:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(self._background)
            p.drawRoundedRect(area, px(12), px(12))
        if self._text:
            font = QFont(SANS)
            font.setBold(self._bold)
            inner = area.adjusted(px(8), px(4), -px(8), -px(4))
            size = max(8.0, min(float(self.max_pixel_size), inner.height() * 0.8))
            font.setPixelSize(round(size))
            font = fitted_font(font, [self._text], inner.width())
            p.setFont(font)
            p.setPen(self._colour)
            p.drawText(inner, Qt.AlignmentFlag.AlignCenter, self._text)
        p.end()


class GameChooser(QWidget):
    """Four large buttons, one per game; Tab reaches them, Space or Enter chooses."""

    game_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(px(8))
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[str, QPushButton] = {}
        for game in boxed_games():
            button = QPushButton()
            button.setObjectName(f"game-{game}")
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, g=game: self._chosen(g))
            self.group.addButton(button)
            self.buttons[game] = button
            layout.addWidget(button)
        self.buttons[boxed_games()[0]].setChecked(True)
        self.retranslate()

    def game(self) -> str:
        return next(g for g, b in self.buttons.items() if b.isChecked())

    def set_game(self, game: str) -> None:
        if game != self.game():
            self.buttons[game].setChecked(True)
            self.retranslate()
            self.game_changed.emit(game)

    def _chosen(self, game: str) -> None:
        self.retranslate()
        self.game_changed.emit(game)

    def retranslate(self) -> None:
        for game, button in self.buttons.items():
            button.setText(("✔ " if button.isChecked() else "") + game_name(game))
            button.setAccessibleName(game_name(game))

    def apply_fonts(self) -> None:
        blue = ACCENTS["blue"].name()
        self.setStyleSheet(
            f"QPushButton:checked {{ background: {blue}; color: white; border-color: {blue}; }}"
            f"QPushButton:checked:focus {{ border: {px(3)}px solid {INK.name()}; }}"
        )
        for button in self.buttons.values():
            button.setFont(title_font(17))
            button.setMinimumHeight(px(46))


class FullScreenHost(QWidget):
    """A window of its own that shows one tool alone, full screen; Esc gives it back."""

    left = Signal()

    def __init__(self, owner: QWidget) -> None:
        super().__init__(owner, Qt.WindowType.Window)
        self.setObjectName("fullScreenHost")
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(self.backgroundRole(), PAPER)
        self.setPalette(palette)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(px(24), px(12), px(24), px(24))
        bar = QHBoxLayout()
        self.caption = QLabel()
        self.caption.setObjectName("subtitle")
        bar.addWidget(self.caption, 1)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("leaveFullScreen")
        self.leave_button.clicked.connect(self.leave)
        bar.addWidget(self.leave_button)
        outer.addLayout(bar)
        self.body = QVBoxLayout()
        outer.addLayout(self.body, 1)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.escape.activated.connect(self.leave)
        self.retranslate()

    def retranslate(self) -> None:
        self.leave_button.setText(QCoreApplication.translate("assistant", "Leave full screen (Esc)"))

    def leave(self) -> None:
        self.left.emit()


class ToolFrame(QWidget):
    """A page holding one tool, with a title and a "Full screen" button that shows the tool alone."""

    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.host: FullScreenHost | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(px(8))
        self.header = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("viewTitle")
        self.title.setWordWrap(True)
        self.title.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.header.addWidget(self.title, 1)
        self.full_screen_button = QPushButton()
        self.full_screen_button.setObjectName("fullScreen")
        self.full_screen_button.clicked.connect(self.enter_full_screen)
        self.header.addWidget(self.full_screen_button)
        outer.addLayout(self.header)
        self.hint = QLabel()
        self.hint.setObjectName("subtitle")
        self.hint.setWordWrap(True)
        outer.addWidget(self.hint)
        self.above = QVBoxLayout()
        outer.addLayout(self.above)
        self.slot = QVBoxLayout()
        self.slot.addWidget(content)
        outer.addLayout(self.slot, 1)
        self.away = QLabel()
        self.away.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.away.setObjectName("subtitle")
        self.away.hide()
        outer.addWidget(self.away, 1)

    def set_texts(self, title: str, hint: str) -> None:
        self.title.setText(title)
        self.hint.setText(hint)
        self.hint.setVisible(bool(hint))
        self.full_screen_button.setText(QCoreApplication.translate("assistant", "Full screen"))
        self.full_screen_button.setToolTip(
            QCoreApplication.translate(
                "assistant", "Show this tool alone on the whole screen; Esc comes back"
            )
        )
        self.away.setText(
            QCoreApplication.translate("assistant", "Shown full screen. Press Esc there to come back.")
        )
        if self.host is not None:
            self.host.caption.setText(title)
            self.host.retranslate()

    @property
    def is_full_screen(self) -> bool:
        return self.host is not None and self.content.parent() is self.host

    def enter_full_screen(self) -> None:
        if self.is_full_screen:
            return
        if self.host is None:
            self.host = FullScreenHost(self)
            self.host.left.connect(self.leave_full_screen)
        self.host.caption.setText(self.title.text())
        self.slot.removeWidget(self.content)
        self.host.body.addWidget(self.content)
        self.content.show()
        self.away.show()
        self.host.showFullScreen()
        self.host.activateWindow()
        self.content.setFocus(Qt.FocusReason.OtherFocusReason)
        self.content.focusNextChild()

    def leave_full_screen(self) -> None:
        if not self.is_full_screen:
            return
        assert self.host is not None
        self.host.body.removeWidget(self.content)
        self.slot.addWidget(self.content)
        self.content.show()
        self.away.hide()
        self.host.hide()
        self.window().activateWindow()
        self.full_screen_button.setFocus(Qt.FocusReason.OtherFocusReason)
