"""Fixed DJ05135 positions for the README pictures (``--screenshots``): no threads, no pauses.

Each mode is a set-up and a number of turns that computer players play out at once,
stopping at a person's "play a card" step so the picture shows a hand to choose from.
"""

from __future__ import annotations

from engines.bots import make_bot
from engines.dj05135.game import DJ05135State, Stage
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession, bot_seed

__all__ = ["position"]

GAME = "dj05135"


def _setup(mode: str | None) -> tuple[TableSetup, int]:
    """The seats shown and how many turns are played before the picture."""
    seats: tuple[Seat, ...]
    if mode == "cover":
        seats = (Seat("Ana"), Seat("Leo"), Seat.computer("Robot Bea"))
        return TableSetup(GAME, seats, 4242), 3
    if mode == "end":
        seats = (
            Seat("Ana"),
            Seat.computer("Robot Bea"),
            Seat.computer("Robot Max", "greedy"),
            Seat.computer("Robot Kit", "random", "easy"),
        )
        return TableSetup(GAME, seats, 77), 10_000
    seats = (Seat("Ana"), Seat.computer("Robot Bea"), Seat.computer("Robot Max", level="easy"))
    return TableSetup(GAME, seats, 2024), 4


def position(mode: str | None) -> TableSession:
    """A session of ``mode``'s set-up: each computer seat plays as the player it is, and a
    simple player moves for the people, for the turns of the picture."""
    setup, turns = _setup(mode)
    state = TableSession.new_state(setup)
    assert isinstance(state, DJ05135State)
    bots = [
        make_bot(DJ05135State, seat.bot if seat.is_bot else "greedy", seat.level, seed=bot_seed(setup, i))
        for i, seat in enumerate(setup.seats)
    ]
    while not state.is_terminal():
        actor = state.current_player
        if state.turns >= turns and state.stage == Stage.PLAY and setup.seats[actor].is_person:
            break
        state.apply(bots[actor].choose(state.view(actor), state.legal_actions()))
    return TableSession(setup, state)
