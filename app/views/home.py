"""The home screen: one large tile per view, reachable by mouse and keyboard."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.buttons import BUTTON_PAPER, PaintedButton, push_button
from app.context import AppContext
from app.fonts import SANS, fitted_font
from app.theme import INK, MUTED, px
from app.views.base import BaseView
from app.views.registry import ViewSpec, load_views
from engines.guide.script import has_guide

__all__ = ["HomeView", "Tile"]


#: How far a tile's art may reach beyond its band (a building's roof does), in pixels.
ART_SPILL = 24


class Tile(PaintedButton):
    """A large card-like button: drawn art, a title and a one-line description."""

    def __init__(self, spec: ViewSpec, parent: QWidget | None = None) -> None:
        super().__init__(f"tile-{spec.id}", parent)
        self.spec = spec
        #: The art as last drawn, and the (width, height, pixel ratio) it was drawn for.
        self._art: tuple[tuple[int, int, float], QPixmap] | None = None
        self.setMinimumSize(QSize(220, 170))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.retranslate()

    def _art_picture(self, size: QSizeF, hints: QPainter.RenderHint) -> QPixmap:
        """The tile's art at ``size``, drawn once and kept until the size or the language changes.

        The art is drawn from vector card pictures; drawing it on every paint (a hover, a
        press, the focus moving) was most of the home screen's cost.
        """
        dpr = self.devicePixelRatioF()
        key = (round(size.width()), round(size.height()), dpr)
        if self._art is None or self._art[0] != key:
            assert self.spec.paint_tile_art is not None
            wide, high = key[0] + 2 * ART_SPILL, key[1] + 2 * ART_SPILL
            picture = QPixmap(max(1, round(wide * dpr)), max(1, round(high * dpr)))
            picture.setDevicePixelRatio(dpr)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            painter.setRenderHints(hints)
            self.spec.paint_tile_art(painter, QRectF(ART_SPILL, ART_SPILL, key[0], key[1]))
            painter.end()
            self._art = (key, picture)
        return self._art[1]

    def retranslate(self) -> None:
        self._art = None  # art may hold words of the language
        self.setText(self.spec.translated_title())
        self.setToolTip(self.spec.translated_subtitle())
        self.setAccessibleName(self.spec.translated_title())
        self.setAccessibleDescription(self.spec.translated_subtitle())
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(px(330), px(250))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrow keys are the grid's (up and down go a row, not to the next button)."""
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            event.ignore()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p, r = self.begin_paint(6)
        hovered = self.underMouse() or self.isDown()
        # Shadow, card, focus ring.
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawRoundedRect(r.translated(0, 4), 18, 18)
        fill = QColor("#fffaf0") if hovered else BUTTON_PAPER
        self.paint_frame(p, r, fill, 18, (2, 5), self.hasFocus(), line=QColor("#c9bda6"))
        # Art band.
        title_h = min(max(px(34), r.height() * 0.14), px(48))
        sub_h = min(max(px(40), r.height() * 0.17), px(56))
        art = QRectF(r.left() + 18, r.top() + 14, r.width() - 36, r.height() - title_h - sub_h - 28)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#f1e8d6"))
        p.drawRoundedRect(art, 12, 12)
        if self.spec.paint_tile_art is not None:
            band = art.adjusted(10, 8, -10, -8)
            spill = QPointF(ART_SPILL, ART_SPILL)
            p.drawPixmap(band.topLeft() - spill, self._art_picture(band.size(), p.renderHints()))
        # Title and subtitle.
        font = QFont(SANS)
        font.setBold(True)
        font.setPixelSize(max(14, round(title_h * 0.72)))
        font = fitted_font(font, [self.text()], r.width() - 32, smallest=14)
        p.setFont(font)
        p.setPen(INK)
        title_rect = QRectF(r.left() + 16, art.bottom() + 8, r.width() - 32, title_h)
        p.drawText(title_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.text())
        font.setBold(False)
        sub_rect = QRectF(r.left() + 16, title_rect.bottom(), r.width() - 32, sub_h)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        size = max(11, round(sub_h * 0.36))
        while size > 9:  # shrink until the description fits its band
            font.setPixelSize(size)
            if (
                QFontMetricsF(font).boundingRect(sub_rect, flags, self.toolTip()).height()
                <= sub_rect.height()
            ):
                break
            size -= 1
        p.setFont(font)
        p.setPen(MUTED)
        p.drawText(sub_rect, flags, self.toolTip())
        p.end()


class _TileGrid(QWidget):
    """Tiles in a grid of up to three columns; arrow keys move the focus between them."""

    activated = Signal(str)
    # A tile's small "Learn by playing" entry: open that game on its guided first game.
    learn = Signal(str)

    def __init__(self, specs: list[ViewSpec]) -> None:
        super().__init__()
        self.tiles = [Tile(spec, self) for spec in specs]
        self.columns = 3 if len(self.tiles) > 4 else 2
        self.learn_buttons: dict[str, QPushButton] = {}
        grid = QGridLayout(self)
        grid.setSpacing(px(18))
        for index, tile in enumerate(self.tiles):
            cell = QVBoxLayout()
            cell.setSpacing(px(2))
            cell.addWidget(tile, 1)
            button = push_button(f"learn-{tile.spec.id}", partial(self.learn.emit, tile.spec.id))
            if has_guide(tile.spec.id):
                self.learn_buttons[tile.spec.id] = button
            else:  # keeps every tile of a row the same height as one with the entry
                policy = button.sizePolicy()
                policy.setRetainSizeWhenHidden(True)
                button.setSizePolicy(policy)
                button.setText("▶")
                button.hide()
            cell.addWidget(button, 0, Qt.AlignmentFlag.AlignRight)
            grid.addLayout(cell, index // self.columns, index % self.columns)
            tile.clicked.connect(self._emit(tile.spec.id))
        # Tab goes from a tile to its own "Learn by playing", then to the next tile.
        chain = [w for tile in self.tiles for w in (tile, self.learn_buttons.get(tile.spec.id)) if w]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _emit(self, view_id: str) -> Callable[[], None]:
        return lambda: self.activated.emit(view_id)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        steps = {
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Right: 1,
            Qt.Key.Key_Up: -self.columns,
            Qt.Key.Key_Down: self.columns,
        }
        focused = next((i for i, t in enumerate(self.tiles) if t.hasFocus()), None)
        if event.key() in steps and focused is not None:
            target = focused + steps[Qt.Key(event.key())]
            if 0 <= target < len(self.tiles):
                self.tiles[target].setFocus(Qt.FocusReason.TabFocusReason)
            return
        super().keyPressEvent(event)


class HomeView(BaseView):
    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.setObjectName("home")
        specs = [spec for spec in load_views() if spec.tile and spec.id != "home"]
        outer = QVBoxLayout(self)
        outer.setContentsMargins(px(40), px(28), px(40), px(28))
        outer.setSpacing(px(12))
        header = QHBoxLayout()
        titles = QVBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("homeTitle")
        self.tagline = QLabel()
        self.tagline.setObjectName("subtitle")
        titles.addWidget(self.title)
        titles.addWidget(self.tagline)
        header.addLayout(titles, 1)
        outer.addLayout(header)
        self.grid = _TileGrid(specs)
        self.grid.activated.connect(self.navigate)
        self.grid.learn.connect(self.learn)
        outer.addWidget(self.grid, 1)
        self.hint = QLabel()
        self.hint.setObjectName("subtitle")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.hint)
        self._apply_fonts()
        self.retranslate_ui()

    def _apply_fonts(self) -> None:
        title_font = QFont(SANS)
        title_font.setBold(True)
        title_font.setPixelSize(px(40))
        self.title.setFont(title_font)
        tag_font = QFont(SANS)
        tag_font.setPixelSize(px(18))
        self.tagline.setFont(tag_font)

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Recto Verso Studio"))
        self.tagline.setText(self.tr("Four two-sided games to play at the computer and to print at home"))
        self.hint.setText(
            self.tr("Choose a tile with the mouse, or with the arrow keys and Enter. Esc comes back here.")
        )
        for tile in self.grid.tiles:
            tile.retranslate()
        for tile in self.grid.tiles:
            button = self.grid.learn_buttons.get(tile.spec.id)
            if button is None:
                continue
            button.setText(self.tr("▶ Learn by playing"))
            button.setToolTip(self.tr("A short guided first game that shows the rules as you play"))
            # Four of them side by side: a screen reader hears which game each teaches.
            button.setAccessibleName(
                self.tr("Learn %1 by playing").replace("%1", tile.spec.translated_title())
            )

    def on_settings_changed(self, key: str) -> None:
        if key in {"ui/scale", "ui/presenter"}:
            self._apply_fonts()
            for tile in self.grid.tiles:
                tile.updateGeometry()

    def shortcuts(self) -> list[tuple[str, str]]:
        return [
            (self.tr("Arrow keys"), self.tr("Move between the tiles")),
            (self.tr("Enter / Space"), self.tr("Open the tile with the focus")),
        ]

    def on_shown(self) -> None:
        if self.grid.tiles and not any(t.hasFocus() for t in self.grid.tiles):
            self.grid.tiles[0].setFocus(Qt.FocusReason.OtherFocusReason)
