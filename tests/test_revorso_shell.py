"""The Revorso table inside the shared table shell: an old save resumed with its seats,
the shell's Undo button, and a whole game of computer players through the shell's runner."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from PySide6.QtCore import Qt

from engines.revorso import Draw, Stop
from engines.table.seats import Seat, TableSetup

FIXTURE = Path(__file__).parent / "fixtures" / "saves_v1" / "revorso.json"


def _view(main_window):  # type: ignore[no-untyped-def]
    main_window.show_view("revorso")
    return main_window.views["revorso"]


def test_a_version_1_autosave_resumes_with_its_seats(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = _view(main_window)
    shutil.copy(FIXTURE, view.shell.store.autosave_path("revorso"))
    saved = json.loads(FIXTURE.read_text())["actions"]
    view.resume_autosave()
    seats = view.session.setup.seats
    assert seats == (
        Seat("Ana"),
        Seat.computer("Bea", "strong", "medium"),
        Seat.computer("Ben", "strong", "hard"),
    )
    assert [a.to_json() for a in view.state.history[: len(saved)]] == saved
    assert view.state.seed == 7 and "7" in view.deal_label.text()
    strips = [row[1].text() for row in view.shell.seats.rows[:3]]
    assert strips == ["Ana", "Bea · computer, medium", "Ben · computer, hard"]
    # The seat mats on the table say who plays a seat in the seat strips' words.
    roles = [mat.role.text() for mat in view.scene.mats[:3]]  # Bea's says she plays now
    assert roles[0] == "person" and roles[2] == "computer, hard"
    # Ana plays alone against the computer: the log speaks to her.
    assert view.log_lines and "Your turn." in view.log_lines[0] + view.log_lines[1]
    # The first autosave after resuming is written in the new format, seats included.
    assert json.loads(view.shell.store.autosave_path("revorso").read_text())["seats"][1]["level"] == "medium"


def test_the_undo_button_takes_back_a_stop(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = _view(main_window)
    view.start_game(TableSetup("revorso", (Seat("Ada"), Seat("Bo")), seed=3))
    assert not view.shell.undo_button.isEnabled()  # nothing to take back yet
    view.play(Draw())
    view.play(Draw())
    view.play(Stop())
    assert view.state.phase == "answer" and view.shell.undo_button.isEnabled()
    qtbot.mouseClick(view.shell.undo_button, Qt.MouseButton.LeftButton)
    assert view.state.phase == "draw" and len(view.state.sequence) == 2
    assert view.bar.currentWidget() is view.bar.page_draw
    assert view.state.history == [Draw(), Draw()]
    # A card revealed by a right answer cannot be taken back.
    view.play(Stop())
    view.name_symbol(view.state.sequence[-1])
    assert view.state.revealed
    assert not view.shell.undo_button.isEnabled()


def test_a_game_of_computer_players_runs_to_the_end(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = _view(main_window)
    seats = (Seat.computer("Owl", "strong", "easy"), Seat.computer("Fox", "strong", "easy"))
    view.start_game(TableSetup("revorso", seats, seed=5))
    qtbot.waitUntil(lambda: view.session.over, timeout=120_000)
    state = view.state
    assert state.history and state.is_terminal()
    assert view.pages.currentWidget() is view.end_page
    assert len(view.log_lines) == len(state.events)
    assert not view.shell.store.has_autosave("revorso")
    winner = view.names[state.winners()[0]]
    assert winner in view.shell.banner.text() or len(state.winners()) > 1
