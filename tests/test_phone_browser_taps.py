"""Taps that land (docs/ARCHITECTURE.md, "The phone page"): in a real browser, a state keeps the
button under the finger, the focus and the scroll; a finger that stays down while a state
arrives still plays its move; every tap registers while the table sends states ten times a
second; a tap caught by a dropped connection goes again once, never twice."""

from __future__ import annotations

import pytest

from tableserver import ServerThread
from tableserver.address import LOOPBACK
from tests.phone_pages import browser, new_serial, seat, slow_tap, streaming, wait_until
from tests.tableserver_helpers import game_table
from tests.test_phone_browser import pytestmark as needs_chromium

pytestmark = [needs_chromium, pytest.mark.slow, pytest.mark.xdist_group("network")]

#: Counts what a state changes inside the game's part of the page.
_WATCH_MUTATIONS = """() => {
    window.__mutations = 0;
    new MutationObserver(list => (window.__mutations += list.length))
        .observe(document.getElementById('game'),
                 {subtree: true, childList: true, attributes: true, characterData: true});
}"""


def _history(server: ServerThread) -> int:
    return len(server.table.session.state.history)


def _to_act(pages: list) -> int:  # type: ignore[type-arg]
    return next(i for i, p in enumerate(pages) if p.get_attribute("body", "data-turn") == "yes")


def test_a_state_keeps_the_button_the_focus_and_the_scroll_and_a_slow_tap_lands() -> None:
    server = ServerThread(game_table("verso", phones=2, seed=4))
    url = server.start(LOOPBACK)
    table = server.table

    def refresh() -> None:
        server.call_soon(lambda: table.run_on_table(table.refresh))

    try:
        with browser() as chromium:
            short = {"width": 390, "height": 480}  # a short screen: the page scrolls
            pages = [seat(chromium, url, i, name, viewport=short) for i, name in enumerate(("Ana", "Bruno"))]
            page = pages[_to_act(pages)]
            page.evaluate(_WATCH_MUTATIONS)
            page.evaluate(
                "() => { window.__kept = document.querySelector('.choices .option'); window.__kept.focus(); }"
            )
            page.evaluate("window.scrollTo(0, 120)")
            assert page.evaluate("window.scrollY") == 120
            serial = page.get_attribute("body", "data-serial")
            refresh()
            new_serial(page, serial)
            # The same state again: nothing in the page is written, the button is the same element.
            assert page.evaluate("window.__mutations") == 0
            assert page.evaluate("window.__kept === document.querySelector('.choices .option')")
            assert page.evaluate("document.activeElement === window.__kept")
            assert page.evaluate("window.scrollY") == 120

            # A finger down on the button while a state arrives, then lifted: the move is played.
            before, serial = _history(server), page.get_attribute("body", "data-serial")
            slow_tap(page, ".choices .option", between=lambda: (refresh(), new_serial(page, serial)))
            wait_until(lambda: _history(server) == before + 1)
            page.wait_for_selector("body[data-tap=none]", state="attached")
            assert _history(server) == before + 1
            # After the move the focus is on the list of moves, not at the top of the page.
            assert page.evaluate("document.activeElement.closest('[data-moves]') !== null")
    finally:
        server.stop()


def test_every_tap_registers_while_the_table_sends_states_ten_times_a_second() -> None:
    server = ServerThread(game_table("revorso", phones=2, seed=6))
    url = server.start(LOOPBACK)
    taps = 0
    try:
        with browser() as chromium:
            pages = [seat(chromium, url, i, name) for i, name in enumerate(("Ana", "Chiara"))]
            with streaming(server, 10) as refreshes:
                while taps < 40 and not server.table.session.over:
                    wait_until(lambda: any(p.get_attribute("body", "data-turn") == "yes" for p in pages))
                    page = pages[_to_act(pages)]
                    before = _history(server)
                    page.locator("[data-moves] button").first.tap()
                    page.wait_for_selector("body[data-tap=none]", state="attached", timeout=5_000)
                    wait_until(lambda b=before: _history(server) == b + 1, timeout=5.0)
                    taps += 1
                assert refreshes[0] >= 10 * 2  # the states did stream while the taps went
            assert _history(server) == taps >= 20
            assert not any(p.locator("#toast:not([hidden])").count() for p in pages)
    finally:
        server.stop()


_DROP_NEXT_PLAY = """(deliver) => {
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
        if (!window.__dropped && String(data).includes('"play"')) {
            window.__dropped = true;
            if (deliver) send.call(this, data);
            this.close();
            return;
        }
        return send.call(this, data);
    };
}"""


@pytest.mark.parametrize("delivered", [False, True], ids=["lost", "delivered"])
def test_a_tap_caught_by_a_dropped_connection_is_played_once(delivered: bool) -> None:
    """The socket closes as the tap goes: lost, it goes again once the seat is back; delivered,
    the table's state says it took it and it is not sent twice."""
    server = ServerThread(game_table("verso", phones=2, seed=4))
    url = server.start(LOOPBACK)
    try:
        with browser() as chromium:
            pages = [seat(chromium, url, i, name) for i, name in enumerate(("Ana", "Bruno"))]
            page = pages[_to_act(pages)]
            before = _history(server)
            page.evaluate(_DROP_NEXT_PLAY, delivered)
            page.locator(".choices .option").first.tap()
            assert page.get_attribute("body", "data-tap") == "sent"
            assert page.locator(".choices .option.sent").count() == 1  # the control says it was sent
            page.wait_for_selector("body[data-tap=none]", state="attached", timeout=10_000)
            wait_until(lambda: _history(server) == before + 1)
            page.wait_for_timeout(300)
            assert _history(server) == before + 1
            assert page.evaluate("window.__dropped") and page.inner_text("#status") == ""
    finally:
        server.stop()


def test_a_paused_phone_says_its_turn_waits_and_the_turn_is_announced() -> None:
    server = ServerThread(game_table("verso", phones=2, seed=4))
    url = server.start(LOOPBACK)
    try:
        with browser() as chromium:
            pages = [
                seat(chromium, url, i, name, "fr-FR" if i else "en-GB")
                for i, name in enumerate(("Ana", "Bruno"))
            ]
            mover = _to_act(pages)
            page, other = pages[mover], pages[1 - mover]
            wait_until(lambda: page.inner_text("#announce") == "Your turn" or mover == 1)
            server.table.set_paused(True)
            page.wait_for_selector("body[data-paused=yes]", state="attached")
            banner = page.inner_text(".turn h1")
            assert banner in (
                "Your turn, once the teacher resumes the game",
                "À vous, dès que l’enseignant relance la partie",
            )
            assert other.inner_text(".turn h1") in (
                "Paused by the teacher",
                "Pause demandée par l’enseignant",
            )
            server.table.set_paused(False)
            page.wait_for_selector("body[data-paused=no]", state="attached")
            page.locator(".choices .option").first.tap()
            other.wait_for_selector("body[data-turn=yes]", state="attached")
            wait_until(lambda: other.inner_text("#announce") in ("Your turn", "À vous de jouer"))
    finally:
        server.stop()
