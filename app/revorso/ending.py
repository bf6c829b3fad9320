"""What the end page says of a Revorso game: the ranking, and why the winner won (the honey tiebreak).

The person at the screen, alone against computer players, is told "You win!" and the tie
is explained to them in the second person (:mod:`app.revorso.addressing`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from app.counted import Counted
from app.revorso.addressing import screen_seat
from app.table.end_page import EndResult, ScoreRow, points_column, ranking
from engines.revorso import RevorsoState
from engines.table.session import TableSession

__all__ = ["revorso_result"]


def _join(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` (the last two joined by the language's "and")."""
    if len(items) == 1:
        return items[0]
    word = QCoreApplication.translate("RevorsoEnding", "and")
    return ", ".join(items[:-1]) + f" {word} " + items[-1]


def revorso_result(session: TableSession) -> EndResult:
    """More points first, then more honey cards; equal on both share a place."""
    state = session.state
    assert isinstance(state, RevorsoState)
    names, you = session.names, screen_seat(session.setup.seats)
    scores, honey = [int(s) for s in state.scores()], state.honey()
    places = ranking([(scores[s], honey[s]) for s in range(len(scores))])
    winners = [seat for place, seat in places if place == 1]
    rows = tuple(
        ScoreRow(place, names[seat], (str(scores[seat]), str(honey[seat])), place == 1)
        for place, seat in places
    )
    return EndResult(
        _headline(names, winners, you),
        _explanation(names, scores, honey, winners, you),
        (points_column(), QCoreApplication.translate("RevorsoEnding", "Honey cards")),
        rows,
        deal=session.setup.seed,
    )


def _headline(names: Sequence[str], winners: Sequence[int], you: int | None) -> str:
    others = [names[s] for s in winners if s != you]
    if list(winners) == [you]:
        return QCoreApplication.translate("RevorsoEnding", "You win!")
    if you in winners:
        return QCoreApplication.translate("RevorsoEnding", "You share the win with %1!").replace(
            "%1", _join(others)
        )
    if len(winners) == 1:
        return QCoreApplication.translate("RevorsoEnding", "%1 wins!").replace("%1", names[winners[0]])
    return QCoreApplication.translate("RevorsoEnding", "%1 share the win!").replace(
        "%1", _join([names[s] for s in winners])
    )


def _explanation(
    names: Sequence[str], scores: Sequence[int], honey: Sequence[int], winners: Sequence[int], you: int | None
) -> str:
    best = scores[winners[0]]
    tied = [s for s in range(len(scores)) if scores[s] == best]
    if len(tied) == 1:
        return QCoreApplication.translate(
            "RevorsoEnding",
            "Each card won is worth 1 point and honey 2. Had the top scores been equal, "
            "the player with more honey cards would have won.",
        )
    if you in tied:
        return _your_tie(names, best, honey, tied, winners, you)
    who = _join([names[s] for s in tied])
    counts = ", ".join(f"{names[s]} {honey[s]}" for s in tied)
    if len(winners) == 1:
        return (
            Counted.translate(
                "RevorsoEnding",
                "%1 have %n point(s) each: the tie goes to the most honey cards (%2), so %3 wins.",
                None,
                2,
            )(best)
            .replace("%1", who)
            .replace("%2", counts)
            .replace("%3", names[winners[0]])
        )
    return (
        Counted.translate(
            "RevorsoEnding",
            "%1 have %n point(s) each and as many honey cards (%2): they share the win.",
            None,
            2,
        )(best)
        .replace("%1", who)
        .replace("%2", counts)
    )


def _your_tie(
    names: Sequence[str], best: int, honey: Sequence[int], tied: list[int], winners: Sequence[int], you: int
) -> str:
    """The tie explained to the person at the screen, who is one of the tied players."""
    others = [s for s in tied if s != you]
    who = _join([names[s] for s in others])
    yours = QCoreApplication.translate("RevorsoEnding", "you %1").replace("%1", str(honey[you]))
    counts = ", ".join([yours] + [f"{names[s]} {honey[s]}" for s in others])
    if len(winners) > 1:
        text = Counted.translate(
            "RevorsoEnding",
            "You and %1 have %n point(s) each and as many honey cards (%2): you share the win.",
            None,
            2,
        )(best)
    elif list(winners) == [you]:
        text = Counted.translate(
            "RevorsoEnding",
            "You and %1 have %n point(s) each: you have the most honey cards (%2), so you win.",
            None,
            2,
        )(best)
    else:
        text = Counted.translate(
            "RevorsoEnding",
            "You and %1 have %n point(s) each: the tie goes to the most honey cards (%2), so %3 wins.",
            None,
            2,
        )(best)
    text = text.replace("%1", who).replace("%2", counts)
    return text.replace("%3", names[winners[0]])
