"""A table's accessible model: one :class:`~app.access.item.AccessItem` per node, kept in step.

The layer hangs its widgets under a container of no size on the table's viewport: they are
shown (a screen reader skips hidden things) but never painted, never under the mouse, and
never in the Tab chain, so the table looks and behaves as before. Each widget's geometry is
the on-screen rectangle of what it stands for, found through ``locate`` (a key to a rectangle
in scene coordinates); a group spans its children.

:meth:`AccessLayer.show` takes the whole tree for the table as it is drawn now and reuses
the widget of every key it already had, so a card a screen reader was reading stays the
same object from one move to the next. :meth:`AccessLayer.ring` follows the table's focus
ring: while the table has the keyboard focus, the ringed card is reported focused.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QGraphicsView, QWidget

from app.access.item import AccessItem, install, send
from app.access.node import AccessNode, walk
from app.access.status_news import focus_moved

__all__ = ["AccessLayer"]

Locate = Callable[[Hashable], QRectF | None]

#: Scene rectangles kept mapped at most (cards moving about fill it: it starts again).
MOST_MAPPED = 2000


class AccessLayer(QObject):
    """The accessible model of the scene shown by ``table``; ``act(key)`` plays a pressed node."""

    def __init__(self, table: QGraphicsView, act: Callable[[Hashable], None], locate: Locate) -> None:
        super().__init__(table)
        install()
        self.table = table
        self.act = act
        self.locate = locate
        self.root = QWidget(table.viewport())
        self.root.setObjectName("accessModel")
        self.root.setGeometry(0, 0, 0, 0)  # its children are shown but never painted
        self.items: dict[Hashable, AccessItem] = {}
        self.nodes: tuple[AccessNode, ...] = ()
        self.ringed: Hashable | None = None
        #: Scene rectangles mapped to the viewport, for the view's projection of the moment.
        self._mapped: dict[object, QRect] = {}
        self._projection: tuple[float, ...] = ()
        table.installEventFilter(self)
        table.viewport().installEventFilter(self)

    # -- the tree --------------------------------------------------------------------------

    def show(self, nodes: Sequence[AccessNode]) -> None:
        """Mirror ``nodes`` (the whole table as drawn now); widgets of keys gone are dropped.

        Only the nodes that changed are touched: a part of the tree equal to what its widget
        shows already (a hand nobody played from) is left as it is, and a screen reader is told
        of nothing there.
        """
        before, self.nodes = self.nodes, tuple(nodes)
        kept: set[Hashable] = set()
        self._sync(self.root, self.nodes, before, kept)
        if len(kept) != len(self.items):
            for key in [k for k in self.items if k not in kept]:
                self.items.pop(key).deleteLater()
        ringed = self.items.get(self.ringed) if self.ringed is not None else None
        if ringed is None:
            self.ringed = None
        else:
            ringed.ringed = True  # a card that moved to another list is a new widget: still ringed
        self.place()

    def _sync(
        self,
        parent: QWidget,
        nodes: Sequence[AccessNode],
        before: Sequence[AccessNode],
        kept: set[Hashable],
    ) -> None:
        """Mirror ``nodes`` under ``parent``, which mirrored ``before``."""
        order: list[AccessItem] = []
        created = False
        was: tuple[AccessNode, ...]
        for node in nodes:
            kept.add(node.key)
            item = self.items.get(node.key)
            if item is None or item.parentWidget() is not parent:
                if item is not None:
                    item.deleteLater()
                item = AccessItem(node, self.act, self.table, parent)
                self.items[node.key] = item
                item.show()
                created, was = True, ()
            elif item.node == node:  # the same, its children too: nothing to tell
                kept.update(child.key for child in walk(node.children))
                order.append(item)
                continue
            else:
                was = item.node.children
                item.set_node(node)
            order.append(item)
            self._sync(item, node.children, was, kept)
        # A screen reader reads children in the order of the parent's list: the nodes' order.
        if created or [n.key for n in nodes] != [n.key for n in before]:
            mine = set(order)
            present = [c for c in parent.children() if isinstance(c, AccessItem) and c in mine]
            if present != order:
                for item in order:
                    item.raise_()

    def clear(self) -> None:
        """Nothing on the table can be read (a cover hides every hand)."""
        self.show(())

    def find(self, key: Hashable) -> AccessItem | None:
        return self.items.get(key)

    # -- where things are ------------------------------------------------------------------

    def place(self) -> None:
        """Lay every widget over what it stands for, as the table shows it now.

        The table asks for this after each of its layouts and moves, mostly with things where
        they were: a rectangle already mapped to the viewport is not mapped again, and a widget
        already in its place is not moved.
        """
        view = self.table.viewportTransform()
        projection = (view.m11(), view.m12(), view.m21(), view.m22(), view.dx(), view.dy())
        if projection != self._projection or len(self._mapped) > MOST_MAPPED:
            self._projection, self._mapped = projection, {}
        for node in self.nodes:
            self._place(node, QRect(0, 0, 0, 0), self._where(node.key))

    def _where(self, key: Hashable) -> QRect:
        """Where the table shows ``key``, in viewport pixels (a null rectangle: it does not say)."""
        found = self.locate(key)
        if found is None:
            return QRect()
        box = found.getRect()
        mapped = self._mapped.get(box)
        if mapped is None:
            mapped = self._mapped[box] = self.table.mapFromScene(found).boundingRect()
        return mapped

    def _place(self, node: AccessNode, origin: QRect, rect: QRect) -> None:
        """Place ``node``'s widget at ``rect`` (its parent at ``origin``, both in viewport pixels);
        each thing is asked where it lies once."""
        item = self.items.get(node.key)
        if item is None:
            return
        children = [(child, self._where(child.key)) for child in node.children]
        if rect.isEmpty():
            for _child, child_rect in children:  # a group spans its children
                rect = rect.united(child_rect)
        geometry = rect.translated(-origin.x(), -origin.y())
        if geometry != item.placed:
            item.placed = geometry
            item.setGeometry(geometry)
        for child, child_rect in children:
            self._place(child, rect, child_rect)

    # -- the focus ring --------------------------------------------------------------------

    def ring(self, key: Hashable | None) -> None:
        """The table's focus ring is on ``key`` (None: on nothing); a screen reader follows it
        while the table has the keyboard focus."""
        item = self.items.get(key) if key is not None else None
        before = self.items.get(self.ringed) if self.ringed is not None else None
        if before is not None and before is not item:
            before.ringed = False
        self.ringed = key if item is not None else None
        if item is None or item.ringed:
            return
        item.ringed = True
        if self.table.hasFocus():
            send(item, QAccessible.Event.Focus)
            focus_moved(self.table)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.FocusIn and watched is self.table:
            # Qt reports the table focused once this event is handled: the ringed card after it.
            QTimer.singleShot(0, self, self._focus_ringed)
        elif kind == QEvent.Type.Resize:
            self.place()
        return False

    def _focus_ringed(self) -> None:
        item = self.items.get(self.ringed) if self.ringed is not None else None
        if item is not None and self.table.hasFocus():
            send(item, QAccessible.Event.Focus)
            focus_moved(self.table)
