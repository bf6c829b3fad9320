"""The card generator: valid buildings, different cards, the same cards for the same seed."""

from __future__ import annotations

from engines.recto_verso.building import validate
from engines.recto_verso.facades import project_building
from engines.recto_verso.generator import CARD_MAX_FLOORS, generate_cards


def test_generated_cards_are_valid_and_different() -> None:
    for level in ("easy", "hard"):
        made = generate_cards(level, 24, seed=11)
        assert len({(g.card.front, g.card.back) for g in made}) == 24
        for g in made:
            assert validate(g.building) == []
            assert g.building.height() <= CARD_MAX_FLOORS
            assert project_building(g.building) == g.card.facades
            assert g.card.level == level and g.card.id.startswith(level[0].upper())
            d = g.card.difficulty
            assert d is not None and 1 <= d.stars <= 5 and d.solutions >= 1


def test_same_seed_same_cards_and_spread_is_sorted() -> None:
    a = [g.card for g in generate_cards("hard", 6, seed=3)]
    b = [g.card for g in generate_cards("hard", 6, seed=3)]
    assert a == b
    assert a != [g.card for g in generate_cards("hard", 6, seed=4)]
    spread = generate_cards("easy", 8, seed=5, spread=True)
    assert [g.score for g in spread] == sorted(g.score for g in spread)
    assert [g.card.id for g in spread] == [f"E{i:02d}" for i in range(1, 9)]
