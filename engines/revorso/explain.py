"""Revorso: the last action in words and the rules behind it; the face-down cards for presenters."""

from __future__ import annotations

from collections.abc import Sequence

from engines.explain import Explanation, HandLine
from engines.revorso import log as L
from engines.revorso.cards import card_name
from engines.revorso.game import RevorsoState
from engines.revorso.log import describe_event, without_face_down
from engines.text import player_label, t

__all__ = ["EFFECT_RULES", "RULES", "STOP_RULES", "all_hands", "explain_last"]

#: One short rule per event kind, in our own words.
RULES = {
    L.DRAW_SYMBOL: t("A symbol card is shown, then laid face down at the end of your sequence: remember it."),
    L.DRAW_EFFECT: t("Effect cards act at once and then go to the discard pile."),
    L.ACTION_KEPT: t("You may keep one action card (Bear or Switch) face up to play later."),
    L.ACTION_DISCARDED: t("You may hold only one action card: a second one is discarded."),
    L.STEAL_FROM_DECK: t(
        "When nobody else has two won cards, Steal 2 means two more cards from the draw pile."
    ),
    L.STEAL: t("Steal 2: the top two cards of another player's won pile join your sequence face down."),
    L.STOP: t("When you stop, you name your sequence from the last card drawn back to the first."),
    L.NOTHING_TO_RECALL: t("With no symbol card in the sequence there is nothing to recall."),
    L.SWITCH: t("Switch, played before a memory test, swaps the first and last cards of that sequence."),
    L.BEAR_RIGHT: t(
        "Bear: during someone else's memory test you may name their next card; if you are right, you win it."
    ),
    L.BEAR_WRONG: t("A wrong Bear call changes nothing: the card goes back face down."),
    L.ANSWER_RIGHT: t("Name the cards from the last drawn to the first; each right name turns one card up."),
    L.ANSWER_WRONG: t("One wrong name fails the memory test: the whole sequence goes to the discard pile."),
    L.WON: t("Recite the whole sequence and you win its cards; their points count at the end."),
    L.DISCARDED: t("A failed sequence goes face down to the discard pile; nobody wins its cards."),
    L.GAME_OVER: t("The game ends when the draw pile is empty; most points wins, then most honey cards."),
}
#: The rule of each effect card, added to the effect rule when one is drawn.
EFFECT_RULES = {
    "plus3": t("+3: you must draw three more cards before you may stop."),
    "hibernate": t("Hibernate: your drawing stops at once and your memory test begins."),
    "steal2": t("Steal 2: you take two cards from another player's won pile, or two from the draw pile."),
}
#: Why a memory test began when the player did not choose to stop.
STOP_RULES = {
    "hibernate": EFFECT_RULES["hibernate"],
    "deck": t("When the draw pile runs out, the drawing stops and the memory test begins."),
}
_PASS_RULE = t("Keeping your Bear or Switch card for later is allowed.")


def explain_last(
    state: RevorsoState, names: Sequence[str] | None = None, you: int | None = None
) -> Explanation | None:
    """The events of the last action (as everyone saw them at that moment), or None at the start.

    ``you``: the seat of the person at the screen, spoken to in the second person.
    """
    shown = without_face_down(state.event_log()[state.flash_from :], state.handles)
    events = [e for e in shown if e.kind != L.TURN]
    if not state.history or not events:
        if state.history and state.history[-1].kind == "pass":
            seat = state.actors[-1]
            passed = t("You pass.") if seat == you else t("{player} passes.", player=_name(seat, names))
            return Explanation((passed,), (_PASS_RULE,))
        return None
    what = tuple(describe_event(e, names, you) for e in events)
    rules: list[str] = []
    for event in events:
        for rule in _rules_of(event):
            if rule not in rules:
                rules.append(rule)
    return Explanation(what, tuple(rules))


def _rules_of(event: L.LogEvent) -> list[str]:
    """The general rule of ``event``'s kind, then the rule of the card or reason behind it."""
    rules: list[str] = [RULES[event.kind]] if event.kind in RULES else []
    if event.kind == L.DRAW_EFFECT and event.card in EFFECT_RULES:
        rules.append(EFFECT_RULES[event.card])
    if event.kind == L.STOP and event.reason in STOP_RULES:
        rules.append(STOP_RULES[event.reason])
    return rules


def _name(seat: int, names: Sequence[str] | None) -> str:
    return names[seat] if names is not None and 0 <= seat < len(names) else player_label(seat)


def all_hands(state: RevorsoState, names: Sequence[str] | None = None) -> list[HandLine]:
    """The face-down cards of the sequence in play, first drawn first.

    This reads the true state, so the app calls it only in the teacher's explicit
    "show all hands" mode, announced on screen.
    """
    if not state.sequence:
        return []
    cards = tuple(
        t("{position}. {card}", position=i + 1, card=card_name(card)) for i, card in enumerate(state.sequence)
    )
    return [HandLine(state.active, cards)]
