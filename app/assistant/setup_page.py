"""The setup wizard: a game, a player count (and a level) give a checklist to tick off."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.assistant.setup_texts import translated_text
from app.assistant.widgets import GameChooser, title_font
from app.fonts import SANS
from app.theme import ACCENTS, px
from engines.manifest import game_spec
from engines.recto_verso.pieces import level_pieces
from engines.setup_guide import ChecklistItem, checklist

__all__ = ["SetupChecklistPage"]

LEVELS = ("easy", "hard")


class SetupChecklistPage(QWidget):
    """Ticks are remembered per game, player count and level until "Untick all"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.items: list[ChecklistItem] = []
        self.ticks: dict[tuple[str, int, str], set[str]] = {}
        self._building = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(px(8))
        self.title = QLabel()
        self.title.setObjectName("viewTitle")
        outer.addWidget(self.title)
        self.chooser = GameChooser()
        self.chooser.game_changed.connect(self._game_changed)
        outer.addWidget(self.chooser)

        row = QHBoxLayout()
        self.players_label = QLabel()
        self.players = QSpinBox()
        self.players.setObjectName("setupPlayers")
        self.players_label.setBuddy(self.players)
        self.players.valueChanged.connect(self.refresh)
        self.level_label = QLabel()
        self.level = QComboBox()
        self.level.setObjectName("setupLevel")
        self.level_label.setBuddy(self.level)
        self.level.addItems(["", ""])
        self.level.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.level.currentIndexChanged.connect(self.refresh)
        self.progress = QLabel()
        self.progress.setObjectName("setupProgress")
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("setupReset")
        self.reset_button.clicked.connect(self.reset_ticks)
        row.addWidget(self.players_label)
        row.addWidget(self.players)
        row.addSpacing(px(20))
        row.addWidget(self.level_label)
        row.addWidget(self.level)
        row.addStretch(1)
        row.addWidget(self.progress)
        row.addSpacing(px(12))
        row.addWidget(self.reset_button)
        outer.addLayout(row)

        self.rows: list[CheckRow] = []
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("setupChecklist")
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list_widget = QWidget()
        self.list_widget.setObjectName("setupChecklistBody")
        self.list_layout = QVBoxLayout(self.list_widget)
        self.list_layout.setSpacing(0)
        self.list_layout.addStretch(1)
        self.scroll_area.setWidget(self.list_widget)
        outer.addWidget(self.scroll_area, 1)
        self._set_range(self.chooser.game())
        self.retranslate()
        self.apply_fonts()

    # -- state -----------------------------------------------------------------------

    @property
    def game(self) -> str:
        return self.chooser.game()

    @property
    def level_name(self) -> str:
        return LEVELS[max(0, self.level.currentIndex())]

    def _has_levels(self, game: str) -> bool:
        """Whether ``game``'s checklist depends on a level (its manifest's setup choices)."""
        return "level" in game_spec(game).setup_choices

    def config(self) -> tuple[str, int, str]:
        return (self.game, self.players.value(), self.level_name if self._has_levels(self.game) else "")

    def choose(self, game: str, players: int, level: str = "easy") -> None:
        """Set every choice at once (used by screenshots and tests)."""
        self._building = True
        self.chooser.set_game(game)
        self._set_range(game)
        self.players.setValue(players)
        self.level.setCurrentIndex(LEVELS.index(level))
        self._building = False
        self.refresh()

    def _set_range(self, game: str) -> None:
        spec = game_spec(game)
        self.players.blockSignals(True)
        self.players.setRange(spec.box_players.start, spec.box_players.stop - 1)
        self.players.setValue(spec.default_players)
        self.players.blockSignals(False)

    def _game_changed(self, game: str) -> None:
        if self._building:
            return
        self._set_range(game)
        self.refresh()

    def refresh(self) -> None:
        if self._building:
            return
        game, players, level = self.config()
        self.level.setVisible(self._has_levels(game))
        self.level_label.setVisible(self._has_levels(game))
        self.items = checklist(game, players, **({"level": level} if level else {}))
        done = self.ticks.get(self.config(), set())
        for row in self.rows:
            self.list_layout.removeWidget(row)
            row.hide()
            row.setParent(None)
            row.deleteLater()
        self.rows = []
        for number, entry in enumerate(self.items, start=1):
            row = CheckRow(entry.key, f"{number}. {translated_text(entry)}", entry.key in done)
            row.box.toggled.connect(self._ticked)
            self.list_layout.insertWidget(len(self.rows), row)
            self.rows.append(row)
        self._apply_row_fonts()
        self._update_progress()

    def texts(self) -> list[str]:
        return [row.label.text() for row in self.rows]

    def ticked_keys(self) -> set[str]:
        return {row.key for row in self.rows if row.box.isChecked()}

    def tick(self, index: int, on: bool = True) -> None:
        self.rows[index].box.setChecked(on)

    def _ticked(self, _on: bool) -> None:
        self.ticks[self.config()] = self.ticked_keys()
        self._update_progress()

    def reset_ticks(self) -> None:
        self.ticks.pop(self.config(), None)
        self.refresh()

    def _update_progress(self) -> None:
        done, total = len(self.ticked_keys()), len(self.rows)
        if total and done == total:
            self.progress.setText(self.tr("✔ All set: enjoy the game!"))
        else:
            self.progress.setText(self.tr("%1 of %2 done").replace("%1", str(done)).replace("%2", str(total)))
        self.reset_button.setEnabled(done > 0)

    # -- texts and fonts -------------------------------------------------------------

    def retranslate(self) -> None:
        self.title.setText(self.tr("Setup checklist"))
        self.chooser.retranslate()
        self.players_label.setText(self.tr("&Players:"))
        self.level_label.setText(self.tr("&Level:"))
        for index, level in enumerate(LEVELS):
            text = self.tr("Easy (%1 pieces)") if level == "easy" else self.tr("Hard (%1 pieces)")
            self.level.setItemText(index, text.replace("%1", str(len(level_pieces(level)))))
        self.reset_button.setText(self.tr("&Untick all"))
        self.scroll_area.setAccessibleName(self.tr("Setup checklist: Tab to an item, Space ticks it"))
        self.refresh()

    def apply_fonts(self) -> None:
        self.chooser.apply_fonts()
        self._apply_row_fonts()
        for widget in (self.players, self.level, self.players_label, self.level_label, self.progress):
            widget.setFont(title_font(16, bold=widget is self.progress))

    def _apply_row_fonts(self) -> None:
        font = QFont(SANS)
        font.setPixelSize(px(19))
        self.list_widget.setStyleSheet(
            f"QWidget#setupChecklistBody {{ background: #fffdf8; }}"
            f"QFrame#checkRow {{ border-bottom: 1px solid #e3dccd; }}"
            f"QCheckBox::indicator {{ width: {px(24)}px; height: {px(24)}px; }}"
            f"QCheckBox:focus {{ border: {px(3)}px solid {ACCENTS['blue'].name()};"
            f" border-radius: {px(4)}px; }}"
        )
        for row in self.rows:
            row.label.setFont(font)
            layout = row.layout()
            assert layout is not None
            layout.setContentsMargins(px(10), px(8), px(10), px(8))


class CheckRow(QFrame):
    """One checklist line: a tick box and its text, which wraps; a click on the text ticks too."""

    def __init__(self, key: str, text: str, checked: bool) -> None:
        super().__init__()
        self.key = key
        self.setObjectName("checkRow")
        layout = QHBoxLayout(self)
        self.box = QCheckBox()
        self.box.setChecked(checked)
        self.box.setAccessibleName(text)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        layout.addWidget(self.box, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.box.toggle()
            self.box.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mouseReleaseEvent(event)
