"""The table's web server (aiohttp): the phone page, its files, card pictures and the WebSocket.

Routes:

* ``GET /`` — ``resources/web/index.html``;
* ``GET /web/{name}`` — a file of ``resources/web/`` (only a plain name whose resolved
  path stays in that folder; anything else is 404);
* ``GET /texts/{lang}.json`` — the page's words in a language;
* ``GET /art/{pass}/{key}.png?lang=xx`` — one card side, drawn by the print layer, only for
  the phone whose seat was shown it (:mod:`tableserver.pictures`); anything else is 404;
* ``GET /ws`` — the phones' WebSocket (:mod:`tableserver.protocol`), only from pages this
  table served.

Every answer forbids anything from elsewhere (``Content-Security-Policy: default-src
'self'``): the page works with no internet, and nothing can be injected from outside. A
request must name the table by its address (an IP address, or ``localhost``), never by a
host name: a web page elsewhere cannot reach the table by pointing a name of its own at it
(DNS rebinding). What strangers may do is in docs/ARCHITECTURE.md, "Who is on the network".
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import logging
import re
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from resources import resource_path
from tableserver.client_texts import client_texts
from tableserver.flood import FloodGate, Verdict
from tableserver.limits import Limits
from tableserver.listener import ConnectionGate
from tableserver.phone_views import card_png
from tableserver.protocol import Refusal, language_of, parse
from tableserver.quiet import hide_versions, quiet_aiohttp_logs
from tableserver.table import ServedTable

__all__ = ["WEB_DIR", "WebSocketPeer", "make_app", "named_by_address", "same_origin"]

log = logging.getLogger(__name__)

WEB_DIR = resource_path("web")
#: A frame this big is not a phone's: aiohttp drops the connection (smaller ones over
#: 4 KB are refused politely by the protocol).
_HARD_FRAME_LIMIT = 64 * 1024
_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$")
_KEY = re.compile(r"^[A-Za-z0-9_-]{1,64}$")
_TYPES = {".html": "text/html", ".css": "text/css", ".js": "text/javascript", ".json": "application/json"}
_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}


def named_by_address(host: str) -> bool:
    """Whether a ``Host`` header names this server by an IP address (or ``localhost``)."""
    name = host.strip().lower()
    if name.startswith("["):
        name = name[1:].partition("]")[0]
    elif name.count(":") == 1:
        name = name.partition(":")[0]
    if name == "localhost":
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def same_origin(origin: str, host: str) -> bool:
    """Whether a WebSocket's ``Origin`` is a page of this server (``http://`` + its ``Host``)."""
    return origin.strip().lower() == f"http://{host.strip().lower()}"


class WebSocketPeer:
    """One phone's WebSocket: messages are queued and written in order by one task.

    A phone that does not read is dropped (its connection cut): when ``limits.queued_messages``
    wait to be written, when one takes longer than ``limits.send_seconds`` to write, or when
    more than ``limits.write_buffer`` bytes have waited for the phone that long. aiohttp
    keeps writing into the socket's buffer without waiting for a phone that never reads, so
    the buffer is what shows it."""

    def __init__(
        self,
        ws: web.WebSocketResponse,
        address: str,
        transport: asyncio.BaseTransport | None,
        limits: Limits,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.ws = ws
        self.address = address
        self._transport = transport
        self._limits = limits
        self._clock = clock
        self._queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self._writer = asyncio.get_running_loop().create_task(self._write())
        self._behind_since: float | None = None
        self.closing = False
        #: Why the server dropped this phone ("slow_reader"), if it did.
        self.dropped = ""

    def send(self, message: dict[str, Any]) -> None:
        if self.closing:
            return
        if self._queue.qsize() >= self._limits.queued_messages or self._behind_too_long():
            self._drop("slow_reader")
            return
        self._queue.put_nowait(message)

    def close(self, reason: str) -> None:
        """Send ``closed`` with ``reason``, then close the socket."""
        if not self.closing:
            self._queue.put_nowait({"t": "closed", "reason": reason})
            self._queue.put_nowait(None)
            self.closing = True

    def _behind_too_long(self) -> bool:
        transport = self._transport
        buffered = transport.get_write_buffer_size() if isinstance(transport, asyncio.WriteTransport) else 0
        if buffered <= self._limits.write_buffer:
            self._behind_since = None
            return False
        now = self._clock()
        if self._behind_since is None:
            self._behind_since = now
        return now - self._behind_since > self._limits.send_seconds

    def _drop(self, why: str) -> None:
        self.closing = True
        self.dropped = why
        if isinstance(self._transport, asyncio.Transport):
            self._transport.abort()
        self._writer.cancel()

    async def _write(self) -> None:
        try:
            while (message := await self._queue.get()) is not None:
                text = json.dumps(message, ensure_ascii=False)
                await asyncio.wait_for(self.ws.send_str(text), self._limits.send_seconds)
            await asyncio.wait_for(self.ws.close(), self._limits.send_seconds)
        except TimeoutError:
            self._drop("slow_reader")
        except (ConnectionError, RuntimeError, asyncio.CancelledError):
            pass

    async def finish(self, timeout: float = 2.0) -> None:
        """Wait until what was queued is written (or the socket is gone)."""
        if not self.closing:
            self.closing = True
            self._queue.put_nowait(None)
        try:
            await asyncio.wait_for(asyncio.shield(self._writer), timeout)
        except (TimeoutError, asyncio.CancelledError):
            self._writer.cancel()


class _Hub:
    """The served table, its limits and its open sockets, kept by the application."""

    def __init__(self, table: ServedTable, limits: Limits, gate: ConnectionGate | None) -> None:
        self.table = table
        self.limits = limits
        self.gate = gate
        self.peers: set[WebSocketPeer] = set()


_HUB_KEY = web.AppKey("hub", _Hub)


_Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _by_address(handler: _Handler) -> _Handler:
    """``handler`` for requests that name the table by its address only (421 for the rest).

    A wrapper of each route, not an aiohttp middleware: aiohttp keeps every application that
    has middlewares in a cache of a thousand, and a new application is made for every game
    served, so each game's table would stay in memory."""

    async def guarded(request: web.Request) -> web.StreamResponse:
        if not named_by_address(request.host):
            raise web.HTTPMisdirectedRequest()
        return await handler(request)

    return guarded


async def _safe_headers(request: web.Request, response: web.StreamResponse) -> None:
    """Every answer (a 404 of an unknown path too) forbids anything from elsewhere."""
    for name, value in _HEADERS.items():
        response.headers.setdefault(name, value)


def _web_file(name: str) -> Path | None:
    """A file of the web folder by its plain name, or None (no folders, no way out)."""
    if not _NAME.match(name):
        return None
    root = WEB_DIR.resolve()
    path = (root / name).resolve()
    if path.parent != root or not path.is_file():
        return None
    return path


def _file_response(path: Path) -> web.Response:
    content_type = _TYPES.get(path.suffix, "application/octet-stream")
    return web.Response(body=path.read_bytes(), content_type=content_type, charset="utf-8")


async def _index(request: web.Request) -> web.Response:
    path = _web_file("index.html")
    if path is None:
        raise web.HTTPNotFound()
    return _file_response(path)


async def _web(request: web.Request) -> web.Response:
    path = _web_file(request.match_info["name"])
    if path is None:
        raise web.HTTPNotFound()
    return _file_response(path)


async def _texts(request: web.Request) -> web.Response:
    return web.json_response(client_texts(language_of(request.match_info["lang"])))


async def _art(request: web.Request) -> web.Response:
    """A picture, for the phone whose pass it shows; the same 404 for every other request."""
    table = request.app[_HUB_KEY].table
    token, key = request.match_info["token"], request.match_info["key"]
    if not (_KEY.match(token) and _KEY.match(key) and table.picture_allowed(token, key)):
        raise web.HTTPNotFound()
    language = language_of(request.query.get("lang", "en"))
    loop = asyncio.get_running_loop()
    png = await loop.run_in_executor(None, card_png, table.session.game, key, language)
    if png is None:
        raise web.HTTPNotFound()
    response = web.Response(body=png, content_type="image/png")
    # The phone's own browser may keep it; a shared cache (a school's proxy) never.
    response.headers["Cache-Control"] = "private, max-age=3600"
    return response


async def _websocket(request: web.Request) -> web.WebSocketResponse:
    hub = request.app[_HUB_KEY]
    table, limits = hub.table, hub.limits
    origin = request.headers.get("Origin")
    # Browsers always send Origin: a page from elsewhere is refused. A client with no Origin
    # is no browser, and could write any Origin it liked; the code stops it as it stops anyone.
    if origin is not None and not same_origin(origin, request.host):
        raise web.HTTPForbidden()
    ws = web.WebSocketResponse(max_msg_size=_HARD_FRAME_LIMIT, heartbeat=limits.heartbeat_seconds)
    await ws.prepare(request)
    address = request.remote or ""
    peer = WebSocketPeer(ws, address, request.transport, limits)
    hub.peers.add(peer)
    table.add_peer(peer, address)
    loop = asyncio.get_running_loop()

    def too_late() -> None:
        if not table.joined(peer):
            peer.close("idle")

    deadline = loop.call_later(limits.join_seconds, too_late)
    gate = FloodGate()
    try:
        async for frame in ws:
            if peer.closing:
                break
            verdict = gate.check()
            if verdict is Verdict.CLOSE:
                table.refuse(peer, "flood")
                peer.close("flood")
                if hub.gate is not None:
                    hub.gate.keep_away(address, limits.flood_away_seconds)
                break
            if verdict is Verdict.REFUSE:
                table.refuse(peer, "flood")
            if verdict is not Verdict.PASS:
                continue
            if frame.type is WSMsgType.TEXT:
                parsed = parse(frame.data)
            elif frame.type is WSMsgType.BINARY:
                parsed = Refusal("binary")
            else:
                break
            if isinstance(parsed, Refusal):
                table.refuse(peer, parsed.code)
            else:
                table.receive(peer, parsed)
    finally:
        deadline.cancel()
        table.remove_peer(peer)
        await peer.finish()
        hub.peers.discard(peer)
    return ws


def make_app(
    table: ServedTable, limits: Limits | None = None, gate: ConnectionGate | None = None
) -> web.Application:
    """The web application serving ``table`` (attached to the loop the application runs on);
    ``gate`` is the listener's count of connections, told of addresses that flood."""
    hide_versions()
    quiet_aiohttp_logs()
    app = web.Application(client_max_size=64 * 1024)
    app.on_response_prepare.append(_safe_headers)
    hub = app[_HUB_KEY] = _Hub(table, limits or Limits(), gate)

    async def on_startup(app: web.Application) -> None:
        table.attach(asyncio.get_running_loop())

    async def on_shutdown(app: web.Application) -> None:
        table.close_all("server_stopped")
        await asyncio.gather(*(peer.finish() for peer in list(hub.peers)))

    app.on_startup.append(on_startup)
    app.on_shutdown.append(on_shutdown)
    app.router.add_get("/", _by_address(_index))
    app.router.add_get("/web/{name}", _by_address(_web))
    app.router.add_get("/texts/{lang}.json", _by_address(_texts))
    app.router.add_get("/art/{token}/{key}.png", _by_address(_art))
    app.router.add_get("/ws", _by_address(_websocket))
    return app
