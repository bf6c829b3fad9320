"""Draw a :class:`Drawing` on a reportlab canvas (the paper side of docs/ARCHITECTURE.md, "Card art").

The canvas works in points with y up; the painter sets a transform so that the art's
millimetres with y down land where they should, and un-flips text locally so it reads
the right way up.
"""

from __future__ import annotations

from functools import lru_cache

from reportlab.lib.colors import Color, toColor
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import FILL_NON_ZERO, Canvas

from export.art.fonts import printable, register_fonts, text_width
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
    path_numbers,
)

__all__ = ["draw_drawing"]


@lru_cache(maxsize=1024)
def colour(value: str) -> Color:
    """reportlab's colour for an art's ``"#rrggbb"``: read once. reportlab reads a colour given
    as text anew at each use (an expression parser), which took a third of a deck's time."""
    return toColor(value)


def draw_drawing(
    canvas: Canvas,
    drawing: Drawing,
    x_mm: float,
    y_mm: float,
    *,
    bleed: float = 0.0,
    page_height_mm: float | None = None,
) -> None:
    """Paint ``drawing`` with its top-left corner at ``(x_mm, y_mm)`` from the page's top-left.

    ``bleed`` extends the drawing's background that far beyond its edges.
    """
    register_fonts()
    page_h = page_height_mm if page_height_mm is not None else canvas._pagesize[1] / mm
    canvas.saveState()
    canvas.translate(x_mm * mm, (page_h - y_mm) * mm)
    canvas.scale(mm, -mm)
    canvas.setLineCap(1)
    canvas.setLineJoin(1)
    if drawing.background is not None:
        canvas.setFillColor(colour(drawing.background))
        canvas.rect(-bleed, -bleed, drawing.width + 2 * bleed, drawing.height + 2 * bleed, stroke=0, fill=1)
    for item in drawing.items:
        _draw(canvas, item)
    canvas.restoreState()


def _style(canvas: Canvas, item: Rect | Ellipse | Polygon | Polyline | Path) -> tuple[int, int]:
    if item.fill is not None:
        canvas.setFillColor(colour(item.fill))
    stroke = item.stroke is not None and item.stroke_width > 0
    if stroke:
        canvas.setStrokeColor(colour(item.stroke))
        canvas.setLineWidth(item.stroke_width)
    return int(stroke), int(item.fill is not None)


def _draw(canvas: Canvas, item: Item) -> None:
    if isinstance(item, Group):
        canvas.saveState()
        canvas.translate(*item.translate)
        canvas.rotate(item.rotate)
        canvas.scale(*item.scale)
        for child in item.items:
            _draw(canvas, child)
        canvas.restoreState()
        return
    if isinstance(item, Text):
        _draw_text(canvas, item)
        return
    stroke, fill = _style(canvas, item)
    if not (stroke or fill):
        return
    if isinstance(item, Rect):
        if item.radius > 0:
            radius = min(item.radius, item.w / 2, item.h / 2)
            canvas.roundRect(item.x, item.y, item.w, item.h, radius, stroke=stroke, fill=fill)
        else:
            canvas.rect(item.x, item.y, item.w, item.h, stroke=stroke, fill=fill)
    elif isinstance(item, Ellipse):
        canvas.ellipse(
            item.cx - item.rx,
            item.cy - item.ry,
            item.cx + item.rx,
            item.cy + item.ry,
            stroke=stroke,
            fill=fill,
        )
    elif isinstance(item, Polygon | Polyline):
        path = canvas.beginPath()
        path.moveTo(*item.points[0])
        for point in item.points[1:]:
            path.lineTo(*point)
        if isinstance(item, Polygon):
            path.close()
        canvas.drawPath(path, stroke=stroke, fill=fill if isinstance(item, Polygon) else 0)
    elif isinstance(item, Path):
        path = canvas.beginPath()
        current = (0.0, 0.0)
        for op in item.ops:
            code, v = op[0], path_numbers(op)
            if code == "M":
                path.moveTo(v[0], v[1])
                current = (v[0], v[1])
            elif code == "L":
                path.lineTo(v[0], v[1])
                current = (v[0], v[1])
            elif code == "Q":
                cx, cy, x, y = v[0:4]
                x0, y0 = current
                path.curveTo(
                    x0 + 2 / 3 * (cx - x0),
                    y0 + 2 / 3 * (cy - y0),
                    x + 2 / 3 * (cx - x),
                    y + 2 / 3 * (cy - y),
                    x,
                    y,
                )
                current = (x, y)
            elif code == "C":
                path.curveTo(*v[0:6])
                current = (v[4], v[5])
            else:
                path.close()
        canvas.drawPath(path, stroke=stroke, fill=fill, fillMode=FILL_NON_ZERO)


def _draw_text(canvas: Canvas, item: Text) -> None:
    width = text_width(item.text, item.font, item.size)
    shift = {"start": 0.0, "middle": -width / 2, "end": -width}[item.anchor]
    canvas.saveState()
    canvas.translate(item.x + shift, item.y)
    canvas.scale(1, -1)
    canvas.setFillColor(colour(item.fill))
    canvas.setFont(item.font, item.size)
    canvas.drawString(0, 0, printable(item.text))
    canvas.restoreState()
