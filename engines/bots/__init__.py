"""Computer players, shared by every game.

A bot sees exactly what a human in its seat sees: a :class:`~engines.base.View` and the
legal actions. Search bots sample full states consistent with the view through the
game's ``determinise`` and never touch the true state.

Three kinds exist for every game: ``random``, ``greedy`` and ``strong`` (ISMCTS), each
with the levels ``easy``, ``medium`` and ``hard``. A game can replace any kind with its
own class through ``GameState.bot_types`` (e.g. a memory model for Revorso).
"""

from __future__ import annotations

from engines.base import GameState
from engines.bots.base import LEVELS, Bot, RandomBot
from engines.bots.greedy import GreedyBot
from engines.bots.ismcts import ISMCTSBot

__all__ = ["BOT_KINDS", "LEVELS", "Bot", "GreedyBot", "ISMCTSBot", "RandomBot", "make_bot"]

BOT_KINDS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "strong": ISMCTSBot}


def make_bot(game: type[GameState], kind: str = "strong", level: str = "medium", seed: int = 0) -> Bot:
    """The bot of ``kind`` for ``game`` (the game's own class if it provides one)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    try:
        cls = game.bot_types.get(kind) or BOT_KINDS[kind]
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}; choose one of {', '.join(BOT_KINDS)}") from None
    return cls(game, level=level, seed=seed)
