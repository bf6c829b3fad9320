"""Palette and small building blocks shared by the card faces.

The palette follows Okabe & Ito's colour-blind safe set; every face still carries a
symbol or a letter for its colour, because a palette alone is never enough.
"""

from __future__ import annotations

import math

from export.art.primitives import Item, Polygon, Rect

__all__ = [
    "INK",
    "OKABE_ITO",
    "PAPER",
    "CardSize",
    "card_frame",
    "contrast_ink",
    "lighten",
    "star",
]

INK = "#1d2733"
PAPER = "#fffdf7"
OKABE_ITO = {
    "black": "#000000",
    "orange": "#e69f00",
    "sky": "#56b4e9",
    "green": "#009e73",
    "yellow": "#f0e442",
    "blue": "#0072b2",
    "vermillion": "#d55e00",
    "purple": "#cc79a7",
}

CardSize = tuple[float, float]
POKER: CardSize = (63.0, 88.0)


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def lighten(colour: str, amount: float) -> str:
    """Mix ``colour`` with white; ``amount`` 0 keeps it, 1 gives white."""
    r, g, b = _rgb(colour)
    mix = [round(c + (255 - c) * amount) for c in (r, g, b)]
    return "#{:02x}{:02x}{:02x}".format(*mix)


def darken(colour: str, amount: float) -> str:
    r, g, b = _rgb(colour)
    mix = [round(c * (1 - amount)) for c in (r, g, b)]
    return "#{:02x}{:02x}{:02x}".format(*mix)


def luminance(colour: str) -> float:
    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in _rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ink(background: str) -> str:
    """Black or white, whichever reads better on ``background``."""
    return "#000000" if luminance(background) > 0.28 else "#ffffff"


def star(cx: float, cy: float, r: float, **style: object) -> Polygon:
    """A five-pointed star, point up."""
    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.42
        angle = -math.pi / 2 + k * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return Polygon(tuple(points), **style)  # type: ignore[arg-type]


def card_frame(size: CardSize, colour: str, margin: float = 3.0, radius: float = 3.5) -> Item:
    """The inner rounded panel of a card, inside the safe area."""
    w, h = size
    return Rect(margin, margin, w - 2 * margin, h - 2 * margin, radius, fill=colour, stroke=None)
