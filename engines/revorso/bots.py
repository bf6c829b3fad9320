"""Revorso bots: players with a memory model.

A bot sees what a person in its seat sees: views. Every card is shown once, in the view
right after the action that revealed it (``view.just_shown``), and is then face down,
known only by its *handle*. A bot therefore has to watch: call :meth:`MemoryBot.observe`
with the seat's view after every action (:func:`play_game` does it; a bot that is only
asked to ``choose`` still sees its own cards, since it acts right after each of its draws,
but misses the other players' cards and so cannot Bear).

Memory model. Each card of a sequence of ``n`` cards is recalled with probability
``recall(n) = 1 / (1 + exp((n - span) / 1.3))``, where ``span`` (the length at which
recall is a coin toss) grows with the level: 4.5 easy, 6.5 medium, 8.5 hard. When a card
is shown the bot draws its *strength* ``u``, uniform in [0, 1): the card is recalled
while ``u < recall(n)``. Each card is thus recalled with exactly ``recall(n)``, and a card
recalled in a long sequence is also recalled in a shorter one. A card that is not recalled
is guessed from the cards not yet seen elsewhere. A Switch played on the bot's sequence
makes the two swapped cards harder to place (their recall is multiplied by
:data:`SWITCH_CONFUSION`).

Decisions:

* ``strong`` (:class:`MemoryBot`): stops drawing by expected value — the points of the
  sequence times the chance of recalling all of it, against the expectation over the next
  card types (with ``lookahead`` draws of look-ahead, +3 and Steal 2 included). Like a
  person who feels a card slipping, it knows the strengths of the cards it holds, so it
  values its own sequence exactly and only the cards still to come on average; it also
  counts the Bear holders waiting to take its top card. It Bears only a card it recalls,
  plays Switch on sequences worth it, and at ``hard`` tracks the won piles (their top
  cards) to pick whom to rob with Steal 2.
* ``greedy`` (:class:`GreedyMemoryBot`): the same memory, but it values every sequence by
  the average recall of its length (it does not sense which cards are slipping); one draw
  of look-ahead, Steal 2 on the biggest pile, Switch on any sequence of two cards or more,
  Bear whenever it recalls the top card.
* ``random``: the generic random bot (any legal action).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence

from engines.base import Action, GameState, View
from engines.bots.base import Bot
from engines.revorso import log as L
from engines.revorso.cards import CARD_TYPES, SYMBOLS, composition, is_symbol, points_of
from engines.revorso.game import CallBear, Draw, Name, Pass, PlaySwitch, RevorsoView, StealFrom, Stop
from engines.rng import choice

__all__ = ["SPANS", "SWITCH_CONFUSION", "GreedyMemoryBot", "MemoryBot", "play_game", "recall_probability"]

#: Sequence length at which a card is recalled half of the time, by level.
SPANS = {"easy": 4.5, "medium": 6.5, "hard": 8.5}
_SLOPE = 1.3
#: Recall multiplier for the two cards a Switch moved, by level.
SWITCH_CONFUSION = {"easy": 0.7, "medium": 0.8, "hard": 0.9}


def recall_probability(length: int, level: str) -> float:
    """Chance of recalling one card of a sequence of ``length`` cards."""
    return 1.0 / (1.0 + math.exp((length - SPANS.get(level, SPANS["medium"])) / _SLOPE))


# Card categories used by the expected-value search: symbols differ only by points.
_PLAIN, _HONEY = "plain", "honey"
_KINDS = (_PLAIN, _HONEY, "plus3", "steal2", "hibernate", "action")


def _kind(card: str) -> str:
    if is_symbol(card):
        return _HONEY if card == "honey" else _PLAIN
    return card if CARD_TYPES[card].category == "effect" else "action"


class MemoryBot(Bot):
    """The strong Revorso bot; ``level`` sets its memory (and its tracking at ``hard``)."""

    kind = "strong"
    lookahead = 3
    #: Guess accuracy assumed for a forgotten card when valuing a sequence.
    guess_accuracy = 0.25

    def __init__(self, game: type[GameState], *, level: str = "medium", seed: int = 0) -> None:
        super().__init__(game, level=level, seed=seed)
        self._reset()

    def _reset(self) -> None:
        self.memory: dict[int, str] = {}  # handle -> symbol seen
        self.strength: dict[int, float] = {}  # handle -> recalled while below recall(n)
        self.next_event = 0

    # -- watching the table --------------------------------------------------------------

    def observe(self, view: View) -> None:
        """Note every card shown since the last call (only what the view shows now)."""
        assert isinstance(view, RevorsoView)
        if len(view.log) < self.next_event:  # a new game
            self._reset()
        for event in view.log[self.next_event :]:
            if event.kind in L.MASKABLE and event.card is not None and event.handle is not None:
                self.memory[event.handle] = event.card
                if event.handle not in self.strength:
                    self.strength[event.handle] = self.rng.random()
        self.next_event = len(view.log)

    def rewind(self, view: View) -> None:
        """An undo: the cards shown before ``view`` are still remembered, those after are gone."""
        assert isinstance(view, RevorsoView)
        self.next_event = min(self.next_event, len(view.log))

    def _recalls(self, view: RevorsoView, handle: int) -> str | None:
        """The symbol under ``handle`` if this bot recalls it now."""
        if handle not in self.memory:
            return None
        p = recall_probability(view.sequence_length, self.level)
        if self._switched(view) and handle in (view.face_down[0], view.face_down[-1]):
            p *= SWITCH_CONFUSION.get(self.level, 0.8)
        return self.memory[handle] if self.strength[handle] < p else None

    @staticmethod
    def _switched(view: RevorsoView) -> bool:
        return any(e.kind == L.SWITCH for e in view.log[view.turn_from :])

    # -- choosing ------------------------------------------------------------------------

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        assert isinstance(view, RevorsoView)
        self.observe(view)
        actions = list(legal)
        if len(actions) == 1:
            return actions[0]
        first = actions[0]
        if isinstance(first, Name):
            return Name(self._answer(view))
        if isinstance(first, CallBear):
            return self._bear(view)
        if isinstance(first, PlaySwitch):
            return PlaySwitch() if self._wants_switch(view) else Pass()
        if isinstance(first, StealFrom):
            return StealFrom(
                self._steal_target(view, [a.target for a in actions if isinstance(a, StealFrom)])
            )
        if Draw() in actions and Stop() in actions:
            return Draw() if self._should_draw(view) else Stop()
        return choice(actions, self.rng)

    def _answer(self, view: RevorsoView) -> str:
        handle = view.face_down[-1]
        return self._recalls(view, handle) or self._best_guess(view, exclude=handle)

    def _unseen(self, view: RevorsoView, exclude: int | None = None) -> Counter[str]:
        """Cards whose place this bot does not know: the deck and what it forgot."""
        pool = composition(view.decks)
        pool.subtract(view.discard)
        for pile in view.won:
            pool.subtract(pile)
        pool.subtract(c for c in view.held if c is not None)
        pool.subtract(view.revealed)
        for handle in view.face_down:
            if handle != exclude and (symbol := self._recalls(view, handle)) is not None:
                pool.subtract([symbol])
        return +pool

    def _best_guess(self, view: RevorsoView, exclude: int | None = None) -> str:
        pool = self._unseen(view, exclude)
        best = max(pool[s] for s in SYMBOLS)
        return choice([s for s in SYMBOLS if pool[s] == best], self.rng)

    # Reactions on other players' turns.

    def _bear(self, view: RevorsoView) -> Action:
        handle = view.face_down[-1]
        symbol = self._recalls(view, handle)
        if symbol is not None:
            return CallBear(symbol)
        if view.deck_size == 0 and self._use_blind_bear():  # last test of the game
            return CallBear(self._best_guess(view))
        return Pass()

    def _use_blind_bear(self) -> bool:
        return True

    def _wants_switch(self, view: RevorsoView) -> bool:
        if view.sequence_length < 3 and view.deck_size > 2 * view.players:
            return False
        first, last = view.face_down[0], view.face_down[-1]
        # Swapping two equal cards changes nothing.
        return not (first in self.memory and last in self.memory and self.memory[first] == self.memory[last])

    def _steal_target(self, view: RevorsoView, targets: list[int]) -> int:
        scores = view.scores
        if self.level == "hard":  # tracks the won piles: rob the richest top two cards
            return max(targets, key=lambda t: (points_of(view.won[t][-2:]), scores[t], -t))
        return max(targets, key=lambda t: (scores[t], -t))

    # Drawing: expected value.

    def _sequence_points(self, view: RevorsoView) -> float:
        seen = [self.memory.get(h) for h in view.face_down]
        return sum(CARD_TYPES[c].points if c else 1.2 for c in seen)

    def _should_draw(self, view: RevorsoView) -> bool:
        pool = Counter(self._unseen(view))
        counts = tuple(sum(n for c, n in pool.items() if _kind(c) == k) for k in _KINDS)
        steal_value = self._steal_value(view)
        bear_threat = sum(1 for p, c in enumerate(view.held) if c == "bear" and p != view.player)
        known = tuple(self.strength[h] for h in view.face_down if h in self.strength)
        value = _make_evaluator(self.level, self.guess_accuracy, bear_threat, known)
        n, points = view.sequence_length, self._sequence_points(view)
        stop = value(n, points)
        go = _expected_draw(value, n, points, counts, self.lookahead, bool(view.steal_targets()), steal_value)
        return go > stop + 1e-9

    def _steal_value(self, view: RevorsoView) -> float:
        targets = view.steal_targets()
        if not targets:
            return 2.4
        if self.level == "hard":
            return float(max(points_of(view.won[t][-2:]) for t in targets))
        return 2.4


class GreedyMemoryBot(MemoryBot):
    """Same memory, short-sighted play: one draw of look-ahead, no tracking, eager reactions."""

    kind = "greedy"
    lookahead = 1

    def _wants_switch(self, view: RevorsoView) -> bool:
        return view.sequence_length >= 2

    def _steal_target(self, view: RevorsoView, targets: list[int]) -> int:
        return max(targets, key=lambda t: (len(view.won[t]), -t))

    def _use_blind_bear(self) -> bool:
        return False

    def _should_draw(self, view: RevorsoView) -> bool:
        pool = Counter(self._unseen(view))
        counts = tuple(sum(n for c, n in pool.items() if _kind(c) == k) for k in _KINDS)
        value = _make_evaluator(self.level, self.guess_accuracy, 0)
        n, points = view.sequence_length, self._sequence_points(view)
        return (
            _expected_draw(value, n, points, counts, 1, bool(view.steal_targets()), _GREEDY_STEAL_VALUE)
            > value(n, points) + 1e-9
        )


# -- expected value of a sequence ------------------------------------------------------

Evaluator = Callable[[float, float], float]


def _make_evaluator(level: str, guess: float, bear_threat: int, known: tuple[float, ...] = ()) -> Evaluator:
    """Value of stopping with ``n`` cards worth ``points``: points times the recall chance.

    ``known`` are the strengths of cards already held, if the bot senses them; the other
    cards are recalled with the average chance.
    """

    def value(n: float, points: float) -> float:
        if n <= 0:
            return 0.0
        p = recall_probability(round(n), level)
        success: float = (p + (1 - p) * guess) ** max(n - len(known), 0.0)  # float ** float is typed Any
        for u in known:
            if u >= p:
                success *= guess
        # Each Bear holder may take one card (worth the average) before the test.
        loss = min(bear_threat, n) * 0.5 * (points / n)
        return success * (points - loss)

    return value


_AVERAGE_SYMBOL = 1.2  # (4 x 12 plain at 1 + 12 honey at 2) / 60
#: The points the greedy bot expects from a Steal 2 (it does not track the won piles).
_GREEDY_STEAL_VALUE = 2.4


def _expected_draw(
    value: Evaluator,
    n: float,
    points: float,
    counts: tuple[int, ...],
    depth: int,
    can_steal: bool,
    steal_value: float,
) -> float:
    """Expected value of drawing one card now, then playing on for ``depth - 1`` more draws.

    ``steal_value`` is what the two cards of a Steal 2 are expected to be worth.
    """
    total = sum(counts)
    if total == 0:
        return value(n, points)
    plain, honey, plus3, steal2, hibernate, action = counts
    symbol_share = (plain + honey) / total
    sym_points = (plain + 2 * honey) / max(plain + honey, 1) if plain + honey else _AVERAGE_SYMBOL
    result = 0.0

    def best(n2: float, p2: float, counts2: tuple[int, ...]) -> float:
        stop = value(n2, p2)
        if depth <= 1 or sum(counts2) == 0:
            return stop
        return max(stop, _expected_draw(value, n2, p2, counts2, depth - 1, can_steal, steal_value))

    def without(index: int) -> tuple[int, ...]:
        return tuple(c - 1 if i == index else c for i, c in enumerate(counts))

    if plain:
        result += plain / total * best(n + 1, points + 1, without(0))
    if honey:
        result += honey / total * best(n + 1, points + 2, without(1))
    if plus3:  # three forced draws, taken at their average
        extra = 3 * symbol_share
        result += plus3 / total * best(n + extra, points + extra * sym_points, without(2))
    if steal2:
        if can_steal:
            result += steal2 / total * best(n + 2, points + steal_value, without(3))
        else:
            extra = 2 * symbol_share
            result += steal2 / total * best(n + extra, points + extra * sym_points, without(3))
    if hibernate:
        result += hibernate / total * value(n, points)
    if action:
        result += action / total * best(n, points, without(5))
    return result


# -- playing a whole game --------------------------------------------------------------


def play_game(state: GameState, bots: Sequence[Bot], max_actions: int | None = None) -> GameState:
    """Play ``state`` to the end with one bot per seat, letting every bot watch every action."""
    limit = max_actions if max_actions is not None else state.max_game_length
    # Only bots with a memory need the views; building them for the others costs time.
    watchers = [(seat, bot) for seat, bot in enumerate(bots) if type(bot).observe is not Bot.observe]
    for _ in range(limit):
        if state.is_terminal():
            break
        seat = state.current_player
        action = bots[seat].choose(state.view(seat), state.legal_actions())
        state.apply(action)
        for watcher_seat, bot in watchers:
            if watcher_seat != seat or not state.is_terminal():
                bot.observe(state.view(watcher_seat))
    return state
