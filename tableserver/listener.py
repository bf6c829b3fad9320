"""The table server's listening socket: it accepts connections itself, so it can count them.

asyncio's own accept loop, once the process runs out of file descriptors, logs a traceback
for every try and schedules a retry for each (276 idle sockets under macOS's 256-descriptor
limit wrote about 650,000 tracebacks in a minute). This one:

* admits a connection only while its address holds fewer than ``per_address`` and the table
  fewer than ``total`` (:class:`ConnectionGate`); any other is closed at once, quietly;
* when ``accept`` fails for want of descriptors, frees a spare descriptor kept for that,
  takes the waiting connection and closes it (the phone learns at once instead of hanging),
  logs one line per minute, and accepts again as soon as a descriptor is free;
* counts a connection until the socket is gone (:class:`_Counted` wraps aiohttp's protocol).

See docs/ARCHITECTURE.md, "Who is on the network".
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import os
import socket
import time
from collections import Counter
from collections.abc import Callable

from aiohttp import web

from tableserver.joining import is_this_computer
from tableserver.limits import Limits
from tableserver.quiet import OncePerInterval

__all__ = ["ConnectionGate", "GuardedSite"]

log = logging.getLogger(__name__)
log.addFilter(OncePerInterval())

_OUT_OF_RESOURCES = {errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM}
#: How long accepting waits after running out of descriptors before it tries again.
_RETRY_SECONDS = 0.05


class ConnectionGate:
    """Open connections per address and in all, and addresses told to keep away for a while."""

    def __init__(
        self,
        per_address: int,
        total: int,
        trusted: Callable[[str], bool] = is_this_computer,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.per_address = per_address
        self.total = total
        self._trusted = trusted
        self._clock = clock
        self._open: Counter[str] = Counter()
        self._away_until: dict[str, float] = {}
        self.refused = 0

    @property
    def open(self) -> int:
        return sum(self._open.values())

    def admit(self, address: str) -> bool:
        if self.open >= self.total or (
            not self._trusted(address)
            and (self._open[address] >= self.per_address or self._kept_away(address))
        ):
            self.refused += 1
            return False
        self._open[address] += 1
        return True

    def keep_away(self, address: str, seconds: float) -> None:
        """Refuse new connections from ``address`` for ``seconds`` (it flooded the table):
        reconnecting at once to flood again costs it nothing but costs the table nothing
        either."""
        if not self._trusted(address):
            self._away_until[address] = self._clock() + seconds
            if len(self._away_until) > 4096:
                now = self._clock()
                self._away_until = {a: t for a, t in self._away_until.items() if t > now}

    def _kept_away(self, address: str) -> bool:
        until = self._away_until.get(address)
        if until is None:
            return False
        if self._clock() < until:
            return True
        del self._away_until[address]
        return False

    def release(self, address: str) -> None:
        self._open[address] -= 1
        if self._open[address] <= 0:
            del self._open[address]


class _Counted(asyncio.Protocol):
    """aiohttp's protocol for one connection, with the gate told when the socket is gone."""

    def __init__(self, inner: asyncio.Protocol, release: Callable[[], None]) -> None:
        self._inner = inner
        self._release: Callable[[], None] | None = release

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        self._inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self._inner.eof_received()

    def pause_writing(self) -> None:
        self._inner.pause_writing()

    def resume_writing(self) -> None:
        self._inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        release, self._release = self._release, None
        if release is not None:
            release()
        self._inner.connection_lost(exc)


class _Listener(asyncio.AbstractServer):
    """The accept loop of one listening socket (what aiohttp's site closes when it stops)."""

    def __init__(self, sock: socket.socket, server: web.Server, gate: ConnectionGate, limits: Limits) -> None:
        self._sock = sock
        self._server = server
        self._gate = gate
        self._limits = limits
        self._loop = asyncio.get_running_loop()
        self._spare: int | None = _spare_descriptor()
        self._task = self._loop.create_task(self._accept_forever())
        self._closed = False

    @property
    def sockets(self) -> tuple[socket.socket, ...]:
        return () if self._closed else (self._sock,)

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self._task.cancel()
        self._sock.close()
        if self._spare is not None:
            os.close(self._spare)
            self._spare = None

    def get_loop(self) -> asyncio.AbstractEventLoop:
        return self._loop

    def is_serving(self) -> bool:
        return not self._closed

    async def wait_closed(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            await self._task

    async def start_serving(self) -> None:
        """It serves from the start."""

    async def serve_forever(self) -> None:
        await self.wait_closed()

    async def _accept_forever(self) -> None:
        while not self._closed:
            try:
                conn, peer = await self._loop.sock_accept(self._sock)
            except OSError as exc:
                if self._closed:
                    return
                if exc.errno not in _OUT_OF_RESOURCES:
                    log.warning("a connection could not be accepted: %s", exc)
                    await asyncio.sleep(_RETRY_SECONDS)
                    continue
                log.warning("out of file descriptors: new connections are refused until some close")
                self._turn_one_away()
                await asyncio.sleep(_RETRY_SECONDS)
                continue
            address = str(peer[0]) if isinstance(peer, tuple) else str(peer)
            if not self._gate.admit(address):
                log.warning("connections refused: too many open (from %s, or in all)", address)
                conn.close()
                continue
            self._loop.create_task(self._serve(conn, address))

    def _turn_one_away(self) -> None:
        """Close the connection that waits, using the spare descriptor, and keep a new spare."""
        if self._spare is not None:
            os.close(self._spare)
            self._spare = None
        with contextlib.suppress(OSError):
            conn, _peer = self._sock.accept()
            conn.close()
        self._spare = _spare_descriptor()

    async def _serve(self, conn: socket.socket, address: str) -> None:
        released = False

        def release() -> None:
            nonlocal released
            if not released:
                released = True
                self._gate.release(address)

        try:
            conn.setblocking(False)
            conn.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self._limits.send_buffer)
            if conn.family in (socket.AF_INET, socket.AF_INET6):
                conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            server = self._server
            transport, _protocol = await self._loop.connect_accepted_socket(
                lambda: _Counted(server(), release), conn
            )
            transport.set_write_buffer_limits(high=self._limits.write_buffer)
        except (OSError, RuntimeError):
            conn.close()
            release()


def _spare_descriptor() -> int | None:
    try:
        return os.open(os.devnull, os.O_RDONLY)
    except OSError:
        return None


class GuardedSite(web.BaseSite):
    """An aiohttp site listening on ``host``:``port`` through :class:`_Listener`."""

    def __init__(
        self, runner: web.BaseRunner, host: str, port: int, limits: Limits, gate: ConnectionGate
    ) -> None:
        super().__init__(runner, backlog=128)
        self._host = host
        self._port = port
        self._limits = limits
        self.gate = gate

    @property
    def name(self) -> str:
        return f"http://{self._host}:{self.port}"

    @property
    def port(self) -> int:
        listener = self._server
        if isinstance(listener, _Listener) and listener.sockets:
            return int(listener.sockets[0].getsockname()[1])
        return self._port

    async def start(self) -> None:
        await super().start()
        server = self._runner.server
        assert server is not None
        family = socket.AF_INET6 if ":" in self._host else socket.AF_INET
        sock = socket.create_server((self._host, self._port), family=family, backlog=self._backlog)
        sock.setblocking(False)
        self._server = _Listener(sock, server, self.gate, self._limits)
