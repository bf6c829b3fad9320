"""How fast computer players move: one speed setting and one pacing rule for every table.

People must be able to follow a bot's move, so a bot waits before it plays; the wait is
the table's speed, shortened for a quick yes or no (:meth:`GameState.is_quick_decision`)
so a round of offers does not drag. Tests, screenshots and scripts use ``instant``.
"""

from __future__ import annotations

__all__ = ["DEFAULT_SPEED", "QUICK_DECISION_MS", "SPEEDS", "SPEED_KEY", "bot_delay_ms", "speed_ms"]

#: The speed setting, shared by every table: (name, pause before a bot's move in ms).
SPEEDS: tuple[tuple[str, int], ...] = (("instant", 0), ("fast", 400), ("normal", 1000), ("slow", 2000))
DEFAULT_SPEED = "normal"
#: The settings key of the speed (its name, one of :data:`SPEEDS`).
SPEED_KEY = "table/bot_speed"
#: The longest pause before a bot answers a quick yes or no.
QUICK_DECISION_MS = 500


def speed_ms(name: object) -> int:
    """The pause of a speed name; an unknown name is the default speed."""
    table = dict(SPEEDS)
    return table.get(name if isinstance(name, str) else DEFAULT_SPEED, table[DEFAULT_SPEED])


def bot_delay_ms(speed: int, quick: bool) -> int:
    """The pause before the next bot move at ``speed`` ms, for a quick decision or not."""
    speed = max(0, speed)
    return min(speed, QUICK_DECISION_MS) if quick else speed
