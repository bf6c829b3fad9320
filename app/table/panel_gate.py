"""The panels around a card table wait for its cards.

A move reaches the table in one frame and its cards take a few hundred milliseconds to
get where it put them. The banner, the seat strips (scores and the seat to act), the log
and the presenter strip tell the same move in words: drawn at once, they would say "Your
turn" while a computer player's card still glides, or show a score the cards have not
earned yet. The shell holds them with a :class:`PanelGate` from the moment a move arrives
until the table is still again (docs/ARCHITECTURE.md, "The table shell"); every card table
gets this through the contract, none of them by its own timer.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["PanelGate"]


class PanelGate:
    """Updates of the panels, each under a name, run at once or kept until :meth:`release`.

    While held, a newer update of a panel replaces the one kept for it, so each panel is
    drawn once, as the game stands when the cards land.
    """

    def __init__(self) -> None:
        self._held = False
        self._pending: dict[str, Callable[[], None]] = {}

    @property
    def held(self) -> bool:
        return self._held

    def run(self, panel: str, update: Callable[[], None]) -> None:
        """Draw ``panel`` with ``update`` now, or when the cards land."""
        if self._held:
            self._pending[panel] = update
        else:
            update()

    def hold(self) -> None:
        """A move's cards start to move: the panels keep what they show."""
        self._held = True

    def release(self) -> None:
        """The cards landed: every panel shows its newest update, in the order they came."""
        self._held = False
        pending, self._pending = self._pending, {}
        for update in pending.values():
            update()
