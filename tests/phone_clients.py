"""Real phones for the desktop tests: aiohttp WebSocket clients on a loop of their own.

The table's session lives in the Qt GUI thread, so a test must keep Qt's events flowing
while the phones wait for answers: each phone reads on a background loop and the test
waits with ``qtbot.waitUntil``.
"""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from typing import Any

import aiohttp
import pytest


class PhoneLoop:
    """One asyncio loop in a thread, for every phone of a test."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="test-phones", daemon=True)
        self.thread.start()

    def run(self, coro: Any, timeout: float = 10.0) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


class Phone:
    """One phone's WebSocket; every message it receives is kept in ``messages``."""

    def __init__(self, phones: PhoneLoop, url: str, source: str = "") -> None:
        """A phone at ``url``; ``source``: the address it connects from (a stranger's: 127.0.0.2)."""
        self.phones = phones
        self.source = source
        self.messages: list[dict[str, Any]] = []
        #: The serial of the last state this phone played a move from (0: none yet).
        self.played_serial = 0
        self.closed = False
        self._lock = threading.Lock()
        self.session: aiohttp.ClientSession | None = None
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        phones.run(self._open(url))

    async def _open(self, url: str) -> None:
        connector = aiohttp.TCPConnector(local_addr=(self.source, 0)) if self.source else None
        self.session = aiohttp.ClientSession(connector=connector)
        self.ws = await self.session.ws_connect(url + "ws")
        asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        assert self.ws is not None
        async for frame in self.ws:
            if frame.type is aiohttp.WSMsgType.TEXT:
                with self._lock:
                    self.messages.append(json.loads(frame.data))
        self.closed = True

    def send(self, message: dict[str, Any]) -> None:
        assert self.ws is not None
        self.phones.run(self.ws.send_json(message))

    def of_kind(self, kind: str) -> list[dict[str, Any]]:
        with self._lock:
            return [m for m in self.messages if m["t"] == kind]

    def last(self, kind: str) -> dict[str, Any] | None:
        found = self.of_kind(kind)
        return found[-1] if found else None

    def turn(self) -> dict[str, Any] | None:
        """The newest state that asks this phone to move and that it has not answered yet.

        Right after a move the phone still holds the state it moved from, until the table's
        next one arrives: a move chosen from that one names a used serial and the table
        refuses it as stale, so a test waits for this rather than for the last state.
        """
        state = self.last("state")
        if state is None or not state["your_turn"] or state["serial"] <= self.played_serial:
            return None
        return state

    def play(self, state: dict[str, Any], k: int) -> None:
        """Play move ``k`` of ``state`` (a state :meth:`turn` gave)."""
        self.played_serial = state["serial"]
        self.send({"t": "play", "serial": state["serial"], "k": k})

    def errors(self) -> list[str]:
        return [m["code"] for m in self.of_kind("error")]

    def close(self) -> None:
        async def shut() -> None:
            if self.ws is not None:
                await self.ws.close()
            if self.session is not None:
                await self.session.close()

        self.phones.run(shut())


def play_move(
    qtbot: Any,
    phone: Phone,
    history: Any,
    choose: Any = lambda state: state["legal"][0],
    timeout: int = 10_000,
) -> dict[str, Any]:
    """The phone plays the move ``choose`` picks from its newest state, as a real phone does: a
    state may come after the one it read (another seat's news), so a ``stale`` answer means
    playing again from the newest; returns the state the move was chosen from.

    ``history`` is the session's move list: the move counts once it grows."""
    before = len(history())
    for _ in range(5):
        qtbot.waitUntil(lambda: (m := phone.last("state")) is not None and m["your_turn"], timeout=timeout)
        state = phone.last("state")
        assert state is not None
        stale = phone.errors().count("stale")
        phone.send({"t": "play", "serial": state["serial"], "k": choose(state)["k"]})
        qtbot.waitUntil(
            lambda refused=stale: len(history()) > before or phone.errors().count("stale") > refused,
            timeout=timeout,
        )
        if len(history()) > before:
            return state
    raise AssertionError("the move was refused as stale five times in a row")


def sit(
    qtbot: Any, phones: PhoneLoop, url: str, code: str, seat: int, name: str, timeout: int = 10_000
) -> Phone:
    """A phone that joined the table with ``code`` as ``name`` and sits at ``seat``."""
    phone = Phone(phones, url)
    phone.send({"t": "hello", "code": code, "name": name, "lang": "en"})
    qtbot.waitUntil(lambda: phone.last("table") is not None, timeout=timeout)
    phone.send({"t": "sit", "seat": seat})
    qtbot.waitUntil(lambda: phone.last("state") is not None, timeout=timeout)
    return phone


def table_fixture(game: str) -> Any:
    """A fixture ``table``: ``game``'s view on screen in the main window, with no autosave to
    resume; the phones it served are stopped after the test."""

    @pytest.fixture
    def table(main_window: Any, qtbot: Any) -> Iterator[Any]:
        view = main_window.view(game)
        view.shell.store.clear_autosave(game)
        assert main_window.show_view(game)
        qtbot.waitExposed(view)
        yield view
        view.shell.phones.stop()

    return table
