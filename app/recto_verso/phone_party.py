"""A Recto Verso party played with phones: each builder's facade on their own phone.

The projector shows the builder at the computer; each partner's phone shows only their
facade, the round's stopwatch and their call, "Recto!" or "Verso!" (docs/ARCHITECTURE.md,
"Playing on phones"). The party's start page gets the card games' "Play on phones…"
(:class:`~app.phones.setup_box.PhoneSetupBox`) with an "On a phone" box per player; the
game page gets the card games' shared screen (QR code, address, table code, who joined,
pause, end the table) beside the board.

The phones play the builder's own game: a :class:`~engines.table.session.TableSession`
over the builder session's state sends each seat its view, and the builder's
:class:`~engines.recto_verso.calls.RoundCalls` answers the server's round questions, so a
phone's call is the desktop's call (one rule, same clock, same finish, scores and log).
While the phones hold the facades, the projector does not show the card to the room until
the round ends; the teacher's pause holds the round's clock here and on every phone.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QCheckBox, QGridLayout, QVBoxLayout, QWidget

from app.phones.host import PhoneHost
from app.phones.setup_box import PhoneSetupBox
from app.phones.shared_screen import SharedScreen
from app.recto_verso.builder_parts import BuilderParts
from app.table.seat_editor import PERSON, PHONE
from engines.recto_verso.game import RectoVersoGame
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from tableserver.places import SeatPlace

__all__ = ["PartyPhoneSeats", "PartyPhones"]

#: Phases of a round in which the card's facades may be shown to the room.
_ALL_PHASES = ("build", "result", "over")
_AFTER_ROUND = ("result", "over")


class PartyPhoneSeats(QWidget):
    """ "On a phone" for each player of the party, shown once "Play on phones…" is checked."""

    def __init__(self, players: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.phones_allowed = False
        self.boxes: list[QCheckBox] = []
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        for seat in range(players):
            box = QCheckBox()
            box.setObjectName(f"party-phone-{seat}")
            grid.addWidget(box, seat // 2, seat % 2)
            self.boxes.append(box)
        self.setVisible(False)

    def retranslate(self, names: list[str]) -> None:
        for seat, box in enumerate(self.boxes):
            name = names[seat] if seat < len(names) else str(seat + 1)
            box.setText(self.tr("%1 on a phone").replace("%1", name))

    def show_count(self, count: int) -> None:
        for seat, box in enumerate(self.boxes):
            box.setVisible(seat < count)

    # -- PhoneSeats --------------------------------------------------------------------------

    def allow_phones(self, on: bool) -> None:
        self.phones_allowed = on
        self.setVisible(on)
        if not on:
            for box in self.boxes:
                box.setChecked(False)

    def count(self) -> int:
        return len(self.boxes)

    def choice(self, index: int) -> str:
        return PHONE if self.boxes[index].isChecked() else PERSON

    def set_choice(self, index: int, choice: str) -> None:
        self.boxes[index].setChecked(choice == PHONE)

    def phone_seats(self, players: int) -> list[int]:
        return [seat for seat in range(players) if self.phones_allowed and self.boxes[seat].isChecked()]


class PartyPhones(QObject):
    """The phone side of the builder's party: the start page's choice, the server, the shared screen."""

    def __init__(self, widget: QWidget, view: BuilderParts) -> None:
        super().__init__(widget)
        self.view = view
        setup = view.setup
        self.seats = PartyPhoneSeats(len(setup.name_edits))
        self.box = PhoneSetupBox("recto_verso", self.seats)
        box_layout = setup.party_box.layout()
        assert isinstance(box_layout, QVBoxLayout)
        box_layout.addWidget(self.box)
        box_layout.addWidget(self.seats)
        self.seats.show_count(setup.count.value())
        setup.count.valueChanged.connect(self.seats.show_count)
        for edit in setup.name_edits:
            edit.textChanged.connect(self.retranslate)
        setup.party_requested.connect(self.start_party)

        self.host = PhoneHost(widget, self)
        self.screen = SharedScreen(self.host)
        self.screen.setVisible(False)
        self.screen.end_requested.connect(self.host.stop)
        view.page.body.addWidget(self.screen, 0)  # as tall as the board: room for the seats
        self.host.running_changed.connect(self._running)
        self.host.paused_changed.connect(lambda _on: self.repaint())
        view.rounds.changed.connect(lambda _keep: self.refresh())
        view.rounds.leave_requested.connect(self.host.stop)
        self.retranslate()

    def retranslate(self) -> None:
        self.seats.retranslate([edit.text().strip() for edit in self.view.setup.name_edits])

    # -- starting ------------------------------------------------------------------------------

    def start_party(self, level: str, names: list[str]) -> None:
        """Start the party; with "Play on phones…" checked, serve it to the chosen players' phones."""
        self.host.stop()
        self.view.rounds.start_party(level, names)
        address = self.box.host()
        phones = self.seats.phone_seats(len(names))
        state = self.view.session.state
        if not address or not phones or not isinstance(state, RectoVersoGame):
            return
        seats = tuple(Seat.remote(n) if i in phones else Seat.person(n) for i, n in enumerate(names))
        setup = TableSetup("recto_verso", seats, state.seed, dict(state.options))
        session = TableSession(setup, state)
        try:
            self.host.start(session, address, rounds=self.view.rounds.calls)
        except OSError as exc:
            self.view.page.status.setText(
                self.tr("The table could not be offered to phones at %1: %2")
                .replace("%1", address)
                .replace("%2", str(exc))
            )
            return
        self.repaint()

    def _running(self, on: bool) -> None:
        self.screen.setVisible(on)
        if on:
            self.screen.show_seats(self.host.places)
        self.repaint()

    def repaint(self) -> None:
        """The builder shows the card (or hides it from the room) and the clock anew, through its
        round controller's ``changed``, which also tells the phones."""
        if self.view.session.state is not None:
            self.view.rounds.changed.emit(True)

    # -- while the party runs ------------------------------------------------------------------

    def refresh(self) -> None:
        """The builder changed (a round revealed, called, finished): the phones hear of it."""
        table = self.host.table
        if table is not None and self.host.running and table.session.state is self.view.session.state:
            table.refresh()

    def facade_phases(self) -> tuple[str, ...]:
        """When the room may see the card: while phones hold the facades, only once a round ends."""
        return _AFTER_ROUND if self.host.running else _ALL_PHASES

    def places(self) -> list[SeatPlace]:
        return self.host.places
