"""The TrueType fonts shared with the PDF export, registered with Qt so text measures the same."""

from __future__ import annotations

import logging
import math

from PySide6.QtGui import QFont, QFontDatabase

from resources import resource_path

__all__ = ["FONT_FILES", "SANS", "register_fonts", "sans_font"]

log = logging.getLogger(__name__)

SANS = "Bitstream Vera Sans"
FONT_FILES = ("Vera.ttf", "VeraBd.ttf", "VeraIt.ttf", "VeraBI.ttf")

_registered = False


def register_fonts() -> None:
    global _registered
    if _registered:
        return
    for name in FONT_FILES:
        if QFontDatabase.addApplicationFont(str(resource_path("fonts", name))) < 0:
            log.warning("could not load font %s", name)
    _registered = True


def sans_font(pixels: float, bold: bool = False) -> QFont:
    """The app's sans-serif face at ``pixels`` pixels (rounded up, at least 1).

    Painted labels and scene texts size their type in pixels (or scene units), not in
    points, so they scale with the card or the widget they are drawn in.
    """
    font = QFont(SANS)
    font.setPixelSize(max(1, math.ceil(pixels)))
    font.setBold(bold)
    return font
