"""Lay out Verso positions by hand for the rule tests.

A card is written ``"b3"`` (a blue 3 face up, any card), ``"g*"`` (a green joker),
``"b3:1"`` (worth 1 point) or ``"b3>g4"`` (blue 3 up, green 4 on the back).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engines.verso.cards import COLOURS, JOKER, Face, load_deck
from engines.verso.game import VersoState

_LETTERS = {c[0]: i for i, c in enumerate(COLOURS)}


def _face_matches(face: Face, spec: str) -> bool:
    points = None
    if ":" in spec:
        spec, pts = spec.split(":")
        points = int(pts)
    colour = _LETTERS[spec[0]]
    value = JOKER if spec[1] in "*★" else int(spec[1])
    return face.colour == colour and face.value == value and (points is None or face.points == points)


def find_card(spec: str, used: set[int]) -> tuple[int, int]:
    """A deck card (index, side up) matching ``spec`` and not in ``used``."""
    up, _, back = spec.partition(">")
    for cid, card in enumerate(load_deck()):
        if cid in used:
            continue
        for side in (0, 1):
            if _face_matches(card.faces[side], up) and (
                not back or _face_matches(card.faces[1 - side], back)
            ):
                return cid, side
    raise LookupError(f"no free card {spec}")


def table(
    players: int,
    rows: Mapping[int, Sequence[str]],
    pile: Sequence[str] = (),
    *,
    options: Mapping[str, Any] | None = None,
    to_play: int = 0,
    points: Sequence[int] | None = None,
    pile_size: int | None = None,
) -> VersoState:
    """A game with the given tableaux, the given cards on top of the pile, and the rest of
    the pile (``pile_size`` cards in all, or as dealt) made of other cards."""
    state = VersoState(players, 0, options)
    used: set[int] = set()
    laid: list[tuple[int, int, int | None]] = []  # (cid, side, owner)
    for player, specs in rows.items():
        for spec in specs:
            cid, side = find_card(spec, used)
            used.add(cid)
            laid.append((cid, side, player))
    top_cards = []
    for spec in pile:
        cid, side = find_card(spec, used)
        used.add(cid)
        top_cards.append((cid, side))
    size = pile_size if pile_size is not None else state.n - len(laid)
    rest = [cid for cid in range(len(load_deck())) if cid not in used]
    n = len(laid) + size
    state.n = n
    state.card_of = [c for c, _, _ in laid] + [c for c, _ in top_cards]
    state.side = [s for _, s, _ in laid] + [s for _, s in top_cards]
    filler = rest[: n - len(state.card_of)]
    state.card_of += filler
    state.side += [0] * len(filler)
    state.set_aside = sorted(rest[len(filler) :])
    state.known = [False] * n
    state.top = len(laid)
    state.rows = [[[], [], []] for _ in range(players)]
    for uid, (_, _, owner) in enumerate(laid):
        state._insert(owner, uid)
    state.to_play = to_play
    if points is not None:
        state.points = list(points)
    state._legal = None
    return state


def row_labels(state: VersoState, player: int, colour: str) -> list[str]:
    return [state.face(u).label for u in state.rows[player][COLOURS.index(colour)]]


def accounted(state: VersoState) -> None:
    """Every card of the 90 is in exactly one place, and the in-play count never changes."""
    in_rows = [u for rows in state.rows for row in rows for u in row]
    pile = list(range(state.top, state.n))
    places = in_rows + pile + state.discard
    assert sorted(places) == list(range(state.n)), "each card in play is in one place"
    deck_ids = [state.card_of[u] for u in range(state.n)] + state.set_aside
    assert sorted(deck_ids) == list(range(len(load_deck()))), "all 90 cards accounted for"
    expected = 35 if state.players == 1 else 15 * state.players
    assert state.n == expected
