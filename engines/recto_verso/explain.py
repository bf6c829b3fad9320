"""Recto Verso: the last action in words and the rules behind it, for the presenter's strip.

A round is a move here: pieces go on and off the board while the partners build, and the
round ends when both call (the building is checked, points or a ladder stage follow).
Recto Verso has no hidden cards to show, so unlike the card games this module has no
"all hands" list.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.explain import Explanation
from engines.recto_verso.game import (
    ClimbStopped,
    FinishRound,
    PlacePiece,
    RectoVersoGame,
    RemovePiece,
    RoundRecord,
    StopClimb,
    builders_named,
)
from engines.text import t

__all__ = ["RULES", "explain_last"]

#: One short rule per action and per round's ending, in our own words.
RULES = {
    "place": t(
        "A piece may go anywhere on the board where it rests on the floor or on other pieces;"
        " it drops as low as it can."
    ),
    "remove": t("Until the round is called finished, any piece may be taken off and placed again."),
    "check": t(
        "When both partners have called (Recto! and Verso!), the building is checked against both facades"
        " of the card: one mistake and the round scores nothing."
    ),
    "round_end": t(
        "A correct building scores points by its time, the same for both partners;"
        " then the next player builds with a new card."
    ),
    "puzzle_end": t("A correct building solves the puzzle; the faster, the more points."),
    "ladder_step": t(
        "Ladder: a correct building within the stage's time climbs one stage; otherwise the pair tries again."
    ),
    "stop_climb": t("Ladder: the pair may stop at any time; the stages cleared are their result."),
}


def explain_last(state: RectoVersoGame, names: Sequence[str] | None = None) -> Explanation | None:
    """The last action of ``state`` and its rules, or None before the first one."""
    if not state.history:
        return None
    action = state.history[-1]
    builders = builders_named(state.builders, names)
    if isinstance(action, PlacePiece | RemovePiece):
        kind = "place" if isinstance(action, PlacePiece) else "remove"
        return Explanation((t("{player}: {kind}.", player=builders, kind=str(action)),), (RULES[kind],))
    log = state.event_log()
    last = log[-1] if log else None
    if isinstance(action, StopClimb) and isinstance(last, ClimbStopped):
        return Explanation((last.describe(names),), (RULES["stop_climb"],))
    if isinstance(action, FinishRound) and isinstance(last, RoundRecord):
        return Explanation((last.describe(names), _outcome(last)), (RULES["check"], _end_rule(state.mode)))
    return None


def _end_rule(mode: str) -> str:
    return {"ladder": RULES["ladder_step"], "puzzle": RULES["puzzle_end"]}.get(mode, RULES["round_end"])


def _outcome(record: RoundRecord) -> str:
    outcome = record.outcome
    if not outcome.correct:
        return t("The building does not match the card: no points.")
    if record.stage >= 0:
        return t("Stage cleared.") if record.cleared else t("Stage not cleared in time.")
    return t("The building matches the card.")
