"""The Verso rules engine (1–6 players, solo against a simulated opponent).

Every card in play has a table id ``uid``: its position in the shuffled draw pile,
counted from the top, so the pile is simply ``uid >= top``. A card shows one face
(``side``); its other face is hidden from everybody until the card is turned in public
(a flipped draw, a neighbour's flip, the solo opponent), after which it is ``known``.
All information is public except those hidden faces, the order of the pile and which
cards were set aside, so every seat's view is the same.

House interpretations (docs/HOUSE-RULES.md decides where the texts are silent) are options:
``wrap`` (a series may run 6→1), ``square_rescore`` (``"broken"``: PT, the pattern must
be broken first; ``"series"``: FR, the player must bank a series first) and
``jokers_identical`` (two jokers of one colour count as identical cards; by default a
joker has no value, so it is never identical).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from engines.base import TERMINAL, Action, GameState, View
from engines.rng import make_rng, randbelow, shuffle
from engines.verso.actions import Bank, Draw, Pass, Turn, VersoEvent
from engines.verso.cards import COLOURS, JOKER, Face, load_deck
from engines.verso.rules import series_in_row, solo_rank

__all__ = ["SQUARE_POINTS", "CardView", "VersoState", "VersoView"]

SQUARE_POINTS = 7
PLAY, FINAL, OVER = "play", "final", "over"


@dataclass(frozen=True)
class CardView:
    """A card as a player sees it: its table id, the face up and, if ever shown, the other."""

    uid: int
    face: Face
    back: Face | None


@dataclass(frozen=True)
class VersoView(View):
    players: int
    options: tuple[tuple[str, Any], ...]
    phase: str  #: "play", "final" (last series once the pile is empty) or "over"
    to_play: int
    rows: tuple[tuple[tuple[CardView, ...], ...], ...]  #: rows[player][colour], sorted by value
    points: tuple[int, ...]
    square_ready: tuple[bool, ...]  #: whether a square would score for each player now
    in_play: int  #: cards dealt into this game (15 per player, 35 solo)
    top: CardView | None  #: the top of the draw pile (its face up), None once empty
    pile: int  #: cards left in the draw pile, the top one included
    discard: tuple[CardView, ...]  #: oldest first
    set_aside: int  #: cards of the 90 left out of this game
    final_queue: tuple[int, ...]  #: who still may bank a last series, in order
    log: tuple[Turn, ...]

    @property
    def last_turn(self) -> Turn | None:
        return self.log[-1] if self.log else None

    def option(self, name: str) -> Any:
        return dict(self.options)[name]


class VersoState(GameState):
    game = "verso"
    title = "Verso"
    version = 1
    min_players = 1
    max_players = 6
    action_types = (Draw, Bank, Pass)
    default_options: ClassVar[Mapping[str, Any]] = {
        "wrap": False,
        "square_rescore": "broken",
        "jokers_identical": False,
    }
    max_game_length = 400
    score_bounds = (0, 5000)
    #: Both faces of every card of the shipped deck, by deck index (loaded on first use).
    _FACES: ClassVar[tuple[tuple[Face, Face], ...]]
    CARDS_PER_PLAYER = 15
    SOLO_CARDS = 35

    # -- set-up ------------------------------------------------------------------------

    def _setup(self) -> None:
        if self.options["square_rescore"] not in ("broken", "series"):
            raise ValueError("option 'square_rescore' is 'broken' (PT) or 'series' (FR)")
        self._init_tables()
        deck = load_deck()
        order = list(range(len(deck)))
        shuffle(order, self.rng)
        n = self.SOLO_CARDS if self.players == 1 else self.CARDS_PER_PLAYER * self.players
        self.n = n
        self.card_of = order[:n]
        self.set_aside = sorted(order[n:])
        self.side = [randbelow(self.rng, 2) for _ in range(n)]
        self.known = [False] * n
        self.top = 0
        self.rows: list[list[list[int]]] = [[[], [], []] for _ in range(self.players)]
        self.discard: list[int] = []
        self.points = [0] * self.players
        self.square_ready = [True] * self.players
        self.to_play = 0
        self.phase = PLAY
        self.final_queue: list[int] = []
        self.log: list[Turn] = []
        self.record = True
        self._legal: list[Action] | None = None

    def _init_tables(self) -> None:
        cls = type(self)
        if "_FACES" not in cls.__dict__:
            cls._FACES = tuple(card.faces for card in load_deck())

    # -- small helpers -------------------------------------------------------------------

    def face(self, uid: int) -> Face:
        return self._FACES[self.card_of[uid]][self.side[uid]]

    def back(self, uid: int) -> Face:
        return self._FACES[self.card_of[uid]][1 - self.side[uid]]

    def holds_identical(self, player: int, face: Face) -> bool:
        """Whether ``player`` already has a card showing the same colour and value."""
        if face.value == JOKER and not self.options["jokers_identical"]:
            return False
        faces = self._FACES
        card_of, side = self.card_of, self.side
        value = face.value
        return any(faces[card_of[u]][side[u]].value == value for u in self.rows[player][face.colour])

    def _insert(self, player: int, uid: int) -> None:
        f = self.face(uid)
        row = self.rows[player][f.colour]
        row.append(uid)
        if len(row) > 1:
            row.sort(key=lambda u: (self.face(u).value, u))

    def neighbours(self, player: int) -> list[int]:
        if self.players == 1:
            return []
        if self.players == 2:
            return [1 - player]
        return [(player - 1) % self.players, (player + 1) % self.players]

    def is_square(self, player: int) -> bool:
        rows = self.rows[player]
        return len(rows[0]) == 3 and len(rows[1]) == 3 and len(rows[2]) == 3

    @property
    def pile_size(self) -> int:
        return self.n - self.top

    # -- the contract ----------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        return TERMINAL if self.phase == OVER else self.to_play

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def solo_rank(self) -> str:
        return solo_rank(self.points[0])

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def is_legal(self, action: Action) -> bool:
        if self._legal is None:
            self._legal = self._compute_legal()
        return action in self._legal

    def series_options(self, player: int) -> list[tuple[int, ...]]:
        wrap = self.options["wrap"]
        found: list[tuple[int, ...]] = []
        for row in self.rows[player]:
            if len(row) >= 2:
                found.extend(series_in_row(row, self.face, wrap))
        return found

    def make_bank(self, player: int, cards: tuple[int, ...], last: bool) -> Bank:
        faces = [self.face(u) for u in cards]
        return Bank(
            player=player,
            cards=cards,
            colour=COLOURS[faces[0].colour],
            values="-".join(f.label for f in faces),
            points=sum(f.points for f in faces),
            last=last,
        )

    def _compute_legal(self) -> list[Action]:
        if self.phase == OVER:
            return []
        p = self.to_play
        last = self.phase == FINAL
        actions: list[Action] = []
        if not last:
            shown = self.face(self.top)
            if not self.holds_identical(p, shown):
                actions.append(Draw(p, False, str(shown)))
            actions.append(Draw(p, True, str(shown)))
        actions.extend(self.make_bank(p, cards, last) for cards in self.series_options(p))
        if last:
            actions.append(Pass(p))
        return actions

    def _apply(self, action: Action) -> None:
        self._legal = None
        events: list[VersoEvent] = []
        p = self.to_play
        if isinstance(action, Draw):
            self._draw(p, action.flip, events)
        elif isinstance(action, Bank):
            self._bank(p, action, events)
        if self.phase == PLAY:
            if self.players == 1 and self.top < self.n:
                self._solo_opponent(events)
            if self.top >= self.n:
                self.phase = FINAL
                self.final_queue = [(p + 1 + i) % self.players for i in range(self.players)]
                if self.record:
                    events.append(VersoEvent("end"))
            else:
                self.to_play = (p + 1) % self.players
        else:
            self.final_queue.pop(0)
        if self.phase == FINAL:
            if self.final_queue:
                self.to_play = self.final_queue[0]
            else:
                self.phase = OVER
        if self.record:
            self.log.append(Turn(p, action, tuple(events)))

    # -- the moves -----------------------------------------------------------------------

    def _reveal_top(self, events: list[VersoEvent]) -> None:
        self._mark_reveal()
        if self.record and self.top < self.n:
            events.append(VersoEvent("reveal", cards=(self.top,), after=(self.face(self.top),)))

    def _draw(self, p: int, flip: bool, events: list[VersoEvent]) -> None:
        uid = self.top
        self.top += 1
        shown = self.face(uid)
        if flip:
            self.side[uid] ^= 1
            self.known[uid] = True
        kept = self.face(uid)
        if self.record:
            events.append(VersoEvent("take", p, (uid,), (shown,), (kept,)))
        if self.holds_identical(p, kept):
            self.discard.append(uid)
            if self.record:
                events.append(VersoEvent("identical", p, (uid,), after=(kept,)))
        else:
            self._insert(p, uid)
            self._check_square(p, events)
        self._reveal_top(events)

    def _bank(self, p: int, action: Bank, events: list[VersoEvent]) -> None:
        cards = action.cards
        faces = tuple(self.face(u) for u in cards)
        self.points[p] += action.points
        row = self.rows[p][faces[0].colour]
        for uid in cards[-2:]:
            row.remove(uid)
            self.discard.append(uid)
        if self.record:
            events.append(VersoEvent("bank", p, cards, after=faces, points=action.points))
            events.append(VersoEvent("discard", p, cards[-2:], after=faces[-2:]))
        if self.options["square_rescore"] == "series":
            self.square_ready[p] = True
        self._check_square(p, events)
        if not action.last:
            for q in self.neighbours(p):
                self._flip_highest(q, faces[0].colour, "neighbour", events)

    def flip_target(self, player: int, colour: int) -> int | None:
        """The card ``player`` must turn in ``colour``: the highest numbered one, or a
        joker when it is the only card of that colour."""
        row = self.rows[player][colour]
        best, best_value = None, 0
        for uid in row:
            value = self.face(uid).value
            if value > best_value:
                best, best_value = uid, value
        if best is None and len(row) == 1:
            best = row[0]
        return best

    def _flip_highest(self, q: int, colour: int, why: str, events: list[VersoEvent]) -> None:
        uid = self.flip_target(q, colour)
        if uid is None:
            return
        self._mark_reveal()
        before = self.face(uid)
        self.rows[q][colour].remove(uid)
        self.side[uid] ^= 1
        self.known[uid] = True
        after = self.face(uid)
        if self.record:
            events.append(VersoEvent("flip", q, (uid,), (before,), (after,), note=why))
        if self.holds_identical(q, after):
            self.discard.append(uid)
            if self.record:
                events.append(VersoEvent("identical", q, (uid,), after=(after,)))
        else:
            self._insert(q, uid)
        self._check_square(q, events)

    def _check_square(self, p: int, events: list[VersoEvent]) -> None:
        square = self.is_square(p)
        if not square:
            if self.options["square_rescore"] == "broken":
                self.square_ready[p] = True
            return
        if self.square_ready[p]:
            self.square_ready[p] = False
            self.points[p] += SQUARE_POINTS
            if self.record:
                events.append(VersoEvent("square", p, points=SQUARE_POINTS))

    def _solo_opponent(self, events: list[VersoEvent]) -> None:
        uid = self.top
        self.top += 1
        before = self.face(uid)
        self.side[uid] ^= 1
        self.known[uid] = True
        after = self.face(uid)
        self.discard.append(uid)
        if before.value == JOKER or after.value == JOKER:
            note = "joker"
        elif after.value > before.value:
            note = "higher"
        else:
            note = "lower"
        if self.record:
            events.append(VersoEvent("solo", -1, (uid,), (before,), (after,), note=note))
        if note == "higher":
            self._flip_highest(0, after.colour, "solo", events)
        self._reveal_top(events)

    # -- views and determinisation -------------------------------------------------------

    def card_view(self, uid: int) -> CardView:
        return CardView(uid, self.face(uid), self.back(uid) if self.known[uid] else None)

    def event_log(self, reader: int | None = None) -> Sequence[Turn]:
        """One entry per turn; Verso's log names only faces everyone saw, so every reader reads the same."""
        return self.log

    def view(self, player: int) -> VersoView:
        cv = self.card_view
        return VersoView(
            player=player,
            players=self.players,
            options=tuple(sorted(self.options.items())),
            phase=self.phase,
            to_play=self.to_play,
            rows=tuple(tuple(tuple(cv(u) for u in row) for row in rows) for rows in self.rows),
            points=tuple(self.points),
            square_ready=tuple(self.square_ready),
            in_play=self.n,
            top=cv(self.top) if self.top < self.n else None,
            pile=self.n - self.top,
            discard=tuple(cv(u) for u in self.discard),
            set_aside=len(self.set_aside),
            final_queue=tuple(self.final_queue),
            log=tuple(self.event_log(player)),
        )

    @classmethod
    def determinise(cls, view: View, seed: int) -> VersoState:
        """A full state matching ``view``: hidden faces, pile order and set-aside cards sampled."""
        assert isinstance(view, VersoView)
        state = cls.blank(view.players, seed, dict(view.options))
        state._init_tables()
        deck_faces = cls._FACES
        n = view.in_play
        visible: list[CardView] = [c for rows in view.rows for row in rows for c in row]
        visible.extend(view.discard)
        if view.top is not None:
            visible.append(view.top)
        card_of = [-1] * n
        side = [0] * n
        known = [False] * n
        used: set[int] = set()
        unknown: list[CardView] = []
        pairs, by_face = _face_tables(deck_faces)
        for c in visible:
            if c.back is not None:
                cid, s = pairs[(c.face, c.back)]
                card_of[c.uid], side[c.uid], known[c.uid] = cid, s, True
                used.add(cid)
            else:
                unknown.append(c)
        assignment = _match(unknown, by_face, used, state.rng)
        for uid, (cid, s) in assignment.items():
            card_of[uid], side[uid] = cid, s
            used.add(cid)
        rest = [cid for cid in range(len(deck_faces)) if cid not in used]
        shuffle(rest, state.rng)
        first_hidden = n - (view.pile - 1) if view.top is not None else n
        for uid in range(first_hidden, n):
            card_of[uid] = rest.pop()
            side[uid] = randbelow(state.rng, 2)
        state.n = n
        state.card_of, state.side, state.known = card_of, side, known
        state.set_aside = sorted(rest)
        state.top = n - view.pile
        state.rows = [[[c.uid for c in row] for row in rows] for rows in view.rows]
        state.discard = [c.uid for c in view.discard]
        state.points = list(view.points)
        state.square_ready = list(view.square_ready)
        state.to_play = view.to_play
        state.phase = view.phase
        state.final_queue = list(view.final_queue)
        state.log = list(view.log)
        state.record = True
        state._legal = None
        return state

    # -- copying and comparing -----------------------------------------------------------

    def clone(self) -> VersoState:
        other = object.__new__(type(self))
        d = other.__dict__
        d.update(self.__dict__)
        d["rng"] = make_rng(0)
        other.rng.setstate(self.rng.getstate())
        d["history"] = list(self.history)
        d["actors"] = list(self.actors)
        d["options"] = dict(self.options)
        d["side"] = list(self.side)
        d["known"] = list(self.known)
        d["card_of"] = list(self.card_of)
        d["set_aside"] = list(self.set_aside)
        d["rows"] = [[list(r) for r in rows] for rows in self.rows]
        d["discard"] = list(self.discard)
        d["points"] = list(self.points)
        d["square_ready"] = list(self.square_ready)
        d["final_queue"] = list(self.final_queue)
        d["log"] = list(self.log)
        d["_legal"] = None
        return other

    def _comparable(self) -> dict[str, Any]:
        data = super()._comparable()
        data.pop("_legal", None)
        return data

    # -- bots ----------------------------------------------------------------------------

    def rollout_action(self, rng: random.Random) -> Action:
        from engines.verso.policy import policy_action

        return policy_action(self, rng)

    def heuristic(self, player: int) -> float:
        from engines.verso.policy import position_value

        return position_value(self, player)


@cache
def _face_tables(
    deck_faces: tuple[tuple[Face, Face], ...],
) -> tuple[dict[tuple[Face, Face], tuple[int, int]], dict[Face, list[tuple[int, int]]]]:
    pairs: dict[tuple[Face, Face], tuple[int, int]] = {}
    by_face: dict[Face, list[tuple[int, int]]] = {}
    for cid, faces in enumerate(deck_faces):
        for s in (0, 1):
            pairs[(faces[s], faces[1 - s])] = (cid, s)
            by_face.setdefault(faces[s], []).append((cid, s))
    return pairs, by_face


def _match(
    cards: list[CardView], by_face: dict[Face, list[tuple[int, int]]], used: set[int], rng: Any
) -> dict[int, tuple[int, int]]:
    """Give each card a deck card with its visible face, all different (randomised augmenting paths)."""
    order = list(cards)
    shuffle(order, rng)
    options: dict[int, list[tuple[int, int]]] = {}
    for c in order:
        cands = [pair for pair in by_face.get(c.face, []) if pair[0] not in used]
        shuffle(cands, rng)
        options[c.uid] = cands
    owner: dict[int, int] = {}
    chosen: dict[int, tuple[int, int]] = {}

    def place(uid: int, seen: set[int]) -> bool:
        for cid, s in options[uid]:
            if cid in seen:
                continue
            seen.add(cid)
            if cid not in owner or place(owner[cid], seen):
                owner[cid] = uid
                chosen[uid] = (cid, s)
                return True
        return False

    for c in order:
        if not place(c.uid, set()):
            raise ValueError("no deck cards match this view")
    return chosen
