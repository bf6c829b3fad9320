"""What the Verso table asks of a game beyond the play layer: series checks, whose rows sit below.

Seats, bots, undo, saves and autosave are the play layer's
(:class:`~engines.table.session.TableSession`, docs/ARCHITECTURE.md, "The play layer");
this module only answers the two questions that belong to Verso's table. No Qt here, so
both are checked without a window.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engines.table.session import TableSession
from engines.verso import VersoState
from engines.verso.actions import Bank
from engines.verso.cards import Face
from engines.verso.rules import series_values

__all__ = ["SeriesCheck", "bottom_seat", "check_series"]


@dataclass(frozen=True)
class SeriesCheck:
    """What the table says about the cards a player selected for a series."""

    #: The legal ways to bank exactly these cards (where the jokers stand decides which two go).
    banks: list[Bank] = field(default_factory=list)
    #: Why the selection is no series, an English sentence the view translates ("" when it is one).
    reason: str = ""
    #: The series' points, and the extra points banking it scores at once (the square).
    points: int = 0
    square: int = 0

    @property
    def ok(self) -> bool:
        return bool(self.banks)


def bottom_seat(session: TableSession) -> int:
    """Whose rows sit at the bottom of a shared screen: the person to act, else the last who did.

    Everything in Verso is face up, so showing another person's rows loses nothing; a
    table of computer players only is watched from the first seat.
    """
    persons = session.setup.persons
    if not persons:
        return 0
    to_act = session.to_act()
    if to_act in persons:
        return to_act
    last = session.last_person()
    return persons[0] if last is None else last


def check_series(state: VersoState, cards: set[int]) -> SeriesCheck:
    """Whether the player to act may bank exactly ``cards``, for how much, or why not."""
    if state.is_terminal():
        return SeriesCheck()
    player = state.to_play
    banks = [
        a
        for a in state.legal_actions()
        if isinstance(a, Bank) and set(a.cards) == cards and a.player == player
    ]
    if not banks:
        return SeriesCheck(reason=_why_not(state, cards))
    after = state.clone()
    after.record = False
    before = after.points[player]
    after.apply(banks[0])
    gained = after.points[player] - before
    return SeriesCheck(banks, "", banks[0].points, gained - banks[0].points)


def _why_not(state: VersoState, cards: set[int]) -> str:
    """An English reason, translated by the view (context ``VersoSeries``: keys are the sentences)."""
    faces = [face for uid in cards if (face := _own_face(state, uid)) is not None]
    if len(cards) < 2:
        return "Select two or more cards of one colour."
    if len(cards) > 6:
        return "A series has at most six cards."
    if len({f.colour for f in faces}) > 1:
        return "A series is all one colour."
    if all(f.is_joker for f in faces):
        return "A series needs at least one numbered card."
    numbers = sorted(f.value for f in faces if not f.is_joker)
    if len(set(numbers)) < len(numbers):
        return "Two cards have the same value."
    if series_values(sorted(faces, key=lambda f: f.value or 99), bool(state.options["wrap"])) is None:
        return "These values do not follow on, even with jokers filling the gaps."
    return "It is not your turn to bank."


def _own_face(state: VersoState, uid: int) -> Face | None:
    """The face of ``uid`` if it lies in a row of the player to act."""
    if any(uid in row for row in state.rows[state.to_play]):
        return state.face(uid)
    return None
