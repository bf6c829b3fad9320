"""The words of the DJ05135 table: animals, pictures, the hint under the banner, card tips.

They are kept apart from the view so the view holds only the flow of the game; every
sentence keeps the translation context it has always had (``dj05135`` for the card
words, ``DJ05135TableView`` for the table's sentences).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from app.counted import Counted
from app.i18n import KeptWords, translate_message
from app.table.seat_words import level_word, seat_kind_text
from engines.dj05135 import cards
from engines.dj05135.cards import Face
from engines.dj05135.game import POINTS_TO_WIN, DJ05135View, Stage
from engines.dj05135.log import fill_seats
from engines.table.seats import Seat

__all__ = [
    "animal_word",
    "capital",
    "card_word",
    "computer_words",
    "face_words",
    "fill_names",
    "hint_text",
    "pictogram_meaning",
    "pictogram_word",
    "points_text",
    "table_texts",
]


def animal_word(animal: str) -> str:
    """An animal's name in the app's language (the engine's word: one source for screen, logs and print)."""
    return translate_message(cards.animal_word(animal))


def pictogram_word(pictogram: str) -> str:
    """A round picture's short name ("flip 3") in the app's language, as the cards print it."""
    return translate_message(cards.pictogram_word(pictogram))


def card_word(key: str) -> str:
    """The name of an animal or of a round picture, as the cards print it."""
    return animal_word(key) if key in cards.ANIMALS else pictogram_word(key)


def computer_words(seat: Seat) -> str:
    """A DJ05135 computer player as its new-game page names it (the manifest's ``seat_words``).

    "computer with memory, medium" for the one that remembers cards, "computer, beginner"
    and "computer, quick" for the two that do not.
    """
    if seat.bot == "random":
        return QCoreApplication.translate("SeatStrips", "computer, beginner")
    if seat.bot == "greedy":
        return QCoreApplication.translate("SeatStrips", "computer, quick")
    return QCoreApplication.translate("SeatStrips", "computer with memory, %1").replace(
        "%1", level_word(seat.level)
    )


def pictogram_meaning(pictogram: str) -> str:
    return {
        "skip": QCoreApplication.translate("dj05135", "the next player misses a turn"),
        "reverse": QCoreApplication.translate("dj05135", "play goes the other way round"),
        "flip_centre": QCoreApplication.translate("dj05135", "turn over 3 centre cards, then take one"),
        "flip_hand": QCoreApplication.translate(
            "dj05135", "turn round one card in anybody's hand, yours too"
        ),
        "steal": QCoreApplication.translate(
            "dj05135",
            "take a card from another player instead of from the centre; they take one from the centre",
        ),
        "magnifier": QCoreApplication.translate(
            "dj05135", "no action; a hand of magnifiers wins a point too"
        ),
    }[pictogram]


def face_words(face: Face) -> str:
    if face.pictogram is None:
        return card_word(face.animal)
    return f"{card_word(face.animal)} · {card_word(face.pictogram)}"


def fill_names(template: str, names: Sequence[str]) -> str:
    """An engine sentence with ``{pN}`` standing for players, named and translated."""
    return translate_message(fill_seats(template, list(names)))


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def points_text(points: int) -> str:
    """ "1 of 3 points": a seat's score, beside its name and in the seat strips."""
    return Counted.translate("DJ05135TableView", "%1 of %n point(s)", None, 2)(POINTS_TO_WIN).replace(
        "%1", str(points)
    )


def hint_text(stage: str) -> str:
    """The line under the banner while a person acts: why this step matters, and the keys."""
    keys = QCoreApplication.translate(
        "DJ05135TableView", "Click a card, or move with the arrow keys or Tab and press Enter."
    )
    if stage == Stage.PLAY:
        why = QCoreApplication.translate(
            "DJ05135TableView", "The round picture on the card you play tells what happens next."
        )
    elif stage in (Stage.TAKE, Stage.VICTIM_TAKE):
        why = QCoreApplication.translate(
            "DJ05135TableView", "The card comes into your hand with its face-up side towards you."
        )
    elif stage == Stage.FLIP_CENTRE:
        why = QCoreApplication.translate("DJ05135TableView", "Watch closely: you see what was underneath.")
    elif stage == Stage.FLIP_HAND:
        why = QCoreApplication.translate(
            "DJ05135TableView", "Turning a card round in a hand swaps the side its holder sees."
        )
    else:
        why = QCoreApplication.translate("DJ05135TableView", "Then choose which side of it will face you.")
    return f"{why} {keys}"


def _tip_yours(face: Face) -> str:
    return QCoreApplication.translate(
        "DJ05135TableView", "You see: %1. The others see its other side."
    ).replace("%1", face_words(face))


def _tip_theirs(face: Face, name: str) -> str:
    tip = QCoreApplication.translate("DJ05135TableView", "You see: %1. %2 sees its other side.")
    return tip.replace("%1", face_words(face)).replace("%2", name)


def _tip_centre(face: Face) -> str:
    return QCoreApplication.translate("DJ05135TableView", "Face up: %1").replace("%1", face_words(face))


def table_texts(view: DJ05135View, seats: Sequence[Seat], words: KeptWords | None = None) -> dict[str, str]:
    """Every caption, tooltip and label the table scene draws for ``view.player``; ``words``
    keeps the cards' words from one move to the next."""
    words = words if words is not None else KeptWords()
    names = [seat.name for seat in seats]
    me = view.player
    texts: dict[str, str] = {
        "centre": Counted.translate("DJ05135TableView", "Centre: %n card(s), face up", None, 2)(
            len(view.centre)
        ),
        "hand_hint": QCoreApplication.translate(
            "DJ05135TableView", "You see this side of your cards. The others see the other side."
        ),
        "mark:played": QCoreApplication.translate("DJ05135TableView", "played"),
        "mark:flipped": QCoreApplication.translate("DJ05135TableView", "flipped"),
        "other_side": QCoreApplication.translate("DJ05135TableView", "other side"),
    }
    arrow = "↻" if view.direction > 0 else "↺"
    order = [view.turn_player]
    while len(order) < view.players:
        order.append((order[-1] + view.direction) % view.players)
    texts["order"] = (
        QCoreApplication.translate("DJ05135TableView", "Turn order %1: %2")
        .replace("%1", arrow)
        .replace(
            "%2",
            " → ".join(
                QCoreApplication.translate("DJ05135TableView", "you") if s == me else names[s] for s in order
            ),
        )
    )
    for seat, name in enumerate(names):
        if seat == me:
            label = QCoreApplication.translate("DJ05135TableView", "%1 (you)").replace("%1", name)
        elif kind := seat_kind_text(seats[seat], "dj05135"):
            label = (
                QCoreApplication.translate("DJ05135TableView", "%1 (%2)")
                .replace("%1", name)
                .replace("%2", kind)
            )
        else:
            label = name
        texts[f"name:{seat}"] = label
        texts[f"plain:{seat}"] = name
        texts[f"points:{seat}"] = points_text(view.points[seat])
    for seat, hand in enumerate(view.hands):
        for card in hand:
            if seat == me:
                texts[f"caption:{card.tag}"] = words(face_words, card.face)
                texts[f"tip:{card.tag}"] = words(_tip_yours, card.face)
            else:
                texts[f"tip:{card.tag}"] = words(_tip_theirs, card.face, names[seat])
    for card in view.centre:
        texts[f"tip:{card.tag}"] = words(_tip_centre, card.face)
    return texts
