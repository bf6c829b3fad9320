"""Verso on a phone: your three rows, the card on the draw pile you are deciding on, your
choices (take it as it is, flip it and take it, bank a series, pass), your banked points
and the value of the cards lying in front of you. The shared screen shows everyone's rows.

Everything here is read from ``view(seat)``. Verso hides only the face of a card that was
never turned; the view names the face up of every card, and that is all a picture shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, ClassVar

from engines.base import Action, View
from engines.catalogue import tr_noop, translate, translate_message
from engines.table.rounds import RoundClock
from engines.verso.actions import Bank, Draw, Pass
from engines.verso.cards import COLOURS, JOKER, Face, colour_title, colour_word, face_text
from engines.verso.game import CardView, VersoView
from export.art.primitives import Drawing
from export.art.verso import JOKER as ART_JOKER
from export.art.verso import verso_face

__all__ = ["LOG_LINES", "VersoPhone", "face_key"]

_CONTEXT = "TableServer"
_LABELS = {
    "take": tr_noop(_CONTEXT, "Take {card} as it is"),
    "flip": tr_noop(_CONTEXT, "Flip {card} and take it"),
    "bank": tr_noop(_CONTEXT, "Bank {colour} {values} (+{points})"),
    "last": tr_noop(_CONTEXT, "Bank {colour} {values} as your last series (+{points})"),
    "pass": tr_noop(_CONTEXT, "Bank no last series"),
}
_PROMPTS = {
    "play": tr_noop(_CONTEXT, "Take the top card as it is, flip it and take it, or bank a series."),
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
    template = translate(language, _CONTEXT, table[key])
    try:
        return template.format(**fields)
    except (KeyError, IndexError, ValueError):
        return table[key].format(**fields)


@lru_cache(maxsize=512)
def _alt(face: Face, language: str) -> str:
    """A face's words for a screen reader ("Blue 3 · ★★★")."""
    return f"{_capital(translate_message(language, face.text))} · {'★' * face.points}"


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
        "verso_banked": tr_noop(_CONTEXT, "Banked"),
        "verso_in_front": tr_noop(_CONTEXT, "In front of you"),
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

    def over(self, view: View) -> bool:
        assert isinstance(view, VersoView)
        return view.phase == "over"

    # -- the phone's picture of the table ---------------------------------------------------

    def card(self, card: CardView, language: str, art: str) -> dict[str, Any]:
        img, alt = _picture(card.face, language, art)
        return {"id": card.uid, "img": img, "alt": alt}

    def phone(
        self, view: View, names: Sequence[str], language: str, art: str, clock: RoundClock | None
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
                card = translate_message(language, face_text(action.shown))
                which = "flip" if action.flip else "take"
                move |= {
                    "kind": which,
                    "cards": [view.top.uid],
                    "label": _text(language, which, _LABELS, card=card),
                }
            elif isinstance(action, Bank):
                colour = translate_message(language, colour_word(action.colour))
                which = "last" if action.last else "bank"
                label = _text(
                    language, which, _LABELS, colour=colour, values=action.values, points=action.points
                )
                move |= {"kind": "bank", "cards": list(action.cards), "label": label}
            elif isinstance(action, Pass):
                move |= {"kind": "pass", "cards": [], "label": _text(language, "pass", _LABELS)}
            else:
                move |= {"kind": "other", "cards": [], "label": translate_message(language, str(action))}
            moves.append(move)
        return moves
