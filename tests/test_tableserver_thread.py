"""The server in its own thread: the caller's loop never waits on it, and stop() closes everything."""

from __future__ import annotations

import asyncio
import socket

import aiohttp

from tableserver import ServerThread
from tableserver.address import LOOPBACK, address_candidates, is_private
from tests.tableserver_helpers import CODE, dj_table


def test_stop_tells_every_phone_and_frees_the_port() -> None:
    server = ServerThread(dj_table())
    url = server.start(LOOPBACK)
    assert url == f"http://127.0.0.1:{server.port}/"

    async def visit() -> list[list[str]]:
        async with aiohttp.ClientSession() as session:
            sockets = [await session.ws_connect(url + "ws") for _ in range(2)]
            for ws in sockets:
                await ws.send_json({"t": "hello", "code": CODE, "name": "Ana", "lang": "en"})
                assert (await ws.receive_json(timeout=10))["t"] == "table"
            ticks = 0

            async def tick() -> None:  # this loop keeps running while the server stops
                nonlocal ticks
                while True:
                    ticks += 1
                    await asyncio.sleep(0.001)

            ticker = asyncio.create_task(tick())
            await asyncio.get_running_loop().run_in_executor(None, server.stop)
            ticker.cancel()
            assert ticks > 0
            told = []
            for ws in sockets:
                told.append(
                    [frame.json()["reason"] async for frame in ws if frame.type is aiohttp.WSMsgType.TEXT]
                )
            return told

    assert asyncio.run(asyncio.wait_for(visit(), 30)) == [["server_stopped"], ["server_stopped"]]
    assert not server.running
    with socket.socket() as again:  # nobody listens there any more (closed connections may linger)
        again.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        again.bind((LOOPBACK, server.port))
        again.listen()


def test_the_lan_address_is_private_and_never_the_wildcard() -> None:
    candidates = address_candidates()
    assert candidates[-1] == LOOPBACK and "0.0.0.0" not in candidates
    assert all(is_private(address) for address in candidates[:-1])
    assert not is_private("8.8.8.8") and not is_private("0.0.0.0") and is_private("192.168.1.20")
