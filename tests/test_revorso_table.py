"""The Revorso card table through its real widgets: whole games by keys against bots,
Bear and Switch offered to people with a countdown, save and resume, keyboard-only play."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engines.revorso import SYMBOLS, Draw, RevorsoState, Stop
from engines.table.clock import ManualTime
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from engines.table.store import SaveStore
from tests.revorso_helpers import give_action, give_won, stack


@pytest.fixture
def table(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("revorso")
    view = main_window.views["revorso"]
    clock = ManualTime(1_000_000)
    view.offers.countdown.clock = clock
    view.clock = clock
    return view


def bot(name: str, level: str) -> Seat:
    return Seat.computer(name, "strong", level)


def press(view, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    """A key as a person types it: to the widget that has the focus inside the view."""
    QTest.keyClick(view.focusWidget() or view, key, modifier)


def key_for(symbol: str) -> Qt.Key:
    return Qt.Key(Qt.Key.Key_1 + SYMBOLS.index(symbol))


def wait_for_people(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    session = view.session
    qtbot.waitUntil(
        lambda: session.over or (session.is_person_turn() and not view.shell.runner.busy),
        timeout=10_000,
    )


def assert_nothing_face_down_on_show(view) -> None:  # type: ignore[no-untyped-def]
    """The memory test is real: every card still to recall lies face down on the table."""
    state = view.state
    items = view.scene.items_by_handle
    assert set(state.handles) <= set(items)
    for handle in state.handles:
        assert not items[handle].face_up


def test_whole_game_by_keys_against_two_bots(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    view.start_game(TableSetup("revorso", (Seat("Ada"), bot("Bea", "easy"), bot("Ben", "hard")), seed=11))
    answered = 0
    for _ in range(2000):
        wait_for_people(view, qtbot)
        state = view.state
        if state.is_terminal():
            break
        assert state.current_player == 0
        assert_nothing_face_down_on_show(view)
        phase = state.phase
        if phase == "draw":
            legal = state.legal_actions()
            wants_more = len(state.sequence) < 3 or Stop() not in legal  # a Steal 2 may force more draws
            press(view, Qt.Key.Key_D if Draw() in legal and wants_more else Qt.Key.Key_S)
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
    state = view.state
    assert state.is_terminal()
    assert view.pages.currentWidget() is view.end_page
    winner = view.names[state.winners()[0]]
    assert winner in view.end_page.headline.text()
    assert answered > 5
    assert not SaveStore(view.context.data_dir).autosave_path("revorso").exists()
    assert len(view.log_lines) == len(state.events)
    # Play again: same seats, a new deal.
    qtbot.mouseClick(view.end_page.again_button, Qt.MouseButton.LeftButton)
    assert not view.state.is_terminal()
    assert view.names == ["Ada", "Bea", "Ben"]


def _two_people(view, holder_card: str, cards: list[str]) -> RevorsoState:  # type: ignore[no-untyped-def]
    setup = TableSetup("revorso", (Seat("Ada"), Seat("Bob")), seed=3)
    state = TableSession.new_state(setup)
    give_action(state, 1, holder_card)
    stack(state, cards)
    view.shell.open_session(TableSession(setup, state))
    return state


def test_bear_offered_to_the_other_person(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    state = _two_people(view, "bear", ["juice", "tuna", "carrot"])
    for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_S):
        press(view, key)
    assert state.phase == "bear" and state.current_player == 1
    assert view.bar.currentWidget() is view.bar.page_symbols and view.bar.bear_pass.isVisible()
    assert view.offers.countdown.running
    assert "Bob" in view.shell.banner.text() and "Bear" in view.shell.banner.text()
    press(view, key_for("carrot"))  # Bob remembers the last card: right
    assert state.won[1] == ["carrot"] and state.held[1] is None
    assert state.phase == "answer" and state.current_player == 0
    assert "Bob calls Bear" in view.log_lines[-1]
    assert not view.bar.bear_pass.isVisible()
    press(view, key_for("tuna"))
    press(view, key_for("juice"))
    assert state.won[0] == ["tuna", "juice"]


def test_wrong_bear_shows_the_card_and_the_test_goes_on(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    state = _two_people(view, "bear", ["juice", "tuna"])
    for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_S):
        press(view, key)
    qtbot.mouseClick(view.bar.symbol_buttons[SYMBOLS.index("honey")], Qt.MouseButton.LeftButton)
    assert state.phase == "answer" and state.held[1] is None
    # The table shows the card for a moment; the log, read for longer, never names it.
    assert "names honey: wrong; the card goes back face down" in view.log_lines[-1]
    assert not any("tuna" in line for line in view.log_lines)


def test_switch_offer_runs_out_and_passes(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    state = _two_people(view, "switch", ["juice", "tuna"])
    for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_S):
        press(view, key)
    assert state.phase == "switch" and state.current_player == 1
    assert view.bar.currentWidget() is view.bar.page_switch
    countdown = view.offers.countdown
    view.clock.advance(round(countdown.total * 500))
    countdown.poll()
    assert state.phase == "switch"
    bar = view.bar.switch_countdown
    assert "s left" in bar.format() and bar.isVisible()
    view.clock.advance(round(countdown.total * 1000))
    countdown.poll()
    assert state.phase == "answer" and state.held[1] == "switch"  # Bob let it go, card kept
    assert not bar.isVisible()  # no empty countdown once no offer is timed


def test_an_offer_held_by_a_guide_shows_no_empty_countdown(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A guided game holds the offer while its step explains it: the bar is hidden then, and
    its room kept, so the buttons beside it stay where they are when the countdown comes."""
    view = table
    state = _two_people(view, "switch", ["juice", "tuna"])
    for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_S):
        press(view, key)
    assert state.phase == "switch" and view.bar.switch_countdown.isVisible()
    buttons = view.bar.switch_pass.geometry()
    view.offers.follow(view.shell.session, hold=True)
    QApplication.processEvents()
    assert not view.offers.countdown.running and not view.bar.switch_countdown.isVisible()
    assert view.bar.switch_pass.geometry() == buttons


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
    assert not view.offers.countdown.running


def test_save_resume_and_autosave(table, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    view = table
    seats = (Seat("Ada"), bot("Bea", "medium"), Seat("Cy"))
    view.start_game(TableSetup("revorso", seats, seed=42))
    for key in (Qt.Key.Key_D, Qt.Key.Key_D):
        press(view, key)
        wait_for_people(view, qtbot)
    history = list(view.state.history)
    path = tmp_path / "game.json"
    assert view.shell.save_to(path)
    assert json.loads(path.read_text())["seats"][1] == {
        "name": "Bea",
        "kind": "bot",
        "bot": "strong",
        "level": "medium",
    }

    view.start_game(TableSetup("revorso", seats, seed=7))
    assert view.shell.load_from(path)
    assert view.state.history == history
    assert view.session.setup.seats == seats
    assert "42" in view.deal_label.text()

    # A bad file: a clear message naming it, and the game goes on untouched.
    bad = tmp_path / "broken.json"
    bad.write_text("{not json")
    assert not view.shell.load_from(bad)
    assert "broken.json" in view.shell.last_error
    assert view.state.history == history

    # The autosave follows every move and is what a fresh table resumes.
    auto = SaveStore(view.context.data_dir).autosave_path("revorso")
    assert json.loads(auto.read_text())["actions"] == [a.to_json() for a in history]
    view.shell.session = None  # a table just opened...
    view.show_setup()
    assert view.setup_page.resume_button.isVisible()
    qtbot.mouseClick(view.setup_page.resume_button, Qt.MouseButton.LeftButton)  # ...goes on with the autosave
    assert view.state.history == history
    assert view.names == ["Ada", "Bea", "Cy"]


def test_keyboard_only_turn_with_undo(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    view.start_game(TableSetup("revorso", (Seat("Ada"), Seat("Bo")), seed=3))  # tuna, then carrot
    assert view.focusWidget() is view.bar.draw_button
    press(view, Qt.Key.Key_Space)  # the focused button: Draw
    press(view, Qt.Key.Key_D)
    assert view.state.sequence == ["tuna", "carrot"]
    press(view, Qt.Key.Key_S)
    assert view.state.phase == "answer" and view.shell.undo_button.isEnabled()
    press(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # take the Stop back
    state = view.state
    assert state.phase == "draw" and len(state.sequence) == 2
    assert_nothing_face_down_on_show(view)
    press(view, Qt.Key.Key_S)
    assert view.focusWidget() is view.bar.symbol_buttons[0]
    press(view, key_for("carrot"))
    assert not view.shell.undo_button.isEnabled()  # a card was revealed: no undo across it
    assert view.scene.items_by_handle[state.handles[0]].face_up is False
    press(view, Qt.Key.Key_Tab)
    assert view.focusWidget() is view.bar.symbol_buttons[1]  # tuna, reached by Tab
    press(view, Qt.Key.Key_Return)
    assert view.state.won[0] == ["carrot", "tuna"]


def test_screenshot_modes(table) -> None:  # type: ignore[no-untyped-def]
    view = table
    view.set_mode(None)
    assert view.state.phase == "draw" and view.bar.currentWidget() is view.bar.page_draw
    view.set_mode("memory")
    assert view.state.phase == "answer" and view.state.revealed
    view.set_mode("end")
    assert view.pages.currentWidget() is view.end_page


def test_first_opening_shows_the_new_game_page_and_ctrl_n_goes_back_to_it(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    page = view.setup_page
    assert view.session is None and view.pages.currentWidget() is page  # no game to resume
    assert page.start_button.isVisible() and page.count.value() == 3
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert view.pages.currentWidget() is view.shell and view.state.players == 3
    seats = view.session.setup.seats
    assert seats[0].is_person and seats[1].is_bot and seats[2].is_bot
    assert view.shell.banner.text() == "Your turn: draw a card."

    qtbot.keyClick(view.focusWidget() or view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert view.pages.currentWidget() is page and page.resume_button.isVisible()
    page.count.setValue(4)
    page.names[0].setText("Zoe")
    page.kinds[1].setCurrentIndex(3)  # bot, hard
    page.kinds[3].setCurrentIndex(0)  # a person
    page.deal.setValue(1234)
    assert page.names[1].placeholderText() == "Player 2"  # two people: nobody is "you"
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    seats = view.session.setup.seats
    assert view.state.players == 4 and view.state.seed == 1234
    assert seats[0] == Seat("Zoe") and seats[1] == Seat.computer(seats[1].name, "strong", "hard")
    assert seats[3].is_person and seats[3].name == "Player 4"
    assert "1234" in view.deal_label.text()
    assert view.shell.banner.text() == "Zoe, your turn: draw a card."


def test_replay_this_deal_deals_the_same_cards(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    view.start_game(TableSetup("revorso", (Seat("Ada"), Seat("Bo")), seed=3))  # tuna, then carrot
    press(view, Qt.Key.Key_D)
    assert view.state.sequence == ["tuna"]
    qtbot.mouseClick(view.replay_button, Qt.MouseButton.LeftButton)
    assert view.state.history == [] and view.state.seed == 3
    press(view, Qt.Key.Key_D)
    assert view.state.sequence == ["tuna"]


def test_presenter_scale_and_language_apply_at_once(table, main_window) -> None:  # type: ignore[no-untyped-def]
    view = table
    view.start_game(TableSetup("revorso", (Seat("Ada"), Seat("Bo")), seed=3))
    before = view.bar.draw_button.minimumHeight()
    main_window.context.settings.ui_scale = 1.5
    assert view.bar.draw_button.minimumHeight() > before
    main_window.context.settings.language = "fr"
    assert view.bar.symbol_buttons[0].text() == "jus"  # the card names follow the language
    main_window.context.settings.ui_scale = 1.0
    main_window.context.settings.language = "en"


def test_steal_two_by_key(table) -> None:  # type: ignore[no-untyped-def]
    view = table
    setup = TableSetup("revorso", (Seat("Ada"), Seat("Bob"), Seat("Cy")), seed=3)
    state = TableSession.new_state(setup)
    give_won(state, 2, ["juice", "tuna"])
    stack(state, ["steal2"])
    view.shell.open_session(TableSession(setup, state))
    press(view, Qt.Key.Key_D)
    assert state.phase == "steal" and view.bar.currentWidget() is view.bar.page_steal
    assert [b.text() for b in view.bar.steal_buttons] == ["1. Cy (2 cards)"]
    press(view, Qt.Key.Key_1)
    assert state.won[2] == [] and state.sequence == ["tuna", "juice"]
    assert len(view.scene.items_by_handle) == 2


def test_the_log_never_names_a_card_lying_face_down(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Not even the card just drawn, while the table still shows it face up: the room reads the log."""
    from engines.revorso.cards import card_word

    view = table
    view.context.settings.presenter_mode = True  # the last move, explained, for the whole room
    state = _two_people(view, "switch", ["juice", "tuna"])
    press(view, Qt.Key.Key_D)
    assert view.shell.presenter.explain_text.text(), "nothing was explained"
    assert state.sequence, "nothing was laid face down"
    words = {card_word(card) for card in state.sequence}
    assert words and not any(word in line for line in view.log_lines for word in words)
    explained = view.shell.presenter.explain_text.text()
    assert not any(word in explained for word in words)


def test_a_seats_mat_counts_the_cards_won_once_they_land_on_it(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The mats on the table wait for the cards as the panels beside it do: Ada's "2 cards"
    shows when her sequence lands on her won pile, not while it still turns face up."""
    view = table
    state = _two_people(view, "switch", ["juice", "tuna"])
    for key in (Qt.Key.Key_D, Qt.Key.Key_D, Qt.Key.Key_S):
        press(view, key)
    if state.phase == "switch":
        press(view, Qt.Key.Key_N)  # Bob lets it pass
    assert state.phase == "answer" and state.current_player == 0
    press(view, key_for("tuna"))
    view.scene.set_tempo(3.0)  # slow moves: the last answer is caught in the air
    before = view.scene.mats[0].figures.text()
    press(view, key_for("juice"))
    assert state.won[0] == ["tuna", "juice"] and view.scene.timeline._running
    assert view.scene.mats[0].figures.text() == before
    view.scene.timeline.finish()
    assert view.scene.mats[0].figures.text() != before and "2" in view.scene.mats[0].figures.text()
