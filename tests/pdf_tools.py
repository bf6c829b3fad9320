"""Small readers of our own PDFs for tests (page boxes, viewer preferences, fonts)."""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import subprocess
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

PT_PER_MM = 72 / 25.4


def media_boxes(data: bytes) -> list[tuple[float, float]]:
    """Width and height in mm of every page, in order of appearance."""
    boxes = re.findall(rb"/MediaBox \[\s*([\d.\-]+) ([\d.\-]+) ([\d.\-]+) ([\d.\-]+)\s*\]", data)
    return [
        ((float(x1) - float(x0)) / PT_PER_MM, (float(y1) - float(y0)) / PT_PER_MM) for x0, y0, x1, y1 in boxes
    ]


def page_count(data: bytes) -> int:
    return len(re.findall(rb"/Type /Page\b", data))


def qpdf_check(path: Path) -> tuple[int, str] | None:
    qpdf = shutil.which("qpdf")
    if qpdf is None:
        return None
    result = subprocess.run([qpdf, "--check", str(path)], capture_output=True, text=True, timeout=60)
    return result.returncode, result.stdout + result.stderr


def inflated_streams(data: bytes) -> list[bytes]:
    out = []
    for match in re.finditer(rb"stream\r?\n(.*?)\r?\nendstream", data, re.S):
        try:
            out.append(zlib.decompress(match.group(1)))
        except zlib.error:
            out.append(match.group(1))
    return out


# -- geometry: what a printer is asked to draw, read back from the PDF -------------------------

MM_PER_PT = 25.4 / 72
Matrix = tuple[float, float, float, float, float, float]


@dataclass(frozen=True)
class Glyph:
    """One printed character: its size in points and its box in mm from the page's top-left."""

    text: str
    size_pt: float
    box: tuple[float, float, float, float]


@dataclass(frozen=True)
class Mark:
    """A painted path: its bounding box in mm from the page's top-left, its colour and whether stroked."""

    box: tuple[float, float, float, float]
    colour: str
    stroked: bool
    line_mm: float


@dataclass
class PageGeometry:
    """Everything drawn on one page, in mm with y down (the layout's own coordinates)."""

    size: tuple[float, float]
    glyphs: list[Glyph] = field(default_factory=list)
    paths: list[Mark] = field(default_factory=list)

    def fills(self, colour: str | None = None) -> list[Mark]:
        return [p for p in self.paths if not p.stroked and (colour is None or p.colour == colour)]

    def strokes(self, colour: str | None = None) -> list[Mark]:
        return [p for p in self.paths if p.stroked and (colour is None or p.colour == colour)]

    def missing_glyphs(self) -> list[Glyph]:
        """Characters their font has no glyph for, printed as an empty box: reportlab writes such a
        character as code 0 (the font's .notdef), which pdfminer reads back as U+0000."""
        return [g for g in self.glyphs if g.text == "\x00"]

    def lines(self) -> list[str]:
        """The words of the page, one string per line of upright text, top to bottom.

        Glyphs of one size sharing a baseline are read left to right; a gap wider than a sixth of
        their size is a space (spaces themselves draw nothing)."""
        rows: dict[tuple[float, float], list[Glyph]] = {}
        for g in self.glyphs:
            rows.setdefault((round(g.box[3], 1), round(g.size_pt, 1)), []).append(g)
        out = []
        for (_, size_pt), glyphs in sorted(rows.items()):
            glyphs.sort(key=lambda g: g.box[0])
            text, right = "", None
            for g in glyphs:
                if right is not None and g.box[0] - right > size_pt * MM_PER_PT / 6:
                    text += " "
                text, right = text + g.text, g.box[2]
            out.append(text)
        return out

    def nearest_to_edge(self) -> float:
        """The smallest distance in mm from anything drawn (ink of any kind) to the paper's edge."""
        w, h = self.size
        boxes = [g.box for g in self.glyphs] + [p.box for p in self.paths]
        return min((min(x0, y0, w - x1, h - y1) for x0, y0, x1, y1 in boxes), default=min(w, h) / 2)


def _apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    return a * x + c * y + e, b * x + d * y + f


def _colour(value: object) -> str:
    if isinstance(value, int | float):
        value = (value, value, value)
    if isinstance(value, tuple | list) and len(value) == 3:
        return "#" + "".join(f"{round(float(v) * 255):02x}" for v in value)
    return "?"


def page_geometry(data: bytes, first: int | None = None) -> list[PageGeometry]:
    """The pages of a PDF (the ``first`` few, or all) as geometry, read by pdfminer.six.

    pdfminer interprets the content streams with their forms, transforms and fonts.

    Text sizes are the sizes printed (font size times every scale of the text and the
    transforms, whatever the rotation), so a test reads the paper, not the code that wrote it.
    """
    from pdfminer.pdfdevice import PDFTextDevice
    from pdfminer.pdffont import PDFFont, PDFUnicodeNotDefined
    from pdfminer.pdfinterp import PDFGraphicState, PDFPageInterpreter, PDFResourceManager
    from pdfminer.pdfpage import PDFPage

    pages: list[PageGeometry] = []

    class Device(PDFTextDevice):  # type: ignore[misc]
        page: PageGeometry

        def _mm(self, x: float, y: float) -> tuple[float, float]:
            return x * MM_PER_PT, self.page.size[1] - y * MM_PER_PT

        def _box(self, points: list[tuple[float, float]]) -> tuple[float, float, float, float]:
            mm_points = [self._mm(x, y) for x, y in points]
            xs, ys = [p[0] for p in mm_points], [p[1] for p in mm_points]
            return min(xs), min(ys), max(xs), max(ys)

        def paint_path(self, gstate: PDFGraphicState, stroke: bool, fill: bool, evenodd: bool, path) -> None:  # type: ignore[no-untyped-def]
            points = [
                _apply(self.ctm, float(seg[k]), float(seg[k + 1]))
                for seg in path
                for k in range(1, len(seg) - 1, 2)
            ]
            if not points:
                return
            box = self._box(points)
            scale = abs(self.ctm[0] * self.ctm[3] - self.ctm[1] * self.ctm[2]) ** 0.5
            if fill:
                self.page.paths.append(Mark(box, _colour(gstate.ncolor), False, 0.0))
            if stroke:
                width = gstate.linewidth * scale * MM_PER_PT
                grown = (box[0] - width / 2, box[1] - width / 2, box[2] + width / 2, box[3] + width / 2)
                self.page.paths.append(Mark(grown, _colour(gstate.scolor), True, width))

        def render_char(  # type: ignore[no-untyped-def]
            self, matrix: Matrix, font: PDFFont, fontsize: float, scaling: float, rise, cid: int, ncs, gstate
        ) -> float:
            try:
                text = font.to_unichr(cid)
            except PDFUnicodeNotDefined:
                text = "?"
            advance = font.char_width(cid) * fontsize * scaling
            a, b, c, d, _, _ = matrix
            size = fontsize * abs(a * d - b * c) ** 0.5
            descent = font.get_descent() * fontsize
            corners = [(0.0, descent + rise), (advance, descent + rise), (0.0, descent + rise + fontsize)]
            corners.append((advance, descent + rise + fontsize))
            box = self._box([_apply(matrix, x, y) for x, y in corners])
            if text.strip():
                self.page.glyphs.append(Glyph(text, size, box))
            return float(advance)

    manager = PDFResourceManager()
    device = Device(manager)
    interpreter = PDFPageInterpreter(manager, device)
    numbers = set(range(first)) if first is not None else None
    with _streams_parsed_once():
        for page in PDFPage.get_pages(io.BytesIO(data), pagenos=numbers):
            x0, y0, x1, y1 = page.mediabox
            device.page = PageGeometry(((x1 - x0) * MM_PER_PT, (y1 - y0) * MM_PER_PT))
            interpreter.process_page(page)
            pages.append(device.page)
    return pages


#: The tokens of every content stream read in this process, by what the stream holds: a card's
#: art is the same stream in every PDF of the set made at one card size and bleed (whatever the
#: paper or the duplex), so a test reading many of them tokenizes each art once.
_TOKENS: dict[bytes, list[Any]] = {}
_TOKENS_KEPT = 20_000


@contextlib.contextmanager
def _streams_parsed_once() -> Iterator[None]:
    """pdfminer reads a form's content stream again at every use, and a sheet uses one card's
    art many times: most of the reading time. While a document is read, each stream's tokens
    are read once (:data:`_TOKENS`) and given again to every later use of the same content
    (the interpreter only reads them)."""
    import hashlib

    from pdfminer import pdfinterp
    from pdfminer.psparser import PSEOF

    real = pdfinterp.PDFContentParser

    class Replay:
        def __init__(self, tokens: list[Any]) -> None:
            self._tokens = iter(tokens)

        def nextobject(self) -> Any:
            try:
                return next(self._tokens)
            except StopIteration:
                raise PSEOF from None

    def parser(streams: list[Any]) -> Replay:
        digest = hashlib.blake2b(digest_size=20)
        for stream in streams:
            data = stream.get_data()
            digest.update(len(data).to_bytes(8, "big"))
            digest.update(data)
        key = digest.digest()
        if key not in _TOKENS:
            tokens, source = [], real(streams)  # an empty stream raises PSEOF, as before
            with contextlib.suppress(PSEOF):
                while True:
                    tokens.append(source.nextobject())
            if len(_TOKENS) >= _TOKENS_KEPT:
                _TOKENS.clear()
            _TOKENS[key] = tokens
        return Replay(_TOKENS[key])

    pdfinterp.PDFContentParser = parser  # type: ignore[assignment,misc]
    try:
        yield
    finally:
        pdfinterp.PDFContentParser = real  # type: ignore[misc]
