"""Small adapters from the shipped deck files to cards to print.

Each adapter reads one game's JSON file (in the format of that game's engine) and
returns :class:`CardPrint` pairs drawn by the art functions, which themselves take only
plain parameters; a game's manifest names its adapter (``deck_art``). A missing file is
reported, not raised into the caller's face.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engines.catalogue import translate
from engines.manifest import game_spec, game_specs, import_path
from engines.safe_files import load_json
from export.art.building_card import building_card_side
from export.art.dj05135 import CAPTIONS, dj_face
from export.art.primitives import Drawing
from export.art.revorso import revorso_back, revorso_face
from export.art.verso import verso_face
from export.pdf.document import CardPrint
from resources import resource_path

__all__ = [
    "DECK_FILES",
    "GAMES",
    "DeckUnavailable",
    "animal_cards",
    "building_cards",
    "load_deck",
    "revorso_cards",
    "verso_cards",
]

#: The games with printable decks, in their order (read from the manifests).
GAMES: tuple[str, ...] = tuple(spec.id for spec in game_specs(shipped_only=True) if spec.decks)
#: Each game's main deck file, as a path below ``resources/``.
DECK_FILES: dict[str, tuple[str, ...]] = {
    spec.id: tuple(spec.decks[0].split("/")) for spec in game_specs(shipped_only=True) if spec.decks
}
Size = tuple[float, float]


class DeckUnavailable(Exception):
    """The deck cannot be printed: the message says why in one sentence."""


@dataclass(frozen=True)
class Deck:
    game: str
    cards: tuple[CardPrint, ...]
    source: Path


def verso_cards(data: Any, size: Size, lang: str) -> list[CardPrint]:
    cards = []
    for card in data["cards"]:
        a, b = card["faces"]
        cards.append(
            CardPrint(
                verso_face(a["colour"], a["value"], a["points"], size, lang),
                verso_face(b["colour"], b["value"], b["points"], size, lang),
            )
        )
    return cards


def revorso_cards(data: Any, size: Size, lang: str) -> list[CardPrint]:
    back = revorso_back(size)
    cards = []
    for entry in data["cards"]:
        names = entry.get("names", {})
        label = names.get(lang) or names.get("en")
        face = revorso_face(entry["id"], label, size, lang)
        cards += [CardPrint(face, back)] * int(entry["count"])
    return cards


def animal_cards(data: Any, size: Size, lang: str) -> list[CardPrint]:
    # The words the table writes under each pictogram ("skip", "magnifier"), in the card's
    # language: a printed card reads like the one on screen.
    captions = {kind: translate(lang, "engine", word) for kind, word in CAPTIONS.items()}

    def side(face: dict[str, Any]) -> Drawing:
        kind = face.get("pictogram")
        return dj_face(face["animal"], kind, size, captions.get(kind) if kind else None, lang)

    return [CardPrint(side(card["sides"][0]), side(card["sides"][1])) for card in data["cards"]]


def building_cards(data: Any, size: Size, lang: str) -> list[CardPrint]:
    cards = []
    for card in data["cards"]:
        cards.append(
            CardPrint(
                building_card_side(card["id"], card["level"], "front", card["front"], size, lang),
                building_card_side(card["id"], card["level"], "back", card["back"], size, lang),
            )
        )
    return cards


def _adapter(game: str) -> Callable[[Any, Size, str], list[CardPrint]]:
    """The adapter ``game``'s manifest names."""
    adapter: Callable[[Any, Size, str], list[CardPrint]] = import_path(game_spec(game).deck_art)
    return adapter


def load_deck(game: str, size: Size, lang: str = "en", path: Path | None = None) -> Deck:
    """The cards of ``game`` drawn at ``size``; raises :class:`DeckUnavailable` with a clear reason."""
    if game not in GAMES:
        raise DeckUnavailable(f"unknown game {game!r}")
    source = path or resource_path(*DECK_FILES[game])
    result = load_json(source)
    if not result.ok:
        raise DeckUnavailable(result.error)
    try:
        cards = _adapter(game)(result.data, size, lang)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise DeckUnavailable(f"Cannot use {source.name} ({type(exc).__name__}: {exc}).") from exc
    if not cards:
        raise DeckUnavailable(f"{source.name} has no cards.")
    return Deck(game, tuple(cards), source)
