"""The Revorso rules engine (the publisher's Italian rules sheet; decisions in docs/HOUSE-RULES.md).

Turn structure, as phases of one state machine:

``draw``
    The active player draws one card per :class:`Draw`. Symbol cards join the face-down
    sequence, effects resolve at once, action cards are kept (one at most) or discarded.
    After a draw the player may :class:`Stop`, unless draws are owed (+3, or Steal 2 with
    nobody to rob) — then :class:`Draw` is the only action — or the drawing was cut off
    (Hibernate, empty deck) — then :class:`Stop` is the only action. A turn begins with a
    draw: stopping before any card is drawn is not allowed.
``steal``
    Steal 2 was drawn and another player has two won cards: the active player picks the
    victim (:class:`StealFrom`); its two top cards are laid face down in the sequence.
``switch``
    The drawing is over and the sequence is not empty: every other player holding Switch
    is asked in turn, starting left of the active player, to :class:`PlaySwitch` or
    :class:`Pass`. The first to play it is the only one (one Switch per memory test).
``bear``
    Before the active player names a card, every other player holding Bear is asked in
    the same seat order to :class:`CallBear` (naming a symbol) or :class:`Pass`. Only the
    first caller tries ("first to shout"), so a window closes after one call; a right
    guess removes the card, and the new top card gets a window of its own.
``answer``
    The active player :class:`Name` s the top card (last drawn first).

House interpretations where the rules are silent (the rules assistant shows them):

* Steal 2 with nobody to rob is two owed draws from the deck, resolved like +3 draws.
* Hibernate cancels every owed draw, whether from +3 or from Steal 2.
* The deck running out cancels owed draws; the player then stops and takes the test.
* Switch may also be played when the drawing was cut off by Hibernate or the empty deck
  (option ``switch_after_forced_stop``), never on an empty sequence.
* Cards of a failed sequence go to the discard pile face up, so everyone sees them.
* Won piles lie face down but every card in them was shown as it was won, so their
  contents (in order) are public; the table may still draw them face down.
* The first player is seat 0 (the app lets the table choose who sits there).

What each seat may know (:meth:`RevorsoState.view`): every drawn or stolen card is shown
to everyone once — the view of the state right after that action names it — and is then
face down for everyone, the active player included. Face-down cards appear in views only
as *handles* (the index of the log event that laid them), so bots and the table can
follow them through Switch and Bear without seeing their symbols. Memory is the game:
a bot remembers what it was shown through its own memory model (:mod:`.bots`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from engines.base import TERMINAL, Action, GameState, View
from engines.revorso import log as L
from engines.revorso.cards import (
    CARD_TYPES,
    SYMBOLS,
    build_deck,
    card_word,
    composition,
    decks_for,
    honey_count,
    is_symbol,
    points_of,
)
from engines.revorso.log import LogEvent
from engines.rng import shuffle
from engines.text import t

__all__ = [
    "CallBear",
    "Draw",
    "Name",
    "Pass",
    "PlaySwitch",
    "RevorsoState",
    "RevorsoView",
    "StealFrom",
    "Stop",
]

DRAW, STEAL, SWITCH, BEAR, ANSWER, OVER = "draw", "steal", "switch", "bear", "answer", "over"


def _seat(seat: int) -> str:
    return t("player {number}", number=seat + 1)


# -- actions -------------------------------------------------------------------------


@dataclass(frozen=True)
class Draw(Action):
    kind: ClassVar[str] = "draw"

    def __str__(self) -> str:
        return t("draws a card")


@dataclass(frozen=True)
class Stop(Action):
    kind: ClassVar[str] = "stop"

    def __str__(self) -> str:
        return t("stops drawing and starts the memory test")


@dataclass(frozen=True)
class StealFrom(Action):
    kind: ClassVar[str] = "steal"
    target: int

    def __str__(self) -> str:
        return t("steals the top two cards of {player}'s won pile", player=_seat(self.target))

    def describe(self, player_names: Any = None) -> str:
        if player_names and 0 <= self.target < len(player_names):
            return t("steals the top two cards of {player}'s won pile", player=player_names[self.target])
        return str(self)


@dataclass(frozen=True)
class Name(Action):
    kind: ClassVar[str] = "name"
    symbol: str

    def __str__(self) -> str:
        return t("names {card}", card=card_word(self.symbol))


@dataclass(frozen=True)
class PlaySwitch(Action):
    kind: ClassVar[str] = "play_switch"

    def __str__(self) -> str:
        return t("plays Switch")


@dataclass(frozen=True)
class CallBear(Action):
    kind: ClassVar[str] = "call_bear"
    symbol: str

    def __str__(self) -> str:
        return t("calls Bear and names {card}", card=card_word(self.symbol))


@dataclass(frozen=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return t("lets the chance go by")


_NAMES = tuple(Name(s) for s in SYMBOLS)
_BEARS = (*(CallBear(s) for s in SYMBOLS), Pass())
_SWITCH = (PlaySwitch(), Pass())


# -- view ----------------------------------------------------------------------------


@dataclass(frozen=True)
class RevorsoView(View):
    """What one seat knows. Built for the table and the bots alike.

    ``face_down`` lists the handles of the active player's face-down cards in draw order,
    the top (next to name) last; ``revealed`` the cards already named right in this
    memory test, in reveal order. ``log[flash_from:]`` are the events of the last action:
    the cards they name are the ones being shown right now (animate them, then turn them
    face down). ``offer_seats`` are the seats still to be asked in a Switch or Bear
    window, the one deciding first.
    """

    players: int
    decks: int
    options: tuple[tuple[str, Any], ...]
    phase: str
    active: int
    to_act: int
    deck_size: int
    discard: tuple[str, ...]
    won: tuple[tuple[str, ...], ...]
    held: tuple[str | None, ...]
    face_down: tuple[int, ...]
    revealed: tuple[str, ...]
    pending_draws: int
    must_stop: str
    drawn_this_turn: int
    offer_seats: tuple[int, ...]
    bear_spent: bool
    turns_taken: tuple[int, ...]
    log: tuple[LogEvent, ...]
    flash_from: int
    turn_from: int

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(points_of(pile) for pile in self.won)

    @property
    def honey(self) -> tuple[int, ...]:
        return tuple(honey_count(pile) for pile in self.won)

    @property
    def just_shown(self) -> tuple[LogEvent, ...]:
        return self.log[self.flash_from :]

    @property
    def sequence_length(self) -> int:
        return len(self.face_down) + len(self.revealed)

    def steal_targets(self) -> tuple[int, ...]:
        return tuple(p for p in range(self.players) if p != self.active and len(self.won[p]) >= 2)


# -- state ---------------------------------------------------------------------------


class RevorsoState(GameState):
    game = "revorso"
    title = "Revorso"
    version = 1
    min_players = 2
    max_players = 10
    action_types = (Draw, Stop, StealFrom, Name, PlaySwitch, CallBear, Pass)
    default_options: ClassVar[dict[str, Any]] = {"switch_after_forced_stop": True}
    max_game_length = 4000
    score_bounds = (0, 144)

    def _setup(self) -> None:
        self.decks = decks_for(self.players)
        self.deck: list[str] = build_deck(self.decks)  # the top card is the last one
        shuffle(self.deck, self.rng)
        self.discard: list[str] = []
        self.won: list[list[str]] = [[] for _ in range(self.players)]  # bottom first
        self.held: list[str | None] = [None] * self.players
        self.sequence: list[str] = []  # face-down cards, first drawn first
        self.handles: list[int] = []  # their public names (log indexes)
        self.revealed: list[str] = []  # named right in this memory test
        self.active = 0
        self.phase = DRAW
        self.pending = 0
        self.must_stop = ""
        self.drawn = 0
        self.offer: list[int] = []
        self.bear_spent = False
        self.turns = [0] * self.players
        self.events: list[LogEvent] = []
        self.flash_from = 0
        self.turn_from = 0
        self._start_turn(0)

    # -- queries ---------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.phase in (SWITCH, BEAR):
            return self.offer[0]
        return self.active

    def is_quick_decision(self) -> bool:
        return self.phase in (SWITCH, BEAR)

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == DRAW:
            if self.must_stop:
                return [Stop()]
            if self.pending or not self.drawn:
                return [Draw()]
            return [Draw(), Stop()]
        if phase == ANSWER:
            return list(_NAMES)
        if phase == BEAR:
            return list(_BEARS)
        if phase == SWITCH:
            return list(_SWITCH)
        if phase == STEAL:
            return [StealFrom(p) for p in self._steal_targets()]
        return []

    def scores(self) -> list[float]:
        return [float(points_of(pile)) for pile in self.won]

    def honey(self) -> list[int]:
        return [honey_count(pile) for pile in self.won]

    def winners(self) -> list[int]:
        """Most points; a tie goes to the most honey cards; a tie on both is shared."""
        if not self.is_terminal():
            return []
        return self._leaders()

    def _leaders(self) -> list[int]:
        key = [(points_of(pile), honey_count(pile)) for pile in self.won]
        best = max(key)
        return [p for p, k in enumerate(key) if k == best]

    def cards_everywhere(self) -> Counter[str]:
        """Every card in every zone; always equal to ``composition(self.decks)``."""
        count = Counter(self.deck)
        count.update(self.discard)
        for pile in self.won:
            count.update(pile)
        count.update(c for c in self.held if c is not None)
        count.update(self.sequence)
        count.update(self.revealed)
        return count

    def _steal_targets(self) -> list[int]:
        return [p for p in self._seats_after(self.active) if len(self.won[p]) >= 2]

    def _seats_after(self, seat: int) -> list[int]:
        """The other seats in turn order, starting with the one left of ``seat``."""
        return [(seat + k) % self.players for k in range(1, self.players)]

    # -- playing ---------------------------------------------------------------------

    def _log(self, kind: str, player: int, **fields: Any) -> int:
        self.events.append(LogEvent(kind, player, **fields))
        return len(self.events) - 1

    def _apply(self, action: Action) -> None:
        self.flash_from = len(self.events)
        match action:
            case Draw():
                self._mark_reveal()
                self._draw()
            case Stop():
                self._stop()
            case StealFrom(target=target):
                self._mark_reveal()
                self._steal(target)
            case Name(symbol=symbol):
                self._mark_reveal()
                self._answer(symbol)
            case PlaySwitch():
                self._play_switch()
            case CallBear(symbol=symbol):
                self._mark_reveal()
                self._call_bear(symbol)
            case Pass():
                self._pass()

    def _start_turn(self, seat: int) -> None:
        self.active = seat
        self.phase = DRAW
        self.pending = 0
        self.must_stop = ""
        self.drawn = 0
        self.offer = []
        self.bear_spent = False
        self.turns[seat] += 1
        self.turn_from = len(self.events)
        self._log(L.TURN, seat)

    def _lay_face_down(self, card: str, kind: str, **fields: Any) -> None:
        handle = len(self.events)
        self.sequence.append(card)
        self.handles.append(handle)
        self._log(kind, self.active, card=card, handle=handle, position=len(self.sequence), **fields)

    def _draw(self) -> None:
        card = self.deck.pop()
        self.drawn += 1
        if self.pending:
            self.pending -= 1
        category = CARD_TYPES[card].category
        me = self.active
        if category == "symbol":
            self._lay_face_down(card, L.DRAW_SYMBOL)
        elif category == "action":
            if self.held[me] is None:
                self.held[me] = card
                self._log(L.ACTION_KEPT, me, card=card)
            else:
                self.discard.append(card)
                self._log(L.ACTION_DISCARDED, me, card=card)
        else:
            self.discard.append(card)
            self._log(L.DRAW_EFFECT, me, card=card)
            if card == "plus3":
                self.pending += 3
            elif card == "hibernate":
                self.pending = 0
                self.must_stop = "hibernate"
            elif self._steal_targets():
                self.phase = STEAL
                return
            else:
                self._log(L.STEAL_FROM_DECK, me)
                self.pending += 2
        self._after_draw()

    def _after_draw(self) -> None:
        if not self.deck and not self.must_stop:
            self.pending = 0
            self.must_stop = "deck"

    def _steal(self, target: int) -> None:
        for _ in range(2):
            self._lay_face_down(self.won[target].pop(), L.STEAL, other=target)
        self.phase = DRAW
        self._after_draw()

    def _stop(self) -> None:
        reason = self.must_stop
        self._log(L.STOP, self.active, position=len(self.sequence), reason=reason)
        self.pending = 0
        self.must_stop = ""
        if not self.sequence:
            self._log(L.NOTHING_TO_RECALL, self.active)
            self._end_turn()
            return
        holders = [p for p in self._seats_after(self.active) if self.held[p] == "switch"]
        if holders and (not reason or self.options["switch_after_forced_stop"]):
            self.phase = SWITCH
            self.offer = holders
        else:
            self._begin_test()

    def _play_switch(self) -> None:
        seat = self.offer[0]
        self.held[seat] = None
        self.discard.append("switch")
        seq, handles = self.sequence, self.handles
        seq[0], seq[-1] = seq[-1], seq[0]
        handles[0], handles[-1] = handles[-1], handles[0]
        self._log(L.SWITCH, seat, other=self.active, position=len(seq))
        self._begin_test()

    def _pass(self) -> None:
        self.offer.pop(0)
        if self.offer:
            return
        if self.phase == SWITCH:
            self._begin_test()
        else:
            self.bear_spent = True
            self.phase = ANSWER

    def _begin_test(self) -> None:
        self.offer = []
        self.bear_spent = False
        self._next_card()

    def _next_card(self) -> None:
        """Before the active player names the top card: open a Bear window if due."""
        if not self.bear_spent:
            holders = [p for p in self._seats_after(self.active) if self.held[p] == "bear"]
            if holders:
                self.phase = BEAR
                self.offer = holders
                return
        self.phase = ANSWER

    def _call_bear(self, symbol: str) -> None:
        seat = self.offer[0]
        self.offer = []
        self.held[seat] = None
        self.discard.append("bear")
        card = self.sequence[-1]
        handle = self.handles[-1]
        if card == symbol:
            self.sequence.pop()
            self.handles.pop()
            self.won[seat].append(card)
            self._log(L.BEAR_RIGHT, seat, card=card, named=symbol, other=self.active, handle=handle)
            if not self.sequence:
                self._succeed()
                return
            self.bear_spent = False
            self._next_card()
        else:
            self._log(L.BEAR_WRONG, seat, card=card, named=symbol, other=self.active, handle=handle)
            self.bear_spent = True
            self.phase = ANSWER

    def _answer(self, symbol: str) -> None:
        card = self.sequence.pop()
        handle = self.handles.pop()
        me = self.active
        if card != symbol:
            self._log(L.ANSWER_WRONG, me, card=card, named=symbol, handle=handle)
            lost = [*self.revealed, card, *reversed(self.sequence)]
            self.discard.extend(lost)
            self._log(L.DISCARDED, me, cards=tuple(lost))
            self.sequence.clear()
            self.handles.clear()
            self.revealed.clear()
            self._end_turn()
            return
        self.revealed.append(card)
        self._log(L.ANSWER_RIGHT, me, card=card, named=symbol, handle=handle)
        if not self.sequence:
            self._succeed()
            return
        self.bear_spent = False
        self._next_card()

    def _succeed(self) -> None:
        """Every card left was named right: they go onto the won pile in the order won."""
        won = tuple(self.revealed)
        self.won[self.active].extend(won)
        self.revealed.clear()
        self._log(L.WON, self.active, cards=won)
        self._end_turn()

    def _end_turn(self) -> None:
        self.offer = []
        if not self.deck:
            self.phase = OVER
            leaders = self._leaders()
            scores = [points_of(p) for p in self.won]
            tied_on_points = sum(1 for s in scores if s == scores[leaders[0]]) > len(leaders)
            self._log(
                L.GAME_OVER, self.active, seats=tuple(leaders), reason="honey" if tied_on_points else ""
            )
            return
        self._start_turn((self.active + 1) % self.players)

    # -- what a seat may know ----------------------------------------------------------

    def view(self, player: int) -> RevorsoView:
        return RevorsoView(
            player=player,
            players=self.players,
            decks=self.decks,
            options=tuple(sorted(self.options.items())),
            phase=self.phase,
            active=self.active,
            to_act=self.current_player,
            deck_size=len(self.deck),
            discard=tuple(self.discard),
            won=tuple(tuple(pile) for pile in self.won),
            held=tuple(self.held),
            face_down=tuple(self.handles),
            revealed=tuple(self.revealed),
            pending_draws=self.pending,
            must_stop=self.must_stop,
            drawn_this_turn=self.drawn,
            offer_seats=tuple(self.offer),
            bear_spent=self.bear_spent,
            turns_taken=tuple(self.turns),
            log=self.event_log(player),
            flash_from=self.flash_from,
            turn_from=self.turn_from,
        )

    def event_log(self, reader: int | None = None) -> tuple[LogEvent, ...]:
        """The log as the table shows it, the same for every reader (see :meth:`_public_log`)."""
        return self._public_log()

    def _public_log(self) -> tuple[LogEvent, ...]:
        """The log with the symbols of face-down cards blanked, except while being shown."""
        hidden = set(self.handles)
        if not hidden:
            return tuple(self.events)
        events = self.events
        masked = [
            replace(e, card=None) if e.kind in L.MASKABLE and e.handle in hidden else e
            for e in events[self.turn_from : self.flash_from]
        ]
        return (*events[: self.turn_from], *masked, *events[max(self.flash_from, self.turn_from) :])

    @classmethod
    def determinise(cls, view: View, seed: int) -> RevorsoState:
        """A full state behind ``view``: face-down symbols and the deck order are sampled."""
        assert isinstance(view, RevorsoView)
        state = cls.blank(view.players, seed, dict(view.options))
        state.decks = view.decks
        # Symbols shown by the last action are known even though they lie face down.
        shown = {
            e.handle: e.card
            for e in view.log[view.flash_from :]
            if e.kind in L.MASKABLE and e.handle in view.face_down and e.card is not None
        }
        pool = composition(view.decks)
        pool.subtract(view.discard)
        for pile in view.won:
            pool.subtract(pile)
        pool.subtract(c for c in view.held if c is not None)
        pool.subtract(view.revealed)
        pool.subtract(shown.values())
        unknown = sorted(pool.elements())
        shuffle(unknown, state.rng)
        assigned = dict(shown)
        for handle in view.face_down:
            if handle not in assigned:
                index = next(i for i, c in enumerate(unknown) if is_symbol(c))
                assigned[handle] = unknown.pop(index)
        state.deck = unknown
        state.discard = list(view.discard)
        state.won = [list(pile) for pile in view.won]
        state.held = list(view.held)
        state.sequence = [assigned[h] for h in view.face_down]
        state.handles = list(view.face_down)
        state.revealed = list(view.revealed)
        state.active = view.active
        state.phase = view.phase
        state.pending = view.pending_draws
        state.must_stop = view.must_stop
        state.drawn = view.drawn_this_turn
        state.offer = list(view.offer_seats)
        state.bear_spent = view.bear_spent
        state.turns = list(view.turns_taken)
        state.events = [
            replace(e, card=assigned[e.handle])
            if e.card is None and e.kind in L.MASKABLE and e.handle in assigned
            else e
            for e in view.log
        ]
        state.flash_from = view.flash_from
        state.turn_from = view.turn_from
        return state
