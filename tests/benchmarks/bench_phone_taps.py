"""Tap to table: how long a touch tap on a real phone page takes to become a move of the table.

Six tables (two DJ05135 of 4 seats, two Verso of 5, two Revorso of 6: 30 phones) are served
headless, each :class:`~tableserver.ServerThread` in its own thread as ``rectoverso serve``
runs them, with no desktop view: the figure is the phone page and the table server, and a
desktop window's redraw on two shared cores would add its own time (``bench_phones`` measures
the desktop tables under the same load). On each table seat 0 is a page in Debian's chromium
at 390×844 with touch, tapped through Playwright (``tap()``: a touch start and end); the other
24 seats are simulated phones on real WebSockets that play at once when their turn comes, so
the tables are busy the whole run. 30 chromium pages would leave the two cores to the
renderers and time the browser, not the tap.

A tap's time runs from the page's ``pointerdown`` (its event time, on the wall clock) to the
session's history growing on the table's thread; every tap must be taken (target 100 %) and
the 95th percentile must stay at or under 150 ms. ``PHONE_TAPS_SECONDS`` sets the run's
length (default 60).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import shutil
import statistics
import threading
import time
from typing import Any, TypeVar

from tests.benchmarks import Figure
from tests.benchmarks.tap_pages import join, phone_page, pointer_downs, tap_turn

SECONDS = float(os.environ.get("PHONE_TAPS_SECONDS", "60"))
TABLES = (("dj05135", 4), ("dj05135", 4), ("verso", 5), ("verso", 5), ("revorso", 6), ("revorso", 6))
CODE = "TAPS"
#: The fewest milliseconds between two messages of a simulated phone (the server allows 20 a second).
MIN_GAP_MS = 60
T = TypeVar("T")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))] if ordered else 0.0


class Table:
    """One served table and the times its session grew."""

    def __init__(self, index: int, game: str, seats: int) -> None:
        from engines.table.seats import Seat, TableSetup
        from engines.table.session import TableSession
        from tableserver import ServedTable, ServerThread

        options = {"turn_limit": 400} if game == "dj05135" else {}
        phones = tuple(Seat.remote(f"Phone {i + 1}") for i in range(seats))
        self.session = TableSession(TableSetup(game, phones, 100 + index, options))
        self.moves: list[tuple[float, int]] = []  # (wall-clock ms, history length)
        self.session.add_listener(lambda _change: self.moves.append((time.time() * 1000, self._length())))
        self.server = ServerThread(ServedTable(self.session, code=CODE))
        self.url = self.server.start("127.0.0.1")
        self.seats = seats

    def _length(self) -> int:
        return len(self.session.state.history)


async def _simulated_phone(url: str, seat: int, stop: asyncio.Event) -> None:
    """A phone that plays a random offered move as soon as its state says it is its turn."""
    import aiohttp

    rng = random.Random(seat * 7919 + len(url))
    last = 0.0
    async with aiohttp.ClientSession() as http, http.ws_connect(url + "ws") as ws:
        await ws.send_json({"t": "hello", "code": CODE, "name": f"Sim {seat}", "lang": "en"})
        await ws.send_json({"t": "sit", "seat": seat})
        while not stop.is_set():
            try:
                frame = await ws.receive(timeout=0.5)
            except TimeoutError:
                continue
            if frame.type != aiohttp.WSMsgType.TEXT:
                break
            message = json.loads(frame.data)
            if message.get("t") == "state" and message["your_turn"] and message["legal"]:
                wait = MIN_GAP_MS / 1000 - (time.monotonic() - last)
                if wait > 0:
                    await asyncio.sleep(wait)
                last = time.monotonic()
                await ws.send_json(
                    {"t": "play", "serial": message["serial"], "k": rng.choice(message["legal"])["k"]}
                )


def _simulated_phones(tables: list[Table], stop: threading.Event) -> threading.Thread:
    def run() -> None:
        async def main() -> None:
            done = asyncio.Event()
            phones = [
                asyncio.create_task(_simulated_phone(t.url, seat, done))
                for t in tables
                for seat in range(1, t.seats)
            ]
            while not stop.is_set():
                await asyncio.sleep(0.1)
            done.set()
            await asyncio.gather(*phones, return_exceptions=True)

        asyncio.run(main())

    thread = threading.Thread(target=run, name="simulated-phones", daemon=True)
    thread.start()
    return thread


async def _tapping_page(browser: Any, table: Table, until: float) -> list[float]:
    """Seat 0 in chromium: taps a move whenever it is its turn; returns its pointerdown times."""
    page = await phone_page(browser)
    await join(page, table.url, CODE)
    rng = random.Random(table.seats)
    while time.monotonic() < until and not table.session.over:
        await tap_turn(page, rng)
    downs = await pointer_downs(page)
    await page.context.close()
    return downs


async def _pages(tables: list[Table], seconds: float) -> list[list[float]]:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=shutil.which("chromium"), headless=True)
        until = time.monotonic() + seconds
        downs = await asyncio.gather(*(_tapping_page(browser, table, until) for table in tables))
        await browser.close()
    return list(downs)


def answers(downs: list[float], moves: list[tuple[float, T]]) -> tuple[list[tuple[float, float, T]], int]:
    """Each tap's answer, ``(tap, move's time, move)``: the first move at or after it; and the
    taps never answered. ``moves`` are ``(wall-clock ms, what)`` in time order. A tap followed
    by another before any move (a card, then its chooser's option) is one move: it counts
    from the last of them."""
    answered: list[tuple[float, float, T]] = []
    missed = 0
    downs = sorted(downs)
    for index, down in enumerate(downs):
        after = next(((at, what) for at, what in moves if at >= down), None)
        if index + 1 < len(downs) and (after is None or downs[index + 1] < after[0]):
            continue
        if after is None:
            missed += 1
        else:
            answered.append((down, *after))
    return answered, missed


def bench_tap_to_table() -> list[Figure]:
    if shutil.which("chromium") is None:
        print("bench_phone_taps: chromium is not installed (apt-get install chromium); skipped")
        return []
    tables = [Table(i, game, seats) for i, (game, seats) in enumerate(TABLES)]
    stop = threading.Event()
    phones = _simulated_phones(tables, stop)
    try:
        downs = asyncio.run(_pages(tables, SECONDS))
    finally:
        stop.set()
        phones.join(10)
        for table in tables:
            table.server.stop()
    spans: list[float] = []
    missed = 0
    for table, taps_of_page in zip(tables, downs, strict=True):
        # Only seat 0's moves answer its taps; the others' moves come between, never during its turn.
        answered, table_missed = answers(taps_of_page, table.moves)
        spans += [at - down for down, at, _move in answered]
        missed += table_missed
    taps = len(spans) + missed
    moves = sum(len(t.moves) for t in tables)
    detail = f"{len(tables)} headless tables, 6 chromium pages + 24 simulated phones, {SECONDS:.0f} s"
    return [
        Figure("phone taps: taps by chromium pages", taps, "taps", detail=f"{moves} moves in all; {detail}"),
        Figure("phone taps: taps taken", 100 * (taps - missed) / taps if taps else 0.0, "%", "100 %"),
        Figure("phone taps: tap -> table, median", statistics.median(spans) if spans else 0.0, "ms"),
        Figure("phone taps: tap -> table, p95", percentile(spans, 0.95), "ms", "<= 150 ms"),
        Figure("phone taps: tap -> table, max", max(spans, default=0.0), "ms"),
    ]
