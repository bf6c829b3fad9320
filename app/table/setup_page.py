"""The new-game page of every card game, built from the game's manifest.

One page for Verso, Revorso, DJ05135 and any game that plugs in (docs/ARCHITECTURE.md,
"The card table contract"). The manifest gives it everything that is the game's: the
number of players (the engine's range), who may sit at a seat (a person at this computer
or one of the computer players the manifest offers; "On a phone" once "Play on phones…"
is checked), and a control per rule option: a check box for a yes or no, a drop-down for a
choice (with its words) or for a seat (by the players' names), a number box for a range.
The manifest's intro says how the game goes under the heading; the view adds only its words
(:class:`SetupWords`): a note on the players chosen, and the name of a seat left empty.

One rule holds for every game: a game played alone is played by a person. The page
answers with a :class:`~engines.table.seats.TableSetup` (``start``), or asks for the
game saved on the way (``resume``) or for a saved file (``load``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, Protocol

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.buttons import push_button
from app.fonts import sans_font
from app.games import game_title
from app.guide.offer import GuideOffer
from app.i18n import translate_message
from app.phones.setup_box import PhoneSetupBox
from app.settings import Settings
from app.table.deal_row import DealRow
from app.table.seat_editor import PERSON, PHONE, SeatEditor, proposed_bot
from app.table.seat_words import seat_kind_text
from app.table.speed_box import SpeedBox
from app.theme import px
from app.widgets import PageHeading, SavedGameButtons, page_column, spin_box, text_label
from engines.manifest import OptionSpec, game_spec
from engines.table.seats import Seat, TableSetup, default_name

__all__ = ["MAX_DEAL", "SetupWords", "TableSetupPage", "proposed_bot"]

#: The highest deal number the page offers.
MAX_DEAL = 999_999


class SetupWords(Protocol):
    """What a game's view says on its new-game page (asked again when the language changes)."""

    def seat_note(self, players: int, people: int) -> str:
        """A note on the players chosen (playing alone, sharing one screen...); "" for none."""
        ...

    def unnamed_seat(self, index: int, alone: bool) -> str:
        """The name of seat ``index`` when its field is left empty; ``alone`` when it is the one
        person at this computer among computer players."""
        ...


class TableSetupPage(QWidget):
    """Emits ``start(setup)``, ``resume()`` or ``load()``."""

    start = Signal(object)
    resume = Signal()
    load = Signal()

    def __init__(
        self, settings: Settings, game: str, words: SetupWords, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName(f"setup-{game}")
        self.game = game
        self.spec = game_spec(game)
        self.words = words
        engine = self.spec.state_class()
        self.low, self.high = engine.min_players, engine.max_players
        self.defaults: Mapping[str, Any] = engine.default_options
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        body = QWidget()
        scroll.setWidget(body)
        for plain in (scroll.viewport(), body):  # the page's own paper shows through
            plain.setAutoFillBackground(False)
        layout = page_column(body, margins=(30, 16))
        self.heading = PageHeading()
        #: The heading's row: a game may set a picture beside it (:meth:`set_picture`).
        self.heading_row = QHBoxLayout()
        self.heading_row.addWidget(self.heading, 1)
        layout.addLayout(self.heading_row)
        #: The guided game's one-time offer, under the heading (docs/ARCHITECTURE.md).
        self.guide_offer = GuideOffer()
        layout.addWidget(self.guide_offer)
        self.saved = SavedGameButtons(self.resume, self.load, ("resumeButton", "openButton"))
        self.resume_button, self.load_button = self.saved.resume_button, self.saved.open_button
        layout.addWidget(self.saved, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self._build_seats(settings))
        self.phone_box = PhoneSetupBox(game, self.seat_rows)
        layout.addWidget(self.phone_box)
        layout.addWidget(self._build_rules())
        self.deal_row = DealRow("dealNumber", MAX_DEAL)
        self.deal = self.deal_row.spin
        layout.addWidget(self.deal_row)
        layout.addStretch(1)
        # The start button stays in sight below the scrolled page, however long the page.
        self.start_button = push_button("primary", lambda: self.start.emit(self.setup()))
        self.start_button.setDefault(True)
        footer = QHBoxLayout()
        footer.setContentsMargins(px(30), px(6), px(30), px(10))
        footer.addStretch(1)
        footer.addWidget(self.start_button)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll, 1)
        outer.addLayout(footer)
        bot = proposed_bot(self.spec) if self.spec.bots else PERSON
        for row in range(1, self.seat_rows.count()):
            self.seat_rows.set_choice(row, bot)
        self.count.valueChanged.connect(self._update_seats)
        for index in range(self.seat_rows.count()):
            self.seat_rows.kinds[index].currentIndexChanged.connect(self._update_seats)
            self.seat_rows.names[index].textChanged.connect(self._update_seat_options)
            self.seat_rows.names[index].returnPressed.connect(self.start_button.click)  # as a dialog would
        self.deal_row.roll()
        self.apply_fonts()
        self.retranslate_ui()

    def _build_seats(self, settings: Settings) -> QGroupBox:
        self.seats_box = QGroupBox()
        seats = QVBoxLayout(self.seats_box)
        #: The row of the number of players: a game may add a button beside it.
        self.count_row = QHBoxLayout()
        self.count_label = QLabel()
        self.count = spin_box("playerCount", self.low, self.high, self.low)
        self.count_label.setBuddy(self.count)
        self.count_row.addWidget(self.count_label)
        self.count_row.addWidget(self.count)
        self.count_row.addStretch(1)
        seats.addLayout(self.count_row)
        self.seat_rows = SeatEditor(
            self.game, self.high, self._choice_text, self._seat_label, ids=("seatName", "seatKind")
        )
        self.names, self.kinds = self.seat_rows.names, self.seat_rows.kinds
        seats.addWidget(self.seat_rows)
        self.note = text_label("subtitle", wrap=True)
        seats.addWidget(self.note)
        #: How long computer players wait before each move (every table's one setting).
        self.speed = SpeedBox(settings, beside=True)
        seats.addWidget(self.speed, 0, Qt.AlignmentFlag.AlignLeft)
        return self.seats_box

    def _build_rules(self) -> QGroupBox:
        self.rules_box = QGroupBox()
        form = QFormLayout(self.rules_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.option_widgets: dict[str, QCheckBox | QComboBox | QSpinBox] = {}
        self.option_labels: dict[str, QLabel] = {}
        self.option_notes: dict[str, QLabel] = {}
        for option in self.spec.options:
            widget = self._option_widget(option)
            widget.setObjectName(f"option-{option.key}")
            self.option_widgets[option.key] = widget
            if isinstance(widget, QCheckBox):
                form.addRow(widget)
            else:
                label = QLabel()
                label.setBuddy(widget)
                self.option_labels[option.key] = label
                form.addRow(label, widget)
            if option.note is not None:
                # The why under the option, wrapped: a check box's own text never wraps.
                self.option_notes[option.key] = note = text_label("subtitle", wrap=True)
                form.addRow(note)
            self._set_option(option, self.defaults.get(option.key))
        if not self.spec.options:
            self.rules_box.hide()
        return self.rules_box

    @staticmethod
    def _option_widget(option: OptionSpec) -> QCheckBox | QComboBox | QSpinBox:
        if option.seat or option.choices:
            combo = QComboBox()
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for value in option.choices:
                combo.addItem("", value)
            return combo
        if option.low is not None or option.high is not None:
            low = option.low if option.low is not None else 0
            return spin_box("", low, option.high if option.high is not None else 2**31 - 1)
        return QCheckBox()

    # -- words ---------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        title = game_title(self.game)
        intro = translate_message(self.spec.intro or self.spec.subtitle)
        self.heading.set_texts(self.tr("New game of %1").replace("%1", title), intro)
        self.saved.set_texts(self.tr("Resume the game in progress"), self.tr("Open a saved game…"))
        self.seats_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("&Number of players:"))
        self.seat_rows.retranslate_ui()
        self.speed.retranslate_ui()
        self.rules_box.setTitle(self.tr("Rule variants"))
        for option in self.spec.options:
            text = translate_message(option.label)
            widget = self.option_widgets[option.key]
            if isinstance(widget, QCheckBox):
                widget.setText(text)
            else:
                self.option_labels[option.key].setText(text)
            if isinstance(widget, QComboBox) and option.choice_labels:
                for index, label in enumerate(option.choice_labels):
                    widget.setItemText(index, translate_message(label))
            if option.note is not None:
                self.option_notes[option.key].setText(translate_message(option.note))
        self.deal_row.retranslate_ui()
        self.start_button.setText(self.tr("Sta&rt the game"))
        self._update_seats()

    def _seat_label(self, index: int) -> str:
        return self.tr("Seat %1:").replace("%1", str(index + 1))

    def _choice_text(self, kind: str, level: str) -> str:
        """A person, or a computer player in the words of the seat strips ("Computer, medium")."""
        if kind == PERSON:
            return self.tr("Person")
        text = seat_kind_text(Seat.computer("", kind, level), self.game)
        return text[:1].upper() + text[1:]

    def apply_fonts(self) -> None:
        self.setFont(sans_font(px(15)))

    def set_picture(self, picture: QWidget) -> None:
        """Show ``picture`` beside the heading (what the game looks like), at its own size."""
        picture.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self.heading_row.addWidget(picture, 0, Qt.AlignmentFlag.AlignTop)

    # -- the seats -----------------------------------------------------------------------

    def _people(self) -> list[int]:
        count = self.count.value()
        return [0] if count == 1 else [i for i in range(count) if self.seat_rows.choice(i) == PERSON]

    def _update_seats(self) -> None:
        """Show the chosen number of rows; a game played alone is played by a person."""
        count = self.count.value()
        self.seat_rows.set_count(count)
        solo = count == 1
        self.kinds[0].setEnabled(not solo)
        if solo:
            self.seat_rows.set_choice(0, PERSON)
        people = self._people()
        for index, name in enumerate(self.names):
            name.setPlaceholderText(self.words.unnamed_seat(index, people == [index]))
        note = self.words.seat_note(count, len(people))
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.speed.setVisible(any(self.seat_rows.choice(i) not in (PERSON, PHONE) for i in range(count)))
        self._update_seat_options()

    def _update_seat_options(self) -> None:
        """An option that names a seat lists the players by the names they have now."""
        count = self.count.value()
        for option in self.spec.options:
            combo = self.option_widgets[option.key]
            if not option.seat or not isinstance(combo, QComboBox):
                continue
            current = max(0, combo.currentIndex())
            combo.blockSignals(True)
            combo.clear()
            for index in range(count):
                combo.addItem(self._name(index), index)
            combo.setCurrentIndex(min(current, count - 1))
            combo.blockSignals(False)

    def _name(self, index: int) -> str:
        typed = self.names[index].text().strip()
        return self.seat_rows.name(index) if typed else self.names[index].placeholderText()

    def _unnamed(self, index: int, name: str) -> bool:
        """Whether ``name`` is only a name the page gives a seat left empty (in any words)."""
        given = {str(default_name(index)), translate_message(default_name(index))}
        given |= {self.words.unnamed_seat(index, alone) for alone in (False, True)}
        return name in given

    # -- filling and reading -------------------------------------------------------------

    def propose(self, setup: TableSetup) -> None:
        """Fill the page from ``setup`` (the players and rules of a game), with a new deal.

        A name that is only a seat's default is left empty, so it follows the language and
        the number of people.
        """
        seats = setup.seats[: self.high]
        self.count.setValue(max(self.low, len(seats)))
        for index, seat in enumerate(seats):
            self.seat_rows.set_seat(index, seat)
            if self._unnamed(index, seat.name):
                self.names[index].clear()
        self.phone_box.set_on(any(seat.is_remote for seat in seats))
        self._update_seats()
        options = {**self.defaults, **setup.options}
        for option in self.spec.options:
            self._set_option(option, options.get(option.key))
        self.deal_row.roll()

    def _set_option(self, option: OptionSpec, value: Any) -> None:
        widget = self.option_widgets[option.key]
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QComboBox):
            index = widget.findData(value)
            widget.setCurrentIndex(index if index >= 0 else 0)
        elif isinstance(value, int):
            widget.setValue(value)

    def options(self) -> dict[str, Any]:
        """The rule options as chosen."""
        chosen: dict[str, Any] = {}
        for option in self.spec.options:
            widget = self.option_widgets[option.key]
            if isinstance(widget, QCheckBox):
                chosen[option.key] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                chosen[option.key] = widget.currentData()
            else:
                chosen[option.key] = widget.value()
        return chosen

    def setup(self) -> TableSetup:
        """The game the page describes."""
        count = self.count.value()
        people = self._people()
        seats = []
        for index in range(count):
            seat = self.seat_rows.seat(index, PERSON if count == 1 else None)
            if not self.names[index].text().strip():
                seat = dataclasses.replace(seat, name=self.words.unnamed_seat(index, people == [index]))
            seats.append(seat)
        return TableSetup(self.game, tuple(seats), self.deal.value(), self.options())

    def phone_host(self) -> str:
        """Where phones reach the table ("" when nobody plays on a phone)."""
        return self.phone_box.host()

    def set_resumable(self, on: bool) -> None:
        self.resume_button.setVisible(on)

    def focus_start(self) -> None:
        self.start_button.setFocus(Qt.FocusReason.OtherFocusReason)
