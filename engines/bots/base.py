"""The bot interface and the random bot."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

from engines.base import Action, GameState, View
from engines.rng import choice, make_rng, randbelow

__all__ = ["LEVELS", "Bot", "RandomBot"]

LEVELS = ("easy", "medium", "hard")


class Bot(ABC):
    """Chooses an action for the seat of ``view.player``."""

    kind = "bot"

    def __init__(self, game: type[GameState], *, level: str = "medium", seed: int = 0) -> None:
        self.game = game
        self.level = level
        self.rng = make_rng(seed)

    @abstractmethod
    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        """One of ``legal``; never called with an empty list."""

    def observe(self, view: View) -> None:
        """Watch the table after any seat's action (``view`` is this bot's seat's view).

        Bots that only reason over the view they are asked to ``choose`` from ignore it. A
        bot with a memory must be shown every view, since a card shown once is face down
        afterwards: the table and the self-play loops call this after every action.
        """
        return None

    def rewind(self, view: View) -> None:
        """The game was taken back (an undo) to ``view``.

        A bot with a memory forgets how far it had read, so that it reads the replayed
        entries again; what it saw before stays remembered, like a person's memory. Bots
        without a memory have nothing to forget.
        """
        return None

    def sample_state(self, view: View) -> GameState:
        """A full state consistent with ``view`` (fresh hidden cards each call)."""
        return self.game.determinise(view, randbelow(self.rng, 2**31))


class RandomBot(Bot):
    """Uniformly random legal moves: the baseline, and the monkey tests' player."""

    kind = "random"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return choice(list(legal), self.rng)
