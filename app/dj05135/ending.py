"""What the end page says of a DJ05135 game: who won and how, and everybody's point tokens."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from app.counted import Counted
from app.dj05135.screens import TokenRow
from app.table.end_page import EndResult, ScoreRow, points_column, ranking
from engines.dj05135.game import POINTS_TO_WIN, DJ05135State
from engines.table.session import TableSession

__all__ = ["dj05135_result"]


def dj05135_result(session: TableSession) -> EndResult:
    """Three points win at once; at the turn limit, the most points."""
    state = session.state
    assert isinstance(state, DJ05135State)
    names, winners = session.names, state.winners()
    if len(winners) == 1:
        headline = QCoreApplication.translate("DJ05135Ending", "%1 wins!").replace("%1", names[winners[0]])
    else:
        headline = QCoreApplication.translate("DJ05135Ending", "A tie: %1").replace(
            "%1", " & ".join(names[w] for w in winners)
        )
    if max(state.points) >= POINTS_TO_WIN:
        sentence = QCoreApplication.translate("DJ05135Ending", "Three points: well played, everybody!")
    else:
        sentence = QCoreApplication.translate(
            "DJ05135Ending", "The turn limit was reached: the most points win."
        )
    rows = tuple(
        ScoreRow(
            place,
            names[seat],
            (TokenRow(state.points[seat], POINTS_TO_WIN), _points(state.points[seat])),
            seat in winners,
        )
        for place, seat in ranking([(points,) for points in state.points])
    )
    return EndResult(headline, sentence, (points_column(), ""), rows, deal=session.setup.seed)


def _points(points: int) -> str:
    return Counted.translate("DJ05135Ending", "%n point(s)", None, 2)(points)
