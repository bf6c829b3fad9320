"""Every page of a deck PDF as data: which card art goes in which slot, the crop marks, the fold.

The PDF writer (``export/pdf/document.py``) and the app's page preview both walk these
pages, so the preview shows exactly the sheets the PDF contains. Pure geometry, no reportlab.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from export.art.primitives import Drawing, ink_saver
from export.pdf.layout import (
    FOLD_LABEL_ROOM,
    MARK_GAP,
    MARK_LINE,
    MARK_MAX,
    MARK_MIN,
    PRINT_EDGE,
    PrintOptions,
    Sheet,
    Slot,
    sheet_for,
)

__all__ = [
    "FOLD_LABEL",
    "CardPrint",
    "DeckPage",
    "PlacedFace",
    "Segment",
    "Sides",
    "crop_mark_segments",
    "deck_pages",
]

Sides = Literal["both", "fronts", "backs"]
Segment = tuple[float, float, float, float]
#: printed at the foot of the fold line of a fold-and-glue sheet (all four languages at once)
FOLD_LABEL = "fold / plier / piegare / dobrar"


@dataclass(frozen=True)
class CardPrint:
    """A card to print: its front, and its back (``None`` leaves the back blank)."""

    front: Drawing
    back: Drawing | None


@dataclass(frozen=True)
class PlacedFace:
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
    placements: tuple[PlacedFace, ...]
    crop_marks: bool
    marks: tuple[Segment, ...]
    fold_x: float | None = None
    outlines: bool = False


def crop_mark_segments(
    page: tuple[float, float], slots: Sequence[Slot], bottom_room: float = 0.0
) -> tuple[Segment, ...]:
    """Short lines in the margins, in line with every cut, between the bleed and the printer's edge.

    Each mark starts :data:`MARK_GAP` outside the outer bleed, so a slightly off cut never
    shows it, and stops :data:`PRINT_EDGE` from the paper's edge (and ``bottom_room`` more at
    the bottom, where a fold-and-glue sheet has its label), at most :data:`MARK_MAX` long.
    Each segment is ``(x1, y1, x2, y2)`` in mm from the page's top-left corner.
    """
    if not slots:
        return ()
    page_w, page_h = page
    bleed = max(s.bleed for s in slots)
    left = min(s.x for s in slots) - bleed - MARK_GAP
    right = max(s.x + s.w for s in slots) + bleed + MARK_GAP
    top = min(s.y for s in slots) - bleed - MARK_GAP
    bottom = max(s.y + s.h for s in slots) + bleed + MARK_GAP
    xs = sorted({round(v, 3) for s in slots for v in (s.x, s.x + s.w)})
    ys = sorted({round(v, 3) for s in slots for v in (s.y, s.y + s.h)})

    def length(room: float) -> float:
        # the line's half width stays off the printer's edge too, whatever its caps
        return min(MARK_MAX, room - PRINT_EDGE - MARK_LINE / 2)

    out: list[Segment] = []
    for x in xs:
        if length(top) >= MARK_MIN - 1e-9:
            out.append((x, top - length(top), x, top))
        if length(page_h - bottom_room - bottom) >= MARK_MIN - 1e-9:
            out.append((x, bottom, x, bottom + length(page_h - bottom_room - bottom)))
    for y in ys:
        if length(left) >= MARK_MIN - 1e-9:
            out.append((left - length(left), y, left, y))
        if length(page_w - right) >= MARK_MIN - 1e-9:
            out.append((right, y, right + length(page_w - right), y))
    return tuple(out)


def _placement(slot: Slot, drawing: Drawing, options: PrintOptions) -> PlacedFace:
    art = ink_saver(drawing) if options.ink_saver else drawing
    if (art.width, art.height) != slot.art_size:
        width, height = slot.art_size
        raise ValueError(f"card art is {art.width}×{art.height} mm but the slot is {width}×{height} mm")
    return PlacedFace(slot, art)


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
    pages: list[DeckPage] = []
    for number, start in enumerate(range(0, len(cards), per_sheet), start=1):
        batch = cards[start : start + per_sheet]
        # The marks of the slots that hold a card: a last sheet half full shows no cuts to make
        # around empty places.
        fronts, backs = sheet.fronts[: len(batch)], sheet.backs[: len(batch)]
        if options.gutterfold:
            placed: list[PlacedFace] = []
            for card, front, back in zip(batch, fronts, backs, strict=True):
                placed.append(_placement(front, card.front, options))
                if card.back is not None:
                    placed.append(_placement(back, card.back, options))
            marks = (
                crop_mark_segments(sheet.page, fronts + backs, FOLD_LABEL_ROOM) if options.crop_marks else ()
            )
            pages.append(
                DeckPage(sheet.page, "fold", number, tuple(placed), options.crop_marks, marks, sheet.fold_x)
            )
            continue
        if sides in ("both", "fronts"):
            placed = [_placement(slot, card.front, options) for card, slot in zip(batch, fronts, strict=True)]
            marks = crop_mark_segments(sheet.page, fronts) if options.crop_marks else ()
            pages.append(DeckPage(sheet.page, "fronts", number, tuple(placed), options.crop_marks, marks))
        if sides in ("both", "backs"):
            placed = [
                _placement(slot, card.back, options)
                for card, slot in zip(batch, backs, strict=True)
                if card.back is not None
            ]
            pages.append(DeckPage(sheet.page, "backs", number, tuple(placed), False, ()))
    if options.ink_saver:
        pages = [replace(page, outlines=True) for page in pages]
    return pages
