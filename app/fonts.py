"""The TrueType fonts the app ships, registered with Qt: no text is ever drawn in a system font.

Bitstream Vera Sans is the app's typeface, shared with the PDF export so text measures
the same on screen and on paper; Vera Sans Mono sets error reports and licences. Vera has
no arrows, stars, check marks or warning sign, and Qt would take those from whatever the
system has (Segoe UI Symbol on Windows, Apple Symbols on macOS, nothing at all on a bare
Linux), so DejaVu Sans, drawn from Vera, is set as the substitute of both families: Qt
looks there first for a character Vera lacks (docs/ARCHITECTURE.md, "Files on every
system"). ``tests/test_bundled_fonts.py`` checks every character the app shows is in these
files and is drawn from them.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Iterable

from PySide6.QtGui import QFont, QFontDatabase, QFontMetricsF

from resources import resource_path

__all__ = ["FONT_FILES", "MONO", "SANS", "SYMBOLS", "fitted_font", "mono_font", "register_fonts", "sans_font"]

log = logging.getLogger(__name__)

SANS = "Bitstream Vera Sans"
MONO = "Bitstream Vera Sans Mono"
#: The family of ``DejaVuSans.ttf``, where a character Vera lacks is looked up.
SYMBOLS = "DejaVu Sans"
FONT_FILES = ("Vera.ttf", "VeraBd.ttf", "VeraIt.ttf", "VeraBI.ttf", "VeraMono.ttf", "DejaVuSans.ttf")

_registered = False


def register_fonts() -> None:
    global _registered
    if _registered:
        return
    for name in FONT_FILES:
        if QFontDatabase.addApplicationFont(str(resource_path("fonts", name))) < 0:
            log.warning("could not load font %s", name)
    for family in (SANS, MONO):
        QFont.insertSubstitution(family, SYMBOLS)
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


def mono_font(points: float) -> QFont:
    """The fixed-width face (error reports, licence texts) at ``points`` points."""
    font = QFont(MONO)
    font.setPointSizeF(points)
    font.setStyleHint(QFont.StyleHint.TypeWriter)
    return font


def fitted_font(font: QFont, texts: Iterable[str], width: float, smallest: int = 8) -> QFont:
    """``font``, made smaller until every one of ``texts`` is at most ``width`` wide.

    A painted title ("Regras e preparação" on a tile, in presenter mode) shrinks rather
    than running out of its box. Text width is not exactly proportional to the size
    (hinting), so the size found by proportion is checked and lowered until it fits.
    """
    texts = [t for t in texts if t]
    fitted = QFont(font)
    size = fitted.pixelSize()
    if size <= 0 or width <= 0 or not texts:
        return fitted

    def widest() -> float:
        metrics = QFontMetricsF(fitted)
        return max(metrics.horizontalAdvance(t) for t in texts)

    current = widest()
    if current <= width:
        return fitted
    size = max(smallest, int(size * width / current))
    fitted.setPixelSize(size)
    while size > smallest and widest() > width:
        size -= 1
        fitted.setPixelSize(size)
    return fitted
