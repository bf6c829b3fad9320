"""The DJ05135 table on the play layer: version-1 saves, the shell's Undo with the hot-seat
cover, and computer players running a whole game through the shell's runner."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from app.dj05135.view import DJ05135TableView
from engines.dj05135.actions import PlayCard, TakeCard
from engines.dj05135.game import Stage
from engines.table.seats import Seat, SeatKind, TableSetup
from tests.test_dj05135_table import (
    check_table_matches_view,
    click_key,
    covered,
    hand_faces_shown,
    table_shown,
)

FIXTURE = Path(__file__).parent / "fixtures" / "saves_v1" / "dj05135.json"


@pytest.fixture
def table(main_window, qtbot):  # type: ignore[no-untyped-def]
    view = main_window.view("dj05135")
    view.shell.store.clear_autosave("dj05135")
    assert main_window.show_view("dj05135")
    qtbot.waitExposed(view)
    return view


def test_a_version_1_save_resumes_through_the_view_with_its_seats(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    shutil.copyfile(FIXTURE, table.shell.store.autosave_path("dj05135"))
    table.on_shown()
    assert table.pages.currentWidget() is table.start_screen
    assert table.start_screen.resume_button.isVisible()
    qtbot.mouseClick(table.start_screen.resume_button, Qt.MouseButton.LeftButton)
    seats = table.seats
    assert [seat.name for seat in seats] == ["Ana", "Owl", "Max"]
    assert seats[0].kind is SeatKind.PERSON
    assert (seats[1].kind, seats[1].bot, seats[1].level) == (SeatKind.BOT, "strong", "hard")
    assert (seats[2].kind, seats[2].bot, seats[2].level) == (SeatKind.BOT, "greedy", "medium")
    assert table.state is not None and table.state.seed == 12 and table.state.history
    # The seat strips name the players and who plays them.
    strips = [row[1].text() for row in table.shell.seats.rows[:3]]
    assert strips[0] == "Ana" and strips[1].startswith("Owl · ") and strips[2].startswith("Max · ")
    # One person: the table is Ana's view, whoever must act.
    qtbot.waitUntil(lambda: table.state.is_terminal() or table.state.current_player == 0, timeout=10_000)
    if not table.state.is_terminal():
        assert table.viewer == 0 and table_shown(table)
        check_table_matches_view(table)
    # The autosave is now a version-2 save of the same seats.
    reopened = table.shell.store.autosave_path("dj05135").read_text(encoding="utf-8")
    assert '"version": 2' in reopened and '"kind": "bot"' in reopened


def _plain_play(table: DJ05135TableView) -> PlayCard:
    """A card of the person's hand whose picture leads straight to taking a card."""
    state = table.state
    assert state is not None
    for action in state.legal_actions():
        assert isinstance(action, PlayCard)
        face = state.sides[action.tag][state.up[action.tag]]
        if face.pictogram in (None, "magnifier", "reverse"):
            return action
    pytest.skip("no plain card in this hand")


def test_undo_button_takes_back_a_move_and_the_cover_guards_every_hand(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    table.start_game(TableSetup("dj05135", (Seat("Ana"), Seat("Leo")), 31, {"first_player": 0}))
    state = table.state
    assert covered(table) and "Ana" in table.cover.heading.text()
    assert not table.shell.undo_button.isEnabled()  # nothing to take back yet
    qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)

    play = _plain_play(table)
    click_key(qtbot, table, play.tag)
    assert table.state.stage == Stage.TAKE and table.shell.undo_button.isEnabled()
    qtbot.mouseClick(table.shell.undo_button, Qt.MouseButton.LeftButton)
    state = table.state
    assert state.history == [] and state.stage == Stage.PLAY
    assert table.viewer == 0 and table_shown(table)  # Ana still at the computer: her own table
    check_table_matches_view(table)

    # Play and take: Ana's turn is over, the cover for Leo comes up at once.
    click_key(qtbot, table, play.tag)
    take = next(a for a in table.state.legal_actions() if isinstance(a, TakeCard))
    click_key(qtbot, table, take.tag)
    assert covered(table) and "Leo" in table.cover.heading.text()
    assert hand_faces_shown(table) == [] and table.log_lines() == []
    # The shell's Undo stays at hand on the cover; taking the card back asks for Ana again,
    # never showing Leo's hand nor Ana's without her say.
    assert table.shell.undo_button.isVisible() and table.shell.undo_button.isEnabled()
    qtbot.mouseClick(table.shell.undo_button, Qt.MouseButton.LeftButton)
    assert table.state.history == [play] and table.state.current_player == 0
    assert covered(table) and "Ana" in table.cover.heading.text()
    assert hand_faces_shown(table) == [] and table.log_lines() == []
    qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
    assert table.viewer == 0 and table.state.stage == Stage.TAKE
    check_table_matches_view(table)


def test_undo_is_refused_after_a_flip(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    table.start_game(TableSetup("dj05135", (Seat("Ana"), Seat("Leo")), 31, {"first_player": 0}))
    qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
    session = table.session
    for _ in range(200):
        state = table.state
        flips = [a for a in state.legal_actions() if a.kind.startswith("flip")]
        if flips:
            session.play(state.current_player, flips[0])
            break
        seat = state.current_player
        session.play(seat, state.legal_actions()[0])
        if covered(table):
            qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
    else:
        pytest.skip("no flip in this deal")
    assert not table.shell.undo_button.isEnabled()
    played = len(table.state.history)
    table.shell.undo()
    assert len(table.state.history) == played


def test_computer_players_finish_a_game_through_the_shell_runner(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = (
        Seat.computer("Bea", "greedy", "medium"),
        Seat.computer("Max", "random", "easy"),
        Seat.computer("Kit", "strong", "easy"),
    )
    table.start_game(TableSetup("dj05135", seats, 6, {"first_player": 1}))
    state = table.state
    assert table.shell.runner.session is table.session
    qtbot.waitUntil(lambda: state.is_terminal(), timeout=60_000)
    qtbot.waitUntil(lambda: table.pages.currentWidget() is table.end_screen)
    winner = table.names()[state.winners()[0]]
    assert winner in table.end_screen.heading.text()
    assert not table.shell.store.has_autosave("dj05135")
    # The shell's speed box replaces the table's own drop-down.
    combos = table.findChildren(QComboBox)
    assert combos and all(table.shell.speed.isAncestorOf(combo) for combo in combos)
    assert table.shell.speed.isVisibleTo(table.shell)
