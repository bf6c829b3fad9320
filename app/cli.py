"""The ``rectoverso`` command line: options of the app itself and the sub-commands.

Parsing never imports Qt, so ``--version``, ``--help`` and sub-commands start fast and
work without a display.
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from app import __version__
from app.commands import CommandError, add_subparsers, load_commands

__all__ = ["LANGUAGES", "build_parser", "parse_args", "run_command"]

LANGUAGES = ("en", "fr", "it", "pt")


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad argument gives one line and exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="rectoverso",
        description="Recto Verso Studio: play and print Recto Verso, Verso, Revorso and DJ05135.",
        epilog=(
            "exit codes: 0 done, 1 no solution (solve only), "
            "2 bad input or a folder or file that cannot be used"
        ),
    )
    parser.add_argument("--version", action="version", version=f"Recto Verso Studio {__version__}")
    parser.add_argument("--lang", choices=LANGUAGES, help="language of the app for this run")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument(
        "--smoke", action="store_true", help="start headless, open every view, quit (exit 0 when all is well)"
    )
    mode.add_argument(
        "--screenshots", metavar="DIR", help="write one PNG per main view and mode into DIR, then quit"
    )
    parser.add_argument("--debug", action="store_true", help="log debug messages too")
    add_subparsers(parser, load_commands())
    return parser


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    return build_parser().parse_args(argv)


def run_command(args: argparse.Namespace) -> int:
    module = load_commands()[args.command]
    try:
        return int(module.run(args))
    except CommandError as exc:
        print(f"rectoverso {args.command}: {exc}", file=sys.stderr)
    except OSError as exc:
        # A file or folder the system refused (a full disk, a permission): the user's
        # problem to solve, so one line and exit 2 rather than a traceback.
        where = f"{exc.filename}: " if exc.filename else ""
        print(f"rectoverso {args.command}: {where}{exc.strerror or exc}", file=sys.stderr)
    return 2
