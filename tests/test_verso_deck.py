"""The shipped Verso deck keeps the card-design rules and is balanced."""

from __future__ import annotations

import json
from collections import Counter

from engines.verso.cards import COLOURS, adjacent, composition, deck_problems, load_deck
from engines.verso.make_deck import deck_json, design_deck
from resources import resource_path


def test_deck_file_is_what_the_script_makes() -> None:
    assert resource_path("verso", "deck.json").read_text(encoding="utf-8") == deck_json(design_deck())


def test_deck_file_format() -> None:
    data = json.loads(resource_path("verso", "deck.json").read_text(encoding="utf-8"))
    assert set(data) == {"version", "cards"} and data["version"] == 1
    for entry in data["cards"]:
        assert set(entry) == {"id", "faces"} and len(entry["faces"]) == 2
        for face in entry["faces"]:
            assert set(face) == {"colour", "value", "points"}
            assert face["value"] == "*" or face["value"] in range(1, 7)


def test_every_card_keeps_the_design_rules() -> None:
    cards = load_deck()
    assert len(cards) == 90
    assert deck_problems(cards) == []
    for card in cards:
        a, b = card.faces
        assert a.colour != b.colour
        assert sorted((a.points, b.points)) == [1, 3]
        assert a.is_joker or b.is_joker or adjacent(a.value, b.value)


def test_composition_is_balanced() -> None:
    info = composition(load_deck())
    print("\nVerso deck composition")
    print(f"  {info['cards']} cards, {info['faces']} faces, {info['jokers']} joker faces")
    print(f"  numbered cards whose values wrap 6/1: {info['wrapping_cards']}")
    for colour in COLOURS:
        values = " ".join(f"{label}:{n}" for label, n in info["values_per_colour"][colour].items())
        pts = info["points_per_colour"][colour]
        print(f"  {colour:<6} faces {info['faces_per_colour'][colour]}  {values}  1pt:{pts[1]} 3pt:{pts[3]}")
    assert info["faces_per_colour"] == {c: 60 for c in COLOURS}
    assert info["jokers"] == 18
    for colour in COLOURS:
        per_value = info["values_per_colour"][colour]
        assert all(per_value[str(v)] == 9 for v in range(1, 7))
        assert per_value["★"] == 6
        assert info["points_per_colour"][colour] == {1: 30, 3: 30}


def test_no_two_cards_alike() -> None:
    pairs = Counter(frozenset(c.faces) for c in load_deck())
    assert max(pairs.values()) == 1
