"""A Verso table played on phones from the desktop app: real widgets, a real server, real sockets.

The new-game page is filled and started by clicks with both seats on phones, offered on
127.0.0.1; two aiohttp WebSocket clients join with the table code and play. Mid-game the
teacher frees one seat and hands the other to a computer player; the freed phone sits
again, then reconnects from a "new phone" with its secret and finds the game as it stands.
The game is played to its end while the desktop shows the table and its log.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.table.seat_editor import PHONE
from app.verso.view import VersoTableView
from engines.verso.game import VersoState
from tableserver.address import LOOPBACK
from tests.phone_clients import Phone, play_move, sit, table_fixture

WAIT = 10_000


table = table_fixture("verso")


def start_by_clicks(qtbot, view: VersoTableView) -> None:  # type: ignore[no-untyped-def]
    """Two seats, both on phones, offered on the loopback address; started with the Start button."""
    view.guided.offer.hide()
    page = view.setup_page
    assert view.pages.currentWidget() is page
    page.count.setValue(2)
    page.names[0].setText("Ana")
    page.names[1].setText("Bea")
    qtbot.mouseClick(page.phone_box.button, Qt.MouseButton.LeftButton)
    assert page.seat_rows.choice(0) == PHONE  # the person's seat went to a phone
    page.kinds[1].setCurrentIndex(page.kinds[1].findData(PHONE))
    address = page.phone_box.address
    address.setCurrentIndex(address.findData(LOOPBACK))
    page.deal.setValue(4)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)


def play_on(qtbot, view: VersoTableView, at: dict[int, Phone], moves: int) -> int:  # type: ignore[no-untyped-def]
    """The phones play ``moves`` moves (a computer player moves between them); how many they played."""
    session = view.session
    assert session is not None
    played = 0
    while played < moves and not session.over:
        qtbot.waitUntil(lambda: session.over or session.to_act() in at, timeout=WAIT)
        if session.over:
            break
        seat = session.to_act()
        assert seat is not None
        phone = at[seat]
        qtbot.waitUntil(lambda p=phone: (m := p.last("state")) is not None and m["your_turn"], timeout=WAIT)
        state = phone.last("state")
        assert state is not None and state["legal"]
        # The desktop cannot play a phone's turn: its bar is for a person at the computer.
        assert not view._human_turn() and not view.bar.take_button.isEnabled()
        play_move(qtbot, phone, lambda: session.state.history, timeout=WAIT)
        played += 1
    return played


def test_verso_played_to_the_end_on_phones_with_the_teachers_controls(qtbot, table, phones) -> None:  # type: ignore[no-untyped-def]
    view: VersoTableView = table
    start_by_clicks(qtbot, view)
    host, session = view.shell.phones, view.session
    assert session is not None and host.running and host.url.startswith(f"http://{LOOPBACK}:")
    assert [seat.kind.value for seat in session.setup.seats] == ["remote", "remote"]
    assert view.pages.currentWidget() is view.shell
    screen = view.shell.shared_screen
    assert screen.isVisible() and screen.code.text() == host.code

    ana = sit(qtbot, phones, host.url, host.code, 0, "Ana P.")
    bea = sit(qtbot, phones, host.url, host.code, 1, "Bea P.")
    qtbot.waitUntil(lambda: [p.connected for p in host.places] == [True, True], timeout=WAIT)
    assert play_on(qtbot, view, {0: ana, 1: bea}, 6) == 6
    state = session.state
    assert isinstance(state, VersoState)
    # The desktop's log follows the phones, after the lines of who joined.
    lines = view.shell.log.texts()
    assert lines[:2] == ["Ana P. joined on a phone", "Bea P. joined on a phone"]
    assert len(lines) == 2 + len(state.log)
    assert [name.text() for _p, name, _s in view.shell.seats.rows[:2]] == [
        "Ana P. · on a phone",
        "Bea P. · on a phone",
    ]

    # The teacher frees Ana's seat: her phone is told, and she sits again with a new secret.
    secret = ana.last("seated")["secret"]  # type: ignore[index]
    qtbot.mouseClick(screen.rows[0].free, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "taken_over" in ana.errors(), timeout=WAIT)
    qtbot.waitUntil(lambda: not host.places[0].taken, timeout=WAIT)
    ana.send({"t": "sit", "seat": 0})
    qtbot.waitUntil(lambda: len(ana.of_kind("seated")) == 2, timeout=WAIT)
    new_secret = ana.last("seated")["secret"]  # type: ignore[index]
    assert new_secret != secret

    # Bea's seat goes to a computer player, which plays on between Ana's moves.
    qtbot.mouseClick(screen.rows[1].bot, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.setup.seats[1].is_bot, timeout=WAIT)
    qtbot.waitUntil(lambda: "taken_over" in bea.errors(), timeout=WAIT)
    assert play_on(qtbot, view, {0: ana}, 4) >= 1

    # Ana's phone goes flat; another phone takes her seat back with the secret, the game as it stands.
    ana.close()
    qtbot.waitUntil(lambda: not host.places[0].connected, timeout=WAIT)
    again = Phone(phones, host.url)
    again.send({"t": "back", "code": host.code, "seat": 0, "secret": new_secret, "lang": "en"})
    qtbot.waitUntil(lambda: again.last("state") is not None, timeout=WAIT)
    assert again.last("seated") == {"t": "seated", "seat": 0, "secret": new_secret}
    shown = again.last("state")
    assert shown is not None and not shown["over"]
    state = session.state
    assert isinstance(state, VersoState)
    assert shown["phone"]["pile"] == state.pile_size and shown["phone"]["banked"] == state.points[0]
    mine = sorted(card["id"] for row in shown["phone"]["rows"] for card in row["cards"])
    assert mine == sorted(card.uid for row in state.view(0).rows[0] for card in row)
    qtbot.waitUntil(lambda: host.places[0].connected, timeout=WAIT)

    # Played to the end: the phone sees the result, the desktop its end page and the whole log.
    play_on(qtbot, view, {0: again}, 200)
    assert session.over
    qtbot.waitUntil(lambda: (m := again.last("state")) is not None and m["over"], timeout=WAIT)
    assert again.last("state")["phone"]["prompt"].startswith("Most points")  # type: ignore[index]
    qtbot.waitUntil(lambda: view.pages.currentWidget() is view.end_page, timeout=WAIT)
    notes = [
        "Ana P. joined on a phone",
        "Bea P. joined on a phone",
        "Ana P.'s seat was freed for another phone",
        "Ana P. joined on a phone",
        "A computer player now plays for Bea P.",
        "Ana P.'s phone lost its connection",
        "Ana P.'s phone is back",
    ]
    lines = view.shell.log.texts()
    assert [line for line in lines if line in notes] == notes  # each where it happened
    assert len(lines) == len(notes) + len(session.state.log)  # type: ignore[attr-defined]
    for phone in (again, bea):
        phone.close()


def test_a_seat_handed_to_a_computer_before_the_first_move(qtbot, table, phones) -> None:  # type: ignore[no-untyped-def]
    """The teacher hands a phone's seat to a computer player before anyone has moved: the
    table redraws with the new seat (random clicks once found it failing on an empty log)."""
    start_by_clicks(qtbot, table)
    session = table.session
    assert session is not None and not session.state.history
    host = table.shell.phones
    sit(qtbot, phones, host.url, host.code, 1, "Bea")
    host.hand_to_bot(1)
    qtbot.waitUntil(lambda: session.setup.seats[1].is_bot, timeout=WAIT)
    assert table.pages.currentWidget() is table.shell


@pytest.mark.parametrize("give_to", ["person", "bot"])
def test_ending_the_table_gives_the_seats_back_and_play_goes_on(qtbot, table, phones, give_to: str) -> None:  # type: ignore[no-untyped-def]
    view: VersoTableView = table
    start_by_clicks(qtbot, view)
    session, host = view.session, view.shell.phones
    assert session is not None and host.running
    ana = sit(qtbot, phones, host.url, host.code, 0, "Ana P.")
    bea = sit(qtbot, phones, host.url, host.code, 1, "Bea P.")
    assert play_on(qtbot, view, {0: ana, 1: bea}, 2) == 2
    view.shell.end_phone_table(give_to)
    assert not host.running and not view.shell.shared_screen.isVisible()
    qtbot.waitUntil(lambda: ana.closed and bea.closed, timeout=WAIT)
    kinds = {seat.kind.value for seat in session.setup.seats}
    assert kinds == {"person" if give_to == "person" else "bot"}
    assert [seat.name for seat in session.setup.seats] == ["Ana P.", "Bea P."]
    before = len(session.state.history)
    if give_to == "person":
        # The table's own buttons are live again: the game goes on at the computer.
        qtbot.waitUntil(lambda: view.bar.take_button.isEnabled(), timeout=WAIT)
        qtbot.mouseClick(view.bar.take_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.state.history) > before, timeout=WAIT)
    strips = [name.text() for _p, name, _s in view.shell.seats.rows[:2]]
    assert not any("on a phone" in strip for strip in strips)
    for phone in (ana, bea):
        phone.close()
