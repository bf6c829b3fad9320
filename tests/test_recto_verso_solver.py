"""The solver: solutions always validate and match, impossible cards are detected, hints help."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.recto_verso.building import Building, validate
from engines.recto_verso.cards import Card, card_from_building, shipped_card, shipped_cards
from engines.recto_verso.facades import project_building
from engines.recto_verso.generator import random_building
from engines.recto_verso.solver import (
    check_solution,
    complete,
    count_solutions,
    hint,
    impossibility,
    iter_solutions,
    solve,
)
from engines.rng import make_rng
from tests.recto_verso_samples import EASY_BACK, EASY_FRONT, easy_building


def card(front: tuple[str, ...], back: tuple[str, ...], level: str = "easy") -> Card:
    return Card("T", level, front, back)


def test_solves_the_sample_card() -> None:
    result = solve(card(EASY_FRONT, EASY_BACK))
    assert result.solved and check_solution(card(EASY_FRONT, EASY_BACK), result.building)


@pytest.mark.parametrize(
    ("front", "back", "level", "words"),
    [
        (("R...", "YYYG"), ("...B", "EWBB"), "easy", "red"),
        (("N...", "YYYG"), ("B...", "EWBB"), "easy", "silhouettes differ"),
        (("GGG.", "YYYE"), (".GGG", "EYYY"), "easy", "3 green cells"),
        (("N...", "....", "YYYG"), ("...B", "....", "EWBB"), "easy", "nothing under it"),
        (("YYYG",), ("EWBB",), "easy", "room for 16 cubes"),
    ],
)
def test_impossible_cards_are_explained(front: tuple, back: tuple, level: str, words: str) -> None:
    c = card(front, back, level)
    reason = impossibility(c)
    assert reason is not None and words in reason
    result = solve(c)
    assert not result.solved and words in result.reason


def test_impossible_card_found_by_search() -> None:
    # The yellow bar would have to show at the front's bottom left and the back's top left.
    c = card(("Y...", "Y...", "KWEN", "GGPP"), ("...Y", "...B", "BBVV", "OOGG"))
    assert impossibility(c) is None
    result = solve(c)
    assert not result.solved and result.reason
    assert count_solutions(c) == 0


def test_same_card_at_the_other_level() -> None:
    hard = shipped_card("H01")
    assert not solve(hard, "easy").solved  # one piece too few, or a red cell
    easy = shipped_card("E01")
    assert not solve(easy, "hard").solved or check_solution(
        Card(easy.id, "hard", easy.front, easy.back), solve(easy, "hard").building
    )


@pytest.mark.parametrize("card_id", ["E01", "E17", "E32", "H01", "H16", "H32"])
def test_all_solutions_are_different_and_valid(card_id: str) -> None:
    c = shipped_card(card_id)
    found = []
    for building in iter_solutions(c):
        found.append(tuple(sorted((p.piece, p.cells) for p in building.placements)))
        assert check_solution(c, building)
        if len(found) == 60:
            break
    assert len(set(found)) == len(found)
    assert count_solutions(c, limit=60) == len(found)


def test_mutated_cards_solve_or_are_refused() -> None:
    for c in shipped_cards()[::8]:
        front = list(c.front)
        row = front[-1]
        swapped = row[::-1]
        front[-1] = swapped
        mutated = Card(c.id, c.level, tuple(front), c.back)
        result = solve(mutated)
        if result.solved:
            assert check_solution(mutated, result.building)
        else:
            assert result.reason


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), level=st.sampled_from(["easy", "hard"]))
def test_random_building_card_is_solved(seed: int, level: str) -> None:
    building = random_building(level, make_rng(seed))
    assert validate(building) == []
    c = card_from_building(building, "R")
    result = solve(c)
    assert result.building is not None, result.reason
    assert validate(result.building) == []
    assert project_building(result.building) == c.facades


def test_hints_build_the_card_from_nothing() -> None:
    c = shipped_card("H07")
    partial = Building("hard", ())
    for _ in range(11):
        step = hint(c, partial)
        assert step is not None
        partial = Building("hard", (*partial.placements, step))
        assert validate(Building("hard", partial.placements)) == [] or all(
            p.code == "missing" for p in validate(partial)
        )
    assert check_solution(c, partial)
    assert hint(c, partial) is None


def test_hint_keeps_pieces_and_refuses_a_dead_end() -> None:
    c = card(EASY_FRONT, EASY_BACK)
    kept = Building("easy", tuple(p for p in easy_building().placements if p.piece in ("yellow", "blue")))
    full = complete(c, kept)
    assert full is not None and check_solution(c, full)
    assert {p.piece: p.cells for p in kept.placements}.items() <= {
        p.piece: p.cells for p in full.placements
    }.items()
    wrong = Building.of("easy", {"yellow": [[1, 0, 0], [2, 0, 0], [3, 0, 0]]})
    assert hint(c, wrong) is None


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_the_original_building_is_among_all_solutions(level: str) -> None:
    checked = 0
    for seed in range(12):
        building = random_building(level, make_rng(seed))
        c = card_from_building(building, "R")
        original = sorted((p.piece, p.cells) for p in building.placements)
        found = []
        for solution in iter_solutions(c):
            found.append(sorted((p.piece, p.cells) for p in solution.placements))
            if len(found) > 3000:
                break
        if len(found) <= 3000:
            assert original in found
            checked += 1
    assert checked >= 4
