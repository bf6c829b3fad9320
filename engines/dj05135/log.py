"""The DJ05135 game log, told separately to each player.

The engine records every event once, with where each moved card was and which way it
faced before and after (:class:`Event`). :func:`render` tells one event to one reader:
the entry names a face only when that reader saw that face just before or just after
the event, and lists those sightings in ``seen`` (a table shows the text; a bot with a
memory reads ``seen``). So a log line can never give away a side its reader may not see.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from engines.dj05135.cards import MAGNIFIER, Face, face_text, the_animal
from engines.events import GameEvent
from engines.text import Message, comma_list, player_label, t

__all__ = [
    "CENTRE",
    "SPECTATOR",
    "Event",
    "LogEntry",
    "Move",
    "fill_seats",
    "render",
    "seat_token",
    "visible_face",
]

#: The location of a card lying face up in the centre (hands are located by seat).
CENTRE = -1
#: A reader at no seat: sees the centre and the outer side of every hand, like the table.
SPECTATOR = -2

#: A card moving or turning: (tag, location before, up before, location after, up after).
Move = tuple[int, int, int, int, int]


@dataclass(frozen=True, slots=True)
class Event:
    turn: int
    kind: str
    actor: int
    target: int | None = None
    moves: tuple[Move, ...] = ()
    extra: tuple[int, ...] = ()

    def __deepcopy__(self, memo: dict[int, object]) -> Event:
        # Frozen, and made of immutable values: a clone of a game shares its record of plays.
        return self


@dataclass(frozen=True)
class LogEntry(GameEvent):
    """One event as one reader saw it.

    ``template`` is a :class:`~engines.text.Message` with ``{p0}``…``{p3}`` stand-ins
    where players are named (the reader is "you"); :meth:`text` fills them in. ``seen``
    lists every (tag, face) the reader saw of the cards involved, just before or just
    after the event.
    """

    turn: int
    kind: str
    actor: int
    target: int | None
    template: str
    seen: tuple[tuple[int, Face], ...]

    def text(self, names: Sequence[str] | None = None) -> str:
        return fill_seats(self.template, names)

    def describe(self, names: Sequence[str] | None = None) -> str:
        return self.text(names)

    def __str__(self) -> str:
        return self.text()


def seat_token(seat: int) -> str:
    """The stand-in for a player's name in a template, filled in by :func:`fill_seats`."""
    return f"{{p{seat}}}"


def fill_seats(text: str, names: Sequence[str] | None = None) -> str:
    """``text`` with each ``{pN}`` stand-in replaced by a name, keeping messages translatable."""

    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        if names is not None and seat < len(names):
            return names[seat]
        return player_label(seat)

    if isinstance(text, Message):
        params = {k: fill_seats(v, names) if isinstance(v, str) else v for k, v in text.params.items()}
        return Message(text.template, params)
    return _TOKEN.sub(name, text)


_TOKEN = re.compile(r"\{p(\d)\}")


def visible_face(sides: tuple[Face, Face], up: int, location: int, reader: int) -> Face:
    """The side ``reader`` sees of a card at ``location`` whose side ``up`` faces up (or its holder)."""
    if location in (CENTRE, reader):
        return sides[up]
    return sides[1 - up]


def _change(before: Face, after: Face) -> str:
    if before == after:
        return t("you still see {face}", face=face_text(before))
    return t("you saw {before}, now you see {after}", before=face_text(before), after=face_text(after))


def _points(total: int) -> str:
    if total == 1:
        return t("1 point")
    return t("{count} points", count=total)


def _describe(
    event: Event, reader: int, sights: list[tuple[Face, Face]], scoring: Sequence[Face] | None
) -> str:
    actor, target = event.actor, event.target
    kind = event.kind
    you = actor == reader
    player = seat_token(actor)
    if kind == "play":
        before, after = sights[0]
        if before != after:
            if you:
                return t(
                    "You play {face} (you saw its other side, {other}).",
                    face=face_text(after),
                    other=face_text(before),
                )
            return t(
                "{player} plays {face} (you saw its other side, {other}).",
                player=player,
                face=face_text(after),
                other=face_text(before),
            )
        if you:
            return t("You play {face}.", face=face_text(after))
        return t("{player} plays {face}.", player=player, face=face_text(after))
    if kind == "skip":
        assert target is not None
        if target == reader:
            return t("You miss your next turn.")
        return t("{player} will miss the next turn.", player=seat_token(target))
    if kind == "reverse":
        if event.extra and event.extra[0] > 0:
            return t("Play now goes the other way (clockwise).")
        return t("Play now goes the other way (anticlockwise).")
    if kind == "flip_centre":
        before, after = sights[0]
        if you:
            return t(
                "You flip a centre card: {before} becomes {after}.",
                before=face_text(before),
                after=face_text(after),
            )
        return t(
            "{player} flips a centre card: {before} becomes {after}.",
            player=player,
            before=face_text(before),
            after=face_text(after),
        )
    if kind == "flip_hand":
        assert target is not None
        change = _change(*sights[0])
        if actor == target:
            if you:
                return t("You flip one of your own cards: {change}.", change=change)
            return t("{player} flips one of their own cards: {change}.", player=player, change=change)
        if target == reader:
            return t("{player} flips one of your cards: {change}.", player=player, change=change)
        if you:
            return t("You flip a card in {other}'s hand: {change}.", other=seat_token(target), change=change)
        return t(
            "{player} flips a card in {other}'s hand: {change}.",
            player=player,
            other=seat_token(target),
            change=change,
        )
    if kind == "steal":
        assert target is not None
        change = _change(*sights[0])
        if target == reader:
            return t("{player} takes a card from your hand: {change}.", player=player, change=change)
        if you:
            return t(
                "You take a card from {other}'s hand: {change}.", other=seat_token(target), change=change
            )
        return t(
            "{player} takes a card from {other}'s hand: {change}.",
            player=player,
            other=seat_token(target),
            change=change,
        )
    if kind == "take":
        before, after = sights[0]
        if before != after:
            if you:
                return t(
                    "You take {face} from the centre; its other side, {other}, now faces you.",
                    face=face_text(before),
                    other=face_text(after),
                )
            return t(
                "{player} takes {face} from the centre; its other side, {other}, now faces you.",
                player=player,
                face=face_text(before),
                other=face_text(after),
            )
        if you:
            return t("You take {face} from the centre.", face=face_text(before))
        return t("{player} takes {face} from the centre.", player=player, face=face_text(before))
    if kind == "score":
        points = _points(event.extra[0])
        outer = bool(event.extra[1])
        if scoring is None:
            if you:
                return t(
                    "You score a point ({points}): the others see the same thing on all your cards.",
                    points=points,
                )
            if outer:
                return t(
                    "{player} scores a point ({points}): all their cards match on the side "
                    "everyone else sees.",
                    player=player,
                    points=points,
                )
            return t(
                "{player} scores a point ({points}): all their cards match on the side they see.",
                player=player,
                points=points,
            )
        first = scoring[0]
        shown = (
            the_animal(first.animal)
            if all(f.animal == first.animal for f in scoring)
            else the_animal(MAGNIFIER)
        )
        if you:
            return t(
                "You score a point ({points}): all your cards show {shown} on your side.",
                points=points,
                shown=shown,
            )
        return t(
            "{player} scores a point ({points}): all {player}'s cards show {shown} on your side.",
            player=player,
            points=points,
            shown=shown,
        )
    if kind == "win":
        if you:
            return t("You win with 3 points!")
        return t("{player} wins with 3 points!", player=player)
    if kind == "end":
        names = [t("you") if seat == reader else seat_token(seat) for seat in event.extra]
        return t("The turn limit is reached; the most points: {players}.", players=comma_list(names))
    raise ValueError(f"unknown event kind {kind!r}")


def render(event: Event, reader: int, sides: Sequence[tuple[Face, Face]]) -> LogEntry:
    """``event`` as ``reader`` saw it."""
    sights: list[tuple[Face, Face]] = []
    seen: list[tuple[int, Face]] = []
    for tag, loc0, up0, loc1, up1 in event.moves:
        before = visible_face(sides[tag], up0, loc0, reader)
        after = visible_face(sides[tag], up1, loc1, reader)
        sights.append((before, after))
        for face in (before, after):
            if (tag, face) not in seen:
                seen.append((tag, face))
    scoring: list[Face] | None = None
    if event.kind == "score":
        outer = bool(event.extra[1])
        # The scoring side is the holder's own side, or the side everyone else sees.
        if (event.actor == reader) != outer:
            scoring = [after for _, after in sights]
    template = _describe(event, reader, sights, scoring)
    return LogEntry(event.turn, event.kind, event.actor, event.target, template, tuple(seen))
