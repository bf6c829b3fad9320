"""DJ05135 rules engine: double-sided animal cards held so that you see one side and the others the other.

Rules as played here (the publisher's sheet plus docs/HOUSE-RULES.md; house interpretations marked *):

* 2–4 players; 6 cards each (5 with 4 players), each card dealt with a random side
  towards its holder; the rest lie face up in the centre. ``first_player`` (the
  youngest) starts; play goes clockwise (seat order) until a reverse.
* A turn: play a card from your hand to the centre, the side you saw facing up (*so you
  never see the other side of your own card); do its pictogram's action; take a centre
  card, its face-up side facing you. *You may not take back the card you just played.
* *Undo: a person may take back playing a card or taking one until somebody else acts;
  a flip or a steal, which shows the player a side they had not seen, is final.
* Pictograms: skip (the next player misses a turn; with 2 players you play again);
  reverse (direction changes); flip three (turn over 3 different centre cards, before
  taking); flip one (turn round one card in any hand, yours included, before taking);
  steal (instead of taking from the centre, take a card from an opponent's hand, with
  either side facing you; that opponent at once takes a centre card); magnifier (no
  action). The actions are compulsory.
* Scoring, only at the end of your own turn: 1 point when every card in your hand shows
  the same animal, or every card shows the magnifier, on your side (option
  ``other_side_scoring``: on the side the others see). First to 3 points wins. *A hand
  that stays matched scores again at the end of the owner's next turn.
* *``turn_limit`` (default 200 turns) ends a game nobody can finish; the most points win
  (ties share). 0 means no limit.

What a player knows (:meth:`DJ05135State.view`): the side they see of each card in their
own hand, the side facing out of every other hand, and the face-up side of each centre
card. *The underside of a centre card is never part of the view, even if the player saw
it earlier: remembering it is the player's (or the bot's) job; the view's log keeps what
each player saw (see :mod:`engines.dj05135.log`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from engines.base import TERMINAL, Action, GameState, View
from engines.dj05135.actions import FlipCentreCard, FlipHandCard, PlayCard, StealCard, TakeCard
from engines.dj05135.cards import (
    FLIP_CENTRE,
    FLIP_HAND,
    MAGNIFIER,
    REVERSE,
    SKIP,
    STEAL,
    AnimalCard,
    Face,
    load_deck,
)
from engines.dj05135.log import CENTRE, SPECTATOR, Event, LogEntry, Move, fill_seats, render, visible_face
from engines.dj05135.manifest import POINTS_TO_WIN
from engines.dj05135.prompts import prompt_for
from engines.rng import randbelow, shuffle

__all__ = ["CENTRE", "POINTS_TO_WIN", "DJ05135State", "DJ05135View", "SeenCard", "Stage", "hand_size"]

FLIPS = 3


class Stage:
    """What the player to act is asked for."""

    PLAY = "play"
    FLIP_CENTRE = "flip_centre"
    FLIP_HAND = "flip_hand"
    STEAL = "steal"
    TAKE = "take"
    VICTIM_TAKE = "victim_take"
    OVER = "over"


def hand_size(players: int) -> int:
    return 5 if players >= 4 else 6


@dataclass(frozen=True, slots=True)
class SeenCard:
    """A card as one player sees it: its tag and the one side that player can see."""

    tag: int
    face: Face


@dataclass(frozen=True)
class DJ05135View(View):
    """Everything ``player`` may know now, and the log of what they saw.

    ``hands[seat]`` is each hand as ``player`` sees it: their own hand's inner sides,
    every other hand's outer sides. ``centre`` holds the face-up sides.
    """

    players: int
    hands: tuple[tuple[SeenCard, ...], ...]
    centre: tuple[SeenCard, ...]
    points: tuple[int, ...]
    turn_player: int
    to_act: int
    stage: str
    direction: int
    skip_next: bool
    played: int | None
    flipped: tuple[int, ...]
    victim: int | None
    turns: int
    first_player: int
    other_side_scoring: bool
    turn_limit: int
    winners: tuple[int, ...]
    prompt: str
    log: tuple[LogEntry, ...]

    @property
    def hand(self) -> tuple[SeenCard, ...]:
        return self.hands[self.player]

    def visible(self) -> dict[int, Face]:
        """Tag -> the side this player sees, for all 36 cards."""
        seen = {c.tag: c.face for c in self.centre}
        for hand in self.hands:
            seen.update((c.tag, c.face) for c in hand)
        return seen

    def prompt_text(self, names: Sequence[str] | None = None) -> str:
        """The prompt with players named, still translatable; prompts to the reader start
        in lower case, since a table may put the reader's name first."""
        return fill_seats(self.prompt, names)


class DJ05135State(GameState):
    game = "dj05135"
    title = "DJ05135"
    version = 1
    min_players = 2
    max_players = 4
    action_types = (PlayCard, FlipCentreCard, FlipHandCard, StealCard, TakeCard)
    default_options: ClassVar[Mapping[str, Any]] = {
        "first_player": 0,
        "other_side_scoring": False,
        "turn_limit": 200,
    }
    #: play + 3 flips + take is the longest turn.
    max_game_length = 200 * (2 + FLIPS)
    score_bounds = (0, POINTS_TO_WIN)

    # -- setup -----------------------------------------------------------------------

    def _setup(self) -> None:
        first: int = self.options["first_player"]
        if not 0 <= first < self.players:
            raise ValueError(f"first_player must be a seat from 0 to {self.players - 1}, not {first}")
        if self.options["turn_limit"] < 0:
            raise ValueError("turn_limit must be 0 (no limit) or more")
        deck = load_deck()
        order = list(range(len(deck)))
        shuffle(order, self.rng)
        self.card_ids: list[int] = order
        self.sides: list[tuple[Face, Face]] = []
        for card_id in order:
            a, b = deck[card_id].sides
            self.sides.append((a, b) if randbelow(self.rng, 2) == 0 else (b, a))
        self.up: list[int] = [0] * len(deck)
        size = hand_size(self.players)
        self.hands: list[list[int]] = [list(range(p * size, (p + 1) * size)) for p in range(self.players)]
        self.centre: list[int] = list(range(self.players * size, len(deck)))
        self.location: list[int] = [CENTRE] * len(deck)
        for seat, hand in enumerate(self.hands):
            for tag in hand:
                self.location[tag] = seat
        self.points: list[int] = [0] * self.players
        self.turn_player = first
        self.direction = 1
        self.stage = Stage.PLAY
        self.skip_next = False
        self.played: int | None = None
        self.flipped: list[int] = []
        self.victim: int | None = None
        self.turns = 0
        self.events: list[Event] = []
        self._log_prefix: dict[int, tuple[LogEntry, ...]] = {}
        self._rendered: dict[int, list[LogEntry]] = {}

    # -- contract --------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        if self.stage == Stage.OVER:
            return TERMINAL
        if self.stage == Stage.VICTIM_TAKE:
            assert self.victim is not None
            return self.victim
        return self.turn_player

    def is_terminal(self) -> bool:
        return self.stage == Stage.OVER

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def legal_actions(self) -> list[Action]:
        stage = self.stage
        me = self.turn_player
        if stage == Stage.PLAY:
            return [PlayCard(t) for t in self.hands[me]]
        if stage == Stage.TAKE:
            return [TakeCard(t) for t in self.centre if t != self.played]
        if stage == Stage.VICTIM_TAKE:
            return [TakeCard(t) for t in self.centre]
        if stage == Stage.FLIP_CENTRE:
            return [FlipCentreCard(t) for t in self.centre if t not in self.flipped]
        if stage == Stage.FLIP_HAND:
            return [FlipHandCard(seat, t) for seat in range(self.players) for t in self.hands[seat]]
        if stage == Stage.STEAL:
            return [
                StealCard(seat, t, keep)
                for seat in self._opponents(me)
                for t in self.hands[seat]
                for keep in (True, False)
            ]
        return []

    def is_legal(self, action: Action) -> bool:
        """A direct check with the same answer as ``action in legal_actions()``, but cheaper."""
        stage = self.stage
        tag = getattr(action, "tag", None)
        if not isinstance(tag, int) or isinstance(tag, bool) or not 0 <= tag < len(self.sides):
            return False
        where = self.location[tag]
        if type(action) is PlayCard:
            return stage == Stage.PLAY and where == self.turn_player
        if type(action) is TakeCard:
            if stage == Stage.VICTIM_TAKE:
                return where == CENTRE
            return stage == Stage.TAKE and where == CENTRE and tag != self.played
        if type(action) is FlipCentreCard:
            return stage == Stage.FLIP_CENTRE and where == CENTRE and tag not in self.flipped
        if type(action) is FlipHandCard:
            return stage == Stage.FLIP_HAND and where != CENTRE and action.owner == where
        if type(action) is StealCard:
            return (
                stage == Stage.STEAL
                and where not in (CENTRE, self.turn_player)
                and action.victim == where
                and type(action.keep_seen_side) is bool
            )
        return False

    def _opponents(self, seat: int) -> list[int]:
        return [s for s in range(self.players) if s != seat]

    # -- playing ---------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        if not isinstance(action, PlayCard | TakeCard):
            # A flip or a steal shows the player something new: never taken back. Playing a
            # card and taking one show the player only sides they already saw, so a person
            # may take them back until somebody else acts (docs/HOUSE-RULES.md, "Undo").
            self._mark_reveal()
        tag = action.tag  # type: ignore[attr-defined]
        if isinstance(action, PlayCard):
            self._play(tag)
        elif isinstance(action, FlipCentreCard):
            self._record("flip_centre", self.turn_player, None, [tag], lambda: self._turn_over(tag))
            self.flipped.append(tag)
            if len(self.flipped) >= min(FLIPS, len(self.centre)):
                self.stage = Stage.TAKE
        elif isinstance(action, FlipHandCard):
            self._record("flip_hand", self.turn_player, action.owner, [tag], lambda: self._turn_over(tag))
            self.stage = Stage.TAKE
        elif isinstance(action, StealCard):
            me = self.turn_player
            victim = action.victim

            def steal() -> None:
                self._move(tag, victim, me)
                if action.keep_seen_side:
                    self._turn_over(tag)

            self._record("steal", me, victim, [tag], steal)
            self.victim = victim
            self.stage = Stage.VICTIM_TAKE
        elif isinstance(action, TakeCard):
            taker = self.current_player
            self._record("take", taker, None, [tag], lambda: self._move(tag, CENTRE, taker))
            self._end_turn()

    def _play(self, tag: int) -> None:
        me = self.turn_player
        self._record("play", me, None, [tag], lambda: self._move(tag, me, CENTRE))
        self.played = tag
        pictogram = self.sides[tag][self.up[tag]].pictogram
        self.stage = Stage.TAKE
        if pictogram == SKIP:
            self.skip_next = True
            skipped = (me + self.direction) % self.players
            self.events.append(Event(self.turns, "skip", me, skipped))
        elif pictogram == REVERSE:
            self.direction = -self.direction
            self.events.append(Event(self.turns, "reverse", me, None, (), (self.direction,)))
        elif pictogram == FLIP_CENTRE:
            self.stage = Stage.FLIP_CENTRE
        elif pictogram == FLIP_HAND:
            self.stage = Stage.FLIP_HAND
        elif pictogram == STEAL:
            self.stage = Stage.STEAL

    def _move(self, tag: int, source: int, destination: int) -> None:
        if source == CENTRE:
            self.centre.remove(tag)
        else:
            self.hands[source].remove(tag)
        if destination == CENTRE:
            self.centre.append(tag)
        else:
            self.hands[destination].append(tag)
        self.location[tag] = destination

    def _turn_over(self, tag: int) -> None:
        self.up[tag] ^= 1

    def _record(self, kind: str, actor: int, target: int | None, tags: Sequence[int], change: Any) -> None:
        """Carry out ``change`` and log where the cards were and which way they faced, before and after."""
        before = [(t, self.location[t], self.up[t]) for t in tags]
        change()
        moves: tuple[Move, ...] = tuple((t, loc, up, self.location[t], self.up[t]) for t, loc, up in before)
        self.events.append(Event(self.turns, kind, actor, target, moves))

    def _end_turn(self) -> None:
        me = self.turn_player
        if self.hand_scores(me):
            self.points[me] += 1
            outer = int(self.options["other_side_scoring"])
            hand = tuple((t, me, self.up[t], me, self.up[t]) for t in self.hands[me])
            self.events.append(Event(self.turns, "score", me, None, hand, (self.points[me], outer)))
            if self.points[me] >= POINTS_TO_WIN:
                self.stage = Stage.OVER
                self.events.append(Event(self.turns, "win", me))
                return
        self.turns += 1
        limit = self.options["turn_limit"]
        if limit and self.turns >= limit:
            self.stage = Stage.OVER
            self.events.append(Event(self.turns, "end", me, None, (), tuple(self.winners())))
            return
        step = self.direction * (2 if self.skip_next else 1)
        self.turn_player = (me + step) % self.players
        self.stage = Stage.PLAY
        self.skip_next = False
        self.played = None
        self.flipped = []
        self.victim = None

    # -- scoring ---------------------------------------------------------------------

    def scoring_faces(self, seat: int) -> list[Face]:
        """The sides of ``seat``'s hand that count for scoring (their own, or the outer ones)."""
        outer = 1 if self.options["other_side_scoring"] else 0
        return [self.sides[t][self.up[t] ^ outer] for t in self.hands[seat]]

    def hand_scores(self, seat: int) -> bool:
        return faces_score(self.scoring_faces(seat))

    def winners(self) -> list[int]:
        if self.stage != Stage.OVER:
            return []
        best = max(self.points)
        return [p for p, s in enumerate(self.points) if s == best]

    def heuristic(self, player: int) -> float:
        """Points and how close each hand is to matching: the greedy bot's yardstick."""
        if self.is_terminal():
            return self.returns()[player]
        offer = centre_offer(self)
        mine = progress(self, player, offer)
        best_other = max(progress(self, q, offer) for q in range(self.players) if q != player)
        return 0.5 + math.atan(mine - best_other) / math.pi

    # -- what players see ------------------------------------------------------------

    def visible_face(self, tag: int, reader: int) -> Face:
        return visible_face(self.sides[tag], self.up[tag], self.location[tag], reader)

    def event_log(self, reader: int | None = None) -> tuple[LogEntry, ...]:
        """Every event as ``reader`` saw it; None reads as a spectator, who sees the table's sides."""
        return self.log_for(SPECTATOR if reader is None else reader)

    def log_for(self, reader: int) -> tuple[LogEntry, ...]:
        """Every event so far, as ``reader`` saw it."""
        rendered = self._rendered.setdefault(reader, [])
        for event in self.events[len(rendered) :]:
            rendered.append(render(event, reader, self.sides))
        return self._log_prefix.get(reader, ()) + tuple(rendered)

    def view(self, player: int) -> DJ05135View:
        if not 0 <= player < self.players:
            raise ValueError(f"no seat {player} in a {self.players}-player game")
        hands = tuple(tuple(SeenCard(t, self.visible_face(t, player)) for t in hand) for hand in self.hands)
        return DJ05135View(
            player=player,
            players=self.players,
            hands=hands,
            centre=tuple(SeenCard(t, self.sides[t][self.up[t]]) for t in self.centre),
            points=tuple(self.points),
            turn_player=self.turn_player,
            to_act=self.current_player,
            stage=self.stage,
            direction=self.direction,
            skip_next=self.skip_next,
            played=self.played,
            flipped=tuple(self.flipped),
            victim=self.victim,
            turns=self.turns,
            first_player=self.options["first_player"],
            other_side_scoring=self.options["other_side_scoring"],
            turn_limit=self.options["turn_limit"],
            winners=tuple(self.winners()),
            prompt=prompt_for(self, player),
            log=self.event_log(player),
        )

    # -- copies and comparisons --------------------------------------------------------

    def _comparable(self) -> dict[str, Any]:
        data = super()._comparable()
        data.pop("_rendered", None)  # a cache of the log text
        return data

    def clone(self) -> DJ05135State:
        """A fast copy, equal to ``copy.deepcopy``."""
        other = self.scratch_copy()
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def scratch_copy(self) -> DJ05135State:
        """A copy for search that shares the random generator.

        The generator only deals (in ``_setup``), so a copy that will only play on may
        share it; copying its state dominates the cost of a copy otherwise.
        """
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.history = list(self.history)
        other.actors = list(self.actors)
        other.card_ids = list(self.card_ids)
        other.sides = list(self.sides)
        other.up = list(self.up)
        other.hands = [list(h) for h in self.hands]
        other.centre = list(self.centre)
        other.location = list(self.location)
        other.points = list(self.points)
        other.flipped = list(self.flipped)
        other.events = list(self.events)
        other._log_prefix = dict(self._log_prefix)
        other._rendered = {seat: list(entries) for seat, entries in self._rendered.items()}
        return other

    # -- bots' samples -----------------------------------------------------------------

    @classmethod
    def determinise(cls, view: View, seed: int) -> DJ05135State:
        return cls.determinise_with(view, seed, {})

    @classmethod
    def determinise_with(cls, view: View, seed: int, known: Mapping[int, Face]) -> DJ05135State:
        """A full state showing ``view``, whose hidden sides are drawn with ``seed``.

        ``known`` maps tags to the hidden side the viewer remembers; the sample respects
        it. Which real card each tag is follows from a random perfect matching between
        tags and the deck's cards that have the seen side (and the remembered one).
        """
        assert isinstance(view, DJ05135View)
        options = {
            "first_player": view.first_player,
            "other_side_scoring": view.other_side_scoring,
            "turn_limit": view.turn_limit,
        }
        state = cls.blank(view.players, seed, options)
        deck = load_deck()
        seen = view.visible()
        match = sample_matching(deck, seen, known, state.rng)
        tags = len(deck)
        state.card_ids = [match[t] for t in range(tags)]
        state.sides = [deck[match[t]].sides for t in range(tags)]
        state.hands = [[c.tag for c in hand] for hand in view.hands]
        state.centre = [c.tag for c in view.centre]
        state.location = [CENTRE] * tags
        for seat, hand in enumerate(state.hands):
            for t in hand:
                state.location[t] = seat
        state.up = [0] * tags
        for t in range(tags):
            inner_seen = state.location[t] in (CENTRE, view.player)
            seen_index = state.sides[t].index(seen[t])
            state.up[t] = seen_index if inner_seen else 1 - seen_index
        state.points = list(view.points)
        state.turn_player = view.turn_player
        state.direction = view.direction
        state.stage = view.stage
        state.skip_next = view.skip_next
        state.played = view.played
        state.flipped = list(view.flipped)
        state.victim = view.victim
        state.turns = view.turns
        state.events = []
        state._log_prefix = {view.player: view.log}
        state._rendered = {}
        return state


def faces_score(faces: Sequence[Face]) -> bool:
    """All the same animal, or all magnifiers."""
    if not faces:
        return False
    first = faces[0].animal
    return all(f.animal == first for f in faces) or all(f.pictogram == MAGNIFIER for f in faces)


def centre_offer(state: DJ05135State) -> tuple[dict[str, int], int]:
    """How many face-up centre sides show each animal, and how many show a magnifier."""
    animals: dict[str, int] = {}
    magnifiers = 0
    sides, up = state.sides, state.up
    for t in state.centre:
        face = sides[t][up[t]]
        animals[face.animal] = animals.get(face.animal, 0) + 1
        magnifiers += face.pictogram == MAGNIFIER
    return animals, magnifiers


def progress(state: DJ05135State, seat: int, offer: tuple[dict[str, int], int] | None = None) -> float:
    """Points plus how near the hand is to matching, counting what the centre offers."""
    faces = state.scoring_faces(seat)
    size = len(faces)
    counts: dict[str, int] = {}
    magnifiers = 0
    for face in faces:
        counts[face.animal] = counts.get(face.animal, 0) + 1
        magnifiers += face.pictogram == MAGNIFIER
    animals, centre_magnifiers = offer if offer is not None else centre_offer(state)
    best_animal = max(counts, key=counts.__getitem__)
    best = counts[best_animal]
    on_offer = animals.get(best_animal, 0)
    if magnifiers > best:
        best, on_offer = magnifiers, centre_magnifiers
    ready = 1.0 if best >= size - 1 and on_offer else 0.0
    return POINTS_TO_WIN * state.points[seat] + best / size + ready


#: Each deck's :func:`_cards_showing`, by the deck's identity (the deck is kept with it).
_SHOWING: dict[int, tuple[Sequence[AnimalCard], dict[Face, list[tuple[int, Face]]]]] = {}


def _cards_showing(deck: Sequence[AnimalCard]) -> dict[Face, list[tuple[int, Face]]]:
    """Face -> the cards of ``deck`` that have it, in the deck's order, each with its other side.
    A computer player samples the hidden sides many times a turn: looking the faces up once
    per deck keeps its thinking quick."""
    kept = _SHOWING.get(id(deck))
    if kept is not None and kept[0] is deck:
        return kept[1]
    showing: dict[Face, list[tuple[int, Face]]] = {}
    for card in deck:
        for side, face in enumerate(card.sides):
            cards = showing.setdefault(face, [])
            if not cards or cards[-1][0] != card.id:  # a card with one face twice counts once
                cards.append((card.id, card.sides[1 - side]))
    if len(_SHOWING) > 8:
        _SHOWING.clear()
    _SHOWING[id(deck)] = (deck, showing)
    return showing


def sample_matching(
    deck: Sequence[AnimalCard], seen: Mapping[int, Face], known: Mapping[int, Face], rng: random.Random
) -> list[int]:
    """tag -> card id: each tag gets a card that has its seen side (and its remembered other side).

    Kuhn's augmenting paths in a random order find a perfect matching whenever one
    exists; random pair swaps then spread the samples over the many that do.
    """
    tags = sorted(seen)
    showing = _cards_showing(deck)
    candidates: dict[int, list[int]] = {}
    for t in tags:
        face = seen[t]
        other = known.get(t)
        cards = showing.get(face, ())
        options = [card for card, back in cards if other is None or back == other]
        if not options and other is not None:  # a false memory: fall back to what is seen
            options = [card for card, _back in cards]
        shuffle(options, rng)
        candidates[t] = options
    order = list(tags)
    shuffle(order, rng)
    order.sort(key=lambda t: len(candidates[t]))
    owner: dict[int, int] = {}

    def augment(t: int, visited: set[int]) -> bool:
        for c in candidates[t]:
            if c in visited:
                continue
            visited.add(c)
            if c not in owner or augment(owner[c], visited):
                owner[c] = t
                return True
        return False

    for t in order:
        if not augment(t, set()):
            if known:  # inconsistent memories: sample from what is seen alone
                return sample_matching(deck, seen, {}, rng)
            raise ValueError("no deal of the deck shows these faces")
    match = {t: c for c, t in owner.items()}
    allowed = {t: set(candidates[t]) for t in tags}
    for _ in range(4 * len(tags)):
        a = tags[randbelow(rng, len(tags))]
        b = tags[randbelow(rng, len(tags))]
        if a != b and match[b] in allowed[a] and match[a] in allowed[b]:
            match[a], match[b] = match[b], match[a]
    return [match[t] for t in tags]
