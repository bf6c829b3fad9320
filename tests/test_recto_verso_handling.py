"""The held piece: turns, ghost landing and build order (pure, no Qt)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engines.recto_verso.cards import shipped_cards
from engines.recto_verso.handling import (
    OPERATIONS,
    anchor_for,
    build_order,
    ghost,
    offset_for,
    operations_between,
    start_shape,
    turn,
)
from engines.recto_verso.pieces import orientations, pieces
from engines.recto_verso.placing import cells_mask
from engines.recto_verso.solver import solve

NAMES = [p.name for p in pieces()]


@given(st.sampled_from(NAMES), st.lists(st.sampled_from(OPERATIONS), max_size=12))
def test_turns_stay_rotations_of_the_piece(name: str, ops: list[str]) -> None:
    shape = start_shape(name)
    for op in ops:
        shape = turn(shape, op)
        assert shape in orientations(name)


@pytest.mark.parametrize("name", NAMES)
def test_every_orientation_is_reachable_and_turns_undo(name: str) -> None:
    start = start_shape(name)
    for target in orientations(name):
        path = operations_between(start, target)
        assert path is not None
        shape = start
        for op in path:
            shape = turn(shape, op)
        assert shape == target
        assert turn(turn(target, "R"), "r") == target
        assert turn(turn(target, "F"), "F") == target
        assert turn(turn(turn(turn(target, "T"), "T"), "T"), "T") == target


def test_turn_examples() -> None:
    bar = start_shape("yellow")
    assert bar == ((0, 0, 0), (1, 0, 0), (2, 0, 0))
    assert turn(bar, "R") == ((0, 0, 0), (0, 1, 0), (0, 2, 0))
    assert turn(bar, "T") == ((0, 0, 0), (0, 0, 1), (0, 0, 2))
    with pytest.raises(ValueError):
        turn(bar, "X")


def test_ghost_drops_onto_the_building_and_names_problems() -> None:
    bar = start_shape("green")
    assert ghost("green", bar, (0, 0), 0).cells == ((0, 0, 0), (1, 0, 0))
    occupied = cells_mask([(0, 0, 0), (1, 0, 0)])
    landed = ghost("green", bar, (0, 0), occupied)
    assert landed.allowed and landed.cells == ((0, 0, 1), (1, 0, 1))
    assert ghost("green", bar, (3, 0), 0).problem == "outside"
    half = cells_mask([(0, 0, 0)])
    hanging = ghost("green", bar, (0, 0), half)
    assert hanging.problem == "unsupported"
    assert hanging.cells == ((0, 0, 1), (1, 0, 1))


def test_offset_and_anchor_are_inverse() -> None:
    for name in NAMES:
        for shape in orientations(name):
            assert offset_for(shape, anchor_for(shape, (1, 0))) == (1, 0)


@pytest.mark.parametrize("card", shipped_cards()[:12], ids=lambda c: c.id)
def test_shipped_solutions_can_be_put_down_piece_by_piece(card) -> None:  # type: ignore[no-untyped-def]
    building = solve(card, card.level).building
    assert building is not None
    order = build_order((p.piece, p.cells) for p in building.placements)
    assert len(order) == len(building.placements)
