"""Widget geometry checks for any screen size: inside the window, no overlaps, no cut text."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabBar,
    QToolButton,
    QWidget,
)

CHECKED = (QAbstractButton, QLabel, QLineEdit, QComboBox, QAbstractSpinBox)


def _in_scroll_area(widget: QWidget, top: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.width() > 0 and widget.height() > 0


def _visible_text(widget: QWidget) -> str:
    if isinstance(widget, QLabel):
        if widget.textFormat() == Qt.TextFormat.RichText or widget.wordWrap() or not widget.text():
            return ""
        text = widget.text()
        if widget.textFormat() == Qt.TextFormat.AutoText and "<" in text:
            return ""
        return text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    if isinstance(widget, QPushButton):
        return widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    return ""


def problems(top: QWidget, name: str) -> list[str]:
    """Every geometry problem of the visible widgets under ``top`` (a window or a view)."""
    found: list[str] = []
    bounds = top.rect()
    widgets = [w for w in top.findChildren(QWidget) if isinstance(w, CHECKED) and _shown(w, top)]
    for w in widgets:
        if _in_scroll_area(w, top) or isinstance(w.parentWidget(), QTabBar | QComboBox | QAbstractSpinBox):
            continue
        if isinstance(w, QToolButton) and w.objectName() == "qt_toolbar_ext_button":
            continue
        rect = QRect(w.mapTo(top, w.rect().topLeft()), w.size())
        label = f"{name}: {type(w).__name__} {w.objectName() or _visible_text(w)[:30]!r}"
        if not bounds.adjusted(-1, -1, 1, 1).contains(rect):
            found.append(f"{label} outside the window {rect.getRect()} not in {bounds.getRect()}")
        text = _visible_text(w)
        if text and "\n" not in text:
            advance = w.fontMetrics().horizontalAdvance(text)
            room = w.contentsRect().width() if isinstance(w, QLabel) else w.width() - 8
            if advance > room + 1:
                found.append(f"{label} text cut: needs {advance}px, has {room}px")
    by_parent: dict[int, list[QWidget]] = {}
    for w in widgets:
        parent = w.parentWidget()
        if parent is None or _in_scroll_area(w, top):
            continue
        by_parent.setdefault(id(parent), []).append(w)
    for siblings in by_parent.values():
        for i, a in enumerate(siblings):
            for b in siblings[i + 1 :]:
                overlap = a.geometry().intersected(b.geometry())
                if overlap.width() > 2 and overlap.height() > 2:
                    found.append(
                        f"{name}: {type(a).__name__} {a.objectName() or _visible_text(a)[:20]!r} overlaps"
                        f" {type(b).__name__} {b.objectName() or _visible_text(b)[:20]!r}"
                    )
    return found
