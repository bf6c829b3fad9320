"""DJ05135: the last turn in words and the rules behind it; the hidden sides of every card for presenters."""

from __future__ import annotations

from collections.abc import Sequence

from engines.dj05135.cards import Face
from engines.dj05135.game import CENTRE, DJ05135State
from engines.explain import Explanation
from engines.text import t

__all__ = ["RULES", "explain_last", "hidden_sides"]

#: One short rule per event kind, in our own words.
RULES = {
    "play": t("On your turn you play one card from your hand into the centre; its picture, if any, acts."),
    "skip": t("Skip: the next player misses a turn."),
    "reverse": t("Reverse: play goes the other way round the table."),
    "flip_centre": t("Flip 3: turn over three cards in the centre before you take one."),
    "flip_hand": t("Flip 1: turn over one card in any player's hand."),
    "steal": t(
        "Steal: instead of taking from the centre, take a card from another player's hand, turned the way"
        " you choose; that player takes one from the centre at once."
    ),
    "take": t("Then you take one card from the centre; it keeps the side that faces you."),
    "score": t(
        "A hand scores 1 point at the end of its owner's turn when every card shows the same animal"
        " (or every card the magnifier) on the side the owner sees."
    ),
    "win": t("The first player with 3 points wins."),
    "end": t("The game is over."),
}


def explain_last(state: DJ05135State, names: Sequence[str] | None, reader: int) -> Explanation | None:
    """The events of the latest turn as ``reader`` saw them (never a side they could not see)."""
    log = state.event_log(reader)
    if not log:
        return None
    turn = log[-1].turn
    events = [e for e in log if e.turn == turn]
    what = tuple(e.describe(names) for e in events)
    rules: list[str] = []
    for event in events:
        rule = RULES.get(event.kind)
        if rule is not None and rule not in rules:
            rules.append(rule)
    return Explanation(what, tuple(rules))


def hidden_sides(state: DJ05135State, reader: int) -> dict[int, Face]:
    """Tag -> the side ``reader`` cannot see now, for every card on the table.

    In a hand that is the side facing the other way (its holder's side, or for the
    reader's own cards the side the others see); in the centre, the underside. This
    reads the true state, for the teacher's announced switch only.
    """
    hidden: dict[int, Face] = {}
    for tag, sides in enumerate(state.sides):
        up = state.up[tag]
        hidden[tag] = sides[1 - up] if state.location[tag] in (CENTRE, reader) else sides[up]
    return hidden
