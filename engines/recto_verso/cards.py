"""Building cards: the pair of facades, the card-file format, and the shipped deck.

Card file: ``{"version": 1, "cards": [{"id": "E01", "level": "easy", "front": [...],
"back": [...]}]}``. Rows run from the top floor down to floor 0, each exactly 4
characters: a colour letter (K W E N G P V O Y B R) or ``.``. Both facades have the same
number of rows and neither has an all-empty top row. An optional ``"difficulty"`` object
records how the generator rated the card. Errors name the card and the row.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from engines.recto_verso.building import SIDE, Building
from engines.recto_verso.facades import EMPTY, Facade, project_building
from engines.recto_verso.pieces import LETTERS, LEVELS
from engines.text import NAME_LIMIT, short_text, shown_text
from resources import resource_path

__all__ = [
    "CARD_FILE_VERSION",
    "Card",
    "CardFormatError",
    "Difficulty",
    "card_from_building",
    "card_from_json",
    "card_to_json",
    "cards_from_file_data",
    "cards_to_file_data",
    "dumps_card_file",
    "shipped_card",
    "shipped_cards",
]

CARD_FILE_VERSION = 1


class CardFormatError(ValueError):
    """A card that does not follow the format; the message names the card and row."""


@dataclass(frozen=True)
class Difficulty:
    """How hard a card is, and why: the generator's rating, kept in the card file.

    ``solutions`` is counted up to the generator's limit (a capped count means "at least").
    """

    stars: int
    hidden_pieces: int
    hidden_cubes: int
    solutions: int

    def to_json(self) -> dict[str, int]:
        return {
            "stars": self.stars,
            "hidden_pieces": self.hidden_pieces,
            "hidden_cubes": self.hidden_cubes,
            "solutions": self.solutions,
        }


@dataclass(frozen=True)
class Card:
    id: str
    level: str
    front: Facade
    back: Facade
    difficulty: Difficulty | None = None

    @property
    def height(self) -> int:
        return len(self.front)

    @property
    def facades(self) -> tuple[Facade, Facade]:
        return self.front, self.back

    def front_at(self, x: int, z: int) -> str:
        """The front facade's letter for building column x, floor z."""
        return self.front[self.height - 1 - z][x]

    def back_at(self, x: int, z: int) -> str:
        """The back facade's letter for building column x, floor z (drawn at 3 - x)."""
        return self.back[self.height - 1 - z][SIDE - 1 - x]


def card_from_building(building: Building, card_id: str = "") -> Card:
    front, back = project_building(building)
    return Card(card_id, building.level, front, back)


# -- format -------------------------------------------------------------------------


def _facade_from_json(card_id: str, side: str, raw: Any) -> Facade:
    if not isinstance(raw, list) or not raw:
        raise CardFormatError(f"card {card_id}: '{side}' must be a non-empty list of rows")
    rows = []
    for number, row in enumerate(raw, start=1):
        if not isinstance(row, str):
            raise CardFormatError(
                f"card {card_id}: {side} row {number} must be a string, not {shown_text(row)}"
            )
        if len(row) != SIDE:
            raise CardFormatError(
                f"card {card_id}: {side} row {number} {shown_text(row)} has {len(row)} characters, "
                f"expected {SIDE}"
            )
        for char in row:
            if char != EMPTY and char not in LETTERS:
                raise CardFormatError(
                    f"card {card_id}: {side} row {number} {row!r} has unknown letter {char!r} "
                    f"(use {' '.join(LETTERS)} or .)"
                )
        rows.append(row)
    if rows[0] == EMPTY * SIDE:
        raise CardFormatError(f"card {card_id}: {side} row 1 (the top floor) is all empty; leave it out")
    return tuple(rows)


def card_from_json(data: Any, *, index: int = 0, level: str | None = None) -> Card:
    """One card object; ``level`` overrides (or supplies) the card's level."""
    label = f"#{index + 1}"
    if not isinstance(data, Mapping):
        raise CardFormatError(f"card {label} must be a JSON object")
    card_id = data.get("id", label)
    if not isinstance(card_id, str) or not card_id:
        raise CardFormatError(f"card {label}: 'id' must be a non-empty string")
    if len(card_id) > NAME_LIMIT or short_text(card_id) != card_id:
        raise CardFormatError(
            f"card {label}: 'id' {shown_text(card_id)} must be one line of at most {NAME_LIMIT} characters"
        )
    card_level = level if level is not None else data.get("level")
    if card_level not in LEVELS:
        raise CardFormatError(f"card {card_id}: level must be easy or hard, not {shown_text(card_level)}")
    front = _facade_from_json(card_id, "front", data.get("front"))
    back = _facade_from_json(card_id, "back", data.get("back"))
    if len(front) != len(back):
        raise CardFormatError(
            f"card {card_id}: uneven heights, the front has {len(front)} rows and the back {len(back)}"
        )
    difficulty = None
    raw = data.get("difficulty")
    if raw is not None:
        try:
            difficulty = Difficulty(
                **{k: int(raw[k]) for k in ("stars", "hidden_pieces", "hidden_cubes", "solutions")}
            )
        except (TypeError, KeyError, ValueError) as exc:
            raise CardFormatError(f"card {card_id}: bad 'difficulty' object ({exc})") from exc
    return Card(card_id, card_level, front, back, difficulty)


def card_to_json(card: Card) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": card.id,
        "level": card.level,
        "front": list(card.front),
        "back": list(card.back),
    }
    if card.difficulty is not None:
        data["difficulty"] = card.difficulty.to_json()
    return data


def cards_from_file_data(data: Any, *, level: str | None = None) -> list[Card]:
    """A card file (``{"version": 1, "cards": [...]}``) or a single card object."""
    if isinstance(data, Mapping) and "cards" in data:
        if data.get("version") != CARD_FILE_VERSION:
            raise CardFormatError(
                f"card file version {shown_text(data.get('version'))}; this app reads version 1"
            )
        raw = data["cards"]
        if not isinstance(raw, list) or not raw:
            raise CardFormatError("'cards' must be a non-empty list")
        cards = [card_from_json(c, index=i, level=level) for i, c in enumerate(raw)]
    elif isinstance(data, Mapping) and "front" in data:
        cards = [card_from_json(data, level=level)]
    else:
        raise CardFormatError('expected a card file {"version": 1, "cards": [...]} or one card object')
    seen: set[str] = set()
    for card in cards:
        if card.id in seen:
            raise CardFormatError(f"card {card.id}: the id is used twice")
        seen.add(card.id)
    return cards


def cards_to_file_data(cards: list[Card]) -> dict[str, Any]:
    return {"version": CARD_FILE_VERSION, "cards": [card_to_json(c) for c in cards]}


@cache
def shipped_cards() -> tuple[Card, ...]:
    """The 64 cards shipped in ``resources/recto_verso/cards.json`` (E01-E32, H01-H32)."""
    import json

    data = json.loads(resource_path("recto_verso", "cards.json").read_text(encoding="utf-8"))
    return tuple(cards_from_file_data(data))


def shipped_card(card_id: str) -> Card:
    for card in shipped_cards():
        if card.id == card_id:
            return card
    raise KeyError(f"no shipped card {card_id!r}")


def dumps_card_file(cards: list[Card]) -> str:
    """A card file as JSON text with one line per card field (easy to read and to diff)."""
    import json

    blocks = []
    for card in cards:
        fields = [f"{json.dumps(k)}: {json.dumps(v)}" for k, v in card_to_json(card).items()]
        blocks.append("    {\n      " + ",\n      ".join(fields) + "\n    }")
    return f'{{\n  "version": {CARD_FILE_VERSION},\n  "cards": [\n' + ",\n".join(blocks) + "\n  ]\n}\n"
