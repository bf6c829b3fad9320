"""Draw a :class:`Drawing` with QPainter (the screen side of docs/ARCHITECTURE.md, "Card art").

Text is drawn as outlines of the same Vera TrueType files the PDF embeds and placed
with the same advance widths (``export.art.fonts.text_width``), so cards read the same
on screen and on paper. :func:`card_pixmap` caches rendered cards by (drawing key,
width, device-pixel ratio), as KPat caches its card images.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontDatabase,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

from export.art.fonts import font_path, text_width
from export.art.primitives import (
    FONT_NAMES,
    Drawing,
    Ellipse,
    Group,
    Item,
    Path,
    Polygon,
    Polyline,
    Rect,
    Text,
)

__all__ = ["Shadow", "card_pixmap", "clear_pixmap_cache", "paint_drawing", "paint_shadow"]

_REFERENCE_PX = 100  # text outlines are made at this pixel size, then scaled to the wanted size
_families: dict[str, tuple[str, bool, bool]] = {}
_STYLE = {"Vera": (False, False), "VeraBd": (True, False), "VeraIt": (False, True), "VeraBI": (True, True)}


def _register_fonts() -> None:
    if _families:
        return
    for name in FONT_NAMES:
        font_id = QFontDatabase.addApplicationFont(font_path(name))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        family = families[0] if families else "Bitstream Vera Sans"
        bold, italic = _STYLE[name]
        _families[name] = (family, bold, italic)


def _qfont(name: str) -> QFont:
    _register_fonts()
    family, bold, italic = _families[name]
    font = QFont(family)
    font.setPixelSize(_REFERENCE_PX)
    font.setBold(bold)
    font.setItalic(italic)
    font.setKerning(False)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


def paint_drawing(painter: QPainter, drawing: Drawing, target: QRectF) -> None:
    """Paint ``drawing`` stretched to fill ``target`` (keep the aspect ratio in ``target``)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.translate(target.topLeft())
    painter.scale(target.width() / drawing.width, target.height() / drawing.height)
    if drawing.background is not None:
        painter.fillRect(QRectF(0, 0, drawing.width, drawing.height), QColor(drawing.background))
    for item in drawing.items:
        _paint(painter, item)
    painter.restore()


def _apply_style(painter: QPainter, item: Rect | Ellipse | Polygon | Polyline | Path) -> bool:
    if item.stroke is not None and item.stroke_width > 0:
        pen = QPen(QColor(item.stroke), item.stroke_width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(QColor(item.fill)) if item.fill is not None else Qt.BrushStyle.NoBrush)
    return item.fill is not None or (item.stroke is not None and item.stroke_width > 0)


def _paint(painter: QPainter, item: Item) -> None:
    if isinstance(item, Group):
        painter.save()
        painter.translate(*item.translate)
        painter.rotate(item.rotate)
        painter.scale(*item.scale)
        for child in item.items:
            _paint(painter, child)
        painter.restore()
        return
    if isinstance(item, Text):
        _paint_text(painter, item)
        return
    if not _apply_style(painter, item):
        return
    if isinstance(item, Rect):
        rect = QRectF(item.x, item.y, item.w, item.h)
        if item.radius > 0:
            radius = min(item.radius, item.w / 2, item.h / 2)
            painter.drawRoundedRect(rect, radius, radius)
        else:
            painter.drawRect(rect)
    elif isinstance(item, Ellipse):
        painter.drawEllipse(QPointF(item.cx, item.cy), item.rx, item.ry)
    elif isinstance(item, Polygon):
        painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in item.points]), Qt.FillRule.WindingFill)
    elif isinstance(item, Polyline):
        painter.drawPolyline(QPolygonF([QPointF(x, y) for x, y in item.points]))
    elif isinstance(item, Path):
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for op in item.ops:
            code, args = op[0], [float(value) for value in op[1:]]
            if code == "M":
                path.moveTo(args[0], args[1])
            elif code == "L":
                path.lineTo(args[0], args[1])
            elif code == "Q":
                path.quadTo(args[0], args[1], args[2], args[3])
            elif code == "C":
                path.cubicTo(args[0], args[1], args[2], args[3], args[4], args[5])
            else:
                path.closeSubpath()
        painter.drawPath(path)


def _paint_text(painter: QPainter, item: Text) -> None:
    width = text_width(item.text, item.font, item.size)
    shift = {"start": 0.0, "middle": -width / 2, "end": -width}[item.anchor]
    outline = QPainterPath()
    outline.addText(QPointF(0, 0), _qfont(item.font), item.text)
    scale = item.size / _REFERENCE_PX
    transform = QTransform()
    transform.translate(item.x + shift, item.y)
    transform.scale(scale, scale)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(item.fill))
    painter.drawPath(transform.map(outline))


_CACHE_LIMIT = 256
_cache: OrderedDict[tuple[object, int, float, Shadow | None], QPixmap] = OrderedDict()


@dataclass(frozen=True)
class Shadow:
    """A card's shadow drawn into its picture: its shape moved ``dx`` right and ``dy`` down,
    corners ``radius`` round (the drawing's units), in ``colour`` (``#AARRGGBB``)."""

    colour: str
    dx: float
    dy: float
    radius: float


def paint_shadow(painter: QPainter, card: QRectF, shadow: Shadow, scale: float = 1.0) -> None:
    """``shadow`` under the card at ``card`` (``scale``: the painter's units a unit of the shadow)."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(shadow.colour))
    radius = shadow.radius * scale
    painter.drawRoundedRect(card.translated(shadow.dx * scale, shadow.dy * scale), radius, radius)


def card_pixmap(drawing: Drawing, width_px: int, dpr: float = 1.0, shadow: Shadow | None = None) -> QPixmap:
    """``drawing`` rendered ``width_px`` logical pixels wide for a screen of ratio ``dpr`` (LRU cached).

    With a ``shadow`` the picture is the card on its shadow, wider and taller by the shadow's
    offsets (drawn at the same scale): one copy where a card drawn anew at every paint (at an
    angle, Qt keeps no picture of it) would fill a soft shape and copy its face."""
    key = (drawing.cache_key, int(width_px), float(dpr), shadow)
    cached = _cache.get(key)
    if cached is not None:
        _cache.move_to_end(key)
        return cached
    scale = width_px * dpr / drawing.width  # device pixels a unit of the drawing
    reach = (shadow.dx, shadow.dy) if shadow is not None else (0.0, 0.0)
    device_w = max(1, round((drawing.width + reach[0]) * scale))
    device_h = max(1, round((drawing.height + reach[1]) * scale))
    pixmap = QPixmap(device_w, device_h)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        if shadow is not None:
            card = QRectF(0, 0, drawing.width * scale, drawing.height * scale)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            paint_shadow(painter, card, shadow, scale)
        else:
            card = QRectF(0, 0, device_w, device_h)
        paint_drawing(painter, drawing, card)
    finally:
        painter.end()
    pixmap.setDevicePixelRatio(dpr)
    _cache[key] = pixmap
    if len(_cache) > _CACHE_LIMIT:
        _cache.popitem(last=False)
    return pixmap


def clear_pixmap_cache() -> None:
    _cache.clear()


def cache_size() -> int:
    return len(_cache)
