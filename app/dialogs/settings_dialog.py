"""Preferences: language, presenter mode and UI scale, colour-blind symbols, speed of moves, news
for older screen readers."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from app.i18n import LANGUAGE_NAMES
from app.settings import MAX_SCALE, MIN_SCALE, MOVE_SPEED, Settings

__all__ = ["SettingsDialog"]


class SettingsDialog(QDialog):
    """Changes apply when the user presses OK; Cancel leaves everything as it was."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox()
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(list(LANGUAGE_NAMES).index(settings.language))
        self.language_label = QLabel()
        self.language_label.setBuddy(self.language)
        form.addRow(self.language_label, self.language)

        self.presenter = QCheckBox()
        self.presenter.setObjectName("presenterCheck")
        self.presenter.setChecked(settings.presenter_mode)
        form.addRow("", self.presenter)
        self.presenter_scale = QDoubleSpinBox()
        self.presenter_scale.setObjectName("presenterScale")
        self.presenter_scale.setRange(MIN_SCALE, MAX_SCALE)
        self.presenter_scale.setSingleStep(0.1)
        self.presenter_scale.setDecimals(2)
        self.presenter_scale.setSuffix("×")
        self.presenter_scale.setValue(settings.presenter_scale)
        self.presenter_scale.setEnabled(settings.presenter_mode)
        self.presenter.toggled.connect(self.presenter_scale.setEnabled)
        self.presenter_scale_label = QLabel()
        self.presenter_scale_label.setBuddy(self.presenter_scale)
        form.addRow(self.presenter_scale_label, self.presenter_scale)

        scale_row = QHBoxLayout()
        self.scale_slider = QSlider(Qt.Orientation.Horizontal)
        self.scale_slider.setRange(round(MIN_SCALE * 100), round(MAX_SCALE * 100))
        self.scale_slider.setSingleStep(5)
        self.scale_slider.setPageStep(25)
        self.scale = QDoubleSpinBox()
        self.scale.setRange(MIN_SCALE, MAX_SCALE)
        self.scale.setSingleStep(0.05)
        self.scale.setDecimals(2)
        self.scale.setSuffix("×")
        self.scale.valueChanged.connect(lambda v: self.scale_slider.setValue(round(v * 100)))
        self.scale_slider.valueChanged.connect(lambda v: self.scale.setValue(v / 100))
        self.scale.setValue(settings.ui_scale)
        scale_row.addWidget(self.scale_slider, 1)
        scale_row.addWidget(self.scale)
        self.scale_label = QLabel()
        self.scale_label.setBuddy(self.scale)
        form.addRow(self.scale_label, scale_row)

        self.symbols = QCheckBox()
        self.symbols.setChecked(settings.colourblind_symbols)
        form.addRow("", self.symbols)

        self.move_speed = QComboBox()
        self.move_speed.setObjectName("moveSpeed")
        for code in MOVE_SPEED.choices:
            self.move_speed.addItem("", code)
        self._shown_speed = settings.move_speed
        self.move_speed.setCurrentIndex(MOVE_SPEED.choices.index(self._shown_speed))
        self.move_speed_label = QLabel()
        self.move_speed_label.setBuddy(self.move_speed)
        form.addRow(self.move_speed_label, self.move_speed)

        self.older_readers = QCheckBox()
        self.older_readers.setObjectName("olderScreenReaders")
        self.older_readers.setChecked(settings.older_screen_readers)
        form.addRow("", self.older_readers)
        layout.addLayout(form)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("subtitle")
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("&Language:"))
        self.presenter.setText(self.tr("&Presenter mode (large text and high contrast for projectors)"))
        self.presenter_scale_label.setText(self.tr("Presenter si&ze:"))
        self.scale_label.setText(self.tr("Interface &size:"))
        # The slider and the number box beside it set one size: both are read by the label's words.
        self.scale_slider.setAccessibleName(self.tr("Interface size"))
        self.symbols.setText(self.tr("Show &symbols and letters on every colour (colour-blind friendly)"))
        self.move_speed_label.setText(self.tr("Speed of &moves:"))
        self.older_readers.setText(self.tr("Speak the &news for older screen readers (Orca 45 and earlier)"))
        self.older_readers.setToolTip(
            self.tr(
                "The other players' moves, the turns and the results are announced; screen readers"
                " that do not speak announcements hear them as notifications. Newer ones would hear"
                " them twice."
            )
        )
        speed_names = {
            "off": self.tr("Off (show each move's result at once)"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow (for teaching)"),
        }
        for index, code in enumerate(MOVE_SPEED.choices):
            self.move_speed.setItemText(index, speed_names[code])
        self.note.setText(
            self.tr(
                "Presenter mode (Ctrl+Shift+P, or the Presenter button in the toolbar) uses the larger of"
                " the two sizes, raises the contrast and enlarges the game logs; the card games then"
                ' offer a teacher\'s "show all hands" switch and explain each move.'
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def accept(self) -> None:
        self.settings.language = str(self.language.currentData())
        self.settings.presenter_scale = self.presenter_scale.value()
        self.settings.presenter_mode = self.presenter.isChecked()
        self.settings.ui_scale = self.scale.value()
        self.settings.colourblind_symbols = self.symbols.isChecked()
        self.settings.older_screen_readers = self.older_readers.isChecked()
        speed = str(self.move_speed.currentData())
        if speed != self._shown_speed:  # untouched, it keeps following presenter mode
            self.settings.move_speed = speed
        super().accept()
