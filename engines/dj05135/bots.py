"""DJ05135 bots. ``random`` and ``greedy`` are the shared ones (greedy maximises
:meth:`~engines.dj05135.game.DJ05135State.heuristic`); ``strong`` is :class:`MemoryBot`.

The memory bot remembers, from the log of its view, every side it has seen of every
card: when a card shows it one side now and it once saw another, it knows the hidden
side. Typical catches: the side an opponent sees of a card they took from the centre
(it was face up), the far side of a card an opponent played (it faced you in their
hand), the undersides revealed by flips. It then samples the hidden cards consistently
with those memories and, for each move, plays out the rest of its own turn greedily and
weighs its hand against the most dangerous opponent's, averaged over the samples.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engines.base import Action, View
from engines.bots.base import Bot
from engines.dj05135.cards import Face
from engines.dj05135.game import DJ05135State, DJ05135View, Stage, centre_offer, progress
from engines.rng import choice, randbelow

__all__ = ["MemoryBot", "MemorySettings", "remembered_sides"]


@dataclass(frozen=True)
class MemorySettings:
    #: How many of the latest log entries the bot remembers (None: all of them).
    memory: int | None
    #: Determinised samples averaged per decision.
    samples: int
    #: How much an opponent's progress counts against the bot's own.
    caution: float = 1.0


LEVELS = {
    "easy": MemorySettings(memory=6, samples=2, caution=0.5),
    "medium": MemorySettings(memory=40, samples=4),
    "hard": MemorySettings(memory=None, samples=8),
}


def remembered_sides(view: DJ05135View, memory: int | None = None) -> dict[int, Face]:
    """Tag -> the side this player does not see now but saw before (from the last ``memory`` log entries)."""
    entries = view.log if memory is None else view.log[-memory:] if memory > 0 else ()
    seen: dict[int, set[Face]] = {}
    for entry in entries:
        for tag, face in entry.seen:
            seen.setdefault(tag, set()).add(face)
    known: dict[int, Face] = {}
    for tag, face in view.visible().items():
        others = seen.get(tag, set()) - {face}
        if len(others) == 1:
            known[tag] = next(iter(others))
    return known


def evaluate(state: DJ05135State, me: int, caution: float) -> float:
    if state.is_terminal():
        winners = state.winners()
        return 100.0 / len(winners) if me in winners else -100.0
    offer = centre_offer(state)
    mine = progress(state, me, offer)
    threat = max(progress(state, q, offer) for q in range(state.players) if q != me)
    return mine - caution * threat


class MemoryBot(Bot):
    """The strong DJ05135 bot: memory of both sides, samples, one-turn lookahead."""

    kind = "strong"

    def settings(self) -> MemorySettings:
        return LEVELS.get(self.level, LEVELS["medium"])

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        actions = list(legal)
        if len(actions) == 1:
            return actions[0]
        assert isinstance(view, DJ05135View)
        settings = self.settings()
        known = remembered_sides(view, settings.memory)
        me = view.player
        totals = [0.0] * len(actions)
        for _ in range(settings.samples):
            sample = DJ05135State.determinise_with(view, randbelow(self.rng, 2**31), known)
            for i, action in enumerate(actions):
                state = sample.scratch_copy()
                state.apply(action)
                self._finish_turn(state, me, view.turns, settings.caution)
                totals[i] += evaluate(state, me, settings.caution)
        best = max(totals)
        return choice([a for a, t in zip(actions, totals, strict=True) if t >= best - 1e-9], self.rng)

    def _finish_turn(self, state: DJ05135State, me: int, turn: int, caution: float) -> None:
        """Play the rest of turn number ``turn`` greedily, each player for themselves."""
        while not state.is_terminal() and state.turns == turn and state.stage != Stage.PLAY:
            actor = state.current_player
            best_value = None
            best_state = state
            for action in state.legal_actions():
                nxt = state.scratch_copy()
                nxt.apply(action)
                value = evaluate(nxt, actor, caution if actor == me else 1.0)
                if best_value is None or value > best_value:
                    best_value, best_state = value, nxt
            state.__dict__.update(best_state.__dict__)
