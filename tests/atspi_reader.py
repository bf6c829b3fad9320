"""Reads the app's accessibility tree over AT-SPI, as a screen reader does; run by Debian's Python.

The AT-SPI client library comes from Debian (python3-gi, gir1.2-atspi-2.0), not from the
virtual environment, so :mod:`tests.atspi_session` runs this script with the system's
``python3`` inside the test's own D-Bus session, and talks to it in JSON lines on stdin
and stdout. One request, one answer:

* ``{"op": "launch", "argv": [...], "env": {...}}`` starts the app and waits until it is on
  the accessibility bus;
* ``{"op": "tree", "path": [...], "depth": n}`` the subtree at ``path`` (child indexes from
  the app), each node ``{"path", "role", "name", "description", "states", "actions",
  "children"}``; ``{"op": "find", "name": ..., "role": ...}`` the shown nodes that match;
* ``{"op": "events"}`` the focus changes and announcements since the last call, each read
  as it happened (and, when the script's arguments name ``object:state-changed:showing``, the
  notifications shown, as an older screen reader hears the news);
* ``{"op": "key", "key": "Tab", "shift": false}`` a key pressed and released (through the
  X server, as a keyboard would); ``{"op": "act", "path": [...], "index": 0}`` an accessible
  action done;
* ``{"op": "quit"}``.

Answers start with :data:`MARK`: the bus's daemons, started by D-Bus in this session,
write their own lines to the same output.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

KEYSYMS = {
    "Tab": 0xFF09,
    "Return": 0xFF0D,
    "space": 0x20,
    "BackSpace": 0xFF08,
    "Escape": 0xFF1B,
    "Left": 0xFF51,
    "Up": 0xFF52,
    "Right": 0xFF53,
    "Down": 0xFF54,
    "F1": 0xFFBE,
    "F6": 0xFFC3,
    "Delete": 0xFFFF,
    "Shift_L": 0xFFE1,
    "Control_L": 0xFFE3,
}

MARK = "\x1eRV "

context = GLib.MainContext.default()
events: list[dict] = []
app: Atspi.Accessible | None = None
process: subprocess.Popen | None = None


def pump(seconds: float = 0.0) -> None:
    """Let the AT-SPI library read the bus (events come in only while it does)."""
    end = time.monotonic() + seconds
    while True:
        while context.iteration(False):
            pass
        if time.monotonic() >= end:
            return
        time.sleep(0.005)


def states(obj: Atspi.Accessible) -> list[str]:
    return sorted(state.value_nick for state in obj.get_state_set().get_states())


def actions(obj: Atspi.Accessible) -> list[dict]:
    action = obj.get_action_iface()
    if action is None:
        return []
    return [
        {"name": action.get_action_name(i), "description": action.get_action_description(i)}
        for i in range(action.get_n_actions())
    ]


def describe(obj: Atspi.Accessible, path: list[int]) -> dict:
    return {
        "path": path,
        "role": obj.get_role_name(),
        "name": obj.get_name() or "",
        "description": obj.get_description() or "",
        "states": states(obj),
        "actions": actions(obj),
    }


def at(path: list[int]) -> Atspi.Accessible:
    assert app is not None
    obj = app
    for index in path:
        obj = obj.get_child_at_index(index)
        if obj is None:
            raise LookupError(f"no object at {path}")
    return obj


def tree(obj: Atspi.Accessible, path: list[int], depth: int) -> dict:
    node = describe(obj, path)
    node["children"] = []
    if depth > 0:
        for index in range(obj.get_child_count()):
            child = obj.get_child_at_index(index)
            if child is not None:
                node["children"].append(tree(child, [*path, index], depth - 1))
    return node


def find(obj: Atspi.Accessible, path: list[int], want: dict, found: list[dict]) -> None:
    if "showing" not in states(obj) and path:
        return
    name, role = obj.get_name() or "", obj.get_role_name()
    if (
        ("name" not in want or name == want["name"])
        and ("name_starts" not in want or name.startswith(want["name_starts"]))
        and ("role" not in want or role == want["role"])
    ):
        found.append(describe(obj, path))
    if role in want.get("skip_roles", ()) or name in want.get("skip_names", ()):
        return
    for index in range(obj.get_child_count()):
        child = obj.get_child_at_index(index)
        if child is not None:
            find(child, [*path, index], want, found)


def on_event(event: Atspi.Event) -> None:
    try:
        if event.type.startswith("object:announcement"):
            events.append({"type": "announcement", "text": str(event.any_data)})
        elif event.type.startswith("object:state-changed:showing"):
            if event.detail1 == 1 and event.source.get_role_name() == "notification":
                events.append({"type": "notification", "text": event.source.get_name() or ""})
        elif event.detail1 == 1 and app is not None and event.source.get_application() == app:
            source = event.source
            events.append(
                {
                    "type": "focus",
                    "role": source.get_role_name(),
                    "name": source.get_name() or "",
                    "description": source.get_description() or "",
                    "states": states(source),
                }
            )
    except GLib.Error:  # the object was gone before it could be read
        pass


def launch(argv: list[str], env: dict) -> dict:
    global app, process
    process = subprocess.Popen(argv, env={**os.environ, **env}, stdin=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        pump(0.1)
        if process.poll() is not None:
            return {"error": f"the app ended with {process.returncode}"}
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            candidate = desktop.get_child_at_index(index)
            mine = candidate is not None and candidate.get_process_id() == process.pid
            if mine and candidate.get_child_count() > 0:
                app = candidate
                return {"pid": process.pid}
    return {"error": "the app did not come onto the accessibility bus"}


def key(name: str, shift: bool = False) -> None:
    sym = KEYSYMS.get(name, ord(name) if len(name) == 1 else None)
    if sym is None:
        raise ValueError(f"unknown key {name}")
    kind = Atspi.KeySynthType
    if shift:
        Atspi.generate_keyboard_event(KEYSYMS["Shift_L"], None, kind.PRESS)
    Atspi.generate_keyboard_event(sym, None, kind.SYM)
    if shift:
        Atspi.generate_keyboard_event(KEYSYMS["Shift_L"], None, kind.RELEASE)


def answer(request: dict) -> object:
    op = request["op"]
    if op == "launch":
        return launch(request["argv"], request.get("env", {}))
    if op == "tree":
        path = request.get("path", [])
        return tree(at(path), path, request.get("depth", 64))
    if op == "find":
        found: list[dict] = []
        find(at(request.get("path", [])), request.get("path", []), request, found)
        return found
    if op == "events":
        pump()
        taken = list(events)
        events.clear()
        return taken
    if op == "key":
        key(request["key"], request.get("shift", False))
        return True
    if op == "act":
        action = at(request["path"]).get_action_iface()
        return bool(action is not None and action.do_action(request.get("index", 0)))
    raise ValueError(f"unknown request {op}")


def reply(value: object, error: str = "") -> None:
    print(MARK + json.dumps({"error": error} if error else {"ok": value}), flush=True)


def main() -> int:
    listener = Atspi.EventListener.new(on_event)
    for kind in ("object:state-changed:focused", "object:announcement", *sys.argv[1:]):
        listener.register(kind)
    reply(True)
    buffer = b""
    try:
        while True:
            readable, _, _ = select.select([sys.stdin], [], [], 0.02)
            pump()
            if not readable:
                continue
            chunk = os.read(sys.stdin.fileno(), 65536)
            if not chunk:
                return 0
            buffer += chunk
            while b"\n" in buffer:
                line, buffer = buffer.split(b"\n", 1)
                request = json.loads(line)
                if request["op"] == "quit":
                    return 0
                try:
                    reply(answer(request))
                except (GLib.Error, LookupError, ValueError) as error:
                    reply(None, str(error))
    finally:
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()


if __name__ == "__main__":
    sys.exit(main())
