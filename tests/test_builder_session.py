"""The builder's session played as a person plays it, with no Qt at all."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engines.recto_verso import game as game_module
from engines.recto_verso.builder import BuilderSession
from engines.recto_verso.check import check_building
from engines.recto_verso.game import RectoVersoGame
from engines.recto_verso.handling import anchor_for, build_order, operations_between, top_piece_at
from engines.recto_verso.pieces import normalise


class FakeTime:
    def __init__(self) -> None:
        self.now = 1_000

    def __call__(self) -> int:
        return self.now


def session_for(mode: str = "puzzle", card: str = "E05", players: int = 1, level: str = "easy", **more):  # type: ignore[no-untyped-def]
    time = FakeTime()
    session = BuilderSession(time)
    options = {"mode": mode, "level": level, **more}
    if mode == "puzzle":
        options["card"] = card
    session.start(RectoVersoGame(players, 7, options))
    return session, time


def steps_of(session: BuilderSession) -> list[tuple[str, tuple]]:
    solution = session.state.solution()
    assert solution is not None
    return build_order((p.piece, p.cells) for p in solution.placements)


def put(session: BuilderSession, name: str, cells) -> None:  # type: ignore[no-untyped-def]
    """Take, turn and place as a player does: only the session's own steps."""
    assert session.take(name).code == "holding"
    for op in operations_between(session.shape, normalise(cells)) or []:
        assert session.turn(op)
    session.move_to(anchor_for(session.shape, (min(c[0] for c in cells), min(c[1] for c in cells))))
    notice = session.place()
    assert notice is not None and notice.code == "placed", notice


def test_the_session_imports_no_qt() -> None:
    assert not [name for name in sys.modules if name.startswith("PySide6") and "builder" in name]
    import engines.recto_verso.builder as builder

    source = Path(builder.__file__).read_text(encoding="utf-8")
    assert "PySide6" not in source and "from app" not in source


def test_a_puzzle_built_step_by_step_ends_by_itself_with_the_clock_time() -> None:
    session, time = session_for()
    assert session.phase == "build" and session.clock.running
    steps = steps_of(session)
    for name, cells in steps[:-1]:
        put(session, name, cells)
        assert not session.live_result_due()
    time.now += 42_300
    put(session, *steps[-1])
    assert session.check().correct and session.live_result_due()
    record = session.finish_round()
    assert record.outcome.elapsed_ms == 42_300 == session.elapsed_ms()
    assert session.phase == "over" and session.held is None


def test_party_rounds_wait_for_recto_and_verso() -> None:
    session, _ = session_for("party", players=3)
    assert session.phase == "announce" and session.elapsed_ms() == 0
    session.begin_round()
    for name, cells in steps_of(session):
        put(session, name, cells)
    assert session.check().correct and not session.live_result_due()
    assert not session.call("front")
    assert session.call("back")


def test_a_ladder_attempt_waits_for_both_calls_and_a_wrong_call_costs_it() -> None:
    """As in the box, the partners call when they think they are done: a right building does not
    end the attempt by itself, and calling with a mistake fails the attempt."""
    session, time = session_for("ladder", players=2)
    session.begin_round()
    steps = steps_of(session)
    for name, cells in steps:
        put(session, name, cells)
    assert session.check().correct and not session.live_result_due()
    assert session.phase == "build"
    time.now += 30_000
    assert not session.call("front") and session.call("back")
    record = session.finish_round()
    assert record.cleared and session.state.stage == 1
    session.begin_round()
    put(session, *steps_of(session)[0])  # one piece: far from the card
    assert not session.call("back") and session.call("front")
    record = session.finish_round()
    assert not record.cleared and record.outcome.mistakes and session.state.stage == 1
    assert session.state.failures == 1


def test_check_it_for_us_ends_a_ladder_attempt_when_the_building_is_right() -> None:
    """The house option for young children: no calls, the table ends the attempt itself."""
    session, _ = session_for("ladder", players=2, ladder_check=True)
    session.begin_round()
    steps = steps_of(session)
    for name, cells in steps[:-1]:
        put(session, name, cells)
        assert not session.live_result_due()
    put(session, *steps[-1])
    assert session.live_result_due()


def test_one_check_names_every_cell_with_expected_found_and_why() -> None:
    session, _ = session_for(card="E03")
    steps = steps_of(session)
    for name, cells in steps[:-1]:
        put(session, name, cells)
    result = session.check()
    assert result is session.check()  # computed once per change of the building
    assert not result.correct and result.cells
    for cell in result.cells:
        assert cell.expected != cell.found and "facade" in cell.why
    assert result.mistakes() == session.state.mistakes()
    assert result.wrong("front") | result.wrong("back")
    assert result == check_building(session.state.card, session.state.building())
    put(session, *steps[-1])
    assert session.check() is not result and session.check().correct


def test_hand_turns_put_back_and_the_hinted_piece_stays_under_the_pointer() -> None:
    session, _ = session_for(card="E04")
    assert session.take("green").code == "holding"
    shape = session.shape
    assert session.turn("T") and session.shape != shape
    assert session.put_back().code == "put_back" and session.held is None
    assert session.put_back() is None  # nothing in hand: the next Esc may leave
    notice = session.hint()
    assert notice.code == "hint_place" and session.hinted
    ghost = session.ghost()
    assert not session.point_at((3, 3))  # the pointer does not drag the hinted piece away
    assert session.ghost() == ghost
    assert session.place().code == "placed"


def test_pick_remove_and_top_piece_of_a_column() -> None:
    session, _ = session_for(card="E05")
    steps = steps_of(session)
    for name, cells in steps:
        put(session, name, cells)
    x, y, _ = max((c for _, cells in steps for c in cells), key=lambda c: c[2])
    top = top_piece_at(session.state.placed, (x, y))
    assert session.top_piece((x, y)) == top
    # The round ended by itself in the app; here the session lets a person keep editing.
    assert session.pick_at((x, y)).code == "holding" and session.held == top
    assert top not in session.state.placed
    assert session.put_back()
    count = len(session.state.placed)
    assert session.remove_at(steps[0][1][0][:2]).code == "removed"
    assert len(session.state.placed) == count - 1
    assert session.remove_at((9, 9)).code == "nothing_there"


def test_undo_and_redo_are_one_history_with_clear_as_one_step() -> None:
    session, _ = session_for(card="E02")
    for name, cells in steps_of(session)[:4]:
        put(session, name, cells)
    built, history = dict(session.state.placed), list(session.state.history)
    assert session.clear() and session.state.placed == {}
    assert session.undo() and session.state.placed == built
    assert session.redo() and session.state.placed == {}
    assert session.undo()
    for _ in range(4):
        assert session.undo()
    assert not session.undo() and session.state.placed == {}
    for _ in range(4):
        assert session.redo()
    assert session.state.history == history
    assert session.redo() and session.state.placed == {}  # the clear, last of the undone steps
    assert not session.can_redo()


def test_show_solution_freezes_the_clock_and_is_not_a_win() -> None:
    session, time = session_for(card="E06")
    time.now += 5_000
    assert session.show_solution().code == "solution"
    time.now += 60_000
    assert session.elapsed_ms() == 5_000
    assert session.check().correct and not session.live_result_due()
    assert session.undo() and session.state.placed == {}


def test_a_new_game_carries_no_old_notice_or_hand() -> None:
    session, _ = session_for()
    session.take("black")
    assert session.notice is not None
    session.start(RectoVersoGame(1, 3, {"mode": "puzzle", "level": "easy", "card": "E01"}))
    assert session.notice is None and session.held is None and session.elapsed_ms() == 0


def test_the_ladder_countdown_runs_out() -> None:
    session, time = session_for("ladder", players=2)
    session.begin_round()
    assert session.clock.limit_ms == 90_000
    time.now += 90_001
    assert session.time_up()
    record = session.finish_round()
    assert not record.cleared and session.phase == "result"


def test_a_round_of_500_moves() -> None:
    assert game_module.MAX_EDITS_PER_ROUND >= 10_000, "no person reaches the engine's cap"
    session, time = session_for(card="E07")
    steps = steps_of(session)
    moves = 0
    while moves < 500:
        name, cells = steps[moves % 2]
        if name in session.state.placed:
            assert session.remove_at(cells[0][:2]).code == "removed"
        else:
            put(session, name, cells)
        moves += 1
        time.now += 100
    assert len(session.state.history) == 500
    assert session.undo() and session.redo()
    for name, cells in steps:
        if name not in session.state.placed:
            put(session, name, cells)
    assert session.live_result_due()
    assert session.finish_round().outcome.correct


def test_an_engine_limit_is_a_notice_never_an_exception(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_module, "MAX_EDITS_PER_ROUND", 5)
    session, _ = session_for(card="E07")
    (name, cells), (other, other_cells) = steps_of(session)[:2]
    column = cells[0][:2]
    for _ in range(2):
        put(session, name, cells)
        assert session.remove_at(column).code == "removed"
    put(session, name, cells)  # the fifth edit
    history = list(session.state.history)
    assert session.remove_at(column).code == "no_more_moves"
    assert session.take(name).code == "no_more_moves" and session.held is None
    session.hold_as(other, other_cells)
    assert session.place().code == "no_more_moves"
    assert not session.clear() and session.state.history == history
