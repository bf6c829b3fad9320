"""One phone per seat in a real browser (Debian's chromium through Playwright) plays a few Revorso
turns by tapping: drawing, stopping, the memory test answered on the phone, and whatever Steal 2,
Switch or Bear asks; screenshots go to build/phone-shots/."""

from __future__ import annotations

import random
from typing import Any

from engines.revorso.game import RevorsoState
from tableserver import ServerThread
from tableserver.address import LOOPBACK
from tests import phone_pages
from tests.phone_pages import pictures_loaded
from tests.tableserver_helpers import game_table
from tests.test_phone_browser import SHOTS, _layout_problems, pytestmark

__all__ = ["pytestmark"]

#: Cards a turn draws before its phone taps "stop" (when nothing forces it sooner).
DRAWS_PER_TURN = 2


def _tap_a_move(page: Any, state: RevorsoState, seat: int, rng: random.Random) -> str:
    """One tap for ``seat``: draw, stop, answer (seat 0 answers right, seat 1 guesses), pass."""
    names = page.locator(".symbol.name")
    if names.count():
        right = state.sequence[-1]
        symbol = right if seat == 0 else rng.choice(["juice", "tuna", "cushion", "carrot", "honey"])
        page.locator(f".symbol.name[data-symbol='{symbol}']").tap()
        return "name"
    for kind in ("stop", "draw", "pass", "steal"):
        button = page.locator(f".option[data-move='{kind}']")
        if button.count() and (kind != "stop" or state.drawn >= DRAWS_PER_TURN or state.must_stop):
            button.first.tap()
            return kind
    page.locator(".option, .symbol").first.tap()
    return "other"


def test_each_seat_plays_revorso_turns_on_its_phone_with_the_memory_test() -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    server = ServerThread(game_table("revorso", phones=2, seed=6))
    url = server.start(LOOPBACK)
    state = server.table.session.state
    assert isinstance(state, RevorsoState)
    rng = random.Random(8)
    try:
        with phone_pages.browser() as chromium:
            pages = [
                phone_pages.seat(chromium, url, i, name, locale, ready="body[data-page=game] .sequence")
                for i, (name, locale) in enumerate((("Ana", "en-GB"), ("Chiara", "it-IT")))
            ]
            tapped: dict[str, int] = {}
            while min(state.turns) < 3 or tapped.get("name", 0) < 2:
                assert sum(tapped.values()) < 150, tapped
                seat = next(
                    (s for s, p in enumerate(pages) if p.get_attribute("body", "data-turn") == "yes"), None
                )
                if seat is None:
                    pages[0].wait_for_timeout(30)
                    continue
                page = pages[seat]
                if page.locator(".symbol.name").count():
                    faces = page.locator(".sequence img")
                    hidden = [faces.nth(i).get_attribute("src") for i in range(len(state.handles))]
                    assert all(src and "/back.png" in src for src in hidden), hidden
                    if "name" not in tapped:
                        pictures_loaded(page)
                        page.screenshot(path=SHOTS / "revorso-2-memory-test.png", full_page=True)
                        assert not _layout_problems(page), _layout_problems(page)
                        other = pages[1 - seat]
                        pictures_loaded(other)
                        other.screenshot(path=SHOTS / "revorso-3-watching.png")
                        assert not other.locator(".symbol").count()
                elif page.locator(".shown img").count() and "revorso-1" not in tapped:
                    pictures_loaded(page)
                    page.screenshot(path=SHOTS / "revorso-1-drawing.png")
                    assert not _layout_problems(page), _layout_problems(page)
                    tapped["revorso-1"] = 1
                serial = page.get_attribute("body", "data-serial")
                kind = _tap_a_move(page, state, seat, rng)
                tapped[kind] = tapped.get(kind, 0) + 1
                page.wait_for_selector(f"body:not([data-serial='{serial}'])", state="attached")
            assert tapped["draw"] >= 4 and tapped["stop"] >= 2
            assert any(points > 0 for points in server.table.session.view(0).scores)  # type: ignore[attr-defined]
            assert pages[1].get_attribute("html", "lang") == "it"
    finally:
        server.stop()
