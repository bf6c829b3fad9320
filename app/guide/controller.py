"""Steers a table through a guided game: shows each step, lets only its move through, plays the
script's moves for the other seats, gives hints in free play and names the skipped rules at the end.

The table keeps playing as it always does; it asks the controller two questions
(:meth:`GuideController.allows` before a move, :meth:`GuideController.scripted_move` when a
computer player is due) and tells it every move played (:meth:`GuideController.played`).
Where things are on the table comes from the table's :class:`~app.guide.targets.GuideTargets`.
"""

from __future__ import annotations

import logging
import math

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtWidgets import QApplication, QWidget

from app.guide.overlay import GuideBubble, GuideHighlight
from app.guide.targets import GuideTargets
from engines.base import Action, GameState
from engines.guide import GuideError, GuideRunner, GuideScript
from engines.guide.runner import GuideState

__all__ = ["GuideController"]

log = logging.getLogger(__name__)

# What a pixel of distance between the bubble and its target costs, in square pixels hidden.
DISTANCE_COST = 30.0


class GuideController(QObject):
    """One guided game on one table; ``advanced`` after Next (scripted moves may be due),
    ``leave_requested`` from the bubble's Leave button (the table confirms), ``left`` once the
    guide is closed."""

    advanced = Signal()
    left = Signal()
    leave_requested = Signal()

    def __init__(
        self, script: GuideScript, host: QWidget, targets: GuideTargets, key_home: QWidget | None = None
    ) -> None:
        super().__init__(host)
        self.script = script
        self.runner = GuideRunner(script)
        self.host = host
        self.targets = targets
        # Where the table's keys are taken (the focus goes back there after the bubble's buttons).
        self.key_home = key_home or host
        self.highlight = GuideHighlight(host)
        self.bubble = GuideBubble(host)
        self.bubble.next_clicked.connect(self.next)
        self.bubble.leave_clicked.connect(self.leave_requested)
        self.bubble.finish_clicked.connect(self.finish_here)
        # A click on the bubble (its buttons take no focus from the mouse) hands the focus to the
        # table, not to the first parent that would take it, a scroll area that swallows the keys.
        self.bubble.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.bubble.setFocusProxy(self.key_home)
        self.finished = False
        self._hint = 0
        self._target = ""
        self.hide()

    # -- questions from the table -----------------------------------------------------

    @property
    def guiding(self) -> bool:
        """Whether the steps still run (only their moves allowed, no undo)."""
        return not self.runner.free

    @property
    def waits_for_next(self) -> bool:
        return self.runner.waits_for_next or self.finished

    def allows(self, state: GuideState, action: Action) -> bool:
        """Whether the table may play ``action``; when not, the bubble says the step again."""
        try:
            allowed = self.runner.allows(state, action)
        except GuideError:
            self.lost_the_script()
            return True
        if allowed:
            return True
        self.refuse()
        return False

    def lost_the_script(self) -> None:
        """The table no longer stands where the script expects (a move it did not see): the
        guide steps aside and the game goes on, rather than teach a move that cannot be made."""
        log.warning("the guided game left its script; the game goes on without it", exc_info=True)
        self.left.emit()

    def scripted_move(self, state: GameState) -> Action | None:
        return self.runner.scripted_move(state)

    # -- what happened ----------------------------------------------------------------

    def played(self, action: Action, learner_moved: bool) -> None:
        self.runner.played(action)
        if learner_moved and self.runner.free:
            self._hint += 1

    def next(self) -> None:
        if self.finished:
            self.close()
            return
        if self.runner.waits_for_next:
            self.runner.next()
            self._keys_to_the_table()
            self.advanced.emit()

    def finish_here(self) -> None:
        """Free play ends where the learner likes: the closing words, and the game stays on the table."""
        self._keys_to_the_table()
        self.show_end(self.tr("You have seen how the game goes."))

    def _keys_to_the_table(self) -> None:
        """A button of the bubble pressed from the keyboard gives the keys back to the table."""
        focus = QApplication.focusWidget()
        if focus is None or focus is self.bubble or self.bubble.isAncestorOf(focus):
            self.key_home.setFocus(Qt.FocusReason.OtherFocusReason)

    def refuse(self) -> None:
        step = self.runner.step
        self.show_step(idle=True)
        if step is not None:
            self.bubble.refuse(self.tr("Not that move yet. Follow the arrow:"))
            self.place()

    # -- showing ------------------------------------------------------------------------

    def show_step(self, idle: bool) -> None:
        """Show the step (the table is still and the learner may act), or hide while others move."""
        if self.finished:
            return
        step = self.runner.step
        if not idle or self.runner.pending:
            self.hide()
            return
        if step is None:
            hints = self.script.hints
            if not hints:
                self.hide()
                return
            counter = self.tr("Hint")
            self.bubble.show_text(counter, hints[self._hint % len(hints)], None, self.tr("Finish here"))
            self._target = ""
        else:
            counter = (
                self.tr("Step %1 of %2")
                .replace("%1", str(self.runner.index + 1))
                .replace("%2", str(len(self.script.steps)))
            )
            self.bubble.show_text(counter, step.say, self.tr("Next") if step.expect is None else None)
            self._target = step.point
        self.bubble.leave_button.setText(self.tr("Leave the guide"))
        self.bubble.show()
        self.highlight.show()
        self.place()

    def well_played(self) -> str:
        """The last words' headline after a game won or a building right."""
        return self.tr("Well played!")

    def not_this_time(self) -> str:
        """The last words' headline after a game lost or an attempt failed."""
        return self.tr("Not this time…")

    def show_end(self, headline: str) -> None:
        """The guided game is over: ``headline`` says how it went (:meth:`well_played`,
        :meth:`not_this_time`), then which rules it left out, with a button to close."""
        self.finished = True
        lines = [headline, self.tr("This first game left out a few rules:")]
        lines += [f"• {sentence}" for sentence in self.script.skipped]
        self.bubble.show_text("", "\n".join(lines), self.tr("Close"))
        self.bubble.leave_button.hide()
        self._target = ""
        self.bubble.show()
        self.highlight.show()
        self.place()

    def place(self) -> None:
        """Put the bubble near the target (below it, else above it) and point the arrow at it."""
        if not self.bubble.isVisible():
            return
        host = self.host.rect()
        self.highlight.setGeometry(host)
        self.highlight.raise_()
        self.bubble.adjustSize()
        size = self.bubble.size()
        target = self.targets.locate(self._target) if self._target else None
        x, y = self._spot(QRectF(host), QSizeF(size), target)
        self.bubble.move(x, y)
        self.bubble.raise_()
        self.highlight.point_at(target, QRectF(self.bubble.geometry()) if target is not None else None)

    def _spot(self, host: QRectF, size: QSizeF, target: QRectF | None) -> tuple[int, int]:
        """Where the bubble goes: near the target, hiding as little of the table as it can.

        Every place on a coarse grid is scored by the area of the table's things it would hide
        (the target ten times over) plus a cost for its distance to the target, so the bubble
        settles in the nearest empty stretch of felt, whatever the table's layout.
        """
        margin = 12.0
        room = host.adjusted(margin, margin, -margin - size.width(), -margin - size.height())
        if target is None and not self.finished:
            return int(room.right()), int(host.height() / 3)
        avoid = self.targets.avoid()
        distance_cost = DISTANCE_COST
        if target is None:  # the end: low and central, but never over the result and its buttons
            target = QRectF(room.center().x() + size.width() / 2, host.bottom(), 1, 1)
            ring, distance_cost = QRectF(), 1.0
        else:
            ring = target.adjusted(-16, -16, 16, 16)
        centre = target.center()

        def cost(x: float, y: float) -> float:
            box = QRectF(QPointF(x, y), size)
            hidden = sum(_area(box.intersected(rect)) for rect in avoid)
            hidden += 10 * _area(box.intersected(ring))
            middle = box.center()
            return hidden + distance_cost * math.hypot(middle.x() - centre.x(), middle.y() - centre.y())

        grid = 24
        spots = [
            (room.left() + i * grid, room.top() + j * grid)
            for i in range(int(max(room.width(), 0) // grid) + 1)
            for j in range(int(max(room.height(), 0) // grid) + 1)
        ]
        x, y = min(spots, key=lambda spot: cost(*spot)) if spots else (room.left(), room.top())
        return int(x), int(y)

    def hide(self) -> None:
        self.bubble.hide()
        self.highlight.hide()

    def close(self) -> None:
        self.hide()
        self.left.emit()


def _area(rect: QRectF) -> float:
    return max(rect.width(), 0.0) * max(rect.height(), 0.0)
