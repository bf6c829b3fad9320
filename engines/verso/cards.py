"""Verso card faces and the shipped deck (``resources/verso/deck.json``).

A face is a colour (blue = sea, green = land, orange = sky), a value 1–6 or a joker, and
1 or 3 victory points. Faces are small named tuples of ints so the rules engine can
compare and hash them quickly; names and symbols are for sentences and views.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from engines.text import Message, t
from resources import resource_path

__all__ = [
    "COLOURS",
    "COLOUR_THEMES",
    "JOKER",
    "Face",
    "VersoCard",
    "colour_title",
    "colour_word",
    "composition",
    "deck_problems",
    "face_text",
    "load_deck",
    "parse_deck",
]

COLOURS = ("blue", "green", "orange")
#: What each colour pictures on the cards (sea, land, sky), for views and symbols.
COLOUR_THEMES = {"blue": "sea", "green": "land", "orange": "sky"}
#: The value a joker face carries in a :class:`Face`.
JOKER = 0
JOKER_LABEL = "★"


# The one place Verso's colours are named: the log, the explanations and the table all ask here,
# so a colour reads the same everywhere in every language.
_COLOUR_WORDS: dict[str, str] = {"blue": t("blue"), "green": t("green"), "orange": t("orange")}
_COLOUR_TITLES: dict[str, str] = {
    "blue": t("Sea · blue"),
    "green": t("Land · green"),
    "orange": t("Sky · orange"),
}


def colour_word(colour: str) -> str:
    """A colour's name for sentences, translatable (``"blue"`` -> ``t("blue")``)."""
    return _COLOUR_WORDS.get(colour, colour)


def colour_title(colour: str) -> str:
    """A colour with what it pictures, for headings over a row ("Sea · blue"), translatable."""
    return _COLOUR_TITLES.get(colour, colour)


@cache
def face_text(shown: str) -> Message:
    """A face written as in actions ("blue 3", "green ★") as a translatable phrase."""
    colour, _, label = shown.partition(" ")
    return t("{colour} {value}", colour=colour_word(colour), value=label)


class Face(NamedTuple):
    colour: int  #: index into COLOURS
    value: int  #: 1..6, or JOKER (0)
    points: int  #: 1 or 3

    @property
    def colour_name(self) -> str:
        return COLOURS[self.colour]

    @property
    def is_joker(self) -> bool:
        return self.value == JOKER

    @property
    def label(self) -> str:
        return JOKER_LABEL if self.value == JOKER else str(self.value)

    def __str__(self) -> str:
        return f"{COLOURS[self.colour]} {self.label}"

    @property
    def text(self) -> Message:
        """The face for sentences: ``str(face)``, translatable."""
        return face_text(str(self))

    def to_json(self) -> dict[str, Any]:
        return {
            "colour": COLOURS[self.colour],
            "value": "*" if self.is_joker else self.value,
            "points": self.points,
        }

    @classmethod
    def from_json(cls, data: Any) -> Face:
        if not isinstance(data, dict) or set(data) != {"colour", "value", "points"}:
            raise ValueError(f"a face needs exactly colour, value and points: {data!r}")
        colour, value, points = data["colour"], data["value"], data["points"]
        if colour not in COLOURS:
            raise ValueError(f"unknown colour {colour!r}")
        if value == "*":
            value = JOKER
        elif not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6:
            raise ValueError(f"a value is 1 to 6 or '*', not {value!r}")
        if points not in (1, 3) or isinstance(points, bool):
            raise ValueError(f"points are 1 or 3, not {points!r}")
        return cls(COLOURS.index(colour), value, points)


@dataclass(frozen=True)
class VersoCard:
    id: int
    faces: tuple[Face, Face]

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "faces": [f.to_json() for f in self.faces]}


def adjacent(a: int, b: int) -> bool:
    """Values one apart, 1 and 6 counting as neighbours (the card backs wrap round)."""
    return (a - b) % 6 in (1, 5)


def deck_problems(cards: Sequence[VersoCard]) -> list[str]:
    """Every way ``cards`` breaks the card-design rules (empty when the deck is sound)."""
    problems = []
    ids = [c.id for c in cards]
    if ids != list(range(1, len(cards) + 1)):
        problems.append("card ids must run 1..N in order")
    for card in cards:
        a, b = card.faces
        if a.colour == b.colour:
            problems.append(f"card {card.id}: both faces are {a.colour_name}")
        if {a.points, b.points} != {1, 3}:
            problems.append(f"card {card.id}: points must be 1 on one face and 3 on the other")
        if a.is_joker and b.is_joker:
            problems.append(f"card {card.id}: two jokers")
        elif not (a.is_joker or b.is_joker) and not adjacent(a.value, b.value):
            problems.append(f"card {card.id}: values {a.value} and {b.value} are not adjacent")
    if len(set(cards_by_faces(cards))) != len(cards):
        problems.append("two cards have the same pair of faces")
    return problems


def cards_by_faces(cards: Sequence[VersoCard]) -> list[tuple[Face, Face]]:
    return [tuple(sorted(c.faces)) for c in cards]  # type: ignore[misc]


def composition(cards: Sequence[VersoCard]) -> dict[str, Any]:
    """Counts that show the deck's balance: faces per colour, per colour and value, jokers, points."""
    faces = [f for c in cards for f in c.faces]
    per_colour = Counter(f.colour_name for f in faces)
    per_value = {
        colour: {label: 0 for label in ("1", "2", "3", "4", "5", "6", JOKER_LABEL)} for colour in COLOURS
    }
    points = {colour: {1: 0, 3: 0} for colour in COLOURS}
    for f in faces:
        per_value[f.colour_name][f.label] += 1
        points[f.colour_name][f.points] += 1
    return {
        "cards": len(cards),
        "faces": len(faces),
        "faces_per_colour": dict(per_colour),
        "jokers": sum(f.is_joker for f in faces),
        "values_per_colour": per_value,
        "points_per_colour": points,
        "wrapping_cards": sum(
            1
            for c in cards
            if not any(f.is_joker for f in c.faces) and {c.faces[0].value, c.faces[1].value} == {1, 6}
        ),
    }


def parse_deck(data: Any) -> tuple[VersoCard, ...]:
    if not isinstance(data, dict) or data.get("version") != 1 or not isinstance(data.get("cards"), list):
        raise ValueError("a Verso deck is {'version': 1, 'cards': [...]}")
    cards = []
    for entry in data["cards"]:
        faces = entry.get("faces") if isinstance(entry, dict) else None
        if not isinstance(faces, list) or len(faces) != 2:
            raise ValueError(f"a card has exactly two faces: {entry!r}")
        cards.append(VersoCard(int(entry["id"]), (Face.from_json(faces[0]), Face.from_json(faces[1]))))
    return tuple(cards)


@cache
def load_deck(path: str | None = None) -> tuple[VersoCard, ...]:
    """The shipped 90-card deck (cached); ``path`` reads another file in the same format."""
    file = Path(path) if path else resource_path("verso", "deck.json")
    return parse_deck(json.loads(file.read_text(encoding="utf-8")))
