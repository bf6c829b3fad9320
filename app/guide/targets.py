"""Where a guided game's targets lie on a table: one object per game, asked by the overlay.

The guide's overlay never looks inside a table (docs/ARCHITECTURE.md, "Guided first
games"). Each game hands it one :class:`GuideTargets` object that answers three questions in
the coordinates of the widget the bubble is drawn over (the game's view): where a script's
target id lies (``pile``, ``seat:1``, ``button:take``...), which things the bubble should
rather leave in sight, and where the table's words are (the arrow keeps off them). The
object reads the widgets it was given when it was made, never the view that made it, so a
game's targets and its view do not import each other.

:class:`OnHost` is the arithmetic every game's targets share: a widget's or a scene
rectangle's place in the host's coordinates, or None while it is not on screen.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QWidget,
)

__all__ = ["CLOCK", "QUESTION", "RESULT", "TURN_BANNER", "GuideTargets", "NoTargets", "OnHost"]

#: The target id of what a finished round or game shows: its result and the buttons that follow
#: it (the bubble never covers them, whatever it says).
RESULT = "result"
#: The target id of a card table's turn banner, which says whose turn it is and what to do:
#: kept clear like a result while there is room elsewhere (a bubble over it read as the turn).
TURN_BANNER = "turn banner"
#: The target id of a question the table asks with its options (DJ05135's "Which side faces
#: you?" after a steal): kept clear like a result while it shows.
QUESTION = "question"
#: The target id of the clock a round is played against (the builder's stopwatch or countdown,
#: Revorso's countdown for a Bear or a Switch): kept clear, for a clock behind a bubble runs
#: unseen.
CLOCK = "clock"


class GuideTargets(Protocol):
    """What a table tells the guide, in its host widget's coordinates."""

    def locate(self, target: str) -> QRectF | None:
        """Where ``target`` lies now (None: not on screen, the step is said without an arrow);
        :data:`RESULT` is a round's or game's result with its buttons, while one shows;
        :data:`TURN_BANNER` a card table's turn banner; :data:`QUESTION` a question the table
        asks with its options, while one shows; :data:`CLOCK` the clock the table runs."""
        ...

    def avoid(self) -> list[QRectF]:
        """What the bubble should leave in sight (the cards, the buttons, the turn banner)."""
        ...

    def words(self) -> list[QRectF]:
        """The table's own words (names, counts, a row's title): the arrow keeps off them
        rather than strike them through."""
        ...


class NoTargets:
    """The targets of a table that has no guided game: nothing to point at, nothing to spare."""

    def locate(self, target: str) -> QRectF | None:
        return None

    def avoid(self) -> list[QRectF]:
        return []

    def words(self) -> list[QRectF]:
        return []


class OnHost:
    """Rectangles of widgets and of scenes, in the coordinates of ``host``."""

    def __init__(self, host: QWidget) -> None:
        self.host = host

    def widget(self, widget: QWidget | None) -> QRectF | None:
        """Where ``widget`` is (None when there is none or it is hidden)."""
        if widget is None or not widget.isVisible():
            return None
        return QRectF(widget.mapTo(self.host, QPoint(0, 0)), widget.size())

    def widgets(self, widgets: Iterable[QWidget | None]) -> list[QRectF]:
        """Where the shown ones of ``widgets`` are."""
        return [rect for rect in map(self.widget, widgets) if rect is not None]

    def scene(self, view: QGraphicsView, rect: QRectF) -> QRectF | None:
        """Where the scene rectangle ``rect`` of ``view`` is drawn (None while ``view`` is hidden)."""
        if not view.isVisible():
            return None
        shown = view.mapFromScene(rect).boundingRect()
        return QRectF(view.viewport().mapTo(self.host, shown.topLeft()), shown.size())

    def scene_words(self, view: QGraphicsView, kinds: tuple[type[QGraphicsItem], ...] = ()) -> list[QRectF]:
        """Where the words drawn on ``view``'s scene are (its shown text items, and its items of
        ``kinds``: a symbol that belongs to a title is read with its words)."""
        scene = view.scene()
        if scene is None or not view.isVisible():
            return []
        kinds = (QGraphicsSimpleTextItem, QGraphicsTextItem, *kinds)
        shown = [item for item in scene.items() if isinstance(item, kinds) and item.isVisible()]
        return [rect for item in shown if (rect := self.scene(view, item.sceneBoundingRect())) is not None]

    def widget_words(self, root: QWidget) -> list[QRectF]:
        """Where the shown labels and buttons with words inside ``root`` are."""
        found: list[QWidget] = [w for w in root.findChildren(QLabel) if w.text()]
        found += [w for w in root.findChildren(QAbstractButton) if w.text()]
        return [rect for rect in map(self.widget, found) if rect is not None and rect.width() > 0]
