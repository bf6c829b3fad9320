"""The partners' calls and the round's clock: the one host of a Recto Verso round.

A party round ends when both builders have called, the front partner "Recto!", the back
partner "Verso!" (docs/HOUSE-RULES.md, "Recto Verso: the calls"); a call stands. The
desktop's buttons and a phone's ``call`` both go through :class:`RoundCalls` over the
table's :class:`~engines.recto_verso.builder.BuilderSession` (its clock, its phases), so
there is one rule, one clock and one finish, whoever calls. What happens when both have
called is the owner's: the desktop shows the result and waits for "Next round"
(``app/recto_verso/rounds.py``); a table served with no window (:func:`served_rounds`)
finishes the round through the play layer and starts the next one at once.
"""

from __future__ import annotations

from collections.abc import Callable

from engines.recto_verso.builder import BuilderSession
from engines.recto_verso.game import FinishRound, RectoVersoGame
from engines.table.clock import TimeSource, monotonic_ms
from engines.table.rounds import HOLD, RoundClock
from engines.table.session import TableSession

__all__ = ["SIDES", "RoundCalls", "call_refusal", "served_rounds", "side_of"]

#: The facades in the order of the builders: the active player looks at the front.
SIDES = ("front", "back")
#: Phases of the builder in which the round's card is face up.
_FACE_UP = ("build", "result", "over")


def side_of(state: RectoVersoGame, seat: int) -> str | None:
    """The facade ``seat`` looks at this round, or None when it does not build."""
    if state.mode != "party" or seat not in state.builders:
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

    def snapshot(self) -> RoundClock | None:
        builder = self.builder
        state = builder.state
        if state is None:
            return None
        counting = builder.phase == "build" and builder.clock.counting
        called = tuple(side for side in SIDES if builder.called[side])
        return RoundClock(state.round, counting, builder.elapsed_ms(), called, builder.phase in _FACE_UP)

    def call(self, seat: int, round_number: int) -> str | None:
        builder = self.builder
        state = builder.state
        refusal = call_refusal(state, seat, round_number, builder.can_build(), builder.called)
        if refusal is not None:
            return refusal
        assert state is not None
        side = side_of(state, seat)
        assert side is not None
        if builder.call(side):
            self.finish()
        elif self.called is not None:
            self.called()
        return None

    def press(self, side: str) -> None:
        """The desktop's own Recto!/Verso! button for ``side``: the same rule as a phone's call."""
        state = self.builder.state
        if state is not None and len(state.builders) == len(SIDES):
            self.call(state.builders[SIDES.index(side)], state.round)

    def hold(self, on: bool) -> None:
        self.builder.clock.set_paused(HOLD, on)


def served_rounds(session: TableSession, now: TimeSource = monotonic_ms) -> RoundCalls | None:
    """The round host of a party served with no window (``rectoverso serve``), or None.

    Each round's card is face up and its clock runs as soon as it is dealt; when both have
    called, the round ends through the play layer (:class:`~engines.table.session.TableSession`
    tells every seat) at the clock's time, and the next one starts at once.
    """
    state = session.state
    if not isinstance(state, RectoVersoGame) or state.mode != "party":
        return None
    builder = BuilderSession(now)
    builder.start(state)

    def finish() -> None:
        elapsed = builder.clock.finish()
        actor = state.builders[0]
        # The next round's clock runs before the seats are told of the finish, so they see it run.
        builder.begin_round()
        session.play(actor, FinishRound(int(elapsed)))
        if state.is_terminal():
            builder.clock.finish()
            builder.phase = "over"

    if not state.is_terminal():
        builder.begin_round()
    return RoundCalls(builder, finish)
