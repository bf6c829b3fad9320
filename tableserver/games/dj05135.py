"""DJ05135 on a phone: the hand its owner sees, the centre, the hands of the others as they face
the reader, and each legal move as a card to tap.

Everything here is read from ``view(seat)``; the engine has already left out every side
the reader may not see, so a card's picture is always the side in the view.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, ClassVar

from engines.base import Action, View
from engines.catalogue import tr_noop, translate_message
from engines.dj05135.actions import FlipCentreCard, FlipHandCard, PlayCard, StealCard, TakeCard
from engines.dj05135.cards import ANIMALS, PICTOGRAMS, Face, animal_word, face_text, pictogram_word
from engines.dj05135.game import DJ05135View, Stage
from engines.dj05135.log import fill_seats
from engines.table.rounds import RoundClock
from export.art.dj05135 import dj_face
from export.art.primitives import Drawing
from tableserver.phone_views import TableTurn, filled

__all__ = ["DJ05135Phone", "face_key"]

_CONTEXT = "TableServer"
_LABELS = {
    "play": tr_noop(_CONTEXT, "Play {card}"),
    "take": tr_noop(_CONTEXT, "Take {card}"),
    "flip_centre": tr_noop(_CONTEXT, "Flip {card}"),
    "flip_own": tr_noop(_CONTEXT, "Flip {card} in your hand"),
    "flip_hand": tr_noop(_CONTEXT, "Flip {card} in the hand of {player}"),
    "steal_keep": tr_noop(_CONTEXT, "Take {card} from {player} and keep seeing this side"),
    "steal_turn": tr_noop(_CONTEXT, "Take {card} from {player} and turn it round"),
}
#: How many of the newest log lines a phone shows.
LOG_LINES = 4


def face_key(face: Face) -> str:
    """The picture's name of a side: ``owl`` or ``owl-flip_centre``."""
    return face.animal if face.pictogram is None else f"{face.animal}-{face.pictogram}"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


@lru_cache(maxsize=1024)
def _alt(face: Face, language: str) -> str:
    """A side's words for a screen reader ("Owl · skip")."""
    alt = _capital(translate_message(language, animal_word(face.animal)))
    if face.pictogram is not None:
        alt = f"{alt} · {translate_message(language, pictogram_word(face.pictogram))}"
    return alt


def _picture(face: Face, language: str, art: str) -> tuple[str, str]:
    """A side's picture address (under the seat's own pass ``art``) and its words."""
    return f"{art}/{face_key(face)}.png?lang={language}", _alt(face, language)


class DJ05135Phone:
    """The DJ05135 adapter of :mod:`tableserver.phone_views`."""

    #: Its page's words: the shared ones (hands, centre, sides), and the mark of the card just played.
    page_texts: ClassVar[dict[str, str]] = {
        "dj_played": tr_noop(_CONTEXT, "just played", "under a card in the centre: the last card played"),
    }

    game = "dj05135"
    face_keys = frozenset(
        [*ANIMALS, *(f"{animal}-{pictogram}" for animal in ANIMALS for pictogram in PICTOGRAMS)]
    )

    def drawing(self, key: str, language: str) -> Drawing:
        animal, _, pictogram = key.partition("-")
        return dj_face(animal, pictogram or None, language=language)

    def over(self, view: View, turn: TableTurn) -> bool:
        assert isinstance(view, DJ05135View)
        return view.stage == Stage.OVER

    # -- the phone's picture of the table ---------------------------------------------------

    def card(self, tag: int, face: Face, language: str, art: str) -> dict[str, Any]:
        img, alt = _picture(face, language, art)
        return {"id": tag, "img": img, "alt": alt}

    def phone(
        self,
        view: View,
        names: Sequence[str],
        language: str,
        art: str,
        clock: RoundClock | None,
        turn: TableTurn,
    ) -> dict[str, Any]:
        assert isinstance(view, DJ05135View)
        over = view.stage == Stage.OVER
        players = [
            {
                "seat": seat,
                "name": names[seat],
                "points": view.points[seat],
                "you": seat == view.player,
                "acting": not over and seat == view.to_act,
                "cards": [self.card(c.tag, c.face, language, art) for c in hand],
            }
            for seat, hand in enumerate(view.hands)
        ]
        newest = view.log[-LOG_LINES:]
        log = [_capital(translate_message(language, fill_seats(e.template, names))) for e in newest]
        return {
            "stage": view.stage,
            "you": view.player,
            "acting": None if over else view.to_act,
            "direction": view.direction,
            "prompt": _capital(translate_message(language, fill_seats(view.prompt, names))),
            "players": players,
            "centre": [self.card(c.tag, c.face, language, art) for c in view.centre],
            "played": view.played,
            "flipped": list(view.flipped),
            "winners": list(view.winners),
            "log": log,
        }

    # -- the moves --------------------------------------------------------------------------

    def moves(
        self, view: View, legal: Sequence[Action], names: Sequence[str], language: str, art: str
    ) -> list[dict[str, Any]]:
        """Each legal action in ``legal`` order: its label, and the card and area to tap for it."""
        assert isinstance(view, DJ05135View)
        seen = view.visible()
        moves = []
        for k, action in enumerate(legal):
            tag: int = action.tag  # type: ignore[attr-defined]
            card = translate_message(language, face_text(seen[tag]))
            move: dict[str, Any] = {"k": k, "card": tag}
            if isinstance(action, PlayCard):
                move |= {"area": "hand", "owner": view.player, "label": self._label("play", language, card)}
            elif isinstance(action, TakeCard):
                move |= {"area": "centre", "label": self._label("take", language, card)}
            elif isinstance(action, FlipCentreCard):
                move |= {"area": "centre", "label": self._label("flip_centre", language, card)}
            elif isinstance(action, FlipHandCard):
                own = action.owner == view.player
                label = self._label("flip_own" if own else "flip_hand", language, card, names[action.owner])
                move |= {"area": "hand", "owner": action.owner, "label": label}
            elif isinstance(action, StealCard):
                which = "steal_keep" if action.keep_seen_side else "steal_turn"
                label = self._label(which, language, card, names[action.victim])
                move |= {"area": "hand", "owner": action.victim, "side": which[6:], "label": label}
            moves.append(move)
        return moves

    @staticmethod
    def _label(which: str, language: str, card: str, player: str = "") -> str:
        return filled(language, _LABELS[which], card=card, player=player)
