"""The Recto Verso builder, driven through its real widgets with the mouse and the keys."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from engines.recto_verso.handling import anchor_for, build_order, operations_between
from engines.recto_verso.pieces import normalise
from engines.table import store as store_module
from engines.table.clock import ManualTime
from engines.table.store import wait_for_autosaves

pytestmark = pytest.mark.usefixtures("qtbot")

TURN_KEYS = {
    "R": (Qt.Key.Key_R, Qt.KeyboardModifier.NoModifier),
    "r": (Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier),
    "T": (Qt.Key.Key_T, Qt.KeyboardModifier.NoModifier),
    "F": (Qt.Key.Key_F, Qt.KeyboardModifier.NoModifier),
}


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.clock = ManualTime(5_000)
    return view


def solution_steps(view) -> list[tuple[str, tuple]]:  # type: ignore[no-untyped-def]
    solution = view.session.state.solution()
    assert solution is not None
    return build_order((p.piece, p.cells) for p in solution.placements)


def find_point(board, cell: tuple[int, int]) -> QPoint | None:  # type: ignore[no-untyped-def]
    """Where to point so the board picks ``cell``: a top, a face beside it, or its floor square."""
    geo = board.geometry_now()
    vx, vy = geo.camera.cell_to_view(*cell)
    candidates = [geo.project(vx + 0.5, vy + 0.5, z) for z in range(7, -1, -1)]
    for hit in reversed(geo.faces):
        polygon = hit.polygon
        centre = sum((polygon[i] for i in range(1, 4)), polygon[0]) / 4
        candidates.append(centre)
    for point in candidates:
        pixel = point.toPoint()  # events carry whole pixels: check the rounded point
        if board.cell_at(QPointF(pixel)) == cell:
            return pixel
    return None


def point_for(board, cell: tuple[int, int], qtbot=None) -> QPoint:  # type: ignore[no-untyped-def]
    """As a player would: point at the cell, turning the view (E) when the building hides it."""
    for _ in range(4):
        point = find_point(board, cell)
        if point is not None:
            return point
        assert qtbot is not None, f"no point of the board picks {cell}"
        qtbot.keyClick(board, Qt.Key.Key_E)
    raise AssertionError(f"no point of the board picks {cell} from any side")


def turn_with_keys(qtbot, view, cells) -> None:  # type: ignore[no-untyped-def]
    ops = operations_between(view.session.shape, normalise(cells))
    assert ops is not None
    for op in ops:
        key, mods = TURN_KEYS[op]
        qtbot.keyClick(view.page.board, key, mods)
    assert view.session.shape == normalise(cells)


def build_with_mouse(qtbot, view, steps) -> None:  # type: ignore[no-untyped-def]
    for name, cells in steps:
        qtbot.mouseClick(view.page.tray.buttons[name], Qt.MouseButton.LeftButton)
        assert view.session.held == name
        turn_with_keys(qtbot, view, cells)
        target = anchor_for(view.session.shape, (min(c[0] for c in cells), min(c[1] for c in cells)))
        point = point_for(view.page.board, target, qtbot)
        qtbot.mouseMove(view.page.board, point)
        qtbot.mouseClick(view.page.board, Qt.MouseButton.LeftButton, pos=point)
        assert view.session.state.placed.get(name) == tuple(cells), view.page.status.text()


def put(view, name: str, cells) -> None:  # type: ignore[no-untyped-def]
    """Hold a piece turned over its place and put it down, as the Enter key does."""
    assert view.session.hold_as(name, cells) is not None
    view.act("place")
    if view.session.phase == "build":  # else the building matched and the round ended by itself
        assert view.session.state.placed.get(name) == tuple(cells), view.page.status.text()


def test_build_a_shipped_card_with_the_mouse_and_get_correct(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.setup.card_combo.setCurrentIndex(view.setup.card_combo.findData("E07"))
    qtbot.mouseClick(view.setup.puzzle_button, Qt.MouseButton.LeftButton)
    assert view.session.state.card.id == "E07" and view.session.phase == "build"
    view.clock.advance(65_000)
    build_with_mouse(qtbot, view, solution_steps(view))
    assert view.overlay.isVisible()  # the finished building ends the round by itself
    assert view.overlay.title.text() == "Correct!"
    assert "1:05" in view.overlay.text.text()
    assert view.session.state.is_terminal()


def test_click_picks_a_piece_up_and_drag_moves_it(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E01", seed=1)
    qtbot.mouseClick(view.page.tray.buttons["black"], Qt.MouseButton.LeftButton)
    start = point_for(view.page.board, (0, 0))
    qtbot.mouseClick(view.page.board, Qt.MouseButton.LeftButton, pos=start)
    assert view.session.state.placed["black"] == ((0, 0, 0),)
    # Drag it from (0, 0) to (3, 2).
    grab = point_for(view.page.board, (0, 0))
    grab.setY(grab.y() + 4)  # on the cube's top face
    qtbot.mousePress(view.page.board, Qt.MouseButton.LeftButton, pos=grab)
    assert view.session.held == "black" and "black" not in view.session.state.placed
    target = point_for(view.page.board, (3, 2))
    qtbot.mouseMove(view.page.board, target)
    qtbot.mouseRelease(view.page.board, Qt.MouseButton.LeftButton, pos=target)
    assert view.session.state.placed["black"] == ((3, 2, 0),)
    # A click without moving picks it up and keeps it in the hand.
    on_top = point_for(view.page.board, (3, 2))
    qtbot.mouseClick(view.page.board, Qt.MouseButton.LeftButton, pos=on_top)
    assert view.session.held == "black"
    qtbot.mouseClick(view.page.board, Qt.MouseButton.RightButton, pos=on_top)
    assert view.session.held is None


def test_ghost_is_tinted_and_the_status_says_why(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E01", seed=1)
    qtbot.mouseClick(view.page.tray.buttons["black"], Qt.MouseButton.LeftButton)
    qtbot.keyClick(view.page.board, Qt.Key.Key_Return)
    qtbot.mouseClick(view.page.tray.buttons["green"], Qt.MouseButton.LeftButton)
    for _ in range(3):
        qtbot.keyClick(view.page.board, Qt.Key.Key_Left)
    qtbot.keyClick(view.page.board, Qt.Key.Key_Right)
    # Half of the bar over the black cube, half over empty space.
    view.session.move_to((0, 1))
    view.refresh()
    assert view.session.ghost() is not None
    ghosts = [b for b in view.page.board.scene.blocks if b.ghost]
    assert ghosts and all(b.invalid for b in ghosts)
    assert "empty space" in view.page.status.text()
    qtbot.keyClick(view.page.board, Qt.Key.Key_Return)
    assert "green" not in view.session.state.placed
    view.session.move_to((3, 3))
    view.refresh()
    assert "sticks out" in view.page.status.text()


def test_each_mistake_is_named(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E03", seed=2)
    steps = solution_steps(view)
    for name, cells in steps[:-1]:
        put(view, name, cells)
    qtbot.mouseClick(view.page.check_button, Qt.MouseButton.LeftButton)
    items = view.overlay.items.text()
    mistakes = view.session.state.mistakes()
    assert view.overlay.title.text() == "Not yet"
    assert f"the {steps[-1][0]} piece is not used" in items
    assert any("facade" in m for m in mistakes)
    for mistake in mistakes:
        assert mistake in items
    assert not view.session.state.is_terminal()
    qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
    assert not view.overlay.isVisible()


def test_four_camera_turns_give_the_same_picture(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("hard", "H02", seed=3)
    for name, cells in solution_steps(view)[:7]:
        put(view, name, cells)
    view.refresh()
    view.page.board.setFocus()
    before = view.page.board.grab().toImage()
    qtbot.keyClick(view.page.board, Qt.Key.Key_E)
    assert view.page.board.grab().toImage() != before
    for _ in range(3):
        qtbot.keyClick(view.page.board, Qt.Key.Key_E)
    assert view.camera.turn == 0
    assert view.page.board.grab().toImage() == before
    for _ in range(4):
        qtbot.mouseClick(view.page.left_turn, Qt.MouseButton.LeftButton)
    view.page.board.setFocus()
    assert view.page.board.grab().toImage() == before


def test_undo_redo_round_trip(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E02", seed=4)
    steps = solution_steps(view)[:4]
    build_with_mouse(qtbot, view, steps)
    built = dict(view.session.state.placed)
    history = list(view.session.state.history)
    for _ in range(4):
        qtbot.keyClick(view.page.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.session.state.placed == {}
    assert not view.page.undo_button.isEnabled()
    for _ in range(4):
        qtbot.keyClick(view.page.board, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert view.session.state.placed == built
    assert view.session.state.history == history
    qtbot.mouseClick(view.page.clear_button, Qt.MouseButton.LeftButton)
    assert view.session.state.placed == {}
    qtbot.mouseClick(view.page.undo_button, Qt.MouseButton.LeftButton)  # clearing is one step
    assert view.session.state.placed == built
    qtbot.mouseClick(view.page.redo_button, Qt.MouseButton.LeftButton)
    assert view.session.state.placed == {}


def place_with_keys(qtbot, view, board, name: str, cells) -> None:  # type: ignore[no-untyped-def]
    """Tab to the piece, turn it with R / T / F, walk it with the arrows, Enter."""
    for _ in range(12):
        if view.session.held == name:
            break
        qtbot.keyClick(board, Qt.Key.Key_Tab)
    assert view.session.held == name
    turn_with_keys(qtbot, view, cells)
    target = anchor_for(view.session.shape, (min(c[0] for c in cells), min(c[1] for c in cells)))
    while view.session.anchor != target:
        x, y = view.session.anchor
        if x != target[0]:
            qtbot.keyClick(board, Qt.Key.Key_Right if target[0] > x else Qt.Key.Key_Left)
        else:
            qtbot.keyClick(board, Qt.Key.Key_Up if target[1] > y else Qt.Key.Key_Down)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert view.session.state.placed.get(name) == tuple(cells), view.page.status.text()


def test_build_a_whole_card_with_the_keyboard_only(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("hard", "H05", seed=5)
    board = view.page.board
    board.setFocus()
    steps = solution_steps(view)
    for name, cells in steps[:-1]:
        place_with_keys(qtbot, view, board, name, cells)
    # Delete takes the top piece under the cursor off; Ctrl+Z puts it back.
    top = view.session.anchor
    count = len(view.session.state.placed)
    qtbot.keyClick(board, Qt.Key.Key_Delete)
    assert len(view.session.state.placed) == count - 1
    qtbot.keyClick(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(view.session.state.placed) == count and view.session.anchor == top
    view.clock.advance(3_000)
    place_with_keys(qtbot, view, board, *steps[-1])
    assert view.overlay.title.text() == "Correct!"  # the last piece ends the round by itself
    assert view.session.state.is_terminal()


def test_hint_and_solution(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E04", seed=6)
    qtbot.mouseClick(view.page.hint_button, Qt.MouseButton.LeftButton)
    assert view.session.held is not None and view.session.ghost().allowed
    qtbot.keyClick(view.page.board, Qt.Key.Key_Return)
    assert len(view.session.state.placed) == 1
    qtbot.mouseClick(view.page.solution_button, Qt.MouseButton.LeftButton)
    assert view.session.state.mistakes() == []


def test_co_op_ladder_stage_and_countdown(view, qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(view.setup.ladder_button, Qt.MouseButton.LeftButton)
    assert view.session.phase == "announce" and view.overlay.isVisible()
    assert view.page.facades.rows[0].card is None  # the card stays face down until the stage starts
    qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
    assert view.session.phase == "build"
    view.clock.advance(20_000)
    view.rounds.timer.timeout.emit()
    assert view.page.stopwatch.text == "1:10.0" and view.page.stopwatch.caption == "Time left"
    steps = solution_steps(view)
    for name, cells in steps[:-1]:
        put(view, name, cells)
    qtbot.mouseClick(view.page.recto_button, Qt.MouseButton.LeftButton)
    assert view.session.phase == "build"
    qtbot.mouseClick(view.page.recto_button, Qt.MouseButton.LeftButton)  # a call stands
    put(view, *steps[-1])
    assert view.session.phase == "build"  # a right building waits for the partners' calls, as in the box
    qtbot.mouseClick(view.page.verso_button, Qt.MouseButton.LeftButton)
    assert view.overlay.title.text() == "Stage 1 cleared!"
    assert view.session.state.stage == 1 and view.page.ladder.stage == 1
    # Stage 2, called with nothing built: a wrong call costs the attempt.
    qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
    assert view.overlay.title.text() == "Stage 2 of 7"
    qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.page.verso_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.page.recto_button, Qt.MouseButton.LeftButton)
    assert view.overlay.title.text() == "Stage 2 not cleared"
    assert view.session.state.stage == 1 and view.session.state.failures == 1
    # Stage 2 again runs out of time: the countdown ends the attempt, and it is tried again.
    qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
    view.clock.advance(75_100)
    view.rounds.timer.timeout.emit()
    assert view.overlay.title.text() == "Stage 2 not cleared"
    assert view.session.state.stage == 1 and view.session.state.failures == 2
    assert "Try again" in view.overlay.button_widgets[0].text()


def test_check_it_for_us_ends_a_ladder_attempt_when_the_building_is_right(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The house option for young children, ticked in the ladder's box: no calls."""
    check = view.setup.ladder_check
    assert check.isVisible() and check.text() == "Check it for us" and not check.isChecked()
    assert (
        view.setup.ladder_box.isAncestorOf(check) and "young children" in view.setup.ladder_check_note.text()
    )
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))
    qtbot.mouseClick(view.setup.ladder_button, Qt.MouseButton.LeftButton)
    assert view.session.state.options["ladder_check"]
    qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
    steps = solution_steps(view)
    for name, cells in steps[:-1]:
        put(view, name, cells)
    assert view.session.phase == "build"
    put(view, *steps[-1])  # the matching building ends the stage by itself
    assert view.overlay.title.text() == "Stage 1 cleared!"


def test_ladder_finale(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_ladder("easy", seed=9)
    for _ in range(7):
        view.rounds.reveal()
        view.clock.advance(10_000)
        for name, cells in solution_steps(view):
            put(view, name, cells)
        view.rounds.call("front")
        view.rounds.call("back")
        assert view.session.phase in ("result", "over")
        if not view.session.state.is_terminal():
            view.rounds.announce()
    assert "Kings of Construction" in view.overlay.title.text()


def test_party_round_to_the_scoreboard(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.setup.count.setValue(3)
    view.setup.name_edits[0].setText("Zoé")
    qtbot.mouseClick(view.setup.party_button, Qt.MouseButton.LeftButton)
    state = view.session.state
    assert state.mode == "party" and view.rounds.names[0] == "Zoé" and len(view.rounds.names) == 3
    a, b = state.builders
    assert (
        view.rounds.names[a] in view.overlay.text.text() and view.rounds.names[b] in view.overlay.text.text()
    )
    qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
    assert view.page.facades.rows[0].card == state.card.front
    steps = solution_steps(view)
    for name, cells in steps[:-1]:
        put(view, name, cells)
    view.clock.advance(25_000)
    qtbot.mouseClick(view.page.recto_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.page.verso_button, Qt.MouseButton.LeftButton)
    # One piece left out: every mistake named, no points.
    assert view.overlay.title.text() == "Not quite…"
    assert f"the {steps[-1][0]} piece is not used" in view.overlay.items.text()
    assert state.points == [0, 0, 0]
    qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
    assert view.session.phase == "announce" and state.round == 2 and state.active == 1
    qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
    for name, cells in solution_steps(view):
        put(view, name, cells)
    view.clock.advance(25_000)
    builders = state.builders
    qtbot.mouseClick(view.page.verso_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.page.recto_button, Qt.MouseButton.LeftButton)
    assert view.overlay.title.text() == "Correct!"
    assert "6 points each" in view.overlay.text.text()
    assert [state.points[s] for s in builders] == [6, 6]
    board = view.page.scoreboard.text()
    for name in view.rounds.names:
        assert name in board
    assert "<b>6</b>" in board


def test_the_next_round_starts_without_the_last_round_s_words_and_answers_enter_after_home(
    view, main_window, qtbot
) -> None:  # type: ignore[no-untyped-def]
    """After a round, the status line does not say "The white piece is on the board" over the
    next round's empty board; and a round's card shown again from the home screen answers
    Enter (the keys were nowhere, and Enter did nothing under "Reveal the card")."""
    view.rounds.start_party("easy", ["A", "B", "C"], seed=12)
    view.rounds.reveal()
    for name, cells in solution_steps(view):
        put(view, name, cells)
    assert view.page.status.text()
    qtbot.mouseClick(view.page.recto_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.page.verso_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
    assert view.session.phase == "announce" and view.page.status.text() == ""
    main_window.show_view("home")
    main_window.show_view("recto_verso")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view.overlay.button_widgets[0])
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert view.session.phase == "build" and not view.overlay.isVisible()
    assert QApplication.focusWidget() is view.page.board


@pytest.mark.parametrize("language", ["en", "pt"])
def test_every_round_card_shows_its_words_whole(view, main_window, qtbot, language) -> None:  # type: ignore[no-untyped-def]
    """The next stage's announcement after a stage's result: its two lines of words got the
    one-line result's height and were cut (Portuguese, 1366×768)."""
    main_window.context.settings.language = language
    main_window.resize(1366, 740)
    view.rounds.start_ladder("easy", seed=3)
    cards = 0
    for _ in range(2):
        qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)  # the stage starts
        for name, cells in solution_steps(view):
            put(view, name, cells)
        qtbot.mouseClick(view.page.recto_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(view.page.verso_button, Qt.MouseButton.LeftButton)
        for _card in ("result", "announcement"):
            qtbot.wait(20)  # the card is measured again once its words' style is applied
            for label in (view.overlay.title, view.overlay.text):
                whole = label.heightForWidth(label.width())
                assert label.height() >= whole, f"{label.text()!r}: {label.height()} < {whole}"
            cards += 1
            if _card == "result":
                qtbot.mouseClick(view.overlay.button_widgets[0], Qt.MouseButton.LeftButton)
    assert cards == 4 and view.session.phase == "announce"


def test_party_save_resume_and_a_bad_file(view, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_party("easy", ["A", "B", "C"], seed=12)
    view.rounds.reveal()
    name, cells = solution_steps(view)[0]
    put(view, name, cells)
    history = list(view.session.state.history)
    assert view.save_to(tmp_path / "party.json")
    view.rounds.leave()
    assert view.setup.resume_button.isEnabled()
    qtbot.mouseClick(view.setup.resume_button, Qt.MouseButton.LeftButton)
    assert view.session.state.history == history and view.rounds.names == ["A", "B", "C"]
    assert view.session.phase == "announce"
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert not view.load_from(bad)
    assert "bad.json" in view.page.status.text()
    assert view.session.state.history == history
    assert view.load_from(tmp_path / "party.json")
    assert view.session.state.history == history


def test_partner_window_shows_only_the_back(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_ladder("easy", seed=3)
    view.rounds.reveal()
    qtbot.mouseClick(view.page.partner_button, Qt.MouseButton.LeftButton)
    partner = view.partner
    qtbot.addWidget(partner)
    assert partner.isVisible() and partner.isWindow()
    assert [row.card for row in partner.facades.rows] == [view.session.state.card.back]
    assert partner.board.camera.turn == 2
    assert view.facade_mode == "front"
    qtbot.mouseClick(view.page.facade_buttons["both"], Qt.MouseButton.LeftButton)
    assert len(view.page.facades.rows) == 2
    qtbot.mouseClick(view.page.facade_buttons["back"], Qt.MouseButton.LeftButton)
    assert [row.card for row in view.page.facades.rows] == [view.session.state.card.back]
    qtbot.mouseClick(view.page.partner_button, Qt.MouseButton.LeftButton)
    assert not partner.isVisible()


def test_the_partner_window_closes_and_goes_with_the_main_window(qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Closing the main window leaves no partner window running the app on its own, and
    deleting it deletes the partner window too."""
    from PySide6.QtCore import QCoreApplication, QEvent, QSettings

    from app.bootstrap import create_app

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    QSettings().clear()
    _app, window = create_app(headless=True)
    window.show()
    window.show_view("recto_verso")
    view = window.views["recto_verso"]
    view.rounds.start_ladder("easy", seed=3)
    qtbot.mouseClick(view.page.partner_button, Qt.MouseButton.LeftButton)
    partner = view.partner
    assert partner is not None and partner.isVisible()
    gone: list[bool] = []
    partner.destroyed.connect(lambda: gone.append(True))
    window.close()
    assert not partner.isVisible()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: gone == [True])


@pytest.mark.parametrize("mode", [None, "puzzle", "party", "ladder"])
def test_screenshot_modes(view, mode) -> None:  # type: ignore[no-untyped-def]
    view.set_mode(mode)
    assert not view.grab().isNull()
    if mode is not None:
        assert view.session.state.mode == mode and view.session.phase == "build"


# -- the autosave: the card tables' background writer (docs/ARCHITECTURE.md, "The play layer") --

#: Written autosaves: (written on the GUI thread, number of actions in the record).
Written = list[tuple[bool, int]]


@pytest.fixture
def held_disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[threading.Event, Written]]:
    """Every autosave write waits at a gate until the test opens it, as a disk that stalls would.

    The gate lets a write through after a few seconds anyway, so a write made on the GUI
    thread (which would never see the gate open) ends the test with a failure, not a hang.
    """
    gate = threading.Event()
    written: Written = []
    real = store_module.atomic_write_text

    def stalled_write(path: Path, text: str) -> None:
        on_gui = threading.current_thread() is threading.main_thread()
        gate.wait(timeout=5)
        real(path, text)
        written.append((on_gui, len(json.loads(text)["actions"])))

    monkeypatch.setattr(store_module, "atomic_write_text", stalled_write)
    yield gate, written
    gate.set()
    wait_for_autosaves()


def test_edits_do_not_wait_for_a_stalled_disk_and_the_newest_lands(view, qtbot, held_disk) -> None:  # type: ignore[no-untyped-def]
    gate, written = held_disk
    view.rounds.start_puzzle("easy", "E02", seed=4)
    build_with_mouse(qtbot, view, solution_steps(view)[:3])  # three edits by mouse, each autosaved
    assert written == [], "an edit waited for its autosave to reach the disk"
    gate.set()
    record = json.loads(view.files.autosave_path.read_text(encoding="utf-8"))
    assert len(record["actions"]) == len(view.session.state.history) == 3
    assert not any(on_gui for on_gui, _ in written), "an autosave was written on the GUI thread"
    moves = [count for _, count in written]
    assert moves == sorted(moves) and moves[-1] == 3, "the edits reached the disk out of order"


def test_a_finished_round_clears_the_autosave_after_the_writes_before_it(view, qtbot, held_disk) -> None:  # type: ignore[no-untyped-def]
    gate, written = held_disk
    view.rounds.start_puzzle("easy", "E02", seed=4)
    build_with_mouse(qtbot, view, solution_steps(view))  # the finished building ends the round
    assert view.session.state.is_terminal() and written == []
    gate.set()
    assert not view.files.has_autosave(), "a late write brought the finished game back"
