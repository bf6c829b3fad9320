"""Three phones in a real browser join a Recto Verso party table served with no window: the round
begins once both builders sit, each partner's phone shows only its own facade, the others see
both, the call stops the phone's stopwatch at the time the table recorded, the teacher's pause
covers the page and freezes it, both calls stop the clock and the watching player says whether
the wooden building matches the card, and the round's result is on every phone; screenshots
go to build/phone-shots/."""

from __future__ import annotations

from tableserver import ServerThread
from tableserver.address import LOOPBACK
from tests import phone_pages
from tests.phone_pages import pictures_loaded
from tests.tableserver_helpers import game_table
from tests.test_phone_browser import SHOTS, _layout_problems, pytestmark

__all__ = ["pytestmark"]


def test_party_partners_see_one_facade_each_and_call_on_their_phones() -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    server = ServerThread(game_table("recto_verso", phones=3, seed=2, options={"mode": "party"}))
    url = server.start(LOOPBACK)
    builders = server.table.session.state.builders  # type: ignore[attr-defined]
    try:
        with phone_pages.browser() as chromium:
            pages = [
                phone_pages.seat(chromium, url, i, f"Pupil {i + 1}", locale, ready="body[data-page=game]")
                for i, locale in enumerate(("en-GB", "fr-FR", "pt-BR"))
            ]
            for page in pages:  # every builder sits: the round begins
                page.wait_for_selector(".facades img")
            front, back = pages[builders[0]], pages[builders[1]]
            watcher = next(p for i, p in enumerate(pages) if i not in builders)
            assert [img.get_attribute("data-side") for img in front.locator(".facade").all()] == ["front"]
            assert [img.get_attribute("data-side") for img in back.locator(".facade").all()] == ["back"]
            assert watcher.locator(".facade").count() == 2 and not watcher.locator(".call").count()
            assert front.inner_text(".call") == "Recto!"
            for name, page in (("front", front), ("back", back), ("watching", watcher)):
                pictures_loaded(page)
                assert not _layout_problems(page), _layout_problems(page)
                page.screenshot(path=SHOTS / f"recto-verso-{name}.png")
            front.wait_for_timeout(300)
            front.locator(".call").tap()
            front.wait_for_selector(".call[disabled]")  # the table took the call: its time is the table's
            called = front.inner_text(".stopwatch .time")
            tenths = server.table.rounds.called_at["front"] // 100  # type: ignore[union-attr]
            assert called == f"{tenths // 600}:{tenths // 10 % 60:02d}.{tenths % 10}"
            front.wait_for_timeout(300)
            assert front.inner_text(".stopwatch .time") == called != "0:00.0"
            assert front.locator(".call").is_disabled()
            front.screenshot(path=SHOTS / "recto-verso-called.png")

            # The teacher pauses: a panel covers the page and the partner's stopwatch stands still.
            server.table.set_paused(True)
            back.wait_for_selector("#paused:not([hidden])")
            paused_title = ["Paused by the teacher", "Pause demandée par l’enseignant", "Pausa do professor"]
            assert back.locator("#paused h1").inner_text() == paused_title[builders[1]]  # in its language
            size = back.evaluate("getComputedStyle(document.querySelector('#paused p')).fontSize")
            assert float(size.removesuffix("px")) >= 16
            frozen = back.inner_text(".stopwatch .time")
            back.wait_for_timeout(400)
            assert back.inner_text(".stopwatch .time") == frozen
            assert back.locator(".call").is_disabled()
            back.screenshot(path=SHOTS / "recto-verso-paused.png")
            server.table.set_paused(False)
            back.wait_for_selector("#paused", state="hidden")
            back.wait_for_timeout(400)
            assert back.inner_text(".stopwatch .time") > frozen and back.locator(".call").is_enabled()
            back.screenshot(path=SHOTS / "recto-verso-running.png")

            # The back partner calls too: the clock stops, the watcher checks the building.
            back.locator(".call").tap()
            watcher.wait_for_selector("button.judge")
            assert watcher.locator(".facade").count() == 2 and front.locator(".facade").count() == 2
            assert not front.locator("button.judge").count()
            watcher.screenshot(path=SHOTS / "recto-verso-judging.png")
            watcher.locator("button.judge").first.tap()
            for page in pages:
                page.wait_for_selector(".result")
                assert "1" in page.inner_text(".result") and page.inner_text(".turn h1").endswith("2")
            assert server.table.session.state.round == 2  # type: ignore[attr-defined]
            pictures_loaded(back)
            assert not _layout_problems(back), _layout_problems(back)
            back.screenshot(path=SHOTS / "recto-verso-result.png")
    finally:
        server.stop()
