"""Where every card lies on the table, replayed event by event for the animations.

The engine reports a turn as a list of events (take, flip, bank, ...). The table keeps
this small model of card places and faces, applies the events one at a time and lays
out the cards after each, so a turn is shown as a sequence of moves and flips. At the
end the model is rebuilt from the engine's view, which is the authority.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engines.verso import VersoView
from engines.verso.actions import VersoEvent
from engines.verso.cards import Face

__all__ = ["Step", "TableModel"]

#: A card's place: ("row", player, colour), ("pile",), ("discard",) or ("solo",).
Place = tuple


@dataclass
class Step:
    """What one event changes on screen."""

    flips: list[tuple[int, Face]] = field(default_factory=list)  #: cards turned over in place
    glow: list[int] = field(default_factory=list)  #: cards to point at (a banked series)
    pause: int = 0  #: extra milliseconds to look at the result
    announce: str = ""  #: event kind worth a banner ("square", "end")
    player: int = -1


@dataclass
class TableModel:
    players: int
    place: dict[int, Place]
    face: dict[int, Face]
    pile: int
    discard: list[int]
    points: list[int]
    to_play: int
    phase: str
    solo: int | None = None  #: the card the solo opponent turned last, shown in its slot
    solo_note: str = ""
    solo_before: Face | None = None
    #: Each row's cards in order, found once per change of the model (the table and its
    #: accessible model ask for rows a hundred times a move).
    _rows: dict[tuple[int, int], list[int]] | None = field(
        default=None, init=False, repr=False, compare=False
    )

    @classmethod
    def from_view(cls, view: VersoView, solo: int | None = None, solo_note: str = "") -> TableModel:
        place: dict[int, Place] = {}
        face: dict[int, Face] = {}
        for p, rows in enumerate(view.rows):
            for c, row in enumerate(rows):
                for card in row:
                    place[card.uid] = ("row", p, c)
                    face[card.uid] = card.face
        discard = [c.uid for c in view.discard]
        for card in view.discard:
            place[card.uid] = ("discard",)
            face[card.uid] = card.face
        if view.top is not None:
            place[view.top.uid] = ("pile",)
            face[view.top.uid] = view.top.face
        before = None
        if solo is not None and solo in place and place[solo] == ("discard",):
            place[solo] = ("solo",)
            discard.remove(solo)
            for turn in reversed(view.log):
                found = next((e for e in turn.events if e.kind == "solo" and e.cards[0] == solo), None)
                if found:
                    before = found.before[0]
                    break
        else:
            solo = None
        return cls(
            players=view.players,
            place=place,
            face=face,
            pile=view.pile,
            discard=discard,
            points=list(view.points),
            to_play=view.to_play,
            phase=view.phase,
            solo=solo,
            solo_note=solo_note if solo is not None else "",
            solo_before=before,
        )

    def row(self, player: int, colour: int) -> list[int]:
        """The cards of ``player``'s row of ``colour``, by value."""
        if self._rows is None:
            rows: dict[tuple[int, int], list[int]] = {}
            for uid, place in self.place.items():
                if place[0] == "row":
                    rows.setdefault((place[1], place[2]), []).append(uid)
            for cards in rows.values():
                cards.sort(key=lambda u: (self.face[u].value, u))
            self._rows = rows
        return list(self._rows.get((player, colour), ()))

    def _to_discard(self, uid: int) -> None:
        self.place[uid] = ("discard",)
        if uid in self.discard:
            self.discard.remove(uid)
        self.discard.append(uid)

    def apply(self, event: VersoEvent) -> Step:
        self._rows = None  # cards move and turn over
        step = Step(player=event.player)
        kind = event.kind
        if kind == "take":
            uid = event.cards[0]
            if event.before[0] != event.after[0]:
                step.flips.append((uid, event.after[0]))
            self.face[uid] = event.after[0]
            self.place[uid] = ("row", event.player, event.after[0].colour)
            self.pile -= 1
        elif kind == "identical":
            self._to_discard(event.cards[0])
            step.pause = 250
        elif kind == "bank":
            step.glow = list(event.cards)
            self.points[event.player] += event.points
            step.pause = 550
        elif kind == "discard":
            for uid in event.cards:
                self._to_discard(uid)
        elif kind == "flip":
            uid = event.cards[0]
            step.flips.append((uid, event.after[0]))
            self.face[uid] = event.after[0]
            self.place[uid] = ("row", event.player, event.after[0].colour)
            step.glow = [uid]
            step.pause = 200
        elif kind == "square":
            self.points[event.player] += event.points
            step.announce = "square"
            step.pause = 900
        elif kind == "solo":
            uid = event.cards[0]
            if self.solo is not None:
                self._to_discard(self.solo)
            step.flips.append((uid, event.after[0]))
            self.face[uid] = event.after[0]
            self.place[uid] = ("solo",)
            self.solo, self.solo_note, self.solo_before = uid, event.note, event.before[0]
            self.pile -= 1
            step.pause = 650
        elif kind == "reveal":
            uid = event.cards[0]
            self.place[uid] = ("pile",)
            self.face[uid] = event.after[0]
        elif kind == "end":
            step.announce = "end"
            step.pause = 600
        return step
