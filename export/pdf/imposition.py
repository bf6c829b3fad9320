"""Every page of a deck PDF as data: which card art goes in which slot, the crop marks, the fold.

The PDF writer (``export/pdf/document.py``) and the app's page preview both walk these
pages, so the preview shows exactly the sheets the PDF contains. Pure geometry, no reportlab.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from export.art.primitives import Drawing, ink_saver
from export.pdf.layout import PrintOptions, Sheet, Slot, sheet_for

__all__ = [
    "CROP_EDGE",
    "FOLD_LABEL",
    "CardPrint",
    "DeckPage",
    "Placement",
    "Segment",
    "Sides",
    "crop_mark_segments",
    "deck_pages",
    "effective_bleed",
]

Sides = Literal["both", "fronts", "backs"]
Segment = tuple[float, float, float, float]
#: printed at the foot of the fold line of a fold-and-glue sheet (all four languages at once)
FOLD_LABEL = "fold / plier / piegare / dobrar"
#: most printers cannot print closer to the paper's edge than this (mm)
CROP_EDGE = 1.5
_MARK_LENGTH = 6.0
_MARK_GAP = 0.5


@dataclass(frozen=True)
class CardPrint:
    """A card to print: its front, and its back (``None`` leaves the back blank)."""

    front: Drawing
    back: Drawing | None


@dataclass(frozen=True)
class Placement:
    """One card face on a page: the trim box (with its bleed and turn) and the art to draw there."""

    slot: Slot
    art: Drawing


@dataclass(frozen=True)
class DeckPage:
    """One page of a deck PDF, in drawing order.

    ``side`` is ``"fronts"``, ``"backs"`` or ``"fold"`` (fold-and-glue: both on one page);
    ``sheet`` counts sheets of paper from 1. ``outlines`` asks for a thin trim outline
    around each card (the ink saver has no background to show where to cut).
    """

    page: tuple[float, float]
    side: Literal["fronts", "backs", "fold"]
    sheet: int
    placements: tuple[Placement, ...]
    crop_marks: bool
    marks: tuple[Segment, ...]
    fold_x: float | None = None
    outlines: bool = False


def crop_mark_segments(page: tuple[float, float], slots: Sequence[Slot]) -> tuple[Segment, ...]:
    """Short lines in the margins, in line with every cut, stopping short of the bleed.

    Each segment is ``(x1, y1, x2, y2)`` in mm from the page's top-left corner.
    """
    if not slots:
        return ()
    page_w, page_h = page
    bleed = max(s.bleed for s in slots)
    left = min(s.x for s in slots) - bleed
    right = max(s.x + s.w for s in slots) + bleed
    top = min(s.y for s in slots) - bleed
    bottom = max(s.y + s.h for s in slots) + bleed
    xs = sorted({round(v, 3) for s in slots for v in (s.x, s.x + s.w)})
    ys = sorted({round(v, 3) for s in slots for v in (s.y, s.y + s.h)})
    edge, gap, length = CROP_EDGE, _MARK_GAP, _MARK_LENGTH
    out: list[Segment] = []
    for x in xs:
        if top - gap - edge >= 1.0:
            out.append((x, max(edge, top - gap - length), x, top - gap))
        if page_h - bottom - gap - edge >= 1.0:
            out.append((x, bottom + gap, x, min(page_h - edge, bottom + gap + length)))
    for y in ys:
        if left - gap - edge >= 1.0:
            out.append((max(edge, left - gap - length), y, left - gap, y))
        if page_w - right - gap - edge >= 1.0:
            out.append((right + gap, y, min(page_w - edge, right + gap + length), y))
    return tuple(out)


def effective_bleed(options: PrintOptions) -> float:
    """The bleed the layout really gives each card (it shrinks so the most cards fit a sheet)."""
    return min((slot.bleed for slot in sheet_for(options).fronts), default=0.0)


def _placement(slot: Slot, drawing: Drawing, options: PrintOptions) -> Placement:
    art = ink_saver(drawing) if options.ink_saver else drawing
    if (art.width, art.height) != (slot.w, slot.h):
        raise ValueError(f"card art is {art.width}×{art.height} mm but the slot is {slot.w}×{slot.h} mm")
    return Placement(slot, art)


def deck_pages(cards: Sequence[CardPrint], options: PrintOptions, sides: Sides = "both") -> list[DeckPage]:
    """The pages of the deck PDF for these options.

    ``sides="both"`` gives front page, back page, front page ... for duplex printing (every
    sheet has its back page, so the page count is even); the fold-and-glue layout puts both
    on one page; ``"fronts"``/``"backs"`` give one side only, for printers without duplex.
    """
    if not cards:
        raise ValueError("no cards to print")
    sheet: Sheet = sheet_for(options)
    per_sheet = len(sheet.fronts)
    marks_fronts = crop_mark_segments(sheet.page, sheet.fronts) if options.crop_marks else ()
    pages: list[DeckPage] = []
    for number, start in enumerate(range(0, len(cards), per_sheet), start=1):
        batch = cards[start : start + per_sheet]
        if options.gutterfold:
            placed: list[Placement] = []
            for card, front, back in zip(batch, sheet.fronts, sheet.backs, strict=False):
                placed.append(_placement(front, card.front, options))
                if card.back is not None:
                    placed.append(_placement(back, card.back, options))
            marks = crop_mark_segments(sheet.page, sheet.fronts + sheet.backs) if options.crop_marks else ()
            pages.append(
                DeckPage(sheet.page, "fold", number, tuple(placed), options.crop_marks, marks, sheet.fold_x)
            )
            continue
        if sides in ("both", "fronts"):
            placed = [
                _placement(slot, card.front, options) for card, slot in zip(batch, sheet.fronts, strict=False)
            ]
            pages.append(
                DeckPage(sheet.page, "fronts", number, tuple(placed), options.crop_marks, marks_fronts)
            )
        if sides in ("both", "backs"):
            placed = [
                _placement(slot, card.back, options)
                for card, slot in zip(batch, sheet.backs, strict=False)
                if card.back is not None
            ]
            pages.append(DeckPage(sheet.page, "backs", number, tuple(placed), False, ()))
    if options.ink_saver:
        pages = [replace(page, outlines=True) for page in pages]
    return pages
