"""Revorso on a phone: draw or stop, the cards being shown right now, the sequence as the
room may see it (face down, except the cards already named right), the memory test answered
by tapping a picture, and the Steal 2, Switch and Bear choices.

Everything here is read from ``view(seat)``. The view names a drawn or stolen card only
while it is being shown (``log[flash_from:]``); after that it is a handle for everyone,
its own player included, so a face-down card is always sent as the common back. The
answer is tapped on the phone, so the room does not see it before the card is turned.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, ClassVar

from engines.base import Action, View
from engines.catalogue import tr_noop, translate_message
from engines.revorso.cards import CARD_TYPES, card_name
from engines.revorso.game import (
    ANSWER,
    BEAR,
    DRAW,
    OVER,
    STEAL,
    SWITCH,
    CallBear,
    Draw,
    Name,
    Pass,
    PlaySwitch,
    RevorsoView,
    StealFrom,
    Stop,
)
from engines.revorso.log import describe_event, without_face_down
from engines.table.rounds import RoundClock
from export.art.primitives import Drawing
from export.art.revorso import revorso_back, revorso_face
from tableserver.phone_views import TableTurn, filled

__all__ = ["BACK", "LOG_LINES", "RevorsoPhone", "shown_now"]

_CONTEXT = "TableServer"
#: The picture name of the common back, the only picture a face-down card ever gets.
BACK = "back"
_LABELS = {
    "draw": tr_noop(_CONTEXT, "Draw a card"),
    "stop": tr_noop(_CONTEXT, "Stop and recite your sequence"),
    "steal": tr_noop(_CONTEXT, "Rob {player}'s won pile"),
    "switch": tr_noop(_CONTEXT, "Play Switch"),
    "keep_switch": tr_noop(_CONTEXT, "Keep your Switch"),
    "bear": tr_noop(_CONTEXT, "Bear: {card}"),
    "keep_bear": tr_noop(_CONTEXT, "Keep your Bear"),
}
_PROMPTS = {
    "first": tr_noop(_CONTEXT, "Draw your first card."),
    "more": tr_noop(_CONTEXT, "Draw another card, or stop and recite your sequence."),
    "owed": tr_noop(_CONTEXT, "Draws owed: {count}. Draw again."),
    "hibernate": tr_noop(_CONTEXT, "Hibernate: stop now and recite your sequence."),
    "deck": tr_noop(_CONTEXT, "The draw pile is empty: stop and recite your sequence."),
    "steal": tr_noop(_CONTEXT, "Steal 2: choose whose won pile to rob."),
    "switch": tr_noop(
        _CONTEXT, "{player} stopped. Play Switch to swap the first and last cards of the sequence?"
    ),
    "bear": tr_noop(_CONTEXT, "Call Bear: name the next card of {player}'s sequence, or let it go."),
    "answer": tr_noop(_CONTEXT, "Memory test: which is the next card of your sequence (the last one laid)?"),
    "drawing": tr_noop(_CONTEXT, "{player} is drawing."),
    "reciting": tr_noop(_CONTEXT, "{player} is reciting the sequence."),
    "deciding": tr_noop(_CONTEXT, "{player} is deciding."),
    "over": tr_noop(_CONTEXT, "Most points: {players}"),
    "yours": tr_noop(_CONTEXT, "Your sequence"),
    "theirs": tr_noop(_CONTEXT, "{player}'s sequence"),
}
#: How many of the newest log lines a phone shows.
LOG_LINES = 4


def _text(language: str, key: str, table: dict[str, str], **fields: Any) -> str:
    """A template of ``table`` in ``language``, filled; English when a translation does not fit."""
    return filled(language, table[key], **fields)


def shown_now(view: RevorsoView) -> list[tuple[int, str]]:
    """The cards the last action shows to everyone: (log index, card), oldest first."""
    return [
        (index, event.card)
        for index, event in enumerate(view.log[view.flash_from :], start=view.flash_from)
        if event.card is not None
    ]


@lru_cache(maxsize=256)
def _alt(key: str, language: str) -> str:
    name = card_name(key, language) if key in CARD_TYPES else ""
    return name[:1].upper() + name[1:]


def _picture(key: str, language: str, art: str) -> tuple[str, str]:
    """A card's picture address (under the seat's own pass ``art``) and its words."""
    return f"{art}/{key}.png?lang={language}", _alt(key, language)


class RevorsoPhone:
    """The Revorso adapter of :mod:`tableserver.phone_views`."""

    #: The words of this game's page (the phone asks for them with the shared ones).
    page_texts: ClassVar[dict[str, str]] = {
        "revorso_deck": tr_noop(_CONTEXT, "Draw pile"),
        "revorso_shown": tr_noop(_CONTEXT, "Shown now"),
        "revorso_face_down": tr_noop(_CONTEXT, "Face down"),
        "revorso_named": tr_noop(_CONTEXT, "Named"),
        "revorso_held": tr_noop(_CONTEXT, "Your action card"),
        "revorso_empty": tr_noop(_CONTEXT, "no card"),
        "revorso_moves": tr_noop(_CONTEXT, "Your choices"),
    }

    game = "revorso"
    face_keys = frozenset([*CARD_TYPES, BACK])

    def drawing(self, key: str, language: str) -> Drawing:
        return revorso_back() if key == BACK else revorso_face(key, language=language)

    def over(self, view: View, turn: TableTurn) -> bool:
        assert isinstance(view, RevorsoView)
        return view.phase == OVER

    # -- the phone's picture of the table ---------------------------------------------------

    def card(self, tag: str, key: str, language: str, art: str) -> dict[str, Any]:
        img, alt = _picture(key, language, art)
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
        assert isinstance(view, RevorsoView)
        over = view.phase == OVER
        scores, honey = view.scores, view.honey
        players = [
            {
                "seat": seat,
                "name": names[seat],
                "points": scores[seat],
                "honey": honey[seat],
                "won": len(view.won[seat]),
                "held": None if view.held[seat] is None else card_name(view.held[seat] or "", language),
                "you": seat == view.player,
                "active": not over and seat == view.active,
                "acting": not over and seat == view.to_act,
            }
            for seat in range(view.players)
        ]
        held = view.held[view.player]
        sequence = [self.card(f"h{handle}", BACK, language, art) for handle in view.face_down]
        sequence += [self.card(f"r{i}", card, language, art) for i, card in enumerate(view.revealed)]
        mine = view.active == view.player
        title = (
            _text(language, "yours", _PROMPTS)
            if mine
            else _text(language, "theirs", _PROMPTS, player=names[view.active])
        )
        newest = without_face_down(view.log, view.face_down)[-LOG_LINES:]
        log = [translate_message(language, describe_event(event, names)) for event in newest]
        return {
            "phase": view.phase,
            "you": view.player,
            "active": view.active,
            "acting": None if over else view.to_act,
            "prompt": self._prompt(view, names, language),
            "players": players,
            "deck": view.deck_size,
            "shown": [self.card(f"e{i}", card, language, art) for i, card in shown_now(view)],
            "sequence_title": title,
            "sequence": sequence,
            "face_down": len(view.face_down),
            "named": len(view.revealed),
            "held": None if held is None else self.card(f"held{view.player}", held, language, art),
            "log": log,
        }

    def _prompt(self, view: RevorsoView, names: Sequence[str], language: str) -> str:
        active = names[view.active]
        if view.phase == OVER:
            best = max(zip(view.scores, view.honey, strict=True))
            leaders = [
                names[s] for s, key in enumerate(zip(view.scores, view.honey, strict=True)) if key == best
            ]
            return _text(language, "over", _PROMPTS, players=", ".join(leaders))
        if view.to_act != view.player:
            if view.phase in (SWITCH, BEAR, STEAL):
                return _text(language, "deciding", _PROMPTS, player=names[view.to_act])
            return _text(language, "reciting" if view.phase == ANSWER else "drawing", _PROMPTS, player=active)
        if view.phase == DRAW:
            if view.must_stop:
                return _text(language, "hibernate" if view.must_stop == "hibernate" else "deck", _PROMPTS)
            if view.pending_draws:
                return _text(language, "owed", _PROMPTS, count=view.pending_draws)
            return _text(language, "more" if view.drawn_this_turn else "first", _PROMPTS)
        if view.phase in (SWITCH, BEAR):
            return _text(language, view.phase, _PROMPTS, player=active)
        return _text(language, view.phase, _PROMPTS)

    # -- the moves --------------------------------------------------------------------------

    def moves(
        self, view: View, legal: Sequence[Action], names: Sequence[str], language: str, art: str
    ) -> list[dict[str, Any]]:
        """Each legal action in ``legal`` order: its kind, its label, and a symbol's picture to tap."""
        assert isinstance(view, RevorsoView)
        moves = []
        for k, action in enumerate(legal):
            move: dict[str, Any] = {"k": k}
            if isinstance(action, Draw):
                move |= {"kind": "draw", "label": _text(language, "draw", _LABELS)}
            elif isinstance(action, Stop):
                move |= {"kind": "stop", "label": _text(language, "stop", _LABELS)}
            elif isinstance(action, StealFrom):
                label = _text(language, "steal", _LABELS, player=names[action.target])
                move |= {"kind": "steal", "seat": action.target, "label": label}
            elif isinstance(action, Name):
                pic, name = _picture(action.symbol, language, art)
                move |= {"kind": "name", "symbol": action.symbol, "pic": pic, "label": name}
            elif isinstance(action, CallBear):
                pic, name = _picture(action.symbol, language, art)
                label = _text(language, "bear", _LABELS, card=name)
                move |= {"kind": "bear", "symbol": action.symbol, "pic": pic, "label": label}
            elif isinstance(action, PlaySwitch):
                move |= {"kind": "switch", "label": _text(language, "switch", _LABELS)}
            elif isinstance(action, Pass):
                which = "keep_bear" if view.phase == BEAR else "keep_switch"
                move |= {"kind": "pass", "label": _text(language, which, _LABELS)}
            moves.append(move)
        return moves
