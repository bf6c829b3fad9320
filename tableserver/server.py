"""The table's web server (aiohttp): the phone page, its files, card pictures and the WebSocket.

Routes:

* ``GET /`` — ``resources/web/index.html``;
* ``GET /web/{name}`` — a file of ``resources/web/`` (only a plain name whose resolved
  path stays in that folder; anything else is 404);
* ``GET /texts/{lang}.json`` — the page's words in a language;
* ``GET /art/{game}/{key}.png?lang=xx`` — one card side, drawn by the print layer;
* ``GET /ws`` — the phones' WebSocket (:mod:`tableserver.protocol`).

Every answer forbids anything from elsewhere (``Content-Security-Policy: default-src
'self'``): the page works with no internet, and nothing can be injected from outside.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

from resources import resource_path
from tableserver.client_texts import client_texts
from tableserver.flood import FloodGate, Verdict
from tableserver.phone_views import card_png
from tableserver.protocol import Refusal, language_of, parse
from tableserver.table import ServedTable

__all__ = ["WEB_DIR", "WebSocketPeer", "make_app"]

log = logging.getLogger(__name__)

WEB_DIR = resource_path("web")
#: A frame this big is not a phone's: aiohttp drops the connection (smaller ones over
#: 4 KB are refused politely by the protocol).
_HARD_FRAME_LIMIT = 64 * 1024
_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$")
_TYPES = {".html": "text/html", ".css": "text/css", ".js": "text/javascript", ".json": "application/json"}
_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}


class WebSocketPeer:
    """One phone's WebSocket: messages are queued and written in order by one task."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self._queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self._writer = asyncio.get_running_loop().create_task(self._write())
        self.closing = False

    def send(self, message: dict[str, Any]) -> None:
        if not self.closing:
            self._queue.put_nowait(message)

    def close(self, reason: str) -> None:
        """Send ``closed`` with ``reason``, then close the socket."""
        if not self.closing:
            self._queue.put_nowait({"t": "closed", "reason": reason})
            self._queue.put_nowait(None)
            self.closing = True

    async def _write(self) -> None:
        try:
            while (message := await self._queue.get()) is not None:
                await self.ws.send_str(json.dumps(message, ensure_ascii=False))
            await self.ws.close()
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
    """The served table and its open sockets, kept by the application."""

    def __init__(self, table: ServedTable) -> None:
        self.table = table
        self.peers: set[WebSocketPeer] = set()


_HUB_KEY = web.AppKey("hub", _Hub)


@web.middleware
async def _security_headers(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    try:
        response = await handler(request)
    except web.HTTPException as exc:
        exc.headers.update(_HEADERS)
        raise
    if not response.prepared:
        response.headers.update(_HEADERS)
    return response


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
    game, key = request.match_info["game"], request.match_info["key"]
    language = language_of(request.query.get("lang", "en"))
    loop = asyncio.get_running_loop()
    png = await loop.run_in_executor(None, card_png, game, key, language)
    if png is None:
        raise web.HTTPNotFound()
    response = web.Response(body=png, content_type="image/png")
    response.headers["Cache-Control"] = "max-age=3600"
    return response


async def _websocket(request: web.Request) -> web.WebSocketResponse:
    hub = request.app[_HUB_KEY]
    table = hub.table
    ws = web.WebSocketResponse(max_msg_size=_HARD_FRAME_LIMIT, heartbeat=30)
    await ws.prepare(request)
    peer = WebSocketPeer(ws)
    hub.peers.add(peer)
    table.add_peer(peer)
    gate = FloodGate()
    try:
        async for frame in ws:
            if peer.closing:
                break
            verdict = gate.check()
            if verdict is Verdict.CLOSE:
                table.refuse(peer, "flood")
                peer.close("flood")
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
        table.remove_peer(peer)
        await peer.finish()
        hub.peers.discard(peer)
    return ws


def make_app(table: ServedTable) -> web.Application:
    """The web application serving ``table`` (attached to the loop the application runs on)."""
    app = web.Application(middlewares=[_security_headers], client_max_size=64 * 1024)
    hub = app[_HUB_KEY] = _Hub(table)

    async def on_startup(app: web.Application) -> None:
        table.attach(asyncio.get_running_loop())

    async def on_shutdown(app: web.Application) -> None:
        table.close_all("server_stopped")
        await asyncio.gather(*(peer.finish() for peer in list(hub.peers)))

    app.on_startup.append(on_startup)
    app.on_shutdown.append(on_shutdown)
    app.router.add_get("/", _index)
    app.router.add_get("/web/{name}", _web)
    app.router.add_get("/texts/{lang}.json", _texts)
    app.router.add_get("/art/{game}/{key}.png", _art)
    app.router.add_get("/ws", _websocket)
    return app
