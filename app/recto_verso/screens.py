"""Set-ups for ``--screenshots``: each mode of the builder in a representative moment.

Played through the rounds and the session only, as a player would, on a manual clock.
"""

from __future__ import annotations

from app.recto_verso.rounds import RoundController
from engines.recto_verso.builder import BuilderSession
from engines.recto_verso.handling import build_order
from engines.table.clock import ManualTime

__all__ = ["stage_screenshot"]


def _build_part(session: BuilderSession, count: int) -> None:
    """Put the first ``count`` pieces of a solution down, through the hand."""
    state = session.state
    assert state is not None
    solution = state.solution()
    assert solution is not None
    for name, cells in build_order((p.piece, p.cells) for p in solution.placements)[:count]:
        session.hold_as(name, cells)
        session.place()


def stage_screenshot(
    rounds: RoundController, session: BuilderSession, mode: str | None, clock: ManualTime
) -> None:
    if mode is None:
        return
    if mode == "puzzle":
        rounds.start_puzzle("easy", "E05", seed=7)
        _build_part(session, 6)
        clock.advance(83_400)
    elif mode == "party":
        rounds.start_party("hard", ["Ana", "Ben", "Chloé", "Dev"], seed=11)
        rounds.reveal()
        _build_part(session, 11)
        clock.advance(42_700)
        rounds.finish_round()
        rounds.announce()
        rounds.reveal()
        _build_part(session, 5)
        clock.advance(31_200)
    elif mode == "ladder":
        rounds.start_ladder("easy", seed=5)
        for seconds in (70, 52):
            rounds.reveal()
            _build_part(session, 10)
            clock.advance(seconds * 1000)
            rounds.finish_round()
            rounds.announce()
        rounds.reveal()
        _build_part(session, 4)
        clock.advance(38_600)
    free = session.free_pieces()
    if free:
        session.take(free[-1])
        session.turn("R")
        session.move_to((2, 1))
