"""The Verso table tells banked points from the value in front, and shows what a bank turned over."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from engines.verso.actions import Bank
from tests.test_verso_view import click_card
from tests.verso_tables import table


@pytest.fixture
def verso(main_window):  # type: ignore[no-untyped-def]
    main_window.show_view("verso")
    view = main_window.views["verso"]
    view.shell.store.clear_autosave("verso")
    return view


def scripted(view, players: int, rows, names: tuple[str, ...]) -> TableSession:  # type: ignore[no-untyped-def]
    """Put a hand-laid position (``tests.verso_tables``) on the table for hot-seat persons."""
    state = table(players, rows, pile_size=20)
    setup = TableSetup("verso", tuple(Seat(name) for name in names), 0)
    session = TableSession(setup, state)
    view.shell.open_session(session, keep=False)
    assert view.pages.currentWidget() is view.shell
    return session


def bank_by_clicks(qtbot, view, values: str) -> Bank:  # type: ignore[no-untyped-def]
    bank = next(a for a in view.session.state.legal_actions() if isinstance(a, Bank) and a.values == values)
    for uid in bank.cards:
        click_card(qtbot, view, uid)
    qtbot.mouseClick(view.bar.bank_button, Qt.MouseButton.LeftButton)
    assert view.session.state.history[-1] == bank
    return bank


def strip_score(view, seat: int) -> str:  # type: ignore[no-untyped-def]
    return view.shell.seats.rows[seat][2].text()


def test_banked_points_and_the_value_in_front_are_shown_apart(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    # Ana: green 2 (3 pt) and green 3 (1 pt), blue 1 (3 pt); Bo: orange 4 (1 pt).
    scripted(verso, 2, {0: ["g2:3", "g3:1", "b1:3"], 1: ["o4:1"]}, ("Ana", "Bo"))
    assert strip_score(verso, 0) == "banked: 0\nin front: 7"
    assert strip_score(verso, 1) == "banked: 0\nin front: 1"
    texts = [item.text() for item in verso.table.scene_.items() if hasattr(item, "text")]
    assert "banked: 0 · in front: 7" in texts and "banked: 0 · in front: 1" in texts
    # Taking a card changes what is in front, not what is banked; the log names the card's worth.
    qtbot.mouseClick(verso.bar.flip_button, Qt.MouseButton.LeftButton)
    state = verso.session.state
    taken = state.log[-1].events[0].after[0]
    kept = not any(e.kind == "identical" for e in state.log[-1].events)
    assert strip_score(verso, 0) == f"banked: 0\nin front: {7 + taken.points * kept}"
    assert f"(a card worth {taken.points})" in verso.log.item(0).text()
    assert " pt)" not in verso.log.item(0).text()


def test_a_bank_marks_the_neighbours_turned_cards_and_says_so_on_the_table(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    # Ana banks green 1-2-3; both neighbours turn their highest green card.
    session = scripted(
        verso,
        3,
        {0: ["g1:3", "g2:1", "g3:3"], 1: ["g5>o4", "b2"], 2: ["g4>b3", "o1"]},
        ("Ana", "Bo", "Cy"),
    )
    bank_by_clicks(qtbot, verso, "1-2-3")
    flips = [e for e in session.state.log[-1].events if e.kind == "flip"]
    turned = {e.cards[0] for e in flips}
    assert len(turned) == 2
    marked = {uid for uid, item in verso.table.cards.items() if item.turned}
    assert marked == turned
    untouched = next(u for u in session.state.rows[1][0])  # Bo's blue 2 did not turn
    assert not verso.table.cards[untouched].turned
    sentence = verso.table.bank_note()
    assert sentence == "Ana banked 3 cards:\n1 of Bo's cards flipped\n1 of Cy's cards flipped"
    on_table = [item.text() for item in verso.table.scene_.items() if hasattr(item, "text")]
    assert sentence in on_table
    # Banked points moved from "in front" to "banked".
    assert strip_score(verso, 0) == "banked: 7\nin front: 3"
    # The marks go after a moment.
    qtbot.waitUntil(lambda: not verso.table.bank_note(), timeout=4000)
    assert not any(item.turned for item in verso.table.cards.values())
    on_table = [item.text() for item in verso.table.scene_.items() if hasattr(item, "text")]
    assert sentence not in on_table


def test_the_next_action_clears_a_bank_s_marks(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    scripted(verso, 2, {0: ["b1", "b2"], 1: ["b5", "o3"]}, ("Ana", "Bo"))
    bank_by_clicks(qtbot, verso, "1-2")
    assert verso.table.bank_note() == "Ana banked 2 cards:\n1 of Bo's cards flipped"
    assert any(item.turned for item in verso.table.cards.values())
    button = verso.bar.take_button if verso.bar.take_button.isEnabled() else verso.bar.flip_button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert verso.table.bank_note() == ""
    assert not any(item.turned for item in verso.table.cards.values())


def test_the_bank_sentence_uses_the_plural_forms_of_the_language(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    from app.i18n import install_language

    scripted(verso, 2, {0: ["b1", "b2", "b3"], 1: ["b5", "o3"]}, ("Ana", "Bo"))
    bank_by_clicks(qtbot, verso, "1-2-3")
    install_language("fr")
    QApplication.processEvents()
    try:
        assert verso.table.bank_note() == "Ana a encaissé 3 cartes\u202f:\n1 carte de Bo retournée"
        banked = verso.session.state.points[0]
        assert strip_score(verso, 0) == f"encaissé\u202f: {banked}\ndevant soi\u202f: 1"
        on_table = [item.text() for item in verso.table.scene_.items() if hasattr(item, "text")]
        assert "Ana a encaissé 3 cartes\u202f:\n1 carte de Bo retournée" in on_table
    finally:
        install_language("en")
        QApplication.processEvents()
