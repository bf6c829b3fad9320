"""High-DPI screens: Qt 6 scales by each screen's own factor, and the app keeps it unrounded.

Qt 6 always scales for high DPI; what is left to choose is what happens to a fractional
factor (Windows at 125 % or 150 %, a 4K laptop at 175 %, GNOME's fractional scaling).
``PassThrough`` keeps it as it is: the window is exactly as large as the person set their
screen, and what the app paints itself (card art, the builder, the print preview) is
rendered for the device pixel ratio (``app.art.qt_painter.card_pixmap``), so it stays sharp
at 1.5 as at 2. Rounding 1.5 up to 2 would make everything a third larger than the
system's setting; rounding down would make the text small. Qt 6's default is the same,
set here so that no platform plug-in or later Qt changes it behind the app's back; a
person who prefers rounding sets ``QT_SCALE_FACTOR_ROUNDING_POLICY``, which wins.
"""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

__all__ = ["ROUNDING_POLICY", "set_scale_rounding"]

ROUNDING_POLICY = Qt.HighDpiScaleFactorRoundingPolicy.PassThrough


def set_scale_rounding() -> None:
    """Choose how fractional scale factors are treated; before the application object exists."""
    if os.environ.get("QT_SCALE_FACTOR_ROUNDING_POLICY") or QGuiApplication.instance() is not None:
        return
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(ROUNDING_POLICY)
