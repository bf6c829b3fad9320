"""Verso: the last turn in words and the rules behind it; every hidden face for presenters."""

from __future__ import annotations

from collections.abc import Sequence

from engines.explain import Explanation, HandLine
from engines.text import t
from engines.verso.actions import Bank, Draw, Pass
from engines.verso.cards import Face, colour_word
from engines.verso.game import VersoState

__all__ = ["RULES", "all_hands", "explain_last"]

#: One short rule per action type and per notable event, in our own words.
RULES = {
    "draw": t("On your turn you take the top card of the pile and put it in the row of its colour."),
    "draw_flip": t(
        "You may turn the top card over before taking it,"
        " and you must when you already hold the face it shows."
    ),
    "bank": t(
        "A series is 2 to 6 cards of one colour that follow on (jokers fill gaps): it scores its points,"
        " its two highest cards are discarded"
        " and each neighbour turns over their highest card of that colour."
    ),
    "bank_last": t(
        "Once the pile is empty, each player may bank one last series; nobody turns a card over then."
    ),
    "pass": t("Once the pile is empty, each player may bank one last series or pass."),
    "flip": t(
        "When a neighbour banks a series, you turn over your highest card of its colour"
        " and put it in the row of the colour it now shows."
    ),
    "identical": t("A card identical to one you hold (same colour and value) is discarded at once."),
    "square": t("Exactly three cards in each colour make the square: 7 points at once."),
    "solo": t(
        "Solo: after each of your actions the opponent turns the top card over; when the value shown goes up,"
        " you turn over your highest card of the newly shown colour."
    ),
    "end": t("The game ends when the pile is empty and everyone had the chance of a last series."),
}


def explain_last(state: VersoState, names: Sequence[str] | None = None) -> Explanation | None:
    """The last turn of ``state`` (public facts only), or None before the first one."""
    log = state.event_log()
    if not log:
        return None
    turn = log[-1]
    action = turn.action
    rules = []
    if isinstance(action, Draw):
        rules.append(RULES["draw_flip"] if action.flip else RULES["draw"])
    elif isinstance(action, Bank):
        rules.append(RULES["bank_last"] if action.last else RULES["bank"])
    elif isinstance(action, Pass):
        rules.append(RULES["pass"])
    for event in turn.events:
        kind = "solo" if event.kind == "flip" and event.note == "solo" else event.kind
        rule = RULES.get(kind)
        if rule is not None and rule not in rules:
            rules.append(rule)
    if state.is_terminal() and RULES["end"] not in rules:
        rules.append(RULES["end"])
    return Explanation((turn.describe(names),), tuple(rules))


def _face(face: Face) -> str:
    colour = colour_word(face.colour_name)
    if face.is_joker:
        return t("{colour} joker", colour=colour)
    return t("{colour} {value}", colour=colour, value=face.value)


def all_hands(state: VersoState, names: Sequence[str] | None = None) -> list[HandLine]:
    """Every card each player holds with its hidden other side, and the pile's top card.

    This reads the true state, so the app calls it only in the teacher's explicit
    "show all hands" mode, announced on screen.
    """
    lines = []
    for p in range(state.players):
        cards = []
        for row in state.rows[p]:
            for uid in row:
                cards.append(
                    t(
                        "{shown} (other side {hidden})",
                        shown=_face(state.face(uid)),
                        hidden=_face(state.back(uid)),
                    )
                )
        lines.append(HandLine(p, tuple(cards)))
    if state.pile_size > 0:
        top = state.top
        lines.append(
            HandLine(
                -1,
                (
                    t(
                        "top of the pile: {shown} (other side {hidden})",
                        shown=_face(state.face(top)),
                        hidden=_face(state.back(top)),
                    ),
                ),
            )
        )
    return lines
