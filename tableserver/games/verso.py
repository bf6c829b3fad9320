"""Verso on a phone: your three rows, the card on the draw pile you are deciding on, your
choices (take it as shown, flip it and take it, bank a series, pass), your banked points
and the value of the cards lying in front of you. The shared screen shows everyone's rows.

Everything here is read from ``view(seat)``. Verso hides only the face of a card that was
never turned; the view names the face up of every card, and that is all a picture shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, ClassVar

from engines.base import Action, View
from engines.catalogue import tr_noop, translate_message
from engines.table.rounds import RoundClock
from engines.verso.actions import Bank, Draw, Pass
from engines.verso.cards import COLOURS, JOKER, JOKER_LABEL, Face, colour_title, colour_word, face_text
from engines.verso.game import CardView, VersoView
from export.art.primitives import Drawing
from export.art.verso import JOKER as ART_JOKER
from export.art.verso import verso_face
from tableserver.phone_views import TableTurn, filled

__all__ = ["LOG_LINES", "VersoPhone", "face_key"]

_CONTEXT = "TableServer"
_LABELS = {
    "take": tr_noop(_CONTEXT, "Take {card} as shown"),
    "flip": tr_noop(_CONTEXT, "Flip {card} and take it"),
    "bank": tr_noop(_CONTEXT, "Bank {colour} {values} (+{points} points)"),
    "last": tr_noop(_CONTEXT, "Bank {colour} {values} as your last series (+{points} points)"),
    "pass": tr_noop(_CONTEXT, "Bank no last series"),
    # Two series of the same cards in another order keep different cards in the row: say which.
    "keeping": tr_noop(_CONTEXT, "{bank}, keeping {cards} in your row"),
    "using": tr_noop(_CONTEXT, "{bank}, with {cards} of your row"),
}
#: Words for a card on the phone: the joker by name, points in words (never a symbol for both).
_WORDS = {
    "joker": tr_noop(_CONTEXT, "joker", "a Verso card with no number, in a series such as 2-joker-4"),
    "colour_joker": tr_noop(_CONTEXT, "{colour} joker"),
    "worth": tr_noop(_CONTEXT, "{card}, worth {points}", "a card and its points: Blue 3, worth 3"),
    "the_joker": tr_noop(_CONTEXT, "the joker worth {points}"),
    "joker_place": tr_noop(_CONTEXT, "the joker in place {place}", "place 1 is the first card of the row"),
    "and": tr_noop(_CONTEXT, "{first} and {second}"),
}
_PROMPTS = {
    "play": tr_noop(_CONTEXT, "Take the top card as shown, flip it and take it, or bank a series."),
    "final": tr_noop(_CONTEXT, "The draw pile is empty: bank one last series, or pass."),
    "waiting": tr_noop(_CONTEXT, "{player} is playing."),
    "over": tr_noop(_CONTEXT, "Most points: {players}"),
}
#: How many of the newest log lines a phone shows.
LOG_LINES = 3


def face_key(face: Face) -> str:
    """The picture's name of a face: ``blue-3-1``, ``orange-joker-3``."""
    value = "joker" if face.value == JOKER else str(face.value)
    return f"{COLOURS[face.colour]}-{value}-{face.points}"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _text(language: str, key: str, table: dict[str, str], **fields: Any) -> str:
    """A template of ``table`` in ``language``, filled; English when a translation does not fit."""
    return filled(language, table[key], **fields)


def _shown_words(shown: str, language: str) -> str:
    """A face written as in actions ("blue 3", "green ★") in words: "green joker"."""
    colour, _, label = shown.partition(" ")
    if label == JOKER_LABEL:
        colour_name = translate_message(language, colour_word(colour))
        return _text(language, "colour_joker", _WORDS, colour=colour_name)
    return translate_message(language, face_text(shown))


@lru_cache(maxsize=512)
def _alt(face: Face, language: str) -> str:
    """A face's words, under its picture and for a screen reader ("Blue 3, worth 3")."""
    return _text(
        language, "worth", _WORDS, card=_capital(_shown_words(str(face), language)), points=face.points
    )


def _values(values: str, language: str) -> str:
    """A series' values with the joker named: "2-joker-4"."""
    joker = _text(language, "joker", _WORDS)
    return "-".join(joker if value == JOKER_LABEL else value for value in values.split("-"))


def _cards_words(view: VersoView, cards: Sequence[int], language: str, *, places: bool) -> str:
    """Cards of the row in words ("the joker worth 3", "2 and 3"); with ``places``, a joker is
    named by its place in the row instead ("the joker in place 2"), for two jokers alike."""
    row = next((r for r in view.rows[view.player] if cards and any(c.uid == cards[0] for c in r)), ())
    words = []
    for place, card in enumerate(row, start=1):
        if card.uid not in cards:
            continue
        if not card.face.is_joker:
            words.append(card.face.label)
        elif places:
            words.append(_text(language, "joker_place", _WORDS, place=place))
        else:
            words.append(_text(language, "the_joker", _WORDS, points=card.face.points))
    if len(words) > 1:
        return _text(language, "and", _WORDS, first=", ".join(words[:-1]), second=words[-1])
    return words[0] if words else ""


def _picture(face: Face, language: str, art: str) -> tuple[str, str]:
    """A face's picture address (under the seat's own pass ``art``) and its words."""
    return f"{art}/{face_key(face)}.png?lang={language}", _alt(face, language)


class VersoPhone:
    """The Verso adapter of :mod:`tableserver.phone_views`."""

    #: The words of this game's page (the phone asks for them with the shared ones).
    page_texts: ClassVar[dict[str, str]] = {
        "verso_pile": tr_noop(_CONTEXT, "Draw pile"),
        "verso_choices": tr_noop(_CONTEXT, "Your choices"),
        "verso_rows": tr_noop(_CONTEXT, "Your rows"),
        "verso_banked": tr_noop(_CONTEXT, "Points banked"),
        "verso_in_front": tr_noop(_CONTEXT, "Points in front of you"),
        "verso_empty_row": tr_noop(_CONTEXT, "no card yet"),
    }

    game = "verso"
    face_keys = frozenset(
        face_key(Face(colour, value, points))
        for colour in range(len(COLOURS))
        for value in range(7)
        for points in (1, 3)
    )

    def drawing(self, key: str, language: str) -> Drawing:
        colour, value, points = key.split("-")
        return verso_face(
            colour, ART_JOKER if value == "joker" else int(value), int(points), language=language
        )

    def over(self, view: View, turn: TableTurn) -> bool:
        assert isinstance(view, VersoView)
        return view.phase == "over"

    # -- the phone's picture of the table ---------------------------------------------------

    def card(self, card: CardView, language: str, art: str) -> dict[str, Any]:
        img, alt = _picture(card.face, language, art)
        return {"id": card.uid, "img": img, "alt": alt}

    def phone(
        self,
        view: View,
        names: Sequence[str],
        language: str,
        art: str,
        clock: RoundClock | None,
        turn: TableTurn,
    ) -> dict[str, Any]:
        assert isinstance(view, VersoView)
        over = view.phase == "over"
        you = view.player
        rows = [
            {
                "colour": COLOURS[colour],
                "title": translate_message(language, colour_title(COLOURS[colour])),
                "cards": [self.card(card, language, art) for card in row],
            }
            for colour, row in enumerate(view.rows[you])
        ]
        players = [
            {
                "seat": seat,
                "name": names[seat],
                "points": view.points[seat],
                "you": seat == you,
                "acting": not over and seat == view.to_play,
            }
            for seat in range(view.players)
        ]
        newest = view.log[-LOG_LINES:]
        log = [_capital(translate_message(language, turn.describe(names))) for turn in newest]
        return {
            "phase": view.phase,
            "you": you,
            "acting": None if over else view.to_play,
            "prompt": self._prompt(view, names, language),
            "players": players,
            "rows": rows,
            "banked": view.points[you],
            "in_front": sum(card.face.points for row in view.rows[you] for card in row),
            "top": None if view.top is None else self.card(view.top, language, art),
            "pile": view.pile,
            "log": log,
        }

    def _prompt(self, view: VersoView, names: Sequence[str], language: str) -> str:
        if view.phase == "over":
            best = max(view.points)
            leaders = ", ".join(names[seat] for seat, points in enumerate(view.points) if points == best)
            return _text(language, "over", _PROMPTS, players=leaders)
        if view.to_play != view.player:
            return _text(language, "waiting", _PROMPTS, player=names[view.to_play])
        return _text(language, "final" if view.phase == "final" else "play", _PROMPTS)

    # -- the moves --------------------------------------------------------------------------

    def moves(
        self, view: View, legal: Sequence[Action], names: Sequence[str], language: str, art: str
    ) -> list[dict[str, Any]]:
        """Each legal action in ``legal`` order: its label, and the cards it is about."""
        assert isinstance(view, VersoView)
        moves = []
        for k, action in enumerate(legal):
            move: dict[str, Any] = {"k": k}
            if isinstance(action, Draw) and view.top is not None:
                card = _shown_words(action.shown, language)
                which = "flip" if action.flip else "take"
                move |= {
                    "kind": which,
                    "cards": [view.top.uid],
                    "label": _text(language, which, _LABELS, card=card),
                }
            elif isinstance(action, Bank):
                colour = translate_message(language, colour_word(action.colour))
                which = "last" if action.last else "bank"
                values = _values(action.values, language)
                label = _text(language, which, _LABELS, colour=colour, values=values, points=action.points)
                move |= {"kind": "bank", "cards": list(action.cards), "label": label}
            elif isinstance(action, Pass):
                move |= {"kind": "pass", "cards": [], "label": _text(language, "pass", _LABELS)}
            else:
                move |= {"kind": "other", "cards": [], "label": translate_message(language, str(action))}
            moves.append(move)
        return _told_apart(view, moves, language)


def _told_apart(view: VersoView, moves: list[dict[str, Any]], language: str) -> list[dict[str, Any]]:
    """Banks whose labels read the same (jokers in another order, or two jokers alike) say what
    differs: the cards each keeps in the row (the two highest of a series are discarded,
    docs/HOUSE-RULES.md "Discarding after a bank"), or else the jokers each uses, by place."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for move in moves:
        if move["kind"] == "bank":
            groups.setdefault(move["label"], []).append(move)
    for label, twins in groups.items():
        if len(twins) < 2:
            continue
        for places in (False, True):
            told = [_told(view, move, label, language, places) for move in twins]
            if len(set(told)) == len(told):
                break
        for move, text in zip(twins, told, strict=True):
            move["label"] = text
    return moves


def _told(view: VersoView, move: dict[str, Any], label: str, language: str, places: bool) -> str:
    """One bank's label with what it keeps in the row, or (a series discarded whole) what it uses."""
    cards: list[int] = move["cards"]
    kept = cards[:-2]
    if kept:
        shown = _cards_words(view, kept, language, places=places)
        return _text(language, "keeping", _LABELS, bank=label, cards=shown)
    jokers = [uid for uid in cards if _is_joker(view, uid)]
    shown = _cards_words(view, jokers or cards, language, places=True)
    return _text(language, "using", _LABELS, bank=label, cards=shown)


def _is_joker(view: VersoView, uid: int) -> bool:
    return any(card.uid == uid and card.face.is_joker for row in view.rows[view.player] for card in row)
