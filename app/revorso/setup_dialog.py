"""The new-game dialog: 2 to 10 seats, each a named person or a bot, and a seed to replay a deal.

It builds the play layer's :class:`~engines.table.seats.TableSetup`; the computer players
it offers are the ones Revorso's manifest declares. The last seats chosen are remembered
in the settings for the next game.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping, Sequence

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

from app.i18n import translate_message
from app.settings import Settings
from app.table.seat_strips import seat_kind_text
from engines.manifest import game_spec
from engines.revorso import RevorsoState
from engines.table.seats import NAME_LIMIT, Seat, SeatError, TableSetup, clean_name, default_name

__all__ = ["SetupDialog", "remember_seats", "remembered_seats"]

MAX_SEATS = RevorsoState.max_players
#: The settings key of the seats chosen last.
SEATS_KEY = "revorso/seats"
#: What a seat may be: a person, or one of the manifest's computer players.
CHOICES: tuple[tuple[str, str] | None, ...] = (None, *game_spec("revorso").bots)


def _seat(index: int, choice: tuple[str, str] | None, name: str = "") -> Seat:
    name = clean_name(name, index) if name.strip() else translate_message(default_name(index))
    return Seat(name) if choice is None else Seat.computer(name, *choice)


def default_seats() -> tuple[Seat, ...]:
    """A person and two computer players of the middle strength."""
    middle = CHOICES[min(2, len(CHOICES) - 1)]
    return (_seat(0, None), _seat(1, middle), _seat(2, middle))


def remembered_seats(settings: Settings) -> tuple[Seat, ...]:
    """The seats of the last game set up here, or the default ones."""
    raw = settings.value(SEATS_KEY)
    try:
        data = json.loads(str(raw)) if raw else None
        if isinstance(data, list) and RevorsoState.min_players <= len(data) <= MAX_SEATS:
            return tuple(Seat.from_json(item, i) for i, item in enumerate(data))
    except (ValueError, SeatError):
        pass
    return default_seats()


def remember_seats(settings: Settings, seats: Sequence[Seat]) -> None:
    settings.set_value(SEATS_KEY, json.dumps([seat.to_json() for seat in seats]))


def _choice_of(seat: Seat) -> int:
    choice = (seat.bot, seat.level) if seat.is_bot else None
    return CHOICES.index(choice) if choice in CHOICES else 0


class SetupDialog(QDialog):
    def __init__(
        self, seats: Sequence[Seat], options: Mapping[str, object], parent: QWidget | None = None
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
            name.setMaxLength(NAME_LIMIT)
            kind = QComboBox()
            for _ in CHOICES:
                kind.addItem("")
            kind.setCurrentIndex(_choice_of(seats[i]) if i < len(seats) else min(2, len(CHOICES) - 1))
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
        labels = [self._choice_label(choice) for choice in CHOICES]
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

    def _choice_label(self, choice: tuple[str, str] | None) -> str:
        if choice is None:
            return self.tr("Person")
        if choice[0] == "strong":
            levels = {
                "easy": self.tr("Bot, easy"),
                "medium": self.tr("Bot, medium"),
                "hard": self.tr("Bot, hard"),
            }
            return levels[choice[1]]
        return seat_kind_text(Seat.computer("", *choice))

    def _show_rows(self, count: int) -> None:
        for i in range(MAX_SEATS):
            for widget in (self.numbers[i], self.names[i], self.kinds[i]):
                widget.setVisible(i < count)

    def setup(self) -> TableSetup:
        """The game the dialog describes (a random seed unless one was typed)."""
        seats = [
            _seat(i, CHOICES[self.kinds[i].currentIndex()], self.names[i].text().strip())
            for i in range(self.count.value())
        ]
        text = self.seed.text().strip()
        seed = int(text) if text.isdigit() else secrets.randbelow(1_000_000)
        options = {"switch_after_forced_stop": self.switch_after_stop.isChecked()}
        return TableSetup("revorso", tuple(seats), seed, options)
