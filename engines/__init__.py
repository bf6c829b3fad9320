"""Pure-Python rules engines for the four games (no Qt, no printing).

``GAMES`` maps each game's registry name to its :class:`~engines.base.GameState`
subclass. Every game declares itself in a manifest (:mod:`engines.manifest`); importing
this package imports each manifest's engine class, which registers itself with
:func:`register_game`.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any, TypeVar

from engines.base import GameState

__all__ = ["GAMES", "new_game", "register_game"]

G = TypeVar("G", bound=type[GameState])

GAMES: dict[str, type[GameState]] = {}


def register_game(cls: G) -> G:
    """Class decorator: make a game available under ``cls.game``."""
    GAMES[cls.game] = cls
    return cls


def new_game(name: str, players: int, seed: int, options: Mapping[str, Any] | None = None) -> GameState:
    try:
        cls = GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(sorted(GAMES))}") from None
    return cls(players, seed, options)


def _import_games() -> None:
    from engines.manifest import game_specs

    for spec in game_specs():
        importlib.import_module(spec.state.partition(":")[0])


_import_games()
