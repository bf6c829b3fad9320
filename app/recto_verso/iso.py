"""The isometric picture of the 4×4 board and its wooden pieces: scene + camera + size → picture.

A pure render function (no widget state), so the view, the partner window, tests and
``--screenshots`` all draw the same way, offscreen included.

World coordinates follow docs/HOUSE-RULES.md ("Recto Verso"): ``x`` is the column 0..3 left to right seen from
the front, ``y`` the depth 0..3 with ``y = 0`` nearest the front viewer, ``z`` the floor.
The camera turns in 90° steps around the board's centre; at turn 0 the front of the
board faces the lower right of the screen and its left side the lower left. Cubes are
drawn far to near (painter's order over ``-x - y + z`` after the turn), and a face is
only drawn when no cube covers it, so hidden cubes never show through.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPolygonF

from app.fonts import SANS

__all__ = [
    "Block",
    "Camera",
    "FaceHit",
    "RenderResult",
    "Scene",
    "blocks_from_cells",
    "render",
    "render_image",
]

Cell = tuple[int, int, int]

BOARD = 4
MAX_FLOORS = 5
_COS30 = math.cos(math.radians(30))


@dataclass(frozen=True)
class Block:
    """One unit cube of a piece (or of the ghost of a held piece)."""

    cell: Cell
    colour: str  # hex
    letter: str
    piece: str
    ghost: bool = False
    invalid: bool = False
    highlight: bool = False
    #: Floors above its cell while it drops onto the board or lifts off it (0 at rest).
    lift: float = 0.0
    #: Less than 1 while a lifted piece fades away.
    opacity: float = 1.0


@dataclass(frozen=True)
class Scene:
    blocks: tuple[Block, ...] = ()
    #: Board cell (x, y) under the keyboard cursor, outlined on the floor.
    cursor: tuple[int, int] | None = None
    show_letters: bool = True
    #: False to draw the cubes alone (the piece tray's pictures).
    board: bool = True
    front_label: str = "FRONT · RECTO"
    back_label: str = "BACK · VERSO"


@dataclass(frozen=True)
class Camera:
    """A quarter turn count (0–3) around the board's vertical axis."""

    turn: int = 0

    def turned(self, steps: int) -> Camera:
        return Camera((self.turn + steps) % 4)

    def to_view(self, x: float, y: float) -> tuple[float, float]:
        """World ground point (0..4 on each axis) → camera ground coordinates."""
        for _ in range(self.turn % 4):
            x, y = y, BOARD - x
        return x, y

    def cell_to_view(self, x: int, y: int) -> tuple[int, int]:
        for _ in range(self.turn % 4):
            x, y = y, BOARD - 1 - x
        return x, y

    def view_to_cell(self, vx: int, vy: int) -> tuple[int, int]:
        for _ in range(self.turn % 4):
            vx, vy = BOARD - 1 - vy, vx
        return vx, vy


@dataclass(frozen=True)
class FaceHit:
    """A visible cube face on screen, for picking with the mouse."""

    block: Block
    face: str  # "top", "front" (faces the viewer's lower right), "left" (lower left)
    polygon: QPolygonF


@dataclass
class RenderResult:
    """Where things landed on screen, so the widget can map the pointer back to the board."""

    origin: QPointF
    unit: float
    camera: Camera
    faces: list[FaceHit] = field(default_factory=list)

    def project(self, vx: float, vy: float, z: float) -> QPointF:
        """Camera-space point → screen."""
        return QPointF(
            self.origin.x() + (vx - vy) * _COS30 * self.unit,
            self.origin.y() - (vx + vy) * 0.5 * self.unit - z * self.unit,
        )

    def ground_cell(self, point: QPointF) -> tuple[int, int] | None:
        """The world board cell under ``point`` on the floor plane, or None off the board."""
        dx = (point.x() - self.origin.x()) / (_COS30 * self.unit)
        dy = -(point.y() - self.origin.y()) / (0.5 * self.unit)
        vx, vy = (dx + dy) / 2, (dy - dx) / 2
        if not (0 <= vx < BOARD and 0 <= vy < BOARD):
            return None
        return self.camera.view_to_cell(int(vx), int(vy))

    def face_at(self, point: QPointF) -> FaceHit | None:
        """The nearest visible face under ``point`` (faces are stored far to near)."""
        for hit in reversed(self.faces):
            if hit.polygon.containsPoint(point, Qt.FillRule.OddEvenFill):
                return hit
        return None


def _fit(rect: QRectF) -> tuple[QPointF, float]:
    """Unit length and origin so the board and five floors fill ``rect`` with a margin."""
    width_units = 2 * BOARD * _COS30 + 1.2
    height_units = BOARD + MAX_FLOORS + 1.4
    unit = min(rect.width() / width_units, rect.height() / height_units)
    origin = QPointF(rect.center().x(), rect.center().y() + (BOARD + MAX_FLOORS) * unit / 2 - 0.1 * unit)
    return origin, unit


def _shade(colour: QColor, factor: float) -> QColor:
    return colour.lighter(round(factor * 100)) if factor >= 1 else colour.darker(round(100 / factor))


def _ideal_text(colour: QColor) -> QColor:
    luminance = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return QColor("#111111") if luminance > 0.55 else QColor("#ffffff")


def render(painter: QPainter, rect: QRectF, scene: Scene, camera: Camera = Camera()) -> RenderResult:
    """Draw the board and blocks into ``rect``; returns the geometry for hit testing.

    The board and the labels behind the building are drawn once per size and camera
    and kept as an image, so a repaint only draws the cubes (60 Hz on a projector).
    """
    origin, unit = _fit(rect)
    result = RenderResult(origin=origin, unit=unit, camera=camera)
    painter.save()
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    if scene.board:
        board = _board_image(
            round(rect.width()), round(rect.height()), camera.turn, scene.front_label, scene.back_label, ratio
        )
        offset, board_image = board
        painter.drawImage(rect.topLeft() + offset, board_image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _draw_cursor(painter, result, scene)
    _draw_blocks(painter, result, scene)
    if scene.board:
        _draw_side_labels(painter, result, scene, near=True)
    painter.restore()
    return result


_BOARD_CACHE: dict[tuple[int, int, int, str, str, float], tuple[QPointF, QImage]] = {}


def _board_image(
    width: int, height: int, turn: int, front: str, back: str, ratio: float
) -> tuple[QPointF, QImage]:
    """The board with the labels behind it, cached by size and camera.

    Only the board's surroundings are kept (offset, image), so a repaint copies a
    third of the window instead of all of it.
    """
    key = (width, height, turn, front, back, ratio)
    cached = _BOARD_CACHE.get(key)
    if cached is None:
        if len(_BOARD_CACHE) > 16:
            _BOARD_CACHE.clear()
        origin, unit = _fit(QRectF(0, 0, width, height))
        geo = RenderResult(origin=origin, unit=unit, camera=Camera(turn))
        corners = [geo.project(x, y, z) for x in (0, BOARD) for y in (0, BOARD) for z in (0, -0.4)]
        margin = 1.6 * unit
        left = max(0.0, min(p.x() for p in corners) - margin)
        top = max(0.0, min(p.y() for p in corners) - margin)
        right = min(float(width), max(p.x() for p in corners) + margin)
        bottom = min(float(height), max(p.y() for p in corners) + margin)
        image = QImage(
            max(1, round((right - left) * ratio)),
            max(1, round((bottom - top) * ratio)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.setDevicePixelRatio(ratio)
        image.fill(Qt.GlobalColor.transparent)
        geo = RenderResult(
            origin=QPointF(origin.x() - left, origin.y() - top), unit=unit, camera=Camera(turn)
        )
        scene = Scene(front_label=front, back_label=back)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        _draw_board(painter, geo, scene)
        _draw_side_labels(painter, geo, scene, near=False)
        painter.end()
        cached = (QPointF(left, top), image)
        _BOARD_CACHE[key] = cached
    return cached


def render_image(
    scene: Scene, camera: Camera, width: int, height: int, background: str = "#f6f1e7"
) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(background))
    painter = QPainter(image)
    render(painter, QRectF(0, 0, width, height), scene, camera)
    painter.end()
    return image


# -- the board ---------------------------------------------------------------------------


def _draw_board(p: QPainter, geo: RenderResult, scene: Scene) -> None:
    pr = geo.project
    slab = 0.35
    top = QPolygonF([pr(0, 0, 0), pr(BOARD, 0, 0), pr(BOARD, BOARD, 0), pr(0, BOARD, 0)])
    front_side = QPolygonF([pr(0, 0, 0), pr(BOARD, 0, 0), pr(BOARD, 0, -slab), pr(0, 0, -slab)])
    left_side = QPolygonF([pr(0, 0, 0), pr(0, BOARD, 0), pr(0, BOARD, -slab), pr(0, 0, -slab)])
    wood = QColor("#d9b67c")
    p.setPen(QPen(QColor("#7a5a2a"), max(1.0, geo.unit / 40)))
    for polygon, factor in ((front_side, 0.78), (left_side, 0.88)):
        p.setBrush(_shade(wood, factor))
        p.drawPolygon(polygon)
    p.setBrush(QColor("#efd9ae"))
    p.drawPolygon(top)
    p.setPen(QPen(QColor("#b48f55"), max(1.0, geo.unit / 60)))
    for i in range(1, BOARD):
        p.drawLine(pr(i, 0, 0), pr(i, BOARD, 0))
        p.drawLine(pr(0, i, 0), pr(BOARD, i, 0))


def _draw_cursor(p: QPainter, geo: RenderResult, scene: Scene) -> None:
    if scene.cursor is None:
        return
    pr = geo.project
    vx, vy = geo.camera.cell_to_view(*scene.cursor)
    cell = QPolygonF([pr(vx, vy, 0), pr(vx + 1, vy, 0), pr(vx + 1, vy + 1, 0), pr(vx, vy + 1, 0)])
    p.setPen(QPen(QColor("#0072b2"), max(2.0, geo.unit / 12)))
    p.setBrush(QColor(0, 114, 178, 60))
    p.drawPolygon(cell)


def _draw_side_labels(p: QPainter, geo: RenderResult, scene: Scene, near: bool) -> None:
    """FRONT and BACK written along their edges of the board, wherever the camera put them.

    Labels on the far edges are drawn before the cubes (a tall building may hide them),
    labels on the near edges after, so they are always readable.
    """
    font = QFont(SANS)
    font.setBold(True)
    font.setPixelSize(max(9, round(geo.unit * 0.3)))
    p.setFont(font)
    edges = {"front": ((0, 0), (BOARD, 0)), "back": ((BOARD, BOARD), (0, BOARD))}
    for side, ((ax, ay), (bx, by)) in edges.items():
        a = geo.camera.to_view(ax, ay)
        b = geo.camera.to_view(bx, by)
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        if (mid[0] + mid[1] < BOARD) != near:
            continue
        # Push the label outwards from the board centre.
        out = (mid[0] - BOARD / 2, mid[1] - BOARD / 2)
        norm = math.hypot(*out) or 1.0
        pos = geo.project(mid[0] + out[0] / norm * 0.85, mid[1] + out[1] / norm * 0.85, -0.2)
        sa, sb = geo.project(*a, 0), geo.project(*b, 0)
        angle = math.degrees(math.atan2(sb.y() - sa.y(), sb.x() - sa.x()))
        if angle > 90 or angle < -90:
            angle += 180
        text = scene.front_label if side == "front" else scene.back_label
        if not text:
            continue
        p.save()
        p.translate(pos)
        p.rotate(angle)
        colour = QColor("#0b5d8f") if side == "front" else QColor("#7a3b69")
        metrics_w = p.fontMetrics().horizontalAdvance(text)
        box = QRectF(-metrics_w / 2 - 8, -geo.unit * 0.24, metrics_w + 16, geo.unit * 0.48)
        p.setPen(QPen(colour, 1.5))
        p.setBrush(QColor("#fffdf8"))
        p.drawRoundedRect(box, 6, 6)
        p.setPen(colour)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        p.restore()


# -- the cubes ---------------------------------------------------------------------------


def _faces(geo: RenderResult, vx: int, vy: int, z: int) -> dict[str, QPolygonF]:
    pr = geo.project
    return {
        "top": QPolygonF(
            [pr(vx, vy, z + 1), pr(vx + 1, vy, z + 1), pr(vx + 1, vy + 1, z + 1), pr(vx, vy + 1, z + 1)]
        ),
        "front": QPolygonF([pr(vx, vy, z), pr(vx + 1, vy, z), pr(vx + 1, vy, z + 1), pr(vx, vy, z + 1)]),
        "left": QPolygonF([pr(vx, vy, z), pr(vx, vy + 1, z), pr(vx, vy + 1, z + 1), pr(vx, vy, z + 1)]),
    }


@lru_cache(maxsize=4096)
def _cell_geometry(
    ox: float, oy: float, unit: float, vx: int, vy: int, z: int
) -> tuple[tuple[str, tuple[QPolygonF, tuple[QLineF, ...], QPointF]], ...]:
    """Each face's polygon, edges and centre for a cube, kept while the size stays the same."""
    geo = RenderResult(origin=QPointF(ox, oy), unit=unit, camera=Camera())
    result = []
    for face, polygon in _faces(geo, vx, vy, z).items():
        corners = [polygon.at(i) for i in range(4)]
        lines = tuple(QLineF(corners[i], corners[(i + 1) % 4]) for i in range(4))
        centre = QPointF(sum(pt.x() for pt in corners) / 4, sum(pt.y() for pt in corners) / 4)
        result.append((face, (polygon, lines, centre)))
    return tuple(result)


# For each face: the neighbour that would cover it, and for each edge the in-plane neighbour.
_COVER = {"top": (0, 0, 1), "front": (0, -1, 0), "left": (-1, 0, 0)}
_EDGE_NEIGHBOURS = {
    "top": ((0, -1, 0), (1, 0, 0), (0, 1, 0), (-1, 0, 0)),
    "front": ((0, 0, -1), (1, 0, 0), (0, 0, 1), (-1, 0, 0)),
    "left": ((0, 0, -1), (0, 1, 0), (0, 0, 1), (0, -1, 0)),
}
_SHADE = {"top": 1.18, "front": 0.92, "left": 0.74}


def _draw_blocks(p: QPainter, geo: RenderResult, scene: Scene) -> None:
    """Placed cubes, moving cubes and the ghost in one far-to-near pass, so each hides behind what is nearer.

    A cube with a cube of its own layer one step nearer along the line of sight
    (``-1, -1, +1`` in camera space) is hidden entirely and skipped. A piece dropping onto
    the board or lifting off it is its own layer, drawn raised by its ``lift`` and never
    picked by the pointer (the motion ends before a click is handled).
    """
    layers: tuple[dict[Cell, Block], dict[Cell, Block], dict[Cell, Block]] = ({}, {}, {})
    for block in scene.blocks:
        vx, vy = geo.camera.cell_to_view(block.cell[0], block.cell[1])
        kind = 2 if block.ghost else 1 if block.lift or block.opacity < 1 else 0
        layers[kind][(vx, vy, block.cell[2])] = block
    items = [(cell, kind, cell[2] + block.lift) for kind in (0, 1, 2) for cell, block in layers[kind].items()]
    items.sort(key=lambda item: (-(item[0][0] + item[0][1]) + item[2], item[2], item[1]))
    pens = _Pens(geo.unit)
    for cell, kind, _height in items:
        layer = layers[kind]
        vx, vy, z = cell
        if (vx - 1, vy - 1, z + 1) in layer:
            continue
        block = layer[cell]
        if kind == 1:
            p.save()
            p.translate(0, -block.lift * geo.unit)
            p.setOpacity(block.opacity)
            _draw_cube(p, geo, scene, pens, layer, cell, block)
            p.restore()
        else:
            _draw_cube(p, geo, scene, pens, layer, cell, block)


class _Pens:
    """The pens and brushes of one picture's cubes, made once per paint."""

    def __init__(self, unit: float) -> None:
        self.strong = QPen(QColor("#1b1b1b"), max(1.2, unit / 28))
        self.strong.setCapStyle(Qt.PenCapStyle.SquareCap)
        self.ghost = QPen(self.strong)
        self.ghost.setStyle(Qt.PenStyle.DashLine)
        self.bad = QPen(self.ghost)
        self.bad.setColor(QColor("#d55e00"))
        self.bad.setWidthF(self.strong.widthF() * 1.6)
        self.hatch = QBrush(QColor(213, 94, 0, 210), Qt.BrushStyle.BDiagPattern)
        self.shine = QColor(255, 255, 255, 90)
        self.faint_width = max(0.8, unit / 70)


def _draw_cube(
    p: QPainter,
    geo: RenderResult,
    scene: Scene,
    pens: _Pens,
    layer: dict[Cell, Block],
    cell: Cell,
    block: Block,
) -> None:
    """The faces of one cube that no cube of its layer covers, with seams inside a piece."""
    vx, vy, z = cell
    ghost = block.ghost
    base = QColor(block.colour)
    faint = QPen(_shade(base, 0.7), pens.faint_width)
    outline = (pens.bad if block.invalid else pens.ghost) if ghost else pens.strong
    for face, (polygon, lines, centre) in _cell_geometry(geo.origin.x(), geo.origin.y(), geo.unit, *cell):
        dx, dy, dz = _COVER[face]
        if (vx + dx, vy + dy, z + dz) in layer:
            continue
        colour = _shade(base, _SHADE[face])
        if ghost:
            colour.setAlpha(150 if block.invalid else 185)
        # Fills without antialiasing (the antialiased outlines cover their edges): twice as fast.
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPolygon(polygon)
        if ghost and block.invalid:
            p.setBrush(pens.hatch)
            p.drawPolygon(polygon)
        if block.highlight:
            p.setBrush(pens.shine)
            p.drawPolygon(polygon)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        seams: list[QLineF] = []
        edges: list[QLineF] = []
        for index, (ex, ey, ez) in enumerate(_EDGE_NEIGHBOURS[face]):
            neighbour = layer.get((vx + ex, vy + ey, z + ez))
            line = lines[index]
            (seams if neighbour is not None and neighbour.piece == block.piece else edges).append(line)
        if seams:
            p.setPen(faint)
            p.drawLines(seams)
        if edges:
            p.setPen(outline)
            p.drawLines(edges)
        if scene.show_letters:
            _draw_letter(p, centre, block.letter, colour, geo.unit)
        if not ghost and not block.lift and block.opacity >= 1:
            geo.faces.append(FaceHit(block, face, polygon))


@lru_cache(maxsize=256)
def _glyph(letter: str, size: int, ink: str, ratio: float) -> QImage:
    """A letter with its halo, drawn once per size and colour (text is the slow part of a repaint)."""
    font = QFont(SANS)
    font.setBold(True)
    font.setPixelSize(size)
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, letter)
    box = path.boundingRect()
    side = math.ceil(max(box.width(), box.height()) + size * 0.3)
    image = QImage(round(side * ratio), round(side * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    path.translate(side / 2 - box.center().x(), side / 2 - box.center().y())
    text = QColor(ink)
    halo = QColor("#000000" if text.lightness() > 128 else "#ffffff")
    halo.setAlpha(110)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(halo, max(1.0, size / 11)))
    painter.setBrush(text)
    painter.drawPath(path)
    painter.end()
    return image


def _draw_letter(p: QPainter, centre: QPointF, letter: str, colour: QColor, unit: float) -> None:
    if not letter:
        return
    device = p.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    image = _glyph(letter, max(8, round(unit * 0.36)), _ideal_text(colour).name(), ratio)
    side = image.width() / ratio
    p.drawImage(QPointF(centre.x() - side / 2, centre.y() - side / 2), image)


def blocks_from_cells(
    pieces: Mapping[str, Iterable[Sequence[int]]],
    colours: Mapping[str, str],
    letters: Mapping[str, str],
) -> tuple[Block, ...]:
    """Blocks for a building given as piece name → absolute cells."""
    return tuple(
        Block(cell=(int(c[0]), int(c[1]), int(c[2])), colour=colours[name], letter=letters[name], piece=name)
        for name, cells in pieces.items()
        for c in cells
    )
