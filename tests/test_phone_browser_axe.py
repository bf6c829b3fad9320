"""Every state of every game's phone page, in a real browser: axe-core (from npm, pinned in
package-lock.json) finds no violation, no text is under 16 CSS px and nothing is wider than
the screen, on a 390 px phone and at 200 % zoom (195 CSS px), in English and in French.
Screenshots of each state go to build/phone-shots/axe/."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from engines.dj05135.actions import StealCard
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from tableserver import ServedTable, ServerThread
from tableserver.address import LOOPBACK
from tests.phone_pages import AXE, axe_violations, browser, seat, wait_until
from tests.tableserver_helpers import CODE
from tests.test_phone_browser import SHOTS, _layout_problems
from tests.test_phone_browser import pytestmark as needs_chromium

pytestmark = [
    needs_chromium,
    pytest.mark.skipif(not AXE.is_file(), reason="axe-core is not installed: run `make browser` (needs npm)"),
    pytest.mark.slow,
    pytest.mark.xdist_group("network"),
]

#: A phone at 200 % zoom: a 390 px screen shows 195 CSS px.
ZOOMED = {"width": 195, "height": 422}
PLAYERS = {"dj05135": 3, "verso": 2, "revorso": 2, "recto_verso": 3}
OPTIONS: dict[str, dict[str, Any]] = {"dj05135": {"turn_limit": 3}, "recto_verso": {"mode": "party"}}


def _session(
    game: str, seed: int, until: Callable[[TableSession], bool] | None = None, **options: Any
) -> TableSession:
    """A table of phones, played at random until ``until`` holds (the position a state needs)."""
    seats = tuple(Seat.remote(f"Player {i + 1}") for i in range(PLAYERS[game]))
    session = TableSession(TableSetup(game, seats, seed, OPTIONS.get(game, {}) | options))
    rng = random.Random(seed)
    while until is not None and not until(session):
        assert not session.over, "the game ended before the position was reached"
        player = session.to_act()
        assert player is not None
        session.play(player, rng.choice(session.legal_for(player)))
    return session


def _steal_ahead(session: TableSession) -> bool:
    player = session.to_act()
    return player is not None and any(isinstance(a, StealCard) for a in session.legal_for(player))


def _to_end(session: TableSession) -> bool:
    return session.over


class Checker:
    """Checks a page state (axe, text size, width) and keeps its screenshot."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.problems: list[str] = []
        (SHOTS / "axe").mkdir(parents=True, exist_ok=True)

    def __call__(self, page: Any, state: str) -> None:
        page.wait_for_load_state("networkidle")
        page.wait_for_function("() => [...document.images].every(i => i.complete)")
        page.wait_for_timeout(100)  # the live region's words settle
        width = page.viewport_size["width"]
        where = f"{self.game} {state} at {width} px ({page.get_attribute('html', 'lang')})"
        self.problems += [f"{where}: {p}" for p in axe_violations(page)]
        self.problems += [f"{where}: {p}" for p in _layout_problems(page)]
        page.screenshot(path=SHOTS / "axe" / f"{self.game}-{state}-{width}.png", full_page=True)


def _serve(session: TableSession) -> tuple[ServerThread, str]:
    server = ServerThread(ServedTable(session, code=CODE))
    return server, server.start(LOOPBACK)


def _pages(chromium: Any, url: str, game: str) -> list[Any]:
    """One page a seat: the first in English at phone size, the others in French at 200 % zoom."""
    return [
        seat(
            chromium,
            url,
            i,
            f"Player {i + 1}",
            *(("en-GB", {"width": 390, "height": 844}) if i == 0 else ("fr-FR", ZOOMED)),
        )
        for i in range(PLAYERS[game])
    ]


def _mover(pages: list[Any]) -> Any:
    wait_until(lambda: any(p.get_attribute("body", "data-turn") == "yes" for p in pages))
    return next(p for p in pages if p.get_attribute("body", "data-turn") == "yes")


@pytest.mark.parametrize("game", ["dj05135", "verso", "revorso", "recto_verso"])
def test_every_state_of_the_phone_page_has_no_axe_violation_and_fits_200_percent(game: str) -> None:
    check = Checker(game)
    server, url = _serve(_session(game, seed=11))
    try:
        with browser() as chromium:
            for viewport, locale in (({"width": 390, "height": 844}, "en-GB"), (ZOOMED, "fr-FR")):
                joining = chromium.new_context(
                    viewport=viewport, locale=locale, has_touch=True, is_mobile=True
                )
                page = joining.new_page()
                page.goto(f"{url}?code={CODE}")
                page.wait_for_selector("body[data-page=join]")
                check(page, "join")
                page.fill("#name", "Zoe")
                page.click("#join-form button[type=submit]")
                page.wait_for_selector("body[data-page=seats]")
                check(page, "seats")
                joining.close()
            pages = _pages(chromium, url, game)
            if game == "recto_verso":
                _party_states(server, pages, check)
            else:
                mover = _mover(pages)
                for page in pages:
                    check(page, "your-turn" if page is mover else "waiting")
                if game == "revorso":
                    _memory_test(mover, check)
            server.table.set_paused(True)
            for page in pages:
                page.wait_for_selector("body[data-paused=yes]", state="attached")
                check(page, "paused")
            server.table.set_paused(False)
        if game == "dj05135":
            _chooser_states(check)
        if game != "recto_verso":
            _over_states(game, check)
    finally:
        server.stop()
    assert not check.problems, "\n".join(check.problems)


def _memory_test(page: Any, check: Checker) -> None:
    """Revorso: draw, stop, and the memory test's pictures to tap."""
    for kind in ("draw", "stop"):
        serial = page.get_attribute("body", "data-serial")
        page.locator(f".option[data-move='{kind}']").tap()
        page.wait_for_selector(f"body:not([data-serial='{serial}'])", state="attached")
    page.wait_for_selector(".symbol.name")
    check(page, "memory-test")


def _party_states(server: ServerThread, pages: list[Any], check: Checker) -> None:
    """Recto Verso: the round running on each phone, a call sent, the table judging the
    building, and the round's result."""
    builders = server.table.session.state.builders  # type: ignore[attr-defined]
    for index, page in enumerate(pages):
        page.wait_for_selector(".facades img")
        check(page, "front" if index == builders[0] else "back" if index == builders[1] else "watching")
    first, second = (pages[index] for index in builders)
    first.locator(".call").tap()
    first.wait_for_selector(".call[disabled]")
    check(first, "called")
    second.locator(".call").tap()  # both called: the clock stops, the watcher checks the building
    watcher = next(page for index, page in enumerate(pages) if index not in builders)
    watcher.wait_for_selector("button.judge")
    check(watcher, "judging")
    check(first, "judged-by-others")
    watcher.locator("button.judge").first.tap()
    for page in pages:
        page.wait_for_selector(".result")
        check(page, "result")


def _chooser_states(check: Checker) -> None:
    """DJ05135: a card with two moves opens the chooser, a modal dialog that takes the focus."""
    session = _session("dj05135", seed=3, until=_steal_ahead, turn_limit=200)
    player = session.to_act()
    server, url = _serve(session)
    try:
        with browser() as chromium:
            page = next(p for i, p in enumerate(_pages(chromium, url, "dj05135")) if i == player)
            steals = {a.tag for a in session.legal_for(player) if isinstance(a, StealCard)}  # type: ignore[attr-defined]
            card = page.locator(f".card.legal[data-card='{min(steals)}']")
            card.tap()
            page.wait_for_selector("#chooser[open]")
            assert page.evaluate("document.getElementById('chooser').contains(document.activeElement)")
            assert page.get_attribute("#chooser", "aria-modal") == "true"
            assert page.inner_text("#chooser-title") and page.locator("#chooser .option").count() == 2
            check(page, "chooser")
            page.keyboard.press("Escape")
            page.wait_for_selector("#chooser:not([open])", state="attached")
            assert page.evaluate(
                f"document.activeElement.dataset.card === '{min(steals)}'"
            )  # back on the card
            card.tap()
            serial = page.get_attribute("body", "data-serial")
            page.locator("#chooser .option").first.tap()
            page.wait_for_selector(f"body:not([data-serial='{serial}'])", state="attached")
            page.wait_for_selector("body[data-tap=none]", state="attached")
            assert page.evaluate("document.activeElement.closest('[data-moves]') !== null")
    finally:
        server.stop()


def _over_states(game: str, check: Checker) -> None:
    server, url = _serve(_session(game, seed=5, until=_to_end))
    try:
        with browser() as chromium:
            for page in _pages(chromium, url, game)[:2]:
                page.wait_for_selector(".turn.over")
                check(page, "over")
    finally:
        server.stop()
