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

from engines.dj05135.cards import Face

__all__ = ["CENTRE", "Event", "LogEntry", "Move", "render", "visible_face"]

#: The location of a card lying face up in the centre (hands are located by seat).
CENTRE = -1

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


@dataclass(frozen=True)
class LogEntry:
    """One event as one reader saw it.

    ``template`` holds ``{p0}``…``{p3}`` where players are named (the reader is "you");
    :meth:`text` fills them in. ``seen`` lists every (tag, face) the reader saw of the
    cards involved, just before or just after the event.
    """

    turn: int
    kind: str
    actor: int
    target: int | None
    template: str
    seen: tuple[tuple[int, Face], ...]

    def text(self, names: Sequence[str] | None = None) -> str:
        def name(match: re.Match[str]) -> str:
            seat = int(match.group(1))
            if names is not None and seat < len(names):
                return names[seat]
            return f"Player {seat + 1}"

        sentence = re.sub(r"\{p(\d)\}", name, self.template)
        return sentence[:1].upper() + sentence[1:]

    def __str__(self) -> str:
        return self.text()


def visible_face(sides: tuple[Face, Face], up: int, location: int, reader: int) -> Face:
    """The side ``reader`` sees of a card at ``location`` whose side ``up`` faces up (or its holder)."""
    if location in (CENTRE, reader):
        return sides[up]
    return sides[1 - up]


def _who(seat: int, reader: int) -> str:
    return "you" if seat == reader else f"{{p{seat}}}"


def _whose(seat: int, reader: int) -> str:
    return "your" if seat == reader else f"{{p{seat}}}'s"


def _verb(seat: int, reader: int, verb: str) -> str:
    """'you take' / '{p1} takes'."""
    if seat == reader:
        return f"you {verb}"
    third = verb + ("es" if verb.endswith(("s", "sh", "ch")) else "s")
    return f"{{p{seat}}} {third}"


def _change(before: Face, after: Face) -> str:
    if before == after:
        return f"you still see {before}"
    return f"you saw {before}, now you see {after}"


def _describe(
    event: Event, reader: int, sights: list[tuple[Face, Face]], scoring: Sequence[Face] | None
) -> str:
    actor, target = event.actor, event.target
    kind = event.kind
    if kind == "play":
        before, after = sights[0]
        text = f"{_verb(actor, reader, 'play')} {after}"
        if before != after:
            text += f" (you saw its other side, {before})"
        return text + "."
    if kind == "skip":
        assert target is not None
        return (
            f"{_who(target, reader)} will miss the next turn."
            if target != reader
            else "you miss your next turn."
        )
    if kind == "reverse":
        way = "clockwise" if event.extra and event.extra[0] > 0 else "anticlockwise"
        return f"play now goes the other way ({way})."
    if kind == "flip_centre":
        before, after = sights[0]
        return f"{_verb(actor, reader, 'flip')} a centre card: {before} becomes {after}."
    if kind == "flip_hand":
        assert target is not None
        before, after = sights[0]
        if actor == target:
            where = "one of your own cards" if actor == reader else "one of their own cards"
        else:
            where = "one of your cards" if target == reader else f"a card in {_whose(target, reader)} hand"
        return f"{_verb(actor, reader, 'flip')} {where}: {_change(before, after)}."
    if kind == "steal":
        assert target is not None
        before, after = sights[0]
        source = "your hand" if target == reader else f"{_whose(target, reader)} hand"
        return f"{_verb(actor, reader, 'take')} a card from {source}: {_change(before, after)}."
    if kind == "take":
        before, after = sights[0]
        text = f"{_verb(actor, reader, 'take')} {before} from the centre"
        if before != after:
            text += f"; its other side, {after}, now faces you"
        return text + "."
    if kind == "score":
        total = event.extra[0]
        outer = bool(event.extra[1])
        points = f"({total} point{'s' if total != 1 else ''})"
        if scoring is None:
            if actor == reader:
                return f"you score a point {points}: the others see the same thing on all your cards."
            side = "the side everyone else sees" if outer else "the side they see"
            return f"{_verb(actor, reader, 'score')} a point {points}: all their cards match on {side}."
        first = scoring[0]
        shown = f"the {first.animal}" if all(f.animal == first.animal for f in scoring) else "the magnifier"
        hand = _whose(actor, reader)
        return (
            f"{_verb(actor, reader, 'score')} a point {points}: all {hand} cards show {shown} on your side."
        )
    if kind == "win":
        return f"{_verb(actor, reader, 'win')} with 3 points!"
    if kind == "end":
        names = [_who(seat, reader) for seat in event.extra]
        return f"the turn limit is reached; the most points: {', '.join(names)}."
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
