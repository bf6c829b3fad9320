"""Every registered game (and the fixture game) keeps the engine contract."""

from __future__ import annotations

import pytest

from engines import GAMES
from engines.base import GameState
from tests.contract import check_playout, playout_plan
from tests.fixture_game import FixtureGame

PLAYOUTS = 200
ALL_GAMES: list[type[GameState]] = [FixtureGame, *GAMES.values()]


@pytest.mark.slow
@pytest.mark.parametrize("cls", ALL_GAMES, ids=lambda c: c.game)
def test_random_playouts_keep_the_contract(cls: type[GameState]) -> None:
    for players, seed in playout_plan(cls, PLAYOUTS):
        check_playout(cls, players, seed)
