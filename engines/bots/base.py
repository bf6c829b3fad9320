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

    def observe(self, view: View) -> None:  # noqa: B027  (a hook: most bots keep no notes)
        """Watch the table after every move (the view of this bot's seat); a bot with memory keeps notes."""

    def rewind(self, view: View) -> None:  # noqa: B027  (a hook: most bots keep no notes)
        """The game was taken back to ``view`` (an undo): forget what happened after it, keep the rest."""

    def sample_state(self, view: View) -> GameState:
        """A full state consistent with ``view`` (fresh hidden cards each call)."""
        return self.game.determinise(view, randbelow(self.rng, 2**31))


class RandomBot(Bot):
    """Uniformly random legal moves: the baseline, and the monkey tests' player."""

    kind = "random"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        return choice(list(legal), self.rng)
