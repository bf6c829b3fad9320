"""Sub-commands of ``rectoverso`` (``export``, ``cards``, ``solve`` ...).

Each module listed in ``COMMAND_MODULES`` defines:

* ``NAME`` (the word typed after ``rectoverso``) and ``HELP`` (one line),
* ``add_arguments(parser: argparse.ArgumentParser) -> None``,
* ``run(args: argparse.Namespace) -> int`` (the exit code: 0 done, 1 no result,
  2 bad input, with a one-line reason on stderr).

Commands must not import Qt at module level: they run without a display and must
start fast.
"""

from __future__ import annotations

import argparse
import importlib
from types import ModuleType

__all__ = ["COMMAND_MODULES", "CommandError", "load_commands"]

COMMAND_MODULES: tuple[str, ...] = (
    "app.commands.cards",
    "app.commands.solve",
    "app.commands.export",
    "app.commands.serve",
)


class CommandError(Exception):
    """Bad input to a sub-command: the message is printed as one line and the exit code is 2."""


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
        command_parser = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(command_parser)
