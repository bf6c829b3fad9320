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


__all__ = ["CENTRE", "arrange", "face", "inner_faces", "set_card", "where"]
