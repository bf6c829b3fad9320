"""A card of your own, with no Qt: made from a building, counted, rated, kept in My cards, played."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engines.recto_verso.building import Building
from engines.recto_verso.cards import Card, cards_from_file_data, shipped_card
from engines.recto_verso.game import FinishRound, PlacePiece, RectoVersoGame
from engines.recto_verso.generator import CARD_MAX_FLOORS, SOLUTION_COUNT_LIMIT, rate
from engines.recto_verso.my_cards import (
    CardRefused,
    card_name_problem,
    card_problems,
    load_my_cards,
    make_card,
    my_cards_path,
    next_card_name,
    puzzle_options,
    rate_card,
    same_card_reason,
    save_card,
    solutions_sentence,
)
from engines.recto_verso.solver import SolutionCount, count_solutions, count_solutions_within
from engines.saves import state_from_save, write_save
from export.bundle import plan_files, planned_pages
from export.decks import load_deck
from export.pdf.layout import PrintOptions
from tests.pdf_tools import page_count
from tests.recto_verso_samples import EASY_BACK, EASY_FRONT, built_in_a_game, easy_building

ROOT = Path(__file__).resolve().parents[1]

#: Every easy piece used, valid, but five floors high: yellow on end, black and white on top.
TOWER = {
    "yellow": [[0, 0, 0], [0, 0, 1], [0, 0, 2]],
    "black": [[0, 0, 3]],
    "white": [[0, 0, 4]],
    "green": [[1, 0, 0], [2, 0, 0]],
    "pink": [[3, 0, 0], [3, 1, 0]],
    "violet": [[0, 1, 0], [1, 1, 0]],
    "orange": [[2, 1, 0], [2, 2, 0]],
    "blue": [[0, 2, 0], [1, 2, 0], [0, 3, 0]],
    "grey": [[1, 3, 0]],
    "brown": [[2, 3, 0]],
}


def mirrored(card: Card, name: str) -> Card:
    """The card of the mirror image of its building: each facade reversed left to right."""
    return Card(
        name,
        card.level,
        tuple(row[::-1] for row in card.front),
        tuple(row[::-1] for row in card.back),
    )


# -- making and rating ---------------------------------------------------------------------


def test_the_building_on_the_board_makes_a_card_rated_by_the_generators_rule() -> None:
    state = built_in_a_game(easy_building())
    building = state.building()
    card = make_card(building, "M01")
    assert (card.id, card.level, card.front, card.back) == ("M01", "easy", EASY_FRONT, EASY_BACK)
    assert card.height == 2
    rated = rate_card(card, building)
    assert rated.card.difficulty == rate(card, building)[0]
    assert rated.solutions == SolutionCount(count_solutions(card, limit=SOLUTION_COUNT_LIMIT), False)
    assert rated.solutions.count == SOLUTION_COUNT_LIMIT  # a low card with much hidden: many solutions
    assert "at least 200" in solutions_sentence(rated.solutions)


def test_a_card_with_few_solutions_is_counted_to_the_end() -> None:
    card = shipped_card("H14")
    found = count_solutions(card, limit=1000)
    assert found < SOLUTION_COUNT_LIMIT
    count = count_solutions_within(card, limit=SOLUTION_COUNT_LIMIT)
    assert count == SolutionCount(found, True)
    assert solutions_sentence(count) == f"{found} buildings match this card"
    assert "exactly one" in solutions_sentence(SolutionCount(1, True))


def test_the_count_stops_at_its_node_budget_or_when_asked_and_says_at_least() -> None:
    building = easy_building()
    card = make_card(building, "M01")
    spent = rate_card(card, building, node_budget=30)
    assert not spent.solutions.complete and spent.solutions.count < SOLUTION_COUNT_LIMIT
    assert solutions_sentence(spent.solutions).startswith(f"at least {spent.solutions.count} ")
    assert spent.card.difficulty == rate(card, building, spent.solutions.count)[0]
    stopped = count_solutions_within(card, limit=10**6, stop=lambda: True)
    assert stopped == SolutionCount(0, False)


@pytest.mark.parametrize(
    ("building", "words"),
    [
        (Building("easy", ()), "nothing is built yet"),
        (easy_building(brown=None), "the brown piece is not used"),
        (Building.of("easy", TOWER), f"5 floors high; a card shows at most {CARD_MAX_FLOORS}"),
    ],
)
def test_what_cannot_be_a_card_is_refused_with_the_reason(building: Building, words: str) -> None:
    assert any(words in problem for problem in card_problems(building))
    with pytest.raises(CardRefused) as refused:
        make_card(building, "M01")
    assert any(words in reason for reason in refused.value.reasons)


def test_the_tower_is_a_valid_building_refused_only_for_its_height() -> None:
    problems = card_problems(built_in_a_game(Building.of("easy", TOWER)).building())
    assert len(problems) == 1 and "5 floors" in problems[0]
    assert card_problems(easy_building()) == []


# -- My cards --------------------------------------------------------------------------------


def test_saved_cards_are_read_back_in_the_shipped_format(tmp_path: Path) -> None:
    path = my_cards_path(tmp_path)
    assert load_my_cards(path).cards == () and load_my_cards(path).ok
    building = easy_building()
    first = rate_card(make_card(building, "M01"), building).card
    second = mirrored(first, next_card_name([first]))
    assert second.id == "M02"
    save_card(path, first)
    saved = save_card(path, second)
    assert saved.cards == (first, second)
    assert load_my_cards(path).cards == (first, second)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 1 and set(data["cards"][0]) == {"id", "level", "front", "back", "difficulty"}
    assert cards_from_file_data(data) == [first, second]
    assert len(load_deck("recto_verso", (63.0, 88.0), path=path).cards) == 2
    assert not [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]


def test_a_card_already_in_the_set_is_refused_with_the_reason(tmp_path: Path) -> None:
    path = my_cards_path(tmp_path)
    card = make_card(easy_building(), "M01")
    save_card(path, card)
    before = path.read_bytes()
    with pytest.raises(CardRefused, match="already has this card, as M01: the same easy card"):
        save_card(path, Card("M02", "easy", card.front, card.back))
    with pytest.raises(CardRefused, match="already has a card called M01"):
        save_card(path, mirrored(card, "M01"))
    assert path.read_bytes() == before


def test_a_turned_round_card_is_the_same_card_and_a_mirrored_one_is_not(tmp_path: Path) -> None:
    card = make_card(easy_building(), "M01")
    turned = Card("M02", "easy", card.back, card.front)
    reason = same_card_reason(turned, [card])
    assert reason is not None and "as M01 turned round" in reason
    assert same_card_reason(mirrored(card, "M02"), [card]) is None
    assert same_card_reason(Card("M02", "hard", card.front, card.back), [card]) is None
    path = my_cards_path(tmp_path)
    save_card(path, card)
    with pytest.raises(CardRefused, match="turned round"):
        save_card(path, turned)


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("", "give the card a name"),
        ("CLASS-4B-01", "at most 8 characters, and CLASS-4B-01 has 11"),
        ("M 1", "only letters A to Z, digits and hyphens"),
        ("Zoé", "only letters A to Z"),
        ("M01", "already has a card called M01"),
    ],
)
def test_card_names_are_checked(name: str, words: str) -> None:
    taken = [make_card(easy_building(), "M01")]
    problem = card_name_problem(name, taken)
    assert problem is not None and words in problem
    assert card_name_problem("4B-07", taken) is None
    assert next_card_name(taken) == "M02" and next_card_name([]) == "M01"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{not json", "not JSON"),
        (
            '{"version": 1, "cards": [{"id": "M01", "level": "easy", "front": ["ZZZZ"], "back": ["...."]}]}',
            "unknown letter",
        ),
        ('{"version": 7, "cards": []}', "version"),
    ],
)
def test_a_bad_my_cards_file_is_refused_and_kept(tmp_path: Path, text: str, words: str) -> None:
    path = my_cards_path(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_text(text, encoding="utf-8")
    mine = load_my_cards(path)
    assert not mine.ok and mine.cards == ()
    assert "recto_verso.json" in mine.error and words in mine.error and "kept" in mine.error
    with pytest.raises(CardRefused) as refused:
        save_card(path, make_card(easy_building(), "M01"))
    assert refused.value.reasons == (mine.error,)
    assert path.read_text(encoding="utf-8") == text


def test_an_empty_set_is_a_set(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_text('{"version": 1, "cards": []}', encoding="utf-8")
    assert load_my_cards(path).ok and load_my_cards(path).cards == ()


# -- playing and printing My cards ---------------------------------------------------------


def test_a_puzzle_plays_a_card_of_my_own_and_its_save_carries_the_card(tmp_path: Path) -> None:
    building = easy_building()
    card = rate_card(make_card(building, "M07"), building).card
    state = RectoVersoGame(1, 11, puzzle_options(card))
    assert state.card == card and state.mode == "puzzle"
    for placement in sorted(building.placements, key=lambda p: min(c[2] for c in p.cells)):
        state.apply(PlacePiece(placement.piece, placement.cells))
    assert state.mistakes() == []
    save = tmp_path / "game.json"
    write_save(save, state)
    assert state_from_save(json.loads(save.read_text(encoding="utf-8"))).card == card
    state.apply(FinishRound(30_000))
    assert state.is_terminal() and state.records[-1].card_id == "M07"


def test_a_card_given_by_its_data_is_checked() -> None:
    card = make_card(easy_building(), "M01")
    with pytest.raises(ValueError, match="puzzle mode"):
        RectoVersoGame(3, 1, {**puzzle_options(card), "mode": "party"})
    with pytest.raises(ValueError, match="not hard"):
        RectoVersoGame(1, 1, {**puzzle_options(card), "level": "hard"})
    with pytest.raises(ValueError, match="by its id or by its data"):
        RectoVersoGame(1, 1, {**puzzle_options(card), "card": "E01"})
    floating = Card("M09", "easy", ("Y...", "....", "YYYG"), ("...Y", "....", "GYYY"))
    with pytest.raises(ValueError, match="nothing under it"):
        RectoVersoGame(1, 1, puzzle_options(floating))


def test_the_export_command_prints_my_cards(tmp_path: Path) -> None:
    path = my_cards_path(tmp_path / "data")
    building = easy_building()
    card = make_card(building, "M01")
    save_card(path, card)
    save_card(path, mirrored(card, "M02"))
    save_card(path, Card("M03", "easy", EASY_FRONT, ("...B", "EWBW")))
    out = tmp_path / "out"
    out.mkdir()
    result = subprocess.run(
        [sys.executable, "-m", "app", "export", "--game", "recto_verso", "--cards-file", str(path),
         "--out", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    options = PrintOptions()
    planned = plan_files(("recto_verso",), options, parts=("cards",))[0]
    expected = len(
        planned_pages(planned, options, deck=load_deck("recto_verso", options.card_size, path=path))
    )
    assert expected == 2  # three cards: one sheet of fronts and its backs
    assert page_count((out / planned.name).read_bytes()) == expected
