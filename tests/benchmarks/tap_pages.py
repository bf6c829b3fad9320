"""Phone pages that tap, for the tap benchmarks: Debian's chromium at 390×844 with touch.

A page joins a table as a pupil does (the code, a name, a seat) and, whenever the table says
it is its turn, taps one of the moves it is offered with Playwright's ``tap()`` (a touch
start and end), then waits for the table's answer. Each ``pointerdown`` is stamped on the
wall clock (:data:`TAP_CLOCK`) before the page's own handlers see it, so a benchmark can
time the tap against what the table did, on the same clock, in another process.

``bench_phone_taps`` drives these pages in its own event loop. ``bench_tap_projector`` runs
the desktop's views, whose Qt GUI thread cannot also run Playwright: there the pages run in
this module as a process of their own, told where the tables are as
:mod:`tests.benchmarks.phone_swarm` is (one JSON line of stdin per table dealt, naming the
seats left to a browser in ``"browser"``). When a table deals again its page joins the new
game; on ``stop`` the process prints one JSON line, ``{"downs": {table: [ms, ...]}}``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import shutil
import sys
from typing import Any

from tests.benchmarks.phone_swarm import orders

__all__ = ["TAP_CLOCK", "join", "phone_page", "pointer_downs", "tap_turn", "wait_for"]

#: Records each pointerdown's wall-clock time (ms) before the page's own handlers see it.
TAP_CLOCK = """
window.__downs = [];
addEventListener('pointerdown', e => window.__downs.push(performance.timeOrigin + e.timeStamp), true);
"""
#: How long a page waits for its turn before looking whether its table dealt again (ms).
TURN_WAIT_MS = 500
#: Whether ``selector`` matches within ``ms``, told by the page's own mutations. Playwright's
#: ``wait_for_selector`` asks the page again every 100 ms (a round trip from its driver
#: through the browser to the page), which kept the browser busy between taps: a pupil's
#: phone does nothing of the kind, and here the pages share the desktops' cores.
WAIT_FOR = """([selector, ms]) => new Promise(resolve => {
  if (document.querySelector(selector)) return resolve(true);
  const observer = new MutationObserver(() => {
    if (document.querySelector(selector)) { observer.disconnect(); clearTimeout(timer); resolve(true); }
  });
  const timer = setTimeout(() => { observer.disconnect(); resolve(false); }, ms);
  observer.observe(document.documentElement, {attributes: true, childList: true, subtree: true});
})"""


async def phone_page(browser: Any) -> Any:
    """A new phone-sized touch page of its own (its own storage) that stamps its taps."""
    context = await browser.new_context(
        viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True
    )
    await context.add_init_script(TAP_CLOCK)
    return await context.new_page()


async def join(page: Any, url: str, code: str, seat: int = 0, name: str = "Chromium") -> None:
    """Join the table at ``url`` with ``code`` and take ``seat``, until the game page shows."""
    await page.goto(f"{url}?code={code}")
    await page.wait_for_selector("body[data-page=join]")
    await page.fill("#name", name)
    await page.click("#join-form button[type=submit]")
    await page.click(f"[data-seat='{seat}']:not([disabled])")
    await page.wait_for_selector("body[data-page=game]")


async def tap_turn(page: Any, rng: random.Random, wait_ms: int = 2_000) -> bool:
    """If the page's turn comes within ``wait_ms``, tap one of its moves (and the first option
    of a chooser it opens) and wait for the table's answer. Whether it tapped."""
    from playwright.async_api import TimeoutError as PlaywrightTimeout

    if not await wait_for(page, "body[data-turn=yes][data-tap=none]", wait_ms):
        return False  # not its turn yet
    buttons = page.locator("[data-moves] button:not([disabled])")
    count = await buttons.count()
    if not count:
        return False
    await buttons.nth(rng.randrange(count)).tap()
    if await page.locator("#chooser[open]").count():
        await page.locator("#chooser .option").first.tap()
    if not await wait_for(page, "body[data-tap=none]", 10_000):
        raise PlaywrightTimeout("the table never answered the tap")
    return True


async def wait_for(page: Any, selector: str, ms: int) -> bool:
    """Whether an element matches ``selector`` within ``ms`` (see :data:`WAIT_FOR`)."""
    found: bool = await page.evaluate(WAIT_FOR, [selector, ms])
    return found


async def pointer_downs(page: Any) -> list[float]:
    """The wall-clock times (ms) of the page's pointerdowns since it last loaded."""
    downs: list[float] = await page.evaluate("window.__downs || []")
    return downs


class TablePage:
    """The browser seat of one table, following it from game to game."""

    def __init__(self, browser: Any, table: int) -> None:
        self.browser = browser
        self.rng = random.Random(table)
        self.order: dict[str, Any] | None = None
        self.downs: list[float] = []
        self.stopped = asyncio.Event()

    async def run(self) -> None:
        from playwright.async_api import Error as PlaywrightError

        page = await phone_page(self.browser)
        joined: dict[str, Any] | None = None
        while not self.stopped.is_set():
            order = self.order
            try:
                if order is not joined and order is not None:
                    # A new page load forgets them (read again if a join is tried again: kept once).
                    self.downs += await pointer_downs(page)
                    await join(page, order["url"], order["code"], order["browser"][0])
                    joined = order
                await tap_turn(page, self.rng, TURN_WAIT_MS)
            except PlaywrightError:  # the table dealt again while the page joined or tapped
                await asyncio.sleep(0.1)  # its new address comes on stdin
        with contextlib.suppress(PlaywrightError):  # a page still loading has no taps to give
            self.downs += await pointer_downs(page)
        await page.context.close()


async def main() -> None:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=shutil.which("chromium"), headless=True)
        pages: dict[int, TablePage] = {}
        tasks: list[asyncio.Task[None]] = []
        async for order in orders():
            if order["table"] not in pages:
                pages[order["table"]] = TablePage(browser, order["table"])
                tasks.append(asyncio.create_task(pages[order["table"]].run()))
            pages[order["table"]].order = order
        for page in pages.values():
            page.stopped.set()
        with contextlib.suppress(Exception):
            await asyncio.gather(*tasks)
        await browser.close()
    sys.stdout.write(
        json.dumps({"downs": {index: sorted(set(page.downs)) for index, page in pages.items()}}) + "\n"
    )
    sys.stdout.flush()


if __name__ == "__main__":
    asyncio.run(main())
