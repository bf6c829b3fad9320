"""The table server in a thread of its own, with its own asyncio loop.

A caller with an event loop of its own (Qt's, or a test's) must never wait on the
server's: :class:`ServerThread` starts the aiohttp server in a new thread and returns
its address; :meth:`ServerThread.stop` tells every phone the table closed and closes
every socket.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from concurrent.futures import Future

from aiohttp import web

from tableserver.limits import Limits
from tableserver.listener import ConnectionGate, GuardedSite
from tableserver.server import make_app
from tableserver.table import ServedTable

__all__ = ["ServerThread", "url_for"]


def url_for(host: str, port: int) -> str:
    """The page's address: ``http://192.168.1.20:8080/`` (IPv6 hosts in brackets)."""
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


class ServerThread:
    """Serves one :class:`ServedTable`; ``start`` returns the URL, ``stop`` ends it cleanly."""

    def __init__(self, table: ServedTable, limits: Limits | None = None) -> None:
        self.table = table
        self.limits = limits or Limits()
        #: Open connections per address and in all (read on the server's loop).
        self.gate: ConnectionGate | None = None
        self.url = ""
        self.port = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None

    def start(self, host: str, port: int = 0) -> str:
        """Listen on ``host``:``port`` (0: any free port); ``OSError`` when that cannot be done."""
        if self._thread is not None:
            raise RuntimeError("the server is already running")
        ready: Future[int] = Future()
        loop = asyncio.new_event_loop()
        self._loop = loop

        async def serve() -> int:
            limits = self.limits
            gate = ConnectionGate(limits.per_address, limits.total_connections())
            runner = web.AppRunner(
                make_app(self.table, limits, gate),
                handle_signals=False,
                shutdown_timeout=2.0,
                access_log=None,
                # aiohttp closes a connection that has sent no whole request after this long
                # (slow headers), and an idle one between requests.
                keepalive_timeout=limits.header_seconds,
            )
            await runner.setup()
            try:
                site = GuardedSite(runner, host, port, limits, gate)
                await site.start()
            except BaseException:
                await runner.cleanup()
                raise
            self._runner = runner
            self.gate = gate
            return site.port

        def run() -> None:
            asyncio.set_event_loop(loop)
            try:
                ready.set_result(loop.run_until_complete(serve()))
            except BaseException as exc:  # the caller gets it from start()
                ready.set_exception(exc)
                loop.close()
                return
            loop.run_forever()
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.run_until_complete(loop.shutdown_default_executor())
            loop.close()

        self._thread = threading.Thread(target=run, name="table-server", daemon=True)
        self._thread.start()
        try:
            self.port = ready.result(timeout=30)
        except BaseException:
            self._thread.join(5)
            self._thread = None
            raise
        self.url = url_for(host, self.port)
        return self.url

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def call_soon(self, call: Callable[[], None]) -> None:
        """Run ``call`` on the server's loop, from any thread."""
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(call)

    def stop(self, timeout: float = 10.0) -> None:
        """Close every phone's connection (each is told ``closed``) and the listening socket."""
        loop, thread, runner = self._loop, self._thread, self._runner
        if loop is None or thread is None:
            return
        if runner is not None and not loop.is_closed():
            done = asyncio.run_coroutine_threadsafe(runner.cleanup(), loop)
            # A socket that would not close must not stop the caller.
            with contextlib.suppress(Exception):
                done.result(timeout)
            loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout)
        self._thread = self._runner = None
