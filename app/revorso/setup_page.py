"""The new-game page: 2 to 10 seats (a person or a computer player), the rule option, the deal.

It builds the play layer's :class:`~engines.table.seats.TableSetup`; the computer players
it offers are the ones Revorso's manifest declares. A person playing alone against
computer players may leave their name empty: the table then speaks to them as "you"
(see :mod:`app.revorso.addressing`); with several people an empty name is "Player N".
The last seats chosen are remembered in the settings for the next game.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
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
from app.i18n import translate_message
from app.phones.setup_box import PhoneSetupBox
from app.revorso.addressing import is_lone_name, lone_name
from app.settings import REVORSO_SEATS, Settings
from app.table.deal_row import DealRow
from app.table.seat_editor import PERSON, SeatEditor
from app.table.seat_words import seat_kind_text
from app.theme import px
from app.widgets import PageHeading, SavedGameButtons, page_column, spin_box
from engines.revorso import RevorsoState
from engines.table.seats import Seat, SeatError, TableSetup, default_name

__all__ = ["SetupPage", "remember_seats", "remembered_seats"]

MAX_SEATS = RevorsoState.max_players
MAX_DEAL = 999_999
#: The settings key of the seats chosen last.
SEATS_KEY = REVORSO_SEATS.key
#: What a seat after the first one is, until someone changes it.
DEFAULT_BOT = "strong:medium"


def default_seats() -> tuple[Seat, ...]:
    """A person and two computer players of the middle strength."""
    bot, _, level = DEFAULT_BOT.partition(":")
    return (
        Seat(lone_name()),
        Seat.computer(translate_message(default_name(1)), bot, level),
        Seat.computer(translate_message(default_name(2)), bot, level),
    )


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
    """Keep ``seats`` for the next game; a lone person's "You" is kept as no name at all, so the
    next page shows it in the language of the day."""
    kept = [
        Seat(str(default_name(i))) if seat.is_person and is_lone_name(seat.name) else seat
        for i, seat in enumerate(seats)
    ]
    settings.set_value(SEATS_KEY, json.dumps([seat.to_json() for seat in kept]))


class SetupPage(QWidget):
    """Emits ``start(setup)``, ``resume()`` or ``load()``."""

    start = Signal(object)
    resume = Signal()
    load = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("revorsoSetup")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
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
        self.count = spin_box("playerCount", RevorsoState.min_players, MAX_SEATS, 3)
        self.count_label.setBuddy(self.count)
        count_row.addWidget(self.count_label)
        count_row.addWidget(self.count)
        count_row.addStretch(1)
        seats.addLayout(count_row)
        self.seat_rows = SeatEditor(
            "revorso", MAX_SEATS, self._choice_label, self._seat_label, ids=("seatName", "seatKind")
        )
        self.names, self.kinds = self.seat_rows.names, self.seat_rows.kinds
        seats.addWidget(self.seat_rows)
        self.you_note = QLabel()
        self.you_note.setObjectName("subtitle")
        self.you_note.setWordWrap(True)
        seats.addWidget(self.you_note)
        layout.addWidget(self.seats_box)
        self.phone_box = PhoneSetupBox("revorso", self.seat_rows)
        layout.addWidget(self.phone_box)

        self.rules_box = QGroupBox()
        rules = QVBoxLayout(self.rules_box)
        self.switch_after_stop = QCheckBox()
        self.switch_after_stop.setObjectName("optionSwitchAfterStop")
        self.switch_after_stop.setChecked(True)
        rules.addWidget(self.switch_after_stop)
        layout.addWidget(self.rules_box)

        self.deal_row = DealRow("dealNumber", MAX_DEAL)
        self.deal = self.deal_row.spin
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
        for kind in self.kinds:
            kind.currentIndexChanged.connect(self._update_seats)
        self.set_seats(default_seats(), {})
        self.roll_deal()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.heading.set_texts(
            self.tr("New game of Revorso"),
            self.tr(
                "Draw cards one by one and remember them: they are laid face down. Stop in time and "
                "name your sequence from the last card to the first to win it. Everything drawn is "
                "shown to all, so several people can share one screen."
            ),
        )
        self.saved.set_texts(self.tr("Resume the game in progress"), self.tr("Open a saved game…"))
        self.seats_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("&Number of players:"))
        self.seat_rows.retranslate_ui()
        self.rules_box.setTitle(self.tr("Rule variant"))
        self.switch_after_stop.setText(
            self.tr("Switch may also be played after a forced stop (Hibernate or an empty deck)")
        )
        self.deal_row.retranslate_ui()
        self.start_button.setText(self.tr("&Start the game"))
        self._update_seats()

    def apply_fonts(self) -> None:
        font = QFont(SANS)
        font.setPixelSize(px(15))
        self.setFont(font)

    def _seat_label(self, index: int) -> str:
        return self.tr("Seat %1:").replace("%1", str(index + 1))

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

    def _people(self) -> list[int]:
        return [i for i in range(self.count.value()) if self.seat_rows.choice(i) == PERSON]

    def _update_seats(self) -> None:
        """Show the chosen number of rows; a lone person's empty name reads "You", else "Player N"."""
        self.seat_rows.set_count(self.count.value())
        people = self._people()
        for i, name in enumerate(self.names):
            alone = people == [i]
            name.setPlaceholderText(lone_name() if alone else translate_message(default_name(i)))
        self.you_note.setText(
            self.tr("Playing alone against the computer, you are spoken to as \u201cyou\u201d.")
            if len(people) == 1
            else ""
        )
        self.you_note.setVisible(len(people) == 1)

    def roll_deal(self) -> None:
        self.deal_row.roll()

    def set_resumable(self, on: bool) -> None:
        self.resume_button.setVisible(on)

    def set_seats(self, seats: Sequence[Seat], options: Mapping[str, object]) -> None:
        """Fill the page from a game's seats and options (a new game with the same players).

        A name that is only a default ("You", "Player N") is left empty, so it follows the
        language and the number of people.
        """
        self.count.setValue(max(RevorsoState.min_players, min(MAX_SEATS, len(seats))))
        for i in range(MAX_SEATS):
            if i < len(seats):
                self.seat_rows.set_seat(i, seats[i])
                if is_lone_name(seats[i].name) or seats[i].name in (
                    translate_message(default_name(i)),
                    str(default_name(i)),
                ):
                    self.names[i].clear()
            else:
                self.names[i].clear()
                self.seat_rows.set_choice(i, DEFAULT_BOT)
        self.switch_after_stop.setChecked(bool(options.get("switch_after_forced_stop", True)))
        self._update_seats()

    def setup(self) -> TableSetup:
        """The game the page describes."""
        n = self.count.value()
        people = self._people()
        seats = list(self.seat_rows.seats(n))
        if len(people) == 1 and not self.names[people[0]].text().strip():
            seats[people[0]] = Seat(lone_name())
        options = {"switch_after_forced_stop": self.switch_after_stop.isChecked()}
        return TableSetup("revorso", tuple(seats), self.deal.value(), options)

    def phone_host(self) -> str:
        """Where phones reach the table ("" when nobody plays on a phone)."""
        return self.phone_box.host()

    def _start(self) -> None:
        self.start.emit(self.setup())

    def focus_start(self) -> None:
        self.start_button.setFocus(Qt.FocusReason.OtherFocusReason)
