"""A two-player game added through a manifest alone, to prove that a game plugs in.

"High card": each player holds three hidden numbers; in each of three rounds both play a
card face up and the higher takes the round. Nothing outside this file names the game:
a test registers ``SPEC`` (or sets ``RECTOVERSO_GAMES=tests.plugin_game``) and the home
screen, ``--smoke``, saves, the table shell and the phones (the generic phone page) pick it up.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engines.base import TERMINAL, Action, GameState, View
from engines.manifest import GameSpec
from engines.rng import shuffle
from engines.text import t


@dataclass(frozen=True)
class PlayCard(Action):
    kind: ClassVar[str] = "play"
    card: int

    def __str__(self) -> str:
        return t("play {card}", card=self.card)


@dataclass(frozen=True)
class HighCardView(View):
    hand: tuple[int, ...]
    table: tuple[int | None, int | None]
    points: tuple[int, int]

    def __str__(self) -> str:
        shown = " · ".join("?" if c is None else str(c) for c in self.table)
        return f"{shown}\n{self.points[0]} – {self.points[1]}\n[{' '.join(map(str, self.hand))}]"


class HighCardState(GameState):
    game = "high_card"
    title = "High card"
    min_players = max_players = 2
    action_types = (PlayCard,)
    max_game_length = 6
    score_bounds = (0.0, 3.0)

    def _setup(self) -> None:
        cards = list(range(1, 10))
        shuffle(cards, self.rng)
        self.hands = [sorted(cards[:3]), sorted(cards[3:6])]
        self.table: list[int | None] = [None, None]
        self.points = [0, 0]

    @property
    def current_player(self) -> int:
        if self.is_terminal():
            return TERMINAL
        return 0 if self.table[0] is None else 1

    def legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        return [PlayCard(c) for c in self.hands[self.current_player]]

    def _apply(self, action: Action) -> None:
        assert isinstance(action, PlayCard)
        self._mark_reveal()
        me = self.current_player
        self.hands[me].remove(action.card)
        self.table[me] = action.card
        first, second = self.table
        if first is not None and second is not None:
            self.points[0 if first > second else 1] += 1
            self.table = [None, None]

    def is_terminal(self) -> bool:
        return not self.hands[0] and not self.hands[1] and self.table == [None, None]

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def view(self, player: int) -> HighCardView:
        first, second = self.table
        return HighCardView(
            player, tuple(self.hands[player]), (first, second), (self.points[0], self.points[1])
        )

    @classmethod
    def determinise(cls, view: View, seed: int) -> HighCardState:
        assert isinstance(view, HighCardView)
        state = cls.blank(2, seed)
        other = 1 - view.player
        seen = {*view.hand, *(c for c in view.table if c is not None)}
        unseen = [c for c in range(1, 10) if c not in seen]
        shuffle(unseen, state.rng)
        size = 3 - sum(view.points) - (0 if view.table[other] is None else 1)
        state.hands = [[], []]
        state.hands[view.player] = list(view.hand)
        state.hands[other] = sorted(unseen[:size])
        state.table = list(view.table)
        state.points = list(view.points)
        return state


SPEC = GameSpec(
    id="high_card",
    name=t("High card"),
    subtitle=t("Three cards each, the higher takes the round"),
    state="tests.plugin_game:HighCardState",
    box_players=range(2, 3),
    default_players=2,
    bots=(("random", "easy"), ("greedy", "medium")),
    order=45,
    shipped=False,
    phone="tableserver.games.text_page:TextPhone",
)
