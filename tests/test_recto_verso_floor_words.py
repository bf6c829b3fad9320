"""Floors are counted the same way in every sentence: from 1, the ground floor, as the rules
text and the builder's "lands on floor 1" count them (the results said "floor 0")."""

from __future__ import annotations

from app.recto_verso.messages import ghost_text
from engines.recto_verso.facades import CellDifference
from engines.recto_verso.handling import Ghost


def test_the_ground_floor_is_floor_1_in_the_builder_and_in_the_results(qapp) -> None:  # type: ignore[no-untyped-def]
    landing = ghost_text(Ghost("yellow", ((0, 0, 0), (1, 0, 0))))
    assert "floor 1." in landing
    wrong = str(CellDifference("front", 0, 0, "Y", "."))
    assert wrong.startswith("front facade, floor 1, position 1 from the left")
    assert "floor 0" not in landing + wrong
