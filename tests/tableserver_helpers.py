"""Shared set-up of the table server tests: a DJ05135 table served by aiohttp's test server."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from aiohttp import ClientWebSocketResponse
from aiohttp.test_utils import TestClient, TestServer

from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from tableserver.server import make_app
from tableserver.table import ServedTable

CODE = "KTRA"


def dj_table(
    phones: int = 3, bots: int = 0, seed: int = 7, turn_limit: int = 200, **kwargs: Any
) -> ServedTable:
    seats = [Seat.remote(f"Player {i + 1}") for i in range(phones)]
    seats += [Seat.computer(f"Player {phones + i + 1}", "random") for i in range(bots)]
    setup = TableSetup("dj05135", tuple(seats), seed, {"turn_limit": turn_limit})
    return ServedTable(TableSession(setup), code=CODE, **kwargs)


@contextlib.asynccontextmanager
async def served(table: ServedTable) -> AsyncIterator[TestClient[Any, Any]]:
    client: TestClient[Any, Any] = TestClient(TestServer(make_app(table)))
    await client.start_server()
    try:
        yield client
    finally:
        await client.close()


async def until(ws: ClientWebSocketResponse, kind: str, timeout: float = 5.0) -> dict[str, Any]:
    """The next message of type ``kind`` (earlier ones of other types are skipped)."""
    while True:
        message: dict[str, Any] = await ws.receive_json(timeout=timeout)
        if message["t"] == kind:
            return message


async def joined(
    client: TestClient[Any, Any], name: str = "Ana", lang: str = "en"
) -> ClientWebSocketResponse:
    ws = await client.ws_connect("/ws")
    await ws.send_json({"t": "hello", "code": CODE, "name": name, "lang": lang})
    await until(ws, "table")
    return ws


async def seated(
    client: TestClient[Any, Any], seat: int, name: str = "Ana"
) -> tuple[ClientWebSocketResponse, str, dict[str, Any]]:
    """A phone at ``seat``: its socket, its secret and its first state."""
    ws = await joined(client, name)
    await ws.send_json({"t": "sit", "seat": seat})
    secret = (await until(ws, "seated"))["secret"]
    return ws, secret, await until(ws, "state")


def run(test: Callable[[], Awaitable[None]]) -> None:
    asyncio.run(asyncio.wait_for(test(), 60))


def game_table(
    game: str,
    phones: int,
    bots: int = 0,
    seed: int = 7,
    options: dict[str, Any] | None = None,
    **kwargs: Any,
) -> ServedTable:
    """A table of any game with ``phones`` phone seats first, then ``bots`` random computer players."""
    seats = [Seat.remote(f"Player {i + 1}") for i in range(phones)]
    seats += [Seat.computer(f"Player {phones + i + 1}", "random") for i in range(bots)]
    setup = TableSetup(game, tuple(seats), seed, options or {})
    return ServedTable(TableSession(setup), code=CODE, **kwargs)
