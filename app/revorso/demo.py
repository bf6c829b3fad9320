"""Fixed-seed positions for ``--screenshots`` (and the tests): bots play every seat until
the moment each mode shows, then the table takes over with its real seats."""

from __future__ import annotations

from collections.abc import Callable

from engines.bots import make_bot
from engines.revorso import Draw, Name, RevorsoState
from engines.table.seats import Seat, TableSetup

__all__ = ["DEMO_SETUP", "demo_state"]

DEMO_SETUP = TableSetup(
    "revorso",
    (Seat("Anna"), Seat.computer("Bea", "strong", "medium"), Seat.computer("Ben", "strong", "hard")),
    seed=2024,
)


def _play_until(setup: TableSetup, done: Callable[[RevorsoState], bool], limit: int = 4000) -> RevorsoState:
    state = RevorsoState(len(setup.seats), setup.seed, dict(setup.options))
    bots = [make_bot(RevorsoState, "strong", "hard", seed=seat) for seat in range(state.players)]
    for _ in range(limit):
        if state.is_terminal() or done(state):
            break
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
        for watcher, bot in enumerate(bots):
            bot.observe(state.view(watcher))
    return state


def _drawing_turn(state: RevorsoState) -> bool:
    """Anna's third turn, three cards in her sequence, the last one just drawn."""
    return state.active == 0 and state.turns[0] >= 3 and state.phase == "draw" and len(state.sequence) >= 3


def _memory_test(state: RevorsoState) -> bool:
    return state.active == 0 and state.turns[0] >= 3 and state.phase == "draw" and state.drawn >= 1


def demo_state(mode: str | None) -> RevorsoState:
    setup = DEMO_SETUP
    if mode == "end":
        return _play_until(setup, lambda s: False)
    if mode == "memory":
        state = _play_until(setup, _memory_test)
        while state.active == 0 and state.phase == "draw":
            legal = state.legal_actions()
            state.apply(Draw() if Draw() in legal and len(state.sequence) < 5 else legal[-1])
        while state.phase != "over" and len(state.revealed) < 2 and len(state.sequence) > 1:
            if state.phase == "answer":
                state.apply(Name(state.sequence[-1]))
            else:
                state.apply(state.legal_actions()[-1])  # the others let their chances go by
        while state.phase in ("switch", "bear"):
            state.apply(state.legal_actions()[-1])
        return state
    return _play_until(setup, _drawing_turn)
