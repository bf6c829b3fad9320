"""The Recto Verso time grid kept in the settings as JSON, checked by the engine's rules data."""

from __future__ import annotations

import json
import logging

from app.settings import SCORING_GRID, Settings
from engines.recto_verso.rules_data import DEFAULT_SCORING_GRID, check_scoring_grid

__all__ = ["GRID_KEY", "load_grid", "parse_time", "reset_grid", "save_grid"]

log = logging.getLogger(__name__)

GRID_KEY = SCORING_GRID.key


def load_grid(settings: Settings) -> tuple[tuple[int, int], ...]:
    """The saved grid, or the default one when none is saved or the saved one is unusable."""
    raw = settings.get(SCORING_GRID)
    if raw in (None, ""):
        return DEFAULT_SCORING_GRID
    try:
        return check_scoring_grid(json.loads(str(raw)))
    except (ValueError, TypeError, RecursionError) as exc:
        log.warning("ignoring the saved scoring grid (%s); using the default", exc)
        return DEFAULT_SCORING_GRID


def save_grid(settings: Settings, grid: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """Check and store ``grid``; raises ``ValueError`` with the reason when it is not valid."""
    checked = check_scoring_grid(grid)
    settings.set_value(GRID_KEY, json.dumps([list(row) for row in checked]))
    return checked


def reset_grid(settings: Settings) -> tuple[tuple[int, int], ...]:
    settings.set_value(GRID_KEY, "")
    return DEFAULT_SCORING_GRID


def parse_time(text: str) -> int:
    """Seconds from ``m:ss`` or plain seconds; ``ValueError`` otherwise."""
    text = text.strip()
    if ":" in text:
        minutes, _, seconds = text.partition(":")
        if not (minutes.strip().isdigit() and seconds.strip().isdigit() and len(seconds.strip()) == 2):
            raise ValueError(f"{text!r} is not a time like 1:30")
        value = int(minutes) * 60 + int(seconds)
        if int(seconds) >= 60:
            raise ValueError(f"{text!r} is not a time like 1:30")
        return value
    if not text.isdigit():
        raise ValueError(f"{text!r} is not a time like 1:30")
    return int(text)
