"""The building validator names every mistake and the piece it concerns."""

from __future__ import annotations

import json

import pytest

from engines.recto_verso.building import (
    Building,
    BuildingFormatError,
    building_from_json,
    building_to_json,
    dumps_building,
    loads_building,
    validate,
)
from tests.recto_verso_samples import EASY_PIECES, easy_building


def codes(building: Building) -> list[tuple[str, str]]:
    return sorted((p.code, p.piece) for p in validate(building))


def test_sample_building_is_valid_with_hidden_pieces_inside() -> None:
    assert validate(easy_building()) == []


def test_floating_cube() -> None:
    problems = validate(easy_building(brown=[[1, 1, 2]]))
    assert [(p.code, p.piece) for p in problems] == [("unsupported", "brown")]
    assert "brown" in problems[0].message and "empty space" in problems[0].message


def test_overhanging_bar() -> None:
    # Green lies across the yellow bar's end and the empty corner: one cube rests on nothing.
    assert codes(easy_building(green=[[2, 0, 1], [3, 0, 1]])) == [("unsupported", "green")]


def test_cube_on_a_cube_of_its_own_piece_is_supported() -> None:
    standing = easy_building(
        yellow=[[3, 0, 0], [3, 0, 1], [3, 0, 2]], green=[[0, 0, 0], [1, 0, 0]], brown=[[2, 0, 0]]
    )
    assert validate(standing) == []


def test_unused_piece() -> None:
    assert codes(easy_building(white=None)) == [("missing", "white")]


def test_piece_used_twice_is_kept_from_json_text() -> None:
    text = json.dumps({"level": "easy", "pieces": EASY_PIECES})
    text = text.replace('"grey"', '"black": [[2, 3, 1]], "grey"')
    assert ("duplicate", "black") in codes(loads_building(text))


def test_wrong_shape_outside_and_overlap() -> None:
    assert ("shape", "green") in codes(easy_building(green=[[3, 0, 0], [2, 1, 0]]))
    assert codes(easy_building(brown=[[4, 0, 0]])) == [("outside", "brown")]
    found = codes(easy_building(brown=[[0, 0, 0]]))
    assert ("overlap", "brown") in found


def test_red_piece_at_easy_level() -> None:
    pieces = dict(EASY_PIECES, red=[[0, 1, 1], [0, 2, 1], [0, 1, 2], [0, 1, 3]])
    assert ("level", "red") in codes(Building.of("easy", pieces))


def test_every_mistake_is_reported_at_once() -> None:
    found = codes(easy_building(white=None, brown=[[1, 1, 2]], green=[[3, 0, 0], [2, 1, 0]]))
    assert {("missing", "white"), ("unsupported", "brown"), ("shape", "green")} <= set(found)


def test_json_round_trip_and_bad_json() -> None:
    building = easy_building()
    assert building_from_json(building_to_json(building)) == building
    assert loads_building(dumps_building(building)) == building
    with pytest.raises(BuildingFormatError):
        loads_building("{")
    with pytest.raises(BuildingFormatError):
        building_from_json({"level": "easy", "pieces": {"black": [[0, 0]]}})
    with pytest.raises(BuildingFormatError):
        building_from_json({"level": "medium", "pieces": {}})
