"""The print options as a form: games, parts, paper, card size, bleed, two-sided mode, language, PNG."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.games import game_title
from app.i18n import LANGUAGE_NAMES
from app.printing.request import PrintRequest
from app.theme import px
from app.widgets import WrappedLabel
from export.bundle import PARTS
from export.decks import GAMES
from export.pdf.layout import CARD_SIZES, MAX_BLEED, PrintOptions, sheet_fit

__all__ = ["OptionsPanel"]

#: the two-sided choices: (duplex, gutterfold)
PRINTING_MODES = (("long", False), ("short", False), ("none", False), ("none", True))


def _combo(name: str) -> QComboBox:
    combo = QComboBox()
    combo.setObjectName(name)
    # never wider than the column: long entries are elided, the popup still shows them whole
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(8)
    return combo


def _form(box: QGroupBox) -> QFormLayout:
    form = QFormLayout(box)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    return form


class OptionsPanel(QWidget):
    """Every option of ``rectoverso export``; ``changed`` fires on any edit."""

    changed = Signal()

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("printOptions")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(px(10))

        self.what_box = QGroupBox()
        what = _form(self.what_box)
        self.game = _combo("printGame")
        self.game_label = QLabel()
        self.game_label.setBuddy(self.game)
        what.addRow(self.game_label, self.game)
        self.parts: dict[str, QCheckBox] = {}
        parts_grid = QGridLayout()
        parts_grid.setContentsMargins(0, 0, 0, 0)
        parts_grid.setHorizontalSpacing(px(16))
        for index, part in enumerate(PARTS):
            box = QCheckBox()
            box.setObjectName(f"part-{part}")
            box.setChecked(True)
            self.parts[part] = box
            parts_grid.addWidget(box, index // 2, index % 2)
        self.parts_label = QLabel()
        what.addRow(self.parts_label, parts_grid)
        self.language = _combo("printLanguage")
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.set_language(language)
        self.language_label = QLabel()
        self.language_label.setBuddy(self.language)
        what.addRow(self.language_label, self.language)
        layout.addWidget(self.what_box)

        self.paper_box = QGroupBox()
        paper = _form(self.paper_box)
        self.paper = _combo("printPaper")
        self.paper.addItem("A4 (210 × 297 mm)", "a4")
        self.paper.addItem("Letter (8.5 × 11 in)", "letter")
        self.paper_label = QLabel()
        self.paper_label.setBuddy(self.paper)
        paper.addRow(self.paper_label, self.paper)
        self.card = _combo("printCard")
        self.card_label = QLabel()
        self.card_label.setBuddy(self.card)
        paper.addRow(self.card_label, self.card)
        self.bleed = QDoubleSpinBox()
        self.bleed.setObjectName("printBleed")
        self.bleed.setRange(0.0, MAX_BLEED)
        self.bleed.setSingleStep(0.5)
        self.bleed.setDecimals(1)
        self.bleed.setSuffix(" mm")
        self.bleed_label = QLabel()
        self.bleed_label.setBuddy(self.bleed)
        paper.addRow(self.bleed_label, self.bleed)
        self.crop_marks = QCheckBox()
        self.crop_marks.setObjectName("printCropMarks")
        self.crop_marks.setChecked(True)
        paper.addRow("", self.crop_marks)
        self.sheet_note = WrappedLabel("sheetNote")
        paper.addRow("", self.sheet_note)
        self.ink_saver = QCheckBox()
        self.ink_saver.setObjectName("printInkSaver")
        paper.addRow("", self.ink_saver)
        layout.addWidget(self.paper_box)

        self.sides_box = QGroupBox()
        sides = _form(self.sides_box)
        sides.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # long choices get the whole width
        self.printing = _combo("printDuplex")
        self.printing_label = QLabel()
        self.printing_label.setBuddy(self.printing)
        sides.addRow(self.printing_label, self.printing)
        offset_row = QHBoxLayout()
        self.offset_x = self._offset_box("printOffsetX")
        self.offset_y = self._offset_box("printOffsetY")
        self.offset_x_label = QLabel()
        self.offset_x_label.setBuddy(self.offset_x)
        self.offset_y_label = QLabel()
        self.offset_y_label.setBuddy(self.offset_y)
        for widget in (self.offset_x_label, self.offset_x, self.offset_y_label, self.offset_y):
            offset_row.addWidget(widget)
        offset_row.addStretch(1)
        self.offset_label = QLabel()
        sides.addRow(self.offset_label, offset_row)
        layout.addWidget(self.sides_box)

        self.png_box = QGroupBox()
        png = _form(self.png_box)
        self.png = QCheckBox()
        self.png.setObjectName("printPng")
        self.png_dpi = QSpinBox()
        self.png_dpi.setObjectName("printPngDpi")
        self.png_dpi.setRange(72, 1200)
        self.png_dpi.setSingleStep(50)
        self.png_dpi.setValue(300)
        self.png_dpi.setSuffix(" dpi")
        self.png_dpi.setEnabled(False)
        self.png.toggled.connect(self.png_dpi.setEnabled)
        self.png.setToolTip(self.tr("For sharing or for print-on-demand services; saved in a png folder"))
        png.addRow(self.png)
        self.png_dpi_label = QLabel()
        self.png_dpi_label.setBuddy(self.png_dpi)
        png.addRow(self.png_dpi_label, self.png_dpi)
        layout.addWidget(self.png_box)
        layout.addStretch(1)

        for combo in (self.game, self.language, self.paper, self.card, self.printing):
            combo.currentIndexChanged.connect(self._changed)
        for box in (*self.parts.values(), self.crop_marks, self.ink_saver, self.png):
            box.toggled.connect(self._changed)
        for spin in (self.bleed, self.offset_x, self.offset_y, self.png_dpi):
            spin.valueChanged.connect(self._changed)
        self.retranslate_ui()

    def _offset_box(self, name: str) -> QDoubleSpinBox:
        box = QDoubleSpinBox()
        box.setObjectName(name)
        box.setRange(-20.0, 20.0)
        box.setSingleStep(0.1)
        box.setDecimals(1)
        box.setSuffix(" mm")
        return box

    def _changed(self) -> None:
        gutterfold = PRINTING_MODES[max(0, self.printing.currentIndex())][1]
        for widget in (self.offset_x, self.offset_y, self.offset_x_label, self.offset_y_label):
            widget.setEnabled(not gutterfold)
        self._update_sheet_note()
        self.changed.emit()

    def set_language(self, code: str) -> None:
        index = self.language.findData(code)
        if index >= 0:
            self.language.setCurrentIndex(index)

    # -- the request -----------------------------------------------------------------

    def options(self) -> PrintOptions:
        duplex, gutterfold = PRINTING_MODES[max(0, self.printing.currentIndex())]
        return PrintOptions(
            paper=self.paper.currentData() or "a4",
            card=self.card.currentData() or "poker",
            bleed=round(self.bleed.value(), 1),
            crop_marks=self.crop_marks.isChecked(),
            duplex=duplex,  # type: ignore[arg-type]
            gutterfold=gutterfold,
            back_offset=(round(self.offset_x.value(), 1), round(self.offset_y.value(), 1)),
            ink_saver=self.ink_saver.isChecked(),
        )

    def request(self) -> PrintRequest:
        game = self.game.currentData() or "all"
        return PrintRequest(
            games=GAMES if game == "all" else (game,),
            parts=tuple(part for part in PARTS if self.parts[part].isChecked()),
            options=self.options(),
            lang=self.language.currentData() or "en",
            png_dpi=float(self.png_dpi.value())
            if self.png.isChecked() and self.parts["cards"].isChecked()
            else None,
        )

    def sheet_note_text(self) -> str:
        """The command line's note too: fewer cards on each sheet for the bleed or the marks, or sideways."""
        options = self.options()
        fit = sheet_fit(options)
        sentences = []
        n = fit.per_sheet
        if fit.costs == ("bleed",):
            room = self.tr(
                "To leave room for the %1 mm bleed, each sheet holds %n card(s) instead of %2.", "", n
            )
        elif fit.costs == ("crop marks",):
            room = self.tr(
                "To leave room for the crop marks, each sheet holds %n card(s) instead of %2.", "", n
            )
        else:
            room = self.tr(
                "To leave room for the %1 mm bleed and the crop marks, each sheet holds %n card(s) instead of %2.",  # noqa: E501
                "",
                n,
            )
        if fit.costs:
            sentences.append(room.replace("%1", f"{options.bleed:g}").replace("%2", str(fit.without)))
        if fit.sideways:
            sentences.append(self.tr("The cards lie sideways on the sheet: that way the most fit."))
        return " ".join(sentences)

    def _update_sheet_note(self) -> None:
        text = self.sheet_note_text()
        self.sheet_note.setText(text)
        self.sheet_note.setVisible(bool(text))

    # -- texts -----------------------------------------------------------------------

    def _refill(self, combo: QComboBox, items: list[tuple[str, object]]) -> None:
        index = combo.currentIndex()
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)

    def retranslate_ui(self) -> None:
        self.what_box.setTitle(self.tr("What to print"))
        self.game_label.setText(self.tr("&Game:"))
        self._refill(self.game, [(self.tr("All four games"), "all"), *[(game_title(g), g) for g in GAMES]])
        self.parts_label.setText(self.tr("Include:"))
        self.parts["cards"].setText(self.tr("&Cards"))
        self.parts["cards"].setToolTip(self.tr("The building cards and every deck, fronts and backs"))
        self.parts["sheets"].setText(self.tr("&Score sheets"))
        self.parts["aids"].setText(self.tr("Player &aids"))
        self.parts["aids"].setToolTip(self.tr("One page of rules reminders per game"))
        self.parts["calibration"].setText(self.tr("Calib&ration page"))
        self.parts["calibration"].setToolTip(self.tr("A 100 mm ruler and a test of how the backs line up"))
        self.language_label.setText(self.tr("&Language:"))
        self.language.setToolTip(self.tr("Language of the cards, score sheets and player aids"))
        self.paper_box.setTitle(self.tr("Paper and cards"))
        self.paper_label.setText(self.tr("&Paper:"))
        self.card_label.setText(self.tr("Card si&ze:"))
        names = {"poker": self.tr("Poker"), "bridge": self.tr("Bridge"), "mini": self.tr("Mini")}
        self._refill(self.card, [(f"{names[k]} ({w:g} × {h:g} mm)", k) for k, (w, h) in CARD_SIZES.items()])
        self.bleed_label.setText(self.tr("&Bleed:"))
        self.bleed.setToolTip(
            self.tr("Extra background around each card, so a slightly off cut shows no white edge")
        )
        self.crop_marks.setText(self.tr("Cr&op marks in the margins"))
        self.ink_saver.setText(self.tr("&Ink saver (no full backgrounds)"))
        self.sides_box.setTitle(self.tr("Two-sided printing"))
        self.printing_label.setText(self.tr("Printing &mode:"))
        self._refill(
            self.printing,
            [
                (self.tr("Two-sided, flip on the long edge"), 0),
                (self.tr("Two-sided, flip on the short edge"), 1),
                (self.tr("One-sided: fronts and backs in two files"), 2),
                (self.tr("Fold and glue (one-sided)"), 3),
            ],
        )
        self.offset_label.setText(self.tr("Back offset:"))
        self.offset_x_label.setText(self.tr("&X"))
        self.offset_y_label.setText(self.tr("&Y"))
        self.offset_x.setToolTip(
            self.tr("Moves every back to the right (mm); read it off the calibration page")
        )
        self.offset_y.setToolTip(self.tr("Moves every back down (mm); read it off the calibration page"))
        self.png_box.setTitle(self.tr("Pictures"))
        self.png.setText(self.tr("Also &write a PNG of every card face"))
        self.png_dpi.setToolTip(self.tr("Resolution of the PNG pictures"))
        self.png_dpi_label.setText(self.tr("Resol&ution:"))
        self._update_sheet_note()
