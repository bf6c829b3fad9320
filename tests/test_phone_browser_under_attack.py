"""A class plays in real browsers while a pupil attacks the table (docs/ARCHITECTURE.md, "Who is
on the network"): three Chromium phone pages (390×844, touch) play a DJ05135 game to its end
by tapping, while an attacker process floods and fuzzes the server from another address, and
a web page from elsewhere in the same browser tries to open the table's socket. Every tap
lands, the game ends, the foreign page is refused. Screenshots go to build/phone-shots/attack/.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from tableserver import ServerThread
from tableserver.address import LOOPBACK
from tests.phone_pages import seat
from tests.tableserver_helpers import CODE, dj_table

ROOT = Path(__file__).resolve().parents[1]
SHOTS = ROOT / "build" / "phone-shots" / "attack"
PHONE = {"width": 390, "height": 844}
CHROMIUM = shutil.which("chromium")

pytestmark = [
    pytest.mark.slow,
    pytest.mark.xdist_group("network"),
    pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium (apt-get install chromium)"),
    pytest.mark.skipif(sys.platform != "linux", reason="the attacker comes from 127.0.0.2 (Linux loopback)"),
]


class _ElsewherePage(BaseHTTPRequestHandler):
    """A page of another site, open in a pupil's browser, that tries the table's socket."""

    def do_GET(self) -> None:
        body = b"<!doctype html><title>Elsewhere</title><p>A page of another site.</p>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


def _attackers(url: str) -> list[subprocess.Popen[str]]:
    """Two pupils' laptops: one fuzzes, one floods (one address each: a flooding address is
    kept away for a while, and would keep the fuzzer out too)."""
    return [
        subprocess.Popen(
            [sys.executable, "-m", "tests.abuse_attacks", kind, url, CODE, "20", source],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        for kind, source in (("fuzz", "127.0.0.2"), ("flood", "127.0.0.3"))
    ]


def test_a_class_plays_to_the_end_while_a_pupil_attacks() -> None:
    from playwright.sync_api import sync_playwright

    SHOTS.mkdir(parents=True, exist_ok=True)
    server = ServerThread(dj_table(phones=3, seed=11, turn_limit=40))
    url = server.start(LOOPBACK)
    elsewhere = ThreadingHTTPServer(("127.0.0.1", 0), _ElsewherePage)
    threading.Thread(target=elsewhere.serve_forever, daemon=True).start()
    rng = random.Random(5)
    attackers = _attackers(url)
    waits: list[float] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True)
            phones = (("Ana", "en-GB"), ("Bruno", "fr-FR"), ("Chiara", "it-IT"))
            pages = [seat(browser, url, index, name, locale) for index, (name, locale) in enumerate(phones)]
            # A page of another site, in the same browser as a pupil's phone page.
            foreign = browser.new_context().new_page()
            foreign.goto(f"http://127.0.0.1:{elsewhere.server_address[1]}/")
            verdict = foreign.evaluate(
                """(url) => new Promise((done) => {
                    const socket = new WebSocket(url);
                    socket.onopen = () => done("open");
                    socket.onerror = () => done("refused");
                })""",
                url.replace("http://", "ws://") + "ws",
            )
            assert verdict == "refused"
            taps = 0
            while not all(p.get_attribute("body", "data-over") == "yes" for p in pages):
                assert taps < 400, "the game did not end"
                page = next((p for p in pages if p.get_attribute("body", "data-turn") == "yes"), None)
                if page is None:
                    pages[0].wait_for_timeout(20)
                    continue
                serial = page.get_attribute("body", "data-serial")
                cards = page.locator(".card.legal")
                tapped = time.perf_counter()
                cards.nth(rng.randrange(cards.count())).tap()
                if page.locator("#chooser").is_visible():
                    options = page.locator("#chooser .option")
                    options.nth(rng.randrange(options.count())).tap()
                page.wait_for_selector(f"body:not([data-serial='{serial}'])", state="attached", timeout=5000)
                waits.append(time.perf_counter() - tapped)
                taps += 1
                if taps == 3:
                    for index, shown in enumerate(pages):
                        shown.screenshot(path=SHOTS / f"playing-{index}.png")
            for index, page in enumerate(pages):
                page.screenshot(path=SHOTS / f"end-{index}.png")
                assert page.locator(".turn.over").is_visible()
            browser.close()
        results = []
        for attacker in attackers:
            out, _ = attacker.communicate(timeout=90)
            results.append(json.loads(out.strip().splitlines()[-1]))
        assert server.table.session.over and taps >= 4
        assert results[0]["frames"] > 0 and results[1]["messages"] > 0, results
        ordered = sorted(waits)
        assert ordered[int(0.95 * (len(ordered) - 1))] < 1.0, f"taps waited up to {ordered[-1]:.2f} s"
    finally:
        for attacker in attackers:
            if attacker.poll() is None:
                attacker.kill()
        elsewhere.shutdown()
        server.stop()
