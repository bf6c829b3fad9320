"""Write print-and-play PDFs: decks imposed on sheets, and whole pages (sheets, aids, calibration).

Every PDF is built in memory in reportlab's invariant mode (same input, same bytes), with
the Vera fonts embedded, asks viewers to print duplex at 100 % scale, and reaches the disk
through ``engines.safe_files.atomic_writer``: a failure never leaves half a PDF behind.
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from engines.safe_files import atomic_writer
from export.art.fonts import register_fonts
from export.art.primitives import Drawing, ink_saver
from export.pdf.layout import Duplex, PrintOptions, Sheet, Slot, sheet_for
from export.pdf.painter import draw_drawing

__all__ = ["CardPrint", "PdfResult", "deck_pdf_bytes", "pages_pdf_bytes", "write_pdf"]

Sides = Literal["both", "fronts", "backs"]
_DUPLEX_NAMES = {"long": "DuplexFlipLongEdge", "short": "DuplexFlipShortEdge", "none": "Simplex"}
_MARK = "#000000"
_MARK_WIDTH = 0.2  # mm


@dataclass(frozen=True)
class CardPrint:
    """A card to print: its front, and its back (``None`` leaves the back blank)."""

    front: Drawing
    back: Drawing | None


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


def _crop_marks(canvas: Canvas, sheet: Sheet, slots: Sequence[Slot]) -> None:
    """Short lines in the margins, in line with every cut, stopping short of the bleed."""
    if not slots:
        return
    page_w, page_h = sheet.page
    bleed = max(s.bleed for s in slots)
    left = min(s.x for s in slots) - bleed
    right = max(s.x + s.w for s in slots) + bleed
    top = min(s.y for s in slots) - bleed
    bottom = max(s.y + s.h for s in slots) + bleed
    xs = sorted({round(v, 3) for s in slots for v in (s.x, s.x + s.w)})
    ys = sorted({round(v, 3) for s in slots for v in (s.y, s.y + s.h)})
    canvas.saveState()
    canvas.setStrokeColor(_MARK)
    canvas.setLineWidth(_MARK_WIDTH * mm)
    edge = 1.5  # most printers cannot print closer to the paper's edge than this
    for x in xs:
        if top - 0.5 - edge >= 1.0:
            _line(canvas, page_h, x, max(edge, top - 0.5 - 6.0), x, top - 0.5)
        if page_h - bottom - 0.5 - edge >= 1.0:
            _line(canvas, page_h, x, bottom + 0.5, x, min(page_h - edge, bottom + 0.5 + 6.0))
    for y in ys:
        if left - 0.5 - edge >= 1.0:
            _line(canvas, page_h, max(edge, left - 0.5 - 6.0), y, left - 0.5, y)
        if page_w - right - 0.5 - edge >= 1.0:
            _line(canvas, page_h, right + 0.5, y, min(page_w - edge, right + 0.5 + 6.0), y)
    canvas.restoreState()


def _outline(canvas: Canvas, page_h: float, slot: Slot) -> None:
    canvas.saveState()
    canvas.setStrokeColor("#9a9a9a")
    canvas.setLineWidth(0.15 * mm)
    canvas.rect(slot.x * mm, (page_h - slot.y - slot.h) * mm, slot.w * mm, slot.h * mm, stroke=1, fill=0)
    canvas.restoreState()


def _fold_line(canvas: Canvas, sheet: Sheet) -> None:
    assert sheet.fold_x is not None
    page_h = sheet.page[1]
    canvas.saveState()
    canvas.setStrokeColor("#6b6b6b")
    canvas.setLineWidth(0.25 * mm)
    canvas.setDash(2 * mm, 1.5 * mm)
    _line(canvas, page_h, sheet.fold_x, 2.0, sheet.fold_x, page_h - 2.0)
    canvas.restoreState()
    canvas.setFont("Vera", 2.8 * mm)
    canvas.setFillColor("#6b6b6b")
    canvas.drawCentredString(sheet.fold_x * mm, (page_h - 5.5) * mm, "fold / plier / piegare / dobrar")


class _Forms:
    """Each distinct card face is drawn once as a PDF form and placed wherever it recurs.

    A deck repeats faces (Revorso: 85 cards, 11 faces), so this keeps files small and fast.
    """

    def __init__(self, canvas: Canvas) -> None:
        self.canvas = canvas
        self.names: dict[tuple[object, float, bool], str] = {}

    def name(self, art: Drawing, bleed: float, rotate180: bool) -> str:
        key = (art.cache_key, round(bleed, 4), rotate180)
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
            draw_drawing(canvas, art, 0, 0, bleed=bleed, page_height_mm=art.height, rotate180=rotate180)
            canvas.endForm()
            self.names[key] = name
        return name


def _place(forms: _Forms, sheet: Sheet, slot: Slot, drawing: Drawing, options: PrintOptions) -> None:
    canvas = forms.canvas
    art = ink_saver(drawing) if options.ink_saver else drawing
    if (art.width, art.height) != (slot.w, slot.h):
        raise ValueError(f"card art is {art.width}×{art.height} mm but the slot is {slot.w}×{slot.h} mm")
    name = forms.name(art, slot.bleed, slot.rotate == 180)
    canvas.saveState()
    canvas.translate(slot.x * mm, (sheet.page[1] - slot.y - slot.h) * mm)
    canvas.doForm(name)
    canvas.restoreState()
    if options.ink_saver:
        _outline(canvas, sheet.page[1], slot)


def deck_pdf_bytes(
    cards: Sequence[CardPrint], options: PrintOptions, title: str, sides: Sides = "both"
) -> PdfResult:
    """Impose ``cards`` on sheets.

    ``sides="both"`` gives front page, back page, front page ... for duplex printing (every
    sheet has its back page, so the page count is even); the fold-and-glue layout puts both
    on one page; ``"fronts"``/``"backs"`` give one side only, for printers without duplex.
    """
    if not cards:
        raise ValueError("no cards to print")
    sheet = sheet_for(options)
    per_sheet = len(sheet.fronts)
    buffer = io.BytesIO()
    canvas = _canvas(buffer, sheet.page, title, options.duplex if sides == "both" else "none")
    forms = _Forms(canvas)
    pages = 0
    for start in range(0, len(cards), per_sheet):
        batch = cards[start : start + per_sheet]
        if options.gutterfold:
            for card, front, back in zip(batch, sheet.fronts, sheet.backs, strict=False):
                _place(forms, sheet, front, card.front, options)
                if card.back is not None:
                    _place(forms, sheet, back, card.back, options)
            if options.crop_marks:
                _crop_marks(canvas, sheet, sheet.fronts + sheet.backs)
            _fold_line(canvas, sheet)
            canvas.showPage()
            pages += 1
            continue
        if sides in ("both", "fronts"):
            for card, slot in zip(batch, sheet.fronts, strict=False):
                _place(forms, sheet, slot, card.front, options)
            if options.crop_marks:
                _crop_marks(canvas, sheet, sheet.fronts)
            canvas.showPage()
            pages += 1
        if sides in ("both", "backs"):
            for card, slot in zip(batch, sheet.backs, strict=False):
                if card.back is not None:
                    _place(forms, sheet, slot, card.back, options)
            canvas.showPage()
            pages += 1
    canvas.save()
    return PdfResult(buffer.getvalue(), pages, len(cards))


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
