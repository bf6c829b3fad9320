"""A Recto Verso party started from the desktop builder and played with phones: "Play on
phones…" on the party's start page, the shared screen beside the board, the projector hiding
the card while the phones hold its facades, the partners' calls ending the round with the
desktop's own finish, and the teacher's pause holding the round's clock everywhere."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.table.seat_editor import PHONE
from engines.recto_verso.handling import build_order
from engines.table.clock import ManualTime
from tableserver.address import LOOPBACK
from tests.phone_clients import sit


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.clock = ManualTime(5_000)
    yield view
    view.phones.host.stop()


def start_on_phones(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    setup, party = view.setup, view.phones
    setup.count.setValue(3)
    for seat, name in enumerate(("Ana", "Bea", "Caio")):
        setup.name_edits[seat].setText(name)
    if not party.box.button.isChecked():  # a second party keeps the choice
        assert not party.seats.isVisibleTo(setup)
        qtbot.mouseClick(party.box.button, Qt.MouseButton.LeftButton)
    assert party.seats.isVisibleTo(setup) and party.box.details.isVisibleTo(setup)
    assert [party.seats.choice(i) for i in range(3)] == [PHONE] * 3
    assert party.seats.boxes[0].text() == "Ana on a phone"
    address = party.box.address
    if address.findData(LOOPBACK) < 0:
        address.insertItem(0, LOOPBACK, LOOPBACK)
    address.setCurrentIndex(address.findData(LOOPBACK))
    qtbot.mouseClick(setup.party_button, Qt.MouseButton.LeftButton)


def test_a_party_round_played_with_phones_from_the_builder(qtbot, view, phones) -> None:  # type: ignore[no-untyped-def]
    start_on_phones(qtbot, view)
    party, session = view.phones, view.session
    state = session.state
    assert state is not None and state.mode == "party" and party.host.running
    assert party.screen.isVisible() and party.screen.code.text() == party.host.code
    pupils = [
        sit(qtbot, phones, party.host.url, party.host.code, seat, n)
        for seat, n in enumerate(("Ana", "Bea", "Caio"))
    ]
    front, back = (pupils[seat] for seat in state.builders)
    before = front.last("state")
    assert not before["clock"]["counting"] and before["phone"]["facades"] == []  # the card is face down

    view.rounds.reveal()
    assert session.phase == "build"
    assert all(row.card is None for row in view.page.facades.rows)  # the room does not see the card
    qtbot.waitUntil(lambda: front.last("state")["clock"]["counting"], timeout=10_000)
    assert [f["id"] for f in front.last("state")["phone"]["facades"]] == ["front"]

    solution = state.solution()
    assert solution is not None
    for piece, cells in build_order((p.piece, p.cells) for p in solution.placements):  # at the computer
        session.hold_as(piece, cells)
        session.place()
    assert not state.mistakes()
    view.clock.advance(31_000)

    back.send({"t": "call", "round": 1})  # a watcher cannot call, a partner once only
    watcher = next(p for i, p in enumerate(pupils) if i not in state.builders)
    watcher.send({"t": "call", "round": 1})
    qtbot.waitUntil(lambda: "not_partner" in watcher.errors(), timeout=10_000)
    qtbot.waitUntil(lambda: session.called["back"], timeout=10_000)
    assert view.page.verso_button.isChecked()  # the desktop's own button shows the call
    back.send({"t": "call", "round": 1})
    qtbot.waitUntil(lambda: "called" in back.errors(), timeout=10_000)

    view.clock.advance(1_000)
    front.send({"t": "call", "round": 1})
    qtbot.waitUntil(lambda: state.round == 2, timeout=10_000)
    record = state.records[-1]
    assert record.outcome.correct and record.outcome.elapsed_ms == 32_000
    assert view.overlay.isVisible() and session.phase == "result"
    assert any(row.card is not None for row in view.page.facades.rows)  # shown once the round ends
    for pupil in pupils:
        qtbot.waitUntil(lambda p=pupil: (p.last("state") or {})["phone"]["round"] == 2, timeout=10_000)
        result = pupil.last("state")["phone"]["result"]
        assert result.startswith("Round 1: ") and "0:32.0" in result
        assert [p["points"] for p in pupil.last("state")["phone"]["players"]] == state.points
        pupil.close()


def test_the_teachers_pause_holds_the_round_clock_on_the_desktop_and_the_phones(qtbot, view, phones) -> None:  # type: ignore[no-untyped-def]
    start_on_phones(qtbot, view)
    party, session = view.phones, view.session
    state = session.state
    view.rounds.reveal()
    partner = sit(qtbot, phones, party.host.url, party.host.code, state.builders[1], "Bea")
    view.clock.advance(4_000)
    qtbot.mouseClick(party.screen.pause_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.clock.paused, timeout=10_000)
    qtbot.waitUntil(
        lambda: (m := partner.last("state")) is not None and m["paused"] and not m["clock"]["counting"],
        timeout=10_000,
    )
    assert partner.last("state")["clock"]["elapsed_ms"] == 4_000
    view.clock.advance(60_000)
    assert session.elapsed_ms() == 4_000 and view.page.stopwatch.text.startswith("0:04")
    partner.send({"t": "call", "round": 1})
    qtbot.waitUntil(lambda: "paused" in partner.errors(), timeout=10_000)
    qtbot.mouseClick(party.screen.pause_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not session.clock.paused, timeout=10_000)
    qtbot.waitUntil(lambda: partner.last("state")["clock"]["counting"], timeout=10_000)
    view.clock.advance(1_000)
    assert session.elapsed_ms() == 5_000
    partner.close()


def test_the_end_of_the_table_and_leaving_the_party_stop_the_server(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    start_on_phones(qtbot, view)
    party = view.phones
    qtbot.mouseClick(party.screen.end_button, Qt.MouseButton.LeftButton)
    assert not party.host.running and not party.screen.isVisible()
    view.rounds.leave()
    start_on_phones(qtbot, view)
    assert party.host.running
    view.rounds.leave()
    assert not party.host.running


def test_the_shared_screen_stands_as_tall_as_the_board_with_room_for_a_seat(
    qtbot, main_window, view, phones
) -> None:  # type: ignore[no-untyped-def]
    """At 1366×768 the panel beside the board reaches the board's foot: the teacher sees a
    whole seat, its state and its buttons, without scrolling (it used to be a sliver)."""
    main_window.resize(1366, 768)
    start_on_phones(qtbot, view)
    screen = view.phones.screen
    pupils = [
        sit(qtbot, phones, view.phones.host.url, view.phones.host.code, seat, name)
        for seat, name in enumerate(("Ana", "Bea", "Caio"))
    ]
    qtbot.waitUntil(lambda: screen.compact)
    qtbot.wait(50)
    board = view.page.board
    foot = board.mapTo(view, board.rect().bottomLeft()).y()
    assert screen.mapTo(view, screen.rect().bottomLeft()).y() >= foot
    viewport = screen.scroller.viewport()
    row = screen.rows[0]
    for widget in (row.label, row.free, row.bot):
        top_left = widget.mapTo(viewport, widget.rect().topLeft())
        assert viewport.rect().contains(top_left) and viewport.rect().contains(
            widget.mapTo(viewport, widget.rect().bottomRight())
        ), (widget.objectName(), viewport.rect())
    for pupil in pupils:
        pupil.close()
