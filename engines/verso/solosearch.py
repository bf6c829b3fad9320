"""Solo search for the strong bot: determinised Monte Carlo on the compact simulator.

Each iteration samples one deal consistent with the view (hidden backs, pile order, cards
set aside: :meth:`VersoState.determinise`), plays every candidate move in that same deal
and plays a few moves on there with a fast policy that sees that deal, before reading the
evaluation (the learned value table when given, else the linear one). The candidate with
the best mean over the sampled deals is played; a move must beat the default (the
planner's choice) by a clear paired margin.
Only the view is read: the true state is never seen.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from engines.base import Action
from engines.rng import randbelow
from engines.verso.actions import Bank
from engines.verso.fastsolo import SoloSim, move_of, sim_of
from engines.verso.game import VersoState, VersoView
from engines.verso.soloeval import greedy_move, value
from engines.verso.soloplan import ValueTable

__all__ = ["SearchBudget", "distinct_actions", "search"]


PRUNE_EVERY = 8
PRUNE_Z = 2.0


@dataclass(frozen=True)
class SearchBudget:
    seconds: float  #: stop sampling deals after this long (``min_worlds`` are always taken)
    worlds: int  #: at most this many sampled deals
    candidates: int = 4  #: the default's best-looking rivals searched (by one-step value)
    horizon: int = 99  #: rollout moves before the evaluation takes over
    min_worlds: int = 8
    confidence: float = 0.5  #: standard errors a move must beat the default by


def distinct_actions(actions: Sequence[Action]) -> list[Action]:
    """Banks that discard the same two cards differ only in points: keep the best of each,
    in the order given."""
    best: dict[tuple[int, ...], Bank] = {}
    for a in actions:
        if isinstance(a, Bank):
            key = tuple(sorted(a.cards[-2:]))
            if key not in best or a.points > best[key].points:
                best[key] = a
    kept: list[Action] = []
    for a in actions:
        if not isinstance(a, Bank) or best.get(tuple(sorted(a.cards[-2:]))) is a:
            kept.append(a)
    return kept


def rollout(sim: SoloSim, horizon: int, table: ValueTable | None = None) -> float:
    """Play on with the fast policy for ``horizon`` moves, then read the evaluation
    (the learned table's when given, else the linear one)."""
    steps = 0
    if table is None:
        while not sim.over and steps < horizon:
            sim.apply(greedy_move(sim))
            steps += 1
        return value(sim)
    while not sim.over and steps < horizon:
        sim.apply(max(sim.moves(), key=lambda m: _after(sim, m, table)))
        steps += 1
    return sim.points + table.of(sim)


def _after(sim: SoloSim, move: object, table: ValueTable) -> float:
    after = sim.copy()
    after.apply(move)
    return after.points + table.of(after)


def _paired(values: list[float], base: list[float]) -> tuple[float, float]:
    """Mean and standard error of the paired differences ``values - base``."""
    diffs = [a - b for a, b in zip(values, base, strict=True)]
    mean = sum(diffs) / len(diffs)
    spread = (sum((d - mean) ** 2 for d in diffs) / max(len(diffs) - 1, 1)) ** 0.5
    return mean, spread / len(diffs) ** 0.5


def search(
    view: VersoView,
    ranked: Sequence[Action],
    budget: SearchBudget,
    rng: object,
    table: ValueTable | None = None,
) -> Action:
    """``ranked``: the legal moves, best-looking first; the first is the default.

    Every ``PRUNE_EVERY`` deals, a rival clearly behind the leader (``PRUNE_Z`` standard
    errors) stops being sampled, so the budget goes to the close calls.
    """
    cands = distinct_actions(ranked)[: budget.candidates + 1]
    if ranked[0] not in cands:
        cands.insert(0, ranked[0])
    home = cands.index(ranked[0])
    if len(cands) == 1:
        return cands[0]
    results: list[list[float]] = [[] for _ in cands]
    active = list(range(len(cands)))
    deadline = time.perf_counter() + budget.seconds
    worlds = 0
    while worlds < budget.worlds and (worlds < budget.min_worlds or time.perf_counter() < deadline):
        world = VersoState.determinise(view, randbelow(rng, 2**31))  # type: ignore[arg-type]
        sim, code_of = sim_of(world)
        for i in active:
            s = sim.copy()
            s.apply(move_of(cands[i], code_of))
            results[i].append(rollout(s, budget.horizon, table))
        worlds += 1
        if worlds % PRUNE_EVERY == 0 and len(active) > 2:
            leader = max(active, key=lambda i: sum(results[i]))
            active = [
                i for i in active if i in (home, leader) or _behind(results[i], results[leader]) < PRUNE_Z
            ]
        if len(active) == 1:
            break
    best, best_gain = home, 0.0
    for i in active:
        if i == home:
            continue
        mean, error = _paired(results[i], results[home])
        gain = mean - budget.confidence * error
        if gain > best_gain:
            best, best_gain = i, gain
    return cands[best]


def _behind(values: list[float], leader: list[float]) -> float:
    """How many standard errors ``values`` trails ``leader`` by (paired)."""
    mean, error = _paired(leader, values)
    return mean / error if error > 0 else (0.0 if mean <= 0 else float("inf"))
