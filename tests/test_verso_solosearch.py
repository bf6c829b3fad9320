"""The solo search and the clairvoyant bound: legal, fair to the view, and stronger than greedy."""

from __future__ import annotations

import pytest

from engines.bots import make_bot
from engines.rng import make_rng
from engines.verso.actions import Bank, Draw
from engines.verso.clairvoyant import clairvoyant_solo
from engines.verso.game import VersoState
from engines.verso.solo import action_values
from engines.verso.solosearch import SearchBudget, distinct_actions, search

#: A fixed number of sampled deals and no clock, so the games are the same on any machine.
FIXED = SearchBudget(seconds=0.0, worlds=10, candidates=3, horizon=4, min_worlds=10)


def search_game(seed: int, options: dict[str, object] | None = None) -> VersoState:
    state = VersoState(1, seed, options)
    rng = make_rng(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        ranked = [a for _, a in sorted(action_values(state), key=lambda va: -va[0])]
        if state.phase == "play" and len(legal) > 1:
            action = search(state.view(0), ranked, FIXED, rng)
        else:
            action = ranked[0]
        assert action in legal
        state.apply(action)
    return state


def greedy_game(seed: int) -> VersoState:
    state = VersoState(1, seed)
    bot = make_bot(VersoState, "greedy", "hard", seed=seed)
    while not state.is_terminal():
        state.apply(bot.choose(state.view(0), state.legal_actions()))
    return state


def test_search_clearly_beats_greedy_in_solo() -> None:
    seeds = range(900, 906)
    searched = sum(search_game(s).points[0] for s in seeds) / len(seeds)
    greedy = sum(greedy_game(s).points[0] for s in seeds) / len(seeds)
    assert searched >= greedy + 8, (searched, greedy)


@pytest.mark.parametrize("options", [{"wrap": True}, {"square_rescore": "series", "jokers_identical": True}])
def test_search_plays_legal_moves_under_every_option(options: dict[str, object]) -> None:
    assert search_game(31, options).is_terminal()


def test_distinct_actions_keeps_the_best_bank_per_discarded_pair_in_order() -> None:
    draw = Draw(0, False, "blue 1")
    low = Bank(0, (1, 2, 3), "blue", "1-2-3", 3)
    high = Bank(0, (4, 2, 3), "blue", "★-2-3", 5)
    other = Bank(0, (2, 3, 5), "blue", "2-3-4", 3)
    assert distinct_actions([draw, low, other, high]) == [draw, other, high]


def test_the_clairvoyant_bound_is_above_fair_play() -> None:
    for seed in (10_000, 10_001):
        fair = search_game(seed).points[0]
        assert clairvoyant_solo(seed, width=30) >= fair
