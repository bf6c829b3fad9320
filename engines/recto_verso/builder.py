"""The builder's session: everything a Recto Verso table keeps between two pictures, with no Qt.

The engine (:class:`~engines.recto_verso.game.RectoVersoGame`) holds the building and the
rules. A session adds what a person at the table has in hand: the phase of the round,
the piece held and how it is turned, the cursor, the one edit history (the engine's
actions, undone by the engine and redone from what was undone), the round's time on a
:class:`~engines.table.clock.PausableClock` and one :class:`~engines.recto_verso.check.CheckResult`
per change of the building. Every input of the app — pointer, keys, touch, buttons — ends
in one of these methods, so a script or a test plays the builder exactly as a person does.

Methods that a person triggers return a :class:`Notice` (a stable code and the piece it
is about); the app words it (``app/recto_verso/messages.py``), so the engine stays free
of interface text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engines.base import Action
from engines.recto_verso.building import Building
from engines.recto_verso.cards import Card
from engines.recto_verso.check import CheckResult, check_building
from engines.recto_verso.game import (
    FinishRound,
    PlacePiece,
    RectoVersoGame,
    RemovePiece,
    RoundRecord,
    StopClimb,
)
from engines.recto_verso.handling import (
    Ghost,
    anchor_for,
    build_order,
    ghost,
    start_shape,
    top_piece_at,
    turn,
)
from engines.recto_verso.moves import CallSide, MoveGuard, TakePiece, Tool, TurnPiece
from engines.recto_verso.pieces import Shape, normalise
from engines.table.clock import PausableClock, TimeSource, monotonic_ms

__all__ = ["PHASES", "BuilderSession", "Notice"]

#: setup (no game), announce (card face down), build (the clock runs), result (between rounds), over.
PHASES = ("setup", "announce", "build", "result", "over")


@dataclass(frozen=True)
class Notice:
    """What a person's step did, for the status line: a stable ``code`` and its piece.

    ``detail`` carries an engine sentence (code ``"engine"``) or the ghost's problem code
    (code ``"ghost"``).
    """

    code: str
    piece: str = ""
    detail: str = ""


class BuilderSession:
    """One table of the builder: the game, the hand, the history, the clock and the check."""

    def __init__(self, now: TimeSource = monotonic_ms) -> None:
        self.clock = PausableClock(now)
        self.state: RectoVersoGame | None = None
        self.phase = "setup"
        self.held: str | None = None
        self.shape: Shape = ()
        self.anchor: tuple[int, int] | None = None
        #: The held piece was put in the hand by Hint: the pointer does not carry it away.
        self.hinted = False
        self.solution_shown = False
        self.called = {"front": False, "back": False}
        #: The last step's notice; cleared by a new game so no old sentence carries over.
        self.notice: Notice | None = None
        #: Called after every change of the building (the app autosaves there).
        self.after_edit: Callable[[RectoVersoGame], None] | None = None
        #: A guided game: asked before every step a person takes, told after (None: all allowed).
        self.guard: MoveGuard | None = None
        #: Undone steps, newest last; each step is the engine actions it took back.
        self._redo: list[tuple[Action, ...]] = []
        #: History lengths where a step of several actions (clear, solution) started, by its end.
        self._steps: dict[int, int] = {}
        self._check: tuple[tuple[int, int, str], CheckResult] | None = None

    # -- rounds ----------------------------------------------------------------------

    def start(self, state: RectoVersoGame) -> None:
        """A new game: an empty hand, no history to redo, no old notice; a puzzle starts at once."""
        self.state = state
        self._forget_hand()
        self.anchor = None
        self._redo, self._steps = [], {}
        self.notice = None
        self.clock.reset()
        if state.mode == "puzzle":
            self.begin_round()
        else:
            self.announce()

    def leave(self) -> None:
        """Back to the mode chooser: the game stays (to resume), the clock stops."""
        self.phase = "setup"
        self._forget_hand()
        self.clock.reset()

    def announce(self) -> None:
        """Before a party round or a ladder stage: the card stays face down, no time runs, and
        the last round's notice ("The white piece is on the board") is not said over an empty
        board."""
        self.phase = "announce"
        self._forget_hand()
        self.notice = None
        self.clock.reset()

    def begin_round(self) -> None:
        self.phase = "build"
        self.called = {"front": False, "back": False}
        self.solution_shown = False
        self.clock.start(self.state.stage_limit_ms() if self.state is not None else None)

    def can_build(self) -> bool:
        return self.state is not None and self.phase == "build" and not self.state.is_terminal()

    def elapsed_ms(self) -> int:
        """The round's time; after the round, the frozen time its result reports."""
        return self.clock.elapsed_ms() if self.phase in ("build", "judge", "result", "over") else 0

    def time_up(self) -> bool:
        """The ladder's countdown ran out while building."""
        limit = self.clock.limit_ms
        return self.phase == "build" and limit is not None and self.clock.elapsed_ms() > limit

    def finish_round(self) -> RoundRecord:
        """End the round at the clock's time, frozen so the result reads what the stopwatch showed."""
        state = self._game()
        elapsed = self.clock.finish()
        self._forget_hand()
        state.apply(FinishRound(int(elapsed)))
        self._redo, self._steps = [], {}
        self.phase = "over" if state.is_terminal() else "result"
        self._edited()
        return state.records[-1]

    def stop_climb(self) -> None:
        """End the co-op ladder at the stage reached (the pair may retry as often as they like)."""
        state = self._game()
        self._forget_hand()
        state.apply(StopClimb())
        self._redo, self._steps = [], {}
        self.phase = "over"
        self._edited()

    def call(self, side: str) -> bool:
        """Recto! or Verso!; True once both partners called.

        A call stands, as a shout does at the table: pressed again it changes nothing
        (docs/HOUSE-RULES.md, "Recto Verso: the calls")."""
        if self.phase != "build" or self.called[side] or not self._permit(CallSide(side)):
            return False
        self.called[side] = True
        self._moved(CallSide(side))
        return all(self.called.values())

    def live_result_due(self) -> bool:
        """The building matches the card and nobody needs to call: the puzzle, and a ladder
        played with the house option "Check it for us" (``ladder_check``), end by themselves.

        Party rounds and ladder attempts wait for Recto! and Verso!, as the box wants: judging
        the building is part of the game (docs/HOUSE-RULES.md, "Check it for us"). A round given
        up with "Show a solution" is not won by it.
        """
        state = self.state
        return (
            state is not None
            and self.can_build()
            and (state.mode == "puzzle" or (state.mode == "ladder" and state.options["ladder_check"]))
            and not self.solution_shown
            and bool(state.placed)
            and self.check().correct
        )

    # -- the hand ----------------------------------------------------------------------

    def take(self, name: str) -> Notice | None:
        """Pick a piece from the tray, or off the board (its turn kept), into the hand."""
        state = self.state
        if state is None or not self.can_build() or name not in state.piece_names:
            return None
        if not self._permit(TakePiece(name)):
            return None
        if name in state.placed:
            cells = state.placed[name]
            if not self._do((RemovePiece(name),)):
                return self._say("no_more_moves")
            self.shape = normalise(cells)
            self.anchor = anchor_for(self.shape, (min(c[0] for c in cells), min(c[1] for c in cells)))
        else:
            self.shape = start_shape(name)
            if self.anchor is None:
                self.anchor = (1, 1)
        self.held = name
        self.hinted = False
        self._moved(TakePiece(name))
        return self._say("holding", name)

    def hold_as(self, name: str, cells: tuple[tuple[int, int, int], ...]) -> Notice | None:
        """Hold ``name`` turned and moved to sit over ``cells`` (a solution step, a scripted player)."""
        notice = self.take(name)
        if notice is not None:
            self.shape = normalise(cells)
            self.move_to(anchor_for(self.shape, (min(c[0] for c in cells), min(c[1] for c in cells))))
        return notice

    def put_back(self) -> Notice | None:
        """The held piece goes back to the tray (None: the hand was empty, or a guided game's
        step wants the piece kept in hand)."""
        if self.held is None or not self._permit(Tool("put_back")):
            return None
        self._forget_hand()
        return self._say("put_back")

    def turn(self, operation: str) -> bool:
        """Turn the held piece (R, r, T or F, see :mod:`engines.recto_verso.handling`)."""
        if self.held is None or not self.can_build() or not self._permit(TurnPiece(operation)):
            return False
        self.shape = turn(self.shape, operation)
        self.hinted = False
        self._moved(TurnPiece(operation))
        return True

    def point_at(self, cell: tuple[int, int] | None) -> bool:
        """The pointer is over ``cell`` (None: off the board); False when nothing changed.

        A hinted piece stays where the hint put it: only a deliberate step moves it.
        """
        if self.hinted and self.held is not None:
            return False
        if cell is None and self.held is None:
            return False
        if cell == self.anchor:
            return False
        self.anchor = cell
        return True

    def move_to(self, cell: tuple[int, int]) -> None:
        """The keyboard cursor or a tap moves the hand to ``cell`` (a hinted piece too)."""
        self.anchor = cell
        self.hinted = False

    def ghost(self) -> Ghost | None:
        if self.held is None or self.anchor is None or self.state is None:
            return None
        return ghost(self.held, self.shape, self.anchor, self.state.occupied)

    def place(self) -> Notice | None:
        """Put the held piece down where its ghost is; the notice says why not when it cannot."""
        held_ghost = self.ghost()
        state = self.state
        if held_ghost is None or state is None or not self.can_build():
            return None
        if not held_ghost.allowed:
            return self._say("ghost", held_ghost.piece, held_ghost.problem or "")
        action = PlacePiece.of(held_ghost.piece, held_ghost.cells)
        problem = state.placement_problem(action)
        if problem is not None:
            return self._say("engine", held_ghost.piece, problem)
        if not self._permit(action):
            return None
        if not self._do((action,)):
            return self._say("no_more_moves")
        self._forget_hand()
        self._moved(action)
        return self._say("placed", action.piece)

    def top_piece(self, cell: tuple[int, int]) -> str | None:
        return None if self.state is None else top_piece_at(self.state.placed, cell)

    def pick_at(self, cell: tuple[int, int]) -> Notice | None:
        """Take the top piece of the column at ``cell`` into the hand."""
        name = self.top_piece(cell)
        return None if name is None else self.take(name)

    def remove_at(self, cell: tuple[int, int]) -> Notice | None:
        """Take the top piece of the column at ``cell`` back to the tray."""
        if not self.can_build():
            return None
        name = self.top_piece(cell)
        if name is None:
            return self._say("nothing_there")
        if not self._permit(RemovePiece(name)):
            return None
        if not self._do((RemovePiece(name),)):
            return self._say("no_more_moves")
        self._moved(RemovePiece(name))
        return self._say("removed", name)

    def free_pieces(self) -> list[str]:
        state = self.state
        return [] if state is None else [n for n in state.piece_names if n not in state.placed]

    def cycle(self, step: int) -> Notice | None:
        """Tab: the next (or previous) piece of the tray into the hand."""
        if not self.can_build():
            return None
        free = self.free_pieces()
        if not free:
            return self._say("all_placed")
        index = free.index(self.held) + step if self.held in free else (0 if step > 0 else -1)
        order = [free[(index + i * step) % len(free)] for i in range(len(free))]
        # A guided step that asks for one piece: Tab goes to it past the others, which it
        # would refuse one by one (a learner without a mouse could never reach the blue piece).
        allowed = [name for name in order if self.guard is None or self.guard.expects(TakePiece(name))]
        return self.take((allowed or order)[0])

    # -- history -----------------------------------------------------------------------

    def can_undo(self) -> bool:
        return self.can_build() and self.state is not None and self.state.can_undo()

    def can_redo(self) -> bool:
        return self.can_build() and bool(self._redo)

    def undo(self) -> bool:
        """Take back the last step (a whole clear or solution at once), as the engine undoes."""
        state = self.state
        if state is None or not self.can_undo() or not self._permit(Tool("undo")):
            return False
        end = len(state.history)
        start = self._steps.pop(end, end - 1)
        while len(state.history) > start and state.can_undo():
            state = state.undone()
        self._redo.append(tuple(self._game().history[len(state.history) : end]))
        self.state = state
        self._forget_hand()
        self._edited()
        return True

    def redo(self) -> bool:
        state = self.state
        if state is None or not self.can_redo() or not self._permit(Tool("redo")):
            return False
        actions = self._redo.pop()
        if not self._do(actions, redoing=True):
            self._redo = []
            return False
        self._forget_hand()
        return True

    def clear(self) -> bool:
        """Every piece off the board, as one step."""
        state = self.state
        if state is None or not self.can_build() or not state.placed or not self._permit(Tool("clear")):
            return False
        done = self._do(tuple(RemovePiece(name) for name in state.placed))
        self._forget_hand()
        return done

    # -- help --------------------------------------------------------------------------

    def hint(self) -> Notice | None:
        """Puzzle help: the next piece into the hand, turned and over its place; or what to take off."""
        state = self.state
        if state is None or not self.can_build() or not self._permit(Tool("hint")):
            return None
        self._moved(Tool("hint"))
        action = state.hint()
        if isinstance(action, PlacePiece):
            self.held = action.piece
            self.shape = normalise(action.cells)
            self.anchor = anchor_for(
                self.shape, (min(c[0] for c in action.cells), min(c[1] for c in action.cells))
            )
            self.hinted = True
            return self._say("hint_place", action.piece)
        if isinstance(action, RemovePiece):
            return self._say("hint_remove", action.piece)
        return self._say("hint_none")

    def show_solution(self) -> Notice | None:
        """Give up: one solution on the board (one step to undo); the clock stops for good.

        The clock's own pause reasons belong to the app's clock service (dialogs, other
        screens), so giving up freezes the time instead of adding a reason.
        """
        state = self.state
        if state is None or not self.can_build() or not self._permit(Tool("solution")):
            return None
        self._moved(Tool("solution"))
        solution = state.solution()
        if solution is None:
            return self._say("no_solution")
        steps: list[Action] = [RemovePiece(name) for name in state.placed]
        steps += [
            PlacePiece.of(name, cells)
            for name, cells in build_order((p.piece, p.cells) for p in solution.placements)
        ]
        if not self._do(tuple(steps)):
            return self._say("no_more_moves")
        self._forget_hand()
        self.solution_shown = True
        self.clock.finish()  # the time stops where the round was given up
        return self._say("solution")

    def check(self) -> CheckResult:
        """The building against the card, computed once per change of the building."""
        state = self._game()
        key = (id(state), len(state.history), self.phase)
        if self._check is None or self._check[0] != key:
            card, building = self.shown_round()
            self._check = (key, check_building(card, building))
        return self._check[1]

    def shown_round(self) -> tuple[Card, Building]:
        """The card and building the table shows: after a round, the round just finished (the
        next card is dealt already, face down until its round begins), also when the game ends
        there ("Stop the climb" after a failed attempt leaves that attempt on the table)."""
        state = self._game()
        if self.phase in ("result", "over") and state.finished_round is not None:
            return state.finished_round
        return state.card, state.building()

    # -- internals ---------------------------------------------------------------------

    def _game(self) -> RectoVersoGame:
        if self.state is None:
            raise RuntimeError("no game: start one first")
        return self.state

    def _permit(self, action: Action) -> bool:
        return self.guard is None or self.guard.allows(action)

    def _moved(self, action: Action) -> None:
        if self.guard is not None:
            self.guard.played(action)

    def _say(self, code: str, piece: str = "", detail: str = "") -> Notice:
        self.notice = Notice(code, piece, detail)
        return self.notice

    def _forget_hand(self) -> None:
        self.held = None
        self.hinted = False

    def _legal_in_turn(self, actions: tuple[Action, ...]) -> bool:
        """Whether every action may be played, each after the ones before it."""
        trial = self._game() if len(actions) == 1 else self._game().clone()
        for index, action in enumerate(actions):
            if not trial.is_legal(action):
                return False
            if index < len(actions) - 1:
                trial.apply(action)
        return True

    def _do(self, actions: tuple[Action, ...], redoing: bool = False) -> bool:
        """Play a step of one or more actions, all or none (an engine limit refuses the whole step)."""
        state = self._game()
        if not self._legal_in_turn(actions):
            return False
        start = len(state.history)
        for action in actions:
            state.apply(action)
        if not redoing:
            self._redo = []
        self._steps = {k: v for k, v in self._steps.items() if k <= start}
        if len(actions) > 1:
            self._steps[len(state.history)] = start
        self._edited()
        return True

    def _edited(self) -> None:
        if self.after_edit is not None and self.state is not None:
            self.after_edit(self.state)
