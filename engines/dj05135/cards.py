"""DJ05135 cards: faces, the shipped deck, and the checks that keep the deck balanced.

A card has two sides; each side (a :class:`Face`) shows one animal and at most one
pictogram. The deck is data (``resources/dj05135/deck.json``, written by
``python -m engines.dj05135.make_deck``); :func:`deck_problems` states the balance rules
the shipped deck must keep, and the test suite runs it.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations
from typing import Any

from engines.catalogue import tr_noop, translate
from engines.text import Message, t
from resources import resource_path

__all__ = [
    "ACTIONS",
    "ANIMALS",
    "BALANCE_RULES",
    "CARD_COUNT",
    "DECK_FILE",
    "MAGNIFIER",
    "PICTOGRAMS",
    "AnimalCard",
    "Face",
    "animal_mark",
    "animal_word",
    "deck_from_json",
    "deck_problems",
    "deck_to_json",
    "face_text",
    "load_deck",
    "pictogram_word",
]

#: The six animals, with their data letters (the deck file's codes, the same in every
#: language; the letter printed in a card's corners is :func:`animal_mark`).
ANIMALS: tuple[str, ...] = ("bear", "cat", "dog", "fish", "owl", "rabbit")
ANIMAL_LETTERS: dict[str, str] = {"bear": "B", "cat": "C", "dog": "D", "fish": "F", "owl": "O", "rabbit": "R"}

SKIP = "skip"
REVERSE = "reverse"
FLIP_CENTRE = "flip_centre"
FLIP_HAND = "flip_hand"
STEAL = "steal"
MAGNIFIER = "magnifier"
#: Pictograms with an action, in the order the rules sheet describes them.
ACTIONS: tuple[str, ...] = (SKIP, REVERSE, FLIP_CENTRE, FLIP_HAND, STEAL)
PICTOGRAMS: tuple[str, ...] = (*ACTIONS, MAGNIFIER)
PICTOGRAM_NAMES: dict[str, str] = {
    SKIP: "skip",
    REVERSE: "reverse",
    FLIP_CENTRE: "flip three",
    FLIP_HAND: "flip one",
    STEAL: "steal",
    MAGNIFIER: "magnifier",
}

CARD_COUNT = 36
#: Faces of one animal: one of each action, two magnifiers, five plain faces.
PER_ANIMAL: dict[str | None, int] = {
    SKIP: 1,
    REVERSE: 1,
    FLIP_CENTRE: 1,
    FLIP_HAND: 1,
    STEAL: 1,
    MAGNIFIER: 2,
    None: 5,
}

DECK_FILE = ("dj05135", "deck.json")

#: Why the deck is balanced: no animal and no pictogram is favoured, and a seen face
#: tells as little as possible about the hidden one. :func:`deck_problems` checks each.
BALANCE_RULES: tuple[str, ...] = (
    "36 cards, 72 faces; each animal is on 12 faces: one of each action pictogram (skip, reverse, "
    "flip three, flip one, steal), two magnifiers and five plain faces.",
    "The two sides of a card show different animals, and every pair of animals shares 2 or 3 cards.",
    "No card carries two action pictograms, nor two magnifiers.",
    "Copies of one face never share a back animal (the five plain cats have five different animals "
    "behind them, the two magnifier cats two different ones).",
    "Behind the six faces of each action pictogram each animal appears once; behind the twelve "
    "magnifiers each animal appears twice (so behind the plain faces each animal appears five times).",
    "No two cards are the same.",
)


@dataclass(frozen=True, slots=True)
class Face:
    animal: str
    pictogram: str | None = None

    def __str__(self) -> str:
        if self.pictogram is None:
            return self.animal
        return f"{self.animal} ({PICTOGRAM_NAMES[self.pictogram]})"

    def to_json(self) -> dict[str, Any]:
        return {"animal": self.animal, "pictogram": self.pictogram}

    @classmethod
    def from_json(cls, data: Any) -> Face:
        if not isinstance(data, dict) or set(data) != {"animal", "pictogram"}:
            raise ValueError(f"a face is {{'animal', 'pictogram'}}, not {data!r}")
        animal, pictogram = data["animal"], data["pictogram"]
        if animal not in ANIMALS:
            raise ValueError(f"unknown animal {animal!r}")
        if pictogram is not None and pictogram not in PICTOGRAMS:
            raise ValueError(f"unknown pictogram {pictogram!r}")
        return cls(animal, pictogram)


@dataclass(frozen=True, slots=True)
class AnimalCard:
    id: int
    sides: tuple[Face, Face]


def deck_to_json(cards: Sequence[AnimalCard]) -> dict[str, Any]:
    return {
        "game": "dj05135",
        "version": 1,
        "animals": [{"id": a, "letter": ANIMAL_LETTERS[a]} for a in ANIMALS],
        "pictograms": [{"id": p, "name": PICTOGRAM_NAMES[p]} for p in PICTOGRAMS],
        "cards": [{"id": c.id, "sides": [f.to_json() for f in c.sides]} for c in cards],
    }


def deck_from_json(data: Any) -> tuple[AnimalCard, ...]:
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        raise ValueError("a deck is a JSON object with a 'cards' list")
    cards = []
    for index, raw in enumerate(data["cards"]):
        if not isinstance(raw, dict) or raw.get("id") != index or not isinstance(raw.get("sides"), list):
            raise ValueError(f"card {index}: expected {{'id': {index}, 'sides': [face, face]}}")
        if len(raw["sides"]) != 2:
            raise ValueError(f"card {index}: a card has exactly two sides")
        front, back = (Face.from_json(s) for s in raw["sides"])
        cards.append(AnimalCard(index, (front, back)))
    return tuple(cards)


@lru_cache(maxsize=1)
def load_deck() -> tuple[AnimalCard, ...]:
    """The shipped deck (read once)."""
    with resource_path(*DECK_FILE).open(encoding="utf-8") as handle:
        return deck_from_json(json.load(handle))


def _pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)


def deck_problems(cards: Iterable[AnimalCard]) -> list[str]:
    """Every way ``cards`` breaks :data:`BALANCE_RULES` (empty for a good deck)."""
    cards = list(cards)
    problems: list[str] = []
    if len(cards) != CARD_COUNT:
        problems.append(f"{len(cards)} cards instead of {CARD_COUNT}")
    faces = Counter(f for c in cards for f in c.sides)
    for animal in ANIMALS:
        for pictogram, wanted in PER_ANIMAL.items():
            got = faces[Face(animal, pictogram)]
            if got != wanted:
                problems.append(f"{Face(animal, pictogram)}: {got} faces instead of {wanted}")
    pairs: Counter[tuple[str, str]] = Counter()
    backs: dict[Face, list[str]] = {}
    behind: dict[str | None, Counter[str]] = {}
    for card in cards:
        a, b = card.sides
        if a.animal == b.animal:
            problems.append(f"card {card.id}: both sides show {a.animal}")
        else:
            pairs[_pair(a.animal, b.animal)] += 1
        if a.pictogram in ACTIONS and b.pictogram in ACTIONS:
            problems.append(f"card {card.id}: two action pictograms")
        if a.pictogram == b.pictogram == MAGNIFIER:
            problems.append(f"card {card.id}: two magnifiers")
        for face, back in ((a, b), (b, a)):
            backs.setdefault(face, []).append(back.animal)
            behind.setdefault(face.pictogram, Counter())[back.animal] += 1
    for pair in combinations(ANIMALS, 2):
        if not 2 <= pairs[pair] <= 3:
            problems.append(f"{pair[0]}/{pair[1]} share {pairs[pair]} cards instead of 2 or 3")
    for face, animals in sorted(backs.items(), key=lambda item: str(item[0])):
        if len(set(animals)) != len(animals):
            problems.append(f"copies of {face} share a back animal: {sorted(animals)}")
    for pictogram in PICTOGRAMS:
        wanted = 2 if pictogram == MAGNIFIER else 1
        counts = behind.get(pictogram, Counter())
        for animal in ANIMALS:
            if counts[animal] != wanted:
                problems.append(f"{counts[animal]} {animal} faces behind {pictogram} instead of {wanted}")
    shapes = Counter(frozenset(Counter(c.sides).items()) for c in cards)
    if any(n > 1 for n in shapes.values()):
        problems.append("two cards are the same")
    return problems


def distribution(cards: Sequence[AnimalCard]) -> dict[str, Any]:
    """Figures that document the deck (written into deck.json and checked by tests)."""
    faces = Counter(f for c in cards for f in c.sides)
    pairs: Counter[tuple[str, str]] = Counter(_pair(c.sides[0].animal, c.sides[1].animal) for c in cards)
    kinds: Counter[str] = Counter()
    for card in cards:
        labels = sorted(
            "action" if f.pictogram in ACTIONS else "magnifier" if f.pictogram == MAGNIFIER else "plain"
            for f in card.sides
        )
        kinds["+".join(labels)] += 1
    return {
        "faces_per_animal": {a: sum(n for f, n in faces.items() if f.animal == a) for a in ANIMALS},
        "faces_per_pictogram": {
            (p or "plain"): sum(n for f, n in faces.items() if f.pictogram == p) for p in (*PICTOGRAMS, None)
        },
        "cards_per_animal_pair": {f"{a}/{b}": pairs[(a, b)] for a, b in combinations(ANIMALS, 2)},
        "cards_by_kind": dict(sorted(kinds.items())),
    }


#: Words for sentences, translatable (built once: messages are immutable).
_ANIMAL_WORDS: dict[str, str] = {
    "bear": t("bear"),
    "cat": t("cat"),
    "dog": t("dog"),
    "fish": t("fish"),
    "owl": t("owl"),
    "rabbit": t("rabbit"),
}
_PICTOGRAM_WORDS: dict[str, str] = {
    SKIP: t("skip"),
    REVERSE: t("reverse"),
    FLIP_CENTRE: t("flip 3"),
    FLIP_HAND: t("flip 1"),
    STEAL: t("steal"),
    MAGNIFIER: t("magnifier"),
}
_THE_ANIMAL: dict[str, Message] = {
    "bear": t("the bear"),
    "cat": t("the cat"),
    "dog": t("the dog"),
    "fish": t("the fish"),
    "owl": t("the owl"),
    "rabbit": t("the rabbit"),
    MAGNIFIER: t("the magnifier"),
}


def animal_word(animal: str) -> str:
    """An animal's name, translatable: the one source of these words for the app, logs and print."""
    return _ANIMAL_WORDS.get(animal, animal)


#: Catalogue context of the animal marks (one letter per animal, chosen per language).
MARK_CONTEXT = "animal mark"
#: Animal -> the letter in its card's corners in English, marked for the catalogues.
_ANIMAL_MARKS: dict[str, str] = {
    "bear": tr_noop(
        MARK_CONTEXT, "B", "Letter in the bear card's corners, from the animal's name; unique of 6."
    ),
    "cat": tr_noop(
        MARK_CONTEXT, "C", "Letter in the cat card's corners, from the animal's name; unique of 6."
    ),
    "dog": tr_noop(
        MARK_CONTEXT, "D", "Letter in the dog card's corners, from the animal's name; unique of 6."
    ),
    "fish": tr_noop(
        MARK_CONTEXT, "F", "Letter in the fish card's corners, from the animal's name; unique of 6."
    ),
    "owl": tr_noop(
        MARK_CONTEXT, "O", "Letter in the owl card's corners, from the animal's name; unique of 6."
    ),
    "rabbit": tr_noop(
        MARK_CONTEXT, "R", "Letter in the rabbit card's corners, from the animal's name; unique of 6."
    ),
}


def animal_mark(animal: str, language: str) -> str:
    """The letter in the corners of ``animal``'s cards in ``language``: a letter of its translated name.

    Chosen by the translators (docs/HOUSE-RULES.md, "Colour marks"); the table and the
    printed deck both ask here.
    """
    return translate(language, MARK_CONTEXT, _ANIMAL_MARKS[animal])


def pictogram_word(pictogram: str) -> str:
    """A pictogram's short name ("flip 3"), translatable: as printed under the badge and on screen."""
    return _PICTOGRAM_WORDS.get(pictogram, pictogram)


@cache
def face_text(face: Face) -> str:
    """``str(face)`` as a translatable phrase: "cat", "cat (skip)"."""
    animal = animal_word(face.animal)
    if face.pictogram is None:
        return animal
    pictogram = pictogram_word(face.pictogram)
    return t("{animal} ({pictogram})", animal=animal, pictogram=pictogram)


def the_animal(animal: str) -> Message:
    """ "the cat", for sentences where an animal is what a whole hand shows."""
    return _THE_ANIMAL.get(animal) or t("the {animal}", animal=animal)
