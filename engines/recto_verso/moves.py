"""The builder's own steps as actions, so a guided game can name them like the engine's moves.

The engine knows two edits of a building (:class:`~engines.recto_verso.game.PlacePiece`,
:class:`~engines.recto_verso.game.RemovePiece`) and how a round ends. A person at the table
does more: picks a piece up, turns it in the hand, calls "Recto!" or "Verso!", asks for a
hint. Each of those is one action here, with a save form a guide's pattern can match
(``{"type": "turn", "operation": "T"}``), so a script teaches "press T" the way Verso's
teaches "take the top card" (docs/ARCHITECTURE.md, "Guided first games"). None of them is
ever played on the engine or saved.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol

from engines.base import Action

__all__ = ["CallSide", "MoveGuard", "TakePiece", "Tool", "TurnPiece"]


@dataclass(frozen=True)
class TakePiece(Action):
    """Pick a piece up, from the tray or off the board, into the hand."""

    kind: ClassVar[str] = "take"
    piece: str


@dataclass(frozen=True)
class TurnPiece(Action):
    """Turn the held piece: ``R``/``r`` a quarter turn, ``T`` tip over, ``F`` flip."""

    kind: ClassVar[str] = "turn"
    operation: str


@dataclass(frozen=True)
class CallSide(Action):
    """ "Recto!" (``front``) or "Verso!" (``back``): a partner says the building is finished."""

    kind: ClassVar[str] = "call"
    side: str


@dataclass(frozen=True)
class Tool(Action):
    """One of the table's helpers: ``hint``, ``solution``, ``undo``, ``redo``, ``clear`` or
    ``put_back`` (the held piece back to the tray)."""

    kind: ClassVar[str] = "tool"
    name: str


class MoveGuard(Protocol):
    """Who may refuse a builder's step before it happens (a guided game) and hears it after."""

    def allows(self, action: Action) -> bool: ...

    def expects(self, action: Action) -> bool:
        """Whether ``action`` would be allowed, asked quietly (nothing is said when not)."""
        ...

    def played(self, action: Action) -> None: ...
