"""Single-observer information-set Monte Carlo tree search (Cowling, Powley, Whitehouse 2012).

Each iteration samples a full state consistent with the bot's view, walks the shared tree
restricted to the actions legal in that sample (UCB with availability counts), expands
one node, plays a rollout to the end or to a depth limit, and backs up each player's
``heuristic`` to the moves that player made.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence

from engines.base import Action, GameState, View
from engines.bots.base import Bot
from engines.rng import choice
from engines.search_budget import DEFAULT_BUDGETS, Budget

__all__ = ["DEFAULT_BUDGETS", "Budget", "ISMCTSBot"]

_EXPLORATION = 0.7


class _Node:
    __slots__ = ("available", "children", "player", "total", "visits")

    def __init__(self, player: int) -> None:
        self.player = player  # who made the move leading here
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0

    def ucb_child(self, actions: Sequence[Action]) -> tuple[Action, _Node]:
        best: tuple[Action, _Node] | None = None
        best_score = -math.inf
        for action in actions:
            child = self.children[action]
            score = child.total / child.visits + _EXPLORATION * math.sqrt(
                math.log(max(child.available, 1)) / child.visits
            )
            if score > best_score:
                best, best_score = (action, child), score
        assert best is not None
        return best


class ISMCTSBot(Bot):
    """The strong bot. Games tune it through their state's ``strong_budgets``,
    ``rollout_action`` and ``heuristic``."""

    kind = "strong"

    def budget(self) -> Budget:
        return self.game.strong_budgets.get(self.level, DEFAULT_BUDGETS["medium"])

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        root_actions = list(legal)
        if len(root_actions) == 1:
            return root_actions[0]
        budget = self.budget()
        root = _Node(player=-1)
        deadline = time.perf_counter() + budget.seconds
        for iteration in range(budget.iterations):
            if iteration >= 8 and time.perf_counter() > deadline:
                break
            self._iterate(root, self.sample_state(view), root_actions, budget)
        visited = [
            (root.children[a].visits, root.children[a].total, a) for a in root_actions if a in root.children
        ]
        if not visited:
            return choice(root_actions, self.rng)
        most = max(v for v, _, _ in visited)
        best = [(t / max(v, 1), a) for v, t, a in visited if v == most]
        return max(best, key=lambda pair: pair[0])[1]

    def _iterate(self, root: _Node, state: GameState, root_actions: list[Action], budget: Budget) -> None:
        node = root
        path = [root]
        first = True
        # Selection and expansion.
        while not state.is_terminal():
            actions = state.legal_actions()
            if first:
                allowed = set(root_actions)
                actions = [a for a in actions if a in allowed] or actions
                first = False
            for action in actions:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            untried = [a for a in actions if a not in node.children]
            mover = state.current_player
            if untried:
                action = choice(untried, self.rng)
                child = _Node(mover)
                child.available = 1
                node.children[action] = child
                state.apply(action)
                path.append(child)
                break
            action, child = node.ucb_child(actions)
            state.apply(action)
            node = child
            path.append(child)
        # Rollout.
        depth = 0
        while not state.is_terminal() and depth < budget.rollout_depth:
            move = state.rollout_action(self.rng)
            state.apply(move if move is not None else choice(state.legal_actions(), self.rng))
            depth += 1
        values = [state.heuristic(p) for p in range(state.players)]
        # Backpropagation.
        for visited in path:
            visited.visits += 1
            if visited.player >= 0:
                visited.total += values[visited.player]
