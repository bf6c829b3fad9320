"""A tiny card game with hidden hands, used to exercise the engine contract on its own.

Cards 1..12 are shuffled; each player holds two. On your turn you either play a card
(it scores its value when it beats the last card played) or draw one while the deck
lasts and your hand has room. The game ends when every card has been played.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engines.base import TERMINAL, Action, GameState, View
from engines.rng import shuffle


@dataclass(frozen=True)
class Play(Action):
    kind: ClassVar[str] = "play"
    card: int

    def __str__(self) -> str:
        return f"plays {self.card}"


@dataclass(frozen=True)
class Draw(Action):
    kind: ClassVar[str] = "draw"

    def __str__(self) -> str:
        return "draws a card"


@dataclass(frozen=True)
class FixtureView(View):
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    table: tuple[int, ...]
    points: tuple[int, ...]
    to_play: int


class FixtureGame(GameState):
    game = "fixture"
    title = "Fixture"
    min_players = 2
    max_players = 3
    action_types = (Play, Draw)
    default_options: ClassVar[dict[str, object]] = {"cards": 12}
    max_game_length = 60
    score_bounds = (0, 78)

    def _setup(self) -> None:
        deck = list(range(1, self.options["cards"] + 1))
        shuffle(deck, self.rng)
        self.hands = [sorted(deck[2 * p : 2 * p + 2]) for p in range(self.players)]
        self.deck = deck[2 * self.players :]
        self.table: list[int] = []
        self.points = [0] * self.players
        self.to_play = 0

    @property
    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.to_play

    def legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        hand = self.hands[self.to_play]
        actions: list[Action] = [Play(c) for c in hand]
        if self.deck and len(hand) < 3:
            actions.append(Draw())
        return actions

    def _apply(self, action: Action) -> None:
        hand = self.hands[self.to_play]
        if isinstance(action, Play):
            hand.remove(action.card)
            if not self.table or action.card > self.table[-1]:
                self.points[self.to_play] += action.card
            self.table.append(action.card)
        else:
            self._mark_reveal()
            hand.append(self.deck.pop())
            hand.sort()
        self._advance()

    def _advance(self) -> None:
        for step in range(1, self.players + 1):
            seat = (self.to_play + step) % self.players
            if self.hands[seat] or self.deck:
                self.to_play = seat
                return

    def is_terminal(self) -> bool:
        return not self.deck and not any(self.hands)

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def view(self, player: int) -> FixtureView:
        return FixtureView(
            player=player,
            hand=tuple(self.hands[player]),
            hand_sizes=tuple(len(h) for h in self.hands),
            deck_size=len(self.deck),
            table=tuple(self.table),
            points=tuple(self.points),
            to_play=self.to_play,
        )

    @classmethod
    def determinise(cls, view: View, seed: int) -> FixtureGame:
        assert isinstance(view, FixtureView)
        state = cls.blank(len(view.hand_sizes), seed)
        known = set(view.hand) | set(view.table)
        unknown = [c for c in range(1, state.options["cards"] + 1) if c not in known]
        shuffle(unknown, state.rng)
        state.hands = []
        for seat, size in enumerate(view.hand_sizes):
            if seat == view.player:
                state.hands.append(list(view.hand))
            else:
                state.hands.append(sorted(unknown[:size]))
                unknown = unknown[size:]
        state.deck = unknown
        state.table = list(view.table)
        state.points = list(view.points)
        state.to_play = view.to_play
        return state
