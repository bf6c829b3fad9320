"""The fair solo planner behind the fair-play bound: its chances cover what the simulator
does, it reads nothing hidden, learning helps it, and the bound sits above its play."""

from __future__ import annotations

import json
import random
import statistics

import pytest

from engines.verso.fastsolo import FACES, ITEM, SoloSim, sim_of
from engines.verso.game import VersoState
from engines.verso.solobound import fair_bound, play, surprise
from engines.verso.soloplan import ValueTable, outcomes, q_values, shipped_table
from engines.verso.solotrain import train


def _items(rows: object) -> tuple[tuple[tuple[int, int], ...], ...]:
    return tuple(tuple(ITEM[c] for c in row) for row in rows)  # type: ignore[attr-defined]


def _deal(seed: int) -> SoloSim:
    return sim_of(VersoState(1, seed))[0]


@pytest.mark.parametrize("seed", range(12))
def test_outcomes_cover_what_the_simulator_does(seed: int) -> None:
    sim = _deal(seed)
    picker = random.Random(seed)
    while sim.top < sim.n:
        for move in sim.moves():
            outs = outcomes(sim, move)
            assert sum(c for c, *_ in outs) == pytest.approx(1.0)
            after = sim.copy()
            after.apply(move)
            real = (after.points - sim.points, _items(after.rows), after.ready, after.n - after.top)
            assert real in {(p, _items(r), rd, left) for c, p, r, rd, left in outs if c > 0}, move
        sim.apply(picker.choice(sim.moves()))


@pytest.mark.parametrize("seed", range(8))
def test_planner_reads_nothing_hidden(seed: int) -> None:
    """The same position with another back on the top card and the rest of the pile
    reshuffled is worth the same to the planner."""
    table = ValueTable()
    sim = _deal(seed)
    picker = random.Random(seed)
    for _ in range(6):
        sim.apply(picker.choice(sim.moves()))
    top = sim.seq[sim.top]
    dealt = {c >> 1 for c in sim.seq}
    twins = [c for c in range(len(FACES)) if FACES[c] == FACES[top] and c >> 1 not in dealt]
    hidden = list(sim.seq[sim.top + 1 :])
    picker.shuffle(hidden)
    other = sim.copy()
    other.seq = (*sim.seq[: sim.top], twins[0] if twins else top, *hidden)
    assert q_values(other, table) == q_values(sim, table)


@pytest.mark.slow
def test_learning_improves_the_planner() -> None:
    deals = [_deal(20_000 + i) for i in range(60)]
    before = statistics.mean(play(d, ValueTable()) for d in deals)
    table = train(1000)
    after = statistics.mean(play(d, table) for d in deals)
    assert after > before + 1.5


@pytest.mark.slow
def test_the_fair_bound_sits_above_fair_play() -> None:
    table = train(200)
    deals = [_deal(30_000 + i) for i in range(4)]
    bound = statistics.mean(fair_bound(d, table, 30) for d in deals)
    played = statistics.mean(play(d, table) for d in deals)
    assert bound > played


def test_surprises_average_out_along_fair_play() -> None:
    """The charge has mean zero for a fair player, up to the chances being read from the
    whole deck rather than the cards not yet seen: what makes the bound a bound."""
    table = shipped_table()
    assert table is not None
    surprises = [surprise(_deal(40_000 + i), table) for i in range(120)]
    mean = statistics.mean(surprises)
    error = statistics.stdev(surprises) / len(surprises) ** 0.5
    assert abs(mean) < 3 * error
    assert error < 1.5


def test_the_shipped_table_reads_back_and_plays_well() -> None:
    table = shipped_table()
    assert table is not None
    deals = [_deal(60_000 + i) for i in range(100)]
    assert statistics.mean(play(d, table) for d in deals) > 45


def test_value_table_files_round_trip() -> None:
    table = train(100)
    again = ValueTable.from_json(json.loads(json.dumps(table.to_json())))
    sim = _deal(7)
    picker = random.Random(7)
    while sim.top < sim.n:
        rows = (sim.rows[0], sim.rows[1], sim.rows[2])
        pile = sim.n - sim.top
        assert again.value(rows, sim.ready, pile) == pytest.approx(
            table.value(rows, sim.ready, pile), abs=0.03
        )
        sim.apply(picker.choice(sim.moves()))


def test_strong_solo_bot_plays_the_planners_move_at_medium() -> None:
    from engines.bots import make_bot
    from engines.verso.bots import planned_actions

    state = VersoState(1, 11)
    bot = make_bot(VersoState, "strong", "medium", seed=1)
    table = shipped_table()
    assert table is not None
    while not state.is_terminal():
        chosen = bot.choose(state.view(0), state.legal_actions())
        if state.phase == "play":
            assert chosen == planned_actions(state, table)[0]
        state.apply(chosen)
