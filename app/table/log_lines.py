"""A game log's lines, each written once: after a move only the new events are translated.

A card table's log is a line per event of the game (a turn in Verso, an event in Revorso, what
a DJ05135 seat saw), written from the event in the language of the moment with the seats'
names. Writing every line again at each move translated the whole history in the frame the
move arrived in, a cost that grew with the game (docs/ARCHITECTURE.md, "The table shell").

:class:`LogLines` keeps each line with the event it was written from: a line is written again
only when the event at its place is another one (an undo, a card that turned face down and is
no longer named), when the names or whatever else the caller's ``context`` holds changed, or
when the words did (:func:`app.i18n.words_generation`: a language switch rewrites every line).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Generic, TypeVar

from app.i18n import words_generation

__all__ = ["LogLines"]

E = TypeVar("E")


class LogLines(Generic[E]):
    """The lines of one log, kept with the events they were written from."""

    def __init__(self) -> None:
        self._events: list[E] = []
        self._lines: list[str] = []
        self._context: Hashable = None
        #: How many lines were written so far (each new event once; tests read it).
        self.written = 0

    def lines(self, events: Iterable[E], write: Callable[[E], str], context: Hashable = ()) -> list[str]:
        """The line of each of ``events``, written by ``write`` where no line of that event is kept.

        ``context`` is what else the lines are written from (the seats' names...): when it
        changes, every line is written again.
        """
        key = (words_generation(), context)
        if key != self._context:
            self.forget()
            self._context = key
        kept_events, kept_lines = self._events, self._lines
        events = list(events)
        lines = []
        for index, event in enumerate(events):
            if index < len(kept_events) and (kept_events[index] is event or kept_events[index] == event):
                lines.append(kept_lines[index])
            else:
                lines.append(write(event))
                self.written += 1
        self._events, self._lines = events, lines
        return lines

    def forget(self) -> None:
        """Write every line again next time (another game on the table)."""
        self._events, self._lines, self._context = [], [], None
