"""Verso's own bots: ``greedy`` (best immediate points) and ``strong``.

The strong bot is determinised Monte Carlo over the information set (perfect-information
Monte Carlo with common random numbers): each iteration samples the hidden faces, pile
order and set-aside cards consistently with the bot's view, then plays every candidate
move in that same sample and finishes the game with the fast policy of
:mod:`engines.verso.policy`. The candidate with the best mean result is played. Budgets
(time and samples) make the three levels.

Solo games use their own planners instead, since the rule-based rollouts cap what search
can find there: easy plays the rule-based policy, medium the fair one-step planner over
the learned value table (:mod:`engines.verso.soloplan`, shipped as
``resources/verso/solo_value.json``), and hard searches that planner's move and its
best-looking rivals by Monte Carlo over sampled deals on the compact solo simulator
(:mod:`engines.verso.solosearch`). Without the table, or with other rules than the
default ones, the fitted linear evaluation of :mod:`engines.verso.solo` stands in.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from engines.base import Action, View
from engines.bots.base import Bot
from engines.rng import choice, randbelow
from engines.verso.actions import Bank, Draw
from engines.verso.fastsolo import move_of, sim_of
from engines.verso.game import VersoState, VersoView
from engines.verso.policy import policy_action, tableau_potential
from engines.verso.solo import action_values
from engines.verso.soloplan import ValueTable, q_values, shipped_table
from engines.verso.solosearch import SearchBudget, distinct_actions, search

__all__ = ["SOLO_BUDGETS", "STRONG_BUDGETS", "SoloBudget", "StrongBudget", "VersoGreedyBot", "VersoStrongBot"]


class VersoGreedyBot(Bot):
    """The move that scores most right now; draws take the 3-point face (a back's points are known)."""

    kind = "greedy"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        actions = list(legal)
        banks = [a for a in actions if isinstance(a, Bank)]
        if banks:
            best = max(a.points for a in banks)
            return choice([a for a in banks if a.points == best], self.rng)
        draws = [a for a in actions if isinstance(a, Draw)]
        if not draws:
            return actions[0]  # a pass
        assert isinstance(view, VersoView) and view.top is not None
        want_flip = view.top.face.points == 1
        return next((a for a in draws if a.flip == want_flip), draws[0])


@dataclass(frozen=True)
class StrongBudget:
    seconds: float  #: stop sampling after this long (at least ``min_samples`` are taken)
    samples: int  #: at most this many determinisations
    candidates: int  #: series kept for search, best points first (draws are always kept)
    depth: int  #: rollout length cap with several players (solo games are played out)
    min_samples: int = 4


@dataclass(frozen=True)
class SoloBudget:
    """Solo play: ``policy`` is "rules" (the quick rule-based policy), "expect" (one-step
    expectimax over the fitted linear evaluation), "planner" (one-step expectimax over the
    learned value table of :mod:`engines.verso.soloplan`; "expect" stands in when the
    table is missing or the rules are not the default ones) or "search" (the planner's
    move and its best-looking rivals compared by Monte Carlo over sampled deals, within
    ``search``)."""

    policy: str
    search: SearchBudget | None = None


SOLO_BUDGETS = {
    "easy": SoloBudget("rules"),
    "medium": SoloBudget("planner"),
    # 0.25 s keeps the median decision under 0.3 s on a busy two-core machine.
    "hard": SoloBudget(
        "search", SearchBudget(seconds=0.25, worlds=400, candidates=5, horizon=4, confidence=0.3)
    ),
}

STRONG_BUDGETS = {
    "easy": StrongBudget(seconds=0.03, samples=6, candidates=2, depth=24),
    "medium": StrongBudget(seconds=0.10, samples=40, candidates=4, depth=40),
    "hard": StrongBudget(seconds=0.25, samples=400, candidates=6, depth=60),
}


class VersoStrongBot(Bot):
    kind = "strong"
    #: Whether rollouts may read the sampled hidden faces (faster learning, optimistic values).
    peek = False
    #: How many standard errors a move must beat the policy's choice by.
    confidence = 1.0

    def budget(self) -> StrongBudget:
        return STRONG_BUDGETS.get(self.level, STRONG_BUDGETS["medium"])

    def candidates(self, legal: Sequence[Action], keep: int) -> list[Action]:
        banks = sorted(
            (a for a in legal if isinstance(a, Bank)), key=lambda a: (-a.points, -len(a.cards), a.cards)
        )
        others = [a for a in legal if not isinstance(a, Bank)]
        return others + banks[:keep]

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        actions = list(legal)
        if len(actions) == 1:
            return actions[0]
        assert isinstance(view, VersoView)
        if view.players == 1:
            return self.choose_solo(view, actions)
        budget = self.budget()
        cands = self.candidates(actions, budget.candidates)
        if len(cands) == 1:
            return cands[0]
        me = view.player
        # The fast policy's own choice is the default; search must beat it clearly
        # (paired differences over the same samples) to overrule it.
        first = VersoState.determinise(view, randbelow(self.rng, 2**31))
        default = policy_action(first, self.rng, peek=False)
        if default not in cands:
            cands.append(default)
        home = cands.index(default)
        results: list[list[float]] = [[] for _ in cands]
        deadline = time.perf_counter() + budget.seconds
        samples = 0
        while samples < budget.samples and (samples < budget.min_samples or time.perf_counter() < deadline):
            base = first if samples == 0 else VersoState.determinise(view, randbelow(self.rng, 2**31))
            base.record = False
            base.log = []
            for i, action in enumerate(cands):
                state = base.clone()
                state.apply(action)
                results[i].append(self.playout(state, me, budget.depth))
            samples += 1
        best, best_gain = home, 0.0
        for i, values in enumerate(results):
            if i == home:
                continue
            diffs = [a - b for a, b in zip(values, results[home], strict=True)]
            mean = sum(diffs) / len(diffs)
            spread = (sum((d - mean) ** 2 for d in diffs) / max(len(diffs) - 1, 1)) ** 0.5
            margin = self.confidence * spread / len(diffs) ** 0.5
            if mean - margin > best_gain:
                best, best_gain = i, mean - margin
        return cands[best]

    def choose_solo(self, view: VersoView, actions: list[Action]) -> Action:
        """Solo: the level's policy; at hard, Monte Carlo search around its move."""
        budget = SOLO_BUDGETS.get(self.level, SOLO_BUDGETS["medium"])
        first = VersoState.determinise(view, randbelow(self.rng, 2**31))
        first.record = False
        if budget.policy == "rules":
            return policy_action(first, self.rng, peek=False)
        table = None
        if budget.policy != "expect" and first.options == VersoState.default_options:
            table = shipped_table()
        ranked = planned_actions(first, table) if table else []
        if not ranked:
            ranked = [a for _, a in sorted(action_values(first), key=lambda va: -va[0])]
        if budget.search is None or len(ranked) == 1 or view.phase != "play":
            return ranked[0]
        return search(view, ranked, budget.search, self.rng, table)

    def playout(self, state: VersoState, me: int, depth: int) -> float:
        """Finish (or, with several players, advance) the game with the fast policy; my result."""
        rng = self.rng
        if state.players == 1:
            while state.phase != "over":
                state.apply(policy_action(state, rng, peek=self.peek))
            return float(state.points[0])
        steps = 0
        while state.phase != "over" and steps < depth:
            state.apply(policy_action(state, rng, peek=self.peek))
            steps += 1
        done = state.phase == "over"

        def value(p: int) -> float:
            return state.points[p] + (0.0 if done else tableau_potential(state, p))

        mine = value(me)
        best_other = max(value(q) for q in range(state.players) if q != me)
        return mine - best_other + (5.0 if done and mine >= best_other else 0.0)


def planned_actions(state: VersoState, table: ValueTable) -> list[Action]:
    """The legal solo moves, best first by the learned planner (fair: it reads only what
    the player may know, so a sampled state serves as well as the true one)."""
    sim, code_of = sim_of(state)
    worth = dict(q_values(sim, table))
    scored = []
    for action in distinct_actions(state.legal_actions()):
        move = move_of(action, code_of)
        if move in worth:
            scored.append((worth[move], action))
    scored.sort(key=lambda wa: -wa[0])
    return [a for _, a in scored]
