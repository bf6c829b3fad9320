"""Who sits where at a served table, as the shared screen lists it (light: no server imported).

The desktop app shows these from start-up on, so this module keeps clear of aiohttp and
the card pictures, which load only when a table is served.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.table.seats import SeatKind

__all__ = ["SeatPlace"]


@dataclass(frozen=True)
class SeatPlace:
    """One seat as the shared screen lists it: who plays it and whether their phone is there."""

    seat: int
    name: str
    kind: SeatKind
    #: A phone took this seat (it may have lost its connection since).
    taken: bool
    #: The phone that took the seat is connected now.
    connected: bool
