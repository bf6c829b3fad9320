"""The Recto Verso building game on the engine contract: puzzle, co-op ladder and party.

* ``"puzzle"`` (1 player): one card, built alone with both facades in view; the solver's
  :meth:`RectoVersoGame.hint` and :meth:`RectoVersoGame.solution` help.
* ``"ladder"`` (2 players, co-operative): 7 stages with shrinking time limits; a failed
  attempt is retried with a new card, as often as the pair likes (the box sets no limit),
  until they clear stage 7 or play :class:`StopClimb`. A house option, ``ladder_tries``,
  can end the climb after a number of failures instead. As in the box, an attempt ends when
  both partners have called; the house option ``ladder_check`` ("Check it for us", for young
  children) lets the table end it as soon as the building is right.
* ``"party"`` (3-6 players): the active player flips a partner token, the two build,
  both score by time, and the player to the left is next, until all tokens are flipped.

``"mode": "auto"`` picks the mode from the number of players. Every round, the pieces
start off the board; the builders put pieces down (a piece drops, like a ghost, to the
lowest height where it is supported) and take them off, then finish the round with the
time the app's clock measured. The engine checks the building, names every mistake and
scores it. Drawing the card and the partner token happens in the engine, from its seeded
rng, when a round starts; finishing a round is therefore never undone.

The building game has no secret from the app's point of view: each player's view
carries the whole state, plus which facade that seat is meant to look at this round
(``side``). Keeping each partner to their own side is the app's job.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from engines.base import TERMINAL, Action, GameState, View
from engines.events import GameEvent
from engines.recto_verso.building import Building, Placement, validate
from engines.recto_verso.cards import Card, card_from_json, shipped_cards
from engines.recto_verso.facades import differences, project_building
from engines.recto_verso.pieces import LEVELS, Cell, level_pieces, level_word, piece_word
from engines.recto_verso.placing import MAX_FLOORS, cells_mask, drop_floor, slot_for, slots
from engines.recto_verso.rules_data import (
    DEFAULT_SCORING_GRID,
    LADDER_STAGES,
    MAX_ROUND_POINTS,
    RoundOutcome,
    check_scoring_grid,
    ladder_stage_cleared,
    partner_tokens,
    round_outcome,
)
from engines.recto_verso.solver import complete, impossibility, solve
from engines.recto_verso.solver import hint as solver_hint
from engines.rng import randbelow, shuffle
from engines.text import and_list, player_label, t

__all__ = [
    "ClimbStopped",
    "FinishRound",
    "PlacePiece",
    "RectoVersoGame",
    "RectoVersoView",
    "RemovePiece",
    "RoundRecord",
    "StopClimb",
]

#: Placements and removals allowed in one round; after that only finishing is left. The box
#: lets partners rearrange freely, so the limit only refuses nonsense (a stuck script): a
#: move is a take-off and a put-down, so 10,000 edits is 5,000 moves, nearly three hours of
#: non-stop rearranging at a move every two seconds, far past the 2:00 after which a round
#: scores nothing. Such a round still saves in under 1 MB (the loader's limit is 5 MB) and
#: replays in a fraction of a second (docs/HOUSE-RULES.md, "Round safety limits").
MAX_EDITS_PER_ROUND = 10_000
#: The most failed attempts the ``ladder_tries`` house option may set (0 means no limit).
MAX_LADDER_TRIES = 30
#: Attempts after which a climb ends by itself, so that every game has an end; no pair
#: plays that many (a thousand attempts are hours of play even at the 0:15 of stage 7).
MAX_LADDER_ROUNDS = 1_000
#: The longest round the clock may report (a day), to refuse nonsense.
MAX_ELAPSED_MS = 24 * 3600 * 1000
#: Finishing times offered in ``legal_actions`` (the app sends the real one; any is legal).
SAMPLE_FINISH_MS = (15_000, 40_000, 80_000, 150_000)
MODES = ("puzzle", "ladder", "party")


def _cells_text(cells: tuple[Cell, ...]) -> str:
    return " ".join(f"({x},{y},{z})" for x, y, z in cells)


def _clock(ms: int) -> str:
    seconds, tenths = divmod(ms // 100, 10)
    return f"{seconds // 60}:{seconds % 60:02d}.{tenths}"


@dataclass(frozen=True)
class PlacePiece(Action):
    """Put a piece down; ``cells`` are absolute ``(x, y, z)``, sorted."""

    kind: ClassVar[str] = "place"
    piece: str
    cells: tuple[tuple[int, int, int], ...]

    @classmethod
    def of(cls, piece: str, cells: Any) -> PlacePiece:
        return cls(piece, tuple(sorted(tuple(int(v) for v in c) for c in cells)))  # type: ignore[misc]

    def __str__(self) -> str:
        return t(
            "puts the {piece} piece on {cells}", piece=piece_word(self.piece), cells=_cells_text(self.cells)
        )


@dataclass(frozen=True)
class RemovePiece(Action):
    kind: ClassVar[str] = "remove"
    piece: str

    def __str__(self) -> str:
        return t("takes the {piece} piece off the board", piece=piece_word(self.piece))


@dataclass(frozen=True)
class FinishRound(Action):
    """ "Recto!" and "Verso!" both called: the clock stopped at ``elapsed_ms``.

    ``judged`` is the table's verdict on a building made with the wooden pieces (True: it
    matches the card); None when the building is on the board and the app checks it
    (docs/HOUSE-RULES.md, "Recto Verso: who checks the building")."""

    kind: ClassVar[str] = "finish"
    elapsed_ms: int
    judged: bool | None = None

    def __str__(self) -> str:
        return t("finishes the building in {time}", time=_clock(self.elapsed_ms))


@dataclass(frozen=True)
class StopClimb(Action):
    """Ladder only: the pair stops climbing; the game ends at the stage reached."""

    kind: ClassVar[str] = "stop_climb"

    def __str__(self) -> str:
        return t("stops the climb")


def builders_named(builders: Sequence[int], names: Sequence[str] | None) -> str:
    """The builders of a round, "Ana and Ben", by name where the table named them."""
    return and_list([names[seat] if names and seat < len(names) else player_label(seat) for seat in builders])


@dataclass(frozen=True)
class RoundRecord(GameEvent):
    """One finished round: the entry of the game's log (pieces moved during a round are not logged)."""

    number: int
    card_id: str
    builders: tuple[int, ...]
    outcome: RoundOutcome
    #: Ladder only: the stage played (0-based) and whether it was cleared.
    stage: int = -1
    cleared: bool = False

    @property
    def actor(self) -> int:
        """The seat that called the round finished: the active builder."""
        return self.builders[0]

    def describe(self, names: Sequence[str] | None = None) -> str:
        return t(
            "{player}: {kind}.",
            player=builders_named(self.builders, names),
            kind=str(FinishRound(self.outcome.elapsed_ms)),
        )


@dataclass(frozen=True)
class ClimbStopped(GameEvent):
    """The last entry of a ladder the pair stopped: the stage they reached."""

    builders: tuple[int, ...]
    #: Stages cleared (the result both partners score).
    stages: int

    @property
    def actor(self) -> int:
        return self.builders[0]

    def describe(self, names: Sequence[str] | None = None) -> str:
        return t(
            "{players} stop the climb with {count} of {total} stages cleared.",
            players=builders_named(self.builders, names),
            count=self.stages,
            total=len(LADDER_STAGES),
        )


@dataclass(frozen=True)
class RectoVersoView(View):
    state: RectoVersoGame
    mode: str
    #: The facade this seat looks at this round: "front", "back" or "both".
    side: str
    card: Card


@cache
def _place_actions(piece: str) -> tuple[tuple[PlacePiece, ...], ...]:
    """Every slot's action at every floor, built once: legal_actions only picks from them."""
    return tuple(
        tuple(PlacePiece(piece, slot.cells(z)) for z in range(MAX_FLOORS - slot.height + 1))
        for slot in slots(piece)
    )


class RectoVersoGame(GameState):
    game = "recto_verso"
    title = "Recto Verso"
    version = 1
    min_players = 1
    max_players = 6
    action_types = (PlacePiece, RemovePiece, FinishRound, StopClimb)
    default_options: ClassVar[dict[str, Any]] = {
        "mode": "auto",
        "level": "easy",
        "card": "",
        "card_data": {},
        "ladder_tries": 0,
        "ladder_check": False,
        "scoring_grid": [list(entry) for entry in DEFAULT_SCORING_GRID],
    }
    #: Every round takes at most its edits plus the action that ends it (finishing, or
    #: stopping the climb); the ladder has the most rounds.
    max_game_length = MAX_LADDER_ROUNDS * (MAX_EDITS_PER_ROUND + 1)
    score_bounds = (0.0, float(MAX_ROUND_POINTS * 30))

    # -- set-up and rounds -------------------------------------------------------------

    def _setup(self) -> None:
        mode = self.options["mode"]
        if mode == "auto":
            mode = "puzzle" if self.players == 1 else "ladder" if self.players == 2 else "party"
        wanted = {"puzzle": (1, 1), "ladder": (2, 2), "party": (3, 6)}
        if mode not in wanted:
            raise ValueError(f"unknown mode {mode!r}; choose puzzle, ladder or party")
        low, high = wanted[mode]
        if not low <= self.players <= high:
            raise ValueError(f"the {mode} mode is for {low}-{high} players, not {self.players}")
        self.mode: str = mode
        self.level: str = self.options["level"]
        if self.level not in LEVELS:
            raise ValueError(f"unknown level {self.level!r}; choose easy or hard")
        tries = self.options["ladder_tries"]
        if not 0 <= tries <= MAX_LADDER_TRIES:
            raise ValueError(f"ladder_tries must be 0 (no limit) to {MAX_LADDER_TRIES}")
        if not isinstance(self.options["ladder_check"], bool):
            raise ValueError("ladder_check must be true or false")
        self.grid = check_scoring_grid(self.options["scoring_grid"])
        self.piece_names: tuple[str, ...] = tuple(p.name for p in level_pieces(self.level))
        deck = [c.id for c in shipped_cards() if c.level == self.level]
        shuffle(deck, self.rng)
        self.deck: list[str] = deck
        self.used: list[str] = []
        self.points = [0] * self.players
        self.stage = 0
        self.failures = 0
        self.records: list[RoundRecord] = []
        #: Set when the pair stops the climb: the log's last entry.
        self.stopped: ClimbStopped | None = None
        self.finished = False
        self.active = 0
        self.tokens: list[list[int]] = []
        if mode == "party":
            for held in partner_tokens(self.players):
                shuffle(held, self.rng)
                self.tokens.append(held)
        self.flipped: list[list[int]] = [[] for _ in range(self.players)]
        #: The round just finished: its card and its building. The next round's card is dealt
        #: at once, and stays face down until that round begins; the result shows this one.
        self.finished_round: tuple[Card, Building] | None = None
        self.card: Card = self._first_card()
        self.builders: tuple[int, ...] = ()
        self.round = 0
        self._start_round(first=True)

    def _first_card(self) -> Card:
        wanted = self.options["card"]
        if self.options["card_data"]:
            return self._card_of_data(self.options["card_data"], wanted)
        if not wanted:
            return self._draw_card()
        if wanted == "generated":
            from engines.recto_verso.generator import generate_cards

            made = generate_cards(self.level, 1, randbelow(self.rng, 2**31))[0].card
            return Card("new", made.level, made.front, made.back, made.difficulty)
        if self.mode != "puzzle":
            raise ValueError("a chosen card is for the puzzle mode")
        for card in shipped_cards():
            if card.id == wanted:
                if card.level != self.level:
                    raise ValueError(f"card {wanted} is a {card.level} card, not {self.level}")
                return card
        raise ValueError(f"no shipped card {wanted!r}")

    def _card_of_data(self, data: dict[str, Any], wanted: str) -> Card:
        """A card given whole in the ``card_data`` option (one of "My cards"), so a save carries it."""
        if self.mode != "puzzle":
            raise ValueError("a chosen card is for the puzzle mode")
        if wanted:
            raise ValueError("choose a card by its id or by its data, not both")
        card = card_from_json(data)
        if card.level != self.level:
            raise ValueError(f"card {card.id} is a {card.level} card, not {self.level}")
        reason = impossibility(card)
        if reason is not None:
            raise ValueError(reason)
        return card

    def _draw_card(self) -> Card:
        if not self.deck:
            self.deck, self.used = self.used, []
            shuffle(self.deck, self.rng)
        card_id = self.deck.pop()
        self.used.append(card_id)
        return next(c for c in shipped_cards() if c.id == card_id)

    def _start_round(self, *, first: bool = False) -> None:
        """Clear the board, flip a partner token (party) and draw the card (after the first)."""
        self.round += 1
        self.placed: dict[str, tuple[Cell, ...]] = {}
        self.occupied = 0
        self.edits = 0
        if self.mode == "party":
            partner = self.tokens[self.active].pop()
            self.flipped[self.active].append(partner)
            self.builders = (self.active, partner)
        else:
            self.builders = tuple(range(self.players))
        if not first:
            self._mark_reveal()
            self.card = self._draw_card()

    # -- the contract ----------------------------------------------------------------

    @property
    def current_player(self) -> int:
        if self.finished:
            return TERMINAL
        return self.active if self.mode == "party" else 0

    def legal_actions(self) -> list[Action]:
        if self.finished:
            return []
        actions: list[Action] = []
        if self.edits < MAX_EDITS_PER_ROUND:
            occupied = self.occupied
            for name in self.piece_names:
                if name in self.placed:
                    continue
                table = _place_actions(name)
                for index, slot in enumerate(slots(name)):
                    z = drop_floor(slot, occupied)
                    if z is not None:
                        actions.append(table[index][z])
            actions.extend(RemovePiece(name) for name in self.piece_names if name in self.placed)
        if self.mode == "ladder":
            actions.append(StopClimb())
        actions.extend(FinishRound(ms) for ms in SAMPLE_FINISH_MS)
        return actions

    def is_legal(self, action: Action) -> bool:
        """Like ``action in legal_actions()`` but any clock time may finish a round."""
        if self.finished:
            return False
        if isinstance(action, FinishRound):
            ms = action.elapsed_ms
            judged_ok = action.judged is None or isinstance(action.judged, bool)
            return (
                judged_ok and isinstance(ms, int) and not isinstance(ms, bool) and 0 <= ms <= MAX_ELAPSED_MS
            )
        if isinstance(action, StopClimb):
            return self.mode == "ladder"
        if self.edits >= MAX_EDITS_PER_ROUND:
            return False
        if isinstance(action, RemovePiece):
            return action.piece in self.placed
        if isinstance(action, PlacePiece):
            return self.placement_problem(action) is None
        return False

    def placement_problem(self, action: PlacePiece) -> str | None:
        """Why ``action`` cannot be played now, or None (for the ghost's status line)."""
        name = piece_word(action.piece)
        if action.piece not in self.piece_names:
            return t(
                "there is no {piece} piece at the {level} level", piece=name, level=level_word(self.level)
            )
        if action.piece in self.placed:
            return t("the {piece} piece is already on the board", piece=name)
        try:
            cells = tuple(tuple(c) for c in action.cells)
            if cells != tuple(sorted(cells)) or not all(
                len(c) == 3 and all(isinstance(v, int) and not isinstance(v, bool) for v in c) for c in cells
            ):
                return t("the cells must be sorted (x, y, z) whole numbers")
        except TypeError:
            return t("the cells must be sorted (x, y, z) whole numbers")
        found = slot_for(action.piece, cells)  # type: ignore[arg-type]
        if found is None:
            return t("those cells are not a rotation of the {piece} piece inside the board", piece=name)
        slot, z = found
        landing = drop_floor(slot, self.occupied)
        if landing is None:
            return t("the {piece} piece has no place to rest there", piece=name)
        if landing != z:
            return t(
                "the {piece} piece would drop to floor {landing}, not {floor}",
                piece=name,
                landing=landing + 1,  # floors are counted from 1 in words
                floor=z + 1,
            )
        return None

    def _apply(self, action: Action) -> None:
        if isinstance(action, PlacePiece):
            self.placed[action.piece] = action.cells
            self.occupied |= cells_mask(action.cells)
            self.edits += 1
        elif isinstance(action, RemovePiece):
            self.occupied &= ~cells_mask(self.placed.pop(action.piece))
            self.edits += 1
        elif isinstance(action, FinishRound):
            self._finish_round(action.elapsed_ms, action.judged)
        elif isinstance(action, StopClimb):
            # Final, like finishing a round: the game is over and its end screen shown.
            self._mark_reveal()
            self.finished = True
            self.stopped = ClimbStopped(self.builders, self.stage)

    def _finish_round(self, elapsed_ms: int, judged: bool | None = None) -> None:
        self._mark_reveal()
        if judged is None:
            mistakes = self.mistakes()
        else:  # the table looked at the wooden building
            mistakes = [] if judged else [t("the table found a mistake in the building")]
        outcome = round_outcome(mistakes, elapsed_ms, self.grid)
        stage, cleared = -1, False
        if self.mode == "puzzle":
            self.points[0] = outcome.points
            self.finished = True
        elif self.mode == "ladder":
            stage = self.stage
            cleared = ladder_stage_cleared(stage, elapsed_ms, outcome.correct)
            if cleared:
                self.stage += 1
            else:
                self.failures += 1
            tries = self.options["ladder_tries"]
            self.finished = (
                self.stage == len(LADDER_STAGES)
                or (tries > 0 and self.failures >= tries)
                or len(self.records) + 1 >= MAX_LADDER_ROUNDS
            )
        else:
            for seat in self.builders:
                self.points[seat] += outcome.points
            self.active = (self.active + 1) % self.players
            self.finished = not any(self.tokens)
        self.records.append(RoundRecord(self.round, self.card.id, self.builders, outcome, stage, cleared))
        self.finished_round = (self.card, self.building())
        if not self.finished:
            self._start_round()

    def is_terminal(self) -> bool:
        return self.finished

    def scores(self) -> list[float]:
        if self.mode == "ladder":
            return [float(self.stage)] * self.players
        return [float(p) for p in self.points]

    def event_log(self, reader: int | None = None) -> Sequence[GameEvent]:
        """The rounds played so far, and the stop of a climb (the whole table sees them)."""
        return [*self.records, self.stopped] if self.stopped else self.records

    def view(self, player: int) -> RectoVersoView:
        if self.mode == "puzzle" or player not in self.builders:
            side = "both"
        else:
            side = "front" if player == self.builders[0] else "back"
        return RectoVersoView(player=player, state=self.clone(), mode=self.mode, side=side, card=self.card)

    # -- for the app -------------------------------------------------------------------

    def building(self) -> Building:
        return Building(
            self.level,
            tuple(Placement(name, self.placed[name]) for name in self.piece_names if name in self.placed),
        )

    def mistakes(self) -> list[str]:
        """Every mistake in the current building against the card (empty when correct)."""
        building = self.building()
        found = [p.message for p in validate(building)]
        found.extend(str(d) for d in differences(self.card.facades, project_building(building)))
        return found

    def stage_limit_ms(self) -> int | None:
        """The current ladder stage's time limit (None outside the ladder)."""
        if self.mode != "ladder" or self.stage >= len(LADDER_STAGES):
            return None
        return LADDER_STAGES[self.stage] * 1000

    def hint(self) -> Action | None:
        """A next step towards the card: a placement, or taking off a piece that blocks every solution."""
        if self.finished:
            return None
        partial = self.building()
        suggestion = solver_hint(self.card, partial)
        if suggestion is not None:
            action = PlacePiece(suggestion.piece, suggestion.cells)
            if self.is_legal(action):
                return action
            full = complete(self.card, partial)
            for p in full.placements if full else ():
                action = PlacePiece(p.piece, p.cells)
                if p.piece not in self.placed and self.is_legal(action):
                    return action
            return None
        if complete(self.card, partial) is not None:
            return None  # already the solution
        for name in reversed(list(self.placed)):
            rest = Building(self.level, tuple(p for p in partial.placements if p.piece != name))
            if complete(self.card, rest) is not None and self.is_legal(RemovePiece(name)):
                return RemovePiece(name)
        return None

    def solution(self) -> Building | None:
        """One building that matches the card ("show a solution")."""
        return solve(self.card, self.level).building
