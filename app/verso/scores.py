"""How a Verso seat's score reads: points banked, and the value of the cards still in front.

Points count only once a series is banked, yet every card taken is worth 1 or 3. Showing the
two apart ("banked: 8 · in front: 5") tells everyone what a player has scored and what is
still at stake in their rows: what banking all of it would score (the engine scores a
series as the sum of its cards' points), and what a neighbour's bank may yet turn over.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from engines.verso import VersoState
from engines.verso.cards import Face

__all__ = ["banked_text", "front_text", "front_value", "seat_front", "seat_score_text"]


def front_value(faces: Iterable[Face]) -> int:
    """The points the cards would score if banked: each face's 1 or 3, jokers included."""
    return sum(face.points for face in faces)


def seat_front(state: VersoState, player: int) -> int:
    """The value of the unbanked cards in ``player``'s three rows."""
    return front_value(state.face(uid) for row in state.rows[player] for uid in row)


def banked_text(points: int) -> str:
    return QCoreApplication.translate("VersoScores", "banked: %1").replace("%1", str(points))


def front_text(value: int) -> str:
    return QCoreApplication.translate("VersoScores", "in front: %1").replace("%1", str(value))


def seat_score_text(banked: int, front: int, separator: str = " · ") -> str:
    """Both numbers, named, so the score never reads as one bare number."""
    return banked_text(banked) + separator + front_text(front)
