"""Small drawn pictures for the home screen tiles, one per view, in our own vector style."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from app.fonts import SANS
from app.theme import ACCENTS, INK

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


def _wave(p: QPainter, c: QPointF, r: float, colour: QColor) -> None:
    path = QPainterPath(QPointF(c.x() - r, c.y()))
    for i in range(4):
        x0 = c.x() - r + i * r / 2
        path.quadTo(
            QPointF(x0 + r / 4, c.y() - r / 3 * (1 if i % 2 == 0 else -1)), QPointF(x0 + r / 2, c.y())
        )
    p.setPen(QPen(colour, max(1.5, r / 5), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)


def _sun(p: QPainter, c: QPointF, r: float, colour: QColor) -> None:
    p.setPen(QPen(colour, max(1.5, r / 6), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for k in range(8):
        a = k * math.pi / 4
        p.drawLine(
            QPointF(c.x() + math.cos(a) * r * 0.7, c.y() + math.sin(a) * r * 0.7),
            QPointF(c.x() + math.cos(a) * r, c.y() + math.sin(a) * r),
        )
    p.setBrush(colour)
    p.drawEllipse(c, r * 0.45, r * 0.45)


def paint_cards_flip(p: QPainter, area: QRectF) -> None:
    """Two Verso cards: a sea 3 and its sky 4 on the other side."""
    box = _fit(area, 1.45)
    w, h = box.width() * 0.36, box.width() * 0.5
    for i, (colour, value, symbol, angle) in enumerate(
        ((ACCENTS["blue"], "3", _wave, -9), (ACCENTS["orange"], "4", _sun, 8))
    ):
        centre = QPointF(box.center().x() + (i - 0.5) * w * 0.95, box.center().y() + (i - 0.5) * h * 0.08)
        rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        _card(p, rect, QColor("#fffdf7"), angle)
        p.save()
        p.translate(centre)
        p.rotate(angle)
        inner = QRectF(-w / 2 + w * 0.1, -h / 2 + w * 0.1, w * 0.8, h - w * 0.2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(inner, w / 14, w / 14)
        _label(p, QRectF(-w / 2, -h * 0.32, w, h * 0.5), value, QColor("white"), h * 0.42)
        symbol(p, QPointF(0, h * 0.24), w * 0.2, QColor("white"))
        p.restore()


def paint_memory_row(p: QPainter, area: QRectF) -> None:
    """A row of face-down cards, the last one turned up on a honey pot."""
    box = _fit(area, 1.9)
    n = 5
    w = box.width() / (n + 0.8)
    h = w * 1.4
    top = box.center().y() - h / 2
    for i in range(n):
        rect = QRectF(box.left() + i * w * 1.12, top + (i % 2) * h * 0.04, w, h)
        if i < n - 1:
            _card(p, rect, QColor("#5b4a8b"))
            p.setPen(QPen(QColor("#8f7fc4"), max(1.0, w / 25)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(rect.center(), w * 0.22, w * 0.22)
            _label(p, rect, "?", QColor("#d7cff2"), h * 0.3)
        else:
            _card(p, rect, QColor("#fffdf7"))
            c = rect.center()
            p.setPen(QPen(_OUTLINE, max(1.2, w / 30)))
            p.setBrush(ACCENTS["orange"])
            pot = QRectF(c.x() - w * 0.28, c.y() - h * 0.12, w * 0.56, h * 0.36)
            p.drawRoundedRect(pot, w * 0.12, w * 0.12)
            p.setBrush(QColor("#8a5a00"))
            p.drawRect(QRectF(c.x() - w * 0.3, c.y() - h * 0.2, w * 0.6, h * 0.09))
            p.setBrush(ACCENTS["yellow"])
            p.drawEllipse(QPointF(c.x() + w * 0.2, c.y() - h * 0.26), w * 0.08, w * 0.1)


def _fox(p: QPainter, c: QPointF, r: float) -> None:
    p.setPen(QPen(_OUTLINE, max(1.2, r / 12)))
    p.setBrush(ACCENTS["vermillion"])
    for side in (-1, 1):
        p.drawPolygon(
            QPolygonF(
                [
                    QPointF(c.x() + side * r * 0.35, c.y() - r * 0.5),
                    QPointF(c.x() + side * r * 0.85, c.y() - r * 1.05),
                    QPointF(c.x() + side * r * 0.85, c.y() - r * 0.2),
                ]
            )
        )
    head = QPainterPath()
    head.moveTo(c.x() - r, c.y() - r * 0.4)
    head.quadTo(QPointF(c.x(), c.y() - r * 0.8), QPointF(c.x() + r, c.y() - r * 0.4))
    head.quadTo(QPointF(c.x() + r * 0.6, c.y() + r * 0.4), QPointF(c.x(), c.y() + r * 0.75))
    head.quadTo(QPointF(c.x() - r * 0.6, c.y() + r * 0.4), QPointF(c.x() - r, c.y() - r * 0.4))
    p.drawPath(head)
    p.setBrush(QColor("white"))
    cheeks = QPainterPath()
    cheeks.moveTo(c.x() - r * 0.7, c.y() - r * 0.05)
    cheeks.quadTo(QPointF(c.x(), c.y() + r * 0.1), QPointF(c.x() + r * 0.7, c.y() - r * 0.05))
    cheeks.quadTo(QPointF(c.x() + r * 0.4, c.y() + r * 0.45), QPointF(c.x(), c.y() + r * 0.75))
    cheeks.quadTo(QPointF(c.x() - r * 0.4, c.y() + r * 0.45), QPointF(c.x() - r * 0.7, c.y() - r * 0.05))
    p.drawPath(cheeks)
    p.setBrush(INK)
    p.setPen(Qt.PenStyle.NoPen)
    for side in (-1, 1):
        p.drawEllipse(QPointF(c.x() + side * r * 0.32, c.y() - r * 0.22), r * 0.09, r * 0.12)
    p.drawEllipse(QPointF(c.x(), c.y() + r * 0.68), r * 0.12, r * 0.09)


def _owl(p: QPainter, c: QPointF, r: float) -> None:
    p.setPen(QPen(_OUTLINE, max(1.2, r / 12)))
    p.setBrush(QColor("#8c6d4f"))
    p.drawEllipse(c, r * 0.8, r)
    p.setBrush(QColor("#f3e6cf"))
    p.drawEllipse(QPointF(c.x(), c.y() + r * 0.35), r * 0.5, r * 0.55)
    for side in (-1, 1):
        p.setBrush(QColor("white"))
        p.drawEllipse(QPointF(c.x() + side * r * 0.33, c.y() - r * 0.3), r * 0.3, r * 0.3)
        p.setBrush(INK)
        p.drawEllipse(QPointF(c.x() + side * r * 0.33, c.y() - r * 0.3), r * 0.12, r * 0.12)
    p.setBrush(ACCENTS["orange"])
    p.drawPolygon(
        QPolygonF(
            [
                QPointF(c.x() - r * 0.1, c.y() - r * 0.08),
                QPointF(c.x() + r * 0.1, c.y() - r * 0.08),
                QPointF(c.x(), c.y() + r * 0.12),
            ]
        )
    )


def paint_animal_cards(p: QPainter, area: QRectF) -> None:
    """A child's two-sided animal card: a fox on one side, an owl on the other."""
    box = _fit(area, 1.45)
    w, h = box.width() * 0.36, box.width() * 0.5
    for i, (fill, animal, angle) in enumerate(((QColor("#fde7c7"), _fox, -7), (QColor("#d9ecf7"), _owl, 7))):
        centre = QPointF(box.center().x() + (i - 0.5) * w * 1.02, box.center().y())
        _card(p, QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), fill, angle)
        p.save()
        p.translate(centre)
        p.rotate(angle)
        animal(p, QPointF(0, 0), w * 0.33)
        p.restore()


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
