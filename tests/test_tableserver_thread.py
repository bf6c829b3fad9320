"""The server in its own thread: the caller's loop never waits on it, and stop() closes everything."""

from __future__ import annotations

import asyncio
import socket
import threading
import time

import aiohttp

from tableserver import ServerThread
from tableserver.address import LOOPBACK, address_candidates, is_private
from tableserver.loop_post import LoopPost
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


def test_the_calls_of_one_change_wake_the_server_loop_once_and_run_in_order() -> None:
    """The table's thread hands the loop every phone seat's view after each change: calls posted
    while the loop has not woken yet join that wake (each wake costs the GUI thread Python's
    lock), and every call runs on the loop, in the order posted, a failing one losing none."""
    loop = asyncio.new_event_loop()
    wakes = 0
    wake = loop.call_soon_threadsafe

    def counted(*args: object) -> asyncio.Handle:
        nonlocal wakes
        wakes += 1
        return wake(*args)  # type: ignore[arg-type]

    loop.call_soon_threadsafe = counted  # type: ignore[method-assign]
    held = threading.Event()
    ran: list[object] = []
    to_loop = LoopPost(loop)
    thread = threading.Thread(target=loop.run_forever)
    thread.start()
    try:
        wake(held.wait)  # the loop is busy while the change's views are posted
        for seat in range(6):
            to_loop.post(ran.append, seat)
        to_loop.post(lambda: 1 / 0)
        to_loop.post(ran.append, "after the failure")
        held.set()
        deadline = time.monotonic() + 10
        while len(ran) < 7 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert ran == [0, 1, 2, 3, 4, 5, "after the failure"]
        assert wakes == 1
        to_loop.post(ran.append, "next change")  # the next change wakes the loop again
        while len(ran) < 8 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert ran[-1] == "next change" and wakes == 2
    finally:
        wake(loop.stop)
        thread.join(10)
        loop.close()
    to_loop.post(ran.append, "closed")  # a closed loop takes nothing, and says nothing
    assert ran[-1] == "next change"
