"""How cards move on every table: one pace, one way to skip, one timeline of moves and flips.

Each table shows what a move changed by moving, flipping, dealing and banking cards with
Qt's animation framework (see ``docs/ARCHITECTURE.md``). What they share lives here:

* the **pace**: :func:`motion_tempo` turns the "speed of moves" preference (off, normal,
  slow for teaching), the system's wish for less motion and headless runs into one factor
  every duration is multiplied by (0 = no animation: the end state is shown at once);
* :func:`moment` keeps each single move or flip between 150 and 400 ms at normal pace, so a
  table never crawls or blinks;
* :class:`Timeline`: a table plans a move as steps at times (move this card there at 0, turn
  it over at 240...) and plays them, or applies the end state at once; :meth:`Timeline.finish`
  jumps to the end so a new move never finds a card half way;
* :func:`flip_animation`: a card turning over narrows to its edge, shows its other face and
  widens again, so both faces are seen;
* :class:`SkipOnInput`: a click or a key while the cards move jumps to the end state (the
  click is not also taken as a move: the player sees the table before acting).

The computer players wait for the table: a table's runner asks for the next move only when
its animations are done (``BotRunner.ready``), so several bot moves play one after another.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QObject,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsObject

from app.settings import MOVE_SPEED, PRESENTER_MODE, Settings

__all__ = [
    "MOVE_SPEEDS",
    "REDUCED_MOTION_ENV",
    "SkipOnInput",
    "Timeline",
    "flip_animation",
    "follow_move_speed",
    "moment",
    "motion_tempo",
    "system_prefers_reduced_motion",
]

#: The "speed of moves" choices and what they multiply every animation's length by.
MOVE_SPEEDS: dict[str, float] = {"off": 0.0, "normal": 1.0, "slow": 2.0}
#: Qt exposes no "reduce motion" preference of the system on every platform: setting this
#: variable to 1 (documented in the README) turns every table's animations off.
REDUCED_MOTION_ENV = "RECTOVERSO_REDUCED_MOTION"
#: The shortest and longest single move or flip at normal pace, in milliseconds.
SHORTEST_MS, LONGEST_MS = 150, 400


def system_prefers_reduced_motion() -> bool:
    """True when the system (through :data:`REDUCED_MOTION_ENV`) asks for as little motion as possible."""
    return os.environ.get(REDUCED_MOTION_ENV, "").strip().lower() in {"1", "true", "yes", "on"}


def motion_tempo(speed: str, headless: bool = False) -> float:
    """The factor of every animation's length for the preference ``speed``; 0 means none.

    Headless runs (tests, ``--smoke``, ``--screenshots``) and the system's reduced-motion
    wish always give 0: what they show is the end state of every move.
    """
    if headless or system_prefers_reduced_motion():
        return 0.0
    return MOVE_SPEEDS.get(speed, 1.0)


def follow_move_speed(settings: Settings, headless: bool, apply: Callable[[float], None]) -> None:
    """Call ``apply(tempo)`` now and whenever the speed of moves (or presenter mode, its default) changes."""

    def changed(key: str) -> None:
        if key in (MOVE_SPEED.key, PRESENTER_MODE.key):
            apply(motion_tempo(settings.move_speed, headless))

    settings.changed.connect(changed)
    apply(motion_tempo(settings.move_speed, headless))


def moment(ms: int, tempo: float) -> int:
    """One move or flip of ``ms`` at normal pace, kept within 150–400 ms, times ``tempo``."""
    return max(1, round(min(LONGEST_MS, max(SHORTEST_MS, ms)) * tempo))


@dataclass
class _Step:
    at: int
    duration: int
    target: QGraphicsObject | None
    prop: str  # "pos", "turn", "scale" or "call"
    value: Any = None
    call: Callable[[], None] | None = None


class Timeline(QObject):
    """Steps at times in milliseconds, played by one ``QSequentialAnimationGroup`` per card.

    ``tempo`` multiplies every time and length (slow pace for teaching); with ``instant``
    (tempo 0, tests, screenshots) :meth:`run` applies the end state at once.
    """

    #: The last running animation came to its end: the table is ready for the next move. After
    #: :meth:`finish` (a click that skips, a window that changes size) it comes a moment later,
    #: and only if nothing new began to move in between.
    idle = Signal()
    #: Animations began to play (the table is busy until ``idle`` or :meth:`finish`).
    started = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tempo = 1.0
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

    def _ms(self, ms: int) -> int:
        return max(1, round(ms * self.tempo))

    def run(self, instant: bool) -> None:
        steps, self._steps = sorted(self._steps, key=lambda s: s.at), []
        if instant or self.tempo <= 0:
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
        if by_item or calls:
            self.started.emit()
        for item_steps in by_item.values():
            group = QSequentialAnimationGroup(self)
            now = 0
            for step in item_steps:
                at = self._ms(step.at) if step.at else 0
                if at > now:
                    group.addPause(at - now)
                    now = at
                assert step.target is not None  # calls were set apart above
                anim = QPropertyAnimation(step.target, step.prop.encode(), group)
                anim.setEndValue(step.value)
                anim.setDuration(self._ms(step.duration))
                anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
                group.addAnimation(anim)
                now += self._ms(step.duration)
            self._start(group, [])
        for step in calls:
            pause = QPauseAnimation(self._ms(step.at), self)
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
        was_running = bool(self._running)
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
        if was_running:  # later: the caller may be about to start the next moves
            QTimer.singleShot(0, self, self._idle_if_still)

    def _idle_if_still(self) -> None:
        if not self._running:
            self.idle.emit()

    @property
    def busy(self) -> bool:
        return bool(self._running)


def _apply_end(step: _Step) -> None:
    if step.prop == "call":
        assert step.call is not None
        step.call()
    elif step.target is not None:
        step.target.setProperty(step.prop, step.value)


def flip_animation(
    owner: QObject, duration: int, squash: Callable[[float], None], show_other_face: Callable[[], None]
) -> QVariantAnimation:
    """A card turning over: ``squash`` goes 1 → 0 (its edge), the other face shows, then 0 → 1.

    ``squash`` receives the card's width factor; ``show_other_face`` runs once, half way,
    and again at the end (a skipped flip still ends on the right face).
    """
    anim = QVariantAnimation(owner)
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    anim.setDuration(duration)
    anim.setEasingCurve(QEasingCurve.Type.InOutSine)
    swapped = [False]

    def step(value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        if t >= 0.5 and not swapped[0]:
            swapped[0] = True
            show_other_face()
        squash(abs(math.cos(math.pi * t)))

    def done() -> None:
        show_other_face()
        squash(1.0)

    anim.valueChanged.connect(step)
    anim.finished.connect(done)
    return anim


class SkipOnInput(QObject):
    """Watches a table's view: while ``busy()`` a click or a key jumps to the end (``skip()``).

    The click or key that skips is used up, so a player never acts on a card still moving;
    keys that carry a modifier (shortcuts), function keys (F1, the list of keys) and Tab
    pass through.
    """

    def __init__(self, busy: Callable[[], bool], skip: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self.busy, self.skip = busy, skip

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and self.busy():
            self.skip()
            return True
        if kind == QEvent.Type.KeyPress and self.busy():
            assert isinstance(event, QKeyEvent)
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            plain = mods == Qt.KeyboardModifier.NoModifier
            function_key = Qt.Key.Key_F1.value <= event.key() <= Qt.Key.Key_F35.value
            if plain and not function_key and event.key() not in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                self.skip()
                return True
        return False
