"""The card-art model shared by the screen and the printer (docs/ARCHITECTURE.md, "Card art").

A picture is a :class:`Drawing`: a size and a tuple of primitives, all in **millimetres**,
origin at the top-left corner, **y pointing down**. Text sizes are in millimetres too
(the em height; :func:`pt` converts from points). Colours are ``"#rrggbb"`` strings or
``None`` (nothing painted). Everything is a frozen dataclass made of tuples, so a drawing
is hashable and can key a pixmap cache.

Painters (``export/pdf/painter.py``, ``export/raster.py``, ``app/art/qt_painter.py``)
walk these primitives; no painter knows anything about games.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import KW_ONLY, dataclass, field, replace
from typing import Literal, cast

__all__ = [
    "FONT_NAMES",
    "MM_PER_PT",
    "Drawing",
    "Ellipse",
    "Group",
    "Item",
    "Path",
    "PathOp",
    "Polygon",
    "Polyline",
    "Rect",
    "Text",
    "Transform",
    "circle",
    "iter_leaves",
    "line",
    "path_numbers",
    "pt",
    "strip_colours",
]

MM_PER_PT = 25.4 / 72.0
FONT_NAMES = ("Vera", "VeraBd", "VeraIt", "VeraBI")
Anchor = Literal["start", "middle", "end"]
Point = tuple[float, float]
#: Path operations: ("M", x, y), ("L", x, y), ("Q", cx, cy, x, y), ("C", c1x, c1y, c2x, c2y, x, y), ("Z",)
PathOp = (
    tuple[str]
    | tuple[str, float, float]
    | tuple[str, float, float, float, float]
    | tuple[str, float, float, float, float, float, float]
)
_PATH_ARITY = {"M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0}


def path_numbers(op: PathOp) -> tuple[float, ...]:
    """The coordinates of a path operation, after its letter (checked by :class:`Path`)."""
    return cast("tuple[float, ...]", op[1:])


def pt(points: float) -> float:
    """A text size or stroke width given in typographic points, in millimetres."""
    return points * MM_PER_PT


def _check_colour(value: str | None) -> None:
    if value is None:
        return
    if not (isinstance(value, str) and len(value) == 7 and value[0] == "#"):
        raise ValueError(f"colour must be '#rrggbb' or None, not {value!r}")
    int(value[1:], 16)


@dataclass(frozen=True)
class _Shape:
    _: KW_ONLY
    fill: str | None = None
    stroke: str | None = None
    stroke_width: float = 0.3
    #: what the element means, for tests and the ink saver ("background", "decor", "colour:blue" ...)
    role: str = ""

    def __post_init__(self) -> None:
        _check_colour(self.fill)
        _check_colour(self.stroke)
        if self.stroke_width < 0:
            raise ValueError("stroke width must be >= 0")


@dataclass(frozen=True)
class Rect(_Shape):
    """A rectangle; ``radius`` > 0 rounds its corners."""

    x: float
    y: float
    w: float
    h: float
    radius: float = 0.0

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.w < 0 or self.h < 0 or self.radius < 0:
            raise ValueError("rect sizes must be >= 0")


@dataclass(frozen=True)
class Ellipse(_Shape):
    cx: float
    cy: float
    rx: float
    ry: float

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.rx < 0 or self.ry < 0:
            raise ValueError("ellipse radii must be >= 0")


@dataclass(frozen=True)
class Polygon(_Shape):
    """A closed outline."""

    points: tuple[Point, ...]

    def __post_init__(self) -> None:
        super().__post_init__()
        if len(self.points) < 3:
            raise ValueError("a polygon needs at least 3 points")


@dataclass(frozen=True)
class Polyline(_Shape):
    """An open line through the points (never filled); round caps and joins."""

    points: tuple[Point, ...]

    def __post_init__(self) -> None:
        super().__post_init__()
        if len(self.points) < 2:
            raise ValueError("a polyline needs at least 2 points")
        if self.fill is not None:
            raise ValueError("a polyline is never filled")


@dataclass(frozen=True)
class Path(_Shape):
    """Move/line/quadratic/cubic/close operations; filled with the non-zero winding rule."""

    ops: tuple[PathOp, ...]

    def __post_init__(self) -> None:
        super().__post_init__()
        if not self.ops or self.ops[0][0] != "M":
            raise ValueError("a path starts with a move ('M', x, y)")
        for op in self.ops:
            arity = _PATH_ARITY.get(str(op[0]))
            if arity is None or len(op) != arity + 1:
                raise ValueError(f"bad path operation {op!r}")


@dataclass(frozen=True)
class Text:
    """One line of text; ``(x, y)`` is the anchor point on the baseline.

    ``size`` is the em height in millimetres (use :func:`pt` for points).
    """

    x: float
    y: float
    text: str
    _: KW_ONLY
    font: str = "VeraBd"
    size: float = 4.0
    anchor: Anchor = "start"
    fill: str = "#000000"
    role: str = ""

    def __post_init__(self) -> None:
        if self.font not in FONT_NAMES:
            raise ValueError(f"unknown font {self.font!r}; use one of {', '.join(FONT_NAMES)}")
        if self.anchor not in ("start", "middle", "end"):
            raise ValueError(f"unknown anchor {self.anchor!r}")
        if self.size <= 0:
            raise ValueError("text size must be > 0")
        _check_colour(self.fill)


@dataclass(frozen=True)
class Group:
    """Children drawn through a transform: ``p ↦ translate + rotate(scale · p)``.

    ``rotate`` is in degrees, clockwise as seen on the page (y points down).
    """

    items: tuple[Item, ...]
    _: KW_ONLY
    translate: Point = (0.0, 0.0)
    rotate: float = 0.0
    scale: Point = (1.0, 1.0)
    role: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.items, tuple):
            object.__setattr__(self, "items", tuple(self.items))


Item = Rect | Ellipse | Polygon | Polyline | Path | Text | Group


@dataclass(frozen=True)
class Drawing:
    """A picture of ``width`` × ``height`` mm.

    ``background`` is the full-bleed colour behind everything (the printer extends it into
    the bleed; the ink saver drops it). ``key`` names the drawing for caches; when empty the
    drawing itself is the key.
    """

    width: float
    height: float
    items: tuple[Item, ...]
    background: str | None = None
    key: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        if self.width <= 0 or self.height <= 0:
            raise ValueError("a drawing has a positive size")
        if not isinstance(self.items, tuple):
            object.__setattr__(self, "items", tuple(self.items))
        _check_colour(self.background)

    @property
    def cache_key(self) -> object:
        return self.key or self


def circle(cx: float, cy: float, r: float, **style: object) -> Ellipse:
    return Ellipse(cx, cy, r, r, **style)  # type: ignore[arg-type]


def line(x1: float, y1: float, x2: float, y2: float, **style: object) -> Polyline:
    return Polyline(((x1, y1), (x2, y2)), **style)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Transform:
    """An affine map ``(x, y) ↦ (a x + c y + e, b x + d y + f)``."""

    a: float = 1.0
    b: float = 0.0
    c: float = 0.0
    d: float = 1.0
    e: float = 0.0
    f: float = 0.0

    def apply(self, x: float, y: float) -> Point:
        return (self.a * x + self.c * y + self.e, self.b * x + self.d * y + self.f)

    def then(self, outer: Transform) -> Transform:
        """This transform followed by ``outer``."""
        return Transform(
            outer.a * self.a + outer.c * self.b,
            outer.b * self.a + outer.d * self.b,
            outer.a * self.c + outer.c * self.d,
            outer.b * self.c + outer.d * self.d,
            outer.a * self.e + outer.c * self.f + outer.e,
            outer.b * self.e + outer.d * self.f + outer.f,
        )

    @staticmethod
    def of_group(group: Group) -> Transform:
        rad = math.radians(group.rotate)
        cos, sin = math.cos(rad), math.sin(rad)
        sx, sy = group.scale
        tx, ty = group.translate
        return Transform(cos * sx, sin * sx, -sin * sy, cos * sy, tx, ty)

    @property
    def scale_factor(self) -> float:
        """The mean linear scale (for stroke widths and text sizes)."""
        return math.sqrt(abs(self.a * self.d - self.b * self.c))

    @property
    def angle(self) -> float:
        """Rotation in degrees, clockwise on the page."""
        return math.degrees(math.atan2(self.b, self.a))


def iter_leaves(
    items: Iterable[Item], transform: Transform | None = None
) -> Iterator[tuple[Item, Transform]]:
    """Every non-group primitive with the transform from its coordinates to the drawing's."""
    base = transform or Transform()
    for item in items:
        if isinstance(item, Group):
            yield from iter_leaves(item.items, Transform.of_group(item).then(base))
        else:
            yield item, base


def iter_groups(items: Iterable[Item]) -> Iterator[Group]:
    for item in items:
        if isinstance(item, Group):
            yield item
            yield from iter_groups(item.items)


def _strip(item: Item, ink: str) -> Item:
    if isinstance(item, Group):
        return replace(item, items=tuple(_strip(child, ink) for child in item.items))
    if isinstance(item, Text):
        return replace(item, fill=ink)
    return replace(
        item,
        fill=None if item.fill is None else ink,
        stroke=None if item.stroke is None else ink,
    )


def strip_colours(drawing: Drawing, ink: str = "#000000") -> Drawing:
    """The drawing with every colour replaced by one ink: what a colour-blind reader can rely on."""
    return Drawing(
        drawing.width,
        drawing.height,
        tuple(_strip(item, ink) for item in drawing.items),
        background=None,
    )


def without_roles(drawing: Drawing, roles: tuple[str, ...]) -> Drawing:
    """The drawing without the elements (and groups) whose role is in ``roles``."""

    def keep(items: tuple[Item, ...]) -> tuple[Item, ...]:
        out: list[Item] = []
        for item in items:
            if item.role in roles:
                continue
            if isinstance(item, Group):
                item = replace(item, items=keep(item.items))
            out.append(item)
        return tuple(out)

    return replace(drawing, items=keep(drawing.items))


def ink_saver(drawing: Drawing, ink: str = "#1d2733") -> Drawing:
    """No full-bleed background and no decorative fills: what the ink-saver option prints.

    Elements marked ``on-dark`` (white text on a dark back) turn to ``ink`` so they stay visible.
    """

    def recolour(items: tuple[Item, ...], dark: bool) -> tuple[Item, ...]:
        out: list[Item] = []
        for item in items:
            inside = dark or item.role == "on-dark"
            if isinstance(item, Group):
                out.append(replace(item, items=recolour(item.items, inside)))
            elif inside:
                out.append(_strip(item, ink))
            else:
                out.append(item)
        return tuple(out)

    light = without_roles(drawing, ("background", "decor"))
    return replace(light, items=recolour(light.items, False), background=None)
