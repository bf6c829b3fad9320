"""What the presenter's "explain the last move" panel says: the move, then the rules behind it.

Each game with a card table has a small pure module (``engines/<game>/explain.py``) that
turns its state into an :class:`Explanation`. Sentences are :func:`engines.text.t`
messages, so the app shows them in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Explanation", "HandLine"]


@dataclass(frozen=True)
class Explanation:
    """``what`` happened (one sentence or a few), then one short sentence per rule involved."""

    what: tuple[str, ...]
    rules: tuple[str, ...]


@dataclass(frozen=True)
class HandLine:
    """One player's hidden cards, told in words for the teacher's "show all hands" mode."""

    player: int
    cards: tuple[str, ...]
