"""Verso card faces: a colour (sea, land, sky) with its symbol, a value 1–6 or a joker, 1 or 3 points."""

from __future__ import annotations

import math

from engines.catalogue import tr_noop, translate
from export.art.common import PAPER, POKER, CardSize, darken, lighten, star
from export.art.fonts import fit_size
from export.art.primitives import Drawing, Ellipse, Group, Item, Path, PathOp, Polygon, Polyline, Rect, Text

__all__ = ["COLOURS", "verso_face", "verso_symbol"]

#: colour name -> (print colour, what it stands for)
COLOURS = {"blue": ("#0072b2", "sea"), "green": ("#009e73", "land"), "orange": ("#e69f00", "sky")}
JOKER = "*"
#: Catalogue context of the words printed on the cards.
CONTEXT = "print_card"
#: The word under a joker's star, upper-cased once translated.
_JOKER_WORD = tr_noop(CONTEXT, "joker")


def _wave(r: float, colour: str) -> Item:
    """Three stacked waves: the sea."""
    lines: list[Item] = []
    for row in (-0.45, 0.05, 0.55):
        y = row * r
        ops: list[PathOp] = [("M", -r, y)]
        for k in range(4):
            x0 = -r + k * r / 2
            dip = -r * 0.22 if k % 2 == 0 else r * 0.22
            ops.append(("Q", x0 + r / 4, y + dip, x0 + r / 2, y))
        lines.append(Path(tuple(ops), stroke=colour, stroke_width=r * 0.2))
    return Group(tuple(lines))


def _leaf(r: float, colour: str) -> Item:
    """A leaf with its vein: the land."""
    body = Path(
        (
            ("M", -r * 0.75, r * 0.75),
            ("Q", -r * 0.9, -r * 0.9, r * 0.8, -r * 0.8),
            ("Q", r * 0.9, r * 0.9, -r * 0.75, r * 0.75),
            ("Z",),
        ),
        fill=colour,
    )
    vein = Polyline(((-r * 0.95, r * 0.95), (r * 0.45, -r * 0.45)), stroke=PAPER, stroke_width=r * 0.09)
    side = tuple(
        Polyline(((t * r, -t * r), end), stroke=PAPER, stroke_width=r * 0.07)
        for t in (-0.35, 0.0)
        for end in (((t - 0.15) * r, (-t - 0.35) * r), ((t + 0.35) * r, (-t + 0.15) * r))
    )
    return Group((body, vein, *side))


def _sun(r: float, colour: str) -> Item:
    """A disc with eight rays: the sky."""
    rays: list[Item] = []
    for k in range(8):
        a = k * math.pi / 4
        tip = (math.cos(a) * r, math.sin(a) * r)
        left = (math.cos(a - 0.2) * r * 0.62, math.sin(a - 0.2) * r * 0.62)
        right = (math.cos(a + 0.2) * r * 0.62, math.sin(a + 0.2) * r * 0.62)
        rays.append(Polygon((tip, left, right), fill=colour))
    return Group((*rays, Ellipse(0, 0, r * 0.5, r * 0.5, fill=colour)))


_SYMBOLS = {"blue": _wave, "green": _leaf, "orange": _sun}


def verso_symbol(colour: str, r: float, ink: str | None = None) -> Item:
    """The symbol of a Verso colour, centred on (0, 0), ``r`` mm from centre to edge."""
    return _SYMBOLS[colour](r, ink or COLOURS[colour][0])


def _value_text(value: int | str, x: float, y: float, size: float, ink: str) -> Item:
    if value == JOKER:
        return star(x, y - size * 0.36, size * 0.45, fill=ink)
    return Text(x, y, str(value), size=size, anchor="middle", fill=ink)


def verso_face(
    colour: str, value: int | str, points: int, size: CardSize = POKER, language: str = "en"
) -> Drawing:
    """One face of a Verso card, its one word (a joker's) in ``language``.

    ``value`` is 1–6 or ``"*"`` for a joker; ``points`` is 1 or 3 (shown as that many stars).
    """
    if colour not in COLOURS:
        raise ValueError(f"unknown Verso colour {colour!r}")
    if value != JOKER and value not in range(1, 7):
        raise ValueError(f"a Verso value is 1-6 or '*', not {value!r}")
    if points not in (1, 3):
        raise ValueError("a Verso face is worth 1 or 3 points")
    w, h = size
    u = min(w / 63.0, h / 88.0)
    base, _meaning = COLOURS[colour]
    ink = darken(base, 0.25) if colour == "orange" else base
    tint = lighten(base, 0.78)
    m = 3.0 * u
    panel = Rect(m, m, w - 2 * m, h - 2 * m, 3.5 * u, fill=PAPER, stroke=base, stroke_width=1.2 * u)

    corner_size = 10.5 * u

    def corner() -> Group:
        return Group(
            (
                _value_text(value, 0, corner_size * 0.82, corner_size, ink),
                Group((verso_symbol(colour, 3.4 * u),), translate=(0, corner_size + 4.2 * u)),
            )
        )

    top = Group((corner(),), translate=(m + 6.0 * u, m + 2.0 * u), role=f"colour:{colour}")
    bottom = Group(
        (corner(),), translate=(w - m - 6.0 * u, h - m - 2.0 * u), rotate=180, role=f"colour:{colour}"
    )
    centre_symbol = Group(
        (verso_symbol(colour, 10.5 * u),), translate=(w / 2, h * 0.30), role=f"colour:{colour}"
    )
    big = _value_text(value, w / 2, h * 0.66, 26 * u, ink)
    gap = 7.0 * u
    xs = [w / 2] if points == 1 else [w / 2 - gap, w / 2, w / 2 + gap]
    dots = tuple(Ellipse(x, h * 0.79, 2.6 * u, 2.6 * u, fill=INK_DOT) for x in xs)
    items: list[Item] = [panel, top, bottom, centre_symbol, big, Group(dots, role=f"points:{points}")]
    key = f"verso:{colour}:{value}:{points}:{w}x{h}"
    if value == JOKER:
        word = translate(language, CONTEXT, _JOKER_WORD).upper()
        size_mm = fit_size(word, w - 20 * u, 4.2 * u)
        items.append(Text(w / 2, h * 0.715, word, size=size_mm, anchor="middle", fill=ink))
        key += f":{language}"
    return Drawing(w, h, tuple(items), background=tint, key=key)


INK_DOT = "#3a3a3a"
