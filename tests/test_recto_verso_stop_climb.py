"""The co-op ladder in the builder: a failed attempt offers a retry and "Stop the climb", which ends it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engines.table.clock import ManualTime

pytestmark = pytest.mark.usefixtures("qtbot")


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.clock = ManualTime(5_000)
    return view


def _fail_an_attempt(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)  # start the stage
    assert view.session.phase == "build"
    view.clock.advance(91_000)
    view.rounds.timer.timeout.emit()  # the countdown ends the attempt
    assert view.overlay.title.text() == "Stage 1 not cleared"


def test_a_failed_attempt_can_be_retried_again_and_again_or_the_climb_stopped(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_ladder("easy", seed=4)
    for failures in range(1, 13):  # more than the 10 tries the climb used to allow
        _fail_an_attempt(view, qtbot)
        state = view.session.state
        assert state.failures == failures and not state.is_terminal()
        labels = [button.text().replace("&", "") for button in view.overlay.button_widgets]
        assert labels == ["Try again", "Stop the climb"]
        if failures < 12:
            qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
            assert view.overlay.title.text() == "Stage 1 of 7"
    qtbot.mouseClick(view.overlay.button_widgets[1], Qt.MouseButton.LeftButton)
    state = view.session.state
    assert state.is_terminal() and state.scores() == [0.0, 0.0]
    assert view.session.phase == "over" and view.overlay.title.text() == "The climb ends here"
    assert "stage 1 of 7" in view.overlay.text.text()
    assert not view.files.has_autosave(), "a finished game leaves no autosave"


def test_stopping_a_stopped_climb_again_does_nothing(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A second press of "Stop the climb" (a double click, a key repeat) finds the climb over."""
    view.rounds.start_ladder("easy", seed=4)
    _fail_an_attempt(view, qtbot)
    view.rounds.stop_climb()
    title = view.overlay.title.text()
    view.rounds.stop_climb()
    assert view.session.state.is_terminal() and view.overlay.title.text() == title


def test_the_failed_attempt_stays_on_the_table_behind_the_climbs_end(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Behind "The climb ends here" stand the card just tried and its building, never the next
    card, unplayed, marked wrong against a building that was not built for it."""
    view.rounds.start_ladder("easy", seed=4)
    _fail_an_attempt(view, qtbot)
    tried, _building = view.session.shown_round()
    assert view.session.state.card.id != tried.id  # the next attempt's card is dealt already
    shown = [row.card for row in view.page.facades.rows]
    qtbot.mouseClick(view.overlay.button_widgets[1], Qt.MouseButton.LeftButton)
    assert view.session.phase == "over"
    assert view.session.shown_round()[0].id == tried.id
    assert [row.card for row in view.page.facades.rows] == shown
