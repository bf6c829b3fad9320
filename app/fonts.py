"""The TrueType fonts shared with the PDF export, registered with Qt so text measures the same."""

from __future__ import annotations

import logging

from PySide6.QtGui import QFontDatabase

from resources import resource_path

__all__ = ["FONT_FILES", "SANS", "register_fonts"]

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
