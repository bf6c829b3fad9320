"""Revorso card faces: five symbols (honey worth 2), three effects, two actions and a common back."""

from __future__ import annotations

from engines.catalogue import tr_noop, translate
from engines.revorso.cards import card_name
from export.art.common import INK, OKABE_ITO, PAPER, POKER, CardSize, lighten
from export.art.fonts import fit_size
from export.art.primitives import Drawing, Ellipse, Group, Item, Path, Polygon, Polyline, Rect, Text

__all__ = ["KINDS", "POINTS", "revorso_back", "revorso_face", "revorso_symbol"]

SYMBOLS = ("juice", "tuna", "cushion", "carrot", "honey")
EFFECTS = ("plus3", "steal2", "hibernate")
ACTIONS = ("bear", "switch")
KINDS = SYMBOLS + EFFECTS + ACTIONS
POINTS = {"juice": 1, "tuna": 1, "cushion": 1, "carrot": 1, "honey": 2}
_COLOUR = {
    "juice": OKABE_ITO["orange"],
    "tuna": OKABE_ITO["sky"],
    "cushion": OKABE_ITO["purple"],
    "carrot": OKABE_ITO["vermillion"],
    "honey": OKABE_ITO["yellow"],
    "plus3": OKABE_ITO["blue"],
    "steal2": OKABE_ITO["blue"],
    "hibernate": OKABE_ITO["blue"],
    "bear": OKABE_ITO["green"],
    "switch": OKABE_ITO["green"],
}
#: Catalogue context of the words printed on the cards.
CONTEXT = "print_card"
#: The band across an effect or an action card, upper-cased once translated.
_BANDS = {"symbol": "", "effect": tr_noop(CONTEXT, "effect"), "action": tr_noop(CONTEXT, "action")}
_BACK = "#4b3f72"
_LINE = 0.5


def _juice(r: float) -> Item:
    glass = Polygon(
        ((-r * 0.55, -r * 0.6), (r * 0.55, -r * 0.6), (r * 0.42, r * 0.9), (-r * 0.42, r * 0.9)),
        fill="#ffffff",
        stroke=INK,
        stroke_width=_LINE,
    )
    drink = Polygon(
        ((-r * 0.5, -r * 0.25), (r * 0.5, -r * 0.25), (r * 0.4, r * 0.85), (-r * 0.4, r * 0.85)),
        fill=_COLOUR["juice"],
    )
    straw = Polyline(
        ((r * 0.15, r * 0.3), (r * 0.3, -r * 0.95), (r * 0.7, -r * 1.0)),
        stroke=OKABE_ITO["vermillion"],
        stroke_width=r * 0.12,
    )
    slice_ = Ellipse(
        -r * 0.55, -r * 0.6, r * 0.25, r * 0.25, fill=OKABE_ITO["yellow"], stroke=INK, stroke_width=_LINE
    )
    return Group((straw, glass, drink, Polygon(glass.points, stroke=INK, stroke_width=_LINE * 1.4), slice_))


def _tuna(r: float) -> Item:
    body = Path(
        (
            ("M", -r * 0.75, 0),
            ("Q", -r * 0.1, -r * 0.75, r * 0.75, 0),
            ("Q", -r * 0.1, r * 0.75, -r * 0.75, 0),
            ("Z",),
        ),
        fill=_COLOUR["tuna"],
        stroke=INK,
        stroke_width=_LINE,
    )
    tail = Polygon(
        ((-r * 0.6, 0), (-r * 1.0, -r * 0.45), (-r * 0.9, 0), (-r * 1.0, r * 0.45)),
        fill=_COLOUR["tuna"],
        stroke=INK,
        stroke_width=_LINE,
    )
    fin = Polygon(
        ((-r * 0.1, -r * 0.36), (r * 0.1, -r * 0.62), (r * 0.25, -r * 0.3)),
        fill="#2a7fb0",
        stroke=INK,
        stroke_width=_LINE,
    )
    belly = Path(
        (("M", -r * 0.45, r * 0.12), ("Q", r * 0.1, r * 0.42, r * 0.6, r * 0.08)),
        stroke="#ffffff",
        stroke_width=r * 0.08,
    )
    eye = Ellipse(r * 0.42, -r * 0.1, r * 0.09, r * 0.09, fill=INK)
    return Group((fin, tail, body, belly, eye))


def _cushion(r: float) -> Item:
    pillow = Path(
        (
            ("M", -r * 0.8, -r * 0.65),
            ("Q", 0, -r * 0.45, r * 0.8, -r * 0.65),
            ("Q", r * 0.6, 0, r * 0.8, r * 0.65),
            ("Q", 0, r * 0.45, -r * 0.8, r * 0.65),
            ("Q", -r * 0.6, 0, -r * 0.8, -r * 0.65),
            ("Z",),
        ),
        fill=_COLOUR["cushion"],
        stroke=INK,
        stroke_width=_LINE,
    )
    tassels = tuple(
        Ellipse(
            sx * r * 0.86,
            sy * r * 0.72,
            r * 0.1,
            r * 0.1,
            fill=OKABE_ITO["yellow"],
            stroke=INK,
            stroke_width=_LINE,
        )
        for sx in (-1, 1)
        for sy in (-1, 1)
    )
    button = Ellipse(0, 0, r * 0.12, r * 0.12, fill="#ffffff", stroke=INK, stroke_width=_LINE)
    seams = tuple(
        Polyline(((0, 0), (sx * r * 0.45, sy * r * 0.35)), stroke="#9c4f7c", stroke_width=r * 0.05)
        for sx in (-1, 1)
        for sy in (-1, 1)
    )
    return Group((pillow, *seams, button, *tassels))


def _carrot(r: float) -> Item:
    leaves = tuple(
        Group(
            (
                Path(
                    (
                        ("M", 0, 0),
                        ("Q", -r * 0.18, -r * 0.3, 0, -r * 0.6),
                        ("Q", r * 0.18, -r * 0.3, 0, 0),
                        ("Z",),
                    ),
                    fill=OKABE_ITO["green"],
                    stroke=INK,
                    stroke_width=_LINE,
                ),
            ),
            translate=(r * 0.3, -r * 0.45),
            rotate=angle,
        )
        for angle in (-10, 25, 60)
    )
    root = Path(
        (
            ("M", r * 0.05, -r * 0.75),
            ("Q", r * 0.75, -r * 0.35, r * 0.55, -r * 0.15),
            ("L", -r * 0.7, r * 0.85),
            ("Q", -r * 0.6, r * 0.2, r * 0.05, -r * 0.75),
            ("Z",),
        ),
        fill=_COLOUR["carrot"],
        stroke=INK,
        stroke_width=_LINE,
    )
    placed_root = Group((root,), translate=(r * 0.05, r * 0.1))
    lines = tuple(
        Polyline(((x, y), (x + r * 0.18, y + r * 0.1)), stroke="#8a3a00", stroke_width=r * 0.05)
        for x, y in ((-r * 0.05, -r * 0.1), (-r * 0.3, r * 0.25), (r * 0.15, -r * 0.35))
    )
    return Group((*leaves, placed_root, *lines))


def _honey(r: float) -> Item:
    pot = Path(
        (
            ("M", -r * 0.55, -r * 0.45),
            ("Q", -r * 0.95, r * 0.2, -r * 0.55, r * 0.85),
            ("L", r * 0.55, r * 0.85),
            ("Q", r * 0.95, r * 0.2, r * 0.55, -r * 0.45),
            ("Z",),
        ),
        fill="#e8b100",
        stroke=INK,
        stroke_width=_LINE,
    )
    lid = Rect(
        -r * 0.65, -r * 0.72, r * 1.3, r * 0.3, r * 0.08, fill="#8a5a00", stroke=INK, stroke_width=_LINE
    )
    drip = Path(
        (
            ("M", -r * 0.6, -r * 0.42),
            ("L", -r * 0.2, -r * 0.42),
            ("Q", -r * 0.3, 0, -r * 0.4, -r * 0.1),
            ("Q", -r * 0.5, 0, -r * 0.6, -r * 0.42),
            ("Z",),
        ),
        fill=OKABE_ITO["yellow"],
        stroke=INK,
        stroke_width=_LINE * 0.6,
    )
    label = Text(0, r * 0.5, "2", size=r * 0.7, anchor="middle", fill=INK)
    bee_wings = (
        Ellipse(r * 0.72, -r * 0.98, r * 0.1, r * 0.14, fill="#ffffff", stroke=INK, stroke_width=_LINE * 0.6),
        Ellipse(r * 0.88, -r * 0.98, r * 0.1, r * 0.14, fill="#ffffff", stroke=INK, stroke_width=_LINE * 0.6),
    )
    bee = Ellipse(
        r * 0.8, -r * 0.85, r * 0.16, r * 0.11, fill=OKABE_ITO["yellow"], stroke=INK, stroke_width=_LINE * 0.8
    )
    return Group((pot, drip, lid, label, *bee_wings, bee))


def _plus3(r: float) -> Item:
    cards = tuple(
        Rect(
            -r * 0.35 + k * r * 0.25,
            -r * 0.85 + k * r * 0.12,
            r * 0.6,
            r * 0.8,
            r * 0.08,
            fill="#ffffff",
            stroke=INK,
            stroke_width=_LINE,
            role="decor",
        )
        for k in range(3)
    )
    return Group((*cards, Text(0, r * 0.85, "+3", size=r * 0.95, anchor="middle", fill=_COLOUR["plus3"])))


def _card_outline(x: float, y: float, r: float, fill: str) -> Item:
    return Rect(x, y, r * 0.55, r * 0.75, r * 0.07, fill=fill, stroke=INK, stroke_width=_LINE)


def _steal2(r: float) -> Item:
    pile = (_card_outline(r * 0.1, -r * 0.95, r, "#ffffff"), _card_outline(r * 0.3, -r * 0.85, r, "#ffffff"))
    arrow = Polygon(
        (
            (r * 0.2, -r * 0.05),
            (-r * 0.2, r * 0.35),
            (-r * 0.05, r * 0.45),
            (-r * 0.75, r * 0.6),
            (-r * 0.55, -r * 0.05),
            (-r * 0.4, r * 0.1),
            (0, -r * 0.25),
        ),
        fill=_COLOUR["steal2"],
        stroke=INK,
        stroke_width=_LINE,
    )
    return Group((*pile, arrow, Text(r * 0.45, r * 0.9, "2", size=r * 0.6, anchor="middle", fill=INK)))


def _hibernate(r: float) -> Item:
    moon = Path(
        (
            ("M", r * 0.1, -r * 0.8),
            ("C", -r * 0.9, -r * 0.7, -r * 0.9, r * 0.75, r * 0.2, r * 0.8),
            ("C", -r * 0.35, r * 0.45, -r * 0.4, -r * 0.45, r * 0.1, -r * 0.8),
            ("Z",),
        ),
        fill=OKABE_ITO["yellow"],
        stroke=INK,
        stroke_width=_LINE,
    )
    zs = tuple(
        Text(
            r * (0.25 + 0.22 * k),
            -r * (0.05 + 0.3 * k),
            "z",
            size=r * (0.35 + 0.12 * k),
            fill=_COLOUR["hibernate"],
        )
        for k in range(3)
    )
    return Group((moon, *zs))


def _bear(r: float) -> Item:
    brown, light = "#8c5a2b", "#d9b38c"
    ears = tuple(
        Ellipse(sx * r * 0.6, -r * 0.6, r * 0.28, r * 0.28, fill=brown, stroke=INK, stroke_width=_LINE)
        for sx in (-1, 1)
    )
    inner = tuple(Ellipse(sx * r * 0.6, -r * 0.6, r * 0.13, r * 0.13, fill=light) for sx in (-1, 1))
    head = Ellipse(0, 0, r * 0.85, r * 0.78, fill=brown, stroke=INK, stroke_width=_LINE)
    muzzle = Ellipse(0, r * 0.3, r * 0.38, r * 0.3, fill=light, stroke=INK, stroke_width=_LINE * 0.6)
    nose = Ellipse(0, r * 0.18, r * 0.13, r * 0.09, fill=INK)
    eyes = tuple(Ellipse(sx * r * 0.32, -r * 0.15, r * 0.08, r * 0.1, fill=INK) for sx in (-1, 1))
    mouth = Path(
        (("M", -r * 0.12, r * 0.4), ("Q", 0, r * 0.5, 0, r * 0.3), ("Q", 0, r * 0.5, r * 0.12, r * 0.4)),
        stroke=INK,
        stroke_width=_LINE,
    )
    return Group((*ears, *inner, head, muzzle, nose, *eyes, mouth))


def _switch(r: float) -> Item:
    colour = _COLOUR["switch"]

    def arrow(y: float, direction: int) -> Item:
        d = direction
        return Polygon(
            (
                (-d * r * 0.8, y - r * 0.1),
                (d * r * 0.35, y - r * 0.1),
                (d * r * 0.35, y - r * 0.3),
                (d * r * 0.85, y),
                (d * r * 0.35, y + r * 0.3),
                (d * r * 0.35, y + r * 0.1),
                (-d * r * 0.8, y + r * 0.1),
            ),
            fill=colour,
            stroke=INK,
            stroke_width=_LINE,
        )

    first = Group(
        (
            _card_outline(-r * 0.27, -r * 0.37, r, "#ffffff"),
            Text(0, r * 0.15, "1", size=r * 0.4, anchor="middle", fill=INK),
        ),
        translate=(-r * 0.55, 0),
    )
    last = Group(
        (
            _card_outline(-r * 0.27, -r * 0.37, r, "#ffffff"),
            Text(0, r * 0.15, "n", size=r * 0.4, anchor="middle", fill=INK),
        ),
        translate=(r * 0.55, 0),
    )
    return Group(
        (
            Group((arrow(0, 1),), translate=(0, -r * 0.62)),
            Group((arrow(0, -1),), translate=(0, r * 0.62)),
            first,
            last,
        )
    )


_DRAW = {
    "juice": _juice,
    "tuna": _tuna,
    "cushion": _cushion,
    "carrot": _carrot,
    "honey": _honey,
    "plus3": _plus3,
    "steal2": _steal2,
    "hibernate": _hibernate,
    "bear": _bear,
    "switch": _switch,
}


def revorso_symbol(kind: str, r: float) -> Item:
    """The picture of a card kind, centred on (0, 0), about ``r`` mm from centre to edge."""
    return _DRAW[kind](r)


def revorso_face(
    kind: str, label: str | None = None, size: CardSize = POKER, language: str = "en"
) -> Drawing:
    """The face of a Revorso card, its words in ``language``.

    ``label`` overrides the card's name (a deck file may carry its own names); by default
    the name is the game's card name in ``language``.
    """
    if kind not in _DRAW:
        raise ValueError(f"unknown Revorso card {kind!r}")
    w, h = size
    u = min(w / 63.0, h / 88.0)
    colour = _COLOUR[kind]
    name = label if label is not None else card_name(kind, language)
    m = 3.0 * u
    category = "symbol" if kind in SYMBOLS else "effect" if kind in EFFECTS else "action"
    items: list[Item] = [
        Rect(m, m, w - 2 * m, h - 2 * m, 3.5 * u, fill=PAPER, stroke=INK, stroke_width=0.5 * u)
    ]
    items.append(Group((revorso_symbol(kind, 19 * u),), translate=(w / 2, h * 0.45), role=f"kind:{kind}"))
    size_mm = fit_size(name.upper(), w - 12 * u, 6.0 * u)
    items.append(Text(w / 2, h - m - 7.0 * u, name.upper(), size=size_mm, anchor="middle", fill=INK))
    band = _BANDS[category] and translate(language, CONTEXT, _BANDS[category]).upper()
    if band:
        items.append(Rect(m, m + 3 * u, w - 2 * m, 7 * u, fill=colour, role="decor"))
        items.append(
            Text(
                w / 2,
                m + 8.3 * u,
                band,
                size=4.2 * u,
                anchor="middle",
                fill="#ffffff" if category == "effect" else INK,
            )
        )
    if kind in POINTS:
        for rotate, (x, y) in ((0, (m + 6 * u, m + 6 * u)), (180, (w - m - 6 * u, h - m - 6 * u))):
            badge = Group(
                (
                    Ellipse(0, 0, 4.2 * u, 4.2 * u, fill=colour, stroke=INK, stroke_width=0.4 * u),
                    Text(0, 2.0 * u, str(POINTS[kind]), size=5.6 * u, anchor="middle", fill=INK),
                ),
                translate=(x, y),
                rotate=rotate,
                role="points",
            )
            items.append(badge)
    return Drawing(
        w, h, tuple(items), background=lighten(colour, 0.7), key=f"revorso:{kind}:{name}:{band}:{w}x{h}"
    )


def revorso_back(size: CardSize = POKER) -> Drawing:
    """The common back: the same for all 85 cards, so nothing shows through."""
    w, h = size
    u = min(w / 63.0, h / 88.0)
    m = 3.0 * u
    pattern: list[Item] = []
    step = 9.0 * u
    rows = int((h - 2 * m) / step) + 1
    cols = int((w - 2 * m) / step) + 1
    x_start = (w - (cols - 1) * step) / 2
    y_start = (h - (rows - 1) * step) / 2
    for i in range(cols):
        for j in range(rows):
            cx, cy = x_start + i * step + (step / 2 if j % 2 else 0), y_start + j * step
            if cx > w - m - 2 * u:
                continue
            pattern.append(
                Polygon(
                    ((cx, cy - 2 * u), (cx + 2 * u, cy), (cx, cy + 2 * u), (cx - 2 * u, cy)), fill="#5d5089"
                )
            )
    # Two arrows turning round the name, one above and one below it, their heads clear of the
    # letters (whose capitals reach about 0.37 of the title's size from the card's middle).
    title_size = fit_size("REVORSO", w - 16 * u, 9.5 * u)
    clear = 0.37 * title_size + 1.5 * u
    arrows = tuple(
        Path(
            (
                ("M", -14 * u * s, -(clear + 4 * u) * s),
                ("Q", 0, -(clear + 16 * u) * s, 14 * u * s, -(clear + 4 * u) * s),
            ),
            stroke="#ffffff",
            stroke_width=1.6 * u,
        )
        for s in (1, -1)
    )
    heads = tuple(
        Polygon(
            (
                (15 * u * s, -clear * s),
                (11 * u * s, -(clear + 5 * u) * s),
                (18 * u * s, -(clear + 4.5 * u) * s),
            ),
            fill="#ffffff",
        )
        for s in (1, -1)
    )
    items: list[Item] = [
        Group(tuple(pattern), role="decor"),
        Rect(m, m, w - 2 * m, h - 2 * m, 3.5 * u, stroke="#ffffff", stroke_width=0.8 * u, role="on-dark"),
        Group((*arrows, *heads), translate=(w / 2, h / 2), role="on-dark"),
        Text(
            w / 2,
            h / 2 + title_size * 0.35,
            "REVORSO",
            size=title_size,
            anchor="middle",
            fill="#ffffff",
            role="on-dark",
        ),
    ]
    items.insert(0, Rect(0, 0, w, h, fill=_BACK, role="background"))
    return Drawing(w, h, tuple(items), background=_BACK, key=f"revorso:back:{w}x{h}")
