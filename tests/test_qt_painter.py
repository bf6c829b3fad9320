"""The screen painter draws the same drawings, and caches pixmaps by key, size and ratio."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from app.art.qt_painter import cache_size, card_pixmap, clear_pixmap_cache, paint_drawing
from export.art.primitives import Drawing, Ellipse, Group, Path, Polygon, Polyline, Rect, Text
from tests.art_samples import all_faces

EVERY_KIND = Drawing(
    40,
    60,
    (
        Rect(1, 1, 38, 58, 3, fill="#ffffff", stroke="#000000"),
        Rect(2, 2, 5, 5, fill="#ff0000"),
        Ellipse(20, 20, 6, 4, fill="#00ff00", stroke="#000000"),
        Polygon(((5, 40), (10, 30), (15, 40)), fill="#0000ff"),
        Polyline(((20, 40), (25, 45), (30, 40)), stroke="#000000", stroke_width=0.8),
        Path(
            (("M", 5, 50), ("L", 10, 50), ("Q", 12, 45, 15, 50), ("C", 16, 55, 18, 55, 20, 50), ("Z",)),
            fill="#e69f00",
        ),
        Group((Text(0, 0, "Aa", size=6, anchor="middle"),), translate=(30, 10), rotate=180, scale=(1.2, 1.2)),
        Text(20, 57, "end", size=3, font="VeraBI", anchor="end"),
    ),
    background="#f0f0f0",
)


def test_paints_every_primitive_kind(qapp) -> None:  # type: ignore[no-untyped-def]
    image = QImage(200, 300, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    paint_drawing(painter, EVERY_KIND, QRectF(0, 0, 200, 300))
    painter.end()
    # the red square near the top-left corner is where the model says it is
    assert QColor(image.pixel(22, 22)).name() == "#ff0000"
    assert QColor(image.pixel(100, 100)).name() == "#00ff00"


def test_paints_every_card_face(qapp) -> None:  # type: ignore[no-untyped-def]
    image = QImage(126, 176, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    for drawing in all_faces().values():
        paint_drawing(painter, drawing, QRectF(0, 0, 126, 176))
    painter.end()


def test_card_pixmap_is_cached_by_size_and_ratio(qapp) -> None:  # type: ignore[no-untyped-def]
    clear_pixmap_cache()
    a = card_pixmap(EVERY_KIND, 80, 1.0)
    assert card_pixmap(EVERY_KIND, 80, 1.0) is a
    hi = card_pixmap(EVERY_KIND, 80, 2.0)
    assert hi is not a and hi.width() == 160 and hi.devicePixelRatio() == 2.0
    assert a.height() == 120
    assert cache_size() == 2
