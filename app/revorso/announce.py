"""The banner above the Revorso table: whose turn it is and what they may do, in one sentence.

The sentences keep the translation context of the Revorso table view, where they were
first written, so every catalogue still has them. The person at the screen, playing alone
against computer players, is spoken to ("Your turn: draw a card."); with several people
each one is named (see :mod:`app.revorso.addressing`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from app.counted import Counted
from app.revorso.addressing import screen_seat
from engines.revorso import RevorsoState
from engines.table.seats import Seat

__all__ = ["announcement"]


# The counted sentences, here and in the action bar (see app.counted for why they are declared so).
CARDS_TO_STEAL = Counted.translate("RevorsoTableView", "%1. %2 (%n card(s))", None, 2)
#: What the steal and stop buttons do, said by a screen reader with what they act on.
STEAL_FROM = Counted.translate("RevorsoTableView", "Steal from %2, who won %n card(s) (key %1)", None, 2)
STOP_AND_RECITE = Counted.translate("RevorsoTableView", "Stop and recite your %n card(s) (%1)", None, 2)
OVER_SHARED_YOU = Counted.translate(
    "RevorsoTableView", "The game is over: you share the win with %n point(s).", None, 2
)
OVER_SHARED = Counted.translate(
    "RevorsoTableView", "The game is over: a shared win with %n point(s).", None, 2
)
OVER_YOU = Counted.translate("RevorsoTableView", "The game is over: you win with %n point(s).", None, 2)
OVER_NAMED = Counted.translate("RevorsoTableView", "The game is over: %1 wins with %n point(s).", None, 2)
YOU_DRAW_MORE = Counted.translate("RevorsoTableView", "Your turn: draw %n more card(s).", None, 2)
YOU_DRAW_OR_RECITE = Counted.translate(
    "RevorsoTableView", "Draw again, or stop and recite your %n card(s) from the last to the first.", None, 2
)
NAMED_DRAW_MORE = Counted.translate("RevorsoTableView", "%1: draw %n more card(s).", None, 2)
NAMED_DRAW_OR_RECITE = Counted.translate(
    "RevorsoTableView",
    "%1: draw again, or stop and recite your %n card(s) from the last to the first.",
    None,
    2,
)


def _fill(template: str, *values: object) -> str:
    for number, value in enumerate(values, start=1):
        template = template.replace(f"%{number}", str(value))
    return template


def _game_over(state: RevorsoState, names: Sequence[str], you: int | None) -> str:
    best = max(range(len(names)), key=lambda p: (state.scores()[p], state.honey()[p]))
    points = int(state.scores()[best])
    winners = state.winners()
    if len(winners) > 1:
        if you in winners:
            return OVER_SHARED_YOU(points)
        return OVER_SHARED(points)
    if winners[0] == you:
        return OVER_YOU(points)
    return _fill(OVER_NAMED(points), names[winners[0]])


def _drawing(state: RevorsoState, who: str, person: bool, you: bool) -> str:
    if not person:
        return _fill(
            QCoreApplication.translate(
                "RevorsoTableView", "%1 is drawing… watch the cards and remember them."
            ),
            who,
        )
    recite, pending = len(state.handles), state.pending
    if you:
        if state.must_stop == "hibernate":
            return QCoreApplication.translate(
                "RevorsoTableView", "Hibernate! Your drawing is over: stop and recite."
            )
        if state.must_stop == "deck":
            return QCoreApplication.translate("RevorsoTableView", "The draw pile is empty: stop and recite.")
        if pending:
            return YOU_DRAW_MORE(pending)
        if not state.drawn or not recite:
            return QCoreApplication.translate("RevorsoTableView", "Your turn: draw a card.")
        return YOU_DRAW_OR_RECITE(recite)
    if state.must_stop == "hibernate":
        return _fill(
            QCoreApplication.translate(
                "RevorsoTableView", "%1: Hibernate! Your drawing is over: stop and recite."
            ),
            who,
        )
    if state.must_stop == "deck":
        return _fill(
            QCoreApplication.translate("RevorsoTableView", "%1: the draw pile is empty: stop and recite."),
            who,
        )
    if pending:
        return _fill(NAMED_DRAW_MORE(pending), who)
    if not state.drawn or not recite:
        return _fill(QCoreApplication.translate("RevorsoTableView", "%1, your turn: draw a card."), who)
    return _fill(NAMED_DRAW_OR_RECITE(recite), who)


def _offer(state: RevorsoState, who: str, active: str, person: bool, you: int | None) -> str:
    seat = state.current_player
    if state.phase == "steal":
        if not person:
            return _fill(
                QCoreApplication.translate("RevorsoTableView", "%1 drew Steal 2 and chooses whom to rob…"),
                who,
            )
        if seat == you:
            return QCoreApplication.translate(
                "RevorsoTableView", "Steal 2! Choose whose won pile to take the top two cards from."
            )
        return _fill(
            QCoreApplication.translate(
                "RevorsoTableView", "%1: Steal 2! Choose whose won pile to take the top two cards from."
            ),
            who,
        )
    yours = state.active == you
    if state.phase == "switch":
        if not person:
            if yours:
                return _fill(
                    QCoreApplication.translate("RevorsoTableView", "%1 may play Switch on your sequence…"),
                    who,
                )
            return _fill(
                QCoreApplication.translate("RevorsoTableView", "%1 may play Switch on %2's sequence…"),
                who,
                active,
            )
        if seat == you:
            return _fill(
                QCoreApplication.translate(
                    "RevorsoTableView",
                    "Play Switch? The first and last cards of %1's sequence change places.",
                ),
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
        if yours:
            return _fill(
                QCoreApplication.translate("RevorsoTableView", "%1 may call Bear on your next card…"), who
            )
        return _fill(
            QCoreApplication.translate("RevorsoTableView", "%1 may call Bear on %2's next card…"), who, active
        )
    if seat == you:
        return _fill(
            QCoreApplication.translate(
                "RevorsoTableView", "Call Bear? Name %1's next card to win it (keys 1–5), or let it go (N)."
            ),
            active,
        )
    return _fill(
        QCoreApplication.translate(
            "RevorsoTableView", "%1: call Bear? Name %2's next card to win it (keys 1–5), or let it go (N)."
        ),
        who,
        active,
    )


def _reciting(state: RevorsoState, who: str, person: bool, you: bool) -> str:
    if not person:
        return _fill(QCoreApplication.translate("RevorsoTableView", "%1 is reciting the sequence…"), who)
    if you:
        return _fill(
            QCoreApplication.translate(
                "RevorsoTableView",
                "Memory test! Which symbol is card %1 of %2? (keys 1–5, the last drawn first)",
            ),
            len(state.handles),
            len(state.handles) + len(state.revealed),
        )
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
    you = screen_seat(seats)
    if state.is_terminal():
        return _game_over(state, names, you)
    seat = state.current_player
    who, person = names[seat], seats[seat].is_person
    if state.phase == "draw":
        return _drawing(state, who, person, seat == you)
    if state.phase in ("steal", "switch", "bear"):
        return _offer(state, who, names[state.active], person, you)
    return _reciting(state, who, person, seat == you)
