"""The Revorso deck as data (``resources/revorso/deck.json``).

A card is represented everywhere by its type name (``"honey"``, ``"plus3"``, ...): two
cards of the same type are interchangeable, so names are enough to account for every
card and keep states, saves and views readable.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from engines.text import t
from resources import resource_path

__all__ = [
    "ACTIONS",
    "CARD_TYPES",
    "DECK_SIZE",
    "EFFECTS",
    "SYMBOLS",
    "CardType",
    "build_deck",
    "card_name",
    "card_word",
    "composition",
    "decks_for",
    "honey_count",
    "is_symbol",
    "points_of",
]

SYMBOL, EFFECT, ACTION = "symbol", "effect", "action"


@dataclass(frozen=True)
class CardType:
    name: str
    category: str
    points: int
    count: int
    names: Mapping[str, str]


def _load() -> tuple[dict[str, CardType], list[tuple[int, int, int]]]:
    data = json.loads(resource_path("revorso", "deck.json").read_text(encoding="utf-8"))
    types = {
        c["id"]: CardType(c["id"], c["category"], int(c["points"]), int(c["count"]), dict(c["names"]))
        for c in data["cards"]
    }
    ranges = [
        (int(r["decks"]), int(r["min_players"]), int(r["max_players"])) for r in data["decks_by_players"]
    ]
    return types, ranges


CARD_TYPES, _DECK_RANGES = _load()
#: Symbols in the order of the answer buttons (keys 1 to 5).
SYMBOLS: tuple[str, ...] = tuple(n for n, t in CARD_TYPES.items() if t.category == SYMBOL)
EFFECTS: tuple[str, ...] = tuple(n for n, t in CARD_TYPES.items() if t.category == EFFECT)
ACTIONS: tuple[str, ...] = tuple(n for n, t in CARD_TYPES.items() if t.category == ACTION)
DECK_SIZE = sum(t.count for t in CARD_TYPES.values())
_SYMBOL_SET = frozenset(SYMBOLS)
_POINTS = {n: t.points for n, t in CARD_TYPES.items()}


def decks_for(players: int) -> int:
    """How many decks are shuffled together for ``players`` (1 up to 5 players, 2 from 6)."""
    for decks, low, high in _DECK_RANGES:
        if low <= players <= high:
            return decks
    raise ValueError(f"Revorso is played by 2 to 10 players, not {players}")


def build_deck(decks: int) -> list[str]:
    """Every card of ``decks`` decks, unshuffled, in the order of ``deck.json``."""
    return [name for name, t in CARD_TYPES.items() for _ in range(t.count * decks)]


def composition(decks: int) -> Counter[str]:
    return Counter({name: t.count * decks for name, t in CARD_TYPES.items()})


def is_symbol(card: str) -> bool:
    return card in _SYMBOL_SET


def points_of(cards: Iterable[str]) -> int:
    return sum(_POINTS[c] for c in cards)


def honey_count(cards: Iterable[str]) -> int:
    return sum(1 for c in cards if c == "honey")


def card_name(card: str, lang: str = "en") -> str:
    names = CARD_TYPES[card].names
    return names.get(lang) or names["en"]


_CARD_WORDS: dict[str, str] = {
    "juice": t("juice"),
    "tuna": t("tuna"),
    "cushion": t("cushion"),
    "carrot": t("carrot"),
    "honey": t("honey"),
    "plus3": t("+3"),
    "steal2": t("Steal 2"),
    "hibernate": t("Hibernate"),
    "bear": t("Bear"),
    "switch": t("Switch"),
}


def card_word(card: str) -> str:
    """A card's English name as a translatable word, for the engine's sentences."""
    if card in _CARD_WORDS:
        return _CARD_WORDS[card]
    return card_name(card) if card in CARD_TYPES else card
