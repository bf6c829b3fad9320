"""The end of a game: scores, the winner(s), the solo ranking, and what to do next."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QWidget

from app.buttons import push_button
from app.fonts import SANS
from app.i18n import translate_message
from app.theme import px
from app.widgets import centred_row, page_column, text_label
from engines.verso.rules import SOLO_RANKS

__all__ = ["EndPage"]


class EndPage(QWidget):
    replay = Signal()
    new_game = Signal()
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = page_column(self, "versoEnd", (40, 24))
        layout.addStretch(1)
        self.headline = text_label("endHeadline", wrap=True, centred=True)
        self.rank = text_label("endRank", wrap=True, centred=True)
        self.scores = text_label("endScores", centred=True)
        self.scores.setTextFormat(Qt.TextFormat.RichText)
        self.seed = text_label("subtitle", centred=True)
        for label in (self.headline, self.rank, self.scores, self.seed):
            layout.addWidget(label)
        self.back_button = push_button(clicked=self.back)
        self.replay_button = push_button("replayButton", self.replay)
        self.new_button = push_button("primary", self.new_game)
        layout.addLayout(centred_row(self.back_button, self.replay_button, self.new_button))
        layout.addStretch(2)
        self._result: tuple[list[str], list[int], list[int], int] | None = None
        self.apply_fonts()
        self.retranslate_ui()

    def apply_fonts(self) -> None:
        big = QFont(SANS)
        big.setBold(True)
        big.setPixelSize(px(34))
        self.headline.setFont(big)
        mid = QFont(SANS)
        mid.setPixelSize(px(22))
        self.rank.setFont(mid)
        body = QFont(SANS)
        body.setPixelSize(px(18))
        self.scores.setFont(body)

    def show_result(self, names: list[str], points: list[int], winners: list[int], seed: int) -> None:
        self._result = (names, points, winners, seed)
        self.retranslate_ui()
        self.new_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate_ui(self) -> None:
        self.replay_button.setText(self.tr("Replay this &deal"))
        self.new_button.setText(self.tr("&New game"))
        self.back_button.setText(self.tr("Look at the &table"))
        if self._result is None:
            return
        names, points, winners, seed = self._result
        if len(names) == 1:
            score = points[0]
            self.headline.setText(self.tr("You scored %1 points").replace("%1", str(score)))
            label = next(label for low, label in SOLO_RANKS if score >= low)
            steps = " · ".join(
                (f"<b>[{low}+ {html.escape(translate_message(text))}]</b>" if text == label else f"{low}+")
                for low, text in reversed(SOLO_RANKS)
                if low
            )
            self.rank.setText(translate_message(label))
            self.scores.setText(
                steps
                + "<br><small>"
                + self.tr("35 is an average game; the designers' best is 64.")
                + "</small>"
            )
        else:
            won = [names[i] for i in winners]
            if len(won) == 1:
                self.headline.setText(self.tr("%1 wins!").replace("%1", won[0]))
            else:
                self.headline.setText(self.tr("A tie: %1 share the win").replace("%1", " & ".join(won)))
            self.rank.setText("")
            order = sorted(range(len(names)), key=lambda i: -points[i])
            rows = "".join(
                f"<tr><td>{'★ ' if i in winners else ''}{html.escape(names[i])}</td>"
                f"<td align='right'>&nbsp;&nbsp;<b>{points[i]}</b></td></tr>"
                for i in order
            )
            self.scores.setText(f"<table align='center' cellpadding='4'>{rows}</table>")
        self.seed.setText(self.tr("Deal number %1").replace("%1", str(seed)))
