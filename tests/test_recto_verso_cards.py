"""The card format, its error messages, and the shipped 64-card deck."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engines.recto_verso.cards import (
    CardFormatError,
    card_from_building,
    card_from_json,
    cards_from_file_data,
    cards_to_file_data,
    dumps_card_file,
    shipped_cards,
)
from engines.recto_verso.facades import project_building
from engines.recto_verso.make_deck import build_deck
from engines.recto_verso.solver import check_solution, solve
from resources import resource_path
from tests.recto_verso_samples import EASY_BACK, EASY_FRONT, easy_building

GOOD: dict[str, Any] = {"id": "T1", "level": "easy", "front": list(EASY_FRONT), "back": list(EASY_BACK)}


def test_card_from_building() -> None:
    card = card_from_building(easy_building(), "T1")
    assert (card.front, card.back, card.level) == (EASY_FRONT, EASY_BACK, "easy")
    assert card.front_at(0, 1) == "N" and card.back_at(0, 1) == "B" and card.back_at(3, 0) == "E"


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"front": ["N..", "YYYG"]}, ["T1", "front row 1", "3 characters"]),
        ({"back": ["...B", "EWBX"]}, ["T1", "back row 2", "unknown letter 'X'"]),
        ({"back": ["EWBB"]}, ["T1", "uneven heights"]),
        ({"front": ["....", "YYYG"]}, ["T1", "front row 1", "empty"]),
        ({"level": "medium"}, ["T1", "level"]),
        ({"front": "N..."}, ["T1", "front"]),
    ],
)
def test_format_errors_name_card_and_row(change: dict[str, Any], words: list[str]) -> None:
    with pytest.raises(CardFormatError) as info:
        card_from_json(dict(GOOD, **change))
    for word in words:
        assert word in str(info.value)


def test_file_round_trip_and_single_card() -> None:
    card = card_from_json(GOOD)
    data = cards_to_file_data([card])
    assert cards_from_file_data(data) == [card]
    assert cards_from_file_data(json.loads(dumps_card_file([card]))) == [card]
    assert cards_from_file_data(GOOD) == [card]
    assert cards_from_file_data(GOOD, level="hard")[0].level == "hard"
    with pytest.raises(CardFormatError, match="version"):
        cards_from_file_data({"version": 2, "cards": [GOOD]})
    with pytest.raises(CardFormatError, match="twice"):
        cards_from_file_data({"version": 1, "cards": [GOOD, GOOD]})


def test_shipped_deck_has_32_easy_and_32_hard_different_cards() -> None:
    cards = shipped_cards()
    assert [c.id for c in cards] == [f"E{i:02d}" for i in range(1, 33)] + [f"H{i:02d}" for i in range(1, 33)]
    assert all(c.level == ("easy" if c.id[0] == "E" else "hard") for c in cards)
    assert len({(c.front, c.back) for c in cards}) == 64
    assert all(1 <= c.height <= 4 for c in cards)
    stars = {c.difficulty.stars for c in cards if c.difficulty}
    assert len(stars) >= 4, "the deck should spread over the difficulty range"


def test_every_shipped_card_is_solvable() -> None:
    for card in shipped_cards():
        result = solve(card)
        assert result.building is not None, result.reason
        assert check_solution(card, result.building)
        assert project_building(result.building) == card.facades


def test_shipped_deck_is_what_the_seeds_give() -> None:
    shipped = json.loads(resource_path("recto_verso", "cards.json").read_text(encoding="utf-8"))
    assert cards_to_file_data(build_deck()) == shipped


def test_the_red_piece_shows_on_a_facade_of_every_hard_card() -> None:
    """What the rules texts say of the hard level: the red piece may not hide inside (red is ``R``)."""
    hard = [card for card in shipped_cards() if card.level == "hard"]
    assert len(hard) == 32
    for card in hard:
        assert any("R" in row for facade in card.facades for row in facade), card.id
