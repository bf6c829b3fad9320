"""DJ05135 actions: each step of a turn is one small action, so a table can prompt for it.

Cards are named by their *tag*, a number given to each card when it is dealt (its place
in the shuffled deck). A tag says nothing about the card's faces; it only lets a table
and a bot follow a card as it moves, as players follow a card with their eyes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from engines.base import Action
from engines.text import t

__all__ = ["FlipCentreCard", "FlipHandCard", "PlayCard", "StealCard", "TakeCard", "player_name"]


def player_name(seat: int, names: Sequence[str] | None) -> str:
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return t("player {number}", number=seat + 1)


@dataclass(frozen=True)
class PlayCard(Action):
    """Put a card from your hand in the centre, the side you see facing up."""

    kind: ClassVar[str] = "play"
    tag: int

    def __str__(self) -> str:
        return t("plays card #{tag} from their hand", tag=self.tag)


@dataclass(frozen=True)
class FlipCentreCard(Action):
    """One of the three centre cards a flip-three pictogram turns over."""

    kind: ClassVar[str] = "flip_centre"
    tag: int

    def __str__(self) -> str:
        return t("flips centre card #{tag}", tag=self.tag)


@dataclass(frozen=True)
class FlipHandCard(Action):
    """The flip-one pictogram: turn round a card in any hand (your own included)."""

    kind: ClassVar[str] = "flip_hand"
    owner: int
    tag: int

    def __str__(self) -> str:
        return self.describe()

    def describe(self, player_names: Sequence[str] | None = None) -> str:
        return t(
            "flips card #{tag} in the hand of {player}",
            tag=self.tag,
            player=player_name(self.owner, player_names),
        )


@dataclass(frozen=True)
class StealCard(Action):
    """The steal pictogram: take a card from an opponent instead of from the centre.

    ``keep_seen_side`` True keeps facing you the side you saw in the opponent's hand;
    False turns the card round, so you see the side its owner saw.
    """

    kind: ClassVar[str] = "steal"
    victim: int
    tag: int
    keep_seen_side: bool

    def __str__(self) -> str:
        return self.describe()

    def describe(self, player_names: Sequence[str] | None = None) -> str:
        victim = player_name(self.victim, player_names)
        if self.keep_seen_side:
            return t(
                "takes card #{tag} from {player}, keeping the side they saw", tag=self.tag, player=victim
            )
        return t("takes card #{tag} from {player}, turning it round", tag=self.tag, player=victim)


@dataclass(frozen=True)
class TakeCard(Action):
    """Take a centre card into your hand, its face-up side facing you."""

    kind: ClassVar[str] = "take"
    tag: int

    def __str__(self) -> str:
        return t("takes centre card #{tag}", tag=self.tag)
