"""The Revorso game log: structured events, and the sentences the table shows for them.

The engine records one :class:`LogEvent` per thing that happens at the table (a card
drawn, stolen, named, a Bear call, a Switch...). Views hand these events to the table
and the bots with the symbol of every face-down card blanked out (``card=None``) once the
moment it was shown has passed, so the log never works as a crib sheet for the memory
test. :func:`describe_event` turns an event into a sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from engines.events import GameEvent
from engines.revorso.cards import card_word, points_of
from engines.text import and_list, comma_list, player_label, t

__all__ = ["MASKABLE", "LogEvent", "describe_event", "without_face_down"]

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

    def describe(self, names: Sequence[str] | None = None, you: int | None = None) -> str:
        return describe_event(self, names, you)


def without_face_down(events: Sequence[LogEvent], face_down: Sequence[int]) -> tuple[LogEvent, ...]:
    """``events`` as the log and the explanations write them: no card lying face down named.

    The view keeps the symbol of the card just drawn for the table to show it face up for a
    moment; a line of text stays longer than that moment, and the room would read it in
    the memory test, so the lines never name it (``face_down``: the handles of the cards
    lying face down).
    """
    hidden = set(face_down)
    return tuple(replace(e, card=None) if e.kind in MASKABLE and e.handle in hidden else e for e in events)


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


def _cards(n: int) -> str:
    """ "1 card", "3 cards": a count is a phrase of its own, so no sentence reads "1 cards"."""
    return t("1 card") if n == 1 else t("{count} cards", count=n)


def _points(n: int) -> str:
    return t("1 point") if n == 1 else t("{count} points", count=n)


def describe_event(event: LogEvent, names: Sequence[str] | None = None, you: int | None = None) -> str:
    """A readable English sentence for ``event`` (``names`` default to "Player 1"...), translatable.

    ``you`` is the seat of the person at the screen, when one person plays alone against
    computer players: sentences about that seat speak to them ("You draw tuna", "your won
    pile") instead of putting a name in the third person.
    """
    if you is None:
        return _third_person(event, names)
    if event.kind == GAME_OVER:
        return _to_you(event, names, you) if you in event.seats else _third_person(event, names)
    if event.player == you:
        return _to_you(event, names, you)
    if event.other == you and event.kind in (STEAL, SWITCH, BEAR_RIGHT):
        return _on_your_cards(event, _who(event.player, names))
    return _third_person(event, names)


def _who(seat: int | None, names: Sequence[str] | None) -> str:
    if seat is None:
        return t("nobody")
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return player_label(seat)


def _third_person(e: LogEvent, names: Sequence[str] | None) -> str:
    p, other = _who(e.player, names), _who(e.other, names)
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
                "Nobody else has two won cards: {player} draws two cards from the draw pile instead.",
                player=p,
            )
        case "steal":
            if card is None:
                return t(
                    "{player} takes a card from the top of {other}'s won pile and lays it face down "
                    "({ordinal} card of the sequence).",
                    player=p,
                    other=other,
                    ordinal=nth,
                )
            return t(
                "{player} takes {card} from the top of {other}'s won pile and lays it face down "
                "({ordinal} card of the sequence).",
                player=p,
                card=card,
                other=other,
                ordinal=nth,
            )
        case "stop":
            if e.reason == "hibernate":
                return t(
                    "{player} must stop because of Hibernate, with {cards} to recall.",
                    player=p,
                    cards=_cards(e.position),
                )
            if e.reason == "deck":
                return t(
                    "The draw pile is empty: {player} must stop, with {cards} to recall.",
                    player=p,
                    cards=_cards(e.position),
                )
            return t("{player} stops drawing, with {cards} to recall.", player=p, cards=_cards(e.position))
        case "nothing_to_recall":
            return t("{player} has no symbol card to recall; the turn ends.", player=p)
        case "switch":
            if e.position <= 1:
                return t(
                    "{player} plays Switch on {other}'s sequence: with a single card nothing changes.",
                    player=p,
                    other=other,
                )
            return t(
                "{player} plays Switch: the first and last cards of {other}'s sequence change places.",
                player=p,
                other=other,
            )
        case "bear_right":
            return t(
                "{player} calls Bear on {other}'s sequence and names {named}: right, {player} wins the card.",
                player=p,
                other=other,
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
            return t(
                "{player} passes the memory test and wins {cards} ({points}).",
                player=p,
                cards=_cards(len(e.cards)),
                points=_points(points_of(e.cards)),
            )
        case "discarded":
            return t(
                "{player}'s sequence goes to the discard pile: {cards}.",
                player=p,
                cards=comma_list([card_word(c) for c in e.cards]),
            )
        case "game_over":
            seats = [_who(s, names) for s in e.seats]
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


def _to_you(e: LogEvent, names: Sequence[str] | None, you: int) -> str:
    """The sentences of an event that concerns the person at the screen, in the second person."""
    other = _who(e.other, names)
    card = card_word(e.card) if e.card is not None else None
    nth = _ordinal(e.position)
    match e.kind:
        case "turn":
            return t("Your turn.")
        case "draw_symbol":
            if card is None:
                return t(
                    "You draw a symbol card and lay it face down ({ordinal} card of the sequence).",
                    ordinal=nth,
                )
            return t(
                "You draw {card} and lay it face down ({ordinal} card of the sequence).",
                card=card,
                ordinal=nth,
            )
        case "draw_effect":
            if e.card == "plus3":
                return t("You draw +3: three more cards must be drawn.")
            if e.card == "steal2":
                return t("You draw Steal 2.")
            return t("You draw Hibernate: your drawing stops at once.")
        case "action_kept":
            return t("You draw {card} and keep it face up.", card=card)
        case "action_discarded":
            return t("You draw {card} but already hold an action card, so it is discarded.", card=card)
        case "steal_from_deck":
            return t("Nobody else has two won cards: you draw two cards from the draw pile instead.")
        case "steal":
            if card is None:
                return t(
                    "You take a card from the top of {other}'s won pile and lay it face down "
                    "({ordinal} card of the sequence).",
                    other=other,
                    ordinal=nth,
                )
            return t(
                "You take {card} from the top of {other}'s won pile and lay it face down "
                "({ordinal} card of the sequence).",
                card=card,
                other=other,
                ordinal=nth,
            )
        case "stop":
            if e.reason == "hibernate":
                return t(
                    "You must stop because of Hibernate, with {cards} to recall.", cards=_cards(e.position)
                )
            if e.reason == "deck":
                return t(
                    "The draw pile is empty: you must stop, with {cards} to recall.", cards=_cards(e.position)
                )
            return t("You stop drawing, with {cards} to recall.", cards=_cards(e.position))
        case "nothing_to_recall":
            return t("You have no symbol card to recall; your turn ends.")
        case "switch":
            if e.position <= 1:
                return t(
                    "You play Switch on {other}'s sequence: with a single card nothing changes.", other=other
                )
            return t(
                "You play Switch: the first and last cards of {other}'s sequence change places.", other=other
            )
        case "bear_right":
            return t(
                "You call Bear on {other}'s sequence and name {named}: right, you win the card.",
                other=other,
                named=card_word(e.named or ""),
            )
        case "bear_wrong":
            named = card_word(e.named or "")
            if card is None:
                return t("You call Bear and name {named}: wrong; the card goes back face down.", named=named)
            return t(
                "You call Bear and name {named}, but the card is {card}; it goes back face down.",
                named=named,
                card=card,
            )
        case "answer_right":
            return t("You name {card}: right.", card=card)
        case "answer_wrong":
            return t(
                "You name {named}, but the card is {card}: you fail the memory test.",
                named=card_word(e.named or ""),
                card=card,
            )
        case "won":
            return t(
                "You pass the memory test and win {cards} ({points}).",
                cards=_cards(len(e.cards)),
                points=_points(points_of(e.cards)),
            )
        case "discarded":
            return t(
                "Your sequence goes to the discard pile: {cards}.",
                cards=comma_list([card_word(c) for c in e.cards]),
            )
        case "game_over":
            others = [_who(s, names) for s in e.seats if s != you]
            if e.reason == "honey":
                if not others:
                    return t("The game is over. The top scores are tied; you win with more honey cards.")
                return t(
                    "The game is over. The top scores are tied; you share the win with {players} "
                    "thanks to more honey cards.",
                    players=and_list(others),
                )
            if not others:
                return t("The game is over. You win!")
            return t("The game is over. You share the win with {players}.", players=and_list(others))
    return _third_person(e, names)


def _on_your_cards(e: LogEvent, player: str) -> str:
    """Another seat acts on the cards of the person at the screen: "your won pile", "your sequence"."""
    card = card_word(e.card) if e.card is not None else None
    nth = _ordinal(e.position)
    if e.kind == "steal":
        if card is None:
            return t(
                "{player} takes a card from the top of your won pile and lays it face down "
                "({ordinal} card of the sequence).",
                player=player,
                ordinal=nth,
            )
        return t(
            "{player} takes {card} from the top of your won pile and lays it face down "
            "({ordinal} card of the sequence).",
            player=player,
            card=card,
            ordinal=nth,
        )
    if e.kind == "switch":
        if e.position <= 1:
            return t(
                "{player} plays Switch on your sequence: with a single card nothing changes.", player=player
            )
        return t(
            "{player} plays Switch: the first and last cards of your sequence change places.", player=player
        )
    return t(
        "{player} calls Bear on your sequence and names {named}: right, {player} wins the card.",
        player=player,
        named=card_word(e.named or ""),
    )
