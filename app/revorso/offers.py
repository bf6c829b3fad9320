"""A person offered Switch or Bear has a few seconds to answer; then the offer goes by.

The offer window is the Revorso table's own pacing of people (the bots' pace is the
shell's): the countdown starts when a person at this computer is asked, stops when
anyone moves, and plays ``Pass()`` for them when it runs out.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QObject

from app.revorso.controller import OfferCountdown
from engines.base import IllegalActionError
from engines.revorso import Pass, RevorsoState
from engines.table.clock import TimeSource, monotonic_ms
from engines.table.session import TableSession

__all__ = ["PersonOffers"]


class PersonOffers(QObject):
    """Follows a session and keeps the countdown of the offer a person must answer now."""

    #: Seconds a person has to take up an offer.
    OFFER_SECONDS = {"switch": 8.0, "bear": 10.0}

    def __init__(self, clock: TimeSource = monotonic_ms, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.countdown = OfferCountdown(clock, self)
        self.countdown.expired.connect(self._expired)
        self.session: TableSession | None = None
        #: (seat, moves played) of the offer being timed, so a redraw does not restart it.
        self._offer: tuple[int, int] | None = None

    def _open_offer(self) -> tuple[int, int] | None:
        session = self.session
        if session is None or not session.is_person_turn():
            return None
        if not isinstance(session.state, RevorsoState) or session.state.phase not in self.OFFER_SECONDS:
            return None
        seat = session.to_act()
        assert seat is not None
        return seat, len(session.state.history)

    def follow(self, session: TableSession | None, hold: bool = False) -> None:
        """Time the offer ``session`` makes a person now, if any; with ``hold`` (a guided game's
        steps are teaching the offer) the countdown waits for the learner and starts afresh after.

        The countdown itself is paused by the app's clock service while the table cannot
        be seen, and goes on where it stopped.
        """
        self.session = session
        offer = self._open_offer()
        if hold or offer is None or session is None or not isinstance(session.state, RevorsoState):
            self.stop()
        elif offer != self._offer:
            self._offer = offer
            self.countdown.start(self.OFFER_SECONDS[session.state.phase])

    def stop(self) -> None:
        self._offer = None
        self.countdown.stop()

    def _expired(self) -> None:
        offer = self._open_offer()
        if offer is None or offer != self._offer or self.session is None:
            return
        self._offer = None
        with contextlib.suppress(IllegalActionError):  # the offer was taken up meanwhile
            self.session.play(offer[0], Pass())
