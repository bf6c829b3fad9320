"""``rectoverso serve``: serve a table to phones on the local network, with no window.

Prints the page's address with the table code and a QR code of it for the terminal, moves
the computer players, and runs until Ctrl+C (exit 0). Bad input (an unknown game, a
player count the game does not allow, a port in use) exits 2 with one line on stderr.
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import sys
import time
from typing import TYPE_CHECKING

from app.commands import CommandError

if TYPE_CHECKING:
    from engines.table.seats import TableSetup
    from tableserver import ServedTable

NAME = "serve"
HELP = "serve a table to phones on the local network (serve --game dj05135 --players 3 [--bots 1])"
#: The port asked for when none is given: easy to type, rarely taken.
DEFAULT_PORT = 8765


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, help="the game to play (dj05135)")
    parser.add_argument("--players", type=int, required=True, help="seats at the table, phones and computers")
    parser.add_argument("--bots", type=int, default=0, help="how many of the seats the computer plays")
    parser.add_argument(
        "--host", help="the address to listen on (default: this computer's address on the local network)"
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT}; 0: any free one)"
    )
    parser.add_argument("--seed", type=int, help="the deal (default: a random one)")
    parser.add_argument(
        "--mode",
        choices=("party", "ladder"),
        help="for a game played in modes (recto_verso): party (3-6 players) or ladder (2)",
    )


def _setup(args: argparse.Namespace) -> TableSetup:
    import secrets

    from engines.table.seats import Seat, SeatError, TableSetup, default_name

    phones = args.players - args.bots
    if args.bots < 0 or phones < 1:
        raise CommandError("--bots must leave at least one seat for a phone")
    seats = [Seat.remote(str(default_name(i))) for i in range(phones)]
    seats += [Seat.computer(str(default_name(phones + i))) for i in range(args.bots)]
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    options = {}
    if args.mode is not None:
        from engines.manifest import game_spec

        modes = [o for o in game_spec(args.game).options if o.key == "mode" and o.allows(args.mode)]
        if not modes:
            raise CommandError(f"{args.game} has no {args.mode} mode")
        options["mode"] = args.mode
    try:
        return TableSetup(args.game, tuple(seats), seed, options)
    except SeatError as exc:
        raise CommandError(str(exc)) from exc


def run(args: argparse.Namespace) -> int:
    from app.commands.serve_news import LockoutLines, TableNews
    from engines.table.pacing import SPEEDS
    from engines.table.session import TableSession
    from tableserver import ServedTable, ServerThread, lan_address
    from tableserver.phone_views import adapter, phone_games

    if adapter(args.game) is None:
        raise CommandError(
            f"no phone table for {args.game!r} yet; choose one of: {', '.join(sorted(phone_games()))}"
        )
    if not 0 <= args.port <= 65535:
        raise CommandError("--port must be between 0 and 65535")
    setup = _setup(args)
    table = ServedTable(TableSession(setup), drive_bots=True, bot_pause_ms=dict(SPEEDS)["normal"])
    table.guard.on_lockouts = LockoutLines().show
    news = TableNews(table.session)
    host = args.host or lan_address()
    server = ServerThread(table)
    try:
        url = server.start(host, args.port)
    except OSError as exc:
        raise CommandError(f"cannot listen on {host} port {args.port}: {exc.strerror or exc}") from exc
    table.run_on_table(lambda: table.session.add_listener(news.on_change))
    # "Press Ctrl+C" holds even when started where Ctrl+C is ignored (a shell's background
    # job inherits SIGINT ignored, and Python then never raises KeyboardInterrupt).
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        _announce(table, setup, f"{url}?code={table.code}")
        while server.running:
            time.sleep(0.2)
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    print("The table is closed.", flush=True)
    return 0


def _announce(table: ServedTable, setup: TableSetup, join: str) -> None:
    import segno

    bots = sum(seat.is_bot for seat in setup.seats)
    print(f"{table.session.state.title}: {len(setup.seats)} seats, {bots} played by the computer.")
    print(f"Open on the phones: {join}")
    print(f"Table code: {table.code}")
    # A terminal that cannot show the blocks still has the address.
    with contextlib.suppress(UnicodeEncodeError):
        segno.make(join, error="m").terminal(out=sys.stdout, compact=True)
    print("Press Ctrl+C to close the table.", flush=True)
