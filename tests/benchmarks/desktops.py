"""Six desktops at once: each table of a class served by a desktop process of its own.

In a classroom every table is a computer with its own screen: one app, one GUI thread, one
table. :func:`run_desktops` runs the six tables of
:data:`~tests.benchmarks.bench_phones.TABLES` that way, all at once on this machine: six child
processes (``python -m tests.benchmarks.desktops INDEX SECONDS``), each the app's view of its
one table with its :class:`~app.phones.host.PhoneHost`, measured as the one-desktop figure of
:mod:`tests.benchmarks.bench_tap_projector` is (:func:`~tests.benchmarks.projector.measure`).
Each child hands back its raw samples; the figures are taken over the pooled samples.

The phones are shared, as in the other figures: one process of six chromium pages
(:mod:`tests.benchmarks.tap_pages`) and one swarm of the 24 simulated phones, started here
and run on the cores the desktops leave (:data:`~tests.benchmarks.projector.PHONES_IDLE`).
Six browsers and six swarms would time this machine, not the classroom: there the phones are
devices of their own and take nothing from the computers, while each chromium brings its own
browser, GPU and network processes and Playwright's driver, all on the cores of the six
desktops (one browser and its six pages already take two fifths of two cores). One browser
with six pages is the least of the phones' cost this machine can pay, and keeps the phone
side the same as that of "six tables on one desktop", so the two figures differ only in how
the tables are split among processes. (A table's seeds follow its number in ``TABLES``, as
in that run: the two tables of a game play different games.)

Each desktop talks with this process in JSON lines. On its stdout (the app's own output goes
to stderr): ``{"t": "ready"}`` once its window is up, each table dealt (``{"t": "table",
...}``, passed on to the phones), ``{"t": "stop"}`` when its time is up, and at last
``{"t": "samples", ...}``. On its stdin: ``{"t": "go"}`` once every desktop is ready, so that
the six play over the same seconds, and, once all six have stopped and the phones have
settled, ``{"t": "answers", ...}``: what the phones saw of its table.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, TextIO

from tests.benchmarks.bench_phones import SWARM, TABLES, Helpers
from tests.benchmarks.processor_time import cpu_seconds, process_tree
from tests.benchmarks.projector import PHONES_IDLE, TAP_PAGES, Samples, measure

__all__ = ["Cores", "run_desktops"]

#: Seconds a run may take beyond its own: six apps starting on two cores, the phones settling.
SLACK_SECONDS = 180.0


class Relay:
    """The phones as a desktop child sees them: the parent, over stdout and stdin."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.heard: queue.Queue[dict[str, Any]] = queue.Queue()
        threading.Thread(target=self._listen, daemon=True).start()

    def _listen(self) -> None:
        for line in sys.stdin:
            self.heard.put(json.loads(line))
        self.heard.put({"t": "gone"})

    def _expect(self, kind: str) -> dict[str, Any]:
        message = self.heard.get()
        if message["t"] != kind:
            raise RuntimeError(f"the benchmark said {message['t']!r}, not {kind!r}")
        return message

    def send(self, message: dict[str, Any]) -> None:
        self.out.write(json.dumps(message) + "\n")
        self.out.flush()

    def ready(self) -> None:
        self.send({"t": "ready"})
        self._expect("go")

    def tell(self, order: dict[str, Any]) -> None:
        self.send(order)

    def answered(self) -> bool:
        return not self.heard.empty()

    def answers(self) -> dict[str, dict[str, Any]]:
        answers: dict[str, dict[str, Any]] = self._expect("answers")["answers"]
        return answers

    def close(self) -> None:
        """The phones are the parent's to end."""


@dataclasses.dataclass
class Cores:
    """How many of the machine's cores each side kept busy while the six played (None where
    ``/proc`` cannot tell): the desktops, and the phones (the chromium pages with their browser
    and its driver, and the simulated phones)."""

    desktops: float | None = None
    phones: float | None = None


class _Watch:
    """Processor time of the desktops and of the phones, from the six starting to their stop."""

    def __init__(self, desktops: list[Desktop], phones: Helpers) -> None:
        self.sides = {
            "desktops": [desktop.process.pid for desktop in desktops],
            "phones": [helper.process.pid for helper in phones.processes.values()],
        }
        self.start: dict[int, float] | None = None
        self.started = 0.0
        self.cores = Cores()

    def _read(self) -> tuple[dict[str, set[int]], dict[int, float] | None]:
        """Each side's processes now, and the processor seconds each has taken."""
        sides = self.sides.items()
        trees = {side: {pid for root in roots for pid in process_tree(root)} for side, roots in sides}
        return trees, cpu_seconds([pid for pids in trees.values() for pid in pids])

    def go(self) -> None:
        self.start, self.started = self._read()[1], time.monotonic()

    def stop(self) -> None:
        (trees, end), wall = self._read(), time.monotonic() - self.started
        if self.start is None or end is None or wall <= 0:
            return
        start = self.start
        for side, pids in trees.items():
            spent = sum(end[pid] - start.get(pid, 0.0) for pid in pids if pid in end)
            setattr(self.cores, side, spent / wall)


def _share(answers: dict[str, dict[str, Any]], index: int) -> dict[str, dict[str, Any]]:
    """What the shared phones answered about table ``index`` alone."""
    return {
        SWARM: {"rounds": [r for r in answers[SWARM]["rounds"] if r["table"] == index]},
        TAP_PAGES: {"downs": {str(index): answers[TAP_PAGES]["downs"].get(str(index), [])}},
    }


class Desktop:
    """One desktop child: its process and the lines it says, read on a thread of their own."""

    def __init__(
        self, index: int, seconds: float, heard: queue.Queue[tuple[int, dict[str, Any] | None]]
    ) -> None:
        self.index = index
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
            "XDG_DATA_HOME": tempfile.mkdtemp(prefix=f"bench-desktop-{index}-"),  # a computer's own
        }
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.benchmarks.desktops", str(index), str(seconds)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=Path(__file__).resolve().parents[2],
            env=env,
        )
        threading.Thread(target=self._read, args=(heard,), daemon=True).start()

    def _read(self, heard: queue.Queue[tuple[int, dict[str, Any] | None]]) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            heard.put((self.index, json.loads(line)))
        heard.put((self.index, None))

    def tell(self, message: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(message) + "\n")
        self.process.stdin.flush()


def run_desktops(seconds: float) -> tuple[list[Samples], Cores]:
    """The samples of each table of ``TABLES`` served by a desktop of its own, all at once,
    and the cores the desktops and the phones kept busy meanwhile."""
    phones = Helpers((TAP_PAGES,), PHONES_IDLE)
    heard: queue.Queue[tuple[int, dict[str, Any] | None]] = queue.Queue()
    desktops = [Desktop(index, seconds, heard) for index in range(len(TABLES))]
    watch = _Watch(desktops, phones)
    ready: set[int] = set()
    stopped: set[int] = set()
    samples: dict[int, Samples] = {}
    deadline = time.monotonic() + seconds + SLACK_SECONDS
    try:
        while len(samples) < len(desktops):
            try:
                index, message = heard.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                raise RuntimeError(f"the desktops took over {seconds + SLACK_SECONDS:.0f} s") from None
            if message is None:
                if index not in samples:
                    code = desktops[index].process.wait(10)
                    raise RuntimeError(f"desktop {index} ended without its samples (exit code {code})")
                continue
            kind = message.pop("t")
            if kind == "ready":
                ready.add(index)
                if len(ready) == len(desktops):
                    watch.go()
                    for desktop in desktops:
                        desktop.tell({"t": "go"})
            elif kind == "table":
                phones.tell({"t": kind, **message})
            elif kind == "stop":
                stopped.add(index)
                if len(stopped) == len(desktops):  # the phones stop once every table is done
                    watch.stop()
                    phones.tell({"t": "stop"})
                    answers = phones.answers()
                    for desktop in desktops:
                        desktop.tell({"t": "answers", "answers": _share(answers, desktop.index)})
            elif kind == "samples":
                samples[index] = Samples(**message)
        phones.close()
        for desktop in desktops:
            desktop.process.wait(30)
    finally:
        for desktop in desktops:
            if desktop.process.poll() is None:
                desktop.process.kill()
        for helper in phones.processes.values():
            if helper.process.poll() is None:
                with contextlib.suppress(OSError):  # a helper that died has no pipe to write to
                    helper.tell({"t": "stop"})
                with contextlib.suppress(subprocess.TimeoutExpired):
                    helper.process.wait(15)
            if helper.process.poll() is None:
                helper.process.kill()
    return [samples[index] for index in range(len(desktops))], watch.cores


def main(argv: list[str]) -> None:
    """A desktop child: table ``argv[0]`` of ``TABLES`` for ``argv[1]`` seconds."""
    out = os.fdopen(os.dup(sys.stdout.fileno()), "w")  # the protocol's own copy of stdout
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())  # anything else printed goes to stderr
    index, seconds = int(argv[0]), float(argv[1])
    relay = Relay(out)
    samples = measure((TABLES[index],), seconds, first_index=index, phones=relay)
    relay.send({"t": "samples", **dataclasses.asdict(samples)})


if __name__ == "__main__":
    main(sys.argv[1:])
