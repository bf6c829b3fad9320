"""A Revorso table played on phones from the desktop app: real widgets, a real server, real sockets.

The new-game page is started by clicks with two phone seats and a computer player, offered
on 127.0.0.1. The phones draw, stop and answer the memory test by tapping a picture; the
desktop cannot answer for them and shows the room's table and the log. Mid-game the
teacher frees one seat and hands the other to a computer player; the freed phone comes
back from another device with its secret and finds the game as it stands.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from app.revorso.view import RevorsoTableView
from app.table.seat_editor import PHONE
from engines.revorso.game import Draw, RevorsoState
from tableserver.address import LOOPBACK
from tests.phone_clients import Phone, play_move, sit, table_fixture

WAIT = 10_000


table = table_fixture("revorso")


def start_by_clicks(qtbot, view: RevorsoTableView) -> None:  # type: ignore[no-untyped-def]
    view.show_setup()
    page = view.setup_page
    page.count.setValue(3)
    for i, name in enumerate(("Ana", "Bea", "Robo")):
        page.names[i].setText(name)
    page.seat_rows.set_choice(0, "person")
    qtbot.mouseClick(page.phone_box.button, Qt.MouseButton.LeftButton)
    assert page.seat_rows.choice(0) == PHONE
    page.kinds[1].setCurrentIndex(page.kinds[1].findData(PHONE))
    page.kinds[2].setCurrentIndex(page.kinds[2].findData("strong:easy"))
    address = page.phone_box.address
    address.setCurrentIndex(address.findData(LOOPBACK))
    page.deal.setValue(12)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)


def choose(state: dict[str, Any]) -> dict[str, Any]:
    """A phone's tap: answer by a picture, stop after two cards, else draw (or the first move)."""
    moves = state["legal"]
    kinds = {move["kind"]: move for move in reversed(moves)}
    if "name" in kinds:
        return kinds["name"]
    if "stop" in kinds and state["phone"]["face_down"] >= 2:
        return kinds["stop"]
    return kinds.get("draw", moves[0])


def play_until(qtbot, view: RevorsoTableView, at: dict[int, Phone], answers: int, limit: int = 60) -> int:  # type: ignore[no-untyped-def]
    """Phones play until they answered ``answers`` memory tests (computer players move between)."""
    session = view.session
    assert session is not None
    answered = 0
    for _ in range(limit):
        if answered >= answers or session.over:
            break
        qtbot.waitUntil(lambda: session.over or session.to_act() in at, timeout=WAIT)
        if session.over:
            break
        seat = session.to_act()
        assert seat is not None
        phone, before = at[seat], len(session.state.history)
        qtbot.waitUntil(lambda p=phone: p.turn() is not None, timeout=WAIT)
        state = phone.turn()
        assert state is not None
        # The desktop cannot act for a phone (no person sits at this table).
        assert not view.play(Draw()) and len(session.state.history) == before
        played = play_move(qtbot, phone, lambda: session.state.history, choose, WAIT)
        move = choose(played)
        if move["kind"] == "name":
            assert played["phone"]["phase"] == "answer" and move["pic"].startswith("/art/")
            answered += 1
    return answered


def test_revorso_on_phones_through_a_memory_test_with_the_teachers_controls(qtbot, table, phones) -> None:  # type: ignore[no-untyped-def]
    view: RevorsoTableView = table
    start_by_clicks(qtbot, view)
    host, session = view.shell.phones, view.session
    assert session is not None and host.running
    assert [seat.kind.value for seat in session.setup.seats] == ["remote", "remote", "bot"]
    screen = view.shell.shared_screen
    assert screen.isVisible() and screen.code.text() == host.code

    ana = sit(qtbot, phones, host.url, host.code, 0, "Ana P.")
    bea = sit(qtbot, phones, host.url, host.code, 1, "Bea P.")
    qtbot.waitUntil(lambda: [p.connected for p in host.places[:2]] == [True, True], timeout=WAIT)
    assert play_until(qtbot, view, {0: ana, 1: bea}, answers=1) == 1
    assert view.log_lines and len(view.log_lines) >= 3  # draws, the stop and the answer

    # The teacher frees Bea's seat, then hands Ana's to a computer player.
    qtbot.mouseClick(screen.rows[1].free, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "taken_over" in bea.errors(), timeout=WAIT)
    qtbot.waitUntil(lambda: not host.places[1].taken, timeout=WAIT)
    bea.send({"t": "sit", "seat": 1})
    qtbot.waitUntil(lambda: len(bea.of_kind("seated")) == 2, timeout=WAIT)
    secret = bea.last("seated")["secret"]  # type: ignore[index]
    qtbot.mouseClick(screen.rows[0].bot, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.setup.seats[0].is_bot, timeout=WAIT)
    qtbot.waitUntil(lambda: "taken_over" in ana.errors(), timeout=WAIT)

    # Bea's phone goes flat; another phone takes her seat back with the secret, as the game stands.
    bea.close()
    qtbot.waitUntil(lambda: not host.places[1].connected, timeout=WAIT)
    again = Phone(phones, host.url)
    again.send({"t": "back", "code": host.code, "seat": 1, "secret": secret, "lang": "en"})
    qtbot.waitUntil(lambda: again.last("state") is not None, timeout=WAIT)
    shown = again.last("state")
    state = session.state
    assert isinstance(state, RevorsoState) and shown is not None
    assert shown["phone"]["deck"] == state.view(1).deck_size
    assert [p["points"] for p in shown["phone"]["players"]] == [int(s) for s in state.scores()]
    assert play_until(qtbot, view, {1: again}, answers=1) == 1 or session.over
    for phone in (ana, again):
        phone.close()
