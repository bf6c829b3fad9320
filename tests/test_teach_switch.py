"""Presenter mode's "teach" switch: every computer move waits for the teacher's Space or "Next move"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.settings import TEACH_STEP, Settings
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession

# Long enough for a quick bot to think and for a wrongly released answer to be played.
SETTLE_MS = 300


@pytest.fixture
def verso(main_window):  # type: ignore[no-untyped-def]
    main_window.show_view("verso")
    view = main_window.views["verso"]
    view.shell.store.clear_autosave("verso")
    view.show_setup()
    view.table.animate = False
    main_window.context.settings.presenter_mode = True
    yield view
    main_window.context.settings.presenter_mode = False


def _bots_only() -> TableSession:
    seats = (Seat.computer("Owl", "greedy", "easy"), Seat.computer("Fox", "random", "easy"))
    return TableSession(TableSetup("verso", seats, 12))


def _turn_teach_on(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(panel.teach, Qt.MouseButton.LeftButton, pos=panel.teach.rect().center())
    assert panel.teach.isChecked() and panel.teaching


def _held_and_still(qtbot, session, runner, moves: int) -> None:  # type: ignore[no-untyped-def]
    """The next move is thought, held, and the game stays at ``moves`` moves while nobody steps."""
    qtbot.waitUntil(lambda: runner.holding, timeout=10_000)
    qtbot.wait(SETTLE_MS)
    assert len(session.state.history) == moves


def _rule_shown(panel) -> bool:  # type: ignore[no-untyped-def]
    return "Rule:" in panel.explain_text.text()


def test_teach_holds_every_bot_move_until_space_then_one_move_per_space(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    shell, panel = verso.shell, verso.shell.presenter
    _turn_teach_on(qtbot, panel)
    assert not panel.next_button.isHidden() and "Space" in panel.next_button.text()
    session = _bots_only()
    shell.open_session(session)
    _held_and_still(qtbot, session, shell.runner, 0)
    assert panel.next_button.isEnabled()
    verso.table.setFocus()
    for moves in (1, 2, 3):
        qtbot.keyClick(verso.table, Qt.Key.Key_Space)
        assert len(session.state.history) == moves  # the held answer is played at once
        assert _rule_shown(panel)
        _held_and_still(qtbot, session, shell.runner, moves)


def test_the_next_move_button_steps_like_space_and_off_lets_the_bots_play_on(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    shell, panel = verso.shell, verso.shell.presenter
    _turn_teach_on(qtbot, panel)
    session = _bots_only()
    shell.open_session(session)
    _held_and_still(qtbot, session, shell.runner, 0)
    for moves in (1, 2):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        assert len(session.state.history) == moves and _rule_shown(panel)
        _held_and_still(qtbot, session, shell.runner, moves)
    qtbot.mouseClick(panel.teach, Qt.MouseButton.LeftButton, pos=panel.teach.rect().center())
    assert not panel.teaching and panel.next_button.isHidden()
    qtbot.waitUntil(lambda: session.over, timeout=120_000)


def test_a_space_given_while_the_bot_thinks_plays_that_one_move_on_arrival(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    shell, panel = verso.shell, verso.shell.presenter
    _turn_teach_on(qtbot, panel)
    session = _bots_only()
    shell.runner.set_paused(True)  # the move is asked but not thought yet
    shell.open_session(session)
    assert shell.runner.awaiting_step and not shell.runner.holding
    shell.next_move()
    shell.runner.set_paused(False)
    qtbot.waitUntil(lambda: len(session.state.history) == 1, timeout=10_000)
    _held_and_still(qtbot, session, shell.runner, 1)  # the step was spent on that move only


def test_a_persons_turn_keeps_space_for_the_table(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    shell, panel = verso.shell, verso.shell.presenter
    _turn_teach_on(qtbot, panel)
    session = TableSession(TableSetup("verso", (Seat("Ana"), Seat.computer("Owl", "random", "easy")), 4))
    shell.open_session(session)
    assert session.to_act() == 0
    assert not shell.runner.awaiting_step and not panel.next_button.isEnabled()
    assert not shell._next_key.isEnabled()


def test_teach_is_remembered_and_acts_only_in_presenter_mode(qtbot, verso, main_window) -> None:  # type: ignore[no-untyped-def]
    settings = main_window.context.settings
    panel = verso.shell.presenter
    _turn_teach_on(qtbot, panel)
    assert Settings().get(TEACH_STEP)  # read back from the settings file
    assert verso.shell.runner.hold
    settings.presenter_mode = False
    assert not panel.teaching and not verso.shell.runner.hold
    session = _bots_only()
    verso.shell.open_session(session)
    qtbot.waitUntil(lambda: len(session.state.history) >= 2, timeout=10_000)  # the bots play on
    settings.presenter_mode = True
    assert panel.teach.isChecked() and verso.shell.runner.hold
