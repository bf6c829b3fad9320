"""The Revorso game log: structured events, and the sentences the table shows for them.

The engine records one :class:`LogEvent` per thing that happens at the table (a card
drawn, stolen, named, a Bear call, a Switch...). Views hand these events to the table
and the bots with the symbol of every face-down card blanked out (``card=None``) once the
moment it was shown has passed, so the log never works as a crib sheet for the memory
test. :func:`describe_event` turns an event into a sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.revorso.cards import card_name, points_of

__all__ = ["MASKABLE", "LogEvent", "describe_event"]

# Event kinds.
TURN = "turn"
DRAW_SYMBOL = "draw_symbol"
DRAW_EFFECT = "draw_effect"
ACTION_KEPT = "action_kept"
ACTION_DISCARDED = "action_discarded"
STEAL_FROM_DECK = "steal_from_deck"
STEAL = "steal"
STOP = "stop"
NOTHING_TO_RECALL = "nothing_to_recall"
SWITCH = "switch"
BEAR_RIGHT = "bear_right"
BEAR_WRONG = "bear_wrong"
ANSWER_RIGHT = "answer_right"
ANSWER_WRONG = "answer_wrong"
WON = "won"
DISCARDED = "discarded"
GAME_OVER = "game_over"

#: Kinds whose ``card`` is a card lying face down in the sequence (blanked in views
#: while it stays face down, except at the moment it is shown).
MASKABLE = frozenset({DRAW_SYMBOL, STEAL, BEAR_WRONG})


@dataclass(frozen=True)
class LogEvent:
    """One thing that happened. Field meaning depends on ``kind``:

    * ``player``: who acted (the Bear or Switch player for those kinds);
    * ``card``: the card concerned, or None when it is face down and not shown now;
    * ``named``: the symbol said aloud (answers, Bear calls);
    * ``other``: the other seat involved (whose pile was robbed, whose sequence was hit);
    * ``handle``: for a card laid face down, the index of the event that laid it, the
      public name of that face-down card for as long as it stays in the sequence;
    * ``position``: 1-based place in the sequence when the card was laid;
    * ``cards``: several cards at once (won, discarded), ``seats``: winners;
    * ``reason``: why the drawing stopped (``""`` by choice, ``"hibernate"``, ``"deck"``).
    """

    kind: str
    player: int
    card: str | None = None
    named: str | None = None
    other: int | None = None
    handle: int | None = None
    position: int = 0
    cards: tuple[str, ...] = ()
    seats: tuple[int, ...] = ()
    reason: str = ""


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _cards(cards: Sequence[str]) -> str:
    return ", ".join(card_name(c) for c in cards)


def describe_event(event: LogEvent, names: Sequence[str] | None = None) -> str:
    """A readable English sentence for ``event`` (``names`` default to "Player 1"...)."""

    def who(seat: int | None) -> str:
        if seat is None:
            return "nobody"
        if names is not None and 0 <= seat < len(names):
            return names[seat]
        return f"Player {seat + 1}"

    p, e = who(event.player), event
    card = card_name(e.card) if e.card is not None else None
    slot = f"({_ordinal(e.position)} card of the sequence)"
    match e.kind:
        case "turn":
            return f"{p}'s turn."
        case "draw_symbol":
            if card is None:
                return f"{p} draws a symbol card and lays it face down {slot}."
            return f"{p} draws {card} and lays it face down {slot}."
        case "draw_effect":
            if e.card == "plus3":
                return f"{p} draws +3: three more cards must be drawn."
            if e.card == "steal2":
                return f"{p} draws Steal 2."
            return f"{p} draws Hibernate: the drawing stops at once."
        case "action_kept":
            return f"{p} draws {card} and keeps it face up."
        case "action_discarded":
            return f"{p} draws {card} but already holds an action card, so it is discarded."
        case "steal_from_deck":
            return f"Nobody else has two won cards: {p} draws two cards from the deck instead."
        case "steal":
            what = card if card is not None else "a card"
            return f"{p} takes {what} from the top of {who(e.other)}'s won pile and lays it face down {slot}."
        case "stop":
            count = f"{e.position} card{'s' if e.position != 1 else ''}"
            if e.reason == "hibernate":
                return f"{p} must stop because of Hibernate, with {count} to recall."
            if e.reason == "deck":
                return f"The deck is empty: {p} must stop, with {count} to recall."
            return f"{p} stops drawing, with {count} to recall."
        case "nothing_to_recall":
            return f"{p} has no symbol card to recall; the turn ends."
        case "switch":
            if e.position <= 1:
                return f"{p} plays Switch on {who(e.other)}'s sequence: with a single card nothing changes."
            return f"{p} plays Switch: the first and last cards of {who(e.other)}'s sequence change places."
        case "bear_right":
            named = card_name(e.named or "")
            return f"{p} calls Bear on {who(e.other)}'s sequence and names {named}: right, {p} wins the card."
        case "bear_wrong":
            named = card_name(e.named or "")
            if card is None:
                return f"{p} calls Bear and names {named}: wrong; the card goes back face down."
            return f"{p} calls Bear and names {named}, but the card is {card}; it goes back face down."
        case "answer_right":
            return f"{p} names {card}: right."
        case "answer_wrong":
            return f"{p} names {card_name(e.named or '')}, but the card is {card}: the memory test is failed."
        case "won":
            n, points = len(e.cards), points_of(e.cards)
            return f"{p} passes the memory test and wins {n} card{'s' if n != 1 else ''} ({points} points)."
        case "discarded":
            return f"{p}'s sequence goes to the discard pile: {_cards(e.cards)}."
        case "game_over":
            seats = [who(s) for s in e.seats]
            winners = seats[0] if len(seats) == 1 else ", ".join(seats[:-1]) + " and " + seats[-1]
            verb = "wins" if len(seats) == 1 else "share the win"
            if e.reason == "honey":
                return f"The game is over. The top scores are tied; {winners} {verb} with more honey cards."
            return f"The game is over. {winners} {verb}."
    return f"{p}: {e.kind}."
