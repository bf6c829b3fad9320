"""Two phones in a real browser (Debian's chromium through Playwright) join a Verso table and
play it to the end by tapping their choices; screenshots go to build/phone-shots/."""

from __future__ import annotations

import random

from engines.verso.game import VersoView
from tableserver import ServerThread
from tableserver.address import LOOPBACK
from tests import phone_pages
from tests.phone_pages import pictures_loaded
from tests.tableserver_helpers import game_table
from tests.test_phone_browser import SHOTS, _layout_problems, pytestmark

__all__ = ["pytestmark"]


def test_two_phones_play_a_verso_game_to_the_end() -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    server = ServerThread(game_table("verso", phones=2, seed=4))
    url = server.start(LOOPBACK)
    rng = random.Random(3)
    try:
        with phone_pages.browser() as chromium:
            pages = [
                phone_pages.seat(chromium, url, i, name, locale, ready="body[data-page=game] .deciding")
                for i, (name, locale) in enumerate((("Ana", "en-GB"), ("Bruno", "pt-PT")))
            ]
            shots = {"verso-1-your-turn", "verso-2-waiting", "verso-3-bank"}
            taps = 0
            banked = 0
            while not all(p.get_attribute("body", "data-over") == "yes" for p in pages):
                assert taps < 200, "the game did not end"
                found = next((p for p in pages if p.get_attribute("body", "data-turn") == "yes"), None)
                if found is None:
                    pages[0].wait_for_timeout(30)
                    continue
                page = found
                if "verso-1-your-turn" in shots and taps >= 6:
                    pictures_loaded(page)
                    page.screenshot(path=SHOTS / "verso-1-your-turn.png")
                    waiting = next(p for p in pages if p is not page)
                    pictures_loaded(waiting)
                    waiting.screenshot(path=SHOTS / "verso-2-waiting.png")
                    shots -= {"verso-1-your-turn", "verso-2-waiting"}
                    assert not _layout_problems(page), _layout_problems(page)
                    assert page.locator(".top-card").is_visible()
                serial = page.get_attribute("body", "data-serial")
                banks = page.locator(".choices .option.bank")
                if banks.count():
                    if "verso-3-bank" in shots:
                        pictures_loaded(page)
                        page.screenshot(path=SHOTS / "verso-3-bank.png", full_page=True)
                        shots.discard("verso-3-bank")
                    banks.first.tap()
                    banked += 1
                else:
                    options = page.locator(".choices .option")
                    assert options.count() >= 1
                    options.nth(rng.randrange(options.count())).tap()
                page.wait_for_selector(f"body:not([data-serial='{serial}'])", state="attached")
                taps += 1
            for index, page in enumerate(pages):
                pictures_loaded(page)
                page.screenshot(path=SHOTS / f"verso-4-end-{index}.png", full_page=index == 0)
                assert page.locator(".turn.over").is_visible()
                assert not _layout_problems(page), _layout_problems(page)
            assert pages[1].get_attribute("html", "lang") == "pt"
            view = server.table.session.view(0)
            assert isinstance(view, VersoView)
            points = view.points
            assert [p.inner_text(".banked") for p in pages] == [str(points[0]), str(points[1])]
        assert server.table.session.over and taps >= 30 and banked >= 1
    finally:
        server.stop()
