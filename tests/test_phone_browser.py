"""Three phones in a real browser (Debian's chromium through Playwright) join a DJ05135 table,
take their seats and play it to the end by tapping; screenshots go to build/phone-shots/."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

import pytest

from tableserver import ServerThread
from tableserver.address import LOOPBACK
from tests.tableserver_helpers import CODE, dj_table

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "build" / "phone-shots"
PHONE = {"width": 390, "height": 844}
CHROMIUM = shutil.which("chromium")

pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="the browser tests need Debian's chromium: apt-get install -y chromium"
)


def _layout_problems(page: Any) -> list[str]:
    """Text under 16 CSS px, or a page wider than the phone."""
    return page.evaluate(
        """() => {
            const problems = [];
            if (document.documentElement.scrollWidth > window.innerWidth)
                problems.push('page wider than the screen: ' + document.documentElement.scrollWidth);
            for (const node of document.querySelectorAll('body *')) {
                if (!node.offsetParent || !node.childNodes.length) continue;
                const text = [...node.childNodes].some(c => c.nodeType === 3 && c.textContent.trim());
                const size = parseFloat(getComputedStyle(node).fontSize);
                if (text && size < 16) problems.push(node.tagName + ' ' + size + 'px: ' + node.textContent);
            }
            return problems;
        }"""
    )


def test_three_phones_play_a_dj05135_game_to_the_end() -> None:
    from playwright.sync_api import sync_playwright

    SHOTS.mkdir(parents=True, exist_ok=True)
    server = ServerThread(dj_table(phones=3, seed=11, turn_limit=4))
    url = server.start(LOOPBACK)
    rng = random.Random(5)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
            pages = []
            for seat, (name, locale) in enumerate(
                (("Ana", "en-GB"), ("Bruno", "fr-FR"), ("Chiara", "it-IT"))
            ):
                context = browser.new_context(viewport=PHONE, locale=locale, has_touch=True, is_mobile=True)
                page = context.new_page()
                page.goto(f"{url}?code={CODE}")
                page.wait_for_selector("body[data-page=join]")
                if seat == 0:
                    page.screenshot(path=SHOTS / "1-join.png")
                page.fill("#name", name)
                page.click("#join-form button[type=submit]")
                page.wait_for_selector(f"[data-seat='{seat}']:not([disabled])")
                if seat == 2:
                    page.screenshot(path=SHOTS / "2-seats.png")
                page.click(f"[data-seat='{seat}']")
                page.wait_for_selector("body[data-page=game]")
                pages.append(page)
            shots = {"3-your-turn", "4-waiting", "5-choose-side"}
            taps = 0
            while not all(p.get_attribute("body", "data-over") == "yes" for p in pages):
                assert taps < 400, "the game did not end"
                page = next((p for p in pages if p.get_attribute("body", "data-turn") == "yes"), None)
                if page is None:
                    pages[0].wait_for_timeout(50)
                    continue
                if "3-your-turn" in shots:
                    page.wait_for_load_state("networkidle")
                    page.screenshot(path=SHOTS / "3-your-turn.png")
                    waiting = next(p for p in pages if p is not page)
                    waiting.wait_for_load_state("networkidle")
                    waiting.screenshot(path=SHOTS / "4-waiting.png")
                    shots -= {"3-your-turn", "4-waiting"}
                    assert not _layout_problems(page), _layout_problems(page)
                serial = page.get_attribute("body", "data-serial")
                cards = page.locator(".card.legal")
                cards.nth(rng.randrange(cards.count())).tap()
                if page.locator("#chooser").is_visible():
                    if "5-choose-side" in shots:
                        page.screenshot(path=SHOTS / "5-choose-side.png")
                        shots.discard("5-choose-side")
                    options = page.locator("#chooser .option")
                    options.nth(rng.randrange(options.count())).tap()
                page.wait_for_selector(f"body:not([data-serial='{serial}'])", state="attached")
                taps += 1
            for index, page in enumerate(pages):
                page.wait_for_load_state("networkidle")
                page.screenshot(path=SHOTS / f"6-end-{index}.png", full_page=index == 0)
                assert page.locator(".turn.over").is_visible()
                assert not _layout_problems(page), _layout_problems(page)
            assert "Partie" in pages[1].inner_text(".turn") or pages[1].get_attribute("html", "lang") == "fr"
            browser.close()
        assert server.table.session.over and taps >= 4
    finally:
        server.stop()
