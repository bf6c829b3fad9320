"""The end of a Revorso game: the ranking, and why the winner won (the honey tiebreak)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.theme import px

__all__ = ["EndScreen", "ranking"]


def ranking(scores: Sequence[int], honey: Sequence[int]) -> list[tuple[int, int]]:
    """(place, seat) best first: more points, then more honey; equal on both share a place."""
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], -honey[s], s))
    places: list[tuple[int, int]] = []
    for index, seat in enumerate(order):
        if index and (scores[seat], honey[seat]) == (scores[order[index - 1]], honey[order[index - 1]]):
            places.append((places[-1][0], seat))
        else:
            places.append((index + 1, seat))
    return places


class EndScreen(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("revorsoEnd")
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # "Ana wins!"
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.grid = QGridLayout()
        self.explain = QLabel()
        self.explain.setTextFormat(Qt.TextFormat.PlainText)
        self.explain.setWordWrap(True)
        self.explain.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.again = QPushButton()
        self.again.setObjectName("primary")
        self.new_game = QPushButton()
        self.show_table = QPushButton()
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for button in (self.again, self.new_game, self.show_table):
            buttons.addWidget(button)
        buttons.addStretch(1)
        grid_row = QHBoxLayout()
        grid_row.addStretch(1)
        grid_row.addLayout(self.grid)
        grid_row.addStretch(1)
        self.panel = QFrame()
        self.panel.setObjectName("endPanel")
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        centre = QHBoxLayout()
        centre.addStretch(1)
        centre.addWidget(self.panel, 4)
        centre.addStretch(1)
        outer.addLayout(centre)
        outer.addStretch(2)
        layout = QVBoxLayout(self.panel)
        self._panel_layout = layout
        layout.addWidget(self.title)
        layout.addSpacing(px(12))
        layout.addLayout(grid_row)
        layout.addSpacing(px(12))
        layout.addWidget(self.explain)
        layout.addSpacing(px(16))
        layout.addLayout(buttons)
        self._cells: list[QWidget] = []
        self._last: tuple[list[str], list[int], list[int], int | None] | None = None
        self.apply_scale()
        self.retranslate_ui()

    def apply_scale(self) -> None:
        self.panel.setStyleSheet(
            f"#endPanel {{ background: #fffdf8; border: {px(2)}px solid #b9ad97;"
            f" border-radius: {px(16)}px; }}"
        )
        self.panel.setMaximumWidth(px(760))
        self._panel_layout.setContentsMargins(px(28), px(22), px(28), px(22))
        self.title.setStyleSheet(f"font-size: {px(32)}px; font-weight: bold;")
        self.grid.setHorizontalSpacing(px(28))
        self.grid.setVerticalSpacing(px(6))
        if self._last is not None:
            self.show_result(*self._last)

    def retranslate_ui(self) -> None:
        self.again.setText(self.tr("Play &again"))
        self.again.setToolTip(self.tr("The same players, a new deal"))
        self.new_game.setText(self.tr("&New game…"))
        self.show_table.setText(self.tr("Look at the &table"))
        if self._last is not None:
            self.show_result(*self._last)

    def show_result(
        self, names: list[str], scores: list[int], honey: list[int], you: int | None = None
    ) -> None:
        """The ranking; ``you`` is the seat of the person at the screen, told "You win!"."""
        self._last = (names, scores, honey, you)
        for cell in self._cells:
            self.grid.removeWidget(cell)
            cell.deleteLater()
        self._cells = []
        places = ranking(scores, honey)
        winners = [seat for place, seat in places if place == 1]
        others = [names[s] for s in winners if s != you]
        if winners == [you]:
            self.title.setText(self.tr("You win!"))
        elif you in winners:
            self.title.setText(
                self.tr("You share the win with %1!").replace("%1", _join(others, self.tr("and")))
            )
        elif len(winners) == 1:
            self.title.setText(self.tr("%1 wins!").replace("%1", names[winners[0]]))
        else:
            self.title.setText(
                self.tr("%1 share the win!").replace("%1", _join([names[s] for s in winners], self.tr("and")))
            )
        headers = [self.tr("Place"), self.tr("Player"), self.tr("Points"), self.tr("Honey cards")]
        for column, text in enumerate(headers):
            self._cell(f"<b>{text}</b>", 0, column)
        for row, (place, seat) in enumerate(places, start=1):
            bold = place == 1
            cells = [f"{place}.", names[seat], str(scores[seat]), str(honey[seat])]
            for column, text in enumerate(cells):
                self._cell(f"<b>{_escape(text)}</b>" if bold else _escape(text), row, column)
        self.explain.setText(self._explanation(names, scores, honey, winners, you))

    def _cell(self, html: str, row: int, column: int) -> None:
        label = QLabel(html)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setStyleSheet(f"font-size: {px(19)}px; border: none;")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter if column != 1 else Qt.AlignmentFlag.AlignLeft)
        self.grid.addWidget(label, row, column)
        self._cells.append(label)

    def _explanation(
        self, names: list[str], scores: list[int], honey: list[int], winners: list[int], you: int | None
    ) -> str:
        best = scores[winners[0]]
        tied = [s for s in range(len(scores)) if scores[s] == best]
        if len(tied) == 1:
            return self.tr(
                "Each card won is worth 1 point and honey 2. Had the top scores been equal, "
                "the player with more honey cards would have won."
            )
        if you in tied:
            return self._your_tie(names, best, honey, tied, winners, you)
        who = _join([names[s] for s in tied], self.tr("and"))
        counts = ", ".join(f"{names[s]} {honey[s]}" for s in tied)
        if len(winners) == 1:
            return (
                self.tr("%1 have %2 points each: the tie goes to the most honey cards (%3), so %4 wins.")
                .replace("%1", who)
                .replace("%2", str(best))
                .replace("%3", counts)
                .replace("%4", names[winners[0]])
            )
        return (
            self.tr("%1 have %2 points each and as many honey cards (%3): they share the win.")
            .replace("%1", who)
            .replace("%2", str(best))
            .replace("%3", counts)
        )

    def _your_tie(
        self, names: list[str], best: int, honey: list[int], tied: list[int], winners: list[int], you: int
    ) -> str:
        """The tie explained to the person at the screen, who is one of the tied players."""
        others = [s for s in tied if s != you]
        who = _join([names[s] for s in others], self.tr("and"))
        counts = ", ".join(
            [self.tr("you %1").replace("%1", str(honey[you]))] + [f"{names[s]} {honey[s]}" for s in others]
        )
        if len(winners) > 1:
            text = self.tr("You and %1 have %2 points each and as many honey cards (%3): you share the win.")
        elif winners == [you]:
            text = self.tr("You and %1 have %2 points each: you have the most honey cards (%3), so you win.")
        else:
            text = self.tr(
                "You and %1 have %2 points each: the tie goes to the most honey cards (%3), so %4 wins."
            )
        return (
            text.replace("%1", who)
            .replace("%2", str(best))
            .replace("%3", counts)
            .replace("%4", names[winners[0]])
        )


def _join(items: list[str], word: str) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {word} " + items[-1]


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
