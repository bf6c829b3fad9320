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

from engines.events import GameEvent
from engines.revorso.cards import card_word, points_of
from engines.text import and_list, comma_list, player_label, t

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
class LogEvent(GameEvent):
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

    @property
    def actor(self) -> int:
        return self.player

    def describe(self, names: Sequence[str] | None = None) -> str:
        return describe_event(self, names)


def _ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return t("{number}th", number=n)
    if n % 10 == 1:
        return t("{number}st", number=n)
    if n % 10 == 2:
        return t("{number}nd", number=n)
    if n % 10 == 3:
        return t("{number}rd", number=n)
    return t("{number}th", number=n)


def describe_event(event: LogEvent, names: Sequence[str] | None = None) -> str:
    """A readable English sentence for ``event`` (``names`` default to "Player 1"...), translatable."""

    def who(seat: int | None) -> str:
        if seat is None:
            return t("nobody")
        if names is not None and 0 <= seat < len(names):
            return names[seat]
        return player_label(seat)

    p, e = who(event.player), event
    card = card_word(e.card) if e.card is not None else None
    nth = _ordinal(e.position)
    match e.kind:
        case "turn":
            return t("{player}'s turn.", player=p)
        case "draw_symbol":
            if card is None:
                return t(
                    "{player} draws a symbol card and lays it face down ({ordinal} card of the sequence).",
                    player=p,
                    ordinal=nth,
                )
            return t(
                "{player} draws {card} and lays it face down ({ordinal} card of the sequence).",
                player=p,
                card=card,
                ordinal=nth,
            )
        case "draw_effect":
            if e.card == "plus3":
                return t("{player} draws +3: three more cards must be drawn.", player=p)
            if e.card == "steal2":
                return t("{player} draws Steal 2.", player=p)
            return t("{player} draws Hibernate: the drawing stops at once.", player=p)
        case "action_kept":
            return t("{player} draws {card} and keeps it face up.", player=p, card=card)
        case "action_discarded":
            return t(
                "{player} draws {card} but already holds an action card, so it is discarded.",
                player=p,
                card=card,
            )
        case "steal_from_deck":
            return t(
                "Nobody else has two won cards: {player} draws two cards from the deck instead.", player=p
            )
        case "steal":
            if card is None:
                return t(
                    "{player} takes a card from the top of {other}'s won pile and lays it face down "
                    "({ordinal} card of the sequence).",
                    player=p,
                    other=who(e.other),
                    ordinal=nth,
                )
            return t(
                "{player} takes {card} from the top of {other}'s won pile and lays it face down "
                "({ordinal} card of the sequence).",
                player=p,
                card=card,
                other=who(e.other),
                ordinal=nth,
            )
        case "stop":
            return _stop_sentence(p, e.reason, e.position)
        case "nothing_to_recall":
            return t("{player} has no symbol card to recall; the turn ends.", player=p)
        case "switch":
            if e.position <= 1:
                return t(
                    "{player} plays Switch on {other}'s sequence: with a single card nothing changes.",
                    player=p,
                    other=who(e.other),
                )
            return t(
                "{player} plays Switch: the first and last cards of {other}'s sequence change places.",
                player=p,
                other=who(e.other),
            )
        case "bear_right":
            return t(
                "{player} calls Bear on {other}'s sequence and names {named}: right, {player} wins the card.",
                player=p,
                other=who(e.other),
                named=card_word(e.named or ""),
            )
        case "bear_wrong":
            named = card_word(e.named or "")
            if card is None:
                return t(
                    "{player} calls Bear and names {named}: wrong; the card goes back face down.",
                    player=p,
                    named=named,
                )
            return t(
                "{player} calls Bear and names {named}, but the card is {card}; it goes back face down.",
                player=p,
                named=named,
                card=card,
            )
        case "answer_right":
            return t("{player} names {card}: right.", player=p, card=card)
        case "answer_wrong":
            return t(
                "{player} names {named}, but the card is {card}: the memory test is failed.",
                player=p,
                named=card_word(e.named or ""),
                card=card,
            )
        case "won":
            n, points = len(e.cards), points_of(e.cards)
            if n == 1:
                return t(
                    "{player} passes the memory test and wins 1 card ({points} points).",
                    player=p,
                    points=points,
                )
            return t(
                "{player} passes the memory test and wins {count} cards ({points} points).",
                player=p,
                count=n,
                points=points,
            )
        case "discarded":
            return t(
                "{player}'s sequence goes to the discard pile: {cards}.",
                player=p,
                cards=comma_list([card_word(c) for c in e.cards]),
            )
        case "game_over":
            seats = [who(s) for s in e.seats]
            if e.reason == "honey":
                if len(seats) == 1:
                    return t(
                        "The game is over. The top scores are tied; {player} wins with more honey cards.",
                        player=seats[0],
                    )
                return t(
                    "The game is over. The top scores are tied; {players} share the win "
                    "with more honey cards.",
                    players=and_list(seats),
                )
            if len(seats) == 1:
                return t("The game is over. {player} wins.", player=seats[0])
            return t("The game is over. {players} share the win.", players=and_list(seats))
    return t("{player}: {kind}.", player=p, kind=e.kind)


def _stop_sentence(player: str, reason: str, count: int) -> str:
    if count == 1:
        if reason == "hibernate":
            return t("{player} must stop because of Hibernate, with 1 card to recall.", player=player)
        if reason == "deck":
            return t("The deck is empty: {player} must stop, with 1 card to recall.", player=player)
        return t("{player} stops drawing, with 1 card to recall.", player=player)
    if reason == "hibernate":
        return t(
            "{player} must stop because of Hibernate, with {count} cards to recall.",
            player=player,
            count=count,
        )
    if reason == "deck":
        return t(
            "The deck is empty: {player} must stop, with {count} cards to recall.", player=player, count=count
        )
    return t("{player} stops drawing, with {count} cards to recall.", player=player, count=count)
