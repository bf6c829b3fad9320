"""The table server: phones play a table's remote seats over the local network (no Qt).

The small API the desktop app and the ``rectoverso serve`` command use
(docs/ARCHITECTURE.md, "Playing on phones")::

    table = ServedTable(session, run_on_table=post_to_my_thread)  # the session's owner
    server = ServerThread(table)
    url = server.start(lan_address())    # the page; phones join with table.code
    ...
    server.stop()                        # every phone is told the table closed

``tableserver`` may import ``engines``, ``export``, ``resources``, aiohttp and segno, never
Qt or the app (``tests/test_layers.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tableserver.address import address_candidates, lan_address

if TYPE_CHECKING:
    from tableserver.table import ServedTable
    from tableserver.thread import ServerThread, url_for

__all__ = ["ServedTable", "ServerThread", "address_candidates", "lan_address", "url_for"]


def __getattr__(name: str) -> Any:
    """The server's classes load on first use: aiohttp and the card pictures cost start-up time
    the desktop app only pays when a table is served."""
    if name == "ServedTable":
        from tableserver.table import ServedTable

        return ServedTable
    if name in ("ServerThread", "url_for"):
        from tableserver import thread

        return getattr(thread, name)
    raise AttributeError(name)
