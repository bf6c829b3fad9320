"""One thing a screen reader can find on a table: a hand, a pile, a row, a card, a line of text.

Nodes are plain values built from a seat's view by each game's module and handed to the
table's :class:`~app.access.layer.AccessLayer`, which mirrors them as accessible widgets.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from dataclasses import dataclass

from PySide6.QtGui import QAccessible

__all__ = ["CARD", "GROUP", "LIST", "TEXT", "AccessNode", "walk"]

#: The roles the tables use: a hand, a pile or a row is a list of cards; a seat or the centre
#: that holds several such lists is a group; a line of figures or an order of play is text.
LIST = QAccessible.Role.List
CARD = QAccessible.Role.ListItem
GROUP = QAccessible.Role.Grouping
TEXT = QAccessible.Role.StaticText


@dataclass(frozen=True)
class AccessNode:
    """``key`` is the scene's own key of the thing (a card's tag), so the layer keeps one widget
    per thing from one view to the next and the focus ring finds it.

    ``action`` says what pressing it does, with what ("Play owl"): a node with an action is
    one the player may choose now (playable); without one it is only read. ``selected`` is
    None for a thing that cannot be chosen for a series, else whether it is chosen.
    """

    key: Hashable
    role: QAccessible.Role
    name: str
    description: str = ""
    action: str = ""
    selected: bool | None = None
    children: tuple[AccessNode, ...] = ()

    @property
    def playable(self) -> bool:
        return bool(self.action)


def walk(nodes: tuple[AccessNode, ...] | list[AccessNode]) -> Iterator[AccessNode]:
    """Every node of the trees ``nodes``, parents before their children."""
    for node in nodes:
        yield node
        yield from walk(node.children)
