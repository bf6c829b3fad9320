"""The end page of every card game: who won, everybody's scores, why, and what to do next.

One shape for all (docs/ARCHITECTURE.md, "The card table contract"): a game fills an
:class:`EndResult` (its headline, its sentence, the columns of its scores and a row per
player, best first) and the page lays it out on one card, with the same four ways on:
play again with a new deal, replay this deal, a new game, or a look at the table. A game
with nothing of its own gets :func:`plain_result`, read from its manifest.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from app.buttons import push_button
from app.fonts import sans_font
from app.games import game_winner_rule
from app.theme import px
from app.widgets import centred_row, text_label
from engines.table.session import TableSession

__all__ = [
    "EndResult",
    "ScoreRow",
    "TableEndPage",
    "plain_result",
    "points_column",
    "ranking",
    "winners_headline",
]


@dataclass(frozen=True)
class ScoreRow:
    """One player's line: their place (players who tie share it), name and score cells.

    A cell is text, or a widget made for this showing (a row of point tokens).
    """

    place: int
    name: str
    cells: tuple[str | QWidget, ...]
    winner: bool


@dataclass(frozen=True)
class EndResult:
    """What a game says at its end, in the language of the moment."""

    #: Who won, in one line ("Ana wins!", "You scored 41 points").
    headline: str
    #: Why, or how well: the game's own sentence (a tiebreak, a rank, the turn limit).
    sentence: str = ""
    #: The headers of the score cells, after "Place" and "Player".
    columns: tuple[str, ...] = ()
    #: Best first; none for a game played alone (its sentence and note say it all).
    rows: tuple[ScoreRow, ...] = ()
    #: Rich text under the scores (a ladder of ranks).
    note: str = ""
    #: The deal's number, so the class can replay it.
    deal: int | None = None


def ranking(keys: Sequence[tuple[float, ...]]) -> list[tuple[int, int]]:
    """(place, seat) best first, by ``keys`` compared from the first item on; seats whose keys
    are equal share a place (1, 1, 3)."""
    order = sorted(range(len(keys)), key=lambda s: (tuple(-k for k in keys[s]), s))
    places: list[tuple[int, int]] = []
    for index, seat in enumerate(order):
        if index and keys[seat] == keys[order[index - 1]]:
            places.append((places[-1][0], seat))
        else:
            places.append((index + 1, seat))
    return places


def winners_headline(names: Sequence[str], winners: Sequence[int]) -> str:
    """ "Ana wins!" or "A tie: Ana & Ben share the win"."""
    won = [names[i] for i in winners]
    if len(won) == 1:
        return QCoreApplication.translate("TableEndPage", "%1 wins!").replace("%1", won[0])
    tie = QCoreApplication.translate("TableEndPage", "A tie: %1 share the win")
    return tie.replace("%1", " & ".join(won))


def points_column() -> str:
    """The header of a column of points."""
    return QCoreApplication.translate("TableEndPage", "Points")


def plain_result(session: TableSession) -> EndResult:
    """The end of a game read from the play layer and its manifest: the scores, the winners
    and the sentence that says who wins."""
    state = session.state
    scores = state.scores()
    winners = state.winners()
    rows = tuple(
        ScoreRow(place, session.names[seat], (f"{scores[seat]:g}",), seat in winners)
        for place, seat in ranking([(score,) for score in scores])
    )
    return EndResult(
        winners_headline(session.names, winners),
        game_winner_rule(session.game),
        (points_column(),),
        rows,
        deal=session.setup.seed,
    )


class TableEndPage(QWidget):
    """Emits ``again`` (same players, a new deal), ``replay`` (this deal from its start),
    ``new_game`` (the new-game page) or ``table`` (a look at the table as it ended)."""

    again = Signal()
    replay = Signal()
    new_game = Signal()
    table = Signal()

    def __init__(self, result: Callable[[], EndResult], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableEnd")
        self._result = result
        self.panel = QFrame()
        self.panel.setObjectName("endPanel")
        self.headline = text_label("endHeadline", wrap=True, centred=True)
        self.sentence = text_label("endSentence", wrap=True, centred=True)
        for label in (self.headline, self.sentence):  # they name players: a name is never markup
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.note = text_label("endNote", wrap=True, centred=True)
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.deal = text_label("subtitle", centred=True)
        self.again_button = push_button("primary", self.again)
        self.replay_button = push_button("replayButton", self.replay)
        self.new_button = push_button("newGameButton", self.new_game)
        self.table_button = push_button("tableButton", self.table)
        #: A row under the buttons for what a game adds (Verso's solo guide).
        self.extra = QHBoxLayout()
        inside = QVBoxLayout(self.panel)
        self._inside = inside
        for label in (self.headline, self.sentence):
            inside.addWidget(label)
        inside.addLayout(centred_row(self.grid_host))
        for label in (self.note, self.deal):
            inside.addWidget(label)
        buttons = (self.again_button, self.replay_button, self.new_button, self.table_button)
        inside.addLayout(centred_row(*buttons))
        inside.addLayout(self.extra)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addLayout(centred_row(self.panel, stretch=4))
        outer.addStretch(2)
        self._cells: list[QWidget] = []
        self._shown: EndResult | None = None
        self.apply_fonts()
        self.retranslate_ui()

    def apply_fonts(self) -> None:
        """Sizes follow the interface scale (presenter mode)."""
        self.panel.setStyleSheet(
            f"#endPanel {{ background: #fffdf8; border: {px(2)}px solid #b9ad97;"
            f" border-radius: {px(16)}px; }}"
        )
        self.panel.setMaximumWidth(px(820))
        self._inside.setContentsMargins(px(28), px(22), px(28), px(22))
        self._inside.setSpacing(px(12))
        self.headline.setFont(sans_font(px(32), bold=True))
        self.sentence.setFont(sans_font(px(18)))
        self.note.setFont(sans_font(px(17)))
        self.grid.setHorizontalSpacing(px(28))
        self.grid.setVerticalSpacing(px(6))
        self._show()

    def retranslate_ui(self) -> None:
        self.again_button.setText(self.tr("&Play again"))
        self.again_button.setToolTip(self.tr("The same players, a new deal"))
        self.replay_button.setText(self.tr("Replay this &deal"))
        self.replay_button.setToolTip(self.tr("The same players and the same cards, from the start"))
        self.new_button.setText(self.tr("&New game…"))
        self.table_button.setText(self.tr("Look at the &table"))
        self._show()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def show_result(self) -> None:
        """Lay out the game's result as it stands; the first button takes the keyboard."""
        self._show(force=True)
        self.again_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show(self, force: bool = False) -> None:
        """Read the result again (its words follow the language), if it was shown once."""
        if not force and self._shown is None:
            return
        result = self._shown = self._result()
        self.headline.setText(result.headline)
        self.sentence.setText(result.sentence)
        self.sentence.setVisible(bool(result.sentence))
        self.note.setText(result.note)
        self.note.setVisible(bool(result.note))
        deal = "" if result.deal is None else self.tr("Deal number %1").replace("%1", str(result.deal))
        self.deal.setText(deal)
        self._fill(result)

    def lines(self) -> list[str]:
        """The scores as shown, a line of text per row (the header first)."""
        result = self._shown
        if result is None or not result.rows:
            return []
        header = " ".join((self.tr("Place"), self.tr("Player"), *result.columns))
        rows = [
            " ".join(cell for cell in (f"{row.place}.", row.name, *row.cells) if isinstance(cell, str))
            for row in result.rows
        ]
        return [header, *rows]

    def _fill(self, result: EndResult) -> None:
        for old in self._cells:
            self.grid.removeWidget(old)
            old.deleteLater()
        self._cells = []
        self.grid_host.setVisible(bool(result.rows))
        if not result.rows:
            return
        headers = (self.tr("Place"), self.tr("Player"), *result.columns)
        for column, text in enumerate(headers):
            self._cell(f"<b>{html.escape(text)}</b>", 0, column)
        for line, row in enumerate(result.rows, start=1):
            name = ("★ " if row.winner else "") + row.name
            cells: tuple[str | QWidget, ...] = (f"{row.place}.", name, *row.cells)
            for column, cell in enumerate(cells):
                if isinstance(cell, QWidget):
                    self.grid.addWidget(cell, line, column, Qt.AlignmentFlag.AlignCenter)
                    self._cells.append(cell)
                else:
                    text = html.escape(cell)
                    self._cell(f"<b>{text}</b>" if row.winner else text, line, column)

    def _cell(self, rich: str, row: int, column: int) -> None:
        label = QLabel(rich)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setFont(sans_font(px(19)))
        across = Qt.AlignmentFlag.AlignLeft if column == 1 else Qt.AlignmentFlag.AlignHCenter
        label.setAlignment(across | Qt.AlignmentFlag.AlignVCenter)
        self.grid.addWidget(label, row, column)
        self._cells.append(label)
