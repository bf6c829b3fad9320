"""The new-game dialog: 2 to 10 seats, each a named person or a bot, and a seed to replay a deal."""

from __future__ import annotations

import secrets

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.revorso.seats import HUMAN, LEVELS, GameSetup, Seat
from engines.revorso import RevorsoState

__all__ = ["SetupDialog", "default_seats"]

MAX_SEATS = RevorsoState.max_players


def default_seats() -> tuple[Seat, ...]:
    return (Seat("You"), Seat("Bea", "medium"), Seat("Ben", "medium"))


class SetupDialog(QDialog):
    def __init__(
        self, seats: tuple[Seat, ...], options: dict[str, object], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("revorsoSetup")
        self.count = QSpinBox()
        self.count.setRange(RevorsoState.min_players, MAX_SEATS)
        self.count.setValue(max(RevorsoState.min_players, len(seats)))
        self.count.valueChanged.connect(self._show_rows)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.numbers: list[QLabel] = []
        grid = QGridLayout()
        for i in range(MAX_SEATS):
            number = QLabel(str(i + 1))
            name = QLineEdit(seats[i].name if i < len(seats) else "")
            name.setMaxLength(24)
            kind = QComboBox()
            for _ in (HUMAN, *LEVELS):
                kind.addItem("")
            if i < len(seats):
                kind.setCurrentIndex((HUMAN, *LEVELS).index(seats[i].kind))
            else:
                kind.setCurrentIndex(2)
            grid.addWidget(number, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(kind, i, 2)
            self.numbers.append(number)
            self.names.append(name)
            self.kinds.append(kind)
        self.seed = QLineEdit()
        self.seed.setValidator(QIntValidator(0, 999_999_999, self))
        self.switch_after_stop = QCheckBox()
        self.switch_after_stop.setChecked(bool(options.get("switch_after_forced_stop", True)))
        self.count_label, self.seed_label, self.seed_hint = QLabel(), QLabel(), QLabel()
        self.seed_hint.setWordWrap(True)
        self.seed_hint.setObjectName("subtitle")
        form = QFormLayout()
        form.addRow(self.count_label, self.count)
        form.addRow(self.seed_label, self.seed)
        form.addRow("", self.seed_hint)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(grid)
        layout.addWidget(self.switch_after_stop)
        layout.addWidget(buttons)
        self.retranslate_ui()
        self._show_rows(self.count.value())

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New Revorso game"))
        self.count_label.setText(self.tr("&Players:"))
        self.count_label.setBuddy(self.count)
        self.seed_label.setText(self.tr("&Seed:"))
        self.seed_label.setBuddy(self.seed)
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed_hint.setText(
            self.tr("The same seed deals the same cards: note it to replay a game with a class.")
        )
        labels = [self.tr("Person"), self.tr("Bot, easy"), self.tr("Bot, medium"), self.tr("Bot, hard")]
        for i, kind in enumerate(self.kinds):
            for j, text in enumerate(labels):
                kind.setItemText(j, text)
            kind.setAccessibleName(self.tr("Who plays seat %1").replace("%1", str(i + 1)))
            self.names[i].setPlaceholderText(self.tr("Player %1").replace("%1", str(i + 1)))
            self.names[i].setAccessibleName(self.tr("Name of seat %1").replace("%1", str(i + 1)))
        self.switch_after_stop.setText(
            self.tr("Switch may also be played after a forced stop (Hibernate or an empty deck)")
        )
        self.ok_button.setText(self.tr("&Start"))

    def _show_rows(self, count: int) -> None:
        for i in range(MAX_SEATS):
            for widget in (self.numbers[i], self.names[i], self.kinds[i]):
                widget.setVisible(i < count)

    def setup(self) -> GameSetup:
        seats = []
        for i in range(self.count.value()):
            name = self.names[i].text().strip() or self.names[i].placeholderText()
            seats.append(Seat(name, (HUMAN, *LEVELS)[self.kinds[i].currentIndex()]))
        text = self.seed.text().strip()
        seed = int(text) if text.isdigit() else secrets.randbelow(1_000_000)
        options = {"switch_after_forced_stop": self.switch_after_stop.isChecked()}
        return GameSetup(tuple(seats), seed, options)


def focus_first(dialog: SetupDialog) -> None:
    dialog.names[0].setFocus(Qt.FocusReason.OtherFocusReason)
