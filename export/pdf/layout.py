"""Where cards go on the paper: pure geometry in millimetres, y down from the top-left corner.

Kept apart from reportlab so every position can be checked by tests: card sizes, the
grid, the back of each card exactly behind its front for the chosen flip edge, and the
fold-and-glue (gutterfold) layout. Model: Squib's layouts as data, Proxy-PDF-Maker's
flip edge and back offset, cardfoldr's gutterfold.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "CARD_SIZES",
    "PAPERS",
    "Duplex",
    "PrintOptions",
    "Sheet",
    "Slot",
    "back_position",
    "grid_layout",
    "gutterfold_layout",
]

PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
CARD_SIZES: dict[str, tuple[float, float]] = {
    "poker": (63.0, 88.0),
    "bridge": (57.0, 89.0),
    "mini": (44.0, 68.0),
}
Duplex = Literal["long", "short", "none"]

#: smallest distance from the paper edge to a card's trim line (most home printers print to ~4 mm)
MIN_MARGIN = 6.0
MAX_BLEED = 3.0
#: room kept for crop marks between the outer bleed and the paper edge, when there is slack
MARK_ROOM = 4.5


@dataclass(frozen=True)
class PrintOptions:
    paper: str = "a4"
    card: str = "poker"
    bleed: float = 0.0
    crop_marks: bool = True
    duplex: Duplex = "long"
    gutterfold: bool = False
    back_offset: tuple[float, float] = (0.0, 0.0)
    ink_saver: bool = False

    def __post_init__(self) -> None:
        if self.paper not in PAPERS:
            raise ValueError(f"unknown paper {self.paper!r} (a4 or letter)")
        if self.card not in CARD_SIZES:
            raise ValueError(f"unknown card size {self.card!r} (poker, bridge or mini)")
        if not 0 <= self.bleed <= MAX_BLEED:
            raise ValueError(f"bleed must be between 0 and {MAX_BLEED:g} mm")
        if self.duplex not in ("long", "short", "none"):
            raise ValueError(f"unknown duplex mode {self.duplex!r} (long, short or none)")
        if any(abs(v) > 20 for v in self.back_offset):
            raise ValueError("back offset must be within ±20 mm")

    @property
    def card_size(self) -> tuple[float, float]:
        return CARD_SIZES[self.card]

    @property
    def page_size(self) -> tuple[float, float]:
        return PAPERS[self.paper]


@dataclass(frozen=True)
class Slot:
    """A card's trim box on a page (x, y of the top-left corner), the bleed it may use, and its turn."""

    x: float
    y: float
    w: float
    h: float
    bleed: float
    rotate: int = 0  # 0 or 180: the art is turned half a turn (backs for a short-edge flip)


@dataclass(frozen=True)
class Sheet:
    """One sheet of paper: page size, the front slots and (when two-sided) the matching back slots."""

    page: tuple[float, float]
    fronts: tuple[Slot, ...]
    backs: tuple[Slot, ...]
    fold_x: float | None = None  # gutterfold: the vertical fold line


def _fit(length: float, card: float, bleed: float) -> tuple[int, float]:
    """How many cards fit along ``length`` and the gap between them (≤ 2 bleeds, maybe less)."""
    usable = length - 2 * MIN_MARGIN
    count = max(1, math.floor((usable + 1e-9) / card))
    if count == 1:
        return 1, 0.0
    slack = usable - count * card
    # keep room for crop marks outside the outer bleed: the gap gives way first,
    # but never below one bleed (half a bleed each side) while the slack allows it
    keep = 2 * max(0.0, bleed + MARK_ROOM - MIN_MARGIN)
    with_marks = (slack - keep) / (count - 1)
    return count, max(0.0, min(2 * bleed, max(with_marks, min(bleed, slack / (count - 1)))))


def grid_layout(options: PrintOptions) -> tuple[Slot, ...]:
    """Front slots of one page, left to right then top to bottom, the grid centred on the page.

    Cards keep the most per page; the gap between neighbours is two bleeds when it fits,
    otherwise the room there is, and each card's bleed is at most half the gap inside the grid.
    """
    page_w, page_h = options.page_size
    card_w, card_h = options.card_size
    cols, gap_x = _fit(page_w, card_w, options.bleed)
    rows, gap_y = _fit(page_h, card_h, options.bleed)
    bleed = min(
        options.bleed, gap_x / 2 if cols > 1 else options.bleed, gap_y / 2 if rows > 1 else options.bleed
    )
    grid_w = cols * card_w + (cols - 1) * gap_x
    grid_h = rows * card_h + (rows - 1) * gap_y
    x0 = (page_w - grid_w) / 2
    y0 = (page_h - grid_h) / 2
    return tuple(
        Slot(x0 + c * (card_w + gap_x), y0 + r * (card_h + gap_y), card_w, card_h, bleed)
        for r in range(rows)
        for c in range(cols)
    )


def back_position(
    front: Slot, page: tuple[float, float], duplex: Duplex, offset: tuple[float, float]
) -> Slot:
    """The slot on the back page that lies exactly behind ``front`` once the sheet is turned.

    Long edge: the sheet turns about its vertical axis, so x mirrors. Short edge: it turns
    about its horizontal axis, so y mirrors and the art is turned half a turn to stay upright
    when the card itself is turned like a page. ``offset`` moves the backs to correct a printer.
    """
    page_w, page_h = page
    dx, dy = offset
    if duplex == "short":
        return Slot(front.x + dx, page_h - front.y - front.h + dy, front.w, front.h, front.bleed, 180)
    return Slot(page_w - front.x - front.w + dx, front.y + dy, front.w, front.h, front.bleed, 0)


def gutterfold_layout(options: PrintOptions) -> Sheet:
    """Fronts on the left half, backs mirrored on the right, fold on the vertical centre line.

    Uses the page turned sideways when that holds more cards.
    """
    best: Sheet | None = None
    card_w, card_h = options.card_size
    for page in (options.page_size, options.page_size[::-1]):
        page_w, page_h = page
        half = page_w / 2
        usable = half - MIN_MARGIN - 4.0  # 4 mm each side of the fold, so glue and fold stay off the art
        cols = math.floor((usable + 1e-9) / card_w)
        rows, gap_y = _fit(page_h, card_h, options.bleed)
        if cols < 1:
            continue
        slack = usable - cols * card_w
        gap_x = min(2 * options.bleed, slack / (cols - 1)) if cols > 1 else 0.0
        bleed = min(
            options.bleed,
            gap_y / 2 if rows > 1 else options.bleed,
            gap_x / 2 if cols > 1 else options.bleed,
            4.0,
        )
        grid_h = rows * card_h + (rows - 1) * gap_y
        y0 = (page_h - grid_h) / 2
        fronts = []
        backs = []
        for r in range(rows):
            for c in range(cols):
                # column 0 sits next to the fold
                x = half - 4.0 - card_w - c * (card_w + gap_x)
                y = y0 + r * (card_h + gap_y)
                fronts.append(Slot(x, y, card_w, card_h, bleed))
                backs.append(Slot(page_w - x - card_w, y, card_w, card_h, bleed))
        sheet = Sheet((page_w, page_h), tuple(fronts), tuple(backs), fold_x=half)
        if best is None or len(sheet.fronts) > len(best.fronts):
            best = sheet
    if best is None:
        raise ValueError("the card does not fit half a page for fold-and-glue")
    return best


def sheet_for(options: PrintOptions) -> Sheet:
    """The layout used for every sheet of a deck with these options."""
    if options.gutterfold:
        return gutterfold_layout(options)
    fronts = grid_layout(options)
    page = options.page_size
    if options.duplex == "none":
        backs = tuple(back_position(s, page, "long", options.back_offset) for s in fronts)
    else:
        backs = tuple(back_position(s, page, options.duplex, options.back_offset) for s in fronts)
    return Sheet(page, fronts, backs)
