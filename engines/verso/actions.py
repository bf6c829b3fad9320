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
from engines.events import GameEvent
from engines.text import join_clauses, player_label, t
from engines.verso.cards import Face, colour_word, face_text

__all__ = ["Bank", "Draw", "Pass", "Turn", "VersoEvent", "player_name"]


def player_name(player: int, names: Sequence[str] | None) -> str:
    if player < 0:
        return t("The opponent")
    if names and player < len(names):
        return names[player]
    return player_label(player)


@dataclass(frozen=True)
class Draw(Action):
    """Take the top card of the draw pile, as shown or flipped."""

    kind: ClassVar[str] = "draw"
    player: int
    flip: bool
    shown: str  #: the face on top before taking, e.g. "blue 3"

    def describe(self, player_names: Sequence[str] | None = None) -> str:
        who = player_name(self.player, player_names)
        card = face_text(self.shown)
        if self.flip:
            return t("{player} flips the top card ({card}) and takes it", player=who, card=card)
        return t("{player} takes the top card as shown ({card})", player=who, card=card)

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
        colour = colour_word(self.colour)
        if self.last:
            return t(
                "{player} banks {colour} {values} for {points} points as a last series",
                player=who,
                colour=colour,
                values=self.values,
                points=self.points,
            )
        return t(
            "{player} banks {colour} {values} for {points} points",
            player=who,
            colour=colour,
            values=self.values,
            points=self.points,
        )

    def __str__(self) -> str:
        return self.describe()


@dataclass(frozen=True)
class Pass(Action):
    """Bank no last series (only once the pile is empty)."""

    kind: ClassVar[str] = "pass"
    player: int

    def describe(self, player_names: Sequence[str] | None = None) -> str:
        return t("{player} banks no last series", player=player_name(self.player, player_names))

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
class VersoEvent(GameEvent):
    """Something one action caused (see :data:`EVENT_KINDS`); ``player`` is -1 for the
    solo opponent and the pile."""

    kind: str
    player: int = -1
    cards: tuple[int, ...] = ()
    before: tuple[Face, ...] = ()
    after: tuple[Face, ...] = ()
    points: int = 0
    note: str = ""

    @property
    def actor(self) -> int:
        return self.player

    def describe(self, names: Sequence[str] | None = None) -> str:
        """A clause for the log, or "" for events a view shows without words."""
        who = player_name(self.player, names)
        if self.kind == "take":
            # The card's printed value, not points scored: points count only once a series is banked.
            after = self.after[0]
            if self.before[0] != after:
                return t(
                    "{player} flips {before} → {after} and takes it (a card worth {points})",
                    player=who,
                    before=self.before[0].text,
                    after=after.text,
                    points=after.points,
                )
            return t(
                "{player} takes {card} (a card worth {points})",
                player=who,
                card=after.text,
                points=after.points,
            )
        if self.kind == "identical":
            return t(
                "{player} discards {card}, identical to a card already held",
                player=who,
                card=self.after[0].text,
            )
        if self.kind == "bank":
            colour = colour_word(self.after[0].colour_name)
            values = "-".join(f.label for f in self.after)
            return t(
                "{player} banks {colour} {values} for {points} points",
                player=who,
                colour=colour,
                values=values,
                points=self.points,
            )
        if self.kind == "flip":
            return t(
                "{player} flips {before} → {after}",
                player=who,
                before=self.before[0].text,
                after=self.after[0].text,
            )
        if self.kind == "square":
            return t("{player} completes the square for {points} points", player=who, points=self.points)
        if self.kind == "solo":
            shown, turned = self.before[0].text, self.after[0].text
            if self.note == "joker":
                return t(
                    "the opponent turns {before} → {after} (a joker: nothing happens)",
                    before=shown,
                    after=turned,
                )
            if self.note == "higher":
                return t("the opponent turns {before} → {after} (higher)", before=shown, after=turned)
            if self.note == "lower":
                return t(
                    "the opponent turns {before} → {after} (not higher: nothing happens)",
                    before=shown,
                    after=turned,
                )
            return t("the opponent turns {before} → {after}", before=shown, after=turned)
        if self.kind == "end":
            return t("the draw pile is empty")
        return ""


@dataclass(frozen=True)
class Turn(GameEvent):
    """One action and everything it caused, in order: one line of the game log."""

    player: int
    action: Action
    events: tuple[VersoEvent, ...] = field(default=())

    @property
    def actor(self) -> int:
        return self.player

    def describe(self, names: Sequence[str] | None = None) -> str:
        text = join_clauses([e.describe(names) for e in self.events])
        return text or self.action.describe(names)
