"""Pieces you can see move: a piece put down drops onto its cells, a piece taken off lifts away.

The builder's board is painted from an immutable :class:`~app.recto_verso.iso.Scene`, so
the motion is a layer between the view and the board: :meth:`PieceMotion.show` receives
the scene the session asks for, compares its placed pieces with the last one, and lets
the board paint the pieces that arrived falling from above and the pieces that left
rising and fading, with a ``QVariantAnimation`` driving the height. Several pieces of one
step (Show a solution, undoing a clear) drop one after another; the pieces of one step
that leave (a clear) lift together first.

The pace is the card tables' (:mod:`app.table.motion`): the speed of moves preference,
slow by default in presenter mode, none when headless or when the system asks for less
motion. Any click, tap or key inside the builder first lands every moving piece, then is
handled as usual (nothing is swallowed: the player's step is never lost); a new step of
the building does the same before it moves anything. Whatever the pace, the board ends
with the very scene it would show without motion (``tests/test_animation_recto_verso.py``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication, QEasingCurve, QEvent, QObject, QVariantAnimation, Signal
from PySide6.QtWidgets import QWidget

from app.context import AppContext
from app.recto_verso.board import BoardWidget
from app.recto_verso.iso import Block, Scene
from app.table.motion import follow_move_speed, moment
from engines.recto_verso.builder import BuilderSession

__all__ = ["DROP_FLOORS", "PieceMotion", "game_key", "placed_pieces"]

#: How high above its cells a piece starts its drop, and how high a piece taken off rises.
DROP_FLOORS = 1.6
#: One piece's drop and one lift at normal pace, in milliseconds (kept within 150–400 ms).
DROP_MS, LIFT_MS = 260, 200
_INPUTS = (
    QEvent.Type.MouseButtonPress,
    QEvent.Type.MouseButtonDblClick,
    QEvent.Type.TouchBegin,
    QEvent.Type.ShortcutOverride,
    QEvent.Type.KeyPress,
)


def placed_pieces(scene: Scene) -> dict[str, frozenset[tuple[int, int, int]]]:
    """The pieces resting on the board in ``scene`` (not the ghost), by name."""
    pieces: dict[str, set[tuple[int, int, int]]] = {}
    for block in scene.blocks:
        if not block.ghost:
            pieces.setdefault(block.piece, set()).add(block.cell)
    return {name: frozenset(cells) for name, cells in pieces.items()}


def game_key(session: BuilderSession) -> Hashable:
    """What stays the same while one building grows: a new game or a new round shows at once."""
    state = session.state
    return None if state is None else (state.seed, state.mode, state.round, state.card.id)


@dataclass(frozen=True)
class _Fall:
    """One step of motion: ``blocks`` (at rest) dropping in, or lifting away when ``leaving``."""

    blocks: tuple[Block, ...]
    leaving: bool

    @property
    def pieces(self) -> set[str]:
        return {b.piece for b in self.blocks}


class PieceMotion(QObject):
    """Shows the builder's scenes on ``board``, moving the pieces that arrive or leave."""

    #: Pieces began to move (the board is busy until ``idle`` or :meth:`finish`).
    started = Signal()
    #: Every moving piece came to rest by itself.
    idle = Signal()

    def __init__(
        self,
        board: BoardWidget,
        session: BuilderSession,
        watched: QWidget,
        context: AppContext | None = None,
    ) -> None:
        super().__init__(board)
        self.board, self.session, self.watched = board, session, watched
        self.tempo = 0.0
        self._target: Scene | None = None
        self._key: Hashable = None
        self._queue: deque[_Fall] = deque()
        self._running: _Fall | None = None
        self._height = 0.0
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.valueChanged.connect(self._frame)
        self._animation.finished.connect(self._landed)
        if context is not None:  # no context: still, until a test sets a pace
            follow_move_speed(context.settings, context.headless, self.set_tempo)
        # Made after the builder's key router: the filter installed last sees every key first.
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def set_tempo(self, tempo: float) -> None:
        """The factor of every length (0: scenes show at once); a change lands what moves."""
        self.finish()
        self.tempo = tempo

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._queue)

    # -- scenes ------------------------------------------------------------------------

    def show(self, scene: Scene) -> None:
        """Paint ``scene``; the pieces that arrived since the last one drop in, those that left lift off."""
        before, key = self._target, game_key(self.session)
        self._target = scene
        old = {} if before is None else placed_pieces(before)
        new = placed_pieces(scene)
        if new != old:
            self.finish(repaint=False)
        same_game, self._key = key == self._key, key
        if new == old or self.tempo <= 0 or before is None or not same_game:
            self._paint()
            return
        gone = [n for n, cells in old.items() if new.get(n) != cells]
        come = [n for n, cells in new.items() if old.get(n) != cells]
        assert before is not None
        if gone:
            self._queue.append(_Fall(_blocks_of(before.blocks, gone), leaving=True))
        for name in come:
            self._queue.append(_Fall(_blocks_of(scene.blocks, [name]), leaving=False))
        self._next()

    def finish(self, repaint: bool = True) -> None:
        """Land every moving and waiting piece at once: the board shows the session's scene."""
        if not self.busy:
            return
        self._queue.clear()
        self._running = None
        self._animation.stop()
        if repaint:
            self._paint()

    # -- playing -----------------------------------------------------------------------

    def _next(self) -> None:
        if not self._queue:
            self._running = None
            self._paint()
            self.idle.emit()
            return
        first = self._running is None
        self._running = fall = self._queue.popleft()
        self._height = 0.0 if fall.leaving else DROP_FLOORS
        self._animation.setDuration(moment(LIFT_MS if fall.leaving else DROP_MS, self.tempo))
        curve = QEasingCurve.Type.OutCubic if fall.leaving else QEasingCurve.Type.InQuad
        self._animation.setEasingCurve(curve)
        self._paint()
        if first:
            self.started.emit()
        self._animation.start()

    def _frame(self, value: object) -> None:
        fall = self._running
        if fall is None:
            return
        t = float(value)  # type: ignore[arg-type]
        self._height = DROP_FLOORS * (t if fall.leaving else 1.0 - t)
        self._paint()

    def _landed(self) -> None:
        if self._running is not None:
            self._next()

    def _paint(self) -> None:
        if self._target is not None:
            self.board.set_scene(self._shown(self._target))

    def _shown(self, scene: Scene) -> Scene:
        """``scene`` with the waiting pieces not yet (or still) there and the moving one on its way."""
        fall = self._running
        if fall is None:
            return scene
        waiting_in = {n for f in self._queue if not f.leaving for n in f.pieces}
        coming = set() if fall.leaving else fall.pieces
        blocks = [b for b in scene.blocks if b.ghost or (b.piece not in waiting_in and b.piece not in coming)]
        if fall.leaving:
            fade = 1.0 - 0.85 * self._height / DROP_FLOORS
            moving = [replace(b, lift=self._height, opacity=fade) for b in fall.blocks]
        else:
            moving = [
                replace(b, lift=self._height) for b in scene.blocks if b.piece in coming and not b.ghost
            ]
        return replace(scene, blocks=tuple(blocks + moving))

    # -- inputs ------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click, tap or key inside the builder lands the moving pieces, then goes on as usual."""
        if event.type() in _INPUTS and self.busy and self._inside(watched):
            self.finish()
        return False

    def _inside(self, target: QObject) -> bool:
        return isinstance(target, QWidget) and (target is self.watched or self.watched.isAncestorOf(target))


def _blocks_of(blocks: Iterable[Block], names: list[str]) -> tuple[Block, ...]:
    wanted = set(names)
    return tuple(b for b in blocks if not b.ghost and b.piece in wanted)
