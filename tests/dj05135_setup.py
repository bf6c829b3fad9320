"""Helpers for the DJ05135 tests: lay out chosen cards on a dealt table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.dj05135.cards import Face
from engines.dj05135.game import CENTRE, DJ05135State

PLAIN_FILLERS = ("bear", "cat", "dog", "fish", "owl", "rabbit")


def face(spec: str) -> Face:
    """``"cat"`` or ``"cat+skip"``."""
    animal, _, pictogram = spec.partition("+")
    return Face(animal, pictogram or None)


def set_card(state: DJ05135State, tag: int, near: str, far: str) -> None:
    """``near`` faces the holder (or up, in the centre); ``far`` faces away (or down)."""
    state.sides[tag] = (face(near), face(far))
    state.up[tag] = 0


def arrange(
    players: int,
    hands: Sequence[Sequence[tuple[str, str]]] = (),
    centre: Sequence[tuple[str, str]] = (),
    seed: int = 0,
    **options: Any,
) -> DJ05135State:
    """A dealt game whose first hand cards and centre cards show the given (near, far) sides.

    Cards not mentioned become plain cards with a different animal on each side, chosen so
    that no hand matches by accident.
    """
    state = DJ05135State(players, seed, options or None)
    for tag in range(len(state.sides)):
        near = PLAIN_FILLERS[tag % 6]
        far = PLAIN_FILLERS[(tag + 1) % 6]
        set_card(state, tag, near, far)
    for seat, wanted in enumerate(hands):
        for tag, (near, far) in zip(state.hands[seat], wanted, strict=False):
            set_card(state, tag, near, far)
    for tag, (near, far) in zip(state.centre, centre, strict=False):
        set_card(state, tag, near, far)
    return state


def inner_faces(state: DJ05135State, seat: int) -> list[Face]:
    return [state.sides[t][state.up[t]] for t in state.hands[seat]]


def where(state: DJ05135State, tag: int) -> int:
    return state.location[tag]


__all__ = [
    "CENTRE",
    "arrange",
    "face",
    "inner_faces",
    "mixed_bot_game",
    "seated_bot_game",
    "set_card",
    "shipped_bots",
    "where",
]


def shipped_bots() -> tuple[tuple[str, str], ...]:
    """The computer players the new-game page offers, as (kind, level)."""
    from engines.manifest import game_spec

    return game_spec("dj05135").bots


def mixed_bot_game(
    number: int, bots: Sequence[tuple[str, str]] | None = None, until_turn: int | None = None
) -> DJ05135State:
    """Game ``number`` of a seeded series: 2 to 4 seats, each a computer player from ``bots``.

    The players cycle 2, 3, 4 and each seat's kind and level is drawn from ``bots`` (the
    shipped ones by default), so a long series meets every pairing. The default options apply (``turn_limit``
    included): the series tells whether any game needs the safety limit. ``until_turn``
    stops the game when that turn starts, for a look at one decision.
    """
    from engines.rng import make_rng, randbelow

    bots = bots or shipped_bots()
    players = 2 + number % 3
    rng = make_rng(7_000 + number)
    chosen = [bots[randbelow(rng, len(bots))] for _ in range(players)]
    return seated_bot_game(number, chosen, until_turn)


def seated_bot_game(
    number: int, seats: Sequence[tuple[str, str]], until_turn: int | None = None
) -> DJ05135State:
    """Game ``number`` (its seed) between the computer players ``seats``, one (kind, level) per seat."""
    from engines.bots import make_bot

    players = len(seats)
    state = DJ05135State(players, number, {"first_player": number % players})
    bots = [make_bot(DJ05135State, kind, level, number * 10 + i) for i, (kind, level) in enumerate(seats)]
    while not state.is_terminal() and not (state.turns == until_turn and state.stage == "play"):
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    return state
