"""The Bitstream Vera TrueType fonts, registered with reportlab, and text measuring.

The same files are registered with Qt by ``app/art/qt_painter.py``, so a line of text
is as wide on screen as on paper.
"""

from __future__ import annotations

from functools import lru_cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from export.art.primitives import FONT_NAMES
from resources import resource_path

__all__ = ["fit_size", "font_path", "register_fonts", "text_width"]

_registered = False


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


@lru_cache(maxsize=4096)
def text_width(text: str, font: str = "VeraBd", size: float = 4.0) -> float:
    """Advance width of ``text`` in the unit of ``size`` (mm in, mm out)."""
    register_fonts()
    return float(pdfmetrics.stringWidth(text, font, size))


def fit_size(
    text: str, max_width: float, max_size: float, font: str = "VeraBd", min_size: float = 1.0
) -> float:
    """The largest size ≤ ``max_size`` at which ``text`` fits in ``max_width`` (never below ``min_size``)."""
    width = text_width(text, font, max_size)
    if width <= max_width or width == 0:
        return max_size
    return max(min_size, max_size * max_width / width)
