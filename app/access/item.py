"""The widget that stands for one node, and the accessible interface a screen reader reads.

An :class:`AccessItem` paints nothing and takes no mouse or keyboard input: it only gives
its node a place in Qt's accessibility tree (its geometry is where the card lies on
screen, so a screen reader's review and a magnifier find it there). Qt asks the factory
installed by :func:`install` for its interface; :class:`AccessItemInterface` answers with
the node's role, name, description and states, and its one action, "Press", plays the
card as a click would. Changes a screen reader must hear (a new name, chosen or not, the
focus ring) are sent as accessibility events.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import QAccessibleWidget, QComboBox, QStackedWidget, QWidget

from app.access.combo import NamedComboInterface
from app.access.node import AccessNode
from app.access.stack import StackInterface

__all__ = ["AccessItem", "AccessItemInterface", "install"]

#: The action every playable node offers, under Qt's standard name (screen readers know it).
PRESS = QAccessibleActionInterface.pressAction()


def send(item: QObject, event: QAccessible.Event) -> None:
    """Tell a screen reader that ``item`` changed (nothing is sent while none listens)."""
    if QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleEvent(item, event))


class AccessItem(QWidget):
    """One node of a table's accessible model; ``act`` is called with its key when pressed."""

    def __init__(
        self,
        node: AccessNode,
        act: Callable[[Hashable], None],
        owner: QWidget,
        parent: QWidget,
        shown: bool = False,
    ) -> None:
        super().__init__(parent)
        self.node = node
        #: Read as shown even while the widget is hidden (a news notice that says when it is shown).
        self.always_shown = shown
        self.act = act
        #: The table: the ringed node is focused while the table has the keyboard focus.
        self.owner = owner
        #: The table's focus ring is on this node (the keyboard's focus, as a screen reader hears it).
        self.ringed = False
        #: The geometry the layer gave it last (None: none yet).
        self.placed: QRect | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setObjectName("accessItem")

    def set_node(self, node: AccessNode) -> None:
        """Show ``node`` (the same key, maybe new words or state); says what changed."""
        old, self.node = self.node, node
        if node.name != old.name:
            send(self, QAccessible.Event.NameChanged)
        if node.description != old.description:
            send(self, QAccessible.Event.DescriptionChanged)
        # Only the states that changed: a bare StateChanged makes AT-SPI resend every state of
        # every card at each move, a flood in which Orca drops what it was about to say.
        changed = QAccessible.State()
        changed.selected = node.selected != old.selected
        changed.focusable = node.playable != old.playable
        if (changed.selected or changed.focusable) and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleStateChangeEvent(self, changed))

    def press(self) -> None:
        """What a screen reader's "Press" does: the card is chosen, as by a click."""
        if self.node.playable:
            self.act(self.node.key)


class AccessItemInterface(QAccessibleWidget):
    """The accessible face of an :class:`AccessItem`: everything is read from its node."""

    def __init__(self, item: AccessItem) -> None:
        super().__init__(item, item.node.role, item.node.name)
        self.item = item

    def role(self) -> QAccessible.Role:
        return self.item.node.role

    def text(self, kind: QAccessible.Text) -> str:
        node = self.item.node
        if kind == QAccessible.Text.Name:
            return node.name
        if kind == QAccessible.Text.Description:
            return node.description
        return ""

    def state(self) -> QAccessible.State:
        node, item = self.item.node, self.item
        state = QAccessible.State()
        state.invisible = not (item.isVisible() or item.always_shown)
        state.focusable = node.playable
        state.focused = item.ringed and item.owner.hasFocus()
        if node.selected is not None:
            state.selectable = True
            state.selected = node.selected
        return state

    def actionNames(self) -> list[str]:
        return [PRESS] if self.item.node.playable else []

    def localizedActionName(self, name: str) -> str:
        return self.item.node.action if name == PRESS else ""

    def localizedActionDescription(self, name: str) -> str:
        return self.item.node.action if name == PRESS else ""

    def keyBindingsForAction(self, name: str) -> list[str]:
        return []

    def doAction(self, name: str) -> None:
        if name == PRESS:
            # After the screen reader's call returns: the move may redraw the whole table.
            QTimer.singleShot(0, self.item, self.item.press)


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, AccessItem):
        return AccessItemInterface(obj)
    if isinstance(obj, QComboBox):
        return NamedComboInterface(obj)
    if isinstance(obj, QStackedWidget):
        return StackInterface(obj)
    return None


_installed = False


def install() -> None:
    """Let Qt ask :class:`AccessItemInterface` for every :class:`AccessItem`,
    :class:`~app.access.combo.NamedComboInterface` for every drop-down and
    :class:`~app.access.stack.StackInterface` for every page stack (once per process, before
    any window is shown: Qt keeps the interface it first made for a widget)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
