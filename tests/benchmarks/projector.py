"""What a table's shared screen showed of its phone page's taps, and when: the raw samples.

:func:`measure` runs tables with :func:`~tests.benchmarks.bench_phones.run_tables`, seat 0 of
each a chromium page that taps (:mod:`tests.benchmarks.tap_pages`), and watches each table's
view: the moves of that seat as its session took them, the states the view was given, and
the end of every paint of its cards (or of its end page). Each tap is then matched with the
move that answered it and the first paint that showed it (see
:mod:`tests.benchmarks.bench_tap_projector` for what is timed and why).

The result, :class:`Samples`, is plain lists and numbers so that a desktop run in another
process (:mod:`tests.benchmarks.desktops`) can hand its samples back as JSON, to be pooled
with the other desktops' before any percentile is taken.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from tests.benchmarks.bench_phone_taps import answers
from tests.benchmarks.bench_phones import Helpers, Phones, ServedView, run_tables

__all__ = ["BROWSER_SEAT", "PHONES_IDLE", "TAP_PAGES", "Samples", "measure"]

#: The seat each table leaves to a chromium page.
BROWSER_SEAT = 0
#: The process of the chromium pages.
TAP_PAGES = "tests.benchmarks.tap_pages"
#: The phones run on the cores the desktops leave (Linux's idle scheduling policy, see
#: :class:`~tests.benchmarks.bench_phones.Helper`). In a classroom the phones are devices of
#: their own and take nothing from the computers; here they share the cores. Six desktops at
#: once on two cores, the phones at the desktops' priority: p95 0.8-1.3 s, each desktop's GUI
#: thread waiting for a core two thirds of the time; the phones idle: about 0.3 s.
PHONES_IDLE = True
#: A state of a table as the run tells them apart: (its game's number, moves in its history).
Shown = tuple[int, int]


@dataclass
class Samples:
    """The raw figures of a run of tables: per registered tap, ms from the tap to the
    session's move (``to_table``) and, for the taps painted, to the view given the state
    holding it (``to_view``) and to the end of the paint that showed it (``to_screen``)."""

    #: Each table's game, in the order of ``rates``.
    games: list[str]
    #: States each simulated phone of each table received per second.
    rates: list[float]
    to_table: list[float]
    to_view: list[float]
    to_screen: list[float]
    #: Taps no move of their seat answered.
    missed: int
    #: Taps registered but never painted before the run ended.
    unshown: int
    #: Games dealt.
    played: int
    seconds: float
    #: Simulated phones (the chromium pages are one a table).
    phones: int

    @property
    def taps(self) -> int:
        return len(self.to_table) + self.missed

    @staticmethod
    def pooled(parts: list[Samples]) -> Samples:
        """The samples of runs made at the same time, as one run of all their tables."""
        return Samples(
            games=[game for part in parts for game in part.games],
            rates=[rate for part in parts for rate in part.rates],
            to_table=[ms for part in parts for ms in part.to_table],
            to_view=[ms for part in parts for ms in part.to_view],
            to_screen=[ms for part in parts for ms in part.to_screen],
            missed=sum(part.missed for part in parts),
            unshown=sum(part.unshown for part in parts),
            played=sum(part.played for part in parts),
            seconds=max((part.seconds for part in parts), default=0.0),
            phones=sum(part.phones for part in parts),
        )


def _now() -> float:
    return time.time() * 1000


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


def measure(
    games: tuple[tuple[str, int], ...],
    seconds: float,
    *,
    first_index: int = 0,
    phones: Phones | None = None,
) -> Samples:
    """Taps on the pages of ``games`` served from this process for ``seconds`` (the tables
    numbered from ``first_index``; ``phones``: phones elsewhere, as ``run_tables`` takes them,
    else the swarm and the pages are started here, :data:`PHONES_IDLE`)."""
    projectors: dict[int, Any] = {}

    def dealt(table: ServedView) -> None:
        if table.index not in projectors:
            projectors[table.index] = _projector(table)
        projectors[table.index].dealt()

    run = run_tables(
        seconds,
        seconds,
        browser_seats=(BROWSER_SEAT,),
        helpers=(TAP_PAGES,),
        on_deal=dealt,
        games=games,
        first_index=first_index,
        phones=phones if phones is not None else Helpers((TAP_PAGES,), PHONES_IDLE),
    )
    downs = run.answers[TAP_PAGES]["downs"]
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
    rates = [
        sum(r["states"] for r in run.rounds if r["table"] == table.index) / (table.seats - 1) / seconds
        for table in run.tables
    ]
    return Samples(
        games=[table.game for table in run.tables],
        rates=rates,
        to_table=to_table,
        to_view=to_view,
        to_screen=to_screen,
        missed=missed,
        unshown=unshown,
        played=sum(table.round + 1 for table in run.tables),
        seconds=seconds,
        phones=sum(table.seats for table in run.tables) - len(run.tables),
    )
