"""The DJ05135 new-game dialog: seats (a person, a computer or a phone), the youngest, scoring, the seed.

It answers with an :class:`engines.table.seats.TableSetup`; the computer players it
offers are the game's own (``game_spec("dj05135").bots``), each with its level.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate_message
from app.phones.setup_box import PhoneSetupBox
from app.settings import Settings
from app.table.seat_editor import PERSON, SeatEditor
from app.table.speed_box import SpeedBox
from app.theme import px
from app.widgets import WrappedLabel, spin_box
from engines.table.seats import TableSetup, default_name

__all__ = ["NewGameDialog", "kind_label"]

GAME = "dj05135"
MAX_SEATS = 4
#: Who sits where before anybody changes it: two people, then two computer players.
DEFAULT_CHOICES = (PERSON, PERSON, "strong:medium", "strong:medium")
MAX_SEED = 2**31 - 1


def kind_label(kind: str, level: str) -> str:
    """How the seat combo names a person (``kind`` "person") or a computer player."""
    if kind == PERSON:
        return QCoreApplication.translate("dj05135", "A person")
    if kind == "random":
        return QCoreApplication.translate("dj05135", "Computer: beginner, collects one animal")
    if kind == "greedy":
        return QCoreApplication.translate("dj05135", "Computer: quick, no memory")
    return {
        "easy": QCoreApplication.translate("dj05135", "Computer with memory: easy"),
        "medium": QCoreApplication.translate("dj05135", "Computer with memory: medium"),
        "hard": QCoreApplication.translate("dj05135", "Computer with memory: hard"),
    }[level]


class NewGameDialog(QDialog):
    """Asks who plays; ``setup()`` gives the answer once accepted."""

    def __init__(
        self,
        previous: TableSetup | None,
        seed: int,
        parent: QWidget | None = None,
        settings: Settings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("dj05135NewGame")
        self.setWindowTitle(self.tr("New game of DJ05135"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Two to four players. Each seat is a person or a computer player. With two or more "
                "people, the computer asks you to pass it on before each person's turn, so nobody "
                "sees the other side of their own cards."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)

        form = QFormLayout()
        self.count = spin_box("players", 2, MAX_SEATS)
        form.addRow(self.tr("&Players:"), self.count)
        layout.addLayout(form)

        box = QGroupBox(self.tr("Seats, in playing order"))
        box_layout = QVBoxLayout(box)
        self.seat_rows = SeatEditor(GAME, MAX_SEATS, kind_label, self._seat_label, ids=("name", "kind"))
        self.names, self.kinds = self.seat_rows.names, self.seat_rows.kinds
        for name in self.names:
            name.textChanged.connect(self._refresh_youngest)
        box_layout.addWidget(self.seat_rows)
        layout.addWidget(box)
        self.phone_box = PhoneSetupBox(GAME, self.seat_rows)
        layout.addWidget(self.phone_box)

        options = QFormLayout()
        self.youngest = QComboBox()
        self.youngest.setObjectName("youngest")
        options.addRow(self.tr("The &youngest player starts:"), self.youngest)
        self.other_side = QCheckBox(self.tr("Score with the side the &others see"))
        self.other_side.setObjectName("otherSide")
        options.addRow(self.other_side)
        # The why under the box, wrapped: a check box's own text never wraps.
        self.other_side_note = WrappedLabel("otherSideNote")
        self.other_side_note.setText(self.tr("Harder: you must guess your own hand."))
        options.addRow(self.other_side_note)
        self.seed = spin_box("seed", 1, MAX_SEED)
        self.seed.setToolTip(self.tr("The same number deals the same cards again."))
        options.addRow(self.tr("Deal &number:"), self.seed)
        layout.addLayout(options)
        #: How long computer players wait before each move: with the seats, not on the table,
        #: where a "Computer: Normal" drop-down read like a level disagreeing with the seats'.
        self.speed: SpeedBox | None = None
        if settings is not None:
            self.speed = SpeedBox(settings)
            self.speed.setToolTip(self.tr("How long computer players wait before each move (all tables)."))
            layout.addWidget(self.speed)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the game"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setObjectName("primary")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(px(560))

        self._fill(previous, seed)
        self.count.valueChanged.connect(self._refresh_rows)
        self._refresh_rows()

    def _seat_label(self, index: int) -> str:
        return self.tr("Seat %1").replace("%1", str(index + 1))

    def _fill(self, previous: TableSetup | None, seed: int) -> None:
        seats = list(previous.seats) if previous else []
        for i in range(MAX_SEATS):
            if i < len(seats):
                self.seat_rows.set_seat(i, seats[i])
            else:
                self.names[i].setText(translate_message(default_name(i)))
                self.seat_rows.set_choice(i, DEFAULT_CHOICES[i])
        self.phone_box.set_on(self.seat_rows.phones_allowed)
        self.count.setValue(len(seats) if seats else 2)
        options = previous.options if previous is not None else {}
        self.other_side.setChecked(bool(options.get("other_side_scoring")))
        self.seed.setValue(max(1, min(MAX_SEED, seed)))
        self._refresh_youngest()
        first = int(options.get("first_player", 0))
        self.youngest.setCurrentIndex(min(first, self.youngest.count() - 1))

    def _refresh_rows(self) -> None:
        self.seat_rows.set_count(self.count.value())
        self._refresh_youngest()

    def _refresh_youngest(self) -> None:
        current = max(0, self.youngest.currentIndex())
        self.youngest.blockSignals(True)
        self.youngest.clear()
        for i in range(self.count.value()):
            self.youngest.addItem(self.seat_rows.name(i))
        self.youngest.setCurrentIndex(min(current, self.youngest.count() - 1))
        self.youngest.blockSignals(False)

    def setup(self) -> TableSetup:
        seats = self.seat_rows.seats(self.count.value())
        options = {
            "first_player": max(0, self.youngest.currentIndex()),
            "other_side_scoring": self.other_side.isChecked(),
        }
        return TableSetup(GAME, tuple(seats), self.seed.value(), options)

    def phone_host(self) -> str:
        """Where phones reach the table ("" when nobody plays on a phone)."""
        return self.phone_box.host()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not isinstance(
            self.focusWidget(), QComboBox
        ):
            self.accept()
            return
        super().keyPressEvent(event)
