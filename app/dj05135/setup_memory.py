"""The set-up of the last DJ05135 game started from the new-game dialog, offered again next time.

Kept in the settings as JSON (who sits where, the options; never the seed, so the next
deal is new). A value that cannot be read is forgotten rather than reported: it only
saves the player a few clicks.
"""

from __future__ import annotations

import json

from app.settings import DJ05135_LAST_SETUP, Settings
from engines.table.seats import Seat, SeatError, TableSetup

__all__ = ["last_setup", "remember_setup"]

GAME = "dj05135"


def remember_setup(settings: Settings, setup: TableSetup) -> None:
    record = {"seats": [seat.to_json() for seat in setup.seats], "options": dict(setup.options)}
    settings.set_value(DJ05135_LAST_SETUP.key, json.dumps(record))


def last_setup(settings: Settings) -> TableSetup | None:
    data = settings.get(DJ05135_LAST_SETUP)
    if not isinstance(data, str) or not data:
        return None
    try:
        raw = json.loads(data)
        seats = tuple(Seat.from_json(s, i) for i, s in enumerate(raw["seats"]))
        return TableSetup(GAME, seats, 1, raw.get("options", {}))
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError, SeatError):
        return None
