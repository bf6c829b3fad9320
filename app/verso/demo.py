"""The games the Verso table shows for ``--screenshots`` and the README pictures.

Each is played to its position before it reaches the table, through the play layer and
with fixed seeds, so the pictures are the same on every machine. No Qt here.
"""

from __future__ import annotations

from engines.bots import Bot, make_bot
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from engines.verso import VersoState

__all__ = ["demo_session"]

GAME = "verso"


def _stand_in(seed: int) -> Bot:
    """A simple player who moves for the person in the picture."""
    return make_bot(VersoState, "greedy", "medium", seed=seed)


def _play_person(session: TableSession, stand_in: Bot) -> None:
    seat = session.to_act()
    assert seat is not None
    session.play(seat, stand_in.choose(session.view(seat), session.legal_for(seat)))


def demo_session(mode: str | None) -> TableSession:
    """``"solo"``: a solo game nine moves in; ``"end"``: a finished game; else a game in progress."""
    if mode == "solo":
        session = TableSession(TableSetup(GAME, (Seat("Ana"),), 2024))
        stand_in = _stand_in(3)
        for _ in range(9):
            _play_person(session, stand_in)
        return session
    seats = (Seat("Ana"), Seat.computer("Bo", "greedy", "medium"), Seat.computer("Cy", "strong", "medium"))
    session = TableSession(TableSetup(GAME, seats, 7))
    stand_in = _stand_in(1)
    for _ in range(200 if mode == "end" else 6):
        if session.over:
            break
        _play_person(session, stand_in)
        session.play_bots()
    return session
