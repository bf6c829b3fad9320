"""Mutated saves never crash the loader: each gives a clean error or a valid game."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import GAMES
from engines.base import GameState
from engines.saves import SaveError, state_from_save

_SAVES: dict[str, dict[str, Any]] = {}


def _sample_save(name: str) -> dict[str, Any]:
    """A save of a game part-way through, made once per game from a fixed seed."""
    if name not in _SAVES:
        cls = GAMES[name]
        players = cls.min_players if cls.min_players > 1 else min(2, cls.max_players)
        state = cls(players, 11, None)
        picker = random.Random(5)
        for _ in range(40):
            if state.is_terminal():
                break
            state.apply(picker.choice(state.legal_actions()))
        _SAVES[name] = json.loads(json.dumps(state.to_save()))
    return copy.deepcopy(_SAVES[name])


_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.lists(st.integers(-5, 20), max_size=4),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
)


def _paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found += _paths(value, (*prefix, index))
    return found


def _mutate(data: Any, path: tuple, how: str, value: Any) -> Any:
    if not path:
        return value
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if how == "delete":
        del parent[last]
    elif how == "duplicate" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    else:
        parent[last] = value
    return data


def _check(data: Any) -> None:
    try:
        state = state_from_save(data)
    except SaveError as exc:
        assert str(exc), "a refused save must say why"
        return
    assert isinstance(state, GameState)
    # A save that loads is a real game: playing on from it keeps working.
    if not state.is_terminal():
        assert state.legal_actions()
        state.apply(state.legal_actions()[0])


@pytest.mark.slow
@settings(max_examples=1200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=st.sampled_from(sorted(GAMES)),
    choice=st.integers(min_value=0, max_value=10_000),
    how=st.sampled_from(["replace", "delete", "duplicate"]),
    value=_VALUES,
)
def test_mutated_saves_load_cleanly_or_are_refused(game: str, choice: int, how: str, value: Any) -> None:
    data = _sample_save(game)
    paths = _paths(data)
    path = paths[choice % len(paths)]
    _check(_mutate(data, path, how, value))
