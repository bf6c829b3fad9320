"""A pupil poking at the table, as a process of its own: ``python -m tests.abuse_attacks KIND URL
CODE SECONDS [SOURCE]`` runs one attack from the address ``SOURCE`` (default 127.0.0.2: a
stranger, not this computer) and prints one JSON line of what it did.

Kinds: ``fuzz`` (thousands of malformed and hostile frames), ``flood`` (messages as fast as
the socket takes them), ``connections`` (200 sockets held open), ``slowloris`` (headers a
byte at a time), ``never_reads`` (phones that join, then never read), ``descriptors``
(idle sockets from many addresses, more than the process has descriptors for).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import random
import socket
import sys
import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import aiohttp

FIELDS = ("t", "code", "name", "lang", "seat", "secret", "serial", "k", "round", "right", "n")
KINDS = ("hello", "sit", "back", "watch", "play", "call", "judge", "time", "", "HELLO", "play ", "__proto__")


def odd_values(rng: random.Random) -> Any:
    """A value of any JSON type, many of them hostile."""
    return rng.choice(
        [
            rng.randint(-(2**70), 2**70),
            rng.randint(0, 8),
            -1,
            1e308,
            float("nan") if rng.random() < 0.1 else 0.5,
            True,
            False,
            None,
            "",
            "\ud800",
            "A\u0000B",
            "<b>x</b><img src=/etc/hostname>",
            "\u202e" * 40,
            "é" * 5000,
            "KTRA",
            [1, 2, 3],
            {"t": "play"},
            [[[[[]]]]],
        ]
    )


def fuzzed_frames(rng: random.Random, code: str) -> Iterator[str | bytes]:
    """Frames that look like the protocol until they do not."""
    while True:
        roll = rng.random()
        if roll < 0.45:
            message: dict[str, Any] = {"t": rng.choice(KINDS)}
            for field in rng.sample(FIELDS[1:], rng.randint(0, 5)):
                message[field] = odd_values(rng)
            if rng.random() < 0.3:
                message["code"] = code
            yield json.dumps(message, allow_nan=True)
        elif roll < 0.6:
            yield json.dumps({"t": "play", "serial": rng.randint(0, 400), "k": rng.randint(0, 40)})
        elif roll < 0.7:
            yield rng.randbytes(rng.randint(0, 300))
        elif roll < 0.8:
            text = rng.randbytes(rng.randint(1, 200)).decode("latin-1")
            yield text
        elif roll < 0.85:
            yield "[" * rng.randint(100, 3000) + "]" * rng.randint(0, 3000)
        elif roll < 0.9:
            yield '{"t":"hello","code":"' + "\\ud83d" * rng.randint(1, 50) + '","name":"x"}'
        elif roll < 0.95:
            yield "x" * rng.choice((4097, 9000, 60000))
        else:
            yield json.dumps({"t": "back", "code": code, "seat": rng.randint(0, 5), "secret": "A" * 22})


def _ws_url(url: str) -> str:
    return url.replace("http://", "ws://") + "ws"


def _session(source: str) -> aiohttp.ClientSession:
    return aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(source, 0), limit=0))


async def fuzz(url: str, code: str, seconds: float, source: str, frames_in_all: int = 2200) -> dict[str, Any]:
    """``frames_in_all`` frames on 14 sockets at 18 frames a second each (under the flood
    limit), reconnecting whenever the server closes one; ``seconds`` at most."""
    rng = random.Random(7)
    sent = closed = 0
    deadline = time.monotonic() + seconds
    sockets = 14
    share = -(-frames_in_all // sockets)

    async def one(index: int) -> None:
        nonlocal sent, closed
        frames = fuzzed_frames(random.Random(index), code)
        mine = 0
        async with _session(source) as session:
            while mine < share and time.monotonic() < deadline:
                try:
                    ws = await session.ws_connect(_ws_url(url), max_msg_size=0)
                except aiohttp.ClientError:
                    await asyncio.sleep(0.2)
                    continue
                reader = asyncio.create_task(_drain(ws))
                if rng.random() < 0.5:
                    await ws.send_json({"t": "hello", "code": code, "name": "Fuzz", "lang": "en"})
                while not ws.closed and mine < share and time.monotonic() < deadline:
                    frame = next(frames)
                    try:
                        if isinstance(frame, bytes):
                            await ws.send_bytes(frame)
                        else:
                            await ws.send_str(frame)
                    except (ConnectionError, RuntimeError):
                        break
                    mine += 1
                    sent += 1
                    await asyncio.sleep(1 / 18)
                closed += 1
                reader.cancel()
                await ws.close()

    await asyncio.gather(*(one(i) for i in range(sockets)))
    return {"frames": sent, "sockets_closed": closed}


async def _drain(ws: aiohttp.ClientWebSocketResponse) -> None:
    async for _frame in ws:
        pass


async def flood(url: str, code: str, seconds: float, source: str) -> dict[str, Any]:
    """Four sockets sending ``watch`` as fast as they can, reconnecting when closed."""
    sent = reconnects = 0
    deadline = time.monotonic() + seconds

    async def one() -> None:
        nonlocal sent, reconnects
        async with _session(source) as session:
            while time.monotonic() < deadline:
                try:
                    ws = await session.ws_connect(_ws_url(url))
                except aiohttp.ClientError:
                    await asyncio.sleep(0.1)
                    continue
                reconnects += 1
                reader = asyncio.create_task(_drain(ws))
                await ws.send_json({"t": "hello", "code": code, "name": "Flood", "lang": "en"})
                while not ws.closed and time.monotonic() < deadline:
                    try:
                        await ws.send_str('{"t":"watch"}')
                    except (ConnectionError, RuntimeError):
                        break
                    sent += 1
                    if sent % 50 == 0:
                        await asyncio.sleep(0)
                reader.cancel()

    await asyncio.gather(*(one() for _ in range(4)))
    return {"messages": sent, "connections": reconnects}


def _raw(host: str, port: int, source: str, rcvbuf: int = 0) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.bind((source, 0))
    sock.settimeout(5)
    sock.connect((host, port))
    return sock


def _upgrade(host: str, port: int) -> bytes:
    key = base64.b64encode(os.urandom(16)).decode()
    return (
        f"GET /ws HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    ).encode()


def _frame(text: str) -> bytes:
    """A masked client text frame."""
    payload = text.encode()
    mask = os.urandom(4)
    header = bytes([0x81])
    size = len(payload)
    header += bytes([0x80 | size]) if size < 126 else bytes([0x80 | 126]) + size.to_bytes(2, "big")
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def _held_open(sockets: list[socket.socket], seconds: float) -> int:
    """Hold ``sockets`` for ``seconds``; how many the server closed meanwhile."""
    deadline = time.monotonic() + seconds
    closed: set[int] = set()
    while time.monotonic() < deadline:
        for index, sock in enumerate(sockets):
            if index in closed:
                continue
            sock.setblocking(False)
            try:
                if sock.recv(65536) == b"":
                    closed.add(index)
            except BlockingIOError:
                pass
            except OSError:
                closed.add(index)
        time.sleep(0.1)
    return len(closed)


def connections(url: str, code: str, seconds: float, source: str, count: int = 200) -> dict[str, Any]:
    """``count`` sockets opened and held, each with a WebSocket that never joins."""
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    sockets, refused = [], 0
    for _ in range(count):
        try:
            sock = _raw(host, port, source)
            sock.sendall(_upgrade(host, port))
            sockets.append(sock)
        except OSError:
            refused += 1
    closed = _held_open(sockets, seconds)
    for sock in sockets:
        sock.close()
    return {"opened": len(sockets), "refused": refused, "closed_by_server": closed}


def slowloris(url: str, code: str, seconds: float, source: str) -> dict[str, Any]:
    """Sockets that send their headers a byte at a time, and never finish."""
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    sockets = []
    for _ in range(12):
        with contextlib.suppress(OSError):
            sockets.append(_raw(host, port, source))
    request = b"GET / HTTP/1.1\r\nHost: " + host.encode() + b"\r\nX-Slow: " + b"a" * 10_000
    closed: set[int] = set()
    started = time.monotonic()
    closed_after: list[float] = []
    position = 0
    while time.monotonic() - started < seconds and len(closed) < len(sockets):
        for index, sock in enumerate(sockets):
            if index in closed:
                continue
            try:
                sock.send(request[position : position + 1])
                sock.setblocking(False)
                if sock.recv(4096) == b"":
                    raise ConnectionResetError
            except BlockingIOError:
                pass
            except OSError:
                closed.add(index)
                closed_after.append(time.monotonic() - started)
            finally:
                sock.setblocking(True)
        position += 1
        time.sleep(0.5)
    for sock in sockets:
        sock.close()
    return {"opened": len(sockets), "closed_by_server": len(closed), "closed_after": closed_after}


def never_reads(url: str, code: str, seconds: float, source: str) -> dict[str, Any]:
    """Phones that join and ask for the table again and again, and never read an answer."""
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    sockets = []
    for _ in range(4):
        sock = _raw(host, port, source, rcvbuf=2048)
        sock.sendall(_upgrade(host, port))
        sock.sendall(_frame(json.dumps({"t": "hello", "code": code, "name": "Deaf", "lang": "en"})))
        sockets.append(sock)
    started = time.monotonic()
    cut_after: dict[int, float] = {}
    ask = _frame('{"t":"watch"}')
    while time.monotonic() - started < seconds and len(cut_after) < len(sockets):
        for index, sock in enumerate(sockets):
            if index in cut_after:
                continue
            try:
                sock.settimeout(0.05)
                sock.sendall(ask)
            except TimeoutError:
                pass
            except OSError:
                cut_after[index] = time.monotonic() - started
        time.sleep(1 / 15)
    for sock in sockets:
        sock.close()
    return {"phones": len(sockets), "cut": len(cut_after), "cut_after": sorted(cut_after.values())}


def descriptors(url: str, code: str, seconds: float, source: str) -> dict[str, Any]:
    """Idle sockets from 30 addresses (127.0.0.2 …), up to each address's limit and more."""
    parts = urlsplit(url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    sockets, failed = [], 0
    for last in range(2, 32):
        for _ in range(20):
            try:
                sockets.append(_raw(host, port, f"127.0.0.{last}"))
            except OSError:
                failed += 1
    closed = _held_open(sockets, seconds)
    for sock in sockets:
        sock.close()
    return {"opened": len(sockets), "failed": failed, "closed_by_server": closed}


ATTACKS = {"fuzz": fuzz, "flood": flood}
RAW_ATTACKS = {
    "connections": connections,
    "slowloris": slowloris,
    "never_reads": never_reads,
    "descriptors": descriptors,
}


def main() -> None:
    kind, url, code, seconds = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
    source = sys.argv[5] if len(sys.argv) > 5 else "127.0.0.2"
    if kind in ATTACKS:
        result = asyncio.run(ATTACKS[kind](url, code, seconds, source))
    else:
        result = RAW_ATTACKS[kind](url, code, seconds, source)
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
