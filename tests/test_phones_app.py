"""A DJ05135 table played on phones from the desktop app: real widgets, a real server, real sockets.

The new-game dialog sets two phone seats and a computer player and offers the table on
127.0.0.1; two aiohttp WebSocket clients sit and play. The session stays in the GUI
thread, the projector shows only what the room may see, and the teacher's controls
(free a seat, hand one to a computer player, pause, end) reach the phones. No server
thread or port outlives the table.
"""

from __future__ import annotations

import socket
import threading

import pytest
import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from app.dj05135.room import room_view
from app.dj05135.view import DJ05135TableView
from app.phones.qr import QR_BORDER
from app.phones.shared_screen import join_url
from app.table.seat_editor import PHONE
from engines.table.seats import Seat, TableSetup
from tableserver.address import LOOPBACK
from tests.phone_clients import Phone, play_move, sit, table_fixture

table = table_fixture("dj05135")


def server_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "table-server" and t.is_alive()]


def start_from_dialog(qtbot, view: DJ05135TableView) -> None:  # type: ignore[no-untyped-def]
    """Two phones and a computer player, offered on the loopback address."""
    view.show_setup()
    dialog = view.setup_page
    assert dialog.isVisible()
    dialog.count.setValue(3)
    for i, name in enumerate(("Ana", "Bea", "Robo")):
        dialog.names[i].setText(name)
    dialog.kinds[2].setCurrentIndex(dialog.kinds[2].findData("greedy:medium"))
    assert dialog.phone_box.button.isEnabled()
    assert dialog.kinds[0].findData(PHONE) == -1  # no phones offered before the button
    qtbot.mouseClick(dialog.phone_box.button, Qt.MouseButton.LeftButton)
    assert dialog.phone_box.details.isVisibleTo(dialog)
    assert [dialog.seat_rows.choice(i) for i in range(3)] == [PHONE, PHONE, "greedy:medium"]
    address = dialog.phone_box.address
    assert address.itemData(0) != "0.0.0.0" and address.itemData(address.count() - 1) == "0.0.0.0"
    address.setCurrentIndex(address.findData(LOOPBACK))
    assert not dialog.phone_box.warning.isVisibleTo(dialog)
    dialog.option_widgets["first_player"].setCurrentIndex(0)
    dialog.deal.setValue(11)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)


def qr_modules(view: DJ05135TableView) -> list[list[bool]]:
    """The dark modules read back from the QR label's picture."""
    pixmap = view.shell.shared_screen.qr_label.pixmap()
    assert not pixmap.isNull()
    image = pixmap.toImage()
    qr = view.shell.shared_screen.qr
    assert qr is not None
    count = qr.symbol_size(scale=1, border=0)[0]
    scale = image.width() // (count + 2 * QR_BORDER)
    assert scale >= 2 and image.width() == (count + 2 * QR_BORDER) * scale

    def dark(x: int, y: int) -> bool:
        centre = (QR_BORDER + x) * scale + scale // 2, (QR_BORDER + y) * scale + scale // 2
        return QColor(image.pixel(*centre)).value() < 128

    return [[dark(x, y) for x in range(count)] for y in range(count)]


def play_turns(qtbot, view: DJ05135TableView, phones_at: dict[int, Phone], moves: int) -> int:  # type: ignore[no-untyped-def]
    """Let the phones play ``moves`` moves (the computer player moves between them); returns how many."""
    played = 0
    session = view.session
    assert session is not None
    while played < moves and not session.over:
        qtbot.waitUntil(lambda: session.over or session.to_act() in phones_at, timeout=10_000)
        if session.over:
            break
        seat = session.to_act()
        assert seat is not None
        phone = phones_at[seat]
        qtbot.waitUntil(lambda p=phone: (m := p.last("state")) is not None and m["your_turn"], timeout=10_000)
        state = phone.last("state")
        assert state is not None
        # The projector shows the room's picture while a phone is to act: no phone's own side.
        assert view.viewer is None
        assert view.scene.view is not None and view.scene.view.hands == room_view(view.state).hands
        play_move(qtbot, phone, lambda: session.state.history)
        played += 1
    return played


def test_a_table_played_on_two_phones_and_a_computer_player(qtbot, table, phones) -> None:  # type: ignore[no-untyped-def]
    view: DJ05135TableView = table
    start_from_dialog(qtbot, view)
    host = view.shell.phones
    assert host.running and host.url.startswith(f"http://{LOOPBACK}:")
    session = view.session
    assert session is not None
    assert [s.kind.value for s in session.setup.seats] == ["remote", "remote", "bot"]
    on_table: list[threading.Thread] = []
    session.add_listener(lambda _change: on_table.append(threading.current_thread()))

    screen = view.shell.shared_screen
    assert screen.isVisible()
    assert screen.code.text() == host.code and len(host.code) == 4
    assert screen.address.accessibleName() == f"{LOOPBACK}:{host.server.port}"
    assert screen.qr_url == join_url(host.url, host.code)
    made = segno.make(screen.qr_url, error="m")
    assert qr_modules(view) == [list(row) for row in made.matrix_iter(border=0)]
    # The privacy curtain's "show my hand" never shows for phone seats; nor does the teacher's all-hands view.
    assert not view.cover.button.isVisible()
    view.context.settings.presenter_mode = True
    view.presenter.show_all.setChecked(True)
    assert view.presenter.showing_all and view._hidden_sides(0) is None
    view.context.settings.presenter_mode = False

    ana = sit(qtbot, phones, host.url, host.code, 0, "Ana P.")
    bea = sit(qtbot, phones, host.url, host.code, 1, "Bea P.")
    qtbot.waitUntil(lambda: [p.connected for p in host.places[:2]] == [True, True], timeout=10_000)
    assert "Ana P." in screen.rows[0].label.text()
    assert play_turns(qtbot, view, {0: ana, 1: bea}, 4) == 4
    assert on_table and all(t is threading.main_thread() for t in on_table)
    assert view.log_lines()  # the table's log followed the moves

    # Free Ana's seat: her phone is told, and the seat may be taken again.
    qtbot.mouseClick(screen.rows[0].free, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "taken_over" in ana.errors(), timeout=10_000)
    qtbot.waitUntil(lambda: not host.places[0].taken, timeout=10_000)
    ana.send({"t": "sit", "seat": 0})
    qtbot.waitUntil(lambda: len(ana.of_kind("seated")) == 2, timeout=10_000)

    # Pause: phones are told, moves refused; then the game goes on.
    qtbot.mouseClick(screen.pause_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "paused" in bea.errors(), timeout=10_000)
    assert host.paused and view.shell.runner.paused
    qtbot.waitUntil(lambda: session.to_act() in (0, 1) or session.over, timeout=10_000)
    seat = session.to_act()
    phone = ana if seat == 0 else bea
    qtbot.waitUntil(lambda: (m := phone.last("state")) is not None and m["paused"], timeout=10_000)
    moves_before = len(session.state.history)
    refused = len([e for e in phone.errors() if e == "paused"])
    phone.send({"t": "play", "serial": phone.last("state")["serial"], "k": 0})  # type: ignore[index]
    qtbot.waitUntil(lambda: phone.errors().count("paused") > refused, timeout=10_000)
    assert len(session.state.history) == moves_before
    qtbot.mouseClick(screen.pause_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: phone.last("notice") is not None, timeout=10_000)

    # Bea's seat goes to a computer player, which plays on.
    qtbot.mouseClick(screen.rows[1].bot, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.setup.seats[1].is_bot, timeout=10_000)
    qtbot.waitUntil(lambda: "taken_over" in bea.errors(), timeout=10_000)
    qtbot.waitUntil(lambda: not screen.rows[1].bot.isVisible(), timeout=10_000)
    # The seat list says who plays it in the seat strips' words.
    qtbot.waitUntil(lambda: screen.rows[1].label.text().endswith(" — computer with memory, medium"))
    assert view.shell.seats.rows[1][1].text().endswith(" · computer with memory, medium")
    assert play_turns(qtbot, view, {0: ana}, 2) >= 1

    # End the table: every phone is told, the server and its port are gone, and the game goes on
    # at the computer (the teacher gives the phones' seats to people here: headless, the default).
    port = host.server.port
    qtbot.mouseClick(screen.end_button, Qt.MouseButton.LeftButton)
    assert not host.running and not server_threads()
    qtbot.waitUntil(lambda: ana.closed and bea.closed, timeout=10_000)
    assert ana.last("closed") == {"t": "closed", "reason": "server_stopped"}
    assert view.pages.currentWidget() is view.shell and not screen.isVisible()  # play goes on
    assert session.setup.seats[0].is_person and session.setup.seats[1].is_bot
    assert view.shell.log.texts()[-1] == "Ana P. now plays at the computer"
    with socket.socket() as again:
        again.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        again.bind((LOOPBACK, port))
    for phone in (ana, bea):
        phone.close()


def phone_setup() -> TableSetup:
    seats = (Seat.remote("Ana"), Seat.computer("Robo", "greedy", "medium"))
    return TableSetup("dj05135", seats, 5, {"first_player": 0})


def test_a_new_game_and_closing_the_window_stop_the_server(qtbot, main_window, table) -> None:  # type: ignore[no-untyped-def]
    view: DJ05135TableView = table
    view.start_game(phone_setup(), LOOPBACK)
    first = view.shell.phones.server
    assert first is not None and first.running
    view.start_game(phone_setup(), LOOPBACK)  # another game: the first table's server stops
    assert not first.running and view.shell.phones.running and len(server_threads()) == 1
    main_window.close()
    assert not view.shell.phones.running and not server_threads()


def test_a_game_without_phone_seats_serves_nothing(qtbot, table) -> None:  # type: ignore[no-untyped-def]
    view: DJ05135TableView = table
    seats = (Seat("Ana"), Seat.computer("Robo", "greedy", "medium"))
    view.start_game(TableSetup("dj05135", seats, 5, {"first_player": 0}), LOOPBACK)
    assert not view.shell.phones.running and not view.shell.shared_screen.isVisible()


@pytest.mark.parametrize("game", ["verso", "revorso"])
def test_a_game_the_phones_cannot_show_greys_the_button(main_window, game) -> None:  # type: ignore[no-untyped-def]
    from tableserver.phone_views import adapter

    box = main_window.view(game).setup_page.phone_box
    if adapter(game) is not None:  # the phone page learnt this game
        assert box.button.isEnabled()
        return
    assert not box.button.isEnabled() and "cannot be played on phones" in box.button.toolTip()
    assert box.host() == "" and box.seats.kinds[0].findData(PHONE) == -1


def test_the_address_chosen_is_remembered_and_this_computer_is_offered(main_window) -> None:  # type: ignore[no-untyped-def]
    from app.phones.setup_box import PhoneSetupBox
    from app.table.seat_editor import SeatEditor

    def box() -> PhoneSetupBox:
        seats = SeatEditor("dj05135", 4, lambda kind, level: kind, str)
        return PhoneSetupBox("dj05135", seats, candidates=lambda: ["192.168.1.20", LOOPBACK])

    first = box()
    alone = first.address.findData(LOOPBACK)
    assert "This computer only (127.0.0.1)" in first.address.itemText(alone)
    first.set_on(True)
    first.address.setCurrentIndex(alone)
    assert box().address.currentData() == LOOPBACK  # the next table's box starts there
