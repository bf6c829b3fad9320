"""The lines of the Revorso game log: one sentence per event, each turn's first line marked.

The lines are written afresh from the view after every change. A card lying face down is
never named, not even the one just drawn while the table shows it: a card named in the log
while it is face up is only "a symbol card" once it lies face down, so earlier lines of the
turn change too.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.i18n import translate_message
from engines.revorso import RevorsoView
from engines.revorso import log as L
from engines.revorso.log import describe_event, without_face_down

__all__ = ["log_lines"]


def log_lines(view: RevorsoView, names: Sequence[str], you: int | None = None) -> list[tuple[str, bool]]:
    """(sentence, marked) for every event the table may see; a turn's start and the end are marked.

    ``you``: the seat of the person at the screen, whose lines speak to them.
    """
    return [
        (translate_message(describe_event(event, list(names), you)), event.kind in (L.TURN, L.GAME_OVER))
        for event in without_face_down(view.log, view.face_down)
    ]
