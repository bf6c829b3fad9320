"""Pure-Python rules engines for the four games (no Qt, no printing).

``GAMES`` maps each game's registry name to its :class:`~engines.base.GameState`
subclass; a game module registers itself with :func:`register_game` and is listed in
``_GAME_MODULES`` so it is imported with this package.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any, TypeVar

from engines.base import GameState

__all__ = ["GAMES", "new_game", "register_game"]

G = TypeVar("G", bound=type[GameState])

GAMES: dict[str, type[GameState]] = {}

_GAME_MODULES: tuple[str, ...] = (
    "engines.recto_verso.game",
    "engines.revorso.game",
    "engines.verso.game",
    "engines.dj05135.game",
)


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


for _module in _GAME_MODULES:
    importlib.import_module(_module)
