"""The phone page any game can name in its manifest: the seat's view as the engine's own text.

A game with no phone page of its own names this adapter (``phone=
"tableserver.games.text_page:TextPhone"``) and is played on phones at once, as the plain
table plays it on the desktop (docs/ARCHITECTURE.md, "A new card game: the checklist"): the
phone shows ``str(view)`` of its own seat, translated where the engine built it with
:func:`engines.text.t`, whose turn it is, the points when the view keeps one number a seat
(a ``points`` field), and one button a legal move, labelled with the move's own sentence.
It draws no pictures. Everything shown is read from that seat's view and from the table's
turn, which every seat may know; the page script is ``resources/web/text_page.js``.
"""

from __future__ import annotations

from collections.abc import Sequence
from numbers import Real
from typing import Any, ClassVar

from engines.base import Action, View
from engines.catalogue import tr_noop, translate_message
from engines.table.rounds import RoundClock
from export.art.primitives import Drawing
from tableserver.phone_views import TableTurn, filled

__all__ = ["TextPhone", "view_points"]

_CONTEXT = "TableServer"
_PROMPTS = {
    "play": tr_noop(_CONTEXT, "Choose one of your moves."),
    "waiting": tr_noop(_CONTEXT, "{player} is playing."),
    "winner": tr_noop(_CONTEXT, "Winner: {players}"),
    "shared": tr_noop(_CONTEXT, "Shared win: {players}", "the game ended in a tie between these players"),
}


def view_points(view: View, players: int) -> tuple[float, ...] | None:
    """The view's score, when it keeps one (``points``, one number a seat); else None."""
    points = getattr(view, "points", None)
    if not isinstance(points, Sequence) or len(points) != players:
        return None
    if not all(isinstance(p, Real) and not isinstance(p, bool) for p in points):
        return None
    return tuple(float(p) for p in points)


def _number(value: float) -> int | float:
    return int(value) if value.is_integer() else value


class TextPhone:
    """The generic adapter of :mod:`tableserver.phone_views`: text and buttons, no pictures."""

    #: Its words are every page's (``tableserver.client_texts``): any game may use this page.
    page_texts: ClassVar[dict[str, str]] = {}
    game = ""
    face_keys: frozenset[str] = frozenset()

    def drawing(self, key: str, language: str) -> Drawing:
        raise KeyError(key)  # never asked: no picture is named (``face_keys`` is empty)

    def over(self, view: View, turn: TableTurn) -> bool:
        return turn.over

    def phone(
        self,
        view: View,
        names: Sequence[str],
        language: str,
        art: str,
        clock: RoundClock | None,
        turn: TableTurn,
    ) -> dict[str, Any]:
        you = view.player
        acting = None if turn.over else turn.to_act
        points = view_points(view, len(names))
        players = [
            {
                "seat": seat,
                "name": name,
                "points": None if points is None else _number(points[seat]),
                "you": seat == you,
                "acting": seat == acting,
            }
            for seat, name in enumerate(names)
        ]
        text = translate_message(language, str(view))
        return {
            "you": you,
            "acting": acting,
            "prompt": self._prompt(you, acting, turn, names, language),
            "players": players,
            "scored": points is not None,
            "text": [line.rstrip() for line in text.splitlines() if line.strip()],
        }

    @staticmethod
    def _prompt(you: int, acting: int | None, turn: TableTurn, names: Sequence[str], language: str) -> str:
        if turn.over:
            if not turn.winners:
                return ""
            which = "winner" if len(turn.winners) == 1 else "shared"
            return filled(language, _PROMPTS[which], players=", ".join(names[seat] for seat in turn.winners))
        if acting is None:
            return ""
        if acting == you:
            return filled(language, _PROMPTS["play"])
        return filled(language, _PROMPTS["waiting"], player=names[acting])

    def moves(
        self, view: View, legal: Sequence[Action], names: Sequence[str], language: str, art: str
    ) -> list[dict[str, Any]]:
        """Each legal action in ``legal`` order, labelled with its own translated sentence."""
        return [
            {"k": k, "kind": "move", "label": translate_message(language, action.describe(names))}
            for k, action in enumerate(legal)
        ]
