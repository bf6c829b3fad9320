"""One-step lookahead: the move whose immediate result looks best."""

from __future__ import annotations

from collections.abc import Sequence

from engines.base import Action, View
from engines.bots.base import Bot
from engines.rng import choice

__all__ = ["GreedyBot"]

#: Determinisations averaged per candidate move, by level.
_SAMPLES = {"easy": 1, "medium": 3, "hard": 6}


class GreedyBot(Bot):
    """Scores each legal move by ``GameState.heuristic`` right after it, averaged over samples."""

    kind = "greedy"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        actions = list(legal)
        if len(actions) == 1:
            return actions[0]
        me = view.player
        totals = [0.0] * len(actions)
        samples = _SAMPLES.get(self.level, 3)
        for _ in range(samples):
            base = self.sample_state(view)
            for i, action in enumerate(actions):
                state = base.clone()
                if not state.is_legal(action):
                    continue
                state.apply(action)
                totals[i] += state.heuristic(me)
        best = max(totals)
        return choice([a for a, t in zip(actions, totals, strict=True) if t >= best - 1e-9], self.rng)
