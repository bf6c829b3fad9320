"""The Bitstream Vera TrueType fonts, registered with reportlab, and text measuring.

The same files are registered with Qt by ``app/art/qt_painter.py``, so a line of text
is as wide on screen as on paper.
"""

from __future__ import annotations

import re
from functools import lru_cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from export.art.primitives import FONT_NAMES, pt
from resources import resource_path

__all__ = [
    "MIN_PRINT_SIZE",
    "fit_lines",
    "fit_size",
    "font_path",
    "printable",
    "register_fonts",
    "text_width",
    "wrap",
]

#: the smallest text printed anywhere, in mm (8 pt): sheets, aids, the calibration page and
#: every card face at every card size (docs/ARCHITECTURE.md, "Card art")
MIN_PRINT_SIZE = pt(8)

_registered = False

#: characters of the catalogues that the Vera fonts have no glyph for, and their stand-ins:
#: French puts a narrow no-break space before « : ; ! ? » and inside « », which a printer would
#: draw as an empty box; the full no-break space Vera has keeps the words together as well
_STAND_INS = str.maketrans({"\u202f": "\u00a0", "\u2009": " "})
#: the spaces a line may break at (a no-break space is whitespace to ``str.split`` too); never
#: right after a figure, which stays with the word it counts ("7 points", "3–6 players")
_BREAKS = re.compile(r"(?<![0-9])[ \t\n]+")


def font_path(name: str) -> str:
    if name not in FONT_NAMES:
        raise ValueError(f"unknown font {name!r}")
    return str(resource_path("fonts", f"{name}.ttf"))


def register_fonts() -> None:
    """Register Vera, VeraBd, VeraIt, VeraBI with reportlab (once per process)."""
    global _registered
    if _registered:
        return
    for name in FONT_NAMES:
        pdfmetrics.registerFont(TTFont(name, font_path(name)))
    _registered = True


def printable(text: str) -> str:
    """``text`` as the Vera fonts can print it: each character they lack becomes its stand-in.

    The catalogues are written for the screen, where Qt finds a missing glyph in another font;
    on paper only Vera is embedded, so the painter prints this text and every measure uses it.
    """
    return text.translate(_STAND_INS)


@lru_cache(maxsize=4096)
def text_width(text: str, font: str = "VeraBd", size: float = 4.0) -> float:
    """Advance width of ``text`` as printed (:func:`printable`), in the unit of ``size`` (mm in, mm out)."""
    register_fonts()
    return float(pdfmetrics.stringWidth(printable(text), font, size))


def fit_size(
    text: str, max_width: float, max_size: float, font: str = "VeraBd", min_size: float = MIN_PRINT_SIZE
) -> float:
    """The largest size ≤ ``max_size`` at which ``text`` fits in ``max_width``.

    Never below ``min_size`` (8 pt by default): where a word may not fit at that size, the
    layout uses :func:`fit_lines` or makes the room.
    """
    width = text_width(text, font, max_size)
    if width <= max_width or width == 0:
        return max_size
    return max(min_size, max_size * max_width / width)


def wrap(text: str, width: float, font: str, size: float) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` mm (a word longer than that keeps its own line).

    Lines break only at plain spaces: a no-break space keeps a French « : » with its word, and
    a figure keeps the word after it ("7 points" is never cut in two).
    """
    lines: list[str] = []
    current = ""
    for word in (w for w in _BREAKS.split(text) if w):
        trial = f"{current} {word}".strip()
        if current and text_width(trial, font, size) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return lines


def fit_lines(
    text: str, max_width: float, max_size: float, max_lines: int = 2, font: str = "VeraBd"
) -> tuple[float, list[str]]:
    """The largest size ≤ ``max_size`` (and ≥ :data:`MIN_PRINT_SIZE`) and the lines that fit ``max_width``.

    One line when it fits at 8 pt or more, else the text is broken into at most ``max_lines``.
    Raises ``ValueError`` when even that does not fit: a layout that meets it must make more room.
    """
    size = fit_size(text, max_width, max_size, font)
    if text_width(text, font, size) <= max_width + 1e-9:
        return size, [text]
    size = max_size
    while size >= MIN_PRINT_SIZE - 1e-9:
        lines = wrap(text, max_width, font, size)
        if len(lines) <= max_lines and all(text_width(line, font, size) <= max_width for line in lines):
            return size, lines
        size -= 0.05
    raise ValueError(f"{text!r} does not fit {max_width:.1f} mm in {max_lines} lines at 8 pt")
