"""Where the main window opens: inside the screen it is on, whatever screen it was closed on.

A first start opens the window centred at most 90 % of the screen's available area (the
taskbar and the menu bar left out), so on a 1366×768 laptop every button of every view is
in reach without moving the window. Later starts restore the last place, clamped to the
screen the window is on now (a window closed on a larger, since unplugged, monitor would
otherwise open partly off screen).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize

__all__ = ["FIRST_FRACTION", "PREFERRED_SIZE", "first_place", "restored_place"]

#: The largest share of the available screen a first window takes.
FIRST_FRACTION = 0.9
#: The size a first window takes when the screen is larger than it needs.
PREFERRED_SIZE = QSize(1280, 800)


def _centred(size: QSize, available: QRect) -> QRect:
    top_left = available.center() - QPoint(size.width() // 2, size.height() // 2) + QPoint(1, 1)
    return QRect(top_left, size)


def first_place(available: QRect, minimum: QSize | None = None) -> QRect:
    """The first window: the preferred size, no more than 90 % of ``available``, centred."""
    minimum = minimum or QSize(0, 0)
    most = QSize(int(available.width() * FIRST_FRACTION), int(available.height() * FIRST_FRACTION))
    size = PREFERRED_SIZE.boundedTo(most).expandedTo(minimum).boundedTo(available.size())
    return _centred(size, available)


def restored_place(saved: QRect, available: QRect, minimum: QSize | None = None) -> QRect:
    """``saved`` moved and, when larger, shrunk until it lies inside ``available``."""
    if not saved.isValid():
        return first_place(available, minimum)
    size = saved.size().expandedTo(minimum or QSize(0, 0)).boundedTo(available.size())
    left = min(max(saved.left(), available.left()), available.right() + 1 - size.width())
    top = min(max(saved.top(), available.top()), available.bottom() + 1 - size.height())
    return QRect(QPoint(left, top), size)
