"""Simulated phones for the phone tables' load benchmark: a process of its own, real WebSockets.

The benchmark (:mod:`tests.benchmarks.bench_phones`) runs the desktop's tables and their
servers; the phones run here, in another process, so their work does not share the
server process's interpreter lock (in a classroom each phone is its own device).

Lines of JSON on stdin tell the swarm which tables to join::

    {"t": "table", "table": 0, "round": 0, "url": "http://127.0.0.1:PORT/", "code": "ABCD", "seats": 4}
    {"t": "stop"}

A table line may name seats left to real browser pages (``"browser": [0]``, see
:mod:`tests.benchmarks.tap_pages`). For each table line, one client per other seat says
``hello``, sits, waits until every seat is taken, then plays at bot speed: when its state
says it is its turn it sends at once a move chosen by the random bot's policy (a uniform
choice among the moves offered), never more than :data:`MAX_PER_SECOND` messages a second
(the server's flood limit is 20). On ``stop`` the swarm stops playing, lets what is in
flight arrive and prints one JSON line of results.

Matching a move to the updates it causes: every change of the session sends each phone seat
one state, in seat order, and the server numbers them one after the other. With ``n`` phone
seats, the states of change ``b`` carry serials ``b*n+1 … b*n+n`` (seat ``i`` gets
``b*n+1+i``), so the move played from serial ``s`` is seen by seat ``j`` in the state with
serial ``((s-1)//n + 1)*n + 1 + j``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import sys
import time
from collections import Counter, deque
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import aiohttp

#: The most messages a simulated phone sends in one second (the server refuses over 20).
MAX_PER_SECOND = 18
#: How long to wait after ``stop`` for the moves and states in flight.
SETTLE_SECONDS = 1.5


@dataclass
class Round:
    """One game on one table, as its phones saw it."""

    table: int
    round: int
    seats: int
    #: The seats a real browser page takes (this swarm neither plays nor counts them).
    browser: frozenset[int] = frozenset()
    sent: dict[int, float] = field(default_factory=dict)  # serial played -> when it was sent
    senders: dict[int, int] = field(default_factory=dict)  # serial played -> seat
    received: dict[int, float] = field(default_factory=dict)  # serial -> when it arrived
    received_by: dict[int, int] = field(default_factory=dict)  # serial -> seat it reached
    duplicate_sends: int = 0
    duplicate_states: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    everyone: asyncio.Event = field(default_factory=asyncio.Event)
    over: bool = False


class SimulatedPhone:
    """One phone at one seat: joins, sits, and answers its turns at once."""

    def __init__(self, game: Round, seat: int, url: str, code: str, playing: asyncio.Event) -> None:
        self.game = game
        self.seat = seat
        self.url = url
        self.code = code
        self.playing = playing
        self.rng = random.Random(game.table * 1000 + game.round * 10 + seat)
        self._sent_times: deque[float] = deque()

    async def run(self, http: aiohttp.ClientSession) -> None:
        try:
            async with http.ws_connect(self.url + "ws") as ws:
                await ws.send_json({"t": "hello", "code": self.code, "name": f"P{self.seat}", "lang": "en"})
                await ws.send_json({"t": "sit", "seat": self.seat})
                async for frame in ws:
                    if frame.type is not aiohttp.WSMsgType.TEXT:
                        break
                    if not await self._on_message(ws, json.loads(frame.data)):
                        break
        except (aiohttp.ClientError, ConnectionError, asyncio.CancelledError):
            pass

    async def _on_message(self, ws: aiohttp.ClientWebSocketResponse, message: dict[str, Any]) -> bool:
        game, kind = self.game, message["t"]
        if kind == "table":
            if not any(seat["free"] for seat in message["seats"]):
                game.everyone.set()
        elif kind == "error":
            game.errors[message["code"]] += 1
        elif kind == "closed":
            return False
        elif kind == "state":
            await self._on_state(ws, message)
        return True

    async def _on_state(self, ws: aiohttp.ClientWebSocketResponse, state: dict[str, Any]) -> None:
        game, serial = self.game, state["serial"]
        if serial in game.received:
            game.duplicate_states += 1
        else:
            game.received[serial] = time.perf_counter()
            game.received_by[serial] = self.seat
        if state["over"]:
            game.over = True
        if not state["your_turn"] or not state["legal"]:
            return
        await game.everyone.wait()
        await self._pace()
        if not self.playing.is_set():
            return
        if serial in game.sent:
            game.duplicate_sends += 1
            return
        k = self.rng.randrange(len(state["legal"]))  # the random bot: any offered move alike
        game.sent[serial] = time.perf_counter()
        game.senders[serial] = self.seat
        await ws.send_json({"t": "play", "serial": serial, "k": k})

    async def _pace(self) -> None:
        """Stay under the server's flood limit, as a person's thumb would."""
        now = time.perf_counter()
        while self._sent_times and now - self._sent_times[0] > 1.0:
            self._sent_times.popleft()
        if len(self._sent_times) >= MAX_PER_SECOND:
            await asyncio.sleep(1.0 - (now - self._sent_times[0]) + 0.001)
        self._sent_times.append(time.perf_counter())


def latencies(game: Round) -> tuple[list[float], int]:
    """Per move sent: seconds until every other seat had its update; and how many updates never came."""
    n = game.seats
    spans: list[float] = []
    missing = 0
    for serial, sent_at in game.sent.items():
        block = (serial - 1) // n + 1
        arrivals = []
        for seat in range(n):
            if seat == game.senders[serial] or seat in game.browser:
                continue
            arrived = game.received.get(block * n + 1 + seat)
            if arrived is None:
                missing += 1
            else:
                arrivals.append(arrived - sent_at)
        if arrivals and len(arrivals) == n - 1 - len(game.browser):
            spans.append(max(arrivals))
    return spans, missing


def misplaced(game: Round) -> int:
    """States whose serial is not the one the seat-order numbering gives their seat (should be 0)."""
    return sum(1 for serial, seat in game.received_by.items() if (serial - 1) % game.seats != seat)


async def orders() -> AsyncIterator[dict[str, Any]]:
    """The tables the benchmark deals, one JSON line of stdin each, until it says ``stop``."""
    reader = asyncio.StreamReader()
    await asyncio.get_running_loop().connect_read_pipe(
        lambda: asyncio.StreamReaderProtocol(reader), sys.stdin
    )
    while line := await reader.readline():
        order = json.loads(line)
        if order["t"] == "stop":
            return
        yield order


async def main() -> None:
    loop = asyncio.get_running_loop()
    playing = asyncio.Event()
    playing.set()
    games: list[Round] = []
    tasks: set[asyncio.Task[None]] = set()
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as http:
        async for order in orders():
            game = Round(order["table"], order["round"], order["seats"], frozenset(order.get("browser", ())))
            games.append(game)
            for seat in sorted(set(range(game.seats)) - game.browser):
                phone = SimulatedPhone(game, seat, order["url"], order["code"], playing)
                task = loop.create_task(phone.run(http))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
        playing.clear()
        await asyncio.sleep(SETTLE_SECONDS)
        rounds = []
        for game in games:
            spans, missing = latencies(game)
            rounds.append(
                {
                    "table": game.table,
                    "round": game.round,
                    "sent": len(game.sent),
                    "states": len(game.received),
                    "over": game.over,
                    "spans": spans,
                    "missing_updates": missing,
                    "misplaced": misplaced(game),
                    "duplicate_sends": game.duplicate_sends,
                    "duplicate_states": game.duplicate_states,
                    "errors": dict(game.errors),
                }
            )
        sys.stdout.write(json.dumps({"rounds": rounds}) + "\n")
        sys.stdout.flush()
        for task in list(tasks):
            task.cancel()
        with contextlib.suppress(Exception):
            await asyncio.gather(*tasks, return_exceptions=True)


if __name__ == "__main__":
    asyncio.run(main())
