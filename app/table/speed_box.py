"""The one "computer speed" setting of every table, as a labelled drop-down."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from app.settings import BOT_SPEED, Settings
from engines.table.pacing import SPEED_KEY, SPEEDS

__all__ = ["SpeedBox", "speed_label"]


def speed_label(name: str) -> str:
    """A speed as the drop-down beside "Computer speed:" shows it.

    Each value is translated in the label's own context, with a note, so it agrees with the
    label's noun ("Vitesse … : Normale", "Velocità … : Normale"), not with a masculine default.
    """
    return {
        #: A value after "Computer speed:": agree with that noun (gender, number).
        "instant": QCoreApplication.translate("SpeedBox", "Instant"),
        #: A value after "Computer speed:": agree with that noun (gender, number).
        "fast": QCoreApplication.translate("SpeedBox", "Fast"),
        #: A value after "Computer speed:": agree with that noun (gender, number).
        "normal": QCoreApplication.translate("SpeedBox", "Normal"),
        #: A value after "Computer speed:": agree with that noun (gender, number).
        "slow": QCoreApplication.translate("SpeedBox", "Slow"),
    }[name]


class SpeedBox(QWidget):
    """ "Computer speed: Normal" — changing it changes every table's pace at once."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, *, beside: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings
        # The words above the choice: a narrow side column never cuts "Computer speed:"
        # (a page with room puts them ``beside`` it).
        layout = QHBoxLayout(self) if beside else QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.combo = QComboBox()
        self.combo.setObjectName("botSpeed")
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.combo.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.label.setBuddy(self.combo)
        layout.addWidget(self.label)
        layout.addWidget(self.combo)
        for name, _ms in SPEEDS:
            self.combo.addItem("", name)
        self.combo.currentIndexChanged.connect(self._chosen)
        settings.changed.connect(self._follow)
        self.retranslate_ui()

    def current(self) -> str:
        return self.settings.get(BOT_SPEED)

    def retranslate_ui(self) -> None:
        self.label.setText(self.tr("Computer speed:"))
        self.combo.blockSignals(True)
        for index in range(self.combo.count()):
            self.combo.setItemText(index, speed_label(self.combo.itemData(index)))
        self.combo.setCurrentIndex(max(0, self.combo.findData(self.current())))
        self.combo.blockSignals(False)

    def _follow(self, key: str) -> None:
        """Another box (a new-game page, another table) changed the speed: show it here too."""
        if key == SPEED_KEY and self.combo.currentData() != self.current():
            self.retranslate_ui()

    def _chosen(self, index: int) -> None:
        if index >= 0:
            self.settings.set_value(SPEED_KEY, self.combo.itemData(index))
