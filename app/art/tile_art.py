"""Small drawn pictures for the home screen tiles, one per view, in our own vector style."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from app.art.qt_painter import paint_drawing
from app.fonts import SANS
from app.i18n import current_language
from app.theme import ACCENTS
from export.art.dj05135 import dj_face
from export.art.primitives import Drawing
from export.art.revorso import revorso_back, revorso_face
from export.art.verso import verso_face

__all__ = [
    "paint_animal_cards",
    "paint_book",
    "paint_cards_flip",
    "paint_isometric_building",
    "paint_memory_row",
    "paint_print_sheet",
]

_OUTLINE = QColor("#2b2b2b")


def _fit(rect: QRectF, aspect: float) -> QRectF:
    """The largest centred rect of ``aspect`` (w/h) inside ``rect``."""
    w, h = rect.width(), rect.height()
    if w / h > aspect:
        w = h * aspect
    else:
        h = w / aspect
    return QRectF(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h)


def _card(p: QPainter, rect: QRectF, fill: QColor, angle: float = 0.0) -> None:
    p.save()
    p.translate(rect.center())
    p.rotate(angle)
    r = QRectF(-rect.width() / 2, -rect.height() / 2, rect.width(), rect.height())
    p.setPen(QPen(_OUTLINE, max(1.5, rect.width() / 40)))
    p.setBrush(fill)
    p.drawRoundedRect(r, rect.width() / 9, rect.width() / 9)
    p.restore()


def _label(p: QPainter, rect: QRectF, text: str, colour: QColor, size: float, bold: bool = True) -> None:
    font = QFont(SANS)
    font.setPixelSize(max(6, round(size)))
    font.setBold(bold)
    p.setFont(font)
    p.setPen(colour)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_isometric_building(p: QPainter, area: QRectF) -> None:
    """A few wooden cubes on a 4×4 board, seen from above at an angle."""
    box = _fit(area, 1.5)
    s = box.width() / 7.5  # cube edge in pixels
    origin = QPointF(box.center().x(), box.top() + box.height() * 0.42)

    def iso(x: float, y: float, z: float) -> QPointF:
        return QPointF(origin.x() + (x - y) * s * 0.87, origin.y() + (x + y) * s * 0.5 - z * s)

    board = QPolygonF([iso(-2, -2, 0), iso(2, -2, 0), iso(2, 2, 0), iso(-2, 2, 0)])
    p.setPen(QPen(QColor("#8a6d3b"), 1.5))
    p.setBrush(QColor("#e8d3a8"))
    p.drawPolygon(board)
    p.setPen(QPen(QColor("#b89a62"), 1))
    for i in range(-1, 2):
        p.drawLine(iso(i, -2, 0), iso(i, 2, 0))
        p.drawLine(iso(-2, i, 0), iso(2, i, 0))
    cubes = [
        (-2, -1, 0, ACCENTS["green"]),
        (-1, -1, 0, ACCENTS["green"]),
        (0, -1, 0, ACCENTS["yellow"]),
        (0, -1, 1, ACCENTS["yellow"]),
        (-1, 0, 0, ACCENTS["blue"]),
        (-1, 0, 1, ACCENTS["blue"]),
        (0, 0, 0, ACCENTS["vermillion"]),
        (1, 0, 0, QColor("#f4f4f4")),
        (0, 1, 0, ACCENTS["purple"]),
    ]
    cubes.sort(key=lambda c: (c[0] + c[1], c[2]))
    for x, y, z, colour in cubes:
        top = QPolygonF(
            [iso(x, y, z + 1), iso(x + 1, y, z + 1), iso(x + 1, y + 1, z + 1), iso(x, y + 1, z + 1)]
        )
        left = QPolygonF(
            [iso(x, y + 1, z + 1), iso(x + 1, y + 1, z + 1), iso(x + 1, y + 1, z), iso(x, y + 1, z)]
        )
        right = QPolygonF(
            [iso(x + 1, y, z + 1), iso(x + 1, y + 1, z + 1), iso(x + 1, y + 1, z), iso(x + 1, y, z)]
        )
        p.setPen(QPen(_OUTLINE, 1.2))
        for face, factor in ((top, 115), (left, 92), (right, 72)):
            p.setBrush(colour.lighter(factor) if factor > 100 else colour.darker(round(10000 / factor)))
            p.drawPolygon(face)


def _real_cards(
    p: QPainter, area: QRectF, drawings: list[Drawing], angles: list[float], spread: float
) -> None:
    """Cards from the shared art model (the same faces the tables and the PDFs show), fanned out."""
    box = _fit(area, 1.6)
    n = len(drawings)
    aspect = drawings[0].width / drawings[0].height
    h = min(box.height() * 0.92, box.width() * 0.95 / (1 + (n - 1) * spread) / aspect)
    w = h * aspect
    for index, (drawing, angle) in enumerate(zip(drawings, angles, strict=True)):
        offset = (index - (n - 1) / 2) * w * spread
        centre = QPointF(box.center().x() + offset, box.center().y())
        p.save()
        p.translate(centre)
        p.rotate(angle)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 45))
        p.drawRoundedRect(QRectF(-w / 2 + 3, -h / 2 + 4, w, h), w / 12, w / 12)
        paint_drawing(p, drawing, QRectF(-w / 2, -h / 2, w, h))
        p.restore()


def paint_cards_flip(p: QPainter, area: QRectF) -> None:
    """Two Verso faces: a sea 3 and, on its other side, a sky 4."""
    language = current_language()
    faces = [verso_face("blue", 3, 1, language=language), verso_face("orange", 4, 3, language=language)]
    _real_cards(p, area, faces, [-8, 7], 0.62)


def paint_memory_row(p: QPainter, area: QRectF) -> None:
    """Revorso: face-down cards to remember, the last one turned up on a honey pot."""
    back = revorso_back()
    honey = revorso_face("honey", language=current_language())
    _real_cards(p, area, [back, back, back, honey], [-6, -2, 2, 6], 0.78)


def paint_animal_cards(p: QPainter, area: QRectF) -> None:
    """DJ05135: the two sides of one animal card."""
    language = current_language()
    faces = [dj_face("rabbit", "reverse", language=language), dj_face("owl", language=language)]
    _real_cards(p, area, faces, [-7, 7], 0.62)


def paint_book(p: QPainter, area: QRectF) -> None:
    """An open rule book with a checklist."""
    box = _fit(area, 1.6)
    c = box.center()
    w, h = box.width() * 0.42, box.height() * 0.8
    p.setPen(QPen(_OUTLINE, 1.5))
    for side in (-1, 1):
        page = QPainterPath()
        x_out = c.x() + side * w
        page.moveTo(c.x(), c.y() - h / 2 + h * 0.05)
        page.quadTo(QPointF(c.x() + side * w * 0.5, c.y() - h / 2 - h * 0.04), QPointF(x_out, c.y() - h / 2))
        page.lineTo(x_out, c.y() + h / 2)
        page.quadTo(
            QPointF(c.x() + side * w * 0.5, c.y() + h / 2 - h * 0.04),
            QPointF(c.x(), c.y() + h / 2 + h * 0.05),
        )
        page.closeSubpath()
        p.setBrush(QColor("#fffdf7"))
        p.drawPath(page)
    p.setPen(QPen(QColor("#9aa3ad"), max(1.0, h / 40)))
    for k in range(5):
        y = c.y() - h * 0.3 + k * h * 0.14
        p.drawLine(QPointF(c.x() - w * 0.85, y), QPointF(c.x() - w * 0.15, y))
    for k in range(4):
        y = c.y() - h * 0.28 + k * h * 0.17
        p.setPen(QPen(ACCENTS["green"], max(1.5, h / 28), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        bx = c.x() + w * 0.2
        p.drawPolyline(
            QPolygonF(
                [QPointF(bx, y), QPointF(bx + h * 0.04, y + h * 0.05), QPointF(bx + h * 0.11, y - h * 0.05)]
            )
        )
        p.setPen(QPen(QColor("#9aa3ad"), max(1.0, h / 40)))
        p.drawLine(QPointF(bx + h * 0.16, y), QPointF(c.x() + w * 0.85, y))


def paint_print_sheet(p: QPainter, area: QRectF) -> None:
    """A printed sheet of cards with crop marks."""
    box = _fit(area, 1.5)
    sheet = QRectF(
        box.center().x() - box.height() * 0.36,
        box.top() + box.height() * 0.04,
        box.height() * 0.72,
        box.height() * 0.92,
    )
    p.setPen(QPen(_OUTLINE, 1.5))
    p.setBrush(QColor("white"))
    p.drawRect(sheet)
    cw, ch = sheet.width() * 0.38, sheet.height() * 0.4
    colours = [ACCENTS["blue"], ACCENTS["orange"], ACCENTS["green"], ACCENTS["purple"]]
    p.setPen(QPen(QColor("#555555"), 1))
    for i in range(2):
        for j in range(2):
            x = sheet.left() + sheet.width() * 0.1 + i * (cw + sheet.width() * 0.04)
            y = sheet.top() + sheet.height() * 0.08 + j * (ch + sheet.height() * 0.04)
            p.setBrush(QBrush(colours[i * 2 + j].lighter(130)))
            p.drawRoundedRect(QRectF(x, y, cw, ch), cw / 10, cw / 10)
    mark = sheet.width() * 0.05
    for x in (sheet.left() + sheet.width() * 0.1, sheet.right() - sheet.width() * 0.1):
        p.drawLine(QPointF(x, sheet.top() + 1), QPointF(x, sheet.top() + mark))
        p.drawLine(QPointF(x, sheet.bottom() - 1), QPointF(x, sheet.bottom() - mark))
    # Scissors beside the sheet.
    sc = QPointF(sheet.right() + box.height() * 0.2, sheet.center().y() + box.height() * 0.15)
    r = box.height() * 0.08
    p.setPen(QPen(_OUTLINE, 2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(sc.x() - r * 0.7, sc.y() + r * 1.6), r * 0.55, r * 0.55)
    p.drawEllipse(QPointF(sc.x() + r * 0.7, sc.y() + r * 1.6), r * 0.55, r * 0.55)
    p.setPen(QPen(QColor("#7a8591"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(sc.x() - r * 0.5, sc.y() + r * 1.1), QPointF(sc.x() + r * 0.4, sc.y() - r * 1.8))
    p.drawLine(QPointF(sc.x() + r * 0.5, sc.y() + r * 1.1), QPointF(sc.x() - r * 0.4, sc.y() - r * 1.8))
