"""DJ05135 card sides: six animals drawn simply enough for a six-year-old, with pictogram badges.

Each animal has its own background colour **and** its initial in the corners, so two
sides can be told apart without colour vision.
"""

from __future__ import annotations

from engines.catalogue import translate_message
from engines.dj05135.cards import animal_mark, pictogram_word
from export.art.common import INK, POKER, CardSize, lighten
from export.art.fonts import MIN_PRINT_SIZE, fit_lines
from export.art.primitives import Drawing, Ellipse, Group, Item, Path, Polygon, Polyline, Rect, Text

__all__ = ["ANIMALS", "PICTOGRAMS", "animal_picture", "dj_face", "pictogram"]

#: animal -> (data letter, card colour); names match resources/dj05135/deck.json. The
#: letter drawn in the corners is :func:`engines.dj05135.cards.animal_mark` in the reader's language.
ANIMALS = {
    "bear": ("B", "#e69f00"),
    "cat": ("C", "#cc79a7"),
    "dog": ("D", "#d55e00"),
    "fish": ("F", "#56b4e9"),
    "owl": ("O", "#009e73"),
    "rabbit": ("R", "#f0e442"),
}
PICTOGRAMS = ("skip", "reverse", "flip_centre", "flip_hand", "steal", "magnifier")
#: The English caption under each pictogram: the engine's word for it, so print, screen
#: and logs name a pictogram alike.
CAPTIONS = {kind: str(pictogram_word(kind)) for kind in PICTOGRAMS}
_L = 0.6  # outline width, mm


def _eyes(r: float, y: float, gap: float, size: float = 0.1) -> tuple[Item, ...]:
    out: list[Item] = []
    for s in (-1, 1):
        out.append(
            Ellipse(
                s * gap, y, r * size * 1.4, r * size * 1.5, fill="#ffffff", stroke=INK, stroke_width=_L * 0.5
            )
        )
        out.append(Ellipse(s * gap, y + r * 0.02, r * size * 0.8, r * size * 0.9, fill=INK))
    return tuple(out)


def _bear(r: float) -> Item:
    brown, light = "#9b6a3c", "#e3c39d"
    ears = tuple(
        Ellipse(s * r * 0.62, -r * 0.62, r * 0.3, r * 0.3, fill=brown, stroke=INK, stroke_width=_L)
        for s in (-1, 1)
    )
    inner = tuple(Ellipse(s * r * 0.62, -r * 0.62, r * 0.15, r * 0.15, fill=light) for s in (-1, 1))
    head = Ellipse(0, 0, r * 0.9, r * 0.82, fill=brown, stroke=INK, stroke_width=_L)
    muzzle = Ellipse(0, r * 0.32, r * 0.4, r * 0.3, fill=light, stroke=INK, stroke_width=_L * 0.6)
    nose = Ellipse(0, r * 0.2, r * 0.15, r * 0.1, fill=INK)
    mouth = Path(
        (("M", -r * 0.14, r * 0.42), ("Q", 0, r * 0.52, 0, r * 0.3), ("Q", 0, r * 0.52, r * 0.14, r * 0.42)),
        stroke=INK,
        stroke_width=_L,
    )
    return Group((*ears, *inner, head, muzzle, nose, mouth, *_eyes(r, -r * 0.15, r * 0.34)))


def _cat(r: float) -> Item:
    fur, pink = "#f2a65a", "#f7b6c8"
    ears = tuple(
        Polygon(
            ((s * r * 0.85, -r * 1.0), (s * r * 0.25, -r * 0.6), (s * r * 0.85, -r * 0.2)),
            fill=fur,
            stroke=INK,
            stroke_width=_L,
        )
        for s in (-1, 1)
    )
    inner = tuple(
        Polygon(((s * r * 0.75, -r * 0.82), (s * r * 0.42, -r * 0.6), (s * r * 0.75, -r * 0.38)), fill=pink)
        for s in (-1, 1)
    )
    head = Ellipse(0, 0, r * 0.92, r * 0.78, fill=fur, stroke=INK, stroke_width=_L)
    stripes = tuple(
        Polyline(((x, -r * 0.78), (x * 0.8, -r * 0.52)), stroke="#b86a1e", stroke_width=r * 0.07)
        for x in (-r * 0.18, 0.0, r * 0.18)
    )
    nose = Polygon(
        ((-r * 0.1, r * 0.12), (r * 0.1, r * 0.12), (0, r * 0.24)),
        fill=pink,
        stroke=INK,
        stroke_width=_L * 0.5,
    )
    mouth = Path(
        (
            ("M", -r * 0.16, r * 0.36),
            ("Q", -r * 0.05, r * 0.42, 0, r * 0.24),
            ("Q", r * 0.05, r * 0.42, r * 0.16, r * 0.36),
        ),
        stroke=INK,
        stroke_width=_L * 0.8,
    )
    whiskers = tuple(
        Polyline(
            ((s * r * 0.3, r * 0.22 + k * r * 0.1), (s * r * 1.05, r * 0.12 + k * r * 0.2)),
            stroke=INK,
            stroke_width=_L * 0.6,
        )
        for s in (-1, 1)
        for k in (0, 1)
    )
    eyes = tuple(
        item
        for s in (-1, 1)
        for item in (
            Ellipse(
                s * r * 0.34, -r * 0.12, r * 0.16, r * 0.16, fill="#c8e06b", stroke=INK, stroke_width=_L * 0.5
            ),
            Ellipse(s * r * 0.34, -r * 0.12, r * 0.05, r * 0.13, fill=INK),
        )
    )
    return Group((*ears, *inner, head, *stripes, nose, mouth, *whiskers, *eyes))


def _dog(r: float) -> Item:
    fur, ear, light = "#f3e2c7", "#7a4a26", "#ffffff"
    head = Ellipse(0, -r * 0.05, r * 0.72, r * 0.8, fill=fur, stroke=INK, stroke_width=_L)
    ears = tuple(
        Group(
            (Ellipse(0, r * 0.35, r * 0.22, r * 0.5, fill=ear, stroke=INK, stroke_width=_L),),
            translate=(s * r * 0.7, -r * 0.6),
            rotate=s * 18,
        )
        for s in (-1, 1)
    )
    patch = Ellipse(r * 0.33, -r * 0.2, r * 0.24, r * 0.22, fill="#d9b48a")
    muzzle = Ellipse(0, r * 0.35, r * 0.38, r * 0.28, fill=light, stroke=INK, stroke_width=_L * 0.6)
    nose = Ellipse(0, r * 0.2, r * 0.16, r * 0.11, fill=INK)
    tongue = Path(
        (("M", -r * 0.1, r * 0.5), ("Q", 0, r * 0.8, r * 0.1, r * 0.5), ("Z",)),
        fill="#e8607a",
        stroke=INK,
        stroke_width=_L * 0.5,
    )
    mouth = Path(
        (("M", -r * 0.18, r * 0.44), ("Q", 0, r * 0.56, r * 0.18, r * 0.44)),
        stroke=INK,
        stroke_width=_L * 0.8,
    )
    return Group((head, patch, *ears, muzzle, tongue, mouth, nose, *_eyes(r, -r * 0.18, r * 0.3)))


def _fish(r: float) -> Item:
    body_c, fin_c = "#4aa3df", "#1f6fa8"
    tail = Polygon(
        ((-r * 0.55, 0), (-r * 1.0, -r * 0.5), (-r * 0.85, 0), (-r * 1.0, r * 0.5)),
        fill=fin_c,
        stroke=INK,
        stroke_width=_L,
    )
    top_fin = Path(
        (("M", -r * 0.25, -r * 0.5), ("Q", 0, -r * 0.95, r * 0.3, -r * 0.52), ("Z",)),
        fill=fin_c,
        stroke=INK,
        stroke_width=_L,
    )
    body = Path(
        (
            ("M", -r * 0.7, 0),
            ("Q", -r * 0.1, -r * 0.85, r * 0.9, 0),
            ("Q", -r * 0.1, r * 0.85, -r * 0.7, 0),
            ("Z",),
        ),
        fill=body_c,
        stroke=INK,
        stroke_width=_L,
    )
    scales = tuple(
        Path(
            (("M", x, -r * 0.18), ("Q", x + r * 0.14, 0, x, r * 0.18)),
            stroke="#ffffff",
            stroke_width=r * 0.05,
        )
        for x in (-r * 0.25, 0.0, r * 0.25)
    )
    gill = Path(
        (("M", r * 0.4, -r * 0.28), ("Q", r * 0.28, 0, r * 0.4, r * 0.28)), stroke=INK, stroke_width=_L
    )
    eye = (
        Ellipse(r * 0.58, -r * 0.1, r * 0.12, r * 0.12, fill="#ffffff", stroke=INK, stroke_width=_L * 0.5),
        Ellipse(r * 0.6, -r * 0.1, r * 0.06, r * 0.06, fill=INK),
    )
    smile = Path(
        (("M", r * 0.72, r * 0.16), ("Q", r * 0.8, r * 0.2, r * 0.86, r * 0.1)),
        stroke=INK,
        stroke_width=_L * 0.7,
    )
    bubbles = tuple(
        Ellipse(
            r * (0.95 + 0.1 * k),
            -r * (0.45 + 0.25 * k),
            r * (0.06 + 0.03 * k),
            r * (0.06 + 0.03 * k),
            stroke=INK,
            stroke_width=_L * 0.5,
        )
        for k in range(2)
    )
    return Group((tail, top_fin, body, *scales, gill, *eye, smile, *bubbles))


def _owl(r: float) -> Item:
    feather, belly, beak = "#8c6d4f", "#f3e6cf", "#e69f00"
    tufts = tuple(
        Polygon(
            ((s * r * 0.35, -r * 0.78), (s * r * 0.75, -r * 1.05), (s * r * 0.7, -r * 0.55)),
            fill=feather,
            stroke=INK,
            stroke_width=_L,
        )
        for s in (-1, 1)
    )
    body = Ellipse(0, 0, r * 0.78, r * 0.95, fill=feather, stroke=INK, stroke_width=_L)
    tummy = Ellipse(0, r * 0.38, r * 0.48, r * 0.5, fill=belly)
    marks = tuple(
        Path(
            (("M", x - r * 0.08, y), ("Q", x, y + r * 0.1, x + r * 0.08, y)),
            stroke="#b89a7a",
            stroke_width=r * 0.05,
        )
        for x, y in ((-r * 0.18, r * 0.3), (r * 0.18, r * 0.3), (0, r * 0.5))
    )
    eyes = tuple(
        item
        for s in (-1, 1)
        for item in (
            Ellipse(s * r * 0.32, -r * 0.3, r * 0.3, r * 0.3, fill="#ffffff", stroke=INK, stroke_width=_L),
            Ellipse(s * r * 0.32, -r * 0.28, r * 0.13, r * 0.13, fill=INK),
        )
    )
    bill = Polygon(
        ((-r * 0.1, -r * 0.1), (r * 0.1, -r * 0.1), (0, r * 0.1)),
        fill=beak,
        stroke=INK,
        stroke_width=_L * 0.6,
    )
    feet = tuple(
        Polyline(
            (
                (s * r * 0.25 - r * 0.1, r * 0.98),
                (s * r * 0.25, r * 0.88),
                (s * r * 0.25 + r * 0.1, r * 0.98),
            ),
            stroke=beak,
            stroke_width=r * 0.07,
        )
        for s in (-1, 1)
    )
    return Group((*tufts, body, tummy, *marks, *eyes, bill, *feet))


def _rabbit(r: float) -> Item:
    fur, pink = "#f4f4f4", "#f7b6c8"
    ears = tuple(
        Group(
            (
                Ellipse(0, 0, r * 0.2, r * 0.55, fill=fur, stroke=INK, stroke_width=_L),
                Ellipse(0, r * 0.05, r * 0.1, r * 0.4, fill=pink),
            ),
            translate=(s * r * 0.28, -r * 0.82),
            rotate=s * 10,
        )
        for s in (-1, 1)
    )
    head = Ellipse(0, r * 0.12, r * 0.72, r * 0.64, fill=fur, stroke=INK, stroke_width=_L)
    cheeks = tuple(Ellipse(s * r * 0.42, r * 0.35, r * 0.12, r * 0.08, fill=pink) for s in (-1, 1))
    nose = Ellipse(0, r * 0.25, r * 0.08, r * 0.06, fill="#e8607a", stroke=INK, stroke_width=_L * 0.5)
    teeth = Rect(-r * 0.08, r * 0.42, r * 0.16, r * 0.14, fill="#ffffff", stroke=INK, stroke_width=_L * 0.6)
    tooth_gap = Polyline(((0, r * 0.42), (0, r * 0.56)), stroke=INK, stroke_width=_L * 0.5)
    mouth = Path(
        (("M", -r * 0.16, r * 0.38), ("Q", 0, r * 0.46, 0, r * 0.3), ("Q", 0, r * 0.46, r * 0.16, r * 0.38)),
        stroke=INK,
        stroke_width=_L * 0.8,
    )
    return Group((*ears, head, *cheeks, teeth, tooth_gap, mouth, nose, *_eyes(r, r * 0.02, r * 0.28)))


_ANIMAL_ART = {"bear": _bear, "cat": _cat, "dog": _dog, "fish": _fish, "owl": _owl, "rabbit": _rabbit}


def animal_picture(animal: str, r: float) -> Item:
    """The animal, centred on (0, 0), about ``r`` mm from centre to edge."""
    return _ANIMAL_ART[animal](r)


def _arrow_head(x: float, y: float, angle: float, s: float, colour: str) -> Item:
    return Group(
        (Polygon(((s, 0), (-s * 0.7, -s * 0.75), (-s * 0.7, s * 0.75)), fill=colour),),
        translate=(x, y),
        rotate=angle,
    )


def _pictogram_art(kind: str, r: float, ink: str) -> Item:
    w = r * 0.16
    if kind == "skip":
        person = (
            Ellipse(0, -r * 0.3, r * 0.2, r * 0.2, fill=ink),
            Path((("M", -r * 0.35, r * 0.45), ("Q", 0, -r * 0.2, r * 0.35, r * 0.45), ("Z",)), fill=ink),
        )
        slash = Polyline(((-r * 0.62, -r * 0.62), (r * 0.62, r * 0.62)), stroke="#d55e00", stroke_width=w)
        ring = Ellipse(0, 0, r * 0.85, r * 0.85, stroke="#d55e00", stroke_width=w)
        return Group((*person, ring, slash))
    if kind == "reverse":
        top = Path(
            (
                ("M", -r * 0.7, -r * 0.05),
                ("Q", -r * 0.6, -r * 0.7, 0, -r * 0.7),
                ("Q", r * 0.55, -r * 0.7, r * 0.65, -r * 0.25),
            ),
            stroke=ink,
            stroke_width=w,
        )
        bottom = Path(
            (
                ("M", r * 0.7, r * 0.05),
                ("Q", r * 0.6, r * 0.7, 0, r * 0.7),
                ("Q", -r * 0.55, r * 0.7, -r * 0.65, r * 0.25),
            ),
            stroke=ink,
            stroke_width=w,
        )
        return Group(
            (
                top,
                bottom,
                _arrow_head(r * 0.68, -r * 0.12, 75, r * 0.25, ink),
                _arrow_head(-r * 0.68, r * 0.12, -105, r * 0.25, ink),
            )
        )
    if kind == "flip_centre":
        cards = tuple(
            Rect(
                -r * 0.8 + k * r * 0.55,
                -r * 0.05,
                r * 0.45,
                r * 0.6,
                r * 0.06,
                fill="#ffffff",
                stroke=ink,
                stroke_width=w * 0.5,
            )
            for k in range(3)
        )
        label = Text(0, r * 0.47, "3", size=r * 0.55, anchor="middle", fill=ink)
        arc = Path(
            (("M", -r * 0.6, -r * 0.25), ("Q", 0, -r * 1.0, r * 0.55, -r * 0.3)),
            stroke=ink,
            stroke_width=w * 0.8,
        )
        return Group((*cards, label, arc, _arrow_head(r * 0.58, -r * 0.25, 60, r * 0.2, ink)))
    if kind == "flip_hand":
        fan = tuple(
            Group(
                (
                    Rect(
                        -r * 0.22,
                        -r * 0.6,
                        r * 0.44,
                        r * 0.65,
                        r * 0.06,
                        fill="#ffffff" if k != 1 else "#f0e442",
                        stroke=ink,
                        stroke_width=w * 0.5,
                    ),
                ),
                translate=(0, r * 0.45),
                rotate=(k - 1) * 25,
            )
            for k in range(3)
        )
        label = Text(0, r * 0.27, "1", size=r * 0.5, anchor="middle", fill=ink)
        arc = Path(
            (("M", -r * 0.55, -r * 0.45), ("Q", 0, -r * 1.05, r * 0.5, -r * 0.5)),
            stroke=ink,
            stroke_width=w * 0.8,
        )
        return Group((*fan, label, arc, _arrow_head(r * 0.55, -r * 0.45, 60, r * 0.2, ink)))
    if kind == "steal":
        card = Rect(
            r * 0.05, -r * 0.8, r * 0.55, r * 0.75, r * 0.06, fill="#ffffff", stroke=ink, stroke_width=w * 0.5
        )
        hand = Path(
            (
                ("M", -r * 0.75, r * 0.75),
                ("L", -r * 0.3, r * 0.2),
                ("Q", -r * 0.05, -r * 0.1, r * 0.15, r * 0.05),
                ("L", -r * 0.05, r * 0.3),
                ("L", -r * 0.35, r * 0.75),
                ("Z",),
            ),
            fill=ink,
        )
        arrow = Path(
            (("M", r * 0.3, -r * 0.05), ("Q", r * 0.35, r * 0.55, -r * 0.15, r * 0.6)),
            stroke=ink,
            stroke_width=w * 0.7,
        )
        return Group((card, hand, arrow, _arrow_head(-r * 0.2, r * 0.6, 170, r * 0.18, ink)))
    if kind == "magnifier":
        lens = Ellipse(-r * 0.15, -r * 0.15, r * 0.5, r * 0.5, fill="#d9ecf7", stroke=ink, stroke_width=w)
        handle = Polyline(((r * 0.22, r * 0.22), (r * 0.72, r * 0.72)), stroke=ink, stroke_width=w * 1.6)
        shine = Path(
            (("M", -r * 0.42, -r * 0.2), ("Q", -r * 0.4, -r * 0.4, -r * 0.2, -r * 0.45)),
            stroke="#ffffff",
            stroke_width=w * 0.6,
        )
        return Group((lens, handle, shine))
    raise ValueError(f"unknown pictogram {kind!r}")


#: the smallest badge whose digits ("flip 1", "flip 3") still print at 8 pt
PICTOGRAM_MIN_R = MIN_PRINT_SIZE / (0.8 * 0.5)


def pictogram(kind: str, r: float, caption: str | None = None) -> Item:
    """A round white badge with the pictogram, centred on (0, 0), radius ``r``; a caption under it.

    The caption takes two lines where one would print under 8 pt.
    """
    items: list[Item] = [
        Ellipse(0, 0, r, r, fill="#ffffff", stroke=INK, stroke_width=_L),
        _pictogram_art(kind, r * 0.8, INK),
    ]
    text = CAPTIONS[kind] if caption is None else caption
    if text:
        size, lines = fit_lines(text, r * 3.0, r * 0.42, font="VeraBd")
        for k, line in enumerate(lines):
            y = r + size * (1.05 + k * 1.1)
            items.append(Text(0, y, line, size=size, anchor="middle", fill=INK))
    return Group(tuple(items), role=f"pictogram:{kind}")


def dj_face(
    animal: str,
    pictogram_kind: str | None = None,
    size: CardSize = POKER,
    caption: str | None = None,
    language: str = "en",
    pictogram_scale: float = 1.0,
) -> Drawing:
    """One side of a DJ05135 card: an animal, its mark in two corners, and maybe a pictogram.

    The mark and, unless ``caption`` is given, the pictogram's caption are in ``language``.
    ``pictogram_scale`` enlarges the pictogram (a projector read from the back of a room;
    1 on paper), the animal moving up to leave it room.
    """
    if animal not in ANIMALS:
        raise ValueError(f"unknown animal {animal!r}")
    if pictogram_kind is not None and pictogram_kind not in PICTOGRAMS:
        raise ValueError(f"unknown pictogram {pictogram_kind!r}")
    w, h = size
    u = min(w / 63.0, h / 88.0)
    _code, colour = ANIMALS[animal]
    letter = animal_mark(animal, language)
    if pictogram_kind and caption is None:
        caption = translate_message(language, pictogram_word(pictogram_kind))
    m = 3.0 * u
    items: list[Item] = [
        Rect(m, m, w - 2 * m, h - 2 * m, 4 * u, fill=lighten(colour, 0.55), stroke=INK, stroke_width=0.5 * u)
    ]
    lift = 0.10 * (pictogram_scale - 1.0)  # the animal makes room for a larger pictogram
    centre_y = h * (0.40 - lift if pictogram_kind else 0.5)
    items.append(
        Group((animal_picture(animal, 20 * u),), translate=(w / 2, centre_y), role=f"animal:{animal}")
    )
    for rotate, (x, y) in ((0, (m + 6.5 * u, m + 6.5 * u)), (180, (w - m - 6.5 * u, h - m - 6.5 * u))):
        items.append(
            Group(
                (
                    Ellipse(0, 0, 5.2 * u, 5.2 * u, fill=colour, stroke=INK, stroke_width=0.5 * u),
                    Text(0, 2.6 * u, letter, size=7.4 * u, anchor="middle", fill=INK),
                ),
                translate=(x, y),
                rotate=rotate,
                role=f"colour:{animal}",
            )
        )
    if pictogram_kind:
        badge = max(10 * u * pictogram_scale, PICTOGRAM_MIN_R)
        items.append(
            Group((pictogram(pictogram_kind, badge, caption),), translate=(w / 2, h * (0.73 + lift / 4)))
        )
    key = f"dj:{animal}:{letter}:{pictogram_kind}:{caption}:{w}x{h}:{pictogram_scale:g}"
    return Drawing(w, h, tuple(items), background=colour, key=key)
