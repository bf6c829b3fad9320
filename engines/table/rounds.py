"""Timed rounds that end on the players' calls: what a table tells every seat about the round.

Some games are played in rounds against a stopwatch that end when the players say so
(Recto Verso's partners call "Recto!" and "Verso!"). Whoever owns the round's clock is the
table's :class:`RoundHost`; the table server sends :meth:`RoundHost.snapshot` with every
state and passes a phone's call to :meth:`RoundHost.call`, and the desktop uses the same
host for its own buttons (docs/ARCHITECTURE.md, "Playing on phones"). Every method runs on
the table's thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

__all__ = ["HOLD", "RoundClock", "RoundHost"]

#: The pause reason the teacher's pause puts on a round's clock.
HOLD = "teacher"


@dataclass(frozen=True)
class RoundClock:
    """What a seat needs to show a round's stopwatch: the round, whether its clock counts,
    its time when sent (or its time limit's remaining time: ``limit_ms``), the sides already
    called and when, whether the round's card is face up (a table may announce a round with
    the card face down first), and whether the table must now say if the building is right
    (``judging``, by the seats in ``judges``)."""

    round: int
    counting: bool
    elapsed_ms: int
    called: tuple[str, ...]
    revealed: bool = True
    #: (side, the round's time when that side called), in the order of the calls.
    called_at: tuple[tuple[str, int], ...] = ()
    limit_ms: int | None = None
    judging: bool = False
    judges: tuple[int, ...] = ()
    #: The host's time source and its reading when ``elapsed_ms`` was taken: a state sent
    #: later (another phone sat down) carries the round's time as it is when sent, not as it
    #: was, so no phone's stopwatch falls behind the table's.
    now: Callable[[], int] | None = field(default=None, compare=False, repr=False)
    read_at: int = 0

    def elapsed_now(self) -> int:
        """The round's time at this moment (it moves on only while it counts)."""
        if not self.counting or self.now is None:
            return self.elapsed_ms
        return self.elapsed_ms + max(0, self.now() - self.read_at)

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "counting": self.counting,
            "elapsed_ms": self.elapsed_now(),
            "called": list(self.called),
            "revealed": self.revealed,
            "called_at": dict(self.called_at),
            "limit_ms": self.limit_ms,
            "judging": self.judging,
            "judges": list(self.judges),
        }


class RoundHost(Protocol):
    """The owner of a round's clock and calls."""

    def snapshot(self) -> RoundClock | None:
        """The round as the seats see it now (None: no round at all)."""
        ...

    def call(self, seat: int, round_number: int) -> str | None:
        """``seat`` calls in round ``round_number``: None when taken, else the refusal's code."""
        ...

    def judge(self, seat: int, round_number: int, right: bool) -> str | None:
        """``seat``'s verdict on the round's building (made with real pieces): None when taken."""
        ...

    def hold(self, on: bool) -> None:
        """The teacher's pause stops the round's clock (and starts it again)."""
        ...

    def tick(self) -> bool:
        """Called about twice a second: whether the round changed by itself (a countdown ran
        out, the next round began)."""
        ...

    def seated(self, seats: frozenset[int]) -> bool:
        """The seats that have a player now (phones that sat down): whether the round changed
        (a round waiting for its builders began)."""
        ...
