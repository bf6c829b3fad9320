"""Read a widget's accessibility tree in the test's own process, through Qt's interfaces.

What Qt hands a screen reader (over AT-SPI on Linux, UI Automation on Windows, NSAccessibility
on macOS) is read here without a bus: role, name, description, states and the actions'
names, for every node. ``tests/test_atspi_tables.py`` reads the same tree over AT-SPI.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from engines.dj05135.cards import Face
from engines.verso.cards import Face as VersoFace

#: The words of DJ05135's round pictures under the cards, as the English table prints them.
PICTURES = {
    "skip": "skip",
    "reverse": "reverse",
    "flip_centre": "flip 3",
    "flip_hand": "flip 1",
    "steal": "steal",
    "magnifier": "magnifier",
}


def said(face: Face) -> str:
    """How the English model must name a DJ05135 side: "owl", or "owl (steal)"."""
    return f"{face.animal} ({PICTURES[face.pictogram]})" if face.pictogram else face.animal


def said_verso(face: VersoFace) -> str:
    """How the English model must name a Verso card: "orange 6, 3 points", "blue joker, 1 point"."""
    value = "joker" if face.is_joker else str(face.value)
    points = "1 point" if face.points == 1 else f"{face.points} points"
    return f"{face.colour_name} {value}, {points}"


@dataclass
class Read:
    role: QAccessible.Role
    name: str
    description: str
    focused: bool
    focusable: bool
    selected: bool | None
    invisible: bool
    actions: list[str]
    iface: QAccessibleInterface
    children: list[Read] = field(default_factory=list)

    def walk(self) -> Iterator[Read]:
        yield self
        for child in self.children:
            yield from child.walk()

    def press(self) -> None:
        action = self.iface.actionInterface()
        assert action is not None and action.actionNames(), f"{self.name}: nothing to press"
        action.doAction(action.actionNames()[0])


def read(iface: QAccessibleInterface) -> Read:
    state = iface.state()
    action = iface.actionInterface()
    names = action.actionNames() if action is not None else []
    return Read(
        iface.role(),
        iface.text(QAccessible.Text.Name),
        iface.text(QAccessible.Text.Description),
        bool(state.focused),
        bool(state.focusable),
        bool(state.selected) if state.selectable else None,
        bool(state.invisible),
        [action.localizedActionName(n) for n in names] if action is not None else [],
        iface,
        [read(child) for i in range(iface.childCount()) if (child := iface.child(i)) is not None],
    )


def tree(widget: QWidget) -> Read:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None
    return read(iface)


def model(layer_root: QWidget) -> list[Read]:
    """The nodes of a table's accessible model (the children of its layer's root)."""
    return tree(layer_root).children
