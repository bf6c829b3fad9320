"""What happened at the table: the shape every game's log entries share.

Each game records its own events with the details its table animates (Verso's turns,
Revorso's draws and memory tests, DJ05135's plays as each reader saw them, Recto Verso's
rounds). They all derive from :class:`GameEvent`, so code that knows no game in
particular (the presenter's "last move", the logs, the contract tests) can ask any of
them who acted and what to say, through :meth:`GameState.event_log
<engines.base.GameState.event_log>`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engines.base import GameState

__all__ = ["NOBODY", "GameEvent", "last_event"]

#: ``actor`` of an event that no seat caused (a reveal, the end of the game, the solo opponent).
NOBODY = -1


class GameEvent(ABC):
    """One entry of a game's log: who acted, and a sentence that says what happened.

    Subclasses are frozen dataclasses. ``actor`` is the seat whose action this was, or
    :data:`NOBODY` when the game itself acted: a game whose field already has that name
    provides it as a field, the others as a property over their own field. It is declared
    for the type checker only, since a property here would become the field's default.
    """

    __slots__ = ()

    def __deepcopy__(self, memo: dict[int, object]) -> GameEvent:
        # Frozen, and made of immutable values: a clone of a game shares its log.
        return self

    if TYPE_CHECKING:

        @property
        def actor(self) -> int: ...

    @abstractmethod
    def describe(self, names: Sequence[str] | None = None) -> str:
        """A sentence for the log; ``names`` lets it say "Ana" instead of "Player 1"."""


def last_event(state: GameState, reader: int | None = None) -> GameEvent | None:
    """The latest entry of ``state``'s log as ``reader`` saw it (None: as the whole table
    saw it), or None before anything happened."""
    log = state.event_log(reader)
    return log[-1] if log else None
