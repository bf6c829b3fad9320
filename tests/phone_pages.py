"""Phone pages in Debian's chromium (Playwright) for the browser tests: seated pages, slow taps,
served tables whose states stream, and axe-core's verdict on a page."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tableserver import ServerThread
from tests.tableserver_helpers import CODE
from tests.test_phone_browser import CHROMIUM, PHONE

ROOT = Path(__file__).resolve().parents[1]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

__all__ = [
    "AXE",
    "axe_violations",
    "browser",
    "new_serial",
    "pictures_loaded",
    "seat",
    "slow_tap",
    "streaming",
    "wait_until",
]


@contextmanager
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
        try:
            yield launched
        finally:
            launched.close()


def seat(
    chromium: Any,
    url: str,
    seat: int,
    name: str,
    locale: str = "en-GB",
    viewport: dict[str, int] = PHONE,
    ready: str = "body[data-page=game] [data-moves], body[data-page=game] .turn",
) -> Any:
    """A phone-sized touch page that joined the table and sits at ``seat``, once ``ready``
    (a selector of its game page) is there."""
    context = chromium.new_context(viewport=viewport, locale=locale, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(f"{url}?code={CODE}")
    page.wait_for_selector("body[data-page=join]")
    page.fill("#name", name)
    page.click("#join-form button[type=submit]")
    page.click(f"[data-seat='{seat}']:not([disabled])")
    page.wait_for_selector(ready)
    return page


def pictures_loaded(page: Any) -> None:
    """Wait until every card picture of the page is drawn, so a screenshot shows them."""
    page.wait_for_load_state("networkidle")
    page.wait_for_function("() => [...document.images].every(i => i.complete && i.naturalWidth > 0)")


def slow_tap(page: Any, selector: str, between: Any = None) -> None:
    """A finger's tap: touch down on ``selector``, ``between()`` (a state arriving), lift."""
    box = page.locator(selector).first.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    if between is not None:
        between()
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


@contextmanager
def streaming(server: ServerThread, per_second: float = 10.0) -> Iterator[list[int]]:
    """Every seat is sent its state again ``per_second`` times a second (``refresh()`` on the
    table's thread, as a round's owner does); yields a one-item list counting the refreshes."""
    table = server.table
    count = [0]
    stop = threading.Event()

    def refresh() -> None:
        count[0] += 1
        table.refresh()

    def tick() -> None:
        while not stop.wait(1 / per_second):
            server.call_soon(lambda: table.run_on_table(refresh))

    thread = threading.Thread(target=tick, name="state-stream", daemon=True)
    thread.start()
    try:
        yield count
    finally:
        stop.set()
        thread.join()


def new_serial(page: Any, before: str | None, timeout: float = 10_000) -> None:
    page.wait_for_selector(f"body:not([data-serial='{before}'])", state="attached", timeout=timeout)


def axe_violations(page: Any) -> list[str]:
    """axe-core's violations on the page as it stands (WCAG 2.x A and AA and best practices)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text(encoding="utf-8"))  # evaluated, so the page's CSP does not apply
    found = page.evaluate(
        """async () => {
            const result = await axe.run(document, {resultTypes: ['violations']});
            return result.violations.map(v => `${v.id} (${v.impact}): ${v.help} — ` +
                v.nodes.map(n => n.target.join(' ')).join(', '));
        }"""
    )
    return list(found)


def wait_until(condition: Any, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)
