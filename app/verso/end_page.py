"""The end of a game: scores, the winner(s), the solo ranking, and what to do next."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.fonts import SANS
from app.i18n import translate_message
from app.theme import px
from engines.verso.rules import SOLO_RANKS

__all__ = ["EndPage"]


class EndPage(QWidget):
    replay = Signal()
    new_game = Signal()
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("versoEnd")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(px(40), px(24), px(40), px(24))
        layout.addStretch(1)
        self.headline = QLabel()
        self.headline.setObjectName("endHeadline")
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        self.rank = QLabel()
        self.rank.setObjectName("endRank")
        self.rank.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rank.setWordWrap(True)
        layout.addWidget(self.rank)
        self.scores = QLabel()
        self.scores.setObjectName("endScores")
        self.scores.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scores.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.scores)
        self.seed = QLabel()
        self.seed.setObjectName("subtitle")
        self.seed.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.seed)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("replayButton")
        self.new_button = QPushButton()
        self.new_button.setObjectName("primary")
        self.back_button = QPushButton()
        for button, signal in (
            (self.back_button, self.back),
            (self.replay_button, self.replay),
            (self.new_button, self.new_game),
        ):
            button.clicked.connect(signal)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
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
        self.replay_button.setText(self.tr("Play again with the &same seed"))
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
        self.seed.setText(self.tr("Seed %1").replace("%1", str(seed)))
