"""The generic engine checks of docs/ARCHITECTURE.md ("The engine contract"), run over every registered game.

Modelled on OpenSpiel's random-simulation tests: play seeded random games and check, at
every step or at sampled steps, the invariants every engine must keep. Used by the test
suite (a new stretch of seeds each day, tests/run_share.py) and by the long runs in ``make bench``.
"""

from __future__ import annotations

import copy
import json
import math
import random
from collections.abc import Callable, Iterator

from engines.base import CHANCE, Action, GameState, IllegalActionError
from engines.saves import state_from_save

#: The most actions a random playout may take, whatever a game's ``max_game_length``: a game
#: whose honest bound is huge (Recto Verso lets partners rearrange freely, about ten million
#: actions) must still end quickly when its moves are picked at random, and its sampled deep
#: checks must fall within the playout. Every other game's bound is at most this, so it keeps
#: its own.
PLAYOUT_STEP_BUDGET = 4_000

#: Called after every applied action; games' own tests add accounting checks here
#: (e.g. every card is somewhere).
StepCheck = Callable[[GameState], None]


class _Foreign(Action):
    kind = "__foreign__"


def player_counts(cls: type[GameState]) -> list[int]:
    return list(range(cls.min_players, cls.max_players + 1))


def playout_plan(cls: type[GameState], playouts: int, first: int = 1000) -> Iterator[tuple[int, int]]:
    """(players, seed) pairs spread evenly over every allowed player count, seeds from ``first``."""
    counts = player_counts(cls)
    for i in range(playouts):
        yield counts[i % len(counts)], first + i


def check_playout(
    cls: type[GameState],
    players: int,
    seed: int,
    *,
    deep_checks: int = 3,
    step_check: StepCheck | None = None,
) -> GameState:
    """Play one random game and assert every contract invariant; returns the final state."""
    picker = random.Random(seed * 7919 + players)
    state = cls(players, seed, None)
    twin = cls(players, seed, None)
    assert state == twin, "the same seed must give the same deal"
    budget = min(cls.max_game_length, PLAYOUT_STEP_BUDGET)
    deep_steps = {picker.randrange(budget // 4 + 1) for _ in range(deep_checks)}
    seen_actions: list[Action] = []
    step = 0
    while not state.is_terminal():
        assert step < budget, f"{cls.game}: no end after {step} actions"
        legal = state.legal_actions()
        assert legal, f"{cls.game}: no legal action at a decision point (step {step})"
        assert len(set(legal)) == len(legal), f"{cls.game}: duplicate legal actions"
        player = state.current_player
        assert player == CHANCE or 0 <= player < players, f"bad current_player {player}"
        if step in deep_steps:
            _deep_check(cls, state, legal, seen_actions)
        action = picker.choice(legal)
        seen_actions.append(action)
        json.dumps(action.to_json())
        assert str(action), "actions need a readable sentence"
        state.apply(action)
        twin.apply(type(action).from_json(json.loads(json.dumps(action.to_json()))))
        if step_check is not None:
            step_check(state)
        step += 1
    assert state == twin, "replaying the same actions from the same seed must give the same state"
    _terminal_check(cls, state)
    _deep_check(cls, state, [], seen_actions)
    return state


def _deep_check(cls: type[GameState], state: GameState, legal: list[Action], seen: list[Action]) -> None:
    clone = state.clone()
    assert clone == state, "clone() must equal the original"
    _shared_records_are_immutable(state)
    # Illegal actions raise and change nothing.
    illegal = [*[a for a in seen if a not in legal][-3:], _Foreign()]
    for action in illegal:
        try:
            state.apply(action)
        except IllegalActionError:
            pass
        else:
            raise AssertionError(f"{cls.game}: illegal action {action} was accepted")
        assert state == clone, f"{cls.game}: a refused action changed the state"
    # Save -> JSON -> load gives the same state.
    save = json.loads(json.dumps(state.to_save()))
    loaded = state_from_save(save) if cls.game in _registered() else _load_unregistered(cls, save)
    assert loaded == state, f"{cls.game}: save and load must give the same state"
    # Views exist for every seat, and bots' samples agree with what the player sees.
    for seat in range(state.players):
        view = state.view(seat)
        assert view.player == seat
    if legal and state.current_player >= 0:
        view = state.view(state.current_player)
        sample = cls.determinise(view, 12345)
        assert sample.view(state.current_player) == view, (
            f"{cls.game}: a determinised state must show the same view"
        )
        assert sorted(map(repr, sample.legal_actions())) == sorted(map(repr, legal)), (
            f"{cls.game}: a determinised state must offer the same legal actions"
        )
    # Undo gives the replay without the last action(s).
    if state.can_undo():
        undone = state.undone()
        assert undone == cls.replay(state.players, state.seed, state.options, state.history[:-1])


def _shared_records_are_immutable(state: GameState) -> None:
    """A clone shares the records that copy to themselves (actions, log events): each must be
    made of immutable values, or playing on in a clone would change the original's log."""
    for value in vars(state).values():
        if isinstance(value, list):
            for item in value:
                if copy.deepcopy(item) is item:
                    hash(item)  # a list or a dict inside would raise TypeError here


def _terminal_check(cls: type[GameState], state: GameState) -> None:
    assert state.legal_actions() == [], "a finished game has no legal actions"
    low, high = cls.score_bounds
    for score in state.scores():
        assert low <= score <= high, f"{cls.game}: score {score} outside {cls.score_bounds}"
    returns = state.returns()
    assert len(returns) == state.players and all(math.isfinite(r) for r in returns)
    winners = state.winners()
    assert winners and all(0 <= w < state.players for w in winners)


def _registered() -> set[str]:
    from engines import GAMES

    return set(GAMES)


def _load_unregistered(cls: type[GameState], save: dict) -> GameState:
    from engines.base import decode_action

    actions = [decode_action(cls.action_types, a) for a in save["actions"]]
    return cls.replay(len(save["seats"]), save["seed"], save["options"], actions)
