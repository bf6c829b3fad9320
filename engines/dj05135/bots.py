"""DJ05135 bots. ``random`` is :class:`BeginnerBot`, ``greedy`` the shared one (it maximises
:meth:`~engines.dj05135.game.DJ05135State.heuristic`) and ``strong`` is :class:`SideMemoryBot`.

Why no purely random player: a hand of six cards showing one animal almost never comes
by chance, so two players picking at random would never reach the 3 points that end the
game. The beginner plays like a child who has just learnt the rules: it picks one
animal (the one it holds most of) and keeps collecting it, and does everything else
at random. It scores slowly, but it scores, and every game between computer players
ends by the rules (docs/HOUSE-RULES.md, "DJ05135: the end").

The memory bot remembers, from the log of its view, every side it has seen of every
card: when a card shows it one side now and it once saw another, it knows the hidden
side. Typical catches: the side an opponent sees of a card they took from the centre
(it was face up), the far side of a card an opponent played (it faced you in their
hand), the undersides revealed by flips. It then samples the hidden cards consistently
with those memories and, for each move, plays out the rest of its own turn greedily and
weighs its hand against the most dangerous opponent's, averaged over the samples.

Weighing the others' progress as much as its own, two memory bots can block each other
for ever: each steals back the card the other needs, and the table returns to where it
was two turns before. So the memory bot reads from its log the positions at the start of
every earlier turn (:func:`turn_starts`) and never ends its turn in one of them while
another move leads somewhere new: a repeated position is a game going nowhere
(docs/HOUSE-RULES.md, DJ05135, "Turn limit").
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from engines.base import Action, View
from engines.bots.base import Bot
from engines.dj05135.actions import PlayCard, StealCard, TakeCard
from engines.dj05135.cards import MAGNIFIER, Face
from engines.dj05135.game import CENTRE, DJ05135State, DJ05135View, Stage, centre_offer, progress
from engines.rng import choice, randbelow

__all__ = ["BeginnerBot", "MemorySettings", "SideMemoryBot", "remembered_sides", "turn_starts"]


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


def turn_starts(view: DJ05135View) -> set[Hashable]:
    """The positions at the start of every turn so far, as ``view.player`` saw them.

    A position is whose turn it is, which way play goes, where each card lies and the side
    of it the player saw. The log is read backwards from the table as it is now, undoing
    each move; every entry names the card it moved with the side seen before the move
    first. Keys compare with :func:`position_key` of a sampled state. Reading the log
    rather than keeping a record in the bot means a resumed game, with new bots, still
    knows its past positions.
    """
    seen = view.visible()
    tags = range(len(seen))
    location = [CENTRE] * len(tags)
    for seat, hand in enumerate(view.hands):
        for card in hand:
            location[card.tag] = seat
    faces = [seen[t] for t in tags]
    direction = view.direction
    starts: set[Hashable] = set()
    entries = view.log
    i = len(entries) - 1
    while i >= 0:
        turn = entries[i].turn
        player = view.turn_player if turn == view.turns else None
        while i >= 0 and entries[i].turn == turn:
            entry = entries[i]
            i -= 1
            if entry.kind == "reverse":
                direction = -direction
            if entry.kind == "play":
                player = entry.actor
            if entry.kind not in _UNDO_PLACE:
                continue
            tag, before = entry.seen[0]
            faces[tag] = before
            place = _UNDO_PLACE[entry.kind]
            if place == "actor":
                location[tag] = entry.actor
            elif place == "target":
                assert entry.target is not None
                location[tag] = entry.target
            elif place == "centre":
                location[tag] = CENTRE
        if player is not None:
            starts.add((player, direction, tuple(location), tuple(faces)))
    return starts


#: Where an entry's card was before the move it logs ("same" for a card turned in place).
_UNDO_PLACE = {
    "play": "actor",
    "take": "centre",
    "steal": "target",
    "flip_centre": "same",
    "flip_hand": "same",
}


def position_key(state: DJ05135State, me: int) -> Hashable:
    """The position of ``state`` as ``me`` sees it, comparable with :func:`turn_starts`."""
    tags = range(len(state.sides))
    faces = tuple(state.visible_face(t, me) for t in tags)
    return (state.turn_player, state.direction, tuple(state.location), faces)


def evaluate(state: DJ05135State, me: int, caution: float) -> float:
    if state.is_terminal():
        winners = state.winners()
        return 100.0 / len(winners) if me in winners else -100.0
    offer = centre_offer(state)
    mine = progress(state, me, offer)
    threat = max(progress(state, q, offer) for q in range(state.players) if q != me)
    return mine - caution * threat


class SideMemoryBot(Bot):
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
        seen_before = turn_starts(view)
        totals = [0.0] * len(actions)
        repeats = [0] * len(actions)
        for _ in range(settings.samples):
            sample = DJ05135State.determinise_with(view, randbelow(self.rng, 2**31), known)
            for i, action in enumerate(actions):
                state = sample.scratch_copy()
                state.apply(action)
                self._finish_turn(state, me, view.turns, settings.caution)
                totals[i] += evaluate(state, me, settings.caution)
                if not state.is_terminal() and position_key(state, me) in seen_before:
                    repeats[i] += 1
        # Moves that lead back to an earlier position in most samples only when nothing else is left.
        fresh = [i for i in range(len(actions)) if 2 * repeats[i] <= settings.samples] or range(len(actions))
        best = max(totals[i] for i in fresh)
        return choice([actions[i] for i in fresh if totals[i] >= best - 1e-9], self.rng)

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


def collected_animal(faces: Sequence[Face]) -> str:
    """The animal a hand holds most of (the magnifier counting as one more "animal")."""
    counts: dict[str, int] = {}
    for face in faces:
        counts[face.animal] = counts.get(face.animal, 0) + 1
        if face.pictogram == MAGNIFIER:
            counts[MAGNIFIER] = counts.get(MAGNIFIER, 0) + 1
    return max(sorted(counts), key=counts.__getitem__)


def shows(face: Face, wanted: str) -> bool:
    return face.animal == wanted or (wanted == MAGNIFIER and face.pictogram == MAGNIFIER)


class BeginnerBot(Bot):
    """Collects the animal it holds most of, on the side it sees; everything else at random.

    It plays a card that does not show that animal, takes (or steals, keeping the side it
    saw) a card that does, and flips at random. It ignores the other-side scoring option:
    a beginner scores on the side it sees.
    """

    kind = "random"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        actions = list(legal)
        if len(actions) == 1:
            return actions[0]
        assert isinstance(view, DJ05135View)
        own = [card.face for card in view.hands[view.player]]
        if isinstance(actions[0], PlayCard):
            wanted = collected_animal(own)
            others = [a for a in actions if not shows(self._face(view, a), wanted)]
            return choice(others or actions, self.rng)
        if isinstance(actions[0], TakeCard | StealCard):
            wanted = collected_animal(own) if own else ""
            fitting = [
                a
                for a in actions
                if shows(self._face(view, a), wanted) and getattr(a, "keep_seen_side", True)
            ]
            return choice(fitting or actions, self.rng)
        return choice(actions, self.rng)

    @staticmethod
    def _face(view: DJ05135View, action: Action) -> Face:
        """The side of the action's card this player sees now."""
        return view.visible()[action.tag]  # type: ignore[attr-defined]
