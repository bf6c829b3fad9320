"""The teacher's controls against a pupil who misbehaves, on the shared screen beside a real
table served to real sockets: drop a phone (its address stays out, listed with "Let in"), let
it back in, and give the table a new code that the seated phones do not even notice."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt

from app.phones.shared_screen import join_url
from engines.table.seats import Seat, TableSetup
from tableserver.address import LOOPBACK
from tests.phone_clients import Phone, sit

STRANGER = "127.0.0.2"

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="a stranger's address on Linux's loopback")


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    view = main_window.view("dj05135")
    assert main_window.show_view("dj05135")
    seats = (Seat.remote("Ana"), Seat.remote("Bea"), Seat.computer("Robo", "random"))
    view.start_game(TableSetup("dj05135", seats, 3, {"turn_limit": 60}), phone_host=LOOPBACK)
    yield view
    view.shell.phones.stop()


def test_the_teacher_drops_a_phone_and_lets_it_back_in(qtbot, view, phones) -> None:  # type: ignore[no-untyped-def]
    host, screen = view.shell.phones, view.shell.shared_screen
    ana = sit(qtbot, phones, host.url, host.code, 0, "Ana")
    eve = Phone(phones, host.url, source=STRANGER)
    eve.send({"t": "hello", "code": host.code, "name": "Eve", "lang": "en"})
    qtbot.waitUntil(lambda: eve.last("table") is not None, timeout=10_000)
    eve.send({"t": "sit", "seat": 1})
    qtbot.waitUntil(lambda: screen.rows[1].drop.isVisible(), timeout=10_000)
    assert not screen.lockouts.isVisible()

    qtbot.mouseClick(screen.rows[1].drop, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: eve.closed, timeout=10_000)
    assert "dropped" in eve.errors()
    qtbot.waitUntil(lambda: screen.lockouts.isVisible(), timeout=10_000)
    assert [line[1].text() for line in screen.lockouts.lines] == [f"{STRANGER}: you closed its phone"]
    qtbot.waitUntil(lambda: "waiting for a phone" in screen.rows[1].label.text(), timeout=10_000)

    again = Phone(phones, host.url, source=STRANGER)
    again.send({"t": "hello", "code": host.code, "name": "Eve", "lang": "en"})
    qtbot.waitUntil(lambda: "locked_out" in again.errors(), timeout=10_000)
    assert screen.lockouts.toggle.text() == "Turned away: 1 ▸"
    qtbot.mouseClick(screen.lockouts.toggle, Qt.MouseButton.LeftButton)
    assert screen.lockouts.lines[0][2].isVisible()
    qtbot.mouseClick(screen.lockouts.lines[0][2], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not screen.lockouts.isVisible(), timeout=10_000)
    again.send({"t": "hello", "code": host.code, "name": "Eve", "lang": "en"})
    qtbot.waitUntil(lambda: again.last("table") is not None, timeout=10_000)
    assert ana.last("state") is not None and not ana.closed
    for phone in (ana, eve, again):
        phone.close()


def test_a_new_code_changes_the_screen_and_keeps_the_seated_phones(qtbot, view, phones) -> None:  # type: ignore[no-untyped-def]
    host, screen = view.shell.phones, view.shell.shared_screen
    ana = sit(qtbot, phones, host.url, host.code, 0, "Ana")
    old = host.code
    qtbot.mouseClick(screen.new_code_button, Qt.MouseButton.LeftButton)
    assert host.code != old and screen.code.text() == host.code
    assert screen.qr_url == join_url(host.url, host.code)
    late = Phone(phones, host.url)
    late.send({"t": "hello", "code": old, "name": "Bea", "lang": "en"})
    qtbot.waitUntil(lambda: "bad_code" in late.errors(), timeout=10_000)
    late.send({"t": "hello", "code": host.code, "name": "Bea", "lang": "en"})
    qtbot.waitUntil(lambda: late.last("table") is not None, timeout=10_000)
    assert not ana.closed
    for phone in (ana, late):
        phone.close()
