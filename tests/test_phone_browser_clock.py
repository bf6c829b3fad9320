"""One clock: a party round's stopwatch on the phones is the table's (docs/ARCHITECTURE.md,
"Playing on phones"). Real Chromium pages at a served party: the round's clock starts when
the round starts (both builders seated), each phone's stopwatch agrees with the table's
within 0.2 s at every moment read — the watcher's too, whose states all reach it 0.4 s late, as
on a busy network —, a pause holds both, and the time a phone says it called at, and the time
the round is scored at, are the table's."""

from __future__ import annotations

import time
from typing import Any

from tableserver import ServerThread
from tableserver.address import LOOPBACK
from tests.tableserver_helpers import CODE, game_table
from tests.test_phone_browser import CHROMIUM, PHONE, pytestmark

__all__ = ["pytestmark"]

#: How far a phone's stopwatch may be from the table's, in ms.
AGREE_MS = 200
#: How late every state reaches the watcher's phone, in ms.
LATE_MS = 400
#: The watcher's page: each state the table sends is handed to the page LATE_MS after it came.
LATE_STATES = (
    "(() => { const Socket = window.WebSocket; window.WebSocket = class extends Socket {"
    " set onmessage(handle) { super.onmessage = (event) => {"
    f" if (JSON.parse(event.data).t === 'state') setTimeout(() => handle(event), {LATE_MS});"
    " else handle(event); }; } }; })();"
)


def _ms(text: str) -> int:
    minutes, rest = text.split(":")
    seconds, tenths = rest.split(".")
    return (int(minutes) * 60 + int(seconds)) * 1000 + int(tenths) * 100


def _agrees(page: Any, server: ServerThread) -> tuple[int, int, int]:
    """The table's time just before and after the phone's stopwatch is read, and the phone's."""
    rounds = server.table.rounds
    assert rounds is not None
    before = rounds.snapshot().elapsed_ms  # type: ignore[union-attr]
    shown = _ms(page.inner_text(".stopwatch .time"))
    after = rounds.snapshot().elapsed_ms  # type: ignore[union-attr]
    assert before - AGREE_MS <= shown <= after + AGREE_MS, (before, shown, after)
    return before, shown, after


def test_the_phones_stopwatch_is_the_tables() -> None:
    from playwright.sync_api import sync_playwright

    server = ServerThread(game_table("recto_verso", phones=3, seed=4, options={"mode": "party"}))
    url = server.start(LOOPBACK)
    rounds = server.table.rounds
    state = server.table.session.state
    builders = state.builders  # type: ignore[attr-defined]
    try:
        with sync_playwright() as playwright:
            # Each pupil's page is in front on its own phone: none of them is a background tab
            # whose timers the browser slows down.
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM,
                headless=True,
                args=[
                    "--disable-background-timer-throttling",
                    "--disable-renderer-backgrounding",
                    "--disable-backgrounding-occluded-windows",
                ],
            )
            pages = []
            for seat in range(3):
                context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)  # type: ignore[arg-type]
                if seat not in builders:
                    context.add_init_script(LATE_STATES)
                page = context.new_page()
                page.goto(f"{url}?code={CODE}")
                page.fill("#name", f"Pupil {seat + 1}")
                page.click("#join-form button[type=submit]")
                page.click(f"[data-seat='{seat}']:not([disabled])")
                page.wait_for_selector("body[data-page=game]")
                if seat < 2:
                    # Nobody's clock runs before both builders have sat down.
                    assert not rounds.snapshot().counting or set(builders) <= set(range(seat + 1))  # type: ignore[union-attr]
                pages.append(page)
            front = pages[builders[0]]
            for page in pages:
                page.wait_for_selector(".stopwatch:not(.frozen)")
            for _ in range(6):
                for page in pages:
                    _agrees(page, server)
                time.sleep(0.25)
            server.table.set_paused(True)
            front.wait_for_selector("body[data-paused=yes]", state="attached")
            front.wait_for_timeout(300)
            held = _agrees(front, server)
            front.wait_for_timeout(600)
            assert _agrees(front, server)[1] == held[1]  # both stand still
            server.table.set_paused(False)
            front.wait_for_selector("body[data-paused=no]", state="attached")
            front.locator(".call").tap()
            front.wait_for_selector(".call[disabled]")
            called_front = rounds.called_at["front"]  # type: ignore[union-attr]
            assert _ms(front.inner_text(".stopwatch .time")) == called_front // 100 * 100
            front.wait_for_timeout(500)
            back = pages[builders[1]]
            back.locator(".call").tap()
            watcher = next(page for index, page in enumerate(pages) if index not in builders)
            watcher.wait_for_selector("button.judge")
            watcher.locator("button.judge").first.tap()
            front.wait_for_selector(".result")
            record = state.records[-1]  # type: ignore[attr-defined]
            # The round is scored at the second call's time, the time the phones were told.
            assert record.outcome.elapsed_ms == rounds.called_at["back"] >= called_front + 400  # type: ignore[union-attr]
            browser.close()
    finally:
        server.stop()
