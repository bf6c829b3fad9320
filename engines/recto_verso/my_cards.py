"""A card of your own: a building made into a building card, rated, and kept in "My cards".

A building becomes a card when it could be a shipped card: every piece of its level used,
a valid building, at most :data:`~engines.recto_verso.generator.CARD_MAX_FLOORS` floors
high (docs/HOUSE-RULES.md, "A card of your own"). Its solutions are counted by the solver
within a node budget, so a count never keeps a person waiting (a count stopped early is
a lower bound: "at least N"), and it is rated by the generator's own rule.

"My cards" is one card file in the app's data folder, in the format of the shipped
``resources/recto_verso/cards.json``, so the export prints it as it prints the shipped
deck. It is read through :func:`engines.safe_files.load_json` and written atomically;
a file that cannot be read is refused with its reason and never overwritten. A card that
cannot be told apart from one already in the set is refused: the same level and the same
two facades, or the same building turned round (front and back swapped).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from engines.recto_verso.building import Building, validate
from engines.recto_verso.cards import (
    CARD_FILE_VERSION,
    Card,
    Difficulty,
    card_from_building,
    card_to_json,
    cards_from_file_data,
    dumps_card_file,
)
from engines.recto_verso.generator import CARD_MAX_FLOORS, SOLUTION_COUNT_LIMIT, rate
from engines.recto_verso.pieces import level_word
from engines.recto_verso.solver import SolutionCount, count_solutions_within
from engines.safe_files import atomic_write_text, load_json
from engines.text import join_clauses, t

__all__ = [
    "CARD_NAME_MAX",
    "SOLUTION_NODE_BUDGET",
    "CardRefused",
    "MyCards",
    "RatedCard",
    "card_name_problem",
    "card_problems",
    "load_my_cards",
    "make_card",
    "my_cards_path",
    "next_card_name",
    "puzzle_options",
    "rate_card",
    "same_card_reason",
    "save_card",
    "solutions_sentence",
    "stars_text",
]

#: Search nodes a count may use: a second or two at worst, far more than any real building needs.
SOLUTION_NODE_BUDGET = 400_000
#: A card's name (its id, printed in the corner of both sides) fits the card at this length.
CARD_NAME_MAX = 8
_NAME_PATTERN = re.compile(r"[A-Za-z0-9-]+")
#: New cards are numbered M01, M02... (shipped cards are E01-E32 and H01-H32).
_NAME_PREFIX = "M"


class CardRefused(ValueError):
    """Why a building cannot be a card or a card cannot join My cards: translated sentences."""

    def __init__(self, reasons: Sequence[str]) -> None:
        super().__init__(join_clauses(list(reasons)))
        self.reasons: tuple[str, ...] = tuple(reasons)


# -- from a building to a rated card ----------------------------------------------------


def card_problems(building: Building) -> list[str]:
    """Every reason ``building`` cannot be a card (empty when it can): what the shipped cards obey."""
    if not building.placements:
        return [t("nothing is built yet: put the pieces on the board first")]
    problems: list[str] = [problem.message for problem in validate(building)]
    height = building.height()
    if height > CARD_MAX_FLOORS:
        problems.append(
            t(
                "the building is {height} floors high; a card shows at most {most} floors",
                height=height,
                most=CARD_MAX_FLOORS,
            )
        )
    return problems


def make_card(building: Building, name: str = "") -> Card:
    """The card whose two facades are those of ``building``; raises :class:`CardRefused`."""
    problems = card_problems(building)
    if problems:
        raise CardRefused(problems)
    return card_from_building(building, name)


@dataclass(frozen=True)
class RatedCard:
    """A made card with its difficulty, and how its solutions were counted."""

    card: Card
    solutions: SolutionCount
    score: int

    @property
    def difficulty(self) -> Difficulty:
        assert self.card.difficulty is not None
        return self.card.difficulty


def rate_card(
    card: Card,
    building: Building,
    *,
    node_budget: int = SOLUTION_NODE_BUDGET,
    stop: Callable[[], bool] | None = None,
) -> RatedCard:
    """Count the card's solutions within the budget and rate it as the generator rates its cards."""
    count = count_solutions_within(
        card, building.level, limit=SOLUTION_COUNT_LIMIT, node_budget=node_budget, stop=stop
    )
    difficulty, score = rate(card, building, count.count)
    return RatedCard(replace(card, difficulty=difficulty), count, score)


def solutions_sentence(count: SolutionCount) -> str:
    """How many buildings match the card, said as a person would."""
    if not count.complete:
        return t("at least {count} buildings match this card", count=count.count)
    if count.count == 1:
        return t("exactly one building matches this card: the one you built")
    return t("{count} buildings match this card", count=count.count)


def stars_text(difficulty: Difficulty) -> str:
    """Filled and empty stars out of five, as the setup page lists the shipped cards."""
    return "★" * difficulty.stars + "☆" * (5 - difficulty.stars)


# -- My cards -----------------------------------------------------------------------------


def my_cards_path(data_dir: Path) -> Path:
    """Where My cards live in the app's data folder."""
    return Path(data_dir) / "my_cards" / "recto_verso.json"


@dataclass(frozen=True)
class MyCards:
    """The cards of the set, or why its file cannot be used (then it is left as it is)."""

    path: Path
    cards: tuple[Card, ...] = ()
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error


def _cards_of(data: Any) -> list[Card]:
    """The cards of a My cards file; unlike a deck to print, a set may be empty."""
    if isinstance(data, Mapping) and data.get("cards") == [] and data.get("version") == CARD_FILE_VERSION:
        return []
    return cards_from_file_data(data)


def _check_cards(data: Any) -> None:
    _cards_of(data)


def load_my_cards(path: Path) -> MyCards:
    """My cards as saved; no file yet is an empty set, a bad file an error naming it."""
    if not path.exists():
        return MyCards(path)
    result = load_json(path, validate=_check_cards)
    if not result.ok:
        return MyCards(
            path,
            error=t(
                "{error} My cards are kept in that file as they are; "
                "repair it or move it away to start a new set.",
                error=result.error,
            ),
        )
    return MyCards(path, tuple(_cards_of(result.data)))


def same_card_reason(card: Card, cards: Sequence[Card]) -> str | None:
    """Why ``card`` cannot be told apart from one of ``cards``, or None.

    A building turned round shows its back as its front: that card is the same one, with
    the partners' sides swapped. A mirrored building is a different card (it is built the
    other way round and looks different).
    """
    for other in cards:
        if other.level != card.level:
            continue
        if other.facades == card.facades:
            return t(
                "My cards already has this card, as {name}: the same {level} card with the same two facades",
                name=other.id,
                level=level_word(card.level),
            )
        if (other.back, other.front) == card.facades:
            return t(
                "My cards already has this card, as {name} turned round: its front is the back of {name} "
                "and its back is the front of {name}",
                name=other.id,
            )
    return None


def card_name_problem(name: str, cards: Sequence[Card]) -> str | None:
    """Why ``name`` cannot name a new card of the set, or None."""
    if not name:
        return t("give the card a name or a number")
    if len(name) > CARD_NAME_MAX:
        return t(
            "a card's name has at most {most} characters, and {name} has {count}",
            most=CARD_NAME_MAX,
            name=name,
            count=len(name),
        )
    if not _NAME_PATTERN.fullmatch(name):
        return t("a card's name uses only letters A to Z, digits and hyphens, and {name} does not", name=name)
    if any(other.id == name for other in cards):
        return t("My cards already has a card called {name}; choose another name", name=name)
    return None


def next_card_name(cards: Sequence[Card]) -> str:
    """The first free name of the set's numbering: M01, M02..."""
    taken = {card.id for card in cards}
    number = 1
    while f"{_NAME_PREFIX}{number:02d}" in taken:
        number += 1
    return f"{_NAME_PREFIX}{number:02d}"


def save_card(path: Path, card: Card) -> MyCards:
    """Add ``card`` to the set in ``path`` and write the file atomically; the new set.

    Raises :class:`CardRefused` when the file cannot be read (it is then not touched), when
    the name is not free or the card is already there. An ``OSError`` (a full disk, a
    read-only folder) leaves the previous file whole.
    """
    current = load_my_cards(path)
    if not current.ok:
        raise CardRefused([current.error])
    reason = same_card_reason(card, current.cards) or card_name_problem(card.id, current.cards)
    if reason is not None:
        raise CardRefused([reason])
    cards = [*current.cards, card]
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, dumps_card_file(cards))
    return MyCards(path, tuple(cards))


def puzzle_options(card: Card) -> dict[str, Any]:
    """The options of a puzzle game played on ``card`` (the card travels in the save)."""
    return {"mode": "puzzle", "level": card.level, "card_data": card_to_json(card)}
