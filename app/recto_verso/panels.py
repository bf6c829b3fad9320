"""The side panels of the builder: facades, the big clock, the ladder, the scoreboard, the overlay."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QLineF, QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.access.announce import announce
from app.fonts import SANS, fitted_font, sans_font
from app.i18n import translate_message
from app.recto_verso.marks import code_mark
from app.theme import ACCENTS, INK, MUTED, PAPER, px
from engines.recto_verso.describe import side_words
from engines.recto_verso.facades import EMPTY, Facade
from engines.recto_verso.pieces import letter_to_piece
from engines.recto_verso.rules_data import LADDER_STAGES

__all__ = ["FacadePanel", "LadderWidget", "ResultOverlay", "Scoreboard", "StopwatchDisplay"]

SIDE = 4
#: The share of a facade row's width between the card's grid and the building's.
GRID_GAP = 0.06
#: A facade cell's side in presenter mode: 10 pixels at a quarter of a 1920×1080 projector.
PRESENTER_CELL_PX = 40
WRONG = QColor("#d55e00")


def _font(pixels: float, bold: bool = False) -> QFont:
    return sans_font(max(8, round(pixels)), bold)


def _fitting_font(pixels: float, width: float, texts: tuple[str, ...]) -> QFont:
    """A bold font of at most ``pixels`` in which every one of ``texts`` is at most ``width``
    wide: a long heading ("Votre bâtiment" in presenter mode) shrinks rather than being cut."""
    return fitted_font(_font(pixels, True), texts, width)


def _cell(rect: QRectF, floors: int) -> float:
    """The side of a cell of a facade of ``floors`` floors painted in ``rect``."""
    return min(rect.width() / SIDE, rect.height() / max(1, floors))


def paint_facade(
    p: QPainter,
    rect: QRectF,
    facade: Facade | None,
    floors: int,
    wrong: set[tuple[int, int]] = frozenset(),  # type: ignore[assignment]
    letters: bool = True,
) -> None:
    """A facade as a grid of coloured squares, top floor first; ``None`` is a face-down card.

    Cells in ``wrong`` (floor, position) get a thick outline and a cross, so a
    difference never shows by colour alone.
    """
    cell = _cell(rect, floors)
    left = rect.center().x() - cell * SIDE / 2
    top = rect.top()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if facade is None:
        back = QRectF(left, top, cell * SIDE, cell * floors)
        p.setPen(QPen(INK, 1.5))
        p.setBrush(QColor("#31546e"))
        p.drawRoundedRect(back, 6, 6)
        p.setPen(QColor("#ffffff"))
        p.setFont(_font(cell * 0.9, True))
        p.drawText(back, Qt.AlignmentFlag.AlignCenter, "?")
        return
    pieces = letter_to_piece()
    for floor in range(floors):
        row = len(facade) - 1 - floor
        for pos in range(SIDE):
            letter = facade[row][pos] if 0 <= row < len(facade) else EMPTY
            box = QRectF(left + pos * cell, top + (floors - 1 - floor) * cell, cell, cell).adjusted(
                1, 1, -1, -1
            )
            if letter == EMPTY:
                p.setPen(QPen(QColor("#c9bda6"), 1, Qt.PenStyle.DotLine))
                p.setBrush(QColor("#fbf8f1"))
                p.drawRect(box)
            else:
                colour = QColor(pieces[letter].colour)
                p.setPen(QPen(INK, 1.2))
                p.setBrush(colour)
                p.drawRect(box)
                if letters:
                    light = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF() > 0.55
                    p.setPen(QColor("#111111") if light else QColor("#ffffff"))
                    p.setFont(_font(cell * 0.42, True))
                    p.drawText(box, Qt.AlignmentFlag.AlignCenter, code_mark(letter))
            if (floor, pos) in wrong:
                p.setPen(QPen(WRONG, max(2.5, cell * 0.09)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRect(box.adjusted(1, 1, -1, -1))
                mark = QRectF(box.right() - cell * 0.36, box.top() + 1, cell * 0.34, cell * 0.34)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(WRONG)
                p.drawEllipse(mark)
                p.setPen(QColor("#ffffff"))
                p.setFont(_font(cell * 0.26, True))
                # Unclipped: on a small facade the cross is wider than its dot, and whole.
                p.drawText(mark, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, "✕")


@dataclass
class FacadeRow:
    title: str
    card: Facade | None
    live: Facade
    wrong: set[tuple[int, int]]
    #: "front" or "back": which side of the card this row is (its heading colour).
    side: str = "back"


class FacadePanel(QWidget):
    """The card's facades beside the live ones: front, back or both rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[FacadeRow] = []
        self.floors = 3
        self.letters = True
        self.card_title = ""
        self.live_title = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        # The least height is the one of the scale the panel is made at, and presenter mode keeps it:
        # the boxes under the facades (the last move, the party's scores) stay whole and the builder's
        # page fits a 1366×768 projector's window without scrolling.
        self.setMinimumHeight(max(120, px(100)))
        self.presenting = False
        self.set_presenter(False)

    def set_presenter(self, on: bool) -> None:
        """In presenter mode the panel is wide enough for cells of :data:`PRESENTER_CELL_PX`: the
        grids are what the class compares with the board, from the back of the room."""
        self.presenting = on
        self.setMinimumWidth(self._width_for(PRESENTER_CELL_PX) if on else px(180))
        self.updateGeometry()

    @staticmethod
    def _width_for(cell: float) -> int:
        """The panel's width whose two grids side by side have cells of ``cell`` pixels."""
        return round(2 * SIDE * cell / (1 - GRID_GAP) + 8)

    def sizeHint(self) -> QSize:
        # The grids' cells are bounded by the panel's height (two rows of up to five floors), not its
        # width: a panel wider than that would only take the board's room for empty margins.
        return QSize(max(300, px(220), self.minimumWidth()), px(260))

    def cell_px(self) -> float:
        """The side of a grid cell as painted now (pixels)."""
        rows = self._row_rects()
        return min((_cell(card, self.floors) for _title, card, _live in rows), default=0.0)

    def row_area(self, index: int) -> QRectF:
        """Where row ``index`` is drawn, its grids whole (the first row with the heading above it)."""
        rows = self._row_rects()
        title, card, _live = rows[index]
        top = 0.0 if index == 0 else title.top()
        bottom = float(self.height()) if index == len(rows) - 1 else card.bottom() + 4
        return QRectF(0.0, top, float(self.width()), bottom - top)

    def _row_rects(self) -> list[tuple[QRectF, QRectF, QRectF]]:
        """For each row: its title's band, the card's grid and the live grid."""
        r = QRectF(self.rect()).adjusted(4, 2, -4, -2)
        if not self.rows:
            return []
        heading = min(px(18), r.height() * 0.09)
        body = r.adjusted(0, heading + 2, 0, 0)
        row_h = body.height() / len(self.rows)
        rects = []
        for index in range(len(self.rows)):
            band = QRectF(body.left(), body.top() + index * row_h, body.width(), row_h)
            title_h = min(px(18), row_h * 0.16)
            grids = band.adjusted(0, title_h + 2, 0, -4)
            gap = grids.width() * GRID_GAP
            w = (grids.width() - gap) / 2
            rects.append(
                (
                    QRectF(band.left(), band.top(), band.width(), title_h),
                    QRectF(grids.left(), grids.top(), w, grids.height()),
                    QRectF(grids.left() + w + gap, grids.top(), w, grids.height()),
                )
            )
        return rects

    def set_rows(self, rows: list[FacadeRow], floors: int, card_title: str, live_title: str) -> None:
        self.rows, self.floors = rows, max(1, floors)
        self.card_title, self.live_title = card_title, live_title
        # A screen reader reads the card's facades as words, column by column; a new card is said.
        said = " ".join(
            translate_message(side_words(row.side, row.card)) for row in rows if row.card is not None
        )
        self.setAccessibleName(card_title)
        if said != self.accessibleDescription():
            self.setAccessibleDescription(said)
            announce(self, said)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        r = QRectF(self.rect()).adjusted(4, 2, -4, -2)
        if not self.rows:
            return
        heading = min(px(18), r.height() * 0.09)
        half = r.width() / 2
        p.setFont(_fitting_font(heading * 0.8, half - 2, (self.card_title, self.live_title)))
        p.setPen(MUTED)
        p.drawText(QRectF(r.left(), r.top(), half, heading), Qt.AlignmentFlag.AlignCenter, self.card_title)
        p.drawText(
            QRectF(r.left() + half, r.top(), half, heading), Qt.AlignmentFlag.AlignCenter, self.live_title
        )
        for row, (title, card, live) in zip(self.rows, self._row_rects(), strict=True):
            colour = QColor("#0b5d8f") if row.side == "front" else QColor("#7a3b69")
            p.setPen(colour)
            p.setFont(_font(title.height() * 0.85, True))
            p.drawText(title, Qt.AlignmentFlag.AlignLeft, row.title)
            paint_facade(p, card, row.card, self.floors, set(), self.letters)
            paint_facade(p, live, row.live, self.floors, row.wrong, self.letters)
        p.end()


class StopwatchDisplay(QWidget):
    """Big digits readable from the back of a room; red in the last 10 seconds of a countdown."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stopwatch")
        self.text = "0:00.0"
        self.caption = ""
        self.urgent = False
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        # At presenter size a little lower than the scale alone gives: the digits stay huge and the
        # board under the header keeps the height of a 768-pixel projector.
        return QSize(px(220), max(74, px(64)))

    def minimumSizeHint(self) -> QSize:
        return QSize(px(150), px(60))

    def set_time(self, text: str, caption: str, urgent: bool = False) -> None:
        if (text, caption, urgent) != (self.text, self.caption, self.urgent):
            self.text, self.caption, self.urgent = text, caption, urgent
            self.setAccessibleName(f"{caption} {text}")
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(QColor("#1d2733"), 2))
        p.setBrush(QColor("#1d2733") if not self.urgent else WRONG)
        p.drawRoundedRect(r, 10, 10)
        caption_h = r.height() * 0.24
        p.setPen(QColor("#d8e3ee"))
        p.setFont(_font(caption_h * 0.8, True))
        p.drawText(
            QRectF(r.left(), r.top() + 2, r.width(), caption_h), Qt.AlignmentFlag.AlignCenter, self.caption
        )
        font = QFont(SANS)
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        size = (r.height() - caption_h) * 0.8
        font.setPixelSize(max(10, round(size)))
        while font.pixelSize() > 10 and p.fontMetrics().horizontalAdvance(self.text) > r.width() * 0.9:
            font.setPixelSize(font.pixelSize() - 2)
            p.setFont(font)
        p.setFont(font)
        if p.fontMetrics().horizontalAdvance(self.text) > r.width() * 0.92:
            font.setPixelSize(
                max(
                    10,
                    round(font.pixelSize() * r.width() * 0.9 / p.fontMetrics().horizontalAdvance(self.text)),
                )
            )
            p.setFont(font)
        p.setPen(QColor("#ffffff"))
        p.drawText(
            QRectF(r.left(), r.top() + caption_h, r.width(), r.height() - caption_h),
            Qt.AlignmentFlag.AlignCenter,
            self.text,
        )
        p.end()


class LadderWidget(QWidget):
    """The co-op ladder: 7 rungs with their times, the cleared ones ticked, the current one lit."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stage = 0
        self.title = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(px(150), px(150))

    def sizeHint(self) -> QSize:
        # Not wider at presenter size than its rungs need: the column beside the board follows it.
        return QSize(max(240, px(180)), px(230))

    def set_stage(self, stage: int, title: str) -> None:
        self.stage, self.title = stage, title
        self.setAccessibleName(title)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(6, 4, -6, -4)
        title_h = min(px(22), r.height() * 0.12)
        p.setPen(INK)
        p.setFont(_font(title_h * 0.8, True))
        p.drawText(QRectF(r.left(), r.top(), r.width(), title_h), Qt.AlignmentFlag.AlignCenter, self.title)
        body = r.adjusted(0, title_h + 4, 0, 0)
        n = len(LADDER_STAGES)
        rung_h = body.height() / n
        rail_l = body.left() + body.width() * 0.22
        rail_r = body.right() - body.width() * 0.22
        p.setPen(QPen(QColor("#8b5a2b"), max(3.0, rung_h * 0.12)))
        p.drawLine(QLineF(rail_l, body.top(), rail_l, body.bottom()))
        p.drawLine(QLineF(rail_r, body.top(), rail_r, body.bottom()))
        for index, seconds in enumerate(LADDER_STAGES):
            y = body.bottom() - (index + 0.5) * rung_h
            done = index < self.stage
            current = index == self.stage
            box = QRectF(rail_l - 4, y - rung_h * 0.34, rail_r - rail_l + 8, rung_h * 0.68)
            p.setPen(QPen(INK if current else QColor("#8b5a2b"), 3 if current else 1.5))
            p.setBrush(ACCENTS["green"] if done else ACCENTS["yellow"] if current else QColor("#efd9ae"))
            p.drawRoundedRect(box, 5, 5)
            p.setPen(QColor("#ffffff") if done else INK)
            p.setFont(_font(rung_h * 0.42, current))
            mark = "✓ " if done else "▶ " if current else ""
            p.drawText(
                box, Qt.AlignmentFlag.AlignCenter, f"{mark}{index + 1} · {seconds // 60}:{seconds % 60:02d}"
            )
        p.end()


class Scoreboard(QLabel):
    """Players with their colour, initial and points; the two builders marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboard")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.setWordWrap(True)

    def sizeHint(self) -> QSize:
        """No wider than the facades beside it: a long note ("back · 2 tokens left") wraps
        under its player rather than widening the column and narrowing the board."""
        hint = super().sizeHint()
        return QSize(min(hint.width(), max(300, px(220))), hint.height())

    def minimumSizeHint(self) -> QSize:
        """Every player's line at the width the label has: the class must see all the scores."""
        least = super().minimumSizeHint()
        return QSize(
            least.width(), max(least.height(), self.heightForWidth(max(self.width(), least.width())))
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        before = self.heightForWidth(event.oldSize().width()) if event.oldSize().width() > 0 else -1
        super().resizeEvent(event)
        if self.heightForWidth(self.width()) != before:
            self.updateGeometry()  # the wrapped notes changed the height the scores need

    def show_scores(self, title: str, rows: Sequence[tuple[str, str, int, str]]) -> None:
        """``rows``: (name, colour hex, points, note) in seat order."""
        # Closer lines at presenter size, so four players' scores fit beside a 768-pixel board.
        spacing = 4 if px(10) < 13 else 1
        heading = f"<div style='font-weight:bold; font-size:{px(15)}px'>{title}</div>"
        lines = [f"{heading}<table cellspacing='{spacing}'>"]
        for name, colour, points, note in rows:
            initial = _escape((name[:1] or "?").upper())
            style = f"background:{colour}; color:white; font-weight:bold"
            chip = f"<span style='{style}'>&nbsp;{initial}&nbsp;</span>"
            lines.append(
                f"<tr><td>{chip}</td><td>{_escape(name)}</td><td align='right'><b>{points}</b></td>"
                f"<td style='color:{MUTED.name()}'>&nbsp;{note}</td></tr>"
            )
        lines.append("</table>")
        self.setText("".join(lines))


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class ResultOverlay(QFrame):
    """A card over the builder: a title, a text, a list (e.g. every mistake) and buttons.

    While it shows, its first button has the keys (Enter answers it); as it goes, they go to
    ``keys_after`` (the board, where the round is built)."""

    def __init__(self, parent: QWidget, keys_after: QWidget | None = None) -> None:
        super().__init__(parent)
        self.keys_after = keys_after
        self.setObjectName("resultOverlay")
        self.setAutoFillBackground(False)
        self.card = QFrame(self)
        self.card.setObjectName("overlayCard")
        self.card.setStyleSheet(
            f"#overlayCard {{ background: #fffdf8; border: {px(3)}px solid {INK.name()}; "
            f"border-radius: {px(14)}px; }}"
        )
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(px(24), px(18), px(24), px(18))
        self.title = QLabel()
        self.title.setObjectName("overlayTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setObjectName("overlayText")
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.items = QLabel()
        self.items.setObjectName("overlayItems")
        self.items.setWordWrap(True)
        self.items.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QHBoxLayout()
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        layout.addWidget(self.items)
        layout.addLayout(self.buttons)
        self.button_widgets: list[QPushButton] = []
        self.hide()
        parent.installEventFilter(self)  # it covers its parent, whatever size that takes

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False

    def take_keys(self) -> None:
        """The keys to this card's first button while it shows, else to ``keys_after``, once
        the page just shown has settled (the window's stack gives the keys to the page's
        holder as it shows it): a view shown again, from the home screen, had them nowhere,
        and Enter did nothing under "Round 2 ... Reveal the card"."""
        QTimer.singleShot(0, self, self._take_keys)

    def _take_keys(self) -> None:
        parent = self.parentWidget()
        if parent is None or not parent.isVisible():
            return
        if self.isVisible() and self.button_widgets:
            self.button_widgets[0].setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.keys_after is not None:
            self.keys_after.setFocus(Qt.FocusReason.OtherFocusReason)

    def setVisible(self, visible: bool) -> None:
        """Hidden with the keys, it hands them to ``keys_after`` (Qt would pass them to the
        next widget in the chain: the scroll area round the view, where R or Tab do nothing)."""
        focus = QApplication.focusWidget()
        had_keys = not visible and focus is not None and self.isAncestorOf(focus)
        super().setVisible(visible)
        if had_keys and self.keys_after is not None and self.keys_after.isVisible():
            self.keys_after.setFocus(Qt.FocusReason.OtherFocusReason)

    def present(
        self,
        title: str,
        text: str,
        items: Sequence[str],
        buttons: Sequence[tuple[str, Callable[[], None]]],
        good: bool | None = None,
    ) -> None:
        colour = ACCENTS["green"] if good else WRONG if good is False else INK
        self.title.setStyleSheet(f"font-size: {px(30)}px; font-weight: bold; color: {colour.name()};")
        self.title.setText(title)
        self.text.setStyleSheet(f"font-size: {px(17)}px;")
        self.text.setText(text)
        if items:
            shown = [translate_message(i) for i in items[:12]]
            if len(items) > 12:
                shown.append(f"… (+{len(items) - 12})")
            self.items.setText(
                "<ul style='margin:0'>" + "".join(f"<li>{_escape(i)}</li>" for i in shown) + "</ul>"
            )
            self.items.show()
        else:
            self.items.hide()
        for button in self.button_widgets:  # gone from sight and from the keys at once
            button.hide()
            button.deleteLater()
        self.button_widgets = []
        self.buttons.addStretch(0)
        for index, (label, action) in enumerate(buttons):
            button = QPushButton(label)
            button.setObjectName("primary" if index == 0 else f"overlayButton{index}")
            button.clicked.connect(action)
            self.buttons.addWidget(button)
            self.button_widgets.append(button)
        self.place()
        self.show()
        self.raise_()
        # and again once the words' style (their size) has been applied to them: measured now,
        # the next stage's two lines got the last result's one-line height and were cut
        QTimer.singleShot(0, self, self.place)
        if self.button_widgets:
            self.button_widgets[0].setFocus()

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.setGeometry(parent.rect())
        width = min(self.width() - px(40), max(px(420), self.width() // 2))
        card = self.card
        card.setFixedWidth(max(200, width))
        # As high as its words wrap at that width (a size hint guesses another width).
        wanted = card.heightForWidth(card.width()) if card.hasHeightForWidth() else -1
        height = min(wanted if wanted > 0 else card.sizeHint().height(), self.height() - px(20))
        self.card.setGeometry(
            (self.width() - self.card.width()) // 2, (self.height() - height) // 2, self.card.width(), height
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        shade = QColor(PAPER)
        shade.setAlpha(170)
        p.fillRect(self.rect(), shade)
        p.end()
