"""The DJ05135 new-game dialog: seats (a person or a computer), the youngest, the scoring option, the seed.

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
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate_message
from app.theme import px
from engines.manifest import game_spec
from engines.table.seats import NAME_LIMIT, Seat, TableSetup, default_name

__all__ = ["NewGameDialog", "kind_label"]

GAME = "dj05135"
MAX_SEATS = 4
#: Who sits where before anybody changes it: two people, then two computer players.
PERSON = ("person", "")
DEFAULT_KINDS: tuple[tuple[str, str], ...] = (PERSON, PERSON, ("strong", "medium"), ("strong", "medium"))
MAX_SEED = 2**31 - 1


def kind_label(kind: str, level: str) -> str:
    """How the seat combo names a person (``kind`` "person") or a computer player."""
    if kind == PERSON[0]:
        return QCoreApplication.translate("dj05135", "A person")
    if kind == "random":
        return QCoreApplication.translate("dj05135", "Computer: plays at random")
    if kind == "greedy":
        return QCoreApplication.translate("dj05135", "Computer: quick, no memory")
    return {
        "easy": QCoreApplication.translate("dj05135", "Computer with memory: easy"),
        "medium": QCoreApplication.translate("dj05135", "Computer with memory: medium"),
        "hard": QCoreApplication.translate("dj05135", "Computer with memory: hard"),
    }[level]


class NewGameDialog(QDialog):
    """Asks who plays; ``setup()`` gives the answer once accepted."""

    def __init__(self, previous: TableSetup | None, seed: int, parent: QWidget | None = None) -> None:
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
        self.count = QSpinBox()
        self.count.setObjectName("players")
        self.count.setRange(2, MAX_SEATS)
        form.addRow(self.tr("&Players:"), self.count)
        layout.addLayout(form)

        box = QGroupBox(self.tr("Seats, in playing order"))
        grid = QGridLayout(box)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.labels: list[QLabel] = []
        for i in range(MAX_SEATS):
            label = QLabel(self.tr("Seat %1").replace("%1", str(i + 1)))
            name = QLineEdit()
            name.setObjectName(f"name{i}")
            name.setMaxLength(NAME_LIMIT)
            kind = QComboBox()
            kind.setObjectName(f"kind{i}")
            kind.addItem(kind_label(*PERSON), PERSON)
            for bot_kind, level in game_spec(GAME).bots:
                kind.addItem(kind_label(bot_kind, level), (bot_kind, level))
            label.setBuddy(name)
            grid.addWidget(label, i, 0)
            grid.addWidget(name, i, 1)
            grid.addWidget(kind, i, 2)
            self.labels.append(label)
            self.names.append(name)
            self.kinds.append(kind)
            name.textChanged.connect(self._refresh_youngest)
        layout.addWidget(box)

        options = QFormLayout()
        self.youngest = QComboBox()
        self.youngest.setObjectName("youngest")
        options.addRow(self.tr("The &youngest player starts:"), self.youngest)
        self.other_side = QCheckBox(
            self.tr("Score with the side the &others see (harder: you must guess your hand)")
        )
        self.other_side.setObjectName("otherSide")
        options.addRow(self.other_side)
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(1, MAX_SEED)
        self.seed.setToolTip(self.tr("The same number deals the same cards again."))
        options.addRow(self.tr("Deal &number:"), self.seed)
        layout.addLayout(options)

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

    def _fill(self, previous: TableSetup | None, seed: int) -> None:
        seats = list(previous.seats) if previous else []
        for i in range(MAX_SEATS):
            if i < len(seats):
                self.names[i].setText(seats[i].name)
                kind = (seats[i].bot, seats[i].level) if seats[i].is_bot else PERSON
            else:
                self.names[i].setText(translate_message(default_name(i)))
                kind = DEFAULT_KINDS[i]
            self.kinds[i].setCurrentIndex(max(0, self.kinds[i].findData(kind)))
        self.count.setValue(len(seats) if seats else 2)
        options = previous.options if previous is not None else {}
        self.other_side.setChecked(bool(options.get("other_side_scoring")))
        self.seed.setValue(max(1, min(MAX_SEED, seed)))
        self._refresh_youngest()
        first = int(options.get("first_player", 0))
        self.youngest.setCurrentIndex(min(first, self.youngest.count() - 1))

    def _refresh_rows(self) -> None:
        count = self.count.value()
        for i in range(MAX_SEATS):
            for widget in (self.labels[i], self.names[i], self.kinds[i]):
                widget.setVisible(i < count)
        self._refresh_youngest()

    def _refresh_youngest(self) -> None:
        current = max(0, self.youngest.currentIndex())
        self.youngest.blockSignals(True)
        self.youngest.clear()
        for i in range(self.count.value()):
            self.youngest.addItem(self._name(i))
        self.youngest.setCurrentIndex(min(current, self.youngest.count() - 1))
        self.youngest.blockSignals(False)

    def _name(self, i: int) -> str:
        return self.names[i].text().strip() or translate_message(default_name(i))

    def setup(self) -> TableSetup:
        seats = []
        for i in range(self.count.value()):
            kind, level = self.kinds[i].currentData()
            name = self._name(i)
            seats.append(Seat(name) if kind == PERSON[0] else Seat.computer(name, kind, level))
        options = {
            "first_player": max(0, self.youngest.currentIndex()),
            "other_side_scoring": self.other_side.isChecked(),
        }
        return TableSetup(GAME, tuple(seats), self.seed.value(), options)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not isinstance(
            self.focusWidget(), QComboBox
        ):
            self.accept()
            return
        super().keyPressEvent(event)
