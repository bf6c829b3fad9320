"""A drop-down list read by what it chooses, on every system.

Qt's own interface for a ``QComboBox`` names it, on Linux, by its current value: a seat's
box is read "Person", "Computer, quick", never "Who plays seat 2"; the label is left to a
relation that screen readers do not all follow. :class:`NamedComboInterface` names a
drop-down by its accessible name (else its buddy label's words, as Qt names other widgets),
gives its current text as its value, keeps its list as its one child and opens it by
"Press", so a screen reader says "Who plays seat 2, combo box, Computer, quick".
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QComboBox, QLabel

__all__ = ["NamedComboInterface"]

PRESS = QAccessibleActionInterface.pressAction()


def _label_of(box: QComboBox) -> str:
    """The words of the label whose buddy ``box`` is, without its "&" (or "")."""
    window = box.window()
    for label in window.findChildren(QLabel):
        if label.buddy() is box:
            return label.text().replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(":")
    return ""


class NamedComboInterface(QAccessibleWidget):
    """The accessible face of a drop-down: its name, its value, its list."""

    def __init__(self, box: QComboBox) -> None:
        super().__init__(box, QAccessible.Role.ComboBox)
        self.box = box

    def text(self, kind: QAccessible.Text) -> str:
        box = self.box
        if kind == QAccessible.Text.Name:
            return box.accessibleName() or _label_of(box) or box.currentText()
        if kind == QAccessible.Text.Value:
            return box.currentText()
        if kind == QAccessible.Text.Description:
            return box.accessibleDescription() or box.toolTip()
        return super().text(kind)

    def childCount(self) -> int:
        return 1

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt: None past the end
        return QAccessible.queryAccessibleInterface(self.box.view()) if index == 0 else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return 0 if child.object() is self.box.view() else -1

    def actionNames(self) -> list[str]:
        return [PRESS]

    def doAction(self, name: str) -> None:
        if name == PRESS:
            self.box.showPopup()

    def keyBindingsForAction(self, name: str) -> list[str]:
        return []
