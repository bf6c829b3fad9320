"""Party rounds called from phones: the round's stopwatch as phones see it, and "Recto!"/"Verso!".

A Recto Verso party round ends when both partners have called: the front partner
"Recto!", the back partner "Verso!" (docs/HOUSE-RULES.md). Whoever owns the round's clock
answers two questions for the server, on the table thread (docs/ARCHITECTURE.md,
"Playing on phones"):

* :meth:`RoundHost.snapshot` — the round, whether its stopwatch counts, its time now and
  the sides already called. The server sends it with every state; a phone ticks locally
  from the time it was sent, and freezes it while the round is not counting.
* :meth:`RoundHost.call` — a partner's call: None when taken, else the refusal's code.
  The host ends the round with the same engine action the desktop's buttons use
  (:class:`~engines.recto_verso.game.FinishRound`), so scores, result and log are one.
* :meth:`RoundHost.hold` — the teacher's pause stops the clock as it stops the moves.

:class:`PartyRounds` is the host of a table served with no window (``rectoverso serve``):
a round's clock starts as soon as the round is dealt. The desktop app's builder has its
own host over its builder session (``app/recto_verso/phone_party.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from engines.recto_verso.game import FinishRound, RectoVersoGame
from engines.table.clock import PausableClock, TimeSource, monotonic_ms
from engines.table.session import TableSession

__all__ = ["HOLD", "SIDES", "PartyRounds", "RoundClock", "RoundHost", "call_refusal", "side_of"]

#: The facades in the order of the builders: the active player looks at the front.
SIDES = ("front", "back")
#: The pause reason the teacher's pause puts on a round's clock.
HOLD = "teacher"


@dataclass(frozen=True)
class RoundClock:
    """What a phone needs to show a round's stopwatch."""

    round: int
    counting: bool
    elapsed_ms: int
    called: tuple[str, ...]
    #: The round's card is face up (the desktop announces a round with the card face down first).
    revealed: bool = True

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "counting": self.counting,
            "elapsed_ms": self.elapsed_ms,
            "called": list(self.called),
            "revealed": self.revealed,
        }


class RoundHost(Protocol):
    """The owner of a party round's clock and calls (every method runs on the table thread)."""

    def snapshot(self) -> RoundClock | None: ...

    def call(self, seat: int, round_number: int) -> str | None: ...

    def hold(self, on: bool) -> None: ...


def side_of(state: RectoVersoGame, seat: int) -> str | None:
    """The facade ``seat`` looks at this round, or None when it does not build."""
    if state.mode != "party" or seat not in state.builders:
        return None
    return SIDES[state.builders.index(seat)]


def call_refusal(
    state: RectoVersoGame | None, seat: int, round_number: int, running: bool, called: dict[str, bool]
) -> str | None:
    """Why a call from ``seat`` cannot be taken now, or None: one rule for every host."""
    if state is None or state.is_terminal() or round_number != state.round or not running:
        return "not_running"
    side = side_of(state, seat)
    if side is None:
        return "not_partner"
    if called.get(side):
        return "called"
    return None


class PartyRounds:
    """The headless host: a stopwatch per round, started when the round is dealt."""

    def __init__(self, session: TableSession, now: TimeSource = monotonic_ms) -> None:
        state = session.state
        if not isinstance(state, RectoVersoGame) or state.mode != "party":
            raise ValueError("calls are for Recto Verso party rounds")
        self.session = session
        self.state: RectoVersoGame = state
        self.clock = PausableClock(now)
        self.called = dict.fromkeys(SIDES, False)
        self.clock.start()
        if state.is_terminal():
            self.clock.finish()

    def snapshot(self) -> RoundClock:
        return RoundClock(
            self.state.round,
            self.clock.counting,
            self.clock.elapsed_ms(),
            tuple(side for side in SIDES if self.called[side]),
        )

    def call(self, seat: int, round_number: int) -> str | None:
        refusal = call_refusal(self.state, seat, round_number, self.clock.running, self.called)
        if refusal is not None:
            return refusal
        side = side_of(self.state, seat)
        assert side is not None
        self.called[side] = True
        if all(self.called.values()):
            elapsed = self.clock.finish()
            builder = self.state.builders[0]
            self.called = dict.fromkeys(SIDES, False)
            self.clock.start()  # the next round's, so the phones told of the move see it run
            self.session.play(builder, FinishRound(elapsed))
            if self.state.is_terminal():
                self.clock.finish()
        return None

    def hold(self, on: bool) -> None:
        self.clock.set_paused(HOLD, on)
