"""A seat's view as the JSON a phone shows, and the card pictures it points to.

Each game has one adapter (``tableserver/games/``) that reads ``TableSession.view(seat)``,
and only that view, so the phone can never be told a side its owner may not see (the
engine strips hidden information; docs/ARCHITECTURE.md, "Playing on phones"). Texts are
translated into the phone's language. Pictures are drawn by the print layer's raster
renderer and kept in memory by (face, language, size).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, Protocol

from engines.base import Action, View
from export.art.primitives import Drawing
from export.raster import drawing_to_png
from tableserver.games.dj05135 import DJ05135Phone
from tableserver.games.recto_verso import RectoVersoPhone
from tableserver.games.revorso import RevorsoPhone
from tableserver.games.verso import VersoPhone

__all__ = ["ADAPTERS", "CARD_WIDTH_PX", "GameAdapter", "card_png", "phone_state"]

#: Width of a card picture in pixels: sharp on a phone at twice the CSS size of a hand's card.
CARD_WIDTH_PX = 240
_MM_PER_INCH = 25.4


class GameAdapter(Protocol):
    """What the server needs to know of a game to show it on phones."""

    game: str
    #: The names of every picture ``/art/<game>/<key>.png`` may ask for.
    face_keys: frozenset[str]

    def drawing(self, key: str, language: str) -> Drawing: ...

    def over(self, view: View) -> bool: ...

    def phone(self, view: View, names: Sequence[str], language: str, art: str) -> dict[str, Any]: ...

    def moves(
        self, view: View, legal: Sequence[Action], names: Sequence[str], language: str, art: str
    ) -> list[dict[str, Any]]: ...


ADAPTERS: dict[str, GameAdapter] = {
    "dj05135": DJ05135Phone(),
    "verso": VersoPhone(),
    "revorso": RevorsoPhone(),
    "recto_verso": RectoVersoPhone(),
}


def phone_state(
    game: str, view: View, legal: Sequence[Action], names: Sequence[str], language: str, art: str
) -> tuple[dict[str, Any], list[dict[str, Any]], bool]:
    """The phone's picture of ``view``, its moves and whether the game is over.

    Each move names ``k``, its place in ``legal``; an adapter may leave moves out (a party
    phone is offered none), and only the moves it lists can be played from the phone.
    Pictures are addressed under ``art``, the seat's own pass (:mod:`tableserver.pictures`).
    """
    adapter = ADAPTERS[game]
    return (
        adapter.phone(view, names, language, art),
        adapter.moves(view, legal, names, language, art),
        adapter.over(view),
    )


@lru_cache(maxsize=512)
def card_png(game: str, key: str, language: str, width_px: int = CARD_WIDTH_PX) -> bytes | None:
    """The PNG of one side, or None when ``game`` or ``key`` is not one we draw."""
    adapter = ADAPTERS.get(game)
    if adapter is None or key not in adapter.face_keys:
        return None
    drawing = adapter.drawing(key, language)
    return drawing_to_png(drawing, dpi=width_px / drawing.width * _MM_PER_INCH)
