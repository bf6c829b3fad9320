"""A small timeline of card moves and flips, played by Qt animations or applied at once.

The table plans what happens after each move as steps at times in milliseconds (move
this card there at 0, turn it face down at 1,200...). :meth:`Timeline.run` builds one
``QSequentialAnimationGroup`` per card; with ``instant`` (tests, screenshots) it applies
the end state at once. :meth:`Timeline.finish` jumps every running animation to its end,
so a new move never finds a card half way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtWidgets import QGraphicsObject

__all__ = ["Timeline"]


@dataclass
class _Step:
    at: int
    duration: int
    target: QGraphicsObject | None
    prop: str  # "pos", "turn", "scale" or "call"
    value: Any = None
    call: Callable[[], None] | None = None


class Timeline(QObject):
    #: The last running animation came to its end by itself (not cut short by :meth:`finish`):
    #: the table is ready for the next move.
    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: list[_Step] = []
        self._running: list[tuple[QAbstractAnimation, list[Callable[[], None]]]] = []
        self._finishing = False

    # -- planning ------------------------------------------------------------------------

    def move(self, item: QGraphicsObject, pos: QPointF, at: int, duration: int) -> None:
        self._steps.append(_Step(at, duration, item, "pos", QPointF(pos)))

    def turn(self, item: QGraphicsObject, face_up: bool, at: int, duration: int) -> None:
        self._steps.append(_Step(at, duration, item, "turn", 1.0 if face_up else 0.0))

    def rescale(self, item: QGraphicsObject, scale: float, at: int, duration: int) -> None:
        self._steps.append(_Step(at, duration, item, "scale", float(scale)))

    def call(self, fn: Callable[[], None], at: int) -> None:
        self._steps.append(_Step(at, 0, None, "call", call=fn))

    # -- playing -------------------------------------------------------------------------

    def run(self, instant: bool) -> None:
        steps, self._steps = sorted(self._steps, key=lambda s: s.at), []
        if instant:
            for step in steps:
                _apply_end(step)
            return
        by_item: dict[int, list[_Step]] = {}
        calls: list[_Step] = []
        for step in steps:
            if step.target is None:
                calls.append(step)
            else:
                by_item.setdefault(id(step.target), []).append(step)
        for item_steps in by_item.values():
            group = QSequentialAnimationGroup(self)
            now = 0
            for step in item_steps:
                if step.at > now:
                    group.addPause(step.at - now)
                    now = step.at
                assert step.target is not None  # calls were set apart above
                anim = QPropertyAnimation(step.target, step.prop.encode(), group)
                anim.setEndValue(step.value)
                anim.setDuration(max(1, step.duration))
                anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
                group.addAnimation(anim)
                now += max(1, step.duration)
            self._start(group, [])
        for step in calls:
            pause = QPauseAnimation(max(1, step.at), self)
            assert step.call is not None
            self._start(pause, [step.call])

    def _start(self, animation: QAbstractAnimation, callbacks: list[Callable[[], None]]) -> None:
        entry = (animation, callbacks)
        self._running.append(entry)
        animation.finished.connect(lambda: self._done(entry))
        animation.start()

    def _done(self, entry: tuple[QAbstractAnimation, list[Callable[[], None]]]) -> None:
        if entry not in self._running:
            return
        self._running.remove(entry)
        animation, callbacks = entry
        for fn in callbacks:
            fn()
        animation.deleteLater()
        if not self._running and not self._finishing:
            self.idle.emit()

    def finish(self) -> None:
        """Jump every running animation to its end (and run what was due after it)."""
        self._finishing = True
        try:
            while self._running:
                entry = self._running[0]
                animation = entry[0]
                animation.setCurrentTime(animation.totalDuration())
                animation.stop()
                self._done(entry)
        finally:
            self._finishing = False

    @property
    def busy(self) -> bool:
        return bool(self._running)


def _apply_end(step: _Step) -> None:
    if step.prop == "call":
        assert step.call is not None
        step.call()
    elif step.target is not None:
        step.target.setProperty(step.prop, step.value)
