"""The app in a real window, read over AT-SPI as a screen reader reads it (Linux only).

An :class:`AtspiSession` starts an X server of its own (Xvfb), a D-Bus session for it
(``dbus-run-session``, whose accessibility bus Debian's at-spi2-core starts on demand), the
reader :mod:`tests.atspi_reader` under the system's Python (it needs python3-gi and
gir1.2-atspi-2.0 from Debian), and the app (:mod:`tests.atspi_app`) under the virtual
environment's. ``make atspi`` installs what is missing where apt can be used; without it
the tests are skipped and say which piece is missing.

Everything that waits polls the tree or the events for what it waits for, with a generous
deadline: a busy machine makes a test slower, never wrong.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
SYSTEM_PYTHON = "/usr/bin/python3"
#: What starts each answer of the reader (tests/atspi_reader.py).
MARK = "\x1eRV "
#: How long anything may take on a loaded machine before a test gives up.
PATIENCE = 60.0

Node = dict[str, Any]


def missing() -> str:
    """Why the AT-SPI tests cannot run here ("" when they can)."""
    if not sys.platform.startswith("linux"):
        return "AT-SPI is Linux's accessibility bus"
    for tool, package in (("Xvfb", "xvfb"), ("dbus-run-session", "dbus-daemon")):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (Debian: {package}; make atspi installs it)"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi2-core is not installed (make atspi installs it)"
    probe = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"
    if (
        not Path(SYSTEM_PYTHON).exists()
        or subprocess.run([SYSTEM_PYTHON, "-c", probe], capture_output=True, check=False).returncode
    ):
        return "python3-gi and gir1.2-atspi-2.0 are not installed (make atspi installs them)"
    return ""


def _free_display() -> int:
    number = 140 + os.getpid() % 300
    while Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
        number += 1
    return number


def walk(node: Node) -> Iterator[Node]:
    yield node
    for child in node.get("children", ()):
        yield from walk(child)


class AtspiSession:
    """An X server, a D-Bus session with its accessibility bus, the reader and the app."""

    def __init__(self, spec: dict[str, Any], listen: tuple[str, ...] = ()) -> None:
        self.spec = spec
        #: AT-SPI events the reader listens for besides the focus and announcements.
        self.listen = listen
        self.home = Path(tempfile.mkdtemp(prefix="rectoverso-atspi-"))
        self.display = _free_display()
        self.xvfb: subprocess.Popen[bytes] | None = None
        self.reader: subprocess.Popen[str] | None = None
        #: Focus changes and announcements heard and not yet taken, oldest first.
        self.heard: list[dict[str, Any]] = []

    def __enter__(self) -> AtspiSession:
        reason = missing()
        if reason:
            pytest.skip(f"no AT-SPI test: {reason}")
        display = f":{self.display}"
        self.xvfb = subprocess.Popen(
            ["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self._wait(lambda: Path(f"/tmp/.X11-unix/X{self.display}").exists(), "the X server")
        env = {
            **os.environ,
            "DISPLAY": display,
            "HOME": str(self.home),
            "XDG_RUNTIME_DIR": str(self.home / "runtime"),
            "NO_AT_BRIDGE": "0",
        }
        (self.home / "runtime").mkdir(mode=0o700)
        for key in ("DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "QT_QPA_PLATFORM"):
            env.pop(key, None)
        self.reader = subprocess.Popen(
            ["dbus-run-session", "--", SYSTEM_PYTHON, str(ROOT / "tests" / "atspi_reader.py"), *self.listen],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        assert self._read().get("ok"), "the AT-SPI reader did not start"
        app_env = {
            "QT_QPA_PLATFORM": "xcb",
            "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
            "RECTOVERSO_REDUCED_MOTION": "1",
            "XDG_CONFIG_HOME": str(self.home / "config"),
            "XDG_DATA_HOME": str(self.home / "data"),
            "XDG_CACHE_HOME": str(self.home / "cache"),
            "PYTHONPATH": str(ROOT),
        }
        argv = [sys.executable, str(ROOT / "tests" / "atspi_app.py"), json.dumps(self.spec)]
        self.ask("launch", argv=argv, env=app_env)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.reader is not None and self.reader.poll() is None:
            assert self.reader.stdin is not None
            try:
                self.reader.stdin.write(json.dumps({"op": "quit"}) + "\n")
                self.reader.stdin.flush()
                self.reader.wait(20)
            except (OSError, subprocess.TimeoutExpired):
                self.reader.kill()
        if self.xvfb is not None:
            self.xvfb.terminate()
            self.xvfb.wait(10)
        shutil.rmtree(self.home, ignore_errors=True)

    # -- talking to the reader ---------------------------------------------------------------

    def ask(self, op: str, **fields: Any) -> Any:
        assert self.reader is not None and self.reader.stdin is not None and self.reader.stdout is not None
        self.reader.stdin.write(json.dumps({"op": op, **fields}) + "\n")
        self.reader.stdin.flush()
        reply = self._read()
        if "error" in reply:
            raise AssertionError(f"{op}: {reply['error']}")
        return reply["ok"]

    def _read(self) -> dict[str, Any]:
        """The reader's next answer (the bus daemons' own lines, without the mark, are skipped)."""
        assert self.reader is not None and self.reader.stdout is not None
        while True:
            line = self.reader.stdout.readline()
            assert line, "the AT-SPI reader stopped"
            if line.startswith(MARK):
                answer: dict[str, Any] = json.loads(line[len(MARK) :])
                return answer

    def tree(self, path: list[int] | None = None, depth: int = 64) -> Node:
        return self.ask("tree", path=path or [], depth=depth)

    def tree_if_shown(self, node: Node) -> Node | None:
        """The tree below ``node`` now, or None while it is not shown (a page over it, the end
        page in its place). A node is reached by its place among its siblings, and a widget
        shown or hidden before it moves it: then it is found again by its role and name, and
        kept at its new place."""
        try:
            tree = self.tree(node["path"])
            if (tree["role"], tree["name"]) == (node["role"], node["name"]):
                return tree
        except AssertionError:  # no object at that place any more
            pass
        for moved in self.find(role=node["role"], name=node["name"]):
            node["path"] = moved["path"]
            try:
                return self.tree(moved["path"])
            except AssertionError:  # gone again between the two reads
                return None
        return None

    def tree_of(self, node: Node) -> Node:
        """The tree below ``node``, once it is shown (:meth:`tree_if_shown`)."""
        found: Node = self._wait(lambda: self.tree_if_shown(node), f"{node['name']} shown")
        return found

    def find(self, path: list[int] | None = None, **want: Any) -> list[Node]:
        return self.ask("find", path=path or [], **want)

    def events(self) -> list[dict[str, Any]]:
        return self.ask("events")

    def key(self, key: str, shift: bool = False) -> None:
        self.ask("key", key=key, shift=shift)

    def act(self, node: Node, index: int = 0) -> None:
        assert self.ask("act", path=node["path"], index=index), f"could not act on {node['name']}"

    def saved(self, game: str) -> Any:
        """The game's state as the app last saved it (it saves after every move), or None."""
        from engines.table.saves import read_table

        found = list(Path(self.home, "data").rglob(f"autosave-{game}.json"))
        loaded = read_table(found[0], game) if found else None
        return loaded.state if loaded is not None and loaded.ok else None

    # -- waiting -----------------------------------------------------------------------------

    def _wait(self, ready: Callable[[], Any], what: str) -> Any:
        deadline = time.monotonic() + PATIENCE
        while time.monotonic() < deadline:
            value = ready()
            if value:
                return value
            time.sleep(0.03)
        raise AssertionError(f"waited {PATIENCE:.0f} s for {what}")

    def wait_for(self, ready: Callable[[], Any], what: str) -> Any:
        """Poll ``ready`` until it gives something true (returned), or fail naming ``what``."""
        return self._wait(ready, what)

    def wait_node(self, what: str, path: list[int] | None = None, **want: Any) -> Node:
        """The first shown node matching ``want`` (as :meth:`find`), once there is one."""
        return self._wait(lambda: next(iter(self.find(path, **want)), None), what)

    def hear(self, kind: str, matches: Callable[[dict[str, Any]], bool], what: str) -> dict[str, Any]:
        """The first ``kind`` event ("focus", "announcement", "notification") heard that
        ``matches``, waiting for it; it is taken (what else was heard stays, in its order)."""

        def arrived() -> dict[str, Any] | None:
            self.heard.extend(self.events())
            for index, event in enumerate(self.heard):
                if event["type"] == kind and matches(event):
                    del self.heard[index]
                    return event
            return None

        return self._wait(arrived, what)

    def forget_heard(self) -> None:
        self.events()
        self.heard.clear()
