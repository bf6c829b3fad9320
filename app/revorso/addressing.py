"""Who the Revorso table speaks to.

When one person plays alone against computer players, that person is "you": the banner,
the log and the end page say "Your turn", "You draw 2 cards", "You win!" rather than a
name in the third person. With several people at one screen each is named ("Ana's
turn"), since "you" would not say whom.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engines.table.seats import Seat

__all__ = ["is_lone_name", "lone_name", "screen_seat"]


def screen_seat(seats: Sequence[Seat]) -> int | None:
    """The seat of the person at the screen when exactly one seat is a person, else None."""
    people = [index for index, seat in enumerate(seats) if seat.is_person]
    return people[0] if len(people) == 1 else None


#: Every "You" given to a person who left their name empty, in each language used so far.
_LONE_NAMES = {"You"}


def lone_name() -> str:
    """The name shown in a seat strip for the person at the screen who left theirs empty."""
    name = QCoreApplication.translate("RevorsoSetup", "You")
    _LONE_NAMES.add(name)
    return name


def is_lone_name(name: str) -> bool:
    """Whether ``name`` is only the "You" of :func:`lone_name` (in any language used so far)."""
    lone_name()
    return name in _LONE_NAMES
