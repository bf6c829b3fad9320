"""What a table's log says of the phones coming and going (the words, for every game).

A served table tells its session (:meth:`~engines.table.session.TableSession.note`) when a
phone takes a seat, loses its connection, comes back, or when the teacher frees a seat,
drops a phone or hands a seat to a computer player; the table's log shows each in its place
among the moves (docs/ARCHITECTURE.md, "Playing on phones").
"""

from __future__ import annotations

from engines.text import Message, t

__all__ = ["NOTES", "table_note"]

NOTES = {
    "joined": lambda name: t("{name} joined on a phone", name=name),
    "left": lambda name: t("{name}'s phone lost its connection", name=name),
    "back": lambda name: t("{name}'s phone is back", name=name),
    "moved": lambda name: t("{name} left the seat", name=name),
    "freed": lambda name: t("{name}'s seat was freed for another phone", name=name),
    "dropped": lambda name: t("{name}'s phone was closed by the teacher", name=name),
    "to_bot": lambda name: t("A computer player now plays for {name}", name=name),
    "to_person": lambda name: t("{name} now plays at the computer", name=name),
}


def table_note(kind: str, name: str) -> Message:
    """The log's sentence for ``kind`` (a key of :data:`NOTES`) about the seat called ``name``."""
    return NOTES[kind](name)
