"""Facade projection: front by smallest depth, back by largest depth seen from behind."""

from __future__ import annotations

from engines.recto_verso.building import Building
from engines.recto_verso.facades import differences, project, project_building
from tests.recto_verso_samples import EASY_BACK, EASY_FRONT, easy_building


def test_sample_building_facades() -> None:
    assert project_building(easy_building()) == (EASY_FRONT, EASY_BACK)


def test_back_is_mirrored() -> None:
    # One cube in column 0 is seen at position 3 from behind.
    front, back = project({(0, 2, 0): "K"})
    assert front == ("K...",)
    assert back == ("...K",)


def test_nearest_and_farthest_cubes_show() -> None:
    front, back = project({(1, 0, 0): "Y", (1, 1, 0): "K", (1, 3, 0): "W", (2, 2, 1): "G", (2, 2, 0): "P"})
    assert front == ("..G.", ".YP.")
    assert back == (".G..", ".PW.")


def test_empty_building_has_no_rows() -> None:
    assert project_building(Building("easy", ())) == ((), ())


def test_differences_name_each_cell() -> None:
    found = project_building(easy_building(brown=None))
    diffs = differences((EASY_FRONT, EASY_BACK), found)
    assert len(diffs) == 1
    diff = diffs[0]
    assert (diff.side, diff.floor, diff.position, diff.expected, diff.found) == ("front", 1, 0, "N", "B")
    assert "brown" in str(diff) and "blue" in str(diff)  # the blue L at the back shows through
    assert differences((EASY_FRONT, EASY_BACK), (EASY_FRONT, EASY_BACK)) == []
