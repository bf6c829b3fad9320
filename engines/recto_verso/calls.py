"""The partners' calls and the round's clock: the one host of a Recto Verso round.

A party round, or a ladder attempt, ends when both builders have called, the front partner
"Recto!", the back partner "Verso!" (docs/HOUSE-RULES.md, "Recto Verso: the calls"); a call
stands. The desktop's buttons and a phone's ``call`` both go through :class:`RoundCalls`
over the table's :class:`~engines.recto_verso.builder.BuilderSession` (its clock, its
phases), so there is one rule and one clock whoever calls, and every seat is told when
each side called. What happens when both have called is the owner's: the desktop checks
the building on its board, shows the result and waits for "Next round"
(``app/recto_verso/rounds.py``). A table served with no window (:class:`ServedRounds`) is
built with the wooden pieces, so the table says whether the building is right (docs/
HOUSE-RULES.md, "Recto Verso: who checks the building"), then the round ends through the
play layer and the next one begins a few seconds later.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from engines.recto_verso.builder import BuilderSession
from engines.recto_verso.game import FinishRound, RectoVersoGame
from engines.table.clock import TimeSource, monotonic_ms
from engines.table.rounds import HOLD, RoundClock
from engines.table.session import TableSession

__all__ = ["NEXT_ROUND_MS", "SIDES", "RoundCalls", "ServedRounds", "call_refusal", "served_rounds", "side_of"]

#: The facades in the order of the builders: the active player looks at the front.
SIDES = ("front", "back")
#: Phases of the builder in which the round's card is face up. Once a round is finished the
#: game has already dealt the next card: it stays face down until that round begins.
_FACE_UP = ("build", "judge")
#: How long a served table shows a round's result before the next round begins.
NEXT_ROUND_MS = 6000


def side_of(state: RectoVersoGame, seat: int) -> str | None:
    """The facade ``seat`` looks at this round (party round or ladder attempt), or None."""
    if state.mode not in ("party", "ladder") or seat not in state.builders or len(state.builders) != 2:
        return None
    return SIDES[state.builders.index(seat)]


def call_refusal(
    state: RectoVersoGame | None, seat: int, round_number: int, running: bool, called: dict[str, bool]
) -> str | None:
    """Why a call from ``seat`` cannot be taken now, or None: one rule for every caller."""
    if state is None or state.is_terminal() or round_number != state.round or not running:
        return "not_running"
    side = side_of(state, seat)
    if side is None:
        return "not_partner"
    if called.get(side):
        return "called"
    return None


class RoundCalls:
    """The :class:`~engines.table.rounds.RoundHost` of a Recto Verso table, over its builder.

    ``finish`` runs once both partners have called (the round's clock is still running
    then: the owner finishes it at the clock's time); ``called``, after a call that leaves
    the round going (the owner shows it)."""

    def __init__(
        self, builder: BuilderSession, finish: Callable[[], None], called: Callable[[], None] | None = None
    ) -> None:
        self.builder = builder
        self.finish = finish
        self.called = called
        #: When each side called this round, in the round's time.
        self.called_at: dict[str, int] = {}

    def snapshot(self) -> RoundClock | None:
        builder = self.builder
        state = builder.state
        if state is None:
            return None
        live = builder.phase in _FACE_UP  # a round being built (or judged), not the next one
        counting = builder.phase == "build" and builder.clock.counting
        called = tuple(side for side in SIDES if live and builder.called[side])
        at = tuple((side, self.called_at[side]) for side in called if side in self.called_at)
        return RoundClock(
            state.round,
            counting,
            builder.elapsed_ms() if live else 0,
            called,
            live,
            called_at=at,
            limit_ms=builder.clock.limit_ms if builder.phase == "build" else None,
            now=builder.clock.now,
            read_at=builder.clock.now(),
        )

    def call(self, seat: int, round_number: int) -> str | None:
        builder = self.builder
        state = builder.state
        refusal = call_refusal(state, seat, round_number, builder.can_build(), builder.called)
        if refusal is not None:
            return refusal
        assert state is not None
        side = side_of(state, seat)
        assert side is not None
        if not any(builder.called.values()):
            self.called_at = {}
        elapsed = builder.elapsed_ms()
        if builder.call(side):
            self.called_at[side] = builder.clock.finish(elapsed)
            self.finish()
        else:
            if builder.called[side]:
                self.called_at[side] = elapsed
            if self.called is not None:
                self.called()
        return None

    def press(self, side: str) -> None:
        """The desktop's own Recto!/Verso! button for ``side``: the same rule as a phone's call."""
        state = self.builder.state
        if state is not None and len(state.builders) == len(SIDES):
            self.call(state.builders[SIDES.index(side)], state.round)

    def judge(self, seat: int, round_number: int, right: bool) -> str | None:
        """The computer checks a building made on its board: nobody needs to judge it."""
        return "not_running"

    def hold(self, on: bool) -> None:
        self.builder.clock.set_paused(HOLD, on)

    def tick(self) -> bool:
        return False

    def seated(self, seats: frozenset[int]) -> bool:
        return False


class ServedRounds(RoundCalls):
    """The host of a Recto Verso table served with no window (``rectoverso serve``).

    The building is made with the wooden pieces, which no computer sees: a round begins once
    its two builders' phones are seated (its card face up, its clock running for everyone);
    when both have called, the clock stops and the table says whether the building matches
    the card — the players who do not build this round, or, at a table of two (the ladder),
    the partners themselves; the first verdict counts. The round then ends through the play
    layer (:class:`~engines.table.session.TableSession` tells every seat) with that verdict,
    and the next one begins :data:`NEXT_ROUND_MS` later. A ladder attempt whose countdown
    runs out ends as failed.
    """

    def __init__(self, session: TableSession, state: RectoVersoGame, now: TimeSource = monotonic_ms) -> None:
        builder = BuilderSession(now)
        super().__init__(builder, self._both_called)
        self.session = session
        self.state = state
        self.now = now
        self._seated: frozenset[int] = frozenset()
        #: When the round that ended was over (the next one begins a little later).
        self._ended_at: int | None = None
        builder.start(state)
        builder.phase = "announce"

    # -- the round's steps -----------------------------------------------------------------------

    def _begin(self) -> bool:
        """The next round, if its builders are seated and the game goes on."""
        state, builder = self.state, self.builder
        if state.is_terminal() or builder.phase not in ("announce", "result"):
            return False
        if not set(state.builders) <= self._seated:
            return False
        self.called_at = {}
        self._ended_at = None
        builder.begin_round()
        return True

    def _both_called(self) -> None:
        self.builder.clock.finish()
        self.builder.phase = "judge"

    def _end(self, right: bool) -> None:
        builder, state = self.builder, self.state
        elapsed = builder.elapsed_ms()
        actor = state.builders[0]
        builder.phase = "result"
        self._ended_at = self.now()
        self.session.play(actor, FinishRound(int(elapsed), judged=right))
        if state.is_terminal():
            builder.phase = "over"

    # -- what the table asks ---------------------------------------------------------------------

    def snapshot(self) -> RoundClock | None:
        clock = super().snapshot()
        if clock is None or self.builder.phase != "judge":
            return clock
        return dataclasses.replace(clock, counting=False, revealed=True, judging=True, judges=self.judges())

    def judges(self) -> tuple[int, ...]:
        """Who says whether the building is right: those not building, else the partners."""
        others = tuple(seat for seat in range(self.state.players) if seat not in self.state.builders)
        return others or tuple(self.state.builders)

    def judge(self, seat: int, round_number: int, right: bool) -> str | None:
        if self.builder.phase != "judge" or round_number != self.state.round:
            return "not_running"
        if seat not in self.judges():
            return "not_judge"
        self._end(right)
        return None

    def tick(self) -> bool:
        builder = self.builder
        if builder.phase == "build" and builder.time_up():
            builder.clock.finish()
            self._end(False)  # the countdown ran out: the attempt failed
            return True
        ended = self._ended_at
        if builder.phase == "result" and ended is not None and self.now() - ended >= NEXT_ROUND_MS:
            return self._begin()
        return False

    def seated(self, seats: frozenset[int]) -> bool:
        self._seated = seats
        if self.builder.phase == "announce":
            return self._begin()
        return False


def served_rounds(session: TableSession, now: TimeSource = monotonic_ms) -> ServedRounds | None:
    """The round host of a Recto Verso party or ladder served with no window, or None."""
    state = session.state
    if not isinstance(state, RectoVersoGame) or state.mode not in ("party", "ladder"):
        return None
    return ServedRounds(session, state, now)
