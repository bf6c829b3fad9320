"""Sub-commands of ``rectoverso`` (``export``, ``cards``, ``solve`` ...).

Each module listed in ``COMMAND_MODULES`` defines:

* ``NAME`` (the word typed after ``rectoverso``) and ``HELP`` (one line),
* ``add_arguments(parser: argparse.ArgumentParser) -> None``,
* ``run(args: argparse.Namespace) -> int`` (the exit code: 0 done, 1 no result,
  2 bad input, with a one-line reason on stderr),
* optionally ``EXIT_CODES``, the exit codes for its ``--help`` (default :data:`EXIT_CODES`).

Every float option is parsed by :func:`finite_float`, so ``nan`` and ``inf`` are refused
by argparse itself (exit 2) and never reach a renderer.

Commands must not import Qt at module level: they run without a display and must
start fast.
"""

from __future__ import annotations

import argparse
import importlib
import math
from types import ModuleType

__all__ = [
    "COMMAND_MODULES",
    "EXIT_CODES",
    "CommandError",
    "finite_float",
    "load_commands",
    "non_empty_path",
]

#: The exit codes of a command that has no "no result" outcome, for its ``--help``.
EXIT_CODES = "exit codes: 0 done, 2 bad input or a folder or file that cannot be used"

COMMAND_MODULES: tuple[str, ...] = (
    "app.commands.cards",
    "app.commands.solve",
    "app.commands.export",
    "app.commands.serve",
)


class CommandError(Exception):
    """Bad input to a sub-command: the message is printed as one line and the exit code is 2."""


def finite_float(text: str) -> float:
    """An argparse ``type`` for every float option: a number, but never ``nan`` or ``inf``.

    ``float()`` accepts both, and they would reach the page layout (or crash inside the
    PDF library) instead of being refused as bad input.
    """
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{text!r} is not a finite number")
    return value


def non_empty_path(text: str) -> str:
    """An argparse ``type`` for a file or folder name: ``""`` would silently mean the current folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty name is not a file or folder")
    return text


def load_commands() -> dict[str, ModuleType]:
    commands: dict[str, ModuleType] = {}
    for name in COMMAND_MODULES:
        module = importlib.import_module(name)
        commands[module.NAME] = module
    return commands


def add_subparsers(parser: argparse.ArgumentParser, commands: dict[str, ModuleType]) -> None:
    if not commands:
        return
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for name, module in commands.items():
        command_parser = sub.add_parser(
            name,
            help=module.HELP,
            description=module.HELP,
            epilog=getattr(module, "EXIT_CODES", EXIT_CODES),
        )
        module.add_arguments(command_parser)
