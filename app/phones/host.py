"""One table offered to phones: the served table, its server thread, and when it stops.

:class:`PhoneHost` belongs to a table's shell. It starts a
:class:`~tableserver.ServerThread` for a session that has phone (remote) seats, passes
every call into the session to the GUI thread (:mod:`app.phones.bridge`), and brings the
seats' news back there as the ``seats_changed`` signal. It stops the server when the
table ends, another game starts, the table's window closes or the app quits, so no
thread and no listening port outlive the table (docs/ARCHITECTURE.md, "Playing on phones").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Signal
from PySide6.QtWidgets import QWidget

from app.phones.bridge import GuiThreadPost
from engines.manifest import game_spec
from engines.table.session import TableSession
from tableserver.places import SeatPlace

if TYPE_CHECKING:
    from engines.table.rounds import RoundHost
    from tableserver import ServedTable, ServerThread
    from tableserver.joining import Lockout

__all__ = ["ALL_NETWORKS", "PhoneHost", "has_phone_seats", "phones_supported"]

#: The wildcard address: every network the computer is on (only after the teacher says so).
ALL_NETWORKS = "0.0.0.0"


def phones_supported(game: str) -> bool:
    """Whether the table server can show ``game`` on phones (its manifest names a phone adapter)."""
    try:
        return bool(game_spec(game).phone)
    except KeyError:
        return False


def has_phone_seats(session: TableSession) -> bool:
    return any(seat.is_remote for seat in session.setup.seats)


class PhoneHost(QObject):
    """The phone side of one table; see the module docstring."""

    #: Who sits where changed: a list of :class:`~tableserver.places.SeatPlace`.
    seats_changed = Signal(list)
    #: The server started (True) or stopped (False).
    running_changed = Signal(bool)
    #: The table was paused (True) or goes on (False).
    paused_changed = Signal(bool)
    #: The addresses the table turns away changed: a list of :class:`~tableserver.joining.Lockout`.
    lockouts_changed = Signal(list)
    #: The table has a new code (the QR code and the big letters change).
    code_changed = Signal(str)

    def __init__(self, watched: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._watched = watched
        self._post = GuiThreadPost(self)
        self.table: ServedTable | None = None
        self.server: ServerThread | None = None
        self.places: list[SeatPlace] = []
        self.lockouts: list[Lockout] = []
        self.paused = False
        #: The address the last table was offered at (a new game at the table keeps it).
        self.host = ""
        self._window: QWidget | None = None
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @property
    def running(self) -> bool:
        return self.server is not None and self.server.running

    @property
    def url(self) -> str:
        return self.server.url if self.server is not None else ""

    @property
    def code(self) -> str:
        return self.table.code if self.table is not None else ""

    def start(self, session: TableSession, host: str, port: int = 0, rounds: RoundHost | None = None) -> str:
        """Serve ``session`` on ``host``; returns the page's address. ``OSError`` if it cannot listen.

        ``rounds``: the owner of the round clock and the calls, for a game played in timed rounds.
        """
        from tableserver import ServedTable, ServerThread  # aiohttp loads when a table is served

        self.stop()
        table = ServedTable(session, run_on_table=self._post.post, rounds=rounds)
        table.on_seats = self._seats_from_loop
        table.guard.on_lockouts = self._lockouts_from_loop
        server = ServerThread(table)
        server.start(host, port)
        self.table, self.server = table, server
        self.host = host
        self.paused = False
        self.places = [
            SeatPlace(i, seat.name, seat.kind, False, False) for i, seat in enumerate(session.setup.seats)
        ]
        self.lockouts = []
        self._watch_window()
        self.running_changed.emit(True)
        self.seats_changed.emit(self.places)
        return server.url

    def stop(self) -> None:
        """Tell every phone the table closed, close every socket and end the server's thread."""
        server, self.server, self.table = self.server, None, None
        if server is None:
            return
        server.stop()
        self.paused = False
        self.lockouts = []
        self.lockouts_changed.emit([])
        self.running_changed.emit(False)

    # -- the teacher's controls --------------------------------------------------------------

    def free_seat(self, seat: int) -> None:
        if self.table is not None:
            self.table.free_seat(seat)

    def drop_seat(self, seat: int) -> None:
        """Close the connection of the phone at ``seat``; its address stays out until let in."""
        if self.table is not None:
            self.table.drop_seat(seat)

    def let_in(self, address: str) -> None:
        if self.table is not None:
            self.table.let_in(address)

    def new_code(self) -> None:
        """A new table code: the phones seated keep their seats, guesses of the old one are void."""
        if self.table is not None:
            self.code_changed.emit(self.table.new_code())

    def hand_to_bot(self, seat: int, bot: str = "strong", level: str = "medium") -> None:
        """A computer player takes ``seat`` over (called on the GUI thread, the table's)."""
        if self.table is not None:
            self.table.hand_to_bot(seat, bot, level)

    def set_paused(self, on: bool) -> None:
        if self.table is None or self.paused == on:
            return
        self.paused = on
        self.table.set_paused(on)
        self.paused_changed.emit(on)

    # -- news from the server loop -----------------------------------------------------------

    def _seats_from_loop(self, places: list[SeatPlace]) -> None:  # the server's thread
        table = self.table
        self._post.post(lambda: self._seats_arrived(table, places))

    def _seats_arrived(self, table: ServedTable | None, places: list[SeatPlace]) -> None:
        if table is not None and table is self.table:  # not news of a table stopped since
            self.places = places
            self.seats_changed.emit(places)

    def _lockouts_from_loop(self, lockouts: list[Lockout]) -> None:  # the server's thread
        table = self.table
        self._post.post(lambda: self._lockouts_arrived(table, lockouts))

    def _lockouts_arrived(self, table: ServedTable | None, lockouts: list[Lockout]) -> None:
        if table is not None and table is self.table:
            self.lockouts = lockouts
            self.lockouts_changed.emit(lockouts)

    # -- the window closing ----------------------------------------------------------------------

    def _watch_window(self) -> None:
        window = self._watched.window()
        if window is not self._window:
            if self._window is not None:
                self._window.removeEventFilter(self)
            self._window = window
            window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Close:
            self.stop()
        return False
