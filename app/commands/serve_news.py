"""What ``rectoverso serve`` prints while it runs: the teacher's only view of a table with no window.

One line for each phone that joins, leaves or comes back (the table's notes), one for each
address the table turns away, one a minute with the moves played in it, and one when the
game ends, with who won and the moves per minute of the whole game. Lines are in English,
like the rest of the command's output.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from engines.catalogue import translate_message
from engines.table.session import Change, TableSession
from tableserver.joining import Lockout

__all__ = ["LockoutLines", "TableNews"]


class TableNews:
    """Listens to a served session (on the table's thread) and prints what happened."""

    def __init__(
        self,
        session: TableSession,
        out: Callable[[str], None] = lambda line: print(line, flush=True),
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.session = session
        self.out = out
        self.clock = clock
        self.started = clock()
        self._minute_start = self.started
        self._minute_moves = 0
        self._moves = 0
        self._notes = 0
        self._ended = False

    def on_change(self, change: Change) -> None:
        session = self.session
        for note in session.notes[self._notes :]:
            self.out(translate_message("en", note.text))
        self._notes = len(session.notes)
        if change is Change.MOVE:
            self._moves += 1
            self._minute_moves += 1
        now = self.clock()
        if now - self._minute_start >= 60:
            self.out(f"{self._minute_moves} moves in the last minute")
            self._minute_start, self._minute_moves = now, 0
        if session.over and not self._ended:
            self._ended = True
            self.out(self._game_over(now))

    def _game_over(self, now: float) -> str:
        session = self.session
        names = session.setup.names
        winners = ", ".join(names[seat] for seat in session.state.winners()) or "nobody"
        minutes = max(1 / 60, (now - self.started) / 60)
        return f"Game over: {winners} won after {self._moves} moves ({self._moves / minutes:.0f} a minute)"


class LockoutLines:
    """One line for each address the table starts turning away."""

    def __init__(self, out: Callable[[str], None] = lambda line: print(line, flush=True)) -> None:
        self.out = out
        self.told: set[str] = set()

    def show(self, lockouts: list[Lockout]) -> None:
        for lockout in lockouts:
            if lockout.address not in self.told:
                why = "too many wrong codes" if lockout.reason == "guessing" else "dropped"
                self.out(f"Turned away: {lockout.address} ({why})")
        self.told = {lockout.address for lockout in lockouts}
