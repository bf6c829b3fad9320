"""The shared screen is the host: the names the pupils type on their phones are the table's
names, on the projector and in the saves, and the log says who joined and who left
(docs/ARCHITECTURE.md, "Playing on phones")."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QLabel

from engines.table.seats import Seat, TableSetup
from tableserver.address import LOOPBACK
from tests.phone_clients import sit
from tests.test_phones_app import play_turns


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    view = main_window.view("dj05135")
    view.shell.store.clear_autosave("dj05135")
    assert main_window.show_view("dj05135")
    seats = (Seat.remote("Player 1"), Seat.remote("Player 2"), Seat.computer("Robo", "random"))
    view.start_game(TableSetup("dj05135", seats, 4, {"turn_limit": 12, "first_player": 0}), LOOPBACK)
    yield view
    view.shell.phones.stop()


def _shown_texts(widget) -> str:  # type: ignore[no-untyped-def]
    return "\n".join(label.text() for label in widget.findChildren(QLabel) if label.isVisible())


def test_the_phones_names_are_the_tables_names(qtbot, view, phones) -> None:  # type: ignore[no-untyped-def]
    shell, host = view.shell, view.shell.phones
    ana = sit(qtbot, phones, host.url, host.code, 0, "Ana Lima")
    bea = sit(qtbot, phones, host.url, host.code, 1, "Bea Costa")
    qtbot.waitUntil(lambda: shell.session.setup.names[:2] == ["Ana Lima", "Bea Costa"], timeout=10_000)
    strips = [name.text() for _p, name, _s in shell.seats.rows[:3]]
    assert strips == ["Ana Lima · on a phone", "Bea Costa · on a phone", "Robo · computer, beginner"]
    assert "Ana Lima" in shell.banner.text()  # whose turn it is, by the name she typed
    assert shell.log.texts()[:2] == ["Ana Lima joined on a phone", "Bea Costa joined on a phone"]
    assert play_turns(qtbot, view, {0: ana, 1: bea}, 3) == 3
    saved = json.loads(shell.store.autosave_path("dj05135").read_text(encoding="utf-8"))
    assert [seat["name"] for seat in saved["seats"]][:2] == ["Ana Lima", "Bea Costa"]
    bea.close()
    qtbot.waitUntil(lambda: "Bea Costa's phone lost its connection" in shell.log.texts(), timeout=10_000)
    ana.close()


def test_the_end_page_names_the_phones(qtbot, view, phones) -> None:  # type: ignore[no-untyped-def]
    shell, host = view.shell, view.shell.phones
    ana = sit(qtbot, phones, host.url, host.code, 0, "Ana Lima")
    bea = sit(qtbot, phones, host.url, host.code, 1, "Bea Costa")
    qtbot.waitUntil(lambda: shell.session.setup.names[:2] == ["Ana Lima", "Bea Costa"], timeout=10_000)
    play_turns(qtbot, view, {0: ana, 1: bea}, 200)
    assert shell.session.over
    # The end page comes once the last move is drawn (after the phones' calls are handled).
    qtbot.waitUntil(
        lambda: "Ana Lima" in _shown_texts(view) and "Bea Costa" in _shown_texts(view), timeout=10_000
    )
    assert "Player 1" not in _shown_texts(view) and "Player 2" not in _shown_texts(view)
    for phone in (ana, bea):
        phone.close()
