"""Computer players, shared by every game.

A bot sees exactly what a human in its seat sees: a :class:`~engines.base.View` and the
legal actions. Search bots sample full states consistent with the view through the
game's ``determinise`` and never touch the true state.

Three kinds exist for every game: ``random``, ``greedy`` and ``strong`` (ISMCTS), each
with the levels ``easy``, ``medium`` and ``hard``. A game can replace any kind with its
own class, named in its manifest's ``own_bots`` (e.g. a memory model for Revorso): the
manifest is the one place a game's bots are registered, and naming them by import path
keeps a game's rules module free of its bots' imports.
"""

from __future__ import annotations

from engines.base import GameState
from engines.bots.base import LEVELS, Bot, RandomBot
from engines.bots.greedy import GreedyBot
from engines.bots.ismcts import ISMCTSBot
from engines.manifest import game_spec, import_path

__all__ = ["BOT_KINDS", "LEVELS", "Bot", "GreedyBot", "ISMCTSBot", "RandomBot", "bot_class", "make_bot"]

BOT_KINDS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "strong": ISMCTSBot}


def bot_class(game: type[GameState], kind: str) -> type[Bot]:
    """The class that plays ``kind`` for ``game``: the game's own if its manifest names one.

    A game no manifest declares (a rules class built in a test) plays the shared bots.
    """
    if kind not in BOT_KINDS:
        raise ValueError(f"unknown bot {kind!r}; choose one of {', '.join(BOT_KINDS)}")
    try:
        own = game_spec(game.game).own_bots.get(kind)
    except KeyError:
        own = None
    if own is None:
        return BOT_KINDS[kind]
    cls: type[Bot] = import_path(own)
    return cls


def make_bot(game: type[GameState], kind: str = "strong", level: str = "medium", seed: int = 0) -> Bot:
    """The bot of ``kind`` for ``game`` (the game's own class if it provides one)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    return bot_class(game, kind)(game, level=level, seed=seed)
