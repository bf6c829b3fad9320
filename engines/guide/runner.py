"""Walks a guided game: which step is showing, which move it allows, the other seats' scripted moves.

The runner owns nothing of the table: it is handed the game state (the session's) at every
question, so the same code checks a script in a test and steers the real table. Its
promise: during the steps only the one move the step names is allowed, and each scripted
move of another seat is the one legal action its pattern matches; after the steps, any
legal move (free play).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from engines.base import Action
from engines.guide.script import GuideError, GuideScript, GuideStep
from engines.text import t

__all__ = ["GuideRunner", "GuideState", "match_one", "matches"]


class GuideState(Protocol):
    """What the runner asks of the game it walks: an engine's state, or a table that offers its
    own steps as actions (Recto Verso's builder picks a piece up and turns it in the hand)."""

    @property
    def current_player(self) -> int: ...

    def legal_actions(self) -> Sequence[Action]: ...

    def apply(self, action: Action) -> Any: ...


State = TypeVar("State", bound=GuideState)


def matches(pattern: Mapping[str, Any], action: Action) -> bool:
    """Whether every field the pattern names has that value in the action's save form."""
    data = action.to_json()
    for key, wanted in pattern.items():
        value = data.get(key)
        if isinstance(value, list) and isinstance(wanted, list):
            if list(value) != list(wanted):
                return False
        elif value != wanted or key not in data:
            return False
    return True


def match_one(pattern: Mapping[str, Any], legal: Sequence[Action]) -> Action:
    """The one legal action ``pattern`` matches; :class:`GuideError` when none or several do."""
    found = [action for action in legal if matches(pattern, action)]
    if len(found) != 1:
        raise GuideError(
            t(
                "The guide's move {pattern} matches {count} legal moves, not one.",
                pattern=repr(dict(pattern)),
                count=len(found),
            )
        )
    return found[0]


class GuideRunner:
    """The position in a script: ``index`` is the step showing (``len(steps)``: free play)."""

    def __init__(self, script: GuideScript) -> None:
        self.script = script
        self.index = 0
        #: Scripted moves of the other seats still to play after the last step, in order.
        self.pending: list[Mapping[str, Any]] = []

    # -- where we are -----------------------------------------------------------------

    @property
    def step(self) -> GuideStep | None:
        """The step showing, or None in free play."""
        steps = self.script.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def free(self) -> bool:
        return self.step is None and not self.pending

    @property
    def waits_for_next(self) -> bool:
        """Whether the step showing is read and then closed with "Next" (it expects no move)."""
        step = self.step
        return step is not None and step.expect is None and not self.pending

    # -- questions from the table -------------------------------------------------------

    def expected(self, state: GuideState) -> Action | None:
        """The learner's move the step showing waits for (None: "Next", a scripted move, or free play)."""
        step = self.step
        if step is None or step.expect is None or self.pending:
            return None
        if state.current_player != self.script.learner:
            raise GuideError(t("The guide expects a move while it is another seat's turn."))
        return match_one(step.expect, state.legal_actions())

    def allows(self, state: GuideState, action: Action) -> bool:
        """Whether the table may play ``action`` now: the expected move, or anything in free play."""
        if self.free:
            return True
        expected = self.expected(state)
        return expected is not None and expected == action

    def reads_ahead(self, state: GuideState, action: Action) -> bool:
        """Whether ``action`` is the move the next step asks for, played while the step showing
        waits for "Next" (and no scripted move comes between): the learner read on ("... get
        rid of the bear!") and played it. The table lets it through and the runner moves on
        (:meth:`next`), rather than refuse the very move the words announced."""
        steps, following = self.script.steps, self.index + 1
        if not self.waits_for_next or self.script.steps[self.index].then or following >= len(steps):
            return False
        expect = steps[following].expect
        if expect is None or state.current_player != self.script.learner:
            return False
        try:
            return match_one(expect, state.legal_actions()) == action
        except GuideError:
            return False

    def scripted_move(self, state: GuideState) -> Action | None:
        """The next move the script plays for another seat, if one is due now."""
        if not self.pending:
            return None
        if state.current_player == self.script.learner:
            raise GuideError(t("The guide plays a move for another seat during the learner's turn."))
        return match_one(self.pending[0], state.legal_actions())

    # -- moving on ----------------------------------------------------------------------

    def next(self) -> None:
        """Close a step that expects no move (the "Next" button)."""
        step = self.step
        if step is None or step.expect is not None or self.pending:
            return
        self._finish(step)

    def played(self, action: Action) -> None:
        """Note a move played on the table: a scripted one, or the learner's expected one."""
        if self.pending:
            self.pending.pop(0)
            return
        step = self.step
        if step is not None and step.expect is not None and matches(step.expect, action):
            self._finish(step)

    def _finish(self, step: GuideStep) -> None:
        self.index += 1
        self.pending = list(step.then)

    # -- a whole script, without a table ----------------------------------------------------

    def replay(self, state: State) -> State:
        """Play the steps on ``state`` (Next for the sentences), as the table would; returns it."""
        while not self.free:
            scripted = self.scripted_move(state)
            if scripted is not None:
                self.played(scripted)
                state.apply(scripted)
                continue
            expected = self.expected(state)
            if expected is None:
                self.next()
                continue
            self.played(expected)
            state.apply(expected)
        return state
