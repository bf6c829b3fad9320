"""Set-ups for ``--screenshots``: each mode of the builder in a representative moment."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.recto_verso.clock import ManualClock
from engines.recto_verso.game import PlacePiece
from engines.recto_verso.handling import build_order, start_shape, turn

if TYPE_CHECKING:
    from app.recto_verso.view import RectoVersoView

__all__ = ["stage_screenshot"]


def _build_part(view: RectoVersoView, count: int) -> None:
    """Put the first ``count`` pieces of a solution down."""
    state = view.state
    assert state is not None
    solution = state.solution()
    assert solution is not None
    for name, cells in build_order((p.piece, p.cells) for p in solution.placements)[:count]:
        view._apply(PlacePiece.of(name, cells))


def stage_screenshot(view: RectoVersoView, mode: str | None) -> None:
    clock = ManualClock(1_000_000)
    view.clock = clock
    if mode is None:
        view.back_to_setup()
        return
    if mode == "puzzle":
        view.start_puzzle("easy", "E05", seed=7)
        _build_part(view, 6)
        clock.advance(83_400)
    elif mode == "party":
        view.start_party("hard", ["Ana", "Ben", "Chloé", "Dev"], seed=11)
        view.reveal()
        _build_part(view, 11)
        clock.advance(42_700)
        view.finish_round()
        view.announce()
        view.reveal()
        _build_part(view, 5)
        clock.advance(31_200)
    elif mode == "ladder":
        view.start_ladder("easy", seed=5)
        for seconds in (70, 52):
            view.reveal()
            _build_part(view, 10)
            clock.advance(seconds * 1000)
            view.finish_round()
            view.announce()
        view.reveal()
        _build_part(view, 4)
        clock.advance(38_600)
    state = view.state
    assert state is not None
    free = [n for n in state.piece_names if n not in state.placed]
    if free:
        view.take(free[-1])
        view.shape = turn(start_shape(free[-1]), "R")
        view.anchor = (2, 1)
    view.refresh()
