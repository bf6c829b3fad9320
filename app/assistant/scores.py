"""The score keeper: players in rows, rounds in columns, totals and the game's tie rule, saved."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.assistant.score_model import (
    MAX_PLAYERS,
    SCORES_FILE,
    ScoreBook,
    ScoreSheet,
    load_book,
    save_book,
)
from app.assistant.widgets import BigText, GameChooser, ToolFrame, game_name, title_font
from app.fonts import SANS
from app.i18n import translate_message
from app.theme import ACCENTS, INK, px
from engines.manifest import TieBreak, game_spec

__all__ = ["ScoresPage"]

log = logging.getLogger(__name__)

LEADER_BACKGROUND = QColor("#fff1b8")
TOTAL_BACKGROUND = QColor("#efe6d4")


class ScoresPage(QWidget):
    """Every change is saved at once; the table and the result line go full screen together."""

    def __init__(self, data_dir: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.can_save = True
        self._filling = False
        loaded = load_book(data_dir, self._default_names(2))
        self.book: ScoreBook = loaded.book
        self.load_error = loaded.error
        self.kept_as = loaded.kept_as
        if loaded.kept_as is not None and loaded.kept_as == data_dir / SCORES_FILE:
            self.can_save = False  # the unreadable file could not be moved: never overwrite it

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(px(8))
        self.banner = QLabel()
        self.banner.setObjectName("scoresBanner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(
            f"background: #fde3d3; border: {px(2)}px solid {ACCENTS['vermillion'].name()};"
            f" border-radius: {px(6)}px; padding: {px(8)}px;"
        )
        self.chooser = GameChooser()
        self.chooser.game_changed.connect(self.show_game)
        bar = QHBoxLayout()
        self.add_player_button = QPushButton()
        self.add_player_button.setObjectName("scoresAddPlayer")
        self.add_player_button.clicked.connect(self.add_player)
        self.remove_player_button = QPushButton()
        self.remove_player_button.setObjectName("scoresRemovePlayer")
        self.remove_player_button.clicked.connect(self.remove_player)
        self.add_round_button = QPushButton()
        self.add_round_button.setObjectName("scoresAddRound")
        self.add_round_button.clicked.connect(self.add_round)
        self.remove_round_button = QPushButton()
        self.remove_round_button.setObjectName("scoresRemoveRound")
        self.remove_round_button.clicked.connect(self.remove_round)
        self.new_game_button = QPushButton()
        self.new_game_button.setObjectName("scoresNewGame")
        self.new_game_button.clicked.connect(self.new_game)
        for button in (
            self.add_player_button,
            self.remove_player_button,
            self.add_round_button,
            self.remove_round_button,
        ):
            bar.addWidget(button)
        bar.addStretch(1)

        content = QWidget()
        body = QVBoxLayout(content)
        body.setContentsMargins(0, 0, 0, 0)
        self.table = QTableWidget()
        self.table.setObjectName("scoresTable")
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.table.itemChanged.connect(self._item_changed)
        body.addWidget(self.table, 1)
        self.result = BigText("")
        self.result.setObjectName("scoresResult")
        self.result.setMinimumHeight(px(48))
        self.result.setMaximumHeight(px(90))
        body.addWidget(self.result)
        self.rule = QLabel()
        self.rule.setObjectName("subtitle")
        self.rule.setWordWrap(True)
        body.addWidget(self.rule)
        self.frame = ToolFrame(content)
        self.frame.above.addWidget(self.banner)
        self.frame.above.addWidget(self.chooser)
        self.frame.above.addLayout(bar)
        self.frame.header.insertWidget(1, self.new_game_button)
        outer.addWidget(self.frame, 1)

        self.chooser.set_game(self.book.current)
        self.retranslate()
        self.apply_fonts()

    # -- model -----------------------------------------------------------------------

    def _default_names(self, count: int) -> list[str]:
        return [self.tr("Player %1").replace("%1", str(n + 1)) for n in range(count)]

    @property
    def sheet(self) -> ScoreSheet:
        return self.book.sheets[self.book.current]

    def show_game(self, game: str) -> None:
        self.book.current = game
        self.chooser.set_game(game)
        self._update_title()
        self.fill()
        self.save()

    def _update_title(self) -> None:
        self.frame.set_texts(
            self.tr("Score keeper: %1").replace("%1", game_name(self.sheet.game)),
            self.tr("Type over a cell or double-click it; names too. Everything is saved."),
        )

    def add_player(self) -> None:
        if len(self.sheet.players) < MAX_PLAYERS:
            self.sheet.add_player(self.tr("Player %1").replace("%1", str(len(self.sheet.players) + 1)))
            self._changed()

    def remove_player(self) -> None:
        row = self.table.currentRow()
        if len(self.sheet.players) > 1:
            self.sheet.remove_player(
                row if 0 <= row < len(self.sheet.players) else len(self.sheet.players) - 1
            )
            self._changed()

    def add_round(self) -> None:
        self.sheet.add_round()
        self._changed()
        self.table.setCurrentCell(0, len(self.sheet.rounds))

    def remove_round(self) -> None:
        self.sheet.remove_last_round()
        self._changed()

    def new_game(self) -> None:
        self.sheet.clear_scores()
        self._changed()

    def set_score(self, seat: int, round_index: int, points: int) -> None:
        """Type ``points`` into a cell, as a user would (used by tests and screenshots)."""
        self.cell(seat, 1 + round_index).setData(Qt.ItemDataRole.EditRole, points)

    def set_tie_break(self, seat: int, count: int) -> None:
        """Type the tie-break ``count`` of ``seat`` (Revorso's honey cards) into its cell."""
        self.cell(seat, self._tie_break_column()).setData(Qt.ItemDataRole.EditRole, count)

    def cell(self, row: int, column: int) -> QTableWidgetItem:
        """The table's cell at ``row``, ``column`` (every cell of the sheet exists)."""
        item = self.table.item(row, column)
        assert item is not None, f"no cell at {row}, {column}"
        return item

    def _changed(self) -> None:
        self.fill()
        self.save()

    def save(self) -> None:
        if not self.can_save:
            return
        try:
            save_book(self.data_dir, self.book)
        except OSError as exc:
            log.warning("cannot save the scores: %s", exc)
            self._show_banner(
                self.tr("The scores cannot be saved in %1 (%2); they stay on screen.")
                .replace("%1", str(self.data_dir))
                .replace("%2", translate_message(exc.strerror or str(exc)))
            )

    # -- table -----------------------------------------------------------------------

    def _tie_break(self) -> TieBreak | None:
        """The column the game's manifest keeps beside the rounds to break a tie, if any."""
        return game_spec(self.sheet.game).tie_break

    def _tie_break_column(self) -> int:
        return 1 + len(self.sheet.rounds)

    def _total_column(self) -> int:
        return 1 + len(self.sheet.rounds) + (1 if self._tie_break() is not None else 0)

    def fill(self) -> None:
        sheet = self.sheet
        self._filling = True
        rounds = len(sheet.rounds)
        tie_break = self._tie_break()
        headers = [self.tr("Player")]
        headers += [self.tr("R%1").replace("%1", str(r + 1)) for r in range(rounds)]
        if tie_break is not None:
            headers.append(translate_message(tie_break.header))
        headers.append(self.tr("Total"))
        self.table.clear()
        self.table.setRowCount(len(sheet.players))
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        outcome = sheet.outcome()
        totals = sheet.totals()
        normal = QFont(SANS)
        normal.setPixelSize(px(22))
        bold = QFont(normal)
        bold.setBold(True)
        for seat, name in enumerate(sheet.players):
            leader = seat in outcome.leaders
            name_item = QTableWidgetItem(name)
            name_item.setFont(normal)
            if leader:
                name_item.setFont(bold)
            self.table.setItem(seat, 0, name_item)
            for r in range(rounds):
                item = QTableWidgetItem()
                item.setData(Qt.ItemDataRole.EditRole, sheet.rounds[r][seat])
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setFont(normal)
                self.table.setItem(seat, 1 + r, item)
            if tie_break is not None:
                count = QTableWidgetItem()
                count.setData(Qt.ItemDataRole.EditRole, sheet.tie_break[seat])
                count.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                count.setFont(normal)
                count.setToolTip(translate_message(tie_break.tooltip))
                self.table.setItem(seat, self._tie_break_column(), count)
            total = QTableWidgetItem(f"★ {totals[seat]}" if leader else str(totals[seat]))
            total.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            total.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            total.setFont(bold)
            total.setBackground(QBrush(LEADER_BACKGROUND if leader else TOTAL_BACKGROUND))
            self.table.setItem(seat, self._total_column(), total)
            if leader:
                name_item.setBackground(QBrush(LEADER_BACKGROUND))
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(px(72))
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setDefaultSectionSize(px(84))
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        self.table.resizeColumnToContents(0)
        self.table.setColumnWidth(0, max(px(240), self.table.columnWidth(0) + px(24)))
        self.table.setColumnWidth(self._total_column(), px(110))
        self._filling = False
        self._show_outcome()
        self.remove_player_button.setEnabled(len(sheet.players) > 1)
        self.add_player_button.setEnabled(len(sheet.players) < MAX_PLAYERS)
        self.remove_round_button.setEnabled(rounds > 1)

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        sheet, row, column = self.sheet, item.row(), item.column()
        if column == 0:
            text = item.text().strip()
            sheet.players[row] = text or sheet.players[row]
        else:
            value = item.data(Qt.ItemDataRole.EditRole)
            try:
                number = int(value)
            except (TypeError, ValueError):
                number = None
            if number is None:
                pass  # not a number: the cell goes back to what it was
            elif column == self._total_column():
                return
            elif self._tie_break() is not None and column == self._tie_break_column():
                sheet.tie_break[row] = max(0, number)
            else:
                sheet.rounds[column - 1][row] = number
        current = (self.table.currentRow(), self.table.currentColumn())
        self._changed()
        self.table.setCurrentCell(*current)

    def _show_outcome(self) -> None:
        sheet = self.sheet
        outcome = sheet.outcome()
        names = ", ".join(sheet.players[p] for p in outcome.leaders)
        if outcome.decided_by == "none":
            text = self.tr("Enter the points of each round")
        elif outcome.decided_by == "target" and len(outcome.leaders) > 1:
            text = self.tr("★ %1 share the win!").replace("%1", names)
        elif outcome.decided_by == "target":
            text = self.tr("★ %1 wins!").replace("%1", names)
        elif outcome.decided_by == "tie_break" and (tie_break := self._tie_break()) is not None:
            text = translate_message(tie_break.result_for(names))
        elif outcome.decided_by == "shared":
            text = self.tr("★ Sharing the lead: %1").replace("%1", names)
        else:
            text = self.tr("★ In the lead: %1").replace("%1", names)
        self.result.setText(text)
        self.result.set_colour(ACCENTS["green"].darker(150) if outcome.finished else INK)
        self.rule.setText(translate_message(game_spec(sheet.game).winner_rule))

    def _show_banner(self, text: str) -> None:
        self.banner.setText("⚠ " + text)
        self.banner.setVisible(bool(text))

    # -- texts and fonts -------------------------------------------------------------

    def retranslate(self) -> None:
        self.chooser.retranslate()
        self.add_player_button.setText(self.tr("+ Player"))
        self.remove_player_button.setText(self.tr("− Player"))
        self.remove_player_button.setToolTip(self.tr("Remove the selected player"))
        self.add_round_button.setText(self.tr("+ &Round"))
        self.remove_round_button.setText(self.tr("− Last round"))
        self.new_game_button.setText(self.tr("&New game"))
        self.new_game_button.setToolTip(self.tr("Clear the scores, keep the players"))
        self.table.setAccessibleName(self.tr("Scores: type a number in a cell"))
        self._update_title()
        if self.load_error:
            kept = self.kept_as.name if self.kept_as is not None else SCORES_FILE
            self._show_banner(
                self.tr("%1 A fresh score sheet was started; the old file is kept as %2.")
                .replace("%1", translate_message(self.load_error))
                .replace("%2", kept)
            )
        else:
            self._show_banner("")
        self.fill()

    def apply_fonts(self) -> None:
        self.chooser.apply_fonts()
        font = QFont(SANS)
        font.setPixelSize(px(22))
        self.table.setFont(font)
        self.table.verticalHeader().setDefaultSectionSize(px(44))
        self.table.verticalHeader().setVisible(False)
        header_font = title_font(16)
        self.table.horizontalHeader().setFont(header_font)
        self.fill()
