"""What the guide draws over a table: a highlight with an arrow, and the bubble that speaks.

Two widgets, both children of the game's view: the highlight lets every click through to
the table under it (it only paints), while the bubble takes its own clicks (Next, Leave).
A table says where things are through ``locate(target) -> QRectF | None`` in the view's
coordinates; the overlay never looks inside a table.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFocusEvent, QFont, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QVBoxLayout, QWidget

from app.buttons import push_button
from app.fonts import SANS
from app.theme import ACCENTS, px
from app.widgets import WrappedLabel, text_label

__all__ = [
    "GuideBubble",
    "GuideHighlight",
    "Obstacle",
    "arrow_ends",
    "best_arrow",
    "crossed",
    "head_reach",
    "inside",
    "ring_around",
]

INK = QColor("#2b2118")
PAPER = QColor("#fffaf0")


def ring_around(target: QRectF) -> QRectF:
    """The ring drawn round ``target``: a little room all round, so the ring frames it."""
    return target.adjusted(-px(6), -px(6), px(6), px(6))


#: Something the arrow should not cross, and how much a pixel of arrow across it costs.
Obstacle = tuple[QRectF, float]

#: The arrow's head: its length and the angle of each barb from the line (radians), and the
#: width of the white outline drawn under the line (design pixels).
HEAD, BARB, OUTLINE = 14, 0.45, 7


def head_reach() -> int:
    """How far the arrow's head spreads to either side of its line, outline included (pixels)."""
    return math.ceil(px(HEAD) * math.sin(BARB) + px(OUTLINE) / 2)


def arrow_ends(
    source: QRectF, ring: QRectF, obstacles: Sequence[Obstacle] = ()
) -> tuple[QPointF, QPointF] | None:
    """Where the arrow from a bubble at ``source`` to ``ring`` starts and ends (None: the bubble
    stands beside the ring): see :func:`best_arrow`."""
    found = best_arrow(source, ring, obstacles)
    return None if found is None else (found[0], found[1])


def best_arrow(
    source: QRectF, ring: QRectF, obstacles: Sequence[Obstacle] = ()
) -> tuple[QPointF, QPointF, float] | None:
    """The arrow from a bubble at ``source`` to ``ring``, and the weighed length of
    ``obstacles`` it crosses (None: the bubble stands beside the ring): a straight line from the
    bubble's edge to the ring's, the one that crosses least of ``obstacles`` (a row's name, a
    pile's count) among the line between their centres and the lines to the middles of the
    ring's sides that face the bubble (a corner would point between two things); then the
    shortest. Its head counts as wide as it spreads (:func:`head_reach`) and four times over: a
    solid head hides what it lies on, where a line leaves a word around it readable. The
    placement rule reads it too, to keep the arrow off the table's words."""
    straight = _edge_towards(ring, source.center())
    start = _edge_towards(source, ring.center())
    if math.hypot(straight.x() - start.x(), straight.y() - start.y()) < px(16):
        return None  # the bubble stands beside its target
    centre = ring.center()
    heads = [
        straight,
        QPointF(centre.x(), ring.top()),
        QPointF(centre.x(), ring.bottom()),
        QPointF(ring.left(), centre.y()),
        QPointF(ring.right(), centre.y()),
    ]
    span = source.united(ring)  # the arrow runs within it
    near = [(rect, weight) for rect, weight in obstacles if rect.intersects(span)]
    reach = head_reach()
    around = px(HEAD) + reach  # a head ends on the ring: only what lies this near it can be under one
    close = ring.adjusted(-around, -around, around, around)
    spread = [
        (rect.adjusted(-reach, -reach, reach, reach), 4 * weight)
        for rect, weight in near
        if rect.intersects(close)
    ]
    lines, heads_over = _edges(near), _edges(spread)
    best: tuple[float, QPointF, QPointF, float] | None = None
    for end in heads:
        start = _edge_towards(source, end)
        length = math.hypot(end.x() - start.x(), end.y() - start.y())
        if source.contains(end) or length < 1:
            continue
        back = px(3) / length  # the head comes from outside the ring, not across the target
        if ring.contains(
            QPointF(end.x() + (start.x() - end.x()) * back, end.y() + (start.y() - end.y()) * back)
        ):
            continue
        share = min(px(HEAD) / length, 1.0)
        sx, sy, ex, ey = start.x(), start.y(), end.x(), end.y()
        bx, by = ex + (sx - ex) * share, ey + (sy - ey) * share
        crossing = _crossed(sx, sy, ex, ey, lines) + _crossed(bx, by, ex, ey, heads_over)
        cost = crossing + 0.5 * length
        if best is None or cost < best[0]:
            best = (cost, start, end, crossing)
    return None if best is None else best[1:]


#: An obstacle as plain numbers: left, top, right, bottom and weight (the placement weighs
#: thousands of arrows a step; Qt's rectangles cost a call for every coordinate).
_Edges = tuple[float, float, float, float, float]


def _edges(obstacles: Sequence[Obstacle]) -> list[_Edges]:
    return [(rect.left(), rect.top(), rect.right(), rect.bottom(), weight) for rect, weight in obstacles]


def crossed(start: QPointF, end: QPointF, obstacles: Sequence[Obstacle]) -> float:
    """The weighed length of the segment from ``start`` to ``end`` across ``obstacles``."""
    return _crossed(start.x(), start.y(), end.x(), end.y(), _edges(obstacles))


def _crossed(sx: float, sy: float, ex: float, ey: float, obstacles: list[_Edges]) -> float:
    low_x, high_x = (sx, ex) if sx <= ex else (ex, sx)
    low_y, high_y = (sy, ey) if sy <= ey else (ey, sy)
    total = 0.0
    for left, top, right, bottom, weight in obstacles:
        # the segment's box, a pixel wider all round, meets the obstacle's
        if left < high_x + 1 and right > low_x - 1 and top < high_y + 1 and bottom > low_y - 1:
            total += weight * _inside(sx, sy, ex, ey, left, top, right, bottom)
    return total


def inside(start: QPointF, end: QPointF, rect: QRectF) -> float:
    """How long the segment from ``start`` to ``end`` runs inside ``rect`` (Liang–Barsky)."""
    return _inside(
        start.x(), start.y(), end.x(), end.y(), rect.left(), rect.top(), rect.right(), rect.bottom()
    )


def _inside(
    sx: float, sy: float, ex: float, ey: float, left: float, top: float, right: float, bottom: float
) -> float:
    dx, dy = ex - sx, ey - sy
    low, high = 0.0, 1.0
    for p, q in ((-dx, sx - left), (dx, right - sx), (-dy, sy - top), (dy, bottom - sy)):
        if p == 0:
            if q < 0:
                return 0.0
            continue
        t = q / p
        if p < 0:
            low = max(low, t)
        else:
            high = min(high, t)
        if low >= high:
            return 0.0
    return (high - low) * math.hypot(dx, dy)


class GuideHighlight(QWidget):
    """A ring round the target and an arrow to it from the bubble; paints only, clicks pass through."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("guideHighlight")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.target: QRectF | None = None
        self.source: QRectF | None = None
        self.obstacles: Sequence[Obstacle] = ()

    def point_at(
        self, target: QRectF | None, source: QRectF | None, obstacles: Sequence[Obstacle] = ()
    ) -> None:
        """Ring ``target``; with a ``source`` (the bubble), draw the arrow from it that crosses
        least of ``obstacles``."""
        self.target, self.source, self.obstacles = target, source, obstacles
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.target is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = ACCENTS["orange"]
        ring = ring_around(self.target)
        painter.setPen(QPen(QColor(255, 255, 255, 200), px(7)))
        painter.drawRoundedRect(ring, px(10), px(10))
        painter.setPen(QPen(colour, px(4)))
        painter.drawRoundedRect(ring, px(10), px(10))
        if self.source is not None:
            self._arrow(painter, arrow_ends(self.source, ring, self.obstacles), colour)
        painter.end()

    @staticmethod
    def _arrow(painter: QPainter, ends: tuple[QPointF, QPointF] | None, colour: QColor) -> None:
        """A straight arrow from the bubble's edge to the ring's edge, the head at the ring."""
        if ends is None:
            return
        start, end = ends
        angle = math.atan2(end.y() - start.y(), end.x() - start.x())
        head = px(HEAD)
        left = QPointF(end.x() - head * math.cos(angle - BARB), end.y() - head * math.sin(angle - BARB))
        right = QPointF(end.x() - head * math.cos(angle + BARB), end.y() - head * math.sin(angle + BARB))
        path = QPainterPath(start)
        path.lineTo(end)
        painter.setPen(_round_pen(QColor(255, 255, 255, 200), px(OUTLINE)))
        painter.drawPath(path)
        painter.setPen(_round_pen(colour, px(4)))
        painter.drawPath(path)
        painter.setBrush(colour)
        painter.drawPolygon(QPolygonF([end, left, right]))


def _round_pen(colour: QColor, width: int) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _edge_towards(rect: QRectF, point: QPointF) -> QPointF:
    """Where the line from ``rect``'s centre to ``point`` leaves ``rect``."""
    centre = rect.center()
    dx, dy = point.x() - centre.x(), point.y() - centre.y()
    if dx == 0 and dy == 0:
        return centre
    scale = min(
        (rect.width() / 2) / abs(dx) if dx else math.inf,
        (rect.height() / 2) / abs(dy) if dy else math.inf,
    )
    return QPointF(centre.x() + dx * scale, centre.y() + dy * scale)


class GuideBubble(QFrame):
    """The step's sentence, a line when a move was refused, and Next / Leave the guide (in free
    play, Finish here).

    Its buttons take the focus from the keyboard only: a click on Next leaves the keys with the
    table (Enter is Next anywhere on it, Esc asks to leave), so the very next key plays on.
    """

    next_clicked = Signal()
    leave_clicked = Signal()
    finish_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("guideBubble")
        self.setStyleSheet(
            f"QFrame#guideBubble {{ background: {PAPER.name()}; border: {px(3)}px solid"
            f" {ACCENTS['orange'].name()}; border-radius: {px(12)}px; }}"
            f" QLabel {{ color: {INK.name()}; background: transparent; border: none; }}"
            " QScrollArea#guideWords, QScrollArea#guideWords > QWidget > QWidget"
            " { background: transparent; border: none; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(px(14), px(10), px(14), px(10))
        layout.setSpacing(px(6))
        self.counter = text_label("guideCounter")
        self.refusal = text_label("guideRefusal", wrap=True)
        self.refusal.setStyleSheet(f"color: {ACCENTS['vermillion'].name()}; font-weight: bold;")
        self.refusal.setVisible(False)
        self.text = WrappedLabel("guideText")
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # The words scroll inside the bubble only where the table has no room for all of them
        # (long last words beside a result on a small window): see :meth:`fit`.
        self.words = QScrollArea()
        self.words.setObjectName("guideWords")
        self.words.setWidget(self.text)
        self.words.setWidgetResizable(True)
        self.words.setFrameShape(QFrame.Shape.NoFrame)
        self.words.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.words.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button_row = buttons = QHBoxLayout()
        self.leave_button = push_button("guideLeave", self.leave_clicked)
        self.leave_button.setFlat(True)
        self.next_button = push_button("guideNext", self.next_clicked)
        self.finish_button = push_button("guideFinish", self.finish_clicked)
        for button in (self.leave_button, self.next_button, self.finish_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        buttons.addWidget(self.finish_button)
        buttons.addWidget(self.next_button)
        layout.addWidget(self.counter)
        layout.addWidget(self.refusal)
        layout.addWidget(self.words)
        layout.addLayout(buttons)
        font = QFont(SANS)
        font.setPixelSize(px(17))
        self.text.setFont(font)
        small = QFont(SANS)
        small.setPixelSize(px(12))
        self.counter.setFont(small)
        #: The width the bubble takes when the table has room for it.
        self.width_wanted = px(420)
        #: Where a click on the bubble sends the focus: the table, which takes the keys.
        self.key_home: QWidget | None = None
        self.fit(self.width_wanted)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """A click on the bubble hands the focus on to the table (``key_home``). A focus proxy
        would do it too, but would also send Tab there, past the bubble's own buttons and the
        page's buttons after them."""
        super().focusInEvent(event)
        if self.key_home is not None and event.reason() == Qt.FocusReason.MouseFocusReason:
            self.key_home.setFocus(Qt.FocusReason.MouseFocusReason)

    def fit(self, width: int, most: int | None = None) -> QSize:
        """Lay the bubble out ``width`` wide and, when ``most`` is given, at most that high: its
        words then scroll; never narrower than its buttons side by side need. Returns its size."""
        layout = self.layout()
        assert layout is not None
        width = max(width, self._least_width())
        self.setFixedWidth(width)
        margins = layout.contentsMargins()
        self.text.setMinimumHeight(0)  # a label's height for a width never drops under its minimum
        # The words' width is what the border (the frame) and the margins leave of the bubble's.
        inner = width - 2 * self.frameWidth() - margins.left() - margins.right()
        words = max(self.text.heightForWidth(inner), 0)
        self.words.setFixedHeight(words)
        # All the words show: no scroll bar (one shown would narrow them into needing it).
        self.words.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.adjustSize()
        for _ in range(2):  # the words' share of a bubble too high, taken off them
            over = self.height() - most if most is not None else 0
            if over <= 0 or self.words.height() <= px(48):
                break
            self.words.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
            self.words.setFixedHeight(max(self.words.height() - over, px(48)))
            self.adjustSize()
        self.words.verticalScrollBar().setValue(0)
        return self.size()

    def _least_width(self) -> int:
        """The width that shows the shown buttons' words whole, side by side (their layout would
        squeeze the flat Leave button first)."""
        layout, row = self.layout(), self.button_row
        assert layout is not None
        shown = [
            button
            for button in (self.leave_button, self.finish_button, self.next_button)
            if not button.isHidden()
        ]
        gaps = max(row.spacing(), layout.spacing()) * len(shown)  # and the stretch between them
        margins = layout.contentsMargins()
        edges = margins.left() + margins.right() + 2 * self.frameWidth()
        return sum(button.sizeHint().width() for button in shown) + gaps + edges

    def show_text(
        self, counter: str, text: str, next_label: str | None, finish_label: str | None = None
    ) -> None:
        """Say ``text``; ``next_label`` None hides the Next button (the step waits for a move),
        ``finish_label`` None hides Finish here."""
        self.counter.setText(counter)
        self.counter.setVisible(bool(counter))
        self.refusal.setVisible(False)
        self.text.setText(text)
        for button, label in ((self.next_button, next_label), (self.finish_button, finish_label)):
            button.setVisible(label is not None)
            if label is not None:
                button.setText(label)
        self.fit(self.width_wanted)

    def refuse(self, why: str) -> None:
        self.refusal.setText(why)
        self.refusal.setVisible(True)
        self.fit(self.width_wanted)
