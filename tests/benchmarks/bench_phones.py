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
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.benchmarks import Figure

SECONDS = float(os.environ.get("PHONES_SECONDS", "600"))
#: Seconds before the caches of pictures and words are full: memory samples count from then.
WARM = 120.0
#: (game, phone seats) of the six tables: 30 phones, each game's seat counts respected.
TABLES = (("dj05135", 4), ("dj05135", 4), ("verso", 5), ("verso", 5), ("revorso", 6), ("revorso", 6))
#: How long a finished game stays up before the next deal (phones see the result).
GRACE_MS = 300
HOST = "127.0.0.1"


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
    #: What each of the run's helper processes answered, by module.
    answers: dict[str, dict[str, Any]] = field(default_factory=dict)


class Helper:
    """A process of the run besides the app's (the phones, the browser pages): told on stdin,
    one JSON line each, where the tables are dealt; it answers one JSON line once told to stop."""

    def __init__(self, module: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", module],
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


def run_tables(
    seconds: float,
    sample_every: float = 10.0,
    *,
    browser_seats: tuple[int, ...] = (),
    helpers: tuple[str, ...] = (),
    on_deal: Callable[[ServedView], None] | None = None,
    games: tuple[tuple[str, int], ...] = TABLES,
) -> Run:
    """The six tables and their thirty phones (or ``games``: (game, seats) a table) for
    ``seconds``, dealing again as games end.

    ``browser_seats`` are left to the processes ``helpers`` (modules told every deal as the
    swarm is, e.g. :mod:`tests.benchmarks.tap_pages`); ``on_deal(table)`` is called after each
    deal, on the GUI thread, with the new session on the table.
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
        tables.append(ServedView(index, game, seats, view))
    swarm, *others = processes = [Helper(module) for module in ("tests.benchmarks.phone_swarm", *helpers)]

    def deal(table: ServedView) -> None:
        """A new game on ``table`` (the previous one's moves counted), and its phones told where."""
        shell = table.view.shell
        if shell.session is not None:
            table.applied[table.round] = len(shell.session.state.history)
            table.round += 1
        setup = _setup(table.game, table.seats, 1000 * table.index + table.round)
        shell.open_session(TableSession(setup), phone_host=HOST)
        host = shell.phones
        order = {"t": "table", "table": table.index, "round": table.round, "url": host.url, "code": host.code,
                 "seats": table.seats, "browser": list(browser_seats)}  # fmt: skip
        for process in processes:
            process.tell(order)
        table.restarting = False
        if on_deal is not None:
            on_deal(table)

    def watch() -> None:
        for table in tables:
            session = table.view.shell.session
            if session is not None and session.over and not table.restarting:
                table.restarting = True
                table.finished += 1
                QTimer.singleShot(GRACE_MS, lambda t=table: deal(t))

    samples: list[tuple[float, int, float]] = []
    objects: list[tuple[float, int, float]] = []

    def sample() -> None:
        gc.collect()
        at, games = time.perf_counter() - started, sum(t.finished for t in tables)
        samples.append((at, games, rss_mb()))
        objects.append((at, games, len(gc.get_objects()) / 1000))

    for table in tables:
        deal(table)
    rss_start = rss_mb()
    started = time.perf_counter()
    ticker = QTimer()
    ticker.timeout.connect(watch)
    ticker.start(20)
    sampler = QTimer()
    sampler.timeout.connect(sample)
    sampler.start(int(sample_every * 1000))
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    ticker.stop()
    sampler.stop()
    for process in processes:
        process.tell({"t": "stop"})
    while any(process.answer.empty() for process in processes):  # the servers serve while they settle
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.01)
    played = time.perf_counter() - started
    result = json.loads(swarm.answer.get())
    for table in tables:
        session = table.view.shell.session
        table.applied[table.round] = len(session.state.history) if session is not None else 0
    rss_end = rss_mb()
    for table in tables:
        table.view.shell.phones.stop()
        table.view.close()
    for process in processes:
        process.process.wait(10)
    window.close()
    answers = {
        module: json.loads(process.answer.get()) for module, process in zip(helpers, others, strict=True)
    }
    return Run(result["rounds"], tables, played, rss_start, rss_end, samples, objects, answers)


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
