"""The fixed games a card table shows for ``--screenshots`` and the screen checks, played once.

A demo position is a fixed set-up played on by computer players, which takes seconds of
their thinking (a whole DJ05135 game for the end page). The moves are the same every time,
so each (game, mode) is played once per run and later requests replay its moves, which
takes milliseconds and gives an equal, fresh session (nothing is shared with the first).
"""

from __future__ import annotations

from collections.abc import Callable

from engines.base import Action
from engines.table.seats import TableSetup
from engines.table.session import TableSession

__all__ = ["demo"]

_PLAYED: dict[tuple[str, str | None], tuple[TableSetup, tuple[Action, ...]]] = {}


def demo(game: str, mode: str | None, play: Callable[[str | None], TableSession]) -> TableSession:
    """``play(mode)``'s session: played the first time, its moves replayed after that."""
    key = (game, mode)
    if key not in _PLAYED:
        session = play(mode)
        _PLAYED[key] = (session.setup, tuple(session.state.history))
        return session
    setup, moves = _PLAYED[key]
    state = TableSession.new_state(setup)
    for action in moves:
        state.apply(action)
    return TableSession(setup, state)
