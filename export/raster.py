"""PNG pictures of single cards with Pillow, drawn from the same primitives as the PDF.

Shapes are flattened to polygons and painted at three times the size, then scaled down,
which gives smooth edges without a vector renderer.
"""

from __future__ import annotations

import io
import math
from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

from export.art.fonts import font_path
from export.art.primitives import (
    Drawing,
    Ellipse,
    Group,
    Item,
    Path,
    Polygon,
    Polyline,
    Rect,
    Text,
    Transform,
    iter_leaves,
    path_numbers,
)

__all__ = ["drawing_to_png", "render_image"]

_SUPERSAMPLE = 3
Point = tuple[float, float]


def _arc(cx: float, cy: float, rx: float, ry: float, start: float, end: float, steps: int) -> list[Point]:
    return [
        (
            cx + rx * math.cos(start + (end - start) * k / steps),
            cy + ry * math.sin(start + (end - start) * k / steps),
        )
        for k in range(steps + 1)
    ]


def _rect_points(item: Rect) -> list[Point]:
    r = min(item.radius, item.w / 2, item.h / 2)
    if r <= 0:
        return [
            (item.x, item.y),
            (item.x + item.w, item.y),
            (item.x + item.w, item.y + item.h),
            (item.x, item.y + item.h),
        ]
    x0, y0, x1, y1 = item.x + r, item.y + r, item.x + item.w - r, item.y + item.h - r
    pi = math.pi
    return (
        _arc(x1, y0, r, r, -pi / 2, 0, 6)
        + _arc(x1, y1, r, r, 0, pi / 2, 6)
        + _arc(x0, y1, r, r, pi / 2, pi, 6)
        + _arc(x0, y0, r, r, pi, 3 * pi / 2, 6)
    )


def _path_parts(item: Path) -> list[tuple[list[Point], bool]]:
    parts: list[tuple[list[Point], bool]] = []
    current: list[Point] = []
    closed = False
    for op in item.ops:
        code, v = op[0], path_numbers(op)
        if code == "M":
            if current:
                parts.append((current, closed))
            current, closed = [(v[0], v[1])], False
        elif code == "L":
            current.append((v[0], v[1]))
        elif code == "Q":
            (x0, y0), (cx, cy, x, y) = current[-1], v[0:4]
            for k in range(1, 13):
                t = k / 12
                current.append(
                    (
                        (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x,
                        (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y,
                    )
                )
        elif code == "C":
            (x0, y0), (c1x, c1y, c2x, c2y, x, y) = current[-1], v[0:6]
            for k in range(1, 17):
                t = k / 16
                a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t**3
                current.append((a * x0 + b * c1x + c * c2x + d * x, a * y0 + b * c1y + c * c2y + d * y))
        else:
            closed = True
    if current:
        parts.append((current, closed))
    return parts


@lru_cache(maxsize=64)
def _font(name: str, pixels: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(font_path(name), max(1, pixels))


def _draw_text(image: Image.Image, item: Text, t: Transform) -> None:
    pixels = item.size * t.scale_factor
    if pixels < 1:
        return
    font = _font(item.font, round(pixels))
    x, y = t.apply(item.x, item.y)
    anchor = {"start": "ls", "middle": "ms", "end": "rs"}[item.anchor]
    angle = t.angle
    if abs(angle) < 0.01:
        ImageDraw.Draw(image).text((x, y), item.text, font=font, fill=item.fill, anchor=anchor)
        return
    half = int(font.getlength(item.text) + pixels * 2)
    layer = Image.new("RGBA", (2 * half, 2 * half), (0, 0, 0, 0))
    ImageDraw.Draw(layer).text((half, half), item.text, font=font, fill=item.fill, anchor=anchor)
    layer = layer.rotate(-angle, resample=Image.Resampling.BICUBIC, center=(half, half))
    image.paste(layer, (round(x) - half, round(y) - half), layer)


def _paint(image: Image.Image, item: Item, t: Transform) -> None:
    draw = ImageDraw.Draw(image)
    if isinstance(item, Text):
        _draw_text(image, item, t)
        return
    assert not isinstance(item, Group), "iter_leaves yields no groups"
    width = (
        max(1, round(item.stroke_width * t.scale_factor))
        if item.stroke is not None and item.stroke_width > 0
        else 0
    )
    if isinstance(item, Rect):
        parts = [(_rect_points(item), True)]
    elif isinstance(item, Ellipse):
        parts = [(_arc(item.cx, item.cy, item.rx, item.ry, 0, 2 * math.pi, 48)[:-1], True)]
    elif isinstance(item, Polygon):
        parts = [(list(item.points), True)]
    elif isinstance(item, Polyline):
        parts = [(list(item.points), False)]
    else:
        assert isinstance(item, Path)
        parts = _path_parts(item)
    for points, closed in parts:
        mapped = [t.apply(x, y) for x, y in points]
        if item.fill is not None and len(mapped) >= 3:
            draw.polygon(mapped, fill=item.fill)
        if width:
            outline = (
                [*mapped, mapped[0]] if (closed or isinstance(item, Rect | Ellipse | Polygon)) else mapped
            )
            draw.line(outline, fill=item.stroke, width=width, joint="curve")
            if not closed:
                r = width / 2
                for px, py in (outline[0], outline[-1]):
                    draw.ellipse((px - r, py - r, px + r, py + r), fill=item.stroke)


def render_image(drawing: Drawing, dpi: float = 300, bleed: float = 0.0) -> Image.Image:
    """The drawing as an RGB image at ``dpi``, with ``bleed`` mm of background around it."""
    if dpi <= 0 or dpi > 1200:
        raise ValueError("dpi must be between 1 and 1200")
    scale = dpi / 25.4 * _SUPERSAMPLE
    width = round((drawing.width + 2 * bleed) * dpi / 25.4)
    height = round((drawing.height + 2 * bleed) * dpi / 25.4)
    big = Image.new("RGBA", (width * _SUPERSAMPLE, height * _SUPERSAMPLE), drawing.background or "#ffffff")
    base = Transform(scale, 0, 0, scale, bleed * scale, bleed * scale)
    for leaf, t in iter_leaves(drawing.items, base):
        _paint(big, leaf, t)
    return big.resize((width, height), Image.Resampling.LANCZOS).convert("RGB")


def drawing_to_png(drawing: Drawing, dpi: float = 300, bleed: float = 0.0) -> bytes:
    """PNG bytes of the drawing (the DPI is recorded in the file)."""
    buffer = io.BytesIO()
    render_image(drawing, dpi, bleed).save(buffer, format="PNG", dpi=(dpi, dpi), optimize=False)
    return buffer.getvalue()
