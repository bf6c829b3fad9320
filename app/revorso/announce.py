"""The banner above the Revorso table: whose turn it is and what they may do, in one sentence.

The sentences keep the translation context of the Revorso table view, where they were
first written, so every catalogue still has them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engines.revorso import RevorsoState
from engines.table.seats import Seat

__all__ = ["announcement"]


def _fill(template: str, *values: object) -> str:
    for number, value in enumerate(values, start=1):
        template = template.replace(f"%{number}", str(value))
    return template


def _game_over(state: RevorsoState, names: Sequence[str]) -> str:
    best = max(range(len(names)), key=lambda p: (state.scores()[p], state.honey()[p]))
    points = int(state.scores()[best])
    winners = state.winners()
    if len(winners) > 1:
        return _fill(
            QCoreApplication.translate("RevorsoTableView", "The game is over: a shared win with %1 points."),
            points,
        )
    return _fill(
        QCoreApplication.translate("RevorsoTableView", "The game is over: %1 wins with %2 points."),
        names[winners[0]],
        points,
    )


def _drawing(state: RevorsoState, who: str, person: bool) -> str:
    if not person:
        return _fill(
            QCoreApplication.translate(
                "RevorsoTableView", "%1 is drawing… watch the cards and remember them."
            ),
            who,
        )
    if state.must_stop == "hibernate":
        return _fill(
            QCoreApplication.translate(
                "RevorsoTableView", "%1: Hibernate! Your drawing is over: stop and recite."
            ),
            who,
        )
    if state.must_stop == "deck":
        return _fill(
            QCoreApplication.translate("RevorsoTableView", "%1: the deck is empty: stop and recite."), who
        )
    if state.pending:
        return _fill(
            QCoreApplication.translate("RevorsoTableView", "%1: draw %2 more card(s)."), who, state.pending
        )
    if not state.drawn:
        return _fill(QCoreApplication.translate("RevorsoTableView", "%1, your turn: draw a card."), who)
    return _fill(
        QCoreApplication.translate(
            "RevorsoTableView",
            "%1: draw again, or stop and recite your %2 card(s) from the last to the first.",
        ),
        who,
        len(state.handles),
    )


def _offer(state: RevorsoState, who: str, active: str, person: bool) -> str:
    if state.phase == "steal":
        if not person:
            return _fill(
                QCoreApplication.translate("RevorsoTableView", "%1 drew Steal 2 and chooses whom to rob…"),
                who,
            )
        return _fill(
            QCoreApplication.translate(
                "RevorsoTableView", "%1: Steal 2! Choose whose won pile to take the top two cards from."
            ),
            who,
        )
    if state.phase == "switch":
        if not person:
            return _fill(
                QCoreApplication.translate("RevorsoTableView", "%1 may play Switch on %2's sequence…"),
                who,
                active,
            )
        return _fill(
            QCoreApplication.translate(
                "RevorsoTableView",
                "%1: play Switch? The first and last cards of %2's sequence change places.",
            ),
            who,
            active,
        )
    if not person:
        return _fill(
            QCoreApplication.translate("RevorsoTableView", "%1 may call Bear on %2's next card…"), who, active
        )
    return _fill(
        QCoreApplication.translate(
            "RevorsoTableView", "%1: call Bear? Name %2's next card to win it (keys 1–5), or let it go (N)."
        ),
        who,
        active,
    )


def _reciting(state: RevorsoState, who: str, person: bool) -> str:
    if not person:
        return _fill(QCoreApplication.translate("RevorsoTableView", "%1 is reciting the sequence…"), who)
    return _fill(
        QCoreApplication.translate(
            "RevorsoTableView",
            "%1: memory test! Which symbol is card %2 of %3? (keys 1–5, the last drawn first)",
        ),
        who,
        len(state.handles),
        len(state.handles) + len(state.revealed),
    )


def announcement(state: RevorsoState, names: Sequence[str], seats: Sequence[Seat]) -> str:
    """What the banner says now; a person to act is told their keys, the others what to watch."""
    if state.is_terminal():
        return _game_over(state, names)
    seat = state.current_player
    who, person = names[seat], seats[seat].is_person
    if state.phase == "draw":
        return _drawing(state, who, person)
    if state.phase in ("steal", "switch", "bear"):
        return _offer(state, who, names[state.active], person)
    return _reciting(state, who, person)
