"""Honest phones for the abuse tests: they join, sit and play every turn as it comes, and time
each move from the tap (the ``play`` sent) to the server's answer (the seat's next state)."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from typing import Any

import aiohttp


class HonestTable:
    """``seats`` phones on a loop of their own, playing until :meth:`stop`."""

    def __init__(self, url: str, code: str, seats: int, think: float = 0.02, seed: int = 1) -> None:
        self.url, self.code, self.seats, self.think = url, code, seats, think
        self.rng = random.Random(seed)
        self.latencies_ms: list[float] = []
        self.errors: list[str] = []
        self.over = False
        self._stop = threading.Event()
        self._ready = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="honest-phones", daemon=True)

    def start(self, timeout: float = 20.0) -> None:
        self._thread.start()
        if not self._ready.wait(timeout):
            raise TimeoutError("the honest phones could not sit down")

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(20)

    def moves(self) -> int:
        return len(self.latencies_ms)

    def p95(self) -> float:
        ordered = sorted(self.latencies_ms)
        return ordered[int(0.95 * (len(ordered) - 1))] if ordered else float("inf")

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._play_all())
        self._loop.close()

    async def _play_all(self) -> None:
        async with aiohttp.ClientSession() as session:
            sockets = []
            for seat in range(self.seats):
                ws = await session.ws_connect(self.url + "ws")
                await ws.send_json({"t": "hello", "code": self.code, "name": f"Honest {seat}", "lang": "en"})
                await ws.send_json({"t": "sit", "seat": seat})
                sockets.append(ws)
            self._ready.set()
            await asyncio.gather(*(self._phone(ws) for ws in sockets))
            for ws in sockets:
                await ws.close()

    async def _phone(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        sent: tuple[int, float] | None = None
        while not self._stop.is_set():
            try:
                frame = await ws.receive(timeout=0.2)
            except TimeoutError:
                continue
            if frame.type is not aiohttp.WSMsgType.TEXT:
                self.errors.append(f"socket closed: {frame.type.name}")
                return
            message: dict[str, Any] = json.loads(frame.data)
            if message["t"] == "error":
                self.errors.append(message["code"])
            if message["t"] != "state":
                continue
            if sent is not None and message["serial"] > sent[0]:
                self.latencies_ms.append((time.perf_counter() - sent[1]) * 1000)
                sent = None
            if message["over"]:
                self.over = True
            if message["your_turn"] and message["legal"] and sent is None:
                await asyncio.sleep(self.think)
                move = self.rng.choice(message["legal"])
                sent = (message["serial"], time.perf_counter())
                await ws.send_json({"t": "play", "serial": message["serial"], "k": move["k"]})
