"""The lines of the Revorso game log: one sentence per event, each turn's first line marked.

The lines follow the view after every change. A card lying face down is never named, not
even the one just drawn while the table shows it: a card named in the log while it is face up
is only "a symbol card" once it lies face down, so earlier lines of the turn change too. Each
line is written (translated) once, and again only when its event changed so
(:class:`~app.table.log_lines.LogLines`).
"""

from __future__ import annotations

from collections.abc import Sequence

from app.i18n import translate_message
from app.table.log_lines import LogLines
from engines.revorso import RevorsoView
from engines.revorso import log as L
from engines.revorso.log import LogEvent, describe_event, without_face_down

__all__ = ["RevorsoLog"]


class RevorsoLog:
    """The game log's lines of one table, kept from one view to the next."""

    def __init__(self) -> None:
        self.lines: LogLines[LogEvent] = LogLines()

    def log_lines(
        self, view: RevorsoView, names: Sequence[str], you: int | None = None
    ) -> list[tuple[str, bool]]:
        """(sentence, marked) for every event the table may see; a turn's start and the end are marked.

        ``you``: the seat of the person at the screen, whose lines speak to them.
        """
        events = without_face_down(view.log, view.face_down)
        seats = list(names)
        texts = self.lines.lines(
            events, lambda event: translate_message(describe_event(event, seats, you)), (tuple(seats), you)
        )
        marked = (L.TURN, L.GAME_OVER)
        return [(text, event.kind in marked) for event, text in zip(events, texts, strict=True)]
