"""The Verso view on the table shell: old saves with their seats, undo, bots through the shell's runner."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from engines.verso.actions import Bank
from tests.test_verso_view import click_card, resume_undoable

FIXTURES = Path(__file__).parent / "fixtures" / "saves_v1"


@pytest.fixture
def verso(main_window):  # type: ignore[no-untyped-def]
    main_window.show_view("verso")
    view = main_window.views["verso"]
    view.shell.store.clear_autosave("verso")
    view.show_setup()
    return view


def _strip_texts(view) -> list[str]:  # type: ignore[no-untyped-def]
    return [name.text() for _pointer, name, _score in view.shell.seats.rows if name.isVisible()]


def test_a_version_1_save_resumes_with_its_seat_names_and_kinds(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    shutil.copy(FIXTURES / "verso.json", verso.shell.store.autosave_path("verso"))
    verso.on_shown()
    assert not verso.setup_page.resume_button.isHidden()
    qtbot.mouseClick(verso.setup_page.resume_button, Qt.MouseButton.LeftButton)
    assert verso.pages.currentWidget() is verso.shell
    session = verso.session
    assert session.names == ["Ana", "Robo", "Léa"]
    assert [seat.kind.value for seat in session.setup.seats] == ["person", "bot", "person"]
    assert (session.setup.seats[1].bot, session.setup.seats[1].level) == ("strong", "medium")
    assert len(session.state.history) == 9 and verso.log.count() == 9
    strips = _strip_texts(verso)
    assert strips[0] == "Ana" and strips[2] == "Léa"
    assert strips[1].startswith("Robo · ") and "medium" in strips[1]
    # Saved again, it is a version-2 save with the same seats.
    assert session.save_data()["version"] == 2
    assert [s["name"] for s in session.save_data()["seats"]] == ["Ana", "Robo", "Léa"]


def _bank(qtbot, verso, bank: Bank) -> None:  # type: ignore[no-untyped-def]
    for uid in bank.cards:
        click_card(qtbot, verso, uid)
    qtbot.mouseClick(verso.bar.bank_button, Qt.MouseButton.LeftButton)
    assert verso.session.state.history[-1] == bank


def test_the_undo_button_and_the_u_key_take_back_one_s_own_bank(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    bank = resume_undoable(qtbot, verso)
    before = verso.session.state.clone()
    undo = verso.shell.undo_button
    assert not undo.isEnabled()
    _bank(qtbot, verso, bank)
    assert undo.isEnabled() and verso.log.count() == len(before.history) + 1
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert verso.session.state == before and verso.log.count() == len(before.history)
    assert not undo.isEnabled()
    _bank(qtbot, verso, bank)
    qtbot.keyClick(verso.table, Qt.Key.Key_U)
    assert verso.session.state == before
    assert verso.shell.store.has_autosave("verso")
    saved, _ = TableSession.resume(verso.shell.store, "verso")
    assert saved is not None and saved.state == before  # the autosave follows the undo


def test_a_game_of_computer_players_runs_to_the_end_through_the_runner(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    verso.table.animate = True
    verso.table.tempo = 0.02
    seats = (
        Seat.computer("Owl", "greedy", "medium"),
        Seat.computer("Fox", "random", "easy"),
        Seat.computer("Elk", "greedy", "easy"),
    )
    session = TableSession(TableSetup("verso", seats, 12))
    busy_when_moved: list[bool] = []
    session.add_listener(lambda _change: busy_when_moved.append(verso.table.busy))
    verso.shell.open_session(session)
    qtbot.waitUntil(lambda: verso.pages.currentWidget() is verso.end_page, timeout=120_000)
    assert session.over and verso.session is session
    assert busy_when_moved and not any(busy_when_moved), "a bot moved while the table was animating"
    assert verso.log.count() == len(session.state.history)
    assert all(session.names[i] in verso.end_page.headline.text() for i in session.state.winners())
    assert not verso.shell.store.has_autosave("verso")  # a finished game leaves no autosave


def test_a_new_game_never_receives_the_move_of_a_bot_of_the_previous_one(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    old = TableSession(TableSetup("verso", (Seat.computer("Owl", "random", "easy"), Seat("Ana")), 3))
    think = old.bots[0].choose

    def slow(view, legal):  # type: ignore[no-untyped-def]
        time.sleep(0.3)
        return think(view, legal)

    old.bots[0].choose = slow  # type: ignore[method-assign]
    verso.shell.open_session(old)
    qtbot.waitUntil(lambda: verso.shell.runner.thinking, timeout=5_000)
    new = TableSession(TableSetup("verso", (Seat("Ana"), Seat.computer("Owl", "random", "easy")), 4))
    verso.shell.open_session(new)
    verso.shell.runner.wait()
    qtbot.waitUntil(lambda: not verso.shell.runner.thinking, timeout=5_000)
    assert new.state.history == [] and new.to_act() == 0
    assert verso.bar.take_button.isEnabled() or verso.bar.flip_button.isEnabled()


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_tall_window_spreads_the_table_over_the_felt(qtbot, main_window, verso, players) -> None:  # type: ignore[no-untyped-def]
    """A window taller than the table is wide: the spare height goes between the table's parts
    (the opponents, the piles, your rows), at most half a card a gap, and what is left frames the
    table evenly above and below: with two or more players the opponents head the felt and your
    rows stand at its foot, not the whole table in a band of empty felt; a solo game, shorter,
    keeps its piles near its rows (docs/ARCHITECTURE.md, "The table shell")."""
    from app.verso.table import GAP_MOST

    main_window.resize(1600, 1000)
    seats = (Seat.person("Ana"), *(Seat.computer(n) for n in ("Sam", "Lou", "Max")[: players - 1]))
    verso.start_game(TableSetup("verso", seats, 3))
    table = verso.table
    qtbot.waitUntil(lambda: not table.busy)
    assert 0 < table.spare <= (2 if players > 1 else 1) * GAP_MOST
    top = "seat:1" if players > 1 else "pile"
    head = table.mapFromScene(table.places[top]).boundingRect()
    foot = table.mapFromScene(table.places["row:blue"]).boundingRect()
    room = table.viewport().rect()
    above, below = head.top() - room.top(), room.bottom() - foot.bottom()
    assert abs(above - below) <= table.px_per_unit * 30, (head, foot, room)  # framed evenly
    if players > 1:
        margin = table.px_per_unit * 30  # the table's own margins, and a lifted card's room
        assert above <= margin and below <= margin, (head, foot, room)
