"""The set-up of a card game's last new game, offered again by its new-game page.

Kept in the settings as JSON, one key per game (``<game>/last_setup``): who sits where and
the options, never the deal, so the next one is new. A value that cannot be read is
forgotten rather than reported: it only saves the player a few clicks.
"""

from __future__ import annotations

import json

from app.settings import Settings, last_setup_setting
from engines.table.seats import Seat, SeatError, TableSetup

__all__ = ["last_setup", "remember_setup"]


def remember_setup(settings: Settings, setup: TableSetup) -> None:
    record = {"seats": [seat.to_json() for seat in setup.seats], "options": dict(setup.options)}
    settings.put(last_setup_setting(setup.game), json.dumps(record))


def last_setup(settings: Settings, game: str) -> TableSetup | None:
    """The last set-up of ``game`` (its deal number is 0: the page rolls a new one)."""
    data = settings.get(last_setup_setting(game))
    if not data:
        return None
    try:
        raw = json.loads(data)
        seats = tuple(Seat.from_json(s, i) for i, s in enumerate(raw["seats"]))
        options = raw.get("options", {})
        if not isinstance(options, dict):
            return None
        return TableSetup(game, seats, 0, options)
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError, SeatError):
        return None
