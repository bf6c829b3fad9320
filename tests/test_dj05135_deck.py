"""The shipped DJ05135 deck keeps its documented balance, and the design script remakes it."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from pathlib import Path

import pytest

from engines.dj05135.cards import (
    ACTIONS,
    ANIMALS,
    BALANCE_RULES,
    DECK_FILE,
    MAGNIFIER,
    Face,
    deck_from_json,
    deck_problems,
    distribution,
    load_deck,
)
from engines.dj05135.make_deck import DEFAULT_SEED, design_deck, main
from resources import resource_path


def test_the_shipped_deck_keeps_every_balance_rule() -> None:
    deck = load_deck()
    assert len(deck) == 36
    assert deck_problems(deck) == []


def test_the_shipped_deck_counts() -> None:
    deck = load_deck()
    faces = Counter(f for c in deck for f in c.sides)
    assert sum(faces.values()) == 72
    for animal in ANIMALS:
        assert sum(n for f, n in faces.items() if f.animal == animal) == 12
        for action in ACTIONS:
            assert faces[Face(animal, action)] == 1
        assert faces[Face(animal, MAGNIFIER)] == 2
        assert faces[Face(animal)] == 5
    # An all-magnifier hand is possible: there are more magnifier cards than a hand holds.
    assert sum(1 for c in deck if any(f.pictogram == MAGNIFIER for f in c.sides)) == 12


def test_the_deck_file_documents_its_distribution_and_rules() -> None:
    data = json.loads(resource_path(*DECK_FILE).read_text(encoding="utf-8"))
    assert data["distribution"] == json.loads(json.dumps(distribution(load_deck())))
    assert data["balance_rules"] == list(BALANCE_RULES)
    assert data["seed"] == DEFAULT_SEED


def test_the_design_script_remakes_the_shipped_file(tmp_path: Path) -> None:
    out = tmp_path / "deck.json"
    assert main(["--out", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == resource_path(*DECK_FILE).read_text(encoding="utf-8")


def test_another_seed_gives_another_balanced_deck() -> None:
    deck = design_deck(seed=1)
    assert deck_problems(deck) == []
    assert [c.sides for c in deck] != [c.sides for c in load_deck()]


def test_the_checks_catch_an_unbalanced_deck() -> None:
    deck = list(load_deck())
    a, b = deck[0].sides
    deck[0] = dataclasses.replace(deck[0], sides=(a, Face(a.animal, b.pictogram)))
    problems = deck_problems(deck)
    assert any("both sides show" in p for p in problems)
    assert any("faces instead of" in p for p in problems)
    assert deck_problems(deck[:-1])[0] == "35 cards instead of 36"


@pytest.mark.parametrize(
    "bad",
    [
        {"cards": "no"},
        {"cards": [{"id": 1, "sides": []}]},
        {"cards": [{"id": 0, "sides": [{"animal": "cat", "pictogram": None}]}]},
        {
            "cards": [
                {
                    "id": 0,
                    "sides": [{"animal": "cow", "pictogram": None}, {"animal": "cat", "pictogram": None}],
                }
            ]
        },
    ],
)
def test_bad_deck_files_are_refused_with_a_reason(bad: object) -> None:
    with pytest.raises(ValueError):
        deck_from_json(bad)
