"""A seat's view as the JSON a phone shows, and the card pictures it points to.

Each game names its adapter in its manifest (``GameSpec.phone``, one class in
``tableserver/games/``; ``text_page`` is the generic one any game may name); the adapter
reads ``TableSession.view(seat)``, and only that view with the table's :class:`TableTurn`
(whose turn, the end, who won: what every seat may know), so the phone can never be told a
side its owner may not see (the engine strips hidden information; docs/ARCHITECTURE.md,
"Playing on phones"). Texts are translated into the phone's language. Pictures are drawn by
the print layer's raster renderer and kept in memory by (face, language, size).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any, Protocol

from engines.base import Action, View
from engines.catalogue import translate
from engines.manifest import game_spec, game_specs, import_path
from engines.table.rounds import RoundClock
from export.art.primitives import Drawing
from export.raster import drawing_to_png
from tableserver.protocol import CONTEXT

__all__ = [
    "CARD_WIDTH_PX",
    "GameAdapter",
    "TableTurn",
    "adapter",
    "card_png",
    "filled",
    "phone_games",
    "phone_state",
]

#: Width of a card picture in pixels: sharp on a phone at twice the CSS size of a hand's card.
CARD_WIDTH_PX = 240
_MM_PER_INCH = 25.4


@dataclass(frozen=True)
class TableTurn:
    """Whose turn it is, whether the game is over and who won, read from the table with the
    seat's view: what every seat may know, for an adapter whose views do not say it (the
    generic page, :mod:`tableserver.games.text_page`)."""

    to_act: int | None = None
    over: bool = False
    winners: tuple[int, ...] = ()


class GameAdapter(Protocol):
    """What the server needs to know of a game to show it on phones."""

    game: str
    #: The names of every picture a seat's pass may ask for (``/art/<pass>/<key>.png``).
    face_keys: frozenset[str]
    #: The words of the game's own page, sent with the words every page shares.
    page_texts: dict[str, str]

    def drawing(self, key: str, language: str) -> Drawing: ...

    def over(self, view: View, turn: TableTurn) -> bool: ...

    def phone(
        self,
        view: View,
        names: Sequence[str],
        language: str,
        art: str,
        clock: RoundClock | None,
        turn: TableTurn,
    ) -> dict[str, Any]:
        """The phone's picture of ``view``; ``clock`` is the round's, for a game played in timed
        rounds (a card still face down at the table is not shown); ``turn`` is the table's."""
        ...

    def moves(
        self, view: View, legal: Sequence[Action], names: Sequence[str], language: str, art: str
    ) -> list[dict[str, Any]]: ...


def filled(language: str, source: str, **fields: Any) -> str:
    """A sentence the server marked (context ``TableServer``) in ``language``, its fields filled
    in; the English ``source`` when a translation's placeholders do not fit the fields."""
    template = translate(language, CONTEXT, source)
    try:
        return template.format(**fields)
    except (KeyError, IndexError, ValueError):
        return source.format(**fields)


def phone_games() -> tuple[str, ...]:
    """The games whose manifest names a phone adapter."""
    return tuple(spec.id for spec in game_specs() if spec.phone)


@cache
def adapter(game: str) -> GameAdapter | None:
    """The adapter ``game``'s manifest names, made once (None: no such game, or no phones)."""
    try:
        path = game_spec(game).phone
    except KeyError:
        return None
    if not path:
        return None
    made: GameAdapter = import_path(path)()
    return made


def phone_state(
    game: str,
    view: View,
    legal: Sequence[Action],
    names: Sequence[str],
    language: str,
    art: str,
    clock: RoundClock | None = None,
    turn: TableTurn | None = None,
) -> tuple[dict[str, Any], list[dict[str, Any]], bool]:
    """The phone's picture of ``view``, its moves and whether the game is over.

    Each move names ``k``, its place in ``legal``; an adapter may leave moves out (a party
    phone is offered none), and only the moves it lists can be played from the phone.
    Pictures are addressed under ``art``, the seat's own pass (:mod:`tableserver.pictures`).
    ``turn`` is the table's (the table server reads it with the view; no turn, nothing known).
    """
    shown = adapter(game)
    assert shown is not None, f"no phone adapter for {game!r}"
    turn = turn if turn is not None else TableTurn()
    return (
        shown.phone(view, names, language, art, clock, turn),
        shown.moves(view, legal, names, language, art),
        shown.over(view, turn),
    )


@lru_cache(maxsize=512)
def card_png(game: str, key: str, language: str, width_px: int = CARD_WIDTH_PX) -> bytes | None:
    """The PNG of one side, or None when ``game`` or ``key`` is not one we draw."""
    shown = adapter(game)
    if shown is None or key not in shown.face_keys:
        return None
    drawing = shown.drawing(key, language)
    return drawing_to_png(drawing, dpi=width_px / drawing.width * _MM_PER_INCH)
