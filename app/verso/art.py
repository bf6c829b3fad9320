"""Face drawings for the table, from the art model the PDF export prints (docs/ARCHITECTURE.md, "Card art").

Your own rows, the piles and the flips show the full card (:func:`export.art.verso.verso_face`);
opponents' rows use a compact index card made of the same colours, symbols and lettering,
because a whole card shrunk to opponent size would have an unreadable number.
"""

from __future__ import annotations

from functools import cache

from app.i18n import current_language
from engines.verso.cards import COLOURS as ENGINE_COLOURS
from engines.verso.cards import Face
from export.art.common import darken, lighten, star
from export.art.primitives import Drawing, Ellipse, Group, Item, Rect, Text
from export.art.verso import COLOURS, verso_face, verso_symbol

__all__ = ["CARD_H", "CARD_W", "CHIP_H", "CHIP_W", "chip_drawing", "face_drawing", "symbol_drawing"]

CARD_W, CARD_H = 63.0, 88.0
CHIP_W, CHIP_H = 30.0, 38.0


def _ink(colour: str) -> str:
    base = COLOURS[colour][0]
    return darken(base, 0.25) if colour == "orange" else base


def face_drawing(face: Face) -> Drawing:
    """The printed face, its joker's word in the app's language."""
    return _face_drawing(face, current_language())


@cache
def _face_drawing(face: Face, language: str) -> Drawing:
    colour = ENGINE_COLOURS[face.colour]
    return verso_face(colour, "*" if face.is_joker else face.value, face.points, language=language)


@cache
def chip_drawing(face: Face) -> Drawing:
    """A small index card: symbol top-left, big value, the points as dots."""
    colour = ENGINE_COLOURS[face.colour]
    base = COLOURS[colour][0]
    ink = _ink(colour)
    w, h = CHIP_W, CHIP_H
    items: list[Item] = [
        Rect(0.8, 0.8, w - 1.6, h - 1.6, 3.2, fill=lighten(base, 0.8), stroke=base, stroke_width=1.6),
        Group((verso_symbol(colour, 3.6),), translate=(7.0, 7.2)),
    ]
    if face.is_joker:
        items.append(star(w / 2 + 2, h * 0.55, 9.0, fill=ink))
    else:
        items.append(Text(w / 2 + 2.5, h * 0.74, str(face.value), size=20.0, anchor="middle", fill=ink))
    xs = [w / 2] if face.points == 1 else [w / 2 - 4.2, w / 2, w / 2 + 4.2]
    items.extend(Ellipse(x, h - 4.6, 1.5, 1.5, fill="#3a3a3a") for x in xs)
    return Drawing(w, h, tuple(items), key=f"verso-chip:{face}:{face.points}")


@cache
def symbol_drawing(colour: str, size: float = 12.0) -> Drawing:
    """The colour's symbol alone (row labels)."""
    return Drawing(
        size,
        size,
        (Group((verso_symbol(colour, size * 0.42),), translate=(size / 2, size / 2)),),
        key=f"verso-symbol:{colour}:{size}",
    )
