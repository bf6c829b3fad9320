"""The compact solo simulator replays the engine's solo games exactly."""

from __future__ import annotations

import random

import pytest

from engines.verso.actions import Bank
from engines.verso.fastsolo import FLIP, PASS, move_of, sim_of
from engines.verso.game import VersoState
from engines.verso.solo import solo_action

OPTIONS = [
    {},
    {"wrap": True},
    {"square_rescore": "series"},
    {"jokers_identical": True, "wrap": True},
]


def _same(state: VersoState, sim: object) -> None:
    fresh, _ = sim_of(state)
    assert sim.key() == fresh.key()  # type: ignore[attr-defined]
    assert sim.points == state.points[0]  # type: ignore[attr-defined]


def _offered(state: VersoState, code_of: dict[int, int]) -> set[object]:
    """The engine's legal moves in simulator terms, banks reduced to the best per discarded pair."""
    best: dict[tuple[int, int, int], int] = {}
    others = set()
    for action in state.legal_actions():
        move = move_of(action, code_of)
        if isinstance(action, Bank):
            best[move[:3]] = max(best.get(move[:3], -1), move[3])
        else:
            others.add(move)
    return others | {(*k, p) for k, p in best.items()}


@pytest.mark.parametrize("options", OPTIONS)
def test_simulator_matches_the_engine_move_for_move(options: dict[str, object]) -> None:
    squares = 0
    for seed in range(40):
        state = VersoState(1, seed, options)
        state.record = False
        sim, code_of = sim_of(state)
        picker = random.Random(seed)
        while not state.is_terminal():
            assert _offered(state, code_of) == set(sim.moves())
            # Odd seeds follow the solo policy, which forms squares and long series.
            action = solo_action(state) if seed % 2 else picker.choice(state.legal_actions())
            sim.apply(move_of(action, code_of))
            state.apply(action)
            _, code_of = sim_of(state)
            _same(state, sim)
            squares += not sim.ready
        assert sim.over
    assert squares > 0


def test_simulator_plays_a_whole_game_from_its_own_moves() -> None:
    state = VersoState(1, 3)
    sim, _ = sim_of(state)
    while not sim.over:
        moves = sim.moves()
        sim.apply(FLIP if FLIP in moves else PASS if PASS in moves else moves[-1])
    assert sim.top == sim.n and sim.points >= 0
