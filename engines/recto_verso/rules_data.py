"""Rules as data: the time scoring grid, the co-op ladder, the partner tokens, the round outcome.

The box prints its scoring grid on its sides and does not publish it, so the default
grid below is the project's own (docs/HOUSE-RULES.md): points fall in steps as the clock runs,
and nothing is scored past 2:00. It is plain data so the settings can replace it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.text import t

__all__ = [
    "DEFAULT_SCORING_GRID",
    "LADDER_STAGES",
    "LADDER_TITLE",
    "MAX_ROUND_POINTS",
    "RoundOutcome",
    "check_scoring_grid",
    "ladder_stage_cleared",
    "partner_tokens",
    "points_for_time",
    "round_outcome",
    "rounds_in_party",
]

#: (time limit in seconds, points scored when finished within it), limits ascending.
#: Past the last limit (2:00) a correct building scores 0.
DEFAULT_SCORING_GRID: tuple[tuple[int, int], ...] = (
    (20, 7),
    (30, 6),
    (45, 5),
    (60, 4),
    (75, 3),
    (90, 2),
    (120, 1),
)
#: A grid from the settings may not award more than this in one round.
MAX_ROUND_POINTS = 20

#: Time limits of the 7 co-op stages, in seconds (1:30 down to 0:15).
LADDER_STAGES: tuple[int, ...] = (90, 75, 60, 45, 30, 20, 15)
#: What the two partners become after clearing the last stage.
LADDER_TITLE = "Kings of Construction"


def check_scoring_grid(grid: Sequence[Sequence[int]]) -> tuple[tuple[int, int], ...]:
    """The grid as tuples, or ``ValueError`` saying what is wrong with it."""
    result: list[tuple[int, int]] = []
    for entry in grid:
        if len(entry) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in entry):
            raise ValueError(t("a time grid entry must be [seconds, points], not {entry}", entry=repr(entry)))
        seconds, points = entry
        if seconds <= 0 or not 0 <= points <= MAX_ROUND_POINTS:
            raise ValueError(
                t(
                    "time grid entry {entry}: seconds > 0 and points 0..{most}",
                    entry=str(list(entry)),
                    most=MAX_ROUND_POINTS,
                )
            )
        if result and seconds <= result[-1][0]:
            raise ValueError(t("time grid limits must increase"))
        result.append((seconds, points))
    if not result:
        raise ValueError(t("the time grid is empty"))
    return tuple(result)


def points_for_time(elapsed_ms: int, grid: Sequence[tuple[int, int]] = DEFAULT_SCORING_GRID) -> int:
    """Points for a correct building finished after ``elapsed_ms`` (a limit is inclusive)."""
    for seconds, points in grid:
        if elapsed_ms <= seconds * 1000:
            return points
    return 0


def ladder_stage_cleared(stage: int, elapsed_ms: int, correct: bool) -> bool:
    """Whether a correct building within the stage's limit clears ``stage`` (0-based)."""
    return correct and elapsed_ms <= LADDER_STAGES[stage] * 1000


def partner_tokens(players: int) -> list[list[int]]:
    """Each seat's partner tokens, as the seats whose colour they show.

    Every player holds one token of each other player's colour, two of each at 3 players.
    """
    if not 3 <= players <= 6:
        raise ValueError("partner tokens are for 3 to 6 players")
    copies = 2 if players == 3 else 1
    return [
        [other for other in range(players) if other != seat for _ in range(copies)] for seat in range(players)
    ]


def rounds_in_party(players: int) -> int:
    """Rounds until every token is flipped (one token per round)."""
    return sum(len(tokens) for tokens in partner_tokens(players))


@dataclass(frozen=True)
class RoundOutcome:
    """The result of one round: points to each partner, and every mistake named."""

    correct: bool
    points: int
    elapsed_ms: int
    mistakes: tuple[str, ...]


def round_outcome(
    mistakes: Sequence[str], elapsed_ms: int, grid: Sequence[tuple[int, int]] = DEFAULT_SCORING_GRID
) -> RoundOutcome:
    """Points by time to both partners, or 0 with any mistake."""
    correct = not mistakes
    points = points_for_time(elapsed_ms, grid) if correct else 0
    return RoundOutcome(correct, points, elapsed_ms, tuple(mistakes))
