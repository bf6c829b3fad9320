"""Verso's keys fit each language: a button's key is the letter its translated label marks.

The letters of the action bar, the new-game page and the menu bar never collide (Alt+letter
reaches one thing only), and the plain letter plays the button's action.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from app.i18n import install_language
from app.verso.action_bar import mnemonic
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from engines.verso.actions import Bank, Draw, Pass
from tests.test_verso_view import click_card
from tests.verso_tables import table

LANGUAGES = ["en", "fr", "it", "pt"]


@pytest.fixture
def verso(main_window):  # type: ignore[no-untyped-def]
    main_window.show_view("verso")
    view = main_window.views["verso"]
    view.shell.store.clear_autosave("verso")
    return view


@pytest.fixture(params=LANGUAGES)
def language(request):  # type: ignore[no-untyped-def]
    install_language(request.param)
    QApplication.processEvents()
    yield request.param
    install_language("en")
    QApplication.processEvents()


def _marked(texts: list[str]) -> list[tuple[str, str]]:
    """(letter, label) for each text that marks a letter with "&"."""
    return [(mnemonic(text), text) for text in texts if mnemonic(text)]


def test_bar_page_and_menu_mnemonics_are_unique_letters_of_their_labels(verso, main_window, language) -> None:  # type: ignore[no-untyped-def]
    menus = _marked([action.text() for action in main_window.menuBar().actions()])
    bar = _marked([button.text() for button in (*verso.bar.buttons(), verso.shell.undo_button)])
    page = verso.setup_page
    page_texts = [b.text() for b in page.findChildren(QAbstractButton) if not b.isHidden()]
    page_texts += [label.text() for label in page.findChildren(QLabel) if label.buddy() is not None]
    on_page = _marked(page_texts)
    assert len(bar) == 5, bar
    assert len(on_page) == 3, on_page  # the number of players, the deal, the start button
    everything = menus + bar + on_page
    letters = [letter for letter, _ in everything]
    assert len(set(letters)) == len(letters), (language, everything)
    for letter, label in everything:
        assert letter.isalpha() and letter.lower() in label.lower().replace("&", ""), (letter, label)
    # Each button shows its key after its label.
    for button in verso.bar.buttons():
        assert button.text().endswith(f"({mnemonic(button.text())})")


def _press(qtbot, view, button) -> None:  # type: ignore[no-untyped-def]
    letter = mnemonic(button.text())
    qtbot.keyClick(view.table, Qt.Key(ord(letter)))


def test_pressing_a_button_s_letter_plays_its_action(qtbot, verso, language) -> None:  # type: ignore[no-untyped-def]
    # Ana can bank blue 1-2; one card is left in the pile, so the game then reaches its last series.
    state = table(2, {0: ["b1", "b2", "o6"], 1: ["g4"]}, pile_size=2)
    setup = TableSetup("verso", (Seat("Ana"), Seat("Bo")), 0)
    verso.shell.open_session(TableSession(setup, state), keep=False)
    bar = verso.bar
    bank = next(a for a in state.legal_actions() if isinstance(a, Bank) and a.values == "1-2")
    for uid in bank.cards:
        click_card(qtbot, verso, uid)
    _press(qtbot, verso, bar.bank_button)
    assert verso.session.state.history[-1] == bank
    button = bar.take_button if bar.take_button.isEnabled() else bar.flip_button
    _press(qtbot, verso, button)
    last = verso.session.state.history[-1]
    assert isinstance(last, Draw) and last.flip == (button is bar.flip_button)
    _press(qtbot, verso, bar.flip_button)
    last = verso.session.state.history[-1]
    assert isinstance(last, Draw) and last.flip
    assert verso.session.state.phase == "final"
    _press(qtbot, verso, bar.pass_button)
    assert isinstance(verso.session.state.history[-1], Pass)
    assert len(verso.session.state.history) == 4


def test_enter_presses_the_button_the_keyboard_reached_and_else_banks(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    state = table(2, {0: ["b1", "b2", "o6"], 1: ["g4"]}, pile_size=2)
    verso.shell.open_session(
        TableSession(TableSetup("verso", (Seat("Ana"), Seat("Bo")), 0), state), keep=False
    )
    bank = next(a for a in state.legal_actions() if isinstance(a, Bank) and a.values == "1-2")
    for uid in bank.cards:
        click_card(qtbot, verso, uid)
    qtbot.keyClick(verso.table, Qt.Key.Key_Return)  # the table has the keyboard: Enter banks
    assert verso.session.state.history[-1] == bank
    verso.shell.new_button.setFocus()  # Tab reached "New game": Enter presses it
    qtbot.keyClick(verso.shell.new_button, Qt.Key.Key_Return)
    assert verso.pages.currentWidget() is verso.setup_page
