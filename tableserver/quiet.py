"""What strangers make the server log, and what it tells them about itself: as little as will do.

A phone may send any bytes as often as it likes. A malformed request or a dropped socket is
the network's doing, not a fault of ours: it gets one line, without a traceback, at most
once a minute for each kind of line (:class:`OncePerInterval`), however often it happens. A
fault in our own code still logs its traceback (once a minute for each message).

The answers name no versions: aiohttp would send ``Server: Python/3.11 aiohttp/3.x`` with
every answer, including those it makes itself for a request it cannot read, so the name it
uses is set once here (:func:`hide_versions`).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

__all__ = ["SERVER_NAME", "OncePerInterval", "hide_versions", "quiet_aiohttp_logs"]

SERVER_NAME = "RectoVersoStudio"
#: Seconds between two lines of the same kind.
INTERVAL = 60.0


class OncePerInterval(logging.Filter):
    """Lets a kind of record (logger, message template and exception class) through once per
    ``interval``; a record whose exception comes from the network loses its traceback. The
    exception's class is part of the kind: a fault of ours is never held back behind a
    stranger's malformed request logged with the same words."""

    def __init__(
        self,
        interval: float = INTERVAL,
        clock: Callable[[], float] = time.monotonic,
        strangers: tuple[type[BaseException], ...] = (),
    ) -> None:
        super().__init__()
        self.interval = interval
        self._clock = clock
        self._strangers = strangers
        self._last: dict[tuple[str, str], float] = {}
        self._held: dict[tuple[str, str], int] = {}

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        key = (record.name, f"{record.msg}|{type(exc).__name__ if exc is not None else ''}")
        now = self._clock()
        last = self._last.get(key)
        if last is not None and now - last < self.interval:
            self._held[key] = self._held.get(key, 0) + 1
            return False
        self._last[key] = now
        if len(self._last) > 256:  # message templates are few; never let them grow
            self._last = {key: now}
        held = self._held.pop(key, 0)
        if held:
            record.msg = f"{record.msg} (and {held} more like it in the last minute)"
        if exc is not None and isinstance(exc, self._strangers):
            # One line: what a stranger sent never spreads over the log or fakes a line of it.
            said = repr((str(exc).splitlines() or [""])[0][:160]).replace("%", "%%")
            record.msg = f"{record.msg}: {type(exc).__name__}: {said}"
            if record.levelno > logging.WARNING:  # the network's doing, not a fault of ours
                record.levelno, record.levelname = logging.WARNING, "WARNING"
            record.exc_info = None
            record.exc_text = None
        return True


def _network_errors() -> tuple[type[BaseException], ...]:
    from aiohttp import http_exceptions

    return (http_exceptions.HttpProcessingError, ConnectionError, TimeoutError, UnicodeError)


def quiet_aiohttp_logs() -> None:
    """One line a minute for each kind of trouble a stranger can cause in aiohttp's loggers."""
    for name in ("aiohttp.server", "aiohttp.web", "aiohttp.websocket", "aiohttp.internal"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, OncePerInterval) for f in logger.filters):
            logger.addFilter(OncePerInterval(strangers=_network_errors()))


def hide_versions() -> None:
    """aiohttp names itself and Python's version in a ``Server`` header of every answer it
    prepares, even the ones it makes for requests it cannot read; it takes that name from
    one module constant, set here to a name without versions."""
    from aiohttp import web_response

    web_response.SERVER_SOFTWARE = SERVER_NAME
