"""Verso bots play legal moves from views only, at every level."""

from __future__ import annotations

import pytest

from engines.bots import make_bot
from engines.verso.actions import Bank, Draw
from engines.verso.bots import VersoGreedyBot, VersoStrongBot
from engines.verso.game import VersoState
from tests.verso_tables import table


def play(players: int, kinds: list[tuple[str, str]], seed: int) -> VersoState:
    state = VersoState(players, seed)
    bots = [make_bot(VersoState, kind, level, seed=seed + i) for i, (kind, level) in enumerate(kinds)]
    while not state.is_terminal():
        seat = state.current_player
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat), legal)
        assert action in legal
        state.apply(action)
    return state


def test_verso_uses_its_own_bots() -> None:
    assert isinstance(make_bot(VersoState, "greedy"), VersoGreedyBot)
    assert isinstance(make_bot(VersoState, "strong", "easy"), VersoStrongBot)


@pytest.mark.parametrize("kind", ["random", "greedy"])
def test_simple_bots_finish_games(kind: str) -> None:
    for players in (1, 2, 4, 6):
        assert play(players, [(kind, "medium")] * players, seed=players).is_terminal()


def test_strong_easy_finishes_a_solo_and_a_three_player_game() -> None:
    assert play(1, [("strong", "easy")], seed=4).is_terminal()
    assert play(3, [("strong", "easy"), ("greedy", "hard"), ("random", "easy")], seed=5).is_terminal()


def test_greedy_banks_the_best_series_and_otherwise_takes_three_points() -> None:
    bot = make_bot(VersoState, "greedy")
    state = table(2, {0: ["b1:1", "b2:1", "g4:3", "g5:3"]}, pile_size=10)
    choice = bot.choose(state.view(0), state.legal_actions())
    assert isinstance(choice, Bank) and choice.colour == "green"
    drawing = table(2, {0: ["b1"]}, ["o4:1"], pile_size=10)
    choice = bot.choose(drawing.view(0), drawing.legal_actions())
    assert isinstance(choice, Draw) and choice.flip


def test_strong_bot_takes_a_square_when_offered() -> None:
    square = ["b1", "b3", "b5", "g1", "g3", "g5", "o1", "o3"]
    state = table(1, {0: square}, ["o5:1", "g2", "g2", "g2"], pile_size=12)
    bot = make_bot(VersoState, "strong", "easy", seed=1)
    assert bot.choose(state.view(0), state.legal_actions()) == Draw(0, False, "orange 5")


def solo_mean(kind: str, level: str, seeds: range) -> float:
    return sum(play(1, [(kind, level)], seed).points[0] for seed in seeds) / len(seeds)


def test_strong_solo_play_clearly_beats_greedy() -> None:
    # The strong bot at medium plays the learned planner that hard starts from.
    seeds = range(700, 720)
    greedy = solo_mean("greedy", "hard", seeds)
    strong = solo_mean("strong", "medium", seeds)
    assert strong >= greedy + 8, (strong, greedy)


def test_strong_hard_finishes_a_solo_game() -> None:
    # Hard's search is timed, so its exact moves depend on the machine: only legality is checked.
    assert play(1, [("strong", "hard")], seed=11).is_terminal()
