"""Verso's actions (what a player decides) and events (what then happens).

Actions carry the visible facts they are about (the top card's face, the series'
colour, values and points) so that ``str(action)`` is a full sentence on its own and a
save file reads like a game log. Cards are named by their table id (``uid``: the
position the card had in the draw pile, counted from the top), never by their id in the
deck file, which would give away the hidden face.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from engines.base import Action
from engines.verso.cards import Face

__all__ = ["Bank", "Draw", "Event", "Pass", "Turn", "player_name"]


def player_name(player: int, names: Sequence[str] | None) -> str:
    if player < 0:
        return "The opponent"
    if names and player < len(names):
        return names[player]
    return f"Player {player + 1}"


@dataclass(frozen=True)
class Draw(Action):
    """Take the top card of the draw pile, as shown or flipped."""

    kind: ClassVar[str] = "draw"
    player: int
    flip: bool
    shown: str  #: the face on top before taking, e.g. "blue 3"

    def describe(self, player_names: Sequence[str] | None = None) -> str:
        who = player_name(self.player, player_names)
        if self.flip:
            return f"{who} flips the top card ({self.shown}) and takes it"
        return f"{who} takes the top card as shown ({self.shown})"

    def __str__(self) -> str:
        return self.describe()


@dataclass(frozen=True)
class Bank(Action):
    """Bank a series: ``cards`` are table ids in run order, the last two get discarded."""

    kind: ClassVar[str] = "bank"
    player: int
    cards: tuple[int, ...]
    colour: str
    values: str  #: e.g. "2-3-★-5"
    points: int
    last: bool = False  #: the one series each player may bank once the pile is empty

    def describe(self, player_names: Sequence[str] | None = None) -> str:
        who = player_name(self.player, player_names)
        last = " as a last series" if self.last else ""
        return f"{who} banks {self.colour} {self.values} for {self.points} points{last}"

    def __str__(self) -> str:
        return self.describe()


@dataclass(frozen=True)
class Pass(Action):
    """Bank no last series (only once the pile is empty)."""

    kind: ClassVar[str] = "pass"
    player: int

    def describe(self, player_names: Sequence[str] | None = None) -> str:
        return f"{player_name(self.player, player_names)} banks no last series"

    def __str__(self) -> str:
        return self.describe()


#: Event kinds, for views that animate them:
#: ``take`` (player took card ``cards[0]``: ``before`` shown, ``after`` kept face),
#: ``identical`` (card discarded because its owner holds the same colour and value),
#: ``bank`` (series banked: ``cards``/``after`` in run order, ``points``),
#: ``discard`` (the two highest cards of a series go to the discard pile),
#: ``flip`` (a neighbour's or the solo player's card turned: ``before`` → ``after``; ``note`` says why),
#: ``square`` (``player`` scored the 3×3 square: ``points``),
#: ``solo`` (the simulated opponent turned the top card ``before`` → ``after``; ``note`` is
#: ``joker``, ``higher``, ``lower`` or ``same``; the card is then discarded),
#: ``reveal`` (the new top card of the pile shows ``after``), ``end`` (the pile is empty).
EVENT_KINDS = ("take", "identical", "bank", "discard", "flip", "square", "solo", "reveal", "end")


@dataclass(frozen=True)
class Event:
    kind: str
    player: int = -1
    cards: tuple[int, ...] = ()
    before: tuple[Face, ...] = ()
    after: tuple[Face, ...] = ()
    points: int = 0
    note: str = ""

    def describe(self, names: Sequence[str] | None = None) -> str:
        """A clause for the log, or "" for events a view shows without words."""
        who = player_name(self.player, names)
        if self.kind == "take":
            if self.before[0] != self.after[0]:
                return (
                    f"{who} flips {self.before[0]} → {self.after[0]} and takes it ({self.after[0].points} pt)"
                )
            return f"{who} takes {self.after[0]} ({self.after[0].points} pt)"
        if self.kind == "identical":
            return f"{who} discards {self.after[0]}, identical to a card already held"
        if self.kind == "bank":
            colour = self.after[0].colour_name
            values = "-".join(f.label for f in self.after)
            return f"{who} banks {colour} {values} for {self.points} points"
        if self.kind == "flip":
            return f"{who} flips {self.before[0]} → {self.after[0]}"
        if self.kind == "square":
            return f"{who} completes the square for {self.points} points"
        if self.kind == "solo":
            before, after = self.before[0], self.after[0]
            effect = {
                "joker": "a joker: nothing happens",
                "higher": "higher",
                "lower": "not higher: nothing happens",
            }.get(self.note, self.note)
            return f"the opponent turns {before} → {after} ({effect})"
        if self.kind == "end":
            return "the draw pile is empty"
        return ""


@dataclass(frozen=True)
class Turn:
    """One action and everything it caused, in order: one line of the game log."""

    player: int
    action: Action
    events: tuple[Event, ...] = field(default=())

    def describe(self, names: Sequence[str] | None = None) -> str:
        clauses = [e.describe(names) for e in self.events]
        text = "; ".join(c for c in clauses if c)
        return text or self.action.describe(names)
