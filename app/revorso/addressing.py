"""Who the Revorso table speaks to, and counts that read right for one and for many.

When one person plays alone against computer players, that person is "you": the banner,
the log and the end screen say "Your turn", "You draw 2 cards", "You win!" rather than a
name in the third person. With several people at one screen each is named ("Ana's
turn"), since "you" would not say whom (see docs/HOUSE-RULES.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engines.table.seats import Seat

__all__ = ["CONTEXT", "counted", "lone_name", "screen_seat"]

#: The translation context of the table's sentences (where they were first written).
CONTEXT = "RevorsoTableView"


def screen_seat(seats: Sequence[Seat]) -> int | None:
    """The seat of the person at the screen when exactly one seat is a person, else None."""
    people = [index for index, seat in enumerate(seats) if seat.is_person]
    return people[0] if len(people) == 1 else None


def counted(source: str, n: int, context: str = CONTEXT) -> str:
    """``source`` with ``%n`` replaced by ``n``, through Qt's plural forms.

    The English text has no catalogue of its own, so its "(s)" is settled here: "1 card",
    "2 cards"; a catalogue gives each language its own forms.
    """
    text = QCoreApplication.translate(context, source, None, n)
    if text == source.replace("%n", str(n)):
        text = text.replace("(s)", "" if n == 1 else "s")
    return text


def lone_name() -> str:
    """The name shown in a seat strip for the person at the screen who left theirs empty."""
    return QCoreApplication.translate("RevorsoSetup", "You")
