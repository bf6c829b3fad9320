"""Timed rounds that end on the players' calls: what a table tells every seat about the round.

Some games are played in rounds against a stopwatch that end when the players say so
(Recto Verso's partners call "Recto!" and "Verso!"). Whoever owns the round's clock is the
table's :class:`RoundHost`; the table server sends :meth:`RoundHost.snapshot` with every
state and passes a phone's call to :meth:`RoundHost.call`, and the desktop uses the same
host for its own buttons (docs/ARCHITECTURE.md, "Playing on phones"). Every method runs on
the table's thread.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

__all__ = ["HOLD", "RoundClock", "RoundHost"]

#: The pause reason the teacher's pause puts on a round's clock.
HOLD = "teacher"


@dataclass(frozen=True)
class RoundClock:
    """What a seat needs to show a round's stopwatch: the round, whether its clock counts,
    its time when sent, the sides already called, and whether the round's card is face up
    (a table may announce a round with the card face down first)."""

    round: int
    counting: bool
    elapsed_ms: int
    called: tuple[str, ...]
    revealed: bool = True

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "counting": self.counting,
            "elapsed_ms": self.elapsed_ms,
            "called": list(self.called),
            "revealed": self.revealed,
        }


class RoundHost(Protocol):
    """The owner of a round's clock and calls."""

    def snapshot(self) -> RoundClock | None:
        """The round as the seats see it now (None: no round at all)."""
        ...

    def call(self, seat: int, round_number: int) -> str | None:
        """``seat`` calls in round ``round_number``: None when taken, else the refusal's code."""
        ...

    def hold(self, on: bool) -> None:
        """The teacher's pause stops the round's clock (and starts it again)."""
        ...
