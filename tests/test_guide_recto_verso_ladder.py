"""Recto Verso's guided co-op ladder, played through the real widgets: the steps with the
countdown held, the first stage built against the clock, a wrong move refused, the entry."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from engines.recto_verso.handling import build_order
from engines.recto_verso.solver import complete
from engines.table.clock import ManualTime
from tests.test_guide_recto_verso import _click, _start, _walk_steps

pytestmark = pytest.mark.usefixtures("qtbot")

LIMIT_MS = 90_000  # stage 1


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.clock = ManualTime(5_000)
    return view


def _overlay_buttons(view) -> list[str]:  # type: ignore[no-untyped-def]
    return [b.text() for b in view.overlay.findChildren(QPushButton) if b.isVisible()]


def _build_the_rest_by_keys(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """Free play: each missing piece in hand, turned and over its squares, put down with Enter."""
    state = view.session.state
    full = complete(state.card, state.building())
    assert full is not None
    rest = [(p.piece, p.cells) for p in full.placements if p.piece not in state.placed]
    for name, cells in build_order(rest, state.occupied):
        view.session.hold_as(name, cells)
        view.page.board.setFocus()
        qtbot.keyClick(view.page.board, Qt.Key.Key_Return)


def test_the_ladder_is_played_by_clicks_and_keys_to_the_next_stage(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    guide = _start(qtbot, view, "ladder")
    session = view.session
    state = session.state
    assert state.mode == "ladder" and state.stage == 0 and session.phase == "build"
    assert session.clock.limit_ms == LIMIT_MS and "guide" in session.clock.reasons
    view.clock.advance(LIMIT_MS + 5_000)  # reading the steps slowly costs no time
    view.rounds.tick()
    assert session.phase == "build" and session.clock.remaining_ms() == LIMIT_MS
    seen = _walk_steps(qtbot, view, guide)
    taught = {"ladder", "stopwatch", "facade:front", "tray:green", "button:R", "place", "button:side_back"}
    assert taught <= seen
    assert state.placed["green"] == ((0, 0, 0), (0, 1, 0))
    assert "guide" not in session.clock.reasons  # free play is timed
    view.clock.advance(20_000)
    assert session.clock.remaining_ms() == LIMIT_MS - 20_000
    _build_the_rest_by_keys(qtbot, view)
    assert session.phase == "build"  # the attempt ends when both partners call, as in the box
    _click(qtbot, view.page.recto_button)
    _click(qtbot, view.page.verso_button)
    assert session.phase == "result"
    record = state.records[-1]
    assert record.cleared and record.outcome.correct and state.stage == 1
    assert view.overlay.isVisible() and "Next stage" in _overlay_buttons(view)
    assert guide.finished and guide.bubble.isVisible()
    for sentence in guide.script.skipped:
        assert sentence in guide.bubble.text.text()
    _click(qtbot, guide.bubble.next_button)
    assert view.guide is None and view.session.guard is None
    assert not view.files.has_autosave()


def test_out_of_time_the_pair_may_retry_or_stop_the_climb(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    guide = _start(qtbot, view, "ladder")
    _walk_steps(qtbot, view, guide)
    view.clock.advance(LIMIT_MS + 1_000)
    view.rounds.tick()
    state = view.session.state
    assert view.session.phase == "result" and not state.records[-1].cleared and state.stage == 0
    assert {"Try again", "Stop the climb"} <= set(_overlay_buttons(view))
    assert guide.finished and guide.bubble.isVisible()
    words = guide.bubble.text.text()
    assert words.startswith("Not this time…") and "Well played" not in words  # the words match the outcome


def test_a_wrong_call_costs_the_attempt_and_the_last_words_say_so(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    guide = _start(qtbot, view, "ladder")
    _walk_steps(qtbot, view, guide)
    _click(qtbot, view.page.recto_button)  # one piece on the board: far from the card
    _click(qtbot, view.page.verso_button)
    state = view.session.state
    assert view.session.phase == "result" and not state.records[-1].cleared and state.failures == 1
    assert guide.finished and guide.bubble.text.text().startswith("Not this time…")
    for button in view.overlay.button_widgets:  # the result's buttons stay in reach beside the last words
        if button.isVisible():
            place = button.rect().translated(button.mapTo(view, button.rect().topLeft()))
            assert not guide.bubble.geometry().intersects(place), button.text()


@pytest.mark.parametrize("mode", ["ladder", "party"])
def test_the_timed_build_of_a_guided_round_has_hint(qtbot, view, mode) -> None:  # type: ignore[no-untyped-def]
    """A beginner finishes the guided round: Hint puts the next piece in hand, Enter puts it down."""
    guide = _start(qtbot, view, mode)
    _walk_steps(qtbot, view, guide)
    hint = view.page.hint_button
    assert hint.isVisible() and hint.isEnabled()
    placed = len(view.session.state.placed)
    _click(qtbot, hint)
    assert view.session.held is not None and view.session.hinted
    qtbot.keyClick(view.page.board, Qt.Key.Key_Return)
    assert len(view.session.state.placed) == placed + 1
    view.guided.stop()
    assert not hint.isVisible()  # a ladder or a party played without the guide has no Hint


def test_a_wrong_move_is_refused_and_the_step_said_again(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    guide = _start(qtbot, view, "ladder")
    for _ in range(3):  # the ladder, the countdown, the two sides
        _click(qtbot, guide.bubble.next_button)
    step = guide.runner.step
    assert step.point == "tray:green"
    _click(qtbot, view.page.tray.buttons["yellow"])
    assert view.session.held is None and guide.runner.step is step
    assert guide.bubble.refusal.isVisible() and guide.bubble.text.text() == step.say
    _click(qtbot, view.page.tray.buttons["green"])
    step = guide.runner.step
    qtbot.keyClick(view.page.board, Qt.Key.Key_T)  # tipping is not this step
    assert guide.runner.step is step and guide.bubble.refusal.isVisible()
    qtbot.keyClick(view.page.board, Qt.Key.Key_R)
    assert guide.runner.step is not step and guide.runner.step.point == "place"
    assert "guide" in view.session.clock.reasons


def test_the_ladder_box_starts_the_guided_ladder(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    button = view.guided.ladder_button
    assert button.isVisible() and view.setup.ladder_box.isAncestorOf(button)
    assert button.text() == "Learn the ladder by playing"
    _click(qtbot, button)
    assert view.guide is not None and view.session.state.mode == "ladder"
    assert view.pages.currentWidget() is not view.setup
    view.guided.stop()


def test_the_clock_waits_while_the_closing_words_are_read(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """ "Finish here" in free play: the countdown stops while the closing words show, and goes
    on with the round once they are closed."""
    guide = _start(qtbot, view, "ladder")
    _walk_steps(qtbot, view, guide)
    session = view.session
    view.clock.advance(10_000)
    assert session.clock.remaining_ms() == LIMIT_MS - 10_000
    _click(qtbot, guide.bubble.finish_button)
    assert guide.finished and guide.bubble.isVisible()
    assert "guide" in session.clock.reasons
    view.clock.advance(30_000)
    assert session.clock.remaining_ms() == LIMIT_MS - 10_000
    _click(qtbot, guide.bubble.next_button)  # Close
    assert view.guide is None and "guide" not in session.clock.reasons
    view.clock.advance(5_000)
    assert session.clock.remaining_ms() == LIMIT_MS - 15_000
