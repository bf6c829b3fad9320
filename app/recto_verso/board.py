"""The isometric board widget: paints a scene with :mod:`app.recto_verso.iso` and reports the pointer.

The widget holds no game logic. It tells its owner which board cell the pointer is
over (``hovered``), and about presses, releases, wheel turns and taps (keys reach the
builder's input router wherever the focus is); the owner
decides what they mean and hands back a new :class:`~app.recto_verso.iso.Scene`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QPaintEvent, QPen, QTouchEvent, QWheelEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.recto_verso.iso import Camera, FaceHit, RenderResult, Scene, render
from app.theme import ACCENTS, PAPER

__all__ = ["BoardWidget"]

BOARD = 4
_TOUCH = (QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd, QEvent.Type.TouchCancel)


class BoardWidget(QWidget):
    """Paints the board; ``interactive`` boards take focus and report the pointer and keys."""

    #: The board cell (x, y) the pointer points at, or None off the board.
    hovered = Signal(object)
    pressed = Signal(object, object)  # cell or None, piece name under the pointer or None
    released = Signal(object, bool)  # cell or None, True when the pointer moved since the press
    right_clicked = Signal()
    wheel_turned = Signal(int)
    #: A finger lifted without sliding: the cell and the piece under it (either may be None).
    tapped = Signal(object, object)
    #: A picture was painted (its geometry is in ``last``): widgets over the board follow it.
    painted = Signal()

    def __init__(self, interactive: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.interactive = interactive
        self.scene = Scene()
        self.camera = Camera()
        self.last: RenderResult | None = None
        #: Where a guided game aims a point of the board (None: where the point is): at a step
        #: that teaches a put-down, anywhere in the ring means the ringed squares.
        self.aim: Callable[[QPointF], tuple[int, int] | None] | None = None
        self._press: QPointF | None = None
        self._moved = False
        self._touch_start: QPointF | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 200)
        if interactive:
            self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.setMouseTracking(True)
            self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)

    def sizeHint(self) -> QSize:
        return QSize(640, 480)

    def set_scene(self, scene: Scene) -> None:
        # The pointer picks faces of placed cubes only: a moving ghost keeps the geometry valid.
        if tuple(b for b in scene.blocks if not b.ghost) != tuple(
            b for b in self.scene.blocks if not b.ghost
        ):
            self.last = None
        self.scene = scene
        self.update()

    def set_camera(self, camera: Camera) -> None:
        self.camera = camera
        self.last = None
        self.update()

    def resizeEvent(self, event: QEvent) -> None:
        self.last = None
        super().resizeEvent(event)  # type: ignore[arg-type]

    # -- painting --------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), PAPER)
        self.last = render(p, QRectF(self.rect()), self.scene, self.camera)
        if self.hasFocus():
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(ACCENTS["blue"], 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 8, 8)
        elif not self.isEnabled():
            p.fillRect(self.rect(), QColor(246, 241, 231, 120))
        p.end()
        self.painted.emit()

    def geometry_now(self) -> RenderResult:
        """The picture's geometry, drawing offscreen first when nothing was painted yet."""
        if self.last is None or self.last.camera != self.camera:
            self.grab()
            if self.last is None:  # not painted (hidden): draw offscreen for the geometry
                image = QImage(
                    max(1, self.width()), max(1, self.height()), QImage.Format.Format_ARGB32_Premultiplied
                )
                painter = QPainter(image)
                self.last = render(painter, QRectF(self.rect()), self.scene, self.camera)
                painter.end()
        assert self.last is not None
        return self.last

    # -- the pointer -----------------------------------------------------------------

    def face_at(self, point: QPointF) -> FaceHit | None:
        return self.geometry_now().face_at(point)

    def cell_at(self, point: QPointF) -> tuple[int, int] | None:
        """The board cell a held piece would go to: on a cube's top, beside a side face, or the floor."""
        aimed = self.aim(point) if self.aim is not None else None
        if aimed is not None:
            return aimed
        geo = self.geometry_now()
        hit = geo.face_at(point)
        if hit is None:
            return geo.ground_cell(point)
        x, y, _ = hit.block.cell
        if hit.face == "top":
            return x, y
        vx, vy = geo.camera.cell_to_view(x, y)
        vx, vy = (vx, vy - 1) if hit.face == "front" else (vx - 1, vy)
        if not (0 <= vx < BOARD and 0 <= vy < BOARD):
            return x, y
        return geo.camera.view_to_cell(vx, vy)

    def piece_at(self, point: QPointF) -> str | None:
        hit = self.face_at(point)
        return None if hit is None or hit.block.ghost else hit.block.piece

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not self.interactive:
            return
        point = event.position()
        if self._press is not None and (point - self._press).manhattanLength() > 8:
            self._moved = True
        self.hovered.emit(self.cell_at(point))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.interactive:
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        if event.button() == Qt.MouseButton.RightButton:
            self.right_clicked.emit()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        point = event.position()
        self._press = point
        self._moved = False
        self.pressed.emit(self.cell_at(point), self.piece_at(point))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton or self._press is None:
            return
        self._press = None
        self.released.emit(self.cell_at(event.position()), self._moved)

    def leaveEvent(self, event: QEvent) -> None:
        if self.interactive:
            self.hovered.emit(None)
        super().leaveEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if not self.interactive:
            return
        steps = event.angleDelta().y()
        if steps:
            self.wheel_turned.emit(1 if steps < 0 else -1)

    # -- touch and keys --------------------------------------------------------------

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab picks the next piece on the board (the builder's key table); F6 leaves the board."""
        return False

    def leave_board(self, forward: bool = True) -> None:
        super().focusNextPrevChild(forward)

    def event(self, event: QEvent) -> bool:
        kind = event.type()
        if self.interactive and kind in _TOUCH and isinstance(event, QTouchEvent):
            self._touch(event)
            return True
        return super().event(event)

    def _touch(self, event: QTouchEvent) -> None:
        """A tap is a press and a lift close together; sliding fingers do nothing on the board."""
        event.accept()
        points = event.points()
        if not points:
            return
        point = points[0].position()
        if event.type() == QEvent.Type.TouchBegin:
            self._touch_start = point
            self.setFocus(Qt.FocusReason.OtherFocusReason)
        elif event.type() == QEvent.Type.TouchEnd and self._touch_start is not None:
            start, self._touch_start = self._touch_start, None
            if (point - start).manhattanLength() <= 24:
                self.tapped.emit(self.cell_at(point), self.piece_at(point))

    def focusInEvent(self, event: QEvent) -> None:
        super().focusInEvent(event)  # type: ignore[arg-type]
        self.update()

    def focusOutEvent(self, event: QEvent) -> None:
        super().focusOutEvent(event)  # type: ignore[arg-type]
        self.update()
