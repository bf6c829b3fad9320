"""Entry point of ``rectoverso`` and ``python -m app``."""

from __future__ import annotations

import sys

from app.cli import parse_args, run_command

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if getattr(args, "command", None):
        return run_command(args)
    from app.bootstrap import start

    return start(args)
