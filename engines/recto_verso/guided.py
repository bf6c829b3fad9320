"""A builder's table as the guide runner sees it: the steps a person may take, as actions.

:class:`~engines.guide.runner.GuideRunner` walks a script against something with a
``current_player``, ``legal_actions()`` and ``apply()``. For Verso that is the engine's
state; for Recto Verso most of what a newcomer learns (pick a piece up, turn it, tip it,
call "Verso!") never reaches the engine, so this wraps a
:class:`~engines.recto_verso.builder.BuilderSession` and offers those steps
(:mod:`engines.recto_verso.moves`) next to the engine's put-downs and take-offs. The same
object checks a script in a test and answers the table's guide, so a script that replays
here is a script the table can follow (docs/ARCHITECTURE.md, "Guided first games").
"""

from __future__ import annotations

from engines.base import TERMINAL, Action
from engines.guide.script import GuideScript
from engines.recto_verso.builder import BuilderSession
from engines.recto_verso.game import PlacePiece, RectoVersoGame, RemovePiece
from engines.recto_verso.handling import OPERATIONS, anchor_for, ghost
from engines.recto_verso.moves import CallSide, TakePiece, Tool, TurnPiece
from engines.recto_verso.pieces import normalise

__all__ = ["GuidedBuilder", "guided_game"]

#: The helpers a builder may use, puzzle first (Hint and the solution are the puzzle's only).
PUZZLE_TOOLS = ("hint", "solution")
TOOLS = ("undo", "redo", "clear")


def guided_game(script: GuideScript) -> RectoVersoGame:
    """The script's deal: its seats, seed and options (a chosen card, a mode)."""
    setup = script.setup
    return RectoVersoGame(len(setup.seats), setup.seed, dict(setup.options))


class GuidedBuilder:
    """A builder session offering its person's steps as actions; the seat taught is ``learner``."""

    def __init__(self, session: BuilderSession, learner: int = 0) -> None:
        self.session = session
        self.learner = learner

    @property
    def current_player(self) -> int:
        """The learner while the round is built (the partners share one board), else nobody."""
        return self.learner if self.session.can_build() else TERMINAL

    def is_terminal(self) -> bool:
        """The guided round is over: its result is on the table."""
        return not self.session.can_build()

    def legal_actions(self) -> list[Action]:
        session, state = self.session, self.session.state
        if state is None or not session.can_build():
            return []
        actions: list[Action] = [TakePiece(name) for name in state.piece_names]
        if session.held is not None:
            actions += [TurnPiece(op) for op in OPERATIONS]
            actions += self._placements()
            actions.append(Tool("put_back"))
        actions += [RemovePiece(name) for name in state.placed]
        tools = (*PUZZLE_TOOLS, *TOOLS) if state.mode == "puzzle" else TOOLS
        actions += [Tool(name) for name in tools]
        if state.mode != "puzzle":
            actions += [CallSide("front"), CallSide("back")]
        return actions

    def _placements(self) -> list[Action]:
        """Every spot the held piece, turned as it is, can be put down: one per landing."""
        session, state = self.session, self.session.state
        assert state is not None and session.held is not None
        found: dict[tuple[tuple[int, int, int], ...], Action] = {}
        for x in range(4):
            for y in range(4):
                landing = ghost(session.held, session.shape, (x, y), state.occupied)
                if landing.allowed:
                    found.setdefault(landing.cells, PlacePiece.of(landing.piece, landing.cells))
        return list(found.values())

    def apply(self, action: Action) -> None:
        """Take the step the way a person does: the same session methods the table calls."""
        session = self.session
        if isinstance(action, TakePiece):
            done = session.take(action.piece) is not None
        elif isinstance(action, TurnPiece):
            done = session.turn(action.operation)
        elif isinstance(action, PlacePiece):
            shape = normalise(action.cells)
            session.move_to(
                anchor_for(shape, (min(c[0] for c in action.cells), min(c[1] for c in action.cells)))
            )
            notice = session.place()
            done = notice is not None and notice.code == "placed"
        elif isinstance(action, RemovePiece):
            state = session.state
            assert state is not None
            x, y, _ = max(state.placed[action.piece], key=lambda cell: cell[2])
            done = session.remove_at((x, y)) is not None
        elif isinstance(action, CallSide):
            done = True
            if session.call(action.side):
                session.finish_round()
        elif isinstance(action, Tool):
            done = self._tool(action.name)
        else:
            done = False
        if not done:
            raise ValueError(f"the builder cannot take the step {action.to_json()}")

    def _tool(self, name: str) -> bool:
        session = self.session
        if name == "hint":
            return session.hint() is not None
        if name == "solution":
            return session.show_solution() is not None
        if name == "put_back":
            return session.put_back() is not None
        return {"undo": session.undo, "redo": session.redo, "clear": session.clear}[name]()
