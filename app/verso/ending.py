"""What the end page says of a Verso game: the winners and the points, or a solo game's rank."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from app.counted import Counted
from app.i18n import translate_message
from app.table.end_page import EndResult, plain_result
from engines.table.session import TableSession
from engines.verso import VersoState
from engines.verso.rules import SOLO_RANKS

__all__ = ["verso_result"]


def verso_result(session: TableSession) -> EndResult:
    """With several players, the plain ranking of points; played alone, the score, its rank and
    the ladder of ranks it stands on."""
    state = session.state
    assert isinstance(state, VersoState)
    if len(session.setup.seats) > 1:
        return plain_result(session)
    score = state.points[0]
    label = next(label for low, label in SOLO_RANKS if score >= low)
    steps = " · ".join(
        (f"<b>[{low}+ {html.escape(translate_message(text))}]</b>" if text == label else f"{low}+")
        for low, text in reversed(SOLO_RANKS)
        if low
    )
    average = QCoreApplication.translate("VersoEnding", "35 is an average game; the designers' best is 64.")
    return EndResult(
        Counted.translate("VersoEnding", "You scored %n point(s)", None, 2)(score),
        translate_message(label),
        note=f"{steps}<br><small>{html.escape(average)}</small>",
        deal=session.setup.seed,
    )
