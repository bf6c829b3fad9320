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

from tableserver.address import address_candidates, lan_address
from tableserver.table import ServedTable
from tableserver.thread import ServerThread, url_for

__all__ = ["ServedTable", "ServerThread", "address_candidates", "lan_address", "url_for"]
