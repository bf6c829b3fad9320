"""Between the phones and a table's round host: calls and verdicts, the clock's ticks, who sits.

A game played in timed rounds that end on calls (Recto Verso) has a
:class:`~engines.table.rounds.RoundHost` on the table's thread. The relay takes a phone's
``call`` or ``judge`` there and answers with the host's refusal, if any; tells the host who
sits at the table whenever that changes (a round may wait for its builders); and ticks the
host twice a second (a countdown may run out, the next round may begin). After each change
the phones get their states and the round's clock again (docs/ARCHITECTURE.md, "Playing on
phones").
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from engines.table.rounds import RoundHost

if TYPE_CHECKING:
    from tableserver.table import Peer, ServedTable

__all__ = ["TICK_SECONDS", "RoundRelay"]

TICK_SECONDS = 0.5


class RoundRelay:
    """One served table's link to its round host (made on the server's loop)."""

    def __init__(self, table: ServedTable, host: RoundHost) -> None:
        self.table = table
        self.host = host
        self._ticker: asyncio.TimerHandle | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop
        self._ticker = loop.call_later(TICK_SECONDS, self._tick)

    def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.cancel()
            self._ticker = None

    def _tick(self) -> None:  # loop
        host, table = self.host, self.table

        def tick() -> None:  # table thread
            if host.tick():
                table.refresh()

        table.run_on_table(tick)
        if self._loop is not None and self._ticker is not None:
            self._ticker = self._loop.call_later(TICK_SECONDS, self._tick)

    def seats_changed(self, seats: frozenset[int]) -> None:  # loop
        host, table = self.host, self.table

        def seated() -> None:  # table thread
            if host.seated(seats):
                table.refresh()

        table.run_on_table(seated)

    def call(self, peer: Peer, seat: int, round_number: int) -> None:  # loop
        self._ask(peer, lambda: self.host.call(seat, round_number))

    def judge(self, peer: Peer, seat: int, round_number: int, right: bool) -> None:  # loop
        self._ask(peer, lambda: self.host.judge(seat, round_number, right))

    def _ask(self, peer: Peer, question: Callable[[], str | None]) -> None:
        table = self.table

        def ask() -> None:  # table thread
            refusal = question()
            if refusal is not None:
                table.post_refusal(peer, refusal)
            table.refresh()

        table.run_on_table(ask)
