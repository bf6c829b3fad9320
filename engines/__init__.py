"""Pure-Python rules engines for the four games (no Qt, no printing).

``GAMES`` maps each game's registry name to its :class:`~engines.base.GameState`
subclass. Every game declares itself in a manifest (:mod:`engines.manifest`); importing
this package fills ``GAMES`` from the manifests, so there is one list of games.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engines.base import GameState

__all__ = ["GAMES", "new_game"]

GAMES: dict[str, type[GameState]] = {}


def new_game(name: str, players: int, seed: int, options: Mapping[str, Any] | None = None) -> GameState:
    try:
        cls = GAMES[name]
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known: {', '.join(sorted(GAMES))}") from None
    return cls(players, seed, options)


def _import_games() -> None:
    from engines.manifest import game_specs

    for spec in game_specs():
        GAMES.setdefault(spec.id, spec.state_class())


_import_games()
