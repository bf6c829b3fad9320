"""The seat strips and the game log beside every card table.

One strip per seat: a pointer and bold type on the seat to act (never colour alone), the
name, who plays it (a person here, a computer and its level, a remote player) and the
score. The log keeps a line per move and always shows the newest one, also after a
resume.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QGridLayout, QLabel, QListWidget, QListWidgetItem, QWidget

from app.fonts import SANS
from app.shown_names import breakable
from app.table.line_sizes import LineSizes
from app.table.seat_words import seat_kind_text
from app.theme import px
from engines.table.seats import Seat

__all__ = ["GameLog", "SeatLine", "SeatStrips"]

#: The item role that remembers whether a log line is marked (a computer's newest move).
_MARKED = Qt.ItemDataRole.UserRole + 1

#: The pointer beside the seat to act.
TO_ACT = "▶"


@dataclass(frozen=True)
class SeatLine:
    """What one strip shows."""

    seat: Seat
    score: str
    to_act: bool = False


class SeatStrips(QWidget):
    def __init__(self, game: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game  # a game's computer players may have names of their own (see seat_words)
        self.setObjectName("seatStrips")
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(px(6))
        self.grid.setVerticalSpacing(px(2))
        self.grid.setColumnStretch(1, 1)  # the names take the spare width, not the pointer
        self.rows: list[tuple[QLabel, QLabel, QLabel]] = []
        #: What each label shows, by the label's id: its words and (bold, type size).
        self._shown: dict[int, tuple[str, tuple[bool, int]]] = {}
        #: The score under the name rather than beside it (a narrow column: presenter mode on a
        #: small screen), so neither is cut to a word per line.
        self.stacked = False

    #: Below this width (pixels at scale 1) each score goes under its name.
    STACK_BELOW = 300

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        stacked = self.width() < px(self.STACK_BELOW)
        if stacked != self.stacked:
            self.stacked = stacked
            for index in range(len(self.rows)):
                self._place(index)

    def _place(self, index: int) -> None:
        pointer, name, score = self.rows[index]
        for label in (pointer, name, score):
            self.grid.removeWidget(label)
        top = Qt.AlignmentFlag.AlignTop
        if self.stacked:
            self.grid.addWidget(pointer, 2 * index, 0, top)
            self.grid.addWidget(name, 2 * index, 1, 1, 2)
            self.grid.addWidget(score, 2 * index + 1, 1, 1, 2, top)
            score.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        else:
            self.grid.addWidget(pointer, index, 0, top)
            self.grid.addWidget(name, index, 1)
            self.grid.addWidget(score, index, 2, top)
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _row(self, index: int) -> tuple[QLabel, QLabel, QLabel]:
        while len(self.rows) <= index:
            pointer, name, score = QLabel(), QLabel(), QLabel()
            for label in (pointer, name, score):
                label.setTextFormat(Qt.TextFormat.PlainText)  # a name is text, whoever typed it
            name.setWordWrap(True)
            score.setWordWrap(True)  # "0 de 3 pontos" in presenter mode takes two lines, never cut
            name.setObjectName(f"seatName{len(self.rows)}")
            score.setObjectName(f"seatScore{len(self.rows)}")
            self.rows.append((pointer, name, score))
            self._place(len(self.rows) - 1)
        return self.rows[index]

    def show_seats(self, lines: Sequence[SeatLine]) -> None:
        """Show a strip per line; only the labels whose words or type changed are touched (a move
        changes a score and the seat to act, and setting a label's font lays the column out again)."""
        to_play = QCoreApplication.translate("SeatStrips", "to play: ")
        for index, line in enumerate(lines):
            pointer, name, score = self._row(index)
            kind = seat_kind_text(line.seat, self.game)
            shown = f"{line.seat.name} · {kind}" if kind else line.seat.name
            look = (line.to_act, px(16))
            words = (TO_ACT if line.to_act else "", breakable(shown), line.score)
            for label, text in zip((pointer, name, score), words, strict=True):
                if self._shown.get(id(label)) != (text, look):
                    self._shown[id(label)] = (text, look)
                    label.setText(text)
                    font = QFont(SANS)
                    font.setPixelSize(look[1])
                    font.setBold(line.to_act)
                    label.setFont(font)
                    label.setVisible(True)
            heard = (to_play if line.to_act else "") + shown
            if name.accessibleName() != heard:
                name.setAccessibleName(heard)
        for row in self.rows[len(lines) :]:
            for label in row:
                self._shown.pop(id(label), None)
                label.setVisible(False)


class GameLog(QListWidget):
    """A line per move; the newest is always in view.

    Wrapped lines get their real heights only when the list is laid out, which for a
    resumed game happens after the lines were added (the view was still hidden): so the
    log *follows* its end — every change of its scroll range while following moves it to
    the new end — until the reader scrolls up, and a new line follows again.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAlternatingRowColors(True)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._follow = True
        #: The lines shown (text, marked), as :meth:`set_lines` compares them: reading them back
        #: from the items cost two calls into Qt per line at every move.
        self._shown: list[tuple[str, bool]] = []
        #: Each line's size, measured once (adding a line had the list measure them all again).
        self.sizes = LineSizes(self)
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._on_range)
        bar.valueChanged.connect(self._on_scroll)

    def set_lines(self, lines: Sequence[tuple[str, bool]]) -> None:
        """Show exactly ``lines`` (text, whether to mark it), scrolled to the newest.

        The lines already shown as asked stay: after a move only the last line or two
        change, and rebuilding a long log in the frame a move arrives in costs more than
        the frame has.
        """
        wanted = list(lines)
        shown = self._shown
        if wanted[: len(shown)] == shown:  # the usual move: lines added after those shown
            same = len(shown)
        else:
            pairs = enumerate(zip(shown, wanted, strict=False))
            same = next((row for row, (was, now) in pairs if was != now), len(wanted))
        for row in range(len(shown) - 1, same - 1, -1):
            self.takeItem(row)
        del shown[same:]
        self.sizes.measure([self._add(text, marked) for text, marked in wanted[same:]])
        self._to_end()

    def add_line(self, text: str, marked: bool = False) -> None:
        self.sizes.measure([self._add(text, marked)])
        self._to_end()

    def _to_end(self) -> None:
        self._follow = True
        self.scrollToBottom()

    def _on_range(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(maximum)

    def _on_scroll(self, value: int) -> None:
        self._follow = value >= self.verticalScrollBar().maximum()

    def _add(self, text: str, marked: bool) -> QListWidgetItem:
        item = QListWidgetItem(text)
        item.setData(_MARKED, marked)
        self._shown.append((text, marked))
        if marked:  # a computer's move: bold and a marker, not colour alone
            font = QFont(SANS)
            font.setBold(True)
            item.setFont(font)
            item.setBackground(QBrush(QColor(255, 240, 200)))
        self.addItem(item)
        return item

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.sizes.follow()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.sizes.again()

    def texts(self) -> list[str]:
        return [text for text, _marked in self._shown]
