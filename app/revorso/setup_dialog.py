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
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate_message
from app.settings import REVORSO_SEATS, Settings
from app.table.seat_editor import PERSON, SeatEditor
from app.table.seat_strips import seat_kind_text
from engines.manifest import game_spec
from engines.revorso import RevorsoState
from engines.table.seats import Seat, SeatError, TableSetup, clean_name, default_name

__all__ = ["SetupDialog", "remember_seats", "remembered_seats"]

MAX_SEATS = RevorsoState.max_players
#: The settings key of the seats chosen last.
SEATS_KEY = REVORSO_SEATS.key
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
    raw = settings.get(REVORSO_SEATS)
    try:
        data = json.loads(str(raw)) if raw else None
        if isinstance(data, list) and RevorsoState.min_players <= len(data) <= MAX_SEATS:
            return tuple(Seat.from_json(item, i) for i, item in enumerate(data))
    except (ValueError, RecursionError, SeatError):
        pass
    return default_seats()


def remember_seats(settings: Settings, seats: Sequence[Seat]) -> None:
    settings.set_value(SEATS_KEY, json.dumps([seat.to_json() for seat in seats]))


class SetupDialog(QDialog):
    def __init__(
        self, seats: Sequence[Seat], options: Mapping[str, object], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("revorsoSetup")
        self.count = QSpinBox()
        self.count.setRange(RevorsoState.min_players, MAX_SEATS)
        self.count.setValue(max(RevorsoState.min_players, len(seats)))
        self.seat_rows = SeatEditor("revorso", MAX_SEATS, self._choice_label, lambda i: str(i + 1))
        self.names, self.kinds = self.seat_rows.names, self.seat_rows.kinds
        for i in range(MAX_SEATS):
            if i < len(seats):
                self.seat_rows.set_seat(i, seats[i])
            else:
                self.kinds[i].setCurrentIndex(min(2, len(CHOICES) - 1))
        self.count.valueChanged.connect(self.seat_rows.set_count)
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
        layout.addWidget(self.seat_rows)
        layout.addWidget(self.switch_after_stop)
        layout.addWidget(buttons)
        self.retranslate_ui()
        self.seat_rows.set_count(self.count.value())

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
        self.seat_rows.retranslate_ui()
        self.switch_after_stop.setText(
            self.tr("Switch may also be played after a forced stop (Hibernate or an empty deck)")
        )
        self.ok_button.setText(self.tr("&Start"))

    def _choice_label(self, kind: str, level: str) -> str:
        if kind == PERSON:
            return self.tr("Person")
        if kind == "strong":
            levels = {
                "easy": self.tr("Bot, easy"),
                "medium": self.tr("Bot, medium"),
                "hard": self.tr("Bot, hard"),
            }
            return levels[level]
        return seat_kind_text(Seat.computer("", kind, level))

    def setup(self) -> TableSetup:
        """The game the dialog describes (a random seed unless one was typed)."""
        seats = self.seat_rows.seats(self.count.value())
        text = self.seed.text().strip()
        seed = int(text) if text.isdigit() else secrets.randbelow(1_000_000)
        options = {"switch_after_forced_stop": self.switch_after_stop.isChecked()}
        return TableSetup("revorso", tuple(seats), seed, options)
