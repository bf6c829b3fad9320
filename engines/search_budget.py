"""How long the shared strong bot (ISMCTS) may think, by level.

This lives apart from :mod:`engines.bots.ismcts` because :class:`~engines.base.GameState`
declares the budgets as part of the engine contract (``strong_budgets``), and the bots
package imports the engine base: the base must not import the bots.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

__all__ = ["DEFAULT_BUDGETS", "Budget"]


@dataclass(frozen=True)
class Budget:
    """Iterations and seconds per move (whichever runs out first), and the playout depth."""

    iterations: int
    seconds: float
    rollout_depth: int = 60


#: Read-only, so that a game changing its budgets has to declare its own mapping.
DEFAULT_BUDGETS: Mapping[str, Budget] = MappingProxyType(
    {
        "easy": Budget(iterations=60, seconds=0.05),
        "medium": Budget(iterations=400, seconds=0.15),
        "hard": Budget(iterations=3000, seconds=0.3),
    }
)
