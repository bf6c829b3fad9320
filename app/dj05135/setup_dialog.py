"""The DJ05135 new-game dialog: seats (a person or a computer), the youngest, the scoring option, the seed."""

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

from app.dj05135.seats import BOT_CHOICES, HUMAN, Seat, TableSetup
from app.theme import px

__all__ = ["NewGameDialog", "kind_label"]

MAX_SEATS = 4
DEFAULT_NAMES = ("Ana", "Leo", "Robot Bea", "Robot Max")
DEFAULT_KINDS = (HUMAN, HUMAN, "strong", "strong")
MAX_SEED = 2**31 - 1


def kind_label(kind: str, level: str) -> str:
    if kind == HUMAN:
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
            name.setMaxLength(24)
            kind = QComboBox()
            kind.setObjectName(f"kind{i}")
            kind.addItem(kind_label(HUMAN, ""), (HUMAN, "medium"))
            for bot_kind, level in BOT_CHOICES:
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
            seat = seats[i] if i < len(seats) else Seat(DEFAULT_NAMES[i], DEFAULT_KINDS[i], "medium")
            self.names[i].setText(seat.name)
            index = self.kinds[i].findData((seat.kind, seat.level if not seat.is_human else "medium"))
            self.kinds[i].setCurrentIndex(max(0, index))
        self.count.setValue(len(seats) if seats else 2)
        self.other_side.setChecked(bool(previous and previous.other_side_scoring))
        self.seed.setValue(max(1, min(MAX_SEED, seed)))
        self._refresh_youngest()
        if previous is not None:
            self.youngest.setCurrentIndex(min(previous.first_player, self.youngest.count() - 1))

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
        return self.names[i].text().strip() or self.tr("Player %1").replace("%1", str(i + 1))

    def setup(self) -> TableSetup:
        seats = []
        for i in range(self.count.value()):
            kind, level = self.kinds[i].currentData()
            seats.append(Seat(self._name(i), kind, level))
        return TableSetup(
            seats=tuple(seats),
            first_player=max(0, self.youngest.currentIndex()),
            other_side_scoring=self.other_side.isChecked(),
            seed=self.seed.value(),
        )

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not isinstance(
            self.focusWidget(), QComboBox
        ):
            self.accept()
            return
        super().keyPressEvent(event)
