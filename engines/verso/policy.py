"""Verso know-how shared by the bots: how well a face fits a tableau, when to bank,
and a fast playing policy used by the strong bot's rollouts.

Everything here looks only at what the acting player may know, except ``peek``: inside
a rollout the state is already one sampled guess of the hidden faces, so the policy
may read the guessed back of the top card; the decision at the root never does.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from engines.base import Action
from engines.verso.actions import Bank, Draw, Pass
from engines.verso.cards import JOKER, Face
from engines.verso.game import SQUARE_POINTS, VersoState

__all__ = ["WEIGHTS", "Weights", "face_fit", "policy_action", "position_value", "tableau_potential"]


@dataclass(frozen=True)
class Weights:
    """Tunable constants of the playing policy (fitted by hand on solo games)."""

    adjacent: float = 1.6  #: a held value next to the new one
    gap: float = 0.5  #: a held value two away (a joker or one more card closes it)
    joker: float = 2.0  #: a joker's flexibility
    identical: float = -2.0  #: a card that would be discarded at once
    crowd: float = 0.4  #: per card already in the row beyond 3 (harder squares)
    bank_points: int = 14  #: bank at once a series worth this much
    bank_length: int = 6  #: ... or this long
    endgame: int = 4  #: with this few cards left in the pile, bank anything worth ``end_points``
    end_points: int = 4
    square_bank: bool = True  #: bank any series that leaves the rows at 3/3/3 (the square scores)
    potential: float = 0.45  #: share of a row's best series counted as value in evaluations


WEIGHTS = Weights()


def face_fit(state: VersoState, player: int, face: Face, w: Weights = WEIGHTS) -> float:
    """How much ``face`` would add to ``player``'s tableau if kept (before any bank)."""
    if state.holds_identical(player, face):
        return w.identical
    rows = state.rows[player]
    row = rows[face.colour]
    score = float(face.points)
    if face.value == JOKER:
        score += w.joker
    else:
        held = {state.face(u).value for u in row}
        v = face.value
        wrap = state.options["wrap"]
        for d, bonus in ((1, w.adjacent), (2, w.gap)):
            for n in (v - d, v + d):
                if (1 <= n <= 6 or wrap) and ((n - 1) % 6 + 1) in held:
                    score += bonus
    counts = [len(r) for r in rows]
    counts[face.colour] += 1
    if counts == [3, 3, 3] and state.square_ready[player]:
        score += SQUARE_POINTS
    score -= w.crowd * max(0, len(row) - 2)
    return score


def tableau_potential(state: VersoState, player: int, w: Weights = WEIGHTS) -> float:
    """Points the tableau promises: a share of each row's best series."""
    best = 0.0
    total = 0.0
    for row in state.rows[player]:
        if len(row) < 2:
            continue
        pts = max((sum(state.face(u).points for u in s) for s in _row_series(state, row)), default=0)
        total += pts
        best = max(best, pts)
    return w.potential * total


def _row_series(state: VersoState, row: list[int]) -> list[tuple[int, ...]]:
    from engines.verso.rules import series_in_row

    return series_in_row(row, state.face, state.options["wrap"])


def position_value(state: VersoState, player: int) -> float:
    """A [0, 1] value for the generic search: the score (solo) or the lead, with potential."""
    mine = state.points[player] + (0.0 if state.is_terminal() else tableau_potential(state, player))
    if state.players == 1:
        return 1.0 - math.exp(-mine / 45.0)
    if state.is_terminal():
        return state.returns()[player]
    others = max(state.points[q] + tableau_potential(state, q) for q in range(state.players) if q != player)
    return 0.5 + math.atan((mine - others) / 6.0) / math.pi


def _square_bank(state: VersoState, actions: Sequence[Action]) -> Bank | None:
    """The best series whose two discards leave exactly three cards in every row."""
    p = state.to_play
    counts = [len(r) for r in state.rows[p]]
    if sorted(counts) != [3, 3, 5] or (
        not state.square_ready[p] and state.options["square_rescore"] != "series"
    ):
        return None
    found: Bank | None = None
    for a in actions:
        if (
            isinstance(a, Bank)
            and len(state.rows[p][state.face(a.cards[0]).colour]) == 5
            and (found is None or a.points > found.points)
        ):
            found = a
    return found


def best_bank(actions: Sequence[Action]) -> Bank | None:
    best: Bank | None = None
    for a in actions:
        if isinstance(a, Bank) and (
            best is None or (a.points, len(a.cards)) > (best.points, len(best.cards))
        ):
            best = a
    return best


def choose_draw(state: VersoState, actions: Sequence[Action], peek: bool, w: Weights = WEIGHTS) -> Action:
    """Shown or flipped: compare the shown face's fit with the back's (guessed when ``peek``)."""
    p = state.to_play
    draws = [a for a in actions if isinstance(a, Draw)]
    if len(draws) == 1:
        return draws[0]
    shown = state.face(state.top)
    # Unpeeked, a back is worth its points (the other value of the two) plus a typical fit.
    other = face_fit(state, p, state.back(state.top), w) if peek else 4 - shown.points + 1.0
    return draws[0] if face_fit(state, p, shown, w) >= other else draws[1]


def policy_action(state: VersoState, rng: random.Random, peek: bool = True, w: Weights = WEIGHTS) -> Action:
    """A quick, sensible move: bank a good series (or any in the end), else the best-fitting draw."""
    actions = state.legal_actions()
    bank = best_bank(actions)
    if state.phase != "play":
        return bank if bank is not None else next(a for a in actions if isinstance(a, Pass))
    if bank is not None and w.square_bank:
        square = _square_bank(state, actions)
        if square is not None:
            return square
    if bank is not None:
        pile = state.n - state.top
        if (
            bank.points >= w.bank_points
            or len(bank.cards) >= w.bank_length
            or (pile <= w.endgame and bank.points >= w.end_points)
        ):
            return bank
    return choose_draw(state, actions, peek, w)
