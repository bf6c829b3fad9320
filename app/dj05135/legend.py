"""What the round pictures do, folded under the log so the log keeps its room.

Each line shows the picture itself, painted from the same drawing the cards use
(:func:`export.art.dj05135.pictogram` through :mod:`app.art.qt_painter`), beside its
name and what it does: a child who cannot read the words still matches the pictures.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QScrollArea, QToolButton, QVBoxLayout, QWidget

from app.art.qt_painter import card_pixmap
from app.dj05135.words import card_word, pictogram_meaning
from app.theme import px
from engines.dj05135.cards import PICTOGRAMS
from export.art.dj05135 import pictogram
from export.art.primitives import Drawing, Group

__all__ = ["LegendBox", "badge_drawing"]

#: The badge's radius in the drawing's units; the drawing is a square around it.
_RADIUS = 10.0
#: The badge on screen, in logical pixels before the interface scale.
BADGE_PX = 26


def badge_drawing(kind: str) -> Drawing:
    """The round picture of ``kind`` alone, without its caption (the words stand beside it)."""
    side = 2 * _RADIUS + 2
    badge = Group((pictogram(kind, _RADIUS, caption=""),), translate=(side / 2, side / 2))
    return Drawing(side, side, (badge,), key=f"dj-legend:{kind}")


class LegendBox(QWidget):
    """A "Pictures" switch and, when it is open, one line per round picture: the picture, then its words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dj05135Legend")
        self.toggle = QToolButton(
            toolButtonStyle=Qt.ToolButtonStyle.ToolButtonTextBesideIcon, arrowType=Qt.ArrowType.RightArrow
        )
        self.toggle.setObjectName("legendToggle")
        self.toggle.setCheckable(True)
        self.toggle.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        # The lines scroll when the window is short, so that the open legend never pushes the
        # table out of a 1366×768 window; with room to spare they show whole.
        self.body = QScrollArea()
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setWidgetResizable(True)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body.setVisible(False)
        lines = QWidget()
        self.body.setWidget(lines)
        self.text = QLabel()
        self.text.setWordWrap(True)
        grid = QGridLayout(lines)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setVerticalSpacing(px(3))
        grid.addWidget(self.text, 0, 0, 1, 2)
        #: Per pictogram: the label holding its picture and the label holding its words.
        self.pictures: dict[str, QLabel] = {}
        self.words: dict[str, QLabel] = {}
        for row, kind in enumerate(PICTOGRAMS, start=1):
            picture = QLabel()
            picture.setObjectName(f"legendPicture-{kind}")
            picture.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
            words = QLabel()
            words.setWordWrap(True)
            words.setTextFormat(Qt.TextFormat.RichText)
            grid.addWidget(picture, row, 0)
            grid.addWidget(words, row, 1)
            self.pictures[kind], self.words[kind] = picture, words
        grid.setColumnStretch(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toggle)
        layout.addWidget(self.body)
        self.toggle.toggled.connect(self._toggled)

    def _toggled(self, open_: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)
        self._fit_height()
        self.body.setVisible(open_)

    def _fit_height(self) -> None:
        """At most a quarter of the window's height: the log and the table keep their room."""
        self.body.setMaximumHeight(max(px(120), self.window().height() // 4))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.window().installEventFilter(self)
        self._fit_height()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window() and event.type() == QEvent.Type.Resize:
            self._fit_height()
        return super().eventFilter(watched, event)

    def retranslate(self) -> None:
        """Words in the current language; the pictures at the current interface scale."""
        self.toggle.setText(QCoreApplication.translate("DJ05135TableView", "Pictures"))
        self.text.setText(
            QCoreApplication.translate(
                "DJ05135TableView", "The round picture on a card tells what happens when it is played."
            )
        )
        size = px(BADGE_PX)
        dpr = self.devicePixelRatioF()
        for kind in PICTOGRAMS:
            self.pictures[kind].setPixmap(card_pixmap(badge_drawing(kind), size, dpr))
            self.words[kind].setText(f"<b>{card_word(kind)}</b>: {pictogram_meaning(kind)}")
