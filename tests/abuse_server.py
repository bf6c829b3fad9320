"""A served table in a process of its own, for the abuse tests: the phones and the attacker are
other processes, as on a classroom network, so what one does costs the others only what it
costs the server.

``python -m tests.abuse_server '{"phones": 4, "nofile": 256, "limits": {...}}'`` prints one
JSON line ``{"url": ..., "code": ...}`` when it listens, then runs until stdin closes. Its
stderr is the server's log, which the tests read.
"""

from __future__ import annotations

import json
import logging
import sys


def main() -> None:
    config = json.loads(sys.argv[1])
    if config.get("nofile"):
        import resource

        resource.setrlimit(resource.RLIMIT_NOFILE, (config["nofile"], config["nofile"]))
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    from engines.table.seats import Seat, TableSetup
    from engines.table.session import TableSession
    from tableserver import ServedTable, ServerThread
    from tableserver.limits import Limits

    phones = int(config.get("phones", 4))
    seats = tuple(Seat.remote(f"Player {i + 1}") for i in range(phones))
    setup = TableSetup(
        config.get("game", "dj05135"), seats, int(config.get("seed", 3)), config.get("options", {})
    )
    table = ServedTable(TableSession(setup), code="KTRA")
    server = ServerThread(table, Limits(**config.get("limits", {})))
    url = server.start("127.0.0.1")
    print(json.dumps({"url": url, "code": table.code}), flush=True)
    sys.stdin.read()  # until the test closes our stdin
    server.stop()


if __name__ == "__main__":
    main()
