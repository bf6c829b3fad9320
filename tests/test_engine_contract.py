"""Every registered game (and the fixture game) keeps the engine contract."""

from __future__ import annotations

import pytest

from engines import GAMES
from engines.base import GameState
from tests import run_share
from tests.contract import check_playout, playout_plan
from tests.fixture_game import FixtureGame

#: Random games a run plays of each game (tests/run_share.py: a new stretch of seeds each day);
#: ``make bench``'s long runs play thousands.
PLAYOUTS = run_share.count(80, 400)
ALL_GAMES: list[type[GameState]] = [FixtureGame, *GAMES.values()]


@pytest.mark.slow
@pytest.mark.parametrize("cls", ALL_GAMES, ids=lambda c: c.game)
def test_random_playouts_keep_the_contract(cls: type[GameState]) -> None:
    for players, seed in playout_plan(cls, PLAYOUTS, run_share.first_seed(PLAYOUTS)):
        check_playout(cls, players, seed)
