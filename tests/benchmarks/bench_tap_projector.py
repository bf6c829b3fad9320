"""Tap to projector: how long a touch tap on a real phone page takes to show on the shared screen.

In a classroom each table is a desktop and its projector: the app shows one table a window.
So the target (at most 150 ms at the 95th percentile, every tap registered, states at 10 a
second) is measured on one desktop serving one table, for each game in turn (``SECONDS / 2``
each). The run as the phones' benchmarks make it follows: the six tables and thirty phones
of a class served from *one* desktop process (:func:`~tests.benchmarks.bench_phones.run_tables`:
two DJ05135 of 4 seats, two Verso of 5, two Revorso of 6), six shared screens drawn on one GUI
thread, which the app never asks of a computer: it tells how the tables degrade when one
computer is asked too much, and has no target.

The tables are the desktop's own card-table views, each in offscreen Qt on the GUI thread
with its :class:`~app.phones.host.PhoneHost`; a game that ends is dealt again at once and its
phones join the next. Seat 0 of every table is a page in Debian's chromium at 390×844 with touch,
tapped through Playwright's ``tap()`` (a touch start and end) whenever it is its turn; the
pages run in a process of their own (:mod:`tests.benchmarks.tap_pages`: Playwright cannot
run on Qt's GUI thread). The other seats are the simulated phones of
:mod:`tests.benchmarks.phone_swarm`, playing at bot speed in another process.

What is timed, all on the wall clock: from the page's ``pointerdown`` (the event's own time,
stamped before the page's handlers see it) to the end of the first paint of the table's
cards (the view's ``QGraphicsView`` viewport), or of its end page when the move ended the
game, that shows a state holding the tapped move, i.e. a paint that began after the shell
handed the view that state (its ``changed`` signal, on which the view puts the move in its
scene). Animations are off (``RECTOVERSO_REDUCED_MOTION=1``, as ``run_tables`` sets), so that
paint shows the move's end state. The path timed: the page's tap, its WebSocket, the table
server's thread, the queued call to the GUI thread, the session, the view's redraw and paint.

Figures: the taps made; the share registered (a move of seat 0 follows the tap on its table
before the page taps again; target 100 %); the median, 95th percentile (target: at most
150 ms) and maximum of tap to projector, with the same tap's time to the session's move (on
the GUI thread) and to the view's redraw beside them, to tell where the time goes; and the
states each simulated phone received per second over the run (the taps must land while
states stream at 10 a second). ``TAP_PROJECTOR_SECONDS`` sets the run's length (default 60).
"""

from __future__ import annotations

import os
import shutil
import statistics
import time
from typing import Any

from tests.benchmarks import Figure
from tests.benchmarks.bench_phone_taps import answers, percentile
from tests.benchmarks.bench_phones import TABLES, ServedView, run_tables

SECONDS = float(os.environ.get("TAP_PROJECTOR_SECONDS", "60"))
#: The seat each table leaves to a chromium page.
BROWSER_SEAT = 0
#: A state of a table as the run tells them apart: (its game's number, moves in its history).
Shown = tuple[int, int]


def _now() -> float:
    return time.time() * 1000


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else 0.0


def _projector(table: ServedView) -> Any:
    """What the shared screen of ``table`` did: the browser seat's moves and the paints that
    showed them, each with its wall-clock time (ms)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QGraphicsView

    class Projector(QObject):
        def __init__(self) -> None:
            super().__init__()
            #: (ms, state) of each move of the browser seat, as the session took it.
            self.moves: list[tuple[float, Shown]] = []
            #: (ms at the end of the paint, state the view was given when the paint began).
            self.paints: list[tuple[float, Shown]] = []
            self.given: Shown | None = None
            #: (ms, state) each time the view was given a state to draw.
            self.redrawn: list[tuple[float, Shown]] = []
            shell = table.view.shell
            self.cards = shell.findChild(QGraphicsView)
            self.cards.viewport().installEventFilter(self)
            table.view.end_page.installEventFilter(self)
            shell.changed.connect(self._given)
            shell.session_opened.connect(self._given)

        def dealt(self) -> None:
            from engines.table.session import Change

            session, game = table.view.shell.session, table.round

            def heard(change: Change) -> None:
                if change is Change.MOVE and session.state.actors[-1] == BROWSER_SEAT:
                    self.moves.append((_now(), (game, len(session.state.history))))

            session.add_listener(heard)

        def _given(self, *_change: object) -> None:
            session = table.view.shell.session
            if session is not None:
                self.given = (table.round, len(session.state.history))
                self.redrawn.append((_now(), self.given))

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() != QEvent.Type.Paint or self.given is None:
                return False
            shown = self.given
            # The paint itself, here, so that its end is timed: the viewport's paint is the view's
            # (what Qt's own filter on a scroll area's viewport does), the end page's is its own.
            if watched is self.cards.viewport():
                self.cards.viewportEvent(event)
            else:
                watched.event(event)
            self.paints.append((_now(), shown))
            return True

    return Projector()


def bench_tap_to_projector() -> list[Figure]:
    if shutil.which("chromium") is None:
        print("bench_tap_projector: chromium is not installed (apt-get install chromium); skipped")
        return []
    figures: list[Figure] = []
    for game, seats in dict(TABLES).items():  # a classroom's desktop shows one table
        figures += _taps_to_projector(((game, seats),), SECONDS / 2, f"one desktop, {game}", "<= 150 ms")
    figures += _taps_to_projector(TABLES, SECONDS, "six tables on one desktop", "")
    return figures


def _taps_to_projector(
    games: tuple[tuple[str, int], ...], seconds: float, label: str, target: str
) -> list[Figure]:
    """Taps on the pages of ``games`` served from one desktop process for ``seconds``."""
    projectors: dict[int, Any] = {}

    def dealt(table: ServedView) -> None:
        if table.index not in projectors:
            projectors[table.index] = _projector(table)
        projectors[table.index].dealt()

    run = run_tables(
        seconds,
        seconds,
        browser_seats=(BROWSER_SEAT,),
        helpers=("tests.benchmarks.tap_pages",),
        on_deal=dealt,
        games=games,
    )
    downs = run.answers["tests.benchmarks.tap_pages"]["downs"]
    # Per registered tap, ms from the tap: to the session's move, to the view given the state
    # holding it, to the end of the paint that showed it.
    to_table: list[float] = []
    to_view: list[float] = []
    to_screen: list[float] = []
    missed = unshown = 0
    for table in run.tables:
        projector = projectors[table.index]
        answered, table_missed = answers(downs.get(str(table.index), []), projector.moves)
        missed += table_missed
        for down, at, move in answered:
            to_table.append(at - down)
            redrawn = next((when for when, given in projector.redrawn if given >= move), None)
            painted = next((end for end, shown in projector.paints if shown >= move), None)
            if redrawn is None or painted is None:
                unshown += 1
            else:
                to_view.append(redrawn - down)
                to_screen.append(painted - down)
    taps = len(to_table) + missed
    states = {
        index: sum(r["states"] for r in run.rounds if r["table"] == index) / (seats - 1) / seconds
        for index, (_game, seats) in enumerate(games)
    }
    slowest = min(states, key=states.__getitem__)
    played = sum(table.round + 1 for table in run.tables)
    pages, phones = len(games), sum(seats for _game, seats in games) - len(games)
    detail = f"{pages} chromium pages + {phones} simulated phones, {seconds:.0f} s"
    name = f"tap -> projector, {label}"
    return [
        Figure(f"{name}: taps by chromium pages", taps, "taps", detail=f"{played} games; {detail}"),
        Figure(f"{name}: taps registered", 100 * (taps - missed) / taps if taps else 0.0, "%", "100 %"),
        Figure(
            f"{name}: median",
            _median(to_screen),
            "ms",
            detail=f"tap -> session {_median(to_table):.0f} ms, -> view redrawn {_median(to_view):.0f} ms",
        ),
        Figure(
            f"{name}: p95",
            percentile(to_screen, 0.95),
            "ms",
            target,
            f"tap -> session {percentile(to_table, 0.95):.0f} ms, -> view redrawn "
            f"{percentile(to_view, 0.95):.0f} ms; {unshown} taps never painted",
        ),
        Figure(f"{name}: max", max(to_screen, default=0.0), "ms"),
        Figure(
            f"{name}: states to each phone per second",
            statistics.fmean(states.values()),
            "/s",
            ">= 10/s" if target else "",
            f"slowest table {games[slowest][0]} {states[slowest]:.1f}/s",
        ),
    ]
