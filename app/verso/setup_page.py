"""The new-game page: seats (a named person or a computer player), rule variants, the seed.

It builds the play layer's :class:`~engines.table.seats.TableSetup`; the computer players it
offers are the ones Verso's manifest lists, and a seat left unnamed is "Player N".
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.fonts import SANS
from app.guide.offer import GuideOffer
from app.phones.setup_box import PhoneSetupBox
from app.table.deal_row import DealRow
from app.table.seat_editor import PERSON, SeatEditor
from app.theme import px
from app.widgets import PageHeading, SavedGameButtons, page_column, spin_box
from engines.rng import make_rng, randbelow
from engines.table.seats import TableSetup

__all__ = ["SetupPage"]

GAME = "verso"
MAX_SEED = 999_999
#: What a new seat after the first one is, until someone changes it.
DEFAULT_BOT = "strong:medium"


class SetupPage(QWidget):
    """Emits ``start(setup)``, ``resume()`` or ``load()``."""

    start = Signal(object)
    resume = Signal()
    load = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("versoSetup")
        outer = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        outer.addWidget(scroll)
        body = QWidget()
        scroll.setWidget(body)
        layout = page_column(body, margins=(30, 16))
        self.heading = PageHeading()
        layout.addWidget(self.heading)
        #: The guided game's one-time offer, under the heading (docs/ARCHITECTURE.md).
        self.guide_offer = GuideOffer()
        layout.addWidget(self.guide_offer)

        self.saved = SavedGameButtons(self.resume, self.load, ("resumeButton", ""))
        self.resume_button, self.load_button = self.saved.resume_button, self.saved.open_button
        layout.addWidget(self.saved, 0, Qt.AlignmentFlag.AlignLeft)

        self.seats_box = QGroupBox()
        seats = QVBoxLayout(self.seats_box)
        count_row = QHBoxLayout()
        self.count_label = QLabel()
        self.count = spin_box("playerCount", 1, 6, 3)
        self.count_label.setBuddy(self.count)
        count_row.addWidget(self.count_label)
        count_row.addWidget(self.count)
        self.solo_note = QLabel()
        self.solo_note.setWordWrap(True)
        count_row.addWidget(self.solo_note, 1)
        # The players' row, kept: the solo guide's entry stands in it beside the solo note.
        self.count_row = count_row
        seats.addLayout(count_row)
        self.seat_rows = SeatEditor(
            GAME, 6, self._choice_text, self._seat_label, ids=("seatName", "seatKind")
        )
        self.names, self.kinds = self.seat_rows.names, self.seat_rows.kinds
        seats.addWidget(self.seat_rows)
        layout.addWidget(self.seats_box)
        self.phone_box = PhoneSetupBox(GAME, self.seat_rows)
        layout.addWidget(self.phone_box)

        self.rules_box = QGroupBox()
        rules = QFormLayout(self.rules_box)
        self.wrap = QCheckBox()
        self.wrap.setObjectName("optionWrap")
        self.jokers = QCheckBox()
        self.jokers.setObjectName("optionJokers")
        self.rescore = QComboBox()
        self.rescore.setObjectName("optionRescore")
        self.rescore_label = QLabel()
        self.rescore_label.setBuddy(self.rescore)
        rules.addRow(self.wrap)
        rules.addRow(self.jokers)
        rules.addRow(self.rescore_label, self.rescore)
        layout.addWidget(self.rules_box)

        self.deal_row = DealRow("seed", MAX_SEED)
        self.seed = self.deal_row.spin
        self.deal_row.new_button.clicked.disconnect()
        self.deal_row.new_button.clicked.connect(self.roll_seed)  # this page's own random deals
        layout.addWidget(self.deal_row)

        start_row = QHBoxLayout()
        start_row.addStretch(1)
        self.start_button = QPushButton()
        self.start_button.setObjectName("primary")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._start)
        start_row.addWidget(self.start_button)
        layout.addLayout(start_row)
        layout.addStretch(1)

        self.count.valueChanged.connect(self._update_seats)
        self._rng = make_rng(time.time_ns())
        self.retranslate_ui()
        self.roll_seed()
        for i in range(1, len(self.kinds)):
            self.seat_rows.set_choice(i, DEFAULT_BOT)
        self._update_seats()

    def retranslate_ui(self) -> None:
        self.heading.set_texts(
            self.tr("New game of Verso"),
            self.tr(
                "Take the top card as shown or flipped, bank series of one colour, and complete the "
                "square of three cards in each colour. Everything is face up, so players can share "
                "one screen: the table always shows whose turn it is."
            ),
        )
        self.saved.set_texts(self.tr("Resume the game in progress"), self.tr("Open a saved game…"))
        self.seats_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("&Number of players:"))
        self.seat_rows.retranslate_ui()
        self.rules_box.setTitle(self.tr("Rule variants"))
        self.wrap.setText(self.tr("A series may run on from 6 to 1 (e.g. 5-6-1)"))
        self.jokers.setText(self.tr("Two jokers of one colour count as identical cards"))
        self.rescore_label.setText(self.tr("The square scores again"))
        index = max(self.rescore.currentIndex(), 0)
        self.rescore.clear()
        self.rescore.addItem(self.tr("once it was broken and formed again"), "broken")
        self.rescore.addItem(self.tr("only after banking a series"), "series")
        self.rescore.setCurrentIndex(index)
        self.deal_row.retranslate_ui()
        self.start_button.setText(self.tr("Sta&rt the game"))
        self._update_seats()

    def _seat_label(self, index: int) -> str:
        return self.tr("Seat %1:").replace("%1", str(index + 1))

    def _choice_text(self, kind: str, level: str) -> str:
        if kind == PERSON:
            return self.tr("Human")
        if kind == "random":
            return self.tr("Bot: beginner (random)")
        if kind == "greedy":
            return self.tr("Bot: greedy")
        return {
            "easy": self.tr("Bot: easy"),
            "medium": self.tr("Bot: medium"),
            "hard": self.tr("Bot: hard"),
        }[level]

    def apply_fonts(self) -> None:
        font = QFont(SANS)
        font.setPixelSize(px(15))
        self.setFont(font)

    def roll_seed(self) -> None:
        self.seed.setValue(randbelow(self._rng, MAX_SEED + 1))

    def set_resumable(self, on: bool) -> None:
        self.resume_button.setVisible(on)

    def set_setup(self, setup: TableSetup) -> None:
        """Fill the page from a game (for a new game with the same players)."""
        self.count.setValue(len(setup.seats))
        for i, seat in enumerate(setup.seats):
            self.seat_rows.set_seat(i, seat)
        self.wrap.setChecked(bool(setup.options.get("wrap", False)))
        self.jokers.setChecked(bool(setup.options.get("jokers_identical", False)))
        self.rescore.setCurrentIndex(
            max(0, self.rescore.findData(setup.options.get("square_rescore", "broken")))
        )

    def _update_seats(self) -> None:
        if not hasattr(self, "count"):
            return
        n = self.count.value()
        self.seat_rows.set_count(n)
        solo = n == 1
        self.kinds[0].setEnabled(not solo)
        if solo:
            self.kinds[0].setCurrentIndex(0)
        self.solo_note.setText(
            self.tr("Solo: after each of your actions a simulated opponent turns the top card of the deck.")
            if solo
            else ""
        )

    def setup(self) -> TableSetup:
        n = self.count.value()
        seats = [self.seat_rows.seat(i, PERSON if n == 1 else None) for i in range(n)]
        options = {
            "wrap": self.wrap.isChecked(),
            "jokers_identical": self.jokers.isChecked(),
            "square_rescore": str(self.rescore.currentData()),
        }
        return TableSetup(GAME, tuple(seats), self.seed.value(), options)

    def phone_host(self) -> str:
        """Where phones reach the table ("" when nobody plays on a phone)."""
        return self.phone_box.host()

    def _start(self) -> None:
        self.start.emit(self.setup())

    def focus_start(self) -> None:
        self.start_button.setFocus(Qt.FocusReason.OtherFocusReason)
