"""Every builder action by every input: the mouse alone, the keys alone, touch, and any mix."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog

from app.i18n import install_language
from app.recto_verso.keys import KEYS, key_help
from engines.recto_verso.handling import anchor_for, footprint, operations_between
from engines.recto_verso.pieces import normalise
from engines.table.clock import ManualTime
from tests.test_recto_verso_view import point_for, solution_steps

pytestmark = pytest.mark.usefixtures("qtbot")

TURN_BUTTONS = {"R": "R", "r": "r", "T": "T", "F": "F"}


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.clock = ManualTime(5_000)
    return view


def ghost_cells(view) -> tuple:  # type: ignore[no-untyped-def]
    return tuple(b.cell for b in view.page.board.scene.blocks if b.ghost)


def tap(widget, point: QPoint) -> None:  # type: ignore[no-untyped-def]
    device = QTest.createTouchDevice()
    QTest.touchEvent(widget, device).press(0, point, widget).commit()
    QTest.touchEvent(widget, device).release(0, point, widget).commit()


def test_keys_turn_the_piece_after_a_tray_click(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E01", seed=1)
    tray_button = view.page.tray.buttons["blue"]
    qtbot.mouseClick(tray_button, Qt.MouseButton.LeftButton)
    tray_button.setFocus()  # the focus stays in the tray, as after a real click
    before = ghost_cells(view)
    for key, mods in (
        (Qt.Key.Key_R, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_T, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_F, Qt.KeyboardModifier.NoModifier),
        (Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier),
    ):
        shape = view.session.shape
        qtbot.keyClick(QApplication.focusWidget(), key, mods)
        assert view.session.shape != shape, key
    assert ghost_cells(view) != before


def test_the_on_screen_buttons_turn_tip_flip_and_put_back(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E01", seed=1)
    qtbot.mouseClick(view.page.tray.buttons["blue"], Qt.MouseButton.LeftButton)
    for bar in (view.page.hand_bar, view.page.floating_bar):
        if bar is view.page.floating_bar:
            view.page.board.grab()  # a painted board places the floating bar beside the piece
            assert bar.isVisible()
        for operation in ("R", "T", "F", "r"):
            before = ghost_cells(view)
            qtbot.mouseClick(bar.buttons[operation], Qt.MouseButton.LeftButton)
            assert ghost_cells(view) != before, operation
    # Tip stands a lying bar upright, as the F1 list says.
    qtbot.mouseClick(view.page.tray.buttons["green"], Qt.MouseButton.LeftButton)
    assert view.session.shape == normalise(((0, 0, 0), (1, 0, 0)))
    qtbot.mouseClick(view.page.hand_bar.buttons["T"], Qt.MouseButton.LeftButton)
    assert footprint(view.session.shape)[2] == 2
    qtbot.mouseClick(view.page.floating_bar.buttons["put_back"], Qt.MouseButton.LeftButton)
    assert view.session.held is None and not view.page.floating_bar.isVisible()


def test_touch_tap_a_piece_then_a_cell_twice(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E01", seed=1)
    tap(view.page.tray.buttons["black"], QPoint(20, 20))
    assert view.session.held == "black"
    board = view.page.board
    point = point_for(board, (2, 3))
    tap(board, point)
    assert view.session.anchor == (2, 3) and "black" not in view.session.state.placed
    tap(board, point)  # the ghost is there: a second tap puts it down
    assert view.session.state.placed["black"] == ((2, 3, 0),)
    tap(board, point_for(board, (2, 3)))  # tap a placed piece: back in the hand
    assert view.session.held == "black"


def test_esc_puts_the_piece_back_first_then_goes_home(view, main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E01", seed=1)
    tray_button = view.page.tray.buttons["black"]
    qtbot.mouseClick(tray_button, Qt.MouseButton.LeftButton)
    tray_button.setFocus()
    qtbot.keyClick(tray_button, Qt.Key.Key_Escape)
    assert view.session.held is None and main_window.current_id == "recto_verso"
    assert view.page.status.text() == "Piece back in the tray."
    qtbot.keyClick(tray_button, Qt.Key.Key_Escape)
    assert main_window.current_id == "home"


def test_enter_after_hint_puts_the_hinted_piece_down(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E04", seed=6)
    hint = view.page.hint_button
    qtbot.mouseClick(hint, Qt.MouseButton.LeftButton)
    hint.setFocus()  # even with the focus left on the Hint button
    name, ghost = view.session.held, view.session.ghost()
    assert name is not None and ghost.allowed
    qtbot.mouseMove(view.page.board, point_for(view.page.board, (3, 3)))
    assert view.session.ghost() == ghost  # the pointer does not drag the hinted piece away
    qtbot.keyClick(hint, Qt.Key.Key_Return)
    assert view.session.state.placed[name] == ghost.cells and view.session.held is None


def test_a_whole_card_by_mouse_alone(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E07", seed=2)
    view.clock.advance(30_000)
    board = view.page.board
    for name, cells in solution_steps(view):
        qtbot.mouseClick(view.page.tray.buttons[name], Qt.MouseButton.LeftButton)
        for operation in operations_between(view.session.shape, normalise(cells)) or []:
            qtbot.mouseClick(view.page.hand_bar.buttons[TURN_BUTTONS[operation]], Qt.MouseButton.LeftButton)
        target = anchor_for(view.session.shape, (min(c[0] for c in cells), min(c[1] for c in cells)))
        point = point_for(board, target, qtbot)
        qtbot.mouseMove(board, point)
        qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=point)
    assert view.overlay.isVisible() and view.overlay.title.text() == "Correct!"
    assert "0:30.0" in view.overlay.text.text() and view.page.stopwatch.text == "0:30.0"


def test_party_rounds_wait_for_the_players_to_call(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_party("easy", ["A", "B", "C"], seed=4)
    view.rounds.reveal()
    for name, cells in solution_steps(view):
        view.session.hold_as(name, cells)
        view.act("place")
    assert view.session.phase == "build" and not view.overlay.isVisible()
    assert view.page.recto_button.isVisible()


def test_the_stopwatch_stops_under_f1_and_a_dialog(view, main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E01", seed=1)
    view.clock.advance(1_000)
    qtbot.keyClick(view.page.board, Qt.Key.Key_F1)
    overlay = main_window.shortcuts_overlay
    assert overlay.isVisible() and view.session.clock.paused
    view.clock.advance(60_000)
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)
    dialog = QDialog(view)
    dialog.show()
    view.clock.advance(60_000)
    assert view.session.clock.paused
    dialog.close()
    view.clock.advance(500)
    view.rounds.timer.timeout.emit()
    assert view.session.elapsed_ms() == 1_500 and view.page.stopwatch.text == "0:01.5"


def test_a_new_game_starts_with_an_empty_status_line(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.rounds.start_puzzle("easy", "E01", seed=1)
    qtbot.mouseClick(view.page.tray.buttons["black"], Qt.MouseButton.LeftButton)
    assert view.page.status.text()
    view.rounds.start_puzzle("easy", "E02", seed=1)
    assert view.page.status.text() == ""


def test_f1_lists_the_key_table(view) -> None:  # type: ignore[no-untyped-def]
    listed = dict(view.shortcuts())
    assert listed == dict(key_help())
    assert "upside down" in listed["F"] and "side" in listed["T"]
    assert {row.action for row in KEYS} >= {"tip", "flip", "turn_left", "turn_right", "put_back", "place"}


def _mnemonics(texts: list[str]) -> list[str]:
    found = []
    for text in texts:
        match = re.search(r"&([^&\s])", text.replace("&&", ""))
        if match:
            found.append(match.group(1).lower())
    return found


@pytest.mark.parametrize("language", ["en", "fr", "it", "pt"])
def test_no_builder_shortcut_collides_with_a_mnemonic(view, main_window, qtbot, language) -> None:  # type: ignore[no-untyped-def]
    install_language(language)
    try:
        QApplication.processEvents()
        menus = _mnemonics([action.text() for action in main_window.menuBar().actions()])
        buttons = _mnemonics([b.text() for b in view.page.findChildren(QAbstractButton)])
        assert len(set(menus)) == len(menus), menus
        assert len(set(buttons)) == len(buttons), (language, buttons)
        assert not set(buttons) & set(menus), (language, buttons, menus)
        alt_keys = {
            QTest.keyToAscii(row.key).lower()
            for row in KEYS
            if row.modifiers & Qt.KeyboardModifier.AltModifier
        }
        assert not alt_keys & (set(menus) | set(buttons))
    finally:
        install_language("en")
        QApplication.processEvents()


@pytest.mark.parametrize("presenter", [False, True])
@pytest.mark.parametrize("language", ["en", "fr", "it", "pt"])
def test_no_tray_label_is_cut(view, main_window, qtbot, language, presenter) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF

    install_language(language)
    main_window.presenter_action.setChecked(presenter)
    try:
        main_window.resize(1024, 640)
        view.rounds.start_puzzle("hard", "H02", seed=3)
        steps = solution_steps(view)
        for name, cells in steps[:4]:
            view.session.hold_as(name, cells)
            view.act("place")
        QApplication.processEvents()
        view.grab()
        for button in view.page.tray.buttons.values():
            *_, label = button.face_layout(QRectF(button.rect()).adjusted(2, 2, -2, -2))
            assert label == button.label(), (language, presenter, label)
    finally:
        main_window.presenter_action.setChecked(False)
        install_language("en")
        QApplication.processEvents()


def test_the_view_is_a_thin_painter_that_no_other_module_drives() -> None:
    from pathlib import Path

    folder = Path(__file__).resolve().parent.parent / "app" / "recto_verso"
    assert len((folder / "view.py").read_text(encoding="utf-8").splitlines()) < 500
    for module in folder.glob("*.py"):
        if module.name != "view.py":
            text = module.read_text(encoding="utf-8")
            assert "RectoVersoBuilderView(" not in text and not re.search(r"\bview\.\w+\(", text), module.name
