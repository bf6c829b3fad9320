"""How long each card table's view takes to draw a new state, and which part of it takes the time.

The shared screen of a table played on phones is the desktop's own view: a phone's tap shows
on the projector only once the view has drawn the state that holds it (``bench_tap_projector``
times the whole way). Here each card table's real view (Verso of 5 seats, Revorso of 6,
DJ05135 of 4, every seat a phone's, as ``bench_phones`` deals them) plays seeded random moves
offscreen at 960×600, with animations off (``RECTOVERSO_REDUCED_MOTION=1``), with no table
server and no autosave: only the desktop's side is timed. A game that ends is dealt again.

What one state's redraw is: from the moment the shell is handed the new state (the session's
listener just before the shell's) to the end of the event processing that follows it (three
passes of Qt's event loop: the layouts, the news timer, the paint of the table's
``QGraphicsView`` viewport and of the panels beside it). The figures are its median and 95th
percentile over ``REDRAW_STATES`` states per table (default 300) after ``WARM`` states of
warm-up, and where the time goes, as the mean milliseconds per state of each part (timers
around the parts' functions, each part's time without the parts it calls; the means add up
to the mean redraw):

* *table*: the game's table or scene laying the state out (cards, labels, panels);
* *table paint*: the paint of the table's viewport;
* *access*: the accessible model (its nodes built and synced, their places, the news);
* *log*: the game log's lines written, translated and shown, and its scroll;
* *seats*: the seat strips; *panels*: the banner and the presenter strip;
* *events*: the rest of the event processing (layouts, paints of the side column);
* *other*: the rest of the view's and the shell's own code.

The GUI thread's processor time per state is given beside the wall clock: the machine's
other work lengthens it less (waiting for a core is not counted; sharing one still slows it).
A second pass of ``REDRAW_PROFILED`` states (default 100) under cProfile counts the work per
state, which the machine's other load does not change: the catalogue look-ups
(``QCoreApplication.translate``), the items added to the scene, the accessible nodes
updated, and the cards painted (their pictures drawn anew, not copied from what was kept).
``python -m tests.benchmarks bench_table_redraw`` runs this alone (``REDRAW_GAMES=verso,dj05135``
for some of the tables).

Last measurement (AMD EPYC, 2 cores shared with other work, load average 1.4–4; medians of
three runs, each table's old drawing measured in turn with the same benchmark): Verso median
65.5 → 25.4 ms, 95th percentile 122 → 72 ms; Revorso 35.8 → 13.4 ms, 60 → 23 ms; DJ05135
66.9 → 27.4 ms, 99 → 48 ms. Per state, Verso's catalogue look-ups 665 → 67, items added
58 → 15, accessible nodes updated 103 → 5, cards painted 55 → 19; DJ05135's 816 → 58,
17 → 5, 83 → 3, 36 → 14. What is left is mostly Qt's painting, and whole layouts that a size
change asks for: a Verso banner of three lines shrinks the table (its room is kept for two),
and a change in the number of DJ05135's cards at the bottom lays the whole table out again.
"""

from __future__ import annotations

import cProfile
import functools
import importlib
import os
import pstats
import random
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tests.benchmarks import Figure

#: (game, phone seats) of each table timed: the seats ``bench_phones`` deals.
GAMES = (("verso", 5), ("revorso", 6), ("dj05135", 4))
STATES = int(os.environ.get("REDRAW_STATES", "300"))
PROFILED = int(os.environ.get("REDRAW_PROFILED", "100"))
WARM = 30
WIDTH, HEIGHT = 960, 600
#: Passes of the event loop after each state: the news timer and the paint come in the later ones.
PASSES = 3

#: The functions timed as each part ("module:Qualified.name"); a name missing is skipped.
PARTS: dict[str, tuple[str, ...]] = {
    "table": (
        "app.verso.table:VersoCardTable.show_view",
        "app.verso.table:VersoCardTable.set_interactive",
        "app.verso.table:VersoCardTable.refit",
        "app.revorso.scene:RevorsoScene.sync",
        "app.revorso.scene:RevorsoScene.fit_to",
        "app.dj05135.table:DJ05135Scene.show_view",
        "app.dj05135.table:DJ05135Scene.set_choices",
        "app.dj05135.table:DJ05135Scene.fit_to",
    ),
    "access": (
        "app.access.verso:VersoAccess.refresh",
        "app.access.revorso:RevorsoAccess.refresh",
        "app.access.dj05135:DJ05135Access.refresh",
        "app.access.layer:AccessLayer.place",
        "app.access.announce:TableNews.now",
    ),
    "log": (
        "app.verso.view:VersoTableView._write_log",
        "app.revorso.view:log_lines",
        "app.revorso.game_log:RevorsoLog.log_lines",
        "app.dj05135.view:DJ05135TableView._write_log",
        "app.table.shell:TableShell.set_log",
        "app.table.shell:TableShell._show_log",
    ),
    "seats": ("app.table.shell:TableShell._show_seats",),
    "panels": (
        "app.table.shell:TableShell.show_banner",
        "app.presenter_panel:PresenterPanel.refresh",
    ),
}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))] if ordered else 0.0


class PartClock:
    """Time spent in each part, each part's time without the parts it calls (a stack of frames)."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = defaultdict(float)
        #: [part, start, time of the parts called from it]
        self._frames: list[list[Any]] = []

    def enter(self, part: str) -> None:
        self._frames.append([part, time.perf_counter(), 0.0])

    def leave(self) -> None:
        part, start, inner = self._frames.pop()
        elapsed = time.perf_counter() - start
        self.spent[part] += elapsed - inner
        if self._frames:
            self._frames[-1][2] += elapsed

    @contextmanager
    def part(self, name: str) -> Iterator[None]:
        self.enter(name)
        try:
            yield
        finally:
            self.leave()

    def take(self) -> dict[str, float]:
        spent, self.spent = dict(self.spent), defaultdict(float)
        return spent


@contextmanager
def timed_parts(clock: PartClock) -> Iterator[None]:
    """Every function of :data:`PARTS` timed into ``clock`` until the block ends."""
    undo: list[tuple[object, str, object]] = []
    for part, names in PARTS.items():
        for dotted in names:
            module_name, qualified = dotted.split(":")
            owner: object = importlib.import_module(module_name)
            *path, name = qualified.split(".")
            for step in path:
                owner = getattr(owner, step, None)
            original = vars(owner).get(name) if isinstance(owner, type) else getattr(owner, name, None)
            if not callable(original):
                continue

            def timed(
                *args: Any, _original: Callable[..., Any] = original, _part: str = part, **kwargs: Any
            ) -> Any:
                clock.enter(_part)
                try:
                    return _original(*args, **kwargs)
                finally:
                    clock.leave()

            setattr(owner, name, functools.wraps(original)(timed))
            undo.append((owner, name, original))
    try:
        yield
    finally:
        for owner, name, original in reversed(undo):
            setattr(owner, name, original)


def _setup(game: str, seats: int, seed: int) -> Any:
    from engines.table.seats import Seat, TableSetup

    options = {"turn_limit": 120} if game == "dj05135" else {}
    return TableSetup(game, tuple(Seat.remote(f"Phone {i + 1}") for i in range(seats)), seed, options)


class TablePlayer:
    """One game's view playing random moves for its phone seats, a state at a time."""

    def __init__(self, window: Any, game: str, seats: int, clock: PartClock) -> None:
        from PySide6.QtCore import QEvent, QObject
        from PySide6.QtWidgets import QGraphicsView

        self.game, self.seats, self.clock = game, seats, clock
        self.view = window.specs[game].factory(window.context)
        self.view.resize(WIDTH, HEIGHT)
        self.view.show()
        self.rng = random.Random(7)
        self.deals = 0
        self.given = self.given_cpu = 0.0
        self.paints = 0
        cards = self.view.shell.findChild(QGraphicsView)
        player = self

        class PaintTimer(QObject):
            """Times the paint of the table's viewport (the view's own handling, done here)."""

            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if event.type() != QEvent.Type.Paint:
                    return False
                player.paints += 1
                with clock.part("table paint"):
                    cards.viewportEvent(event)
                return True

        self._filter = PaintTimer()
        cards.viewport().installEventFilter(self._filter)
        self._deal()

    def _stamp(self, _change: object) -> None:
        self.given, self.given_cpu = time.perf_counter(), time.thread_time()

    def _deal(self) -> None:
        from engines.table.session import TableSession

        session = TableSession(_setup(self.game, self.seats, 1000 + self.deals))
        session.add_listener(self._stamp)  # before the shell's: the moment the shell is handed the state
        self.deals += 1
        self.view.shell.open_session(session, keep=False)
        self._settle()

    def _settle(self) -> None:
        from PySide6.QtWidgets import QApplication

        with self.clock.part("events"):
            for _ in range(PASSES):
                QApplication.processEvents()

    def step(self) -> tuple[float, float]:
        """Play one move and draw it: the seconds from the shell's hand-over to the end of its
        events, on the wall clock and in the GUI thread's processor time."""
        session = self.view.shell.session
        if session.over:
            self._deal()
            session = self.view.shell.session
        seat = session.to_act()
        session.play(seat, self.rng.choice(session.legal_for(seat)))
        self._settle()
        return time.perf_counter() - self.given, time.thread_time() - self.given_cpu

    def close(self) -> None:
        self.view.close()


def _run(player: TablePlayer, clock: PartClock) -> tuple[list[float], list[float], dict[str, float], float]:
    """Redraw times (ms: wall clock, processor time), each part's mean ms per state, and the
    table's paints per state."""
    for _ in range(WARM):
        player.step()
    clock.take()
    player.paints = 0
    times, cpu = [], []
    for _ in range(STATES):
        wall, used = player.step()
        times.append(wall * 1000)
        cpu.append(used * 1000)
    spent = clock.take()
    parts = {part: 1000 * seconds / STATES for part, seconds in spent.items()}
    parts["other"] = max(0.0, statistics.fmean(times) - sum(parts.values()))
    return times, cpu, parts, player.paints / STATES


#: Work counted per state under cProfile: (label, how a profile's entry is recognised).
COUNTED: tuple[tuple[str, Callable[[tuple[str, int, str]], bool]], ...] = (
    ("catalogue look-ups", lambda key: key[2] == "<built-in method translate>"),
    ("scene items added", lambda key: "method 'addItem'" in key[2]),
    ("accessible nodes updated", lambda key: key[2] == "set_node" and key[0].endswith("item.py")),
    ("log lines added", lambda key: key[2] == "_add" and key[0].endswith("seat_strips.py")),
)


#: The cards of the three tables, whose paints are counted (their pictures, not the labels').
CARDS = (
    "app.verso.cards:VersoCardItem",
    "app.revorso.cards:RevorsoCardItem",
    "app.dj05135.sprites:CardSprite",
)


def _card_paints() -> set[tuple[str, int, str]]:
    """The profile's keys of the cards' ``paint`` methods (file, first line, name)."""
    keys = set()
    for dotted in CARDS:
        module_name, name = dotted.split(":")
        code = getattr(importlib.import_module(module_name), name).paint.__code__
        keys.add((code.co_filename, code.co_firstlineno, code.co_name))
    return keys


def _count(player: TablePlayer) -> dict[str, float]:
    profile = cProfile.Profile()
    profile.enable()
    for _ in range(PROFILED):
        player.step()
    profile.disable()
    stats = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    cards = _card_paints()
    counted = [*COUNTED, ("cards painted", lambda key: key in cards)]
    return {
        label: sum(entry[1] for key, entry in stats.items() if match(key)) / PROFILED
        for label, match in counted
    }


def bench_table_redraw() -> list[Figure]:
    os.environ["RECTOVERSO_REDUCED_MOTION"] = "1"
    os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="bench-redraw-"))
    from app.bootstrap import create_app

    _app, window = create_app(headless=True, private_settings=True)
    clock = PartClock()
    figures = []
    with timed_parts(clock):
        only = os.environ.get("REDRAW_GAMES", "").split(",")
        for game, seats in GAMES:
            if only != [""] and game not in only:
                continue
            player = TablePlayer(window, game, seats, clock)
            times, cpu, parts, paints = _run(player, clock)
            counts = _count(player)
            player.close()
            detail = f"{STATES} states, {seats} phone seats, {WIDTH}×{HEIGHT}, {player.deals} deals"
            figures += [
                Figure(f"redraw {game}: median", statistics.median(times), "ms", "< 15 ms", detail),
                Figure(f"redraw {game}: p95", percentile(times, 0.95), "ms", "< 40 ms", detail),
                Figure(
                    f"redraw {game}: processor time, median",
                    statistics.median(cpu),
                    "ms",
                    "",
                    f"the GUI thread's, p95 {percentile(cpu, 0.95):.1f} ms: less lengthened by other load",
                ),
                Figure(
                    f"redraw {game}: mean", statistics.fmean(times), "ms", "", "the parts below add up to it"
                ),
            ]
            for part, ms in sorted(parts.items(), key=lambda item: -item[1]):
                figures.append(Figure(f"redraw {game}: {part}", ms, "ms/state", "", "mean"))
            work = ", ".join(f"{label} {value:.1f}" for label, value in counts.items())
            figures.append(Figure(f"redraw {game}: table paints", paints, "/state", "", f"per state: {work}"))
    window.close()
    return figures
