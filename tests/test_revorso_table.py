"""The Revorso card table through its real widgets: whole games by keys against bots,
Bear and Switch offered to people with a countdown, save and resume, keyboard-only play."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.revorso.seats import GameSetup, Seat
from app.saves import autosave_path
from engines.revorso import SYMBOLS, Draw, RevorsoState
from tests.revorso_helpers import give_action, give_won, stack


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def table(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("revorso")
    view = main_window.views["revorso"]
    clock = FakeClock()
    view.controller.countdown.clock = clock
    view.clock = clock
    return view


def press(view, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    """A key as a person types it: to the widget that has the focus inside the view."""
    QTest.keyClick(view.focusWidget() or view, key, modifier)


def key_for(symbol: str) -> Qt.Key:
    return Qt.Key(Qt.Key.Key_1 + SYMBOLS.index(symbol))


def wait_for_people(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = view.controller
    qtbot.waitUntil(
        lambda: controller.state.is_terminal() or (controller.human_to_act() and not controller.thinking),
        timeout=10_000,
    )


def assert_nothing_face_down_on_show(view) -> None:  # type: ignore[no-untyped-def]
    """The memory test is real: every card still to recall lies face down on the table."""
    state = view.controller.state
    items = view.scene.items_by_handle
    assert set(state.handles) <= set(items)
    for handle in state.handles:
        assert not items[handle].face_up


def test_whole_game_by_keys_against_two_bots(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view, controller = table, table.controller
    view.start_game(GameSetup((Seat("Ada"), Seat("Bea", "easy"), Seat("Ben", "hard")), seed=11))
    answered = 0
    for _ in range(2000):
        wait_for_people(view, qtbot)
        state = controller.state
        if state.is_terminal():
            break
        assert state.current_player == 0
        assert_nothing_face_down_on_show(view)
        phase = state.phase
        if phase == "draw":
            legal = state.legal_actions()
            press(view, Qt.Key.Key_D if Draw() in legal and len(state.sequence) < 3 else Qt.Key.Key_S)
        elif phase == "answer":
            # Ada remembers well, except that she always forgets her sixth answer.
            answered += 1
            symbol = (
                state.sequence[-1] if answered % 6 else next(s for s in SYMBOLS if s != state.sequence[-1])
            )
            press(view, key_for(symbol))
        elif phase == "steal":
            press(view, Qt.Key.Key_1)
        else:  # Switch or Bear offered to Ada: she lets it go
            press(view, Qt.Key.Key_N)
    state = controller.state
    assert state.is_terminal()
    assert view.center.currentWidget() is view.end_screen
    winner = view.controller.names[state.winners()[0]]
    assert winner in view.end_screen.title.text()
    assert answered > 5
    assert not autosave_path(view.context.data_dir, "revorso").exists()
    assert len(view.log_lines) == len(state.events)
    # Play again: same seats, a new deal.
    qtbot.mouseClick(view.end_screen.again, Qt.MouseButton.LeftButton)
    assert not controller.state.is_terminal()
    assert controller.names == ["Ada", "Bea", "Ben"]


def _two_people(view, holder_card: str, cards: list[str]) -> RevorsoState:  # type: ignore[no-untyped-def]
    setup = GameSetup((Seat("Ada"), Seat("Bob")), seed=3)
    state = setup.new_state()
    give_action(state, 1, holder_card)
    stack(state, cards)
    view.start_game(setup, state)
    return state


def test_bear_offered_to_the_other_person(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    state = _two_people(view, "bear", ["juice", "tuna", "carrot"])
    for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_S):
        press(view, key)
    assert state.phase == "bear" and state.current_player == 1
    assert view.pages.currentWidget() is view.page_symbols and view.bear_pass.isVisible()
    assert view.controller.countdown.running
    assert "Bob" in view.announce.text() and "Bear" in view.announce.text()
    press(view, key_for("carrot"))  # Bob remembers the last card: right
    assert state.won[1] == ["carrot"] and state.held[1] is None
    assert state.phase == "answer" and state.current_player == 0
    assert "Bob calls Bear" in view.log_lines[-1]
    assert not view.bear_pass.isVisible()
    press(view, key_for("tuna"))
    press(view, key_for("juice"))
    assert state.won[0] == ["tuna", "juice"]


def test_wrong_bear_shows_the_card_and_the_test_goes_on(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    state = _two_people(view, "bear", ["juice", "tuna"])
    for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_S):
        press(view, key)
    qtbot.mouseClick(view.symbol_buttons[SYMBOLS.index("honey")], Qt.MouseButton.LeftButton)
    assert state.phase == "answer" and state.held[1] is None
    assert "the card is tuna" in view.log_lines[-1]


def test_switch_offer_runs_out_and_passes(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    state = _two_people(view, "switch", ["juice", "tuna"])
    for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_S):
        press(view, key)
    assert state.phase == "switch" and state.current_player == 1
    assert view.pages.currentWidget() is view.page_switch
    countdown = view.controller.countdown
    view.clock.now += countdown.total / 2
    countdown.poll()
    assert state.phase == "switch"
    assert "s left" in view.switch_countdown.format()
    view.clock.now += countdown.total
    countdown.poll()
    assert state.phase == "answer" and state.held[1] == "switch"  # Bob let it go, card kept


def test_switch_played_by_key_swaps_the_cards(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    state = _two_people(view, "switch", ["juice", "honey", "tuna"])
    for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_S):
        press(view, key)
    first, last = state.handles[0], state.handles[-1]
    press(view, Qt.Key.Key_Y)
    assert state.sequence == ["tuna", "honey", "juice"]
    items = view.scene.items_by_handle
    assert items[last].pos().x() < items[first].pos().x()  # the cards changed places on the table
    assert not view.controller.countdown.running


def test_save_resume_and_autosave(table, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    view = table
    seats = (Seat("Ada"), Seat("Bea", "medium"), Seat("Cy"))
    view.start_game(GameSetup(seats, seed=42))
    for key in (Qt.Key.Key_D, Qt.Key.Key_D):
        press(view, key)
        wait_for_people(view, qtbot)
    history = list(view.controller.state.history)
    path = tmp_path / "game.json"
    assert view.save_to(path)
    assert json.loads(path.read_text())["table"]["seats"][1] == {"name": "Bea", "kind": "medium"}

    view.start_game(GameSetup(seats, seed=7))
    assert view.load_from(path)
    assert view.controller.state.history == history
    assert view.controller.seats == seats
    assert "Seed 42" in view.seed_label.text()

    # A bad file: a clear message naming it, and the game goes on untouched.
    bad = tmp_path / "broken.json"
    bad.write_text("{not json")
    assert not view.load_from(bad)
    assert "broken.json" in view._message.text()
    view._message.close()
    assert view.controller.state.history == history

    # The autosave follows every move and is what a fresh table resumes.
    auto = autosave_path(view.context.data_dir, "revorso")
    assert json.loads(auto.read_text())["actions"] == [a.to_json() for a in history]
    view.controller.state = None
    view.on_shown()
    assert view.controller.state.history == history
    assert view.controller.names == ["Ada", "Bea", "Cy"]


def test_keyboard_only_turn_with_undo(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    view.start_game(GameSetup((Seat("Ada"), Seat("Bo")), seed=3))  # tuna, then carrot
    assert view.focusWidget() is view.draw_button
    press(view, Qt.Key.Key_Space)  # the focused button: Draw
    press(view, Qt.Key.Key_D)
    assert view.controller.state.sequence == ["tuna", "carrot"]
    press(view, Qt.Key.Key_S)
    assert view.controller.state.phase == "answer" and view.undo_button.isEnabled()
    press(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # take the Stop back
    state = view.controller.state
    assert state.phase == "draw" and len(state.sequence) == 2
    assert_nothing_face_down_on_show(view)
    press(view, Qt.Key.Key_S)
    assert view.focusWidget() is view.symbol_buttons[0]
    press(view, key_for("carrot"))
    assert not view.undo_button.isEnabled()  # a card was revealed: no undo across it
    assert view.scene.items_by_handle[state.handles[0]].face_up is False
    press(view, Qt.Key.Key_Tab)
    assert view.focusWidget() is view.symbol_buttons[1]  # tuna, reached by Tab
    press(view, Qt.Key.Key_Return)
    assert view.controller.state.won[0] == ["carrot", "tuna"]


def test_screenshot_modes(table) -> None:  # type: ignore[no-untyped-def]
    view = table
    view.set_mode(None)
    assert view.controller.state.phase == "draw" and view.pages.currentWidget() is view.page_draw
    view.set_mode("memory")
    assert view.controller.state.phase == "answer" and view.controller.state.revealed
    view.set_mode("end")
    assert view.center.currentWidget() is view.end_screen


def test_new_game_dialog_seats_and_seed(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    qtbot.keyClick(view.focusWidget() or view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = view._dialog
    assert dialog is not None and dialog.isVisible()
    dialog.count.setValue(4)
    dialog.names[0].setText("Zoe")
    dialog.kinds[1].setCurrentIndex(3)  # bot, hard
    dialog.kinds[3].setCurrentIndex(0)  # a person
    dialog.seed.setText("1234")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    controller = view.controller
    assert controller.state.players == 4 and controller.state.seed == 1234
    assert controller.seats[0] == Seat("Zoe") and controller.seats[1].kind == "hard"
    assert controller.seats[3].is_human
    assert "1234" in view.seed_label.text()


def test_presenter_scale_and_language_apply_at_once(table, main_window) -> None:  # type: ignore[no-untyped-def]
    view = table
    view.start_game(GameSetup((Seat("Ada"), Seat("Bo")), seed=3))
    before = view.draw_button.minimumHeight()
    main_window.context.settings.ui_scale = 1.5
    assert view.draw_button.minimumHeight() > before
    main_window.context.settings.language = "fr"
    assert view.symbol_buttons[0].text() == "jus"  # the card names follow the language
    main_window.context.settings.ui_scale = 1.0
    main_window.context.settings.language = "en"


def test_steal_two_by_key(table) -> None:  # type: ignore[no-untyped-def]
    view = table
    setup = GameSetup((Seat("Ada"), Seat("Bob"), Seat("Cy")), seed=3)
    state = setup.new_state()
    give_won(state, 2, ["juice", "tuna"])
    stack(state, ["steal2"])
    view.start_game(setup, state)
    press(view, Qt.Key.Key_D)
    assert state.phase == "steal" and view.pages.currentWidget() is view.page_steal
    assert [b.text() for b in view.steal_buttons] == ["1. Cy (2 cards)"]
    press(view, Qt.Key.Key_1)
    assert state.won[2] == [] and state.sequence == ["tuna", "juice"]
    assert len(view.scene.items_by_handle) == 2
