"""Write print-and-play PDFs: decks imposed on sheets, and whole pages (sheets, aids, calibration).

Every PDF is built in memory in reportlab's invariant mode (same input, same bytes), with
the Vera fonts embedded, asks viewers to print duplex at 100 % scale, and reaches the disk
through ``engines.safe_files.atomic_writer``: a failure never leaves half a PDF behind.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from engines.safe_files import atomic_writer
from export.art.fonts import register_fonts
from export.art.primitives import Drawing
from export.pdf.imposition import FOLD_LABEL, CardPrint, DeckPage, PlacedFace, Segment, Sides, deck_pages
from export.pdf.layout import (
    FOLD_LABEL_ROOM,
    FOLD_LABEL_SIZE,
    MARK_LINE,
    PRINT_EDGE,
    Duplex,
    PrintOptions,
    Slot,
)
from export.pdf.painter import draw_drawing

__all__ = ["CardPrint", "PdfResult", "deck_pdf_bytes", "pages_pdf_bytes", "write_pdf"]

_DUPLEX_NAMES = {"long": "DuplexFlipLongEdge", "short": "DuplexFlipShortEdge", "none": "Simplex"}
_MARK = "#000000"
_FOLD_LINE = 0.25  # mm


@dataclass(frozen=True)
class PdfResult:
    data: bytes
    pages: int
    cards: int


def _canvas(buffer: io.BytesIO, page: tuple[float, float], title: str, duplex: Duplex) -> Canvas:
    register_fonts()
    canvas = Canvas(
        buffer,
        pagesize=(page[0] * mm, page[1] * mm),
        invariant=1,
        pageCompression=1,
        initialFontName="Vera",
        initialFontSize=10,
    )
    canvas.setTitle(title)
    canvas.setAuthor("Recto Verso Studio")
    canvas.setCreator("Recto Verso Studio print-and-play export")
    canvas.setViewerPreference("PrintScaling", "None")
    canvas.setViewerPreference("Duplex", _DUPLEX_NAMES[duplex])
    return canvas


def _line(canvas: Canvas, page_h: float, x1: float, y1: float, x2: float, y2: float) -> None:
    canvas.line(x1 * mm, (page_h - y1) * mm, x2 * mm, (page_h - y2) * mm)


def _crop_marks(canvas: Canvas, page_h: float, marks: Sequence[Segment]) -> None:
    canvas.saveState()
    canvas.setStrokeColor(_MARK)
    canvas.setLineWidth(MARK_LINE * mm)
    for x1, y1, x2, y2 in marks:
        _line(canvas, page_h, x1, y1, x2, y2)
    canvas.restoreState()


def _outline(canvas: Canvas, page_h: float, slot: Slot) -> None:
    canvas.saveState()
    canvas.setStrokeColor("#9a9a9a")
    canvas.setLineWidth(0.15 * mm)
    canvas.rect(slot.x * mm, (page_h - slot.y - slot.h) * mm, slot.w * mm, slot.h * mm, stroke=1, fill=0)
    canvas.restoreState()


def _fold_line(canvas: Canvas, page: tuple[float, float], fold_x: float) -> None:
    """The dashed fold line, from the printer's edge down to the strip kept for its label."""
    page_h = page[1]
    bottom = page_h - PRINT_EDGE - FOLD_LABEL_ROOM
    canvas.saveState()
    canvas.setStrokeColor("#6b6b6b")
    canvas.setLineWidth(_FOLD_LINE * mm)
    canvas.setDash(2 * mm, 1.5 * mm)
    _line(canvas, page_h, fold_x, PRINT_EDGE + _FOLD_LINE, fold_x, bottom)
    canvas.restoreState()
    canvas.setFont("Vera", FOLD_LABEL_SIZE * mm)
    canvas.setFillColor("#6b6b6b")
    canvas.drawCentredString(fold_x * mm, (PRINT_EDGE + 1.0) * mm, FOLD_LABEL)


class _Forms:
    """Each distinct card face is drawn once as a PDF form and placed wherever it recurs.

    A deck repeats faces (Revorso: 85 cards, 11 faces), so this keeps files small and fast.
    """

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.names: dict[tuple[object, float], str] = {}

    def name(self, art: Drawing, bleed: float) -> str:
        key = (art.cache_key, round(bleed, 4))
        name = self.names.get(key)
        if name is None:
            name = f"card{len(self.names)}"
            canvas = self.canvas
            canvas.beginForm(
                name,
                lowerx=-bleed * mm,
                lowery=-bleed * mm,
                upperx=(art.width + bleed) * mm,
                uppery=(art.height + bleed) * mm,
            )
            draw_drawing(canvas, art, 0, 0, bleed=bleed, page_height_mm=art.height)
            canvas.endForm()
            self.names[key] = name
        return name


#: for each clockwise turn of a slot: the corner of its box the form's origin (the art's lower-left
#: corner) lands on, in box widths and heights from the box's lower-left, and the turn in PDF
#: degrees (counter-clockwise, y up)
_TURNS = {0: (0, 0, 0), 90: (0, 1, -90), 180: (1, 1, 180), 270: (1, 0, 90)}


def _place(forms: _Forms, page: DeckPage, placement: PlacedFace) -> None:
    """Draw a card's form in its slot, turned as the slot says (the form itself is always upright)."""
    canvas = forms.canvas
    slot = placement.slot
    name = forms.name(placement.art, slot.bleed)
    along_x, along_y, degrees = _TURNS[slot.rotate]
    x = slot.x + along_x * slot.w
    y = page.page[1] - slot.y - slot.h + along_y * slot.h
    canvas.saveState()
    canvas.translate(x * mm, y * mm)
    canvas.rotate(degrees)
    canvas.doForm(name)
    canvas.restoreState()
    if page.outlines:
        _outline(canvas, page.page[1], slot)


def deck_pdf_bytes(
    cards: Sequence[CardPrint],
    options: PrintOptions,
    title: str,
    sides: Sides = "both",
    check: Callable[[], None] | None = None,
) -> PdfResult:
    """Impose ``cards`` on sheets, page by page as :func:`export.pdf.imposition.deck_pages` lays them out."""
    pages = deck_pages(cards, options, sides)
    buffer = io.BytesIO()
    canvas = _canvas(buffer, pages[0].page, title, options.duplex if sides == "both" else "none")
    forms = _Forms(canvas)
    for page in pages:
        if check is not None:
            check()  # may raise to stop: nothing has reached the disk yet
        for placement in page.placements:
            _place(forms, page, placement)
        if page.crop_marks:
            _crop_marks(canvas, page.page[1], page.marks)
        if page.fold_x is not None:
            _fold_line(canvas, page.page, page.fold_x)
        canvas.showPage()
    canvas.save()
    return PdfResult(buffer.getvalue(), len(pages), len(cards))


def pages_pdf_bytes(pages: Sequence[Drawing], title: str, duplex: Duplex = "none") -> PdfResult:
    """Whole pages drawn from page-sized drawings (score sheets, player aids, calibration)."""
    if not pages:
        raise ValueError("no pages to print")
    buffer = io.BytesIO()
    first = pages[0]
    canvas = _canvas(buffer, (first.width, first.height), title, duplex)
    for page in pages:
        canvas.setPageSize((page.width * mm, page.height * mm))
        draw_drawing(canvas, page, 0, 0, page_height_mm=page.height)
        canvas.showPage()
    canvas.save()
    return PdfResult(buffer.getvalue(), len(pages), 0)


def write_pdf(path: str | os.PathLike[str], data: bytes) -> None:
    """Write a finished PDF atomically (temporary file beside it, then rename)."""
    with atomic_writer(path, "wb") as stream:
        stream.write(data)
