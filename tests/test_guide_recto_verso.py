"""Recto Verso's guided games (the puzzle, the partner round) played through the real widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication, QWidget

from app.settings import GUIDES_OFFERED
from engines.recto_verso.game import PlacePiece, RemovePiece
from engines.recto_verso.handling import anchor_for, build_order
from engines.recto_verso.moves import TakePiece, Tool, TurnPiece
from engines.recto_verso.solver import complete
from engines.table.clock import ManualTime
from tests.card_guides import walk_steps
from tests.test_recto_verso_view import TURN_KEYS, point_for

pytestmark = pytest.mark.usefixtures("qtbot")


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.clock = ManualTime(5_000)
    return view


def _start(qtbot, view, mode: str = ""):  # type: ignore[no-untyped-def]
    assert view.guided.start(mode)
    guide = view.guide
    qtbot.waitUntil(lambda: guide.bubble.isVisible())
    return guide


def _click(qtbot, widget: QWidget) -> None:  # type: ignore[no-untyped-def]
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def _play_expected(qtbot, view, guide) -> None:  # type: ignore[no-untyped-def]
    """The step's move as a person makes it: the tray, a turn key, the board, the Hint button."""
    expected = guide.runner.expected(view.guided.builder)
    board = view.page.board
    if isinstance(expected, TakePiece):
        _click(qtbot, view.page.tray.buttons[expected.piece])
    elif isinstance(expected, TurnPiece):
        key, mods = TURN_KEYS[expected.operation]
        qtbot.keyClick(board, key, mods)
    elif isinstance(expected, PlacePiece):
        _settled(board)  # a person points at the board as it stands, not before a pending layout
        cells = expected.cells
        target = anchor_for(view.session.shape, (min(c[0] for c in cells), min(c[1] for c in cells)))
        point = point_for(board, target, qtbot)
        qtbot.mouseMove(board, point)
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=point)
    else:
        assert expected == Tool("hint")
        _click(qtbot, view.page.hint_button)


def _settled(widget: QWidget) -> None:
    """Until ``widget`` keeps its size: a step's new words may lay the page out again."""
    for _ in range(10):
        size = widget.size()
        QApplication.processEvents()
        if widget.size() == size:
            return


def _walk_steps(qtbot, view, guide) -> set[str]:  # type: ignore[no-untyped-def]
    return walk_steps(qtbot, view, lambda: _play_expected(qtbot, view, guide), lambda: True)


def _finish_with_hints(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """Free play: take the builder's own Hint and put each piece down with Enter."""
    for _ in range(30):
        if view.session.phase != "build" or view.session.check().correct:
            break
        hint = view.session.state.hint()
        if isinstance(hint, RemovePiece):
            view.session.take(hint.piece)
            view.act("put_back")
            continue
        if view.session.held is None or not view.session.hinted:
            _click(qtbot, view.page.hint_button)
        view.page.board.setFocus()
        qtbot.keyClick(view.page.board, Qt.Key.Key_Return)


def test_the_puzzle_is_played_by_clicks_and_keys_to_its_end(qtbot, view, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.resize(1229, 691)  # the window's first size on a 1366×768 screen
    guide = _start(qtbot, view)
    assert view.session.state.mode == "puzzle" and view.session.state.card.id == "E02"
    seen = _walk_steps(qtbot, view, guide)
    assert {"tray:blue", "button:R", "button:T", "place", "facade:front", "button:hint"} <= seen
    assert view.session.state.placed["blue"] == ((1, 2, 0), (2, 1, 0), (2, 2, 0))
    assert view.session.held is not None and view.session.hinted  # Hint's piece, ready to go down
    assert guide.bubble.counter.text() == "Hint"
    _finish_with_hints(qtbot, view)
    assert view.session.phase == "over" and view.session.state.records[-1].outcome.correct
    assert guide.finished and guide.bubble.isVisible()
    for sentence in guide.script.skipped:
        assert sentence in guide.bubble.text.text()
    for button in view.overlay.button_widgets:  # the result's buttons stay in reach beside the last words
        if button.isVisible():
            place = button.rect().translated(button.mapTo(view, button.rect().topLeft()))
            assert not guide.bubble.geometry().intersects(place), button.text()
    _click(qtbot, guide.bubble.next_button)
    assert view.guide is None


def _press_expected(qtbot, view, guide) -> None:  # type: ignore[no-untyped-def]
    """The step's move made from the keyboard alone: Tab to the piece, a turn key, Enter to
    put it down on the ringed squares, F6 and Tab to Hint."""
    expected = guide.runner.expected(view.guided.builder)
    board = view.page.board
    board.setFocus()
    if isinstance(expected, TakePiece):
        qtbot.keyClick(board, Qt.Key.Key_Tab)
    elif isinstance(expected, TurnPiece):
        key, mods = TURN_KEYS[expected.operation]
        qtbot.keyClick(board, key, mods)
    elif isinstance(expected, PlacePiece):
        qtbot.keyClick(board, Qt.Key.Key_Return)
    else:
        assert expected == Tool("hint")
        qtbot.keyClick(board, Qt.Key.Key_F6)  # off the board to the buttons, then Tab to Hint
        hint = view.page.hint_button
        for _ in range(40):
            if hint.hasFocus():
                break
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert hint.hasFocus()
        qtbot.keyClick(hint, Qt.Key.Key_Space)


def test_the_puzzle_guide_is_played_by_keys_alone(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """Tab goes to the piece a step asks for, past the others it would refuse one by one."""
    guide = _start(qtbot, view)
    refused: list[str] = []
    guide.bubble.refuse = lambda text: refused.append(text)  # type: ignore[method-assign]
    while guide.guiding:
        qtbot.waitUntil(lambda: guide.bubble.isVisible())
        step = guide.runner.step
        if step.expect is None:
            view.page.board.setFocus()
            qtbot.keyClick(view.page.board, Qt.Key.Key_Return)  # Next
        else:
            _press_expected(qtbot, view, guide)
        assert guide.runner.step is not step, step.say
    assert refused == []
    assert view.session.state.placed["blue"] == ((1, 2, 0), (2, 1, 0), (2, 2, 0))
    assert guide.bubble.counter.text() == "Hint"


def test_the_partner_round_is_played_to_the_calls(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    guide = _start(qtbot, view, "party")
    state = view.session.state
    assert state.mode == "party" and state.builders == (0, 1) and view.session.phase == "build"
    assert view.facade_mode == "front"  # the builder's side
    seen = _walk_steps(qtbot, view, guide)
    assert {"button:side_back", "button:verso", "facade:front", "place"} <= seen
    _click(qtbot, view.page.facade_buttons["back"])  # the partner looks at their side
    assert view.facade_mode == "back"
    state = view.session.state
    full = complete(state.card, state.building())
    assert full is not None
    rest = [(p.piece, p.cells) for p in full.placements if p.piece not in state.placed]
    for name, cells in build_order(rest, state.occupied):
        view.session.hold_as(name, cells)
        view.act("place")
    assert view.session.check().correct and view.session.phase == "build"  # a party waits for the calls
    _click(qtbot, view.page.recto_button)
    assert not guide.finished
    _click(qtbot, view.page.verso_button)
    assert view.session.phase == "result"
    assert guide.finished and guide.bubble.isVisible()
    assert view.session.state.points[0] == view.session.state.points[1] > 0


def test_a_wrong_move_is_refused_and_the_step_said_again(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    guide = _start(qtbot, view)
    _click(qtbot, guide.bubble.next_button)
    step = guide.runner.step
    _click(qtbot, view.page.tray.buttons["yellow"])  # not the piece taught
    assert view.session.held is None and guide.runner.step is step
    assert guide.bubble.refusal.isVisible() and guide.bubble.text.text() == step.say
    _click(qtbot, view.page.tray.buttons["blue"])
    step = guide.runner.step
    qtbot.keyClick(view.page.board, Qt.Key.Key_T)  # tip before the turn: refused
    assert guide.runner.step is step and guide.bubble.refusal.isVisible()
    qtbot.keyClick(view.page.board, Qt.Key.Key_R)
    assert guide.runner.step is not step
    _click(qtbot, view.page.hint_button)  # the Hint comes later
    assert view.session.hinted is False and guide.bubble.refusal.isVisible()


def test_enter_is_next_and_escape_asks_before_leaving(qtbot, view, main_window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    guide = _start(qtbot, view)
    view.page.board.setFocus()
    qtbot.keyClick(view.page.board, Qt.Key.Key_Return)
    assert guide.runner.index == 1
    asked: list[bool] = []
    monkeypatch.setattr(view.guided, "confirm_leave", lambda: asked.append(True) or False)
    qtbot.keyClick(view.page.board, Qt.Key.Key_Escape)
    assert asked and view.guide is guide and main_window.current_id == "recto_verso"
    monkeypatch.setattr(view.guided, "confirm_leave", lambda: True)
    qtbot.keyClick(view.page.board, Qt.Key.Key_Escape)
    assert view.guide is None and main_window.current_id == "recto_verso"
    assert view.session.guard is None and view.session.after_edit is not None


def test_a_guided_game_is_not_autosaved(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    guide = _start(qtbot, view)
    _walk_steps(qtbot, view, guide)
    assert not view.files.has_autosave()


def test_the_offer_the_tile_the_rules_and_the_party_entry(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    assert view.guided.offer.isVisible() and "Recto Verso" in view.guided.offer.text.text()
    _click(qtbot, view.guided.offer.decline_button)
    assert "recto_verso" in main_window.context.settings.get(GUIDES_OFFERED).split(",")
    main_window.show_view("home")
    main_window.show_view("recto_verso")
    assert not view.guided.offer.isVisible()
    main_window.show_view("home")
    _click(qtbot, main_window.views["home"].grid.learn_buttons["recto_verso"])
    assert main_window.current_id == "recto_verso" and view.guide is not None
    assert view.session.state.mode == "puzzle"
    view.guided.stop()
    view.rounds.leave()
    assert view.guided.party_button.isVisible()
    assert "partner round" in view.guided.party_button.text()
    _click(qtbot, view.guided.party_button)
    assert view.guide is not None and view.session.state.mode == "party"
    view.guided.stop()
    main_window.show_view("rules")
    rules = main_window.views["rules"].rules
    rules.show_game("recto_verso")
    assert rules.learn_button.isVisible()


def test_the_stopwatch_waits_while_the_steps_are_read(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """Nobody is timed while reading the guide's sentences: the stopwatch holds during the
    steps, runs in free play, and is free again once the guide is left."""
    guide = _start(qtbot, view)
    clock = view.session.clock
    assert "guide" in clock.reasons and clock.paused
    _walk_steps(qtbot, view, guide)
    assert "guide" not in clock.reasons
    view.guided.start()
    assert "guide" in view.session.clock.reasons
    view.guided.stop()
    assert "guide" not in view.session.clock.reasons


def test_the_piece_taught_stays_in_hand_during_the_steps(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """A right-click, Esc or the put-back button would empty the hand the next step turns:
    refused with the step said again (random clicks once left the guide without its piece)."""
    guide = _start(qtbot, view)
    _click(qtbot, guide.bubble.next_button)
    _click(qtbot, view.page.tray.buttons["blue"])
    step = guide.runner.step
    qtbot.keyClick(view.page.board, Qt.Key.Key_Escape)
    view.page.board.right_clicked.emit()
    assert view.session.held == "blue" and guide.runner.step is step
    assert guide.bubble.refusal.isVisible()


def test_a_guide_that_lost_its_script_steps_aside(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """Should the table ever leave the script (a move the guide did not see), the next move
    closes the guide and is played, instead of failing."""
    guide = _start(qtbot, view)
    _click(qtbot, guide.bubble.next_button)
    _click(qtbot, view.page.tray.buttons["blue"])
    view.session.held = None  # the hand emptied behind the guide's back
    _click(qtbot, view.page.tray.buttons["yellow"])
    assert view.guide is None and view.session.held == "yellow"


def test_a_facade_rows_ring_frames_its_grids_whole(qtbot, view, main_window) -> None:  # type: ignore[no-untyped-def]
    """ "Check the front" rings the front row with both its grids; the ring once ran across the
    bottom row of cubes, the very squares the step talks about."""
    main_window.resize(1366, 768)
    _start(qtbot, view)
    panel, targets = view.page.facades, view.guided.targets
    assert len(panel.rows) == 2
    for index, side in enumerate(("front", "back")):
        _title, card, live = panel._row_rects()[index]
        area = targets.locate(f"facade:{side}")
        assert area is not None
        corner = QPointF(panel.mapTo(view.guided.table, QPoint(0, 0)))
        for grid in (card, live):
            assert area.contains(grid.translated(corner)), (side, area, grid.translated(corner))


@pytest.mark.parametrize("mode", ["party", "ladder"])
def test_a_guide_started_from_the_start_page_takes_enter_at_once(qtbot, view, mode) -> None:  # type: ignore[no-untyped-def]
    """The start page's "Learn … by playing" button hides with its page: the keys go to the
    board, so that Enter is Next at once (it did nothing until the table was clicked)."""
    view.rounds.leave()
    button = view.guided.party_button if mode == "party" else view.guided.ladder_button
    qtbot.waitUntil(button.isVisible)
    _click(qtbot, button)
    guide = view.guide
    qtbot.waitUntil(lambda: guide is not None and guide.bubble.isVisible())
    step = guide.runner.step
    assert step.expect is None  # the first step is read, then Next
    focus = QApplication.focusWidget()
    assert focus is not None and view.isAncestorOf(focus), focus
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    assert guide.runner.step is not step
