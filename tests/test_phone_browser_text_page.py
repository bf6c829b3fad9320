"""The generic phone page in a real browser (Debian's chromium through Playwright): two phones play
the plugged test game (tests/plugin_game.py, whose manifest names the page) to the end by tapping,
and axe-core finds no violation on any of its states, at phone size in English and at 200 % zoom
in French. Screenshots go to build/phone-shots/."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from tableserver import ServerThread
from tableserver.address import LOOPBACK
from tests.phone_pages import AXE, browser, seat, wait_until
from tests.tableserver_helpers import game_table
from tests.test_phone_browser import SHOTS, _layout_problems
from tests.test_phone_browser import pytestmark as needs_chromium
from tests.test_phone_browser_axe import ZOOMED, Checker

pytestmark = [needs_chromium, pytest.mark.xdist_group("network")]

PHONE = {"width": 390, "height": 844}


@contextmanager
def _served(game: str, seed: int) -> Iterator[ServerThread]:
    server = ServerThread(game_table(game, phones=2, seed=seed))
    server.start(LOOPBACK)
    try:
        yield server
    finally:
        server.stop()


def _lines(page: Any) -> list[str]:
    return [line.strip() for line in page.locator(".view-line").all_inner_texts()]


def _play_to_end(pages: list[Any], each: Callable[[Any, int], None] = lambda page, taps: None) -> int:
    """Whichever page's turn it is taps its last move, until both pages show the end; ``each``
    sees the page about to tap first. Returns the taps."""
    taps = 0
    while not all(p.get_attribute("body", "data-over") == "yes" for p in pages):
        assert taps <= 6, "the game did not end"
        page = next((p for p in pages if p.get_attribute("body", "data-turn") == "yes"), None)
        if page is None:
            pages[0].wait_for_timeout(30)
            continue
        each(page, taps)
        serial = page.get_attribute("body", "data-serial")
        page.locator(".choices .option").last.tap()
        page.wait_for_selector(f"body:not([data-serial='{serial}'])", state="attached")
        taps += 1
    return taps


def test_two_phones_play_the_plugged_game_to_the_end_on_the_generic_page(plugged: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    with _served(plugged, seed=5) as server, browser() as chromium:
        session = server.table.session
        url = server.url
        pages = [seat(chromium, url, 0, "Ana"), seat(chromium, url, 1, "Bruno", "pt-PT")]
        wait_until(lambda: all(_lines(p) for p in pages))
        for index, page in enumerate(pages):
            assert _lines(page) == str(session.view(index)).splitlines()
            assert not page.locator("img").count()
        ana, bruno = pages
        assert ana.get_attribute("body", "data-turn") == "yes"
        assert ana.inner_text(".turn h1") == "Your turn"
        assert [b.strip() for b in ana.locator(".choices .option").all_inner_texts()] == [
            str(action) for action in session.legal_for(0)
        ]
        assert (
            bruno.get_attribute("html", "lang") == "pt" and bruno.inner_text(".text-view h2") == "O que vês"
        )
        assert bruno.locator(".choices .option").count() == 0 and "Ana" in bruno.inner_text(".turn .prompt")
        # Keyed updates: the list of moves is the same element from state to state.
        ana.evaluate("() => { document.querySelector('[data-moves]').__kept = true; }")

        def look(page: Any, taps: int) -> None:
            if taps == 1:
                page.screenshot(path=SHOTS / "text-page-1-your-turn.png", full_page=True)
                waiting = next(p for p in pages if p is not page)
                waiting.screenshot(path=SHOTS / "text-page-2-waiting.png", full_page=True)
                assert not _layout_problems(page), _layout_problems(page)

        assert _play_to_end(pages, look) == 6
        assert session.over and len(session.state.history) == 6
        assert ana.evaluate("() => document.querySelector('[data-moves]').__kept === true")
        winner = ["Ana", "Bruno"][session.state.winners()[0]]
        ana.wait_for_function("() => document.getElementById('announce').textContent.startsWith('Game over')")
        assert ana.inner_text("#announce") == f"Game over. Winner: {winner}"
        for index, page in enumerate(pages):
            assert page.locator(".turn.over").is_visible()
            assert _lines(page) == str(session.view(index)).splitlines()
            assert not _layout_problems(page), _layout_problems(page)
            page.screenshot(path=SHOTS / f"text-page-3-end-{index}.png", full_page=True)
        points = list(session.state.points)  # type: ignore[attr-defined]
        shown = [int(p.strip()) for p in ana.locator(".scores .points").all_inner_texts()]
        assert shown == points


@pytest.mark.skipif(not AXE.is_file(), reason="axe-core is not installed: run `make browser` (needs npm)")
def test_every_state_of_the_generic_page_has_no_axe_violation(plugged: str) -> None:
    check = Checker("text-page")
    with _served(plugged, seed=8) as server, browser() as chromium:
        url = server.url
        pages = [
            seat(chromium, url, 0, "Ana", "en-GB", PHONE),
            seat(chromium, url, 1, "Zoé", "fr-FR", ZOOMED),
        ]
        wait_until(lambda: any(p.get_attribute("body", "data-turn") == "yes" for p in pages))

        def states(page: Any, taps: int) -> None:
            if taps in (0, 1):  # the first turn, then a card on the table
                for each in pages:
                    check(each, f"{taps}-{'your-turn' if each is page else 'waiting'}")

        server.table.set_paused(True)
        for page in pages:
            page.wait_for_selector("body[data-paused=yes]", state="attached")
            check(page, "paused")
        server.table.set_paused(False)
        for page in pages:
            page.wait_for_selector("body[data-paused=no]", state="attached")
        _play_to_end(pages, states)
        for page in pages:
            check(page, "over")
    assert not check.problems, "\n".join(check.problems)
