"""The phone tables under load: 30 phones on 6 tables served by the desktop app, for a minute.

Six card tables are open the way the desktop opens them: each game's real view (two
DJ05135, two Verso, two Revorso) in offscreen Qt, its session on the GUI thread, its
:class:`~app.phones.host.PhoneHost` serving it on the loopback address from the server's
own thread, and Qt's event loop running in the main thread. Every seat is a phone: 4 + 4
+ 5 + 5 + 6 + 6 = 30 simulated phones (:mod:`tests.benchmarks.phone_swarm`, a process of
their own: plain aiohttp WebSockets, the real protocol) play at bot speed. When a game
ends the table deals the next one at once, as "Play again" does (a new server and code;
the phones join it again), so play goes on for the whole run.

Figures: moves sent and applied (the sessions' histories), moves lost or applied twice
(both must be 0), updates that never reached a seat, refusals, the median and 95th
percentile of the time from a move's send until every other seat of its table has the
update (target: p95 under 100 ms), games finished, and the server process's memory (RSS)
before and after the run, and its growth per 100 games after the first two minutes (the
caches of pictures and words fill then; target: at most 1 MB). ``PHONES_SECONDS`` shortens
the run (default 600: ten minutes). ``bench_phones_soak`` runs the same for thirty.
"""

from __future__ import annotations

import json
import os
import queue
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from tests.benchmarks import Figure

SECONDS = float(os.environ.get("PHONES_SECONDS", "600"))
#: Seconds before the caches of pictures and words are full: memory samples count from then.
WARM = 120.0
#: (game, phone seats) of the six tables: 30 phones, each game's seat counts respected.
TABLES = (("dj05135", 4), ("dj05135", 4), ("verso", 5), ("verso", 5), ("revorso", 6), ("revorso", 6))
#: How long a finished game stays up before the next deal (phones see the result).
GRACE_MS = 300
HOST = "127.0.0.1"
#: The simulated phones' module: every run has them.
SWARM = "tests.benchmarks.phone_swarm"


def rss_mb() -> float:
    """This process's resident memory, in MB (Linux; 0 elsewhere)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))] if ordered else 0.0


@dataclass
class ServedView:
    """One table of the run: its view, and the moves each of its games applied."""

    index: int
    game: str
    seats: int
    view: Any
    round: int = 0
    applied: dict[int, int] = field(default_factory=dict)
    finished: int = 0
    restarting: bool = False


def _setup(game: str, seats: int, seed: int) -> Any:
    from engines.table.seats import Seat, TableSetup

    phones = tuple(Seat.remote(f"Phone {i + 1}") for i in range(seats))
    options = {"turn_limit": 120} if game == "dj05135" else {}
    return TableSetup(game, phones, seed, options)


@dataclass
class Run:
    """What one run of the tables gave: the swarm's rounds, the tables, and memory over time."""

    rounds: list[dict[str, Any]]
    tables: list[ServedView]
    played: float
    rss_start: float
    rss_end: float
    #: (seconds since the start, games finished so far, RSS in MB), every ``sample_every`` s.
    samples: list[tuple[float, int, float]] = field(default_factory=list)
    #: (seconds, games finished, thousands of Python objects alive), taken with ``samples``:
    #: memory that grows while these stay level is held by caches and the allocator, not by
    #: tables kept alive.
    objects: list[tuple[float, int, float]] = field(default_factory=list)
    #: What each of the run's phone processes answered, by module (the swarm's too).
    answers: dict[str, dict[str, Any]] = field(default_factory=dict)


class Helper:
    """A process of the run besides the app's (the phones, the browser pages): told on stdin,
    one JSON line each, where the tables are dealt; it answers one JSON line once told to stop.

    ``idle``: the process and those it starts run under Linux's idle scheduling policy
    (``chrt --idle``), on the cores the app leaves; where ``chrt`` is missing, as any other.
    A lower ``nice`` would not hold: chromium sets its own processes' priorities again.
    """

    def __init__(self, module: str, idle: bool = False) -> None:
        command = [sys.executable, "-m", module]
        if idle and shutil.which("chrt"):
            command = ["chrt", "--idle", "0", *command]
        self.process = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=Path(__file__).resolve().parents[2],
        )
        self.answer: queue.Queue[str] = queue.Queue()
        out = self.process.stdout
        assert out is not None
        threading.Thread(target=lambda: self.answer.put(out.readline()), daemon=True).start()

    def tell(self, order: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(order) + "\n")
        self.process.stdin.flush()


class Phones(Protocol):
    """Where the phones of a run are, as :func:`run_tables` tells them of its tables."""

    def ready(self) -> None:
        """The views are up: return when the tables may be dealt."""

    def tell(self, order: dict[str, Any]) -> None:
        """A table dealt (``{"t": "table", ...}``), or ``{"t": "stop"}`` at the end."""

    def answered(self) -> bool:
        """Whether every phone process answered the stop."""

    def answers(self) -> dict[str, dict[str, Any]]:
        """What each phone process answered, by module (once :meth:`answered`)."""

    def close(self) -> None:
        """The tables are closed: let the phone processes end."""


class Helpers:
    """The phones as processes of this run: the swarm and ``modules``, each told every deal."""

    def __init__(self, modules: tuple[str, ...] = (), idle: bool = False) -> None:
        self.processes = {module: Helper(module, idle) for module in (SWARM, *modules)}

    def ready(self) -> None:
        """Nothing to wait for: orders wait in the pipes until the processes read them."""

    def tell(self, order: dict[str, Any]) -> None:
        for process in self.processes.values():
            process.tell(order)

    def answered(self) -> bool:
        return not any(process.answer.empty() for process in self.processes.values())

    def answers(self) -> dict[str, dict[str, Any]]:
        return {module: json.loads(process.answer.get()) for module, process in self.processes.items()}

    def close(self) -> None:
        for process in self.processes.values():
            process.process.wait(10)


def run_tables(
    seconds: float,
    sample_every: float = 10.0,
    *,
    browser_seats: tuple[int, ...] = (),
    helpers: tuple[str, ...] = (),
    on_deal: Callable[[ServedView], None] | None = None,
    games: tuple[tuple[str, int], ...] = TABLES,
    first_index: int = 0,
    phones: Phones | None = None,
) -> Run:
    """The six tables and their thirty phones (or ``games``: (game, seats) a table) for
    ``seconds``, dealing again as games end.

    ``browser_seats`` are left to the processes ``helpers`` (modules told every deal as the
    swarm is, e.g. :mod:`tests.benchmarks.tap_pages`); ``on_deal(table)`` is called after each
    deal, on the GUI thread, with the new session on the table. The tables are numbered from
    ``first_index`` (their seeds follow the number); ``phones`` replaces the swarm and
    ``helpers`` started here by phones elsewhere (:mod:`tests.benchmarks.desktops`).
    """
    os.environ.setdefault("RECTOVERSO_REDUCED_MOTION", "1")
    os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="bench-phones-"))
    import gc

    from PySide6.QtCore import QEventLoop, QTimer

    from app.bootstrap import create_app
    from engines.table.session import TableSession

    app, window = create_app(headless=True, private_settings=True)
    tables: list[ServedView] = []
    for index, (game, seats) in enumerate(games):
        view = window.specs[game].factory(window.context)
        view.resize(960, 600)
        view.show()
        tables.append(ServedView(first_index + index, game, seats, view))
    if phones is None:
        phones = Helpers(helpers)

    def deal(table: ServedView) -> None:
        """A new game on ``table`` (the previous one's moves counted), and its phones told where."""
        shell = table.view.shell
        if shell.session is not None:
            table.applied[table.round] = len(shell.session.state.history)
            table.round += 1
        setup = _setup(table.game, table.seats, 1000 * table.index + table.round)
        session = TableSession(setup)
        shell.open_session(session, phone_host=HOST)
        session.add_listener(lambda _change: ended(table, session))
        host = shell.phones
        order = {"t": "table", "table": table.index, "round": table.round, "url": host.url, "code": host.code,
                 "seats": table.seats, "browser": list(browser_seats)}  # fmt: skip
        phones.tell(order)
        table.restarting = False
        if on_deal is not None:
            on_deal(table)

    def ended(table: ServedView, session: TableSession) -> None:
        """Deal again once ``session`` is over, as the session tells: a timer looking every
        20 ms woke the GUI thread 50 times a second for the benchmark's sake, through every
        event filter of the app, on cores that six desktops share."""
        current = session is table.view.shell.session  # a game replaced may still tell its end
        if current and session.over and dealing and not table.restarting:
            table.restarting = True
            table.finished += 1
            QTimer.singleShot(GRACE_MS, lambda: deal(table) if dealing else None)

    samples: list[tuple[float, int, float]] = []
    objects: list[tuple[float, int, float]] = []

    def sample() -> None:
        gc.collect()
        at, games = time.perf_counter() - started, sum(t.finished for t in tables)
        samples.append((at, games, rss_mb()))
        objects.append((at, games, len(gc.get_objects()) / 1000))

    phones.ready()
    dealing = True
    for table in tables:
        deal(table)
    rss_start = rss_mb()
    started = time.perf_counter()
    sampler = QTimer()
    sampler.timeout.connect(sample)
    sampler.start(int(sample_every * 1000))
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    dealing = False  # no new game while the phones settle
    sampler.stop()
    phones.tell({"t": "stop"})
    while not phones.answered():  # the servers serve while the phones settle
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.01)
    played = time.perf_counter() - started
    answers = phones.answers()
    for table in tables:
        session = table.view.shell.session
        table.applied[table.round] = len(session.state.history) if session is not None else 0
    rss_end = rss_mb()
    for table in tables:
        table.view.shell.phones.stop()
        table.view.close()
    phones.close()
    window.close()
    return Run(answers[SWARM]["rounds"], tables, played, rss_start, rss_end, samples, objects, answers)


def growth_per_100_games(samples: list[tuple[float, int, float]], after: float = 0.0) -> float:
    """The least-squares slope of memory against games finished, in MB per 100 games, over
    the samples taken ``after`` seconds into the run (caches fill in the first minutes)."""
    points = [(games, rss) for seconds, games, rss in samples if seconds >= after]
    if len(points) < 2:
        return 0.0
    mean_games = statistics.fmean(g for g, _ in points)
    mean_rss = statistics.fmean(r for _, r in points)
    spread = sum((g - mean_games) ** 2 for g, _ in points)
    if spread == 0:
        return 0.0
    slope = sum((g - mean_games) * (r - mean_rss) for g, r in points) / spread
    return slope * 100


def bench_phone_tables_under_load() -> list[Figure]:
    run = run_tables(SECONDS)
    growth = growth_per_100_games(run.samples, WARM if SECONDS > 2 * WARM else 0.0)
    return [
        *_figures(run.rounds, run.tables, run.played, run.rss_start, run.rss_end),
        Figure(
            "phones: memory growth per 100 games", growth, "MB", "<= 1 MB", f"after the first {WARM:.0f} s"
        ),
    ]


def _figures(
    rounds: list[dict[str, Any]], tables: list[ServedView], played: float, rss_start: float, rss_end: float
) -> list[Figure]:
    sent = sum(r["sent"] for r in rounds)
    applied = sum(sum(t.applied.values()) for t in tables)
    lost = duplicated = 0
    for r in rounds:
        difference = tables[r["table"]].applied.get(r["round"], 0) - r["sent"]
        duplicated += max(0, difference)
        lost += max(0, -difference)
    spans = [s * 1000 for r in rounds for s in r["spans"]]
    errors: dict[str, int] = {}
    for r in rounds:
        for code, count in r["errors"].items():
            errors[code] = errors.get(code, 0) + count
    missing = sum(r["missing_updates"] for r in rounds)
    misplaced = sum(r["misplaced"] for r in rounds)
    doubled = sum(r["duplicate_sends"] + r["duplicate_states"] for r in rounds)
    finished = sum(t.finished for t in tables)
    by_game = ", ".join(
        f"{game} {sum(t.finished for t in tables if t.game == game)}"
        for game in ("dj05135", "verso", "revorso")
    )
    detail = f"{len(tables)} tables, {sum(t.seats for t in tables)} phones, {played:.0f} s"
    refused = ", ".join(f"{code} {count}" for code, count in sorted(errors.items())) or "none"
    return [
        Figure("phones: moves sent", sent, "moves", detail=f"{sent / played:.0f}/s; {detail}"),
        Figure("phones: moves applied", applied, "moves", detail="the sessions' histories"),
        Figure("phones: moves lost", lost, "moves", "0", "sent, never applied"),
        Figure("phones: moves applied twice", duplicated, "moves", "0", "applied, never sent"),
        Figure("phones: updates that never came", missing, "states", "0", f"misplaced serials {misplaced}"),
        Figure("phones: refusals", sum(errors.values()), "messages", "0", f"{refused}; doubled {doubled}"),
        Figure(
            "phones: send -> all other seats updated, median",
            statistics.median(spans) if spans else 0.0,
            "ms",
            detail=f"{len(spans)} moves",
        ),
        Figure("phones: send -> all other seats updated, p95", percentile(spans, 0.95), "ms", "< 100 ms"),
        Figure("phones: send -> all other seats updated, max", max(spans, default=0.0), "ms"),
        Figure("phones: games finished", finished, "games", detail=by_game),
        Figure(
            "phones: server process RSS after the run", rss_end, "MB", detail=f"{rss_start:.0f} MB at start"
        ),
    ]
