"""The labels and panels a card table draws around its cards, kept from one layout to the next.

A table lays itself out again at every move: names, scores, the panels of the seats, the
words beside the piles. Removing every such item and adding it again made the scene repaint
the whole table at each move, every card under the labels with it, although a move changes a
few of them. :class:`SceneDecor` lets a layout ask for each piece by its description (what it
is and shows: its kind, text, size, colours) and hands back the item of the last layout that
shows the same, untouched, or a new one; the pieces not asked for again leave the scene when
the layout is done. Where a piece stands (its position, its stacking value) is the layout's to
set on the item it gets: setting them unchanged costs nothing and repaints nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from app.table.scene_text import scene_text
from app.theme import INK

__all__ = ["SceneDecor"]

Item = TypeVar("Item", bound=QGraphicsItem)


class SceneDecor:
    """The pieces of one scene's decor, by description; see the module docstring."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        #: The last layout's pieces (several for one description: a dash in each empty row).
        self._kept: dict[Hashable, list[QGraphicsItem]] = {}
        #: The pieces asked for since the last layout was done.
        self._asked: dict[Hashable, list[QGraphicsItem]] = {}
        #: How many pieces were made so far (tests read it: a move makes only those that changed).
        self.made = 0

    def piece(self, description: Hashable, make: Callable[[], Item]) -> Item:
        """The item showing ``description``: the last layout's if it had one, else ``make()``'s."""
        kept = self._kept.get(description)
        if kept:
            item = kept.pop(0)
        else:
            item = make()
            self.scene.addItem(item)
            self.made += 1
        self._asked.setdefault(description, []).append(item)
        return item  # type: ignore[return-value]

    def text(
        self, text: str, size: float, bold: bool = False, colour: QColor = INK, tip: str = ""
    ) -> QGraphicsSimpleTextItem:
        """A label (:func:`~app.table.scene_text.scene_text`), with ``tip`` as its tooltip if any."""

        def make() -> QGraphicsSimpleTextItem:
            item = scene_text(text, size, bold, colour)
            if tip:
                item.setToolTip(tip)
            return item

        return self.piece(("text", text, size, bold, colour.rgba(), tip), make)

    def rect(
        self, rect: QRectF, fill: QColor | None, line: QColor | None, width: float, dashed: bool = False
    ) -> QGraphicsRectItem:
        """A panel, a slot or a card's edge: ``rect`` filled with ``fill`` and outlined with ``line``
        (None: no fill, no outline)."""

        def make() -> QGraphicsRectItem:
            item = QGraphicsRectItem(rect)
            item.setBrush(fill if fill is not None else Qt.BrushStyle.NoBrush)
            style = Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine
            item.setPen(QPen(line, width, style) if line is not None else QPen(Qt.PenStyle.NoPen))
            return item

        colours = tuple(c.rgba() if c is not None else None for c in (fill, line))
        return self.piece(("rect", rect.getRect(), colours, width, dashed), make)

    def done(self) -> None:
        """The layout is done: the pieces it did not ask for leave the scene."""
        for items in self._kept.values():
            for item in items:
                self.scene.removeItem(item)
        self._kept, self._asked = self._asked, {}

    def clear(self) -> None:
        """No decor at all (a covered table, another game)."""
        self.done()
        self.done()

    def items(self) -> list[QGraphicsItem]:
        """Every piece on the scene now."""
        return [item for items in (*self._kept.values(), *self._asked.values()) for item in items]
