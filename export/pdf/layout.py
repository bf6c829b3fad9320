"""Where cards go on the paper: pure geometry in millimetres, y down from the top-left corner.

Kept apart from reportlab so every position can be checked by tests: card sizes, the
grid, the back of each card exactly behind its front for the chosen flip edge, and the
fold-and-glue (gutterfold) layout. Model: Squib's layouts as data, Proxy-PDF-Maker's
flip edge and back offset, cardfoldr's gutterfold.

The rules (docs/ARCHITECTURE.md, "Print and play"): every card gets the whole bleed asked
for, on all four sides; nothing is printed nearer the paper's edge than :data:`PRINT_EDGE`
(the strip home printers leave blank); a crop mark is at least :data:`MARK_MIN` long. A
sheet holds as many cards as those rules allow, upright or turned sideways, whichever
holds more; the caller says so when that is fewer than a sheet without bleed or marks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Literal

__all__ = [
    "CARD_SIZES",
    "FOLD_LABEL_ROOM",
    "FOLD_LABEL_SIZE",
    "FOLD_ROOM",
    "MARK_GAP",
    "MARK_LINE",
    "MARK_MAX",
    "MARK_MIN",
    "PAPERS",
    "PRINT_EDGE",
    "Duplex",
    "PrintOptions",
    "Sheet",
    "SheetFit",
    "Slot",
    "back_position",
    "grid_layout",
    "gutterfold_layout",
    "outer_room",
    "sheet_fit",
    "sheet_for",
]

PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
CARD_SIZES: dict[str, tuple[float, float]] = {
    "poker": (63.0, 88.0),
    "bridge": (57.0, 89.0),
    "mini": (44.0, 68.0),
}
Duplex = Literal["long", "short", "none"]
Turn = Literal[0, 90, 180, 270]

#: nothing is printed nearer the paper's edge (home printers leave about 4.2 mm blank)
PRINT_EDGE = 5.0
MAX_BLEED = 3.0
#: white space between a card's outer bleed and the start of its crop mark
MARK_GAP = 0.5
#: the shortest crop mark worth printing, and the longest drawn when there is room
MARK_MIN = 3.0
MARK_MAX = 6.0
#: the crop marks' line width (mm)
MARK_LINE = 0.2
#: fold-and-glue: white space between the fold and the cards on each side of it
FOLD_ROOM = 4.0
#: fold-and-glue: the strip kept above the bottom edge's blank for the fold's label (mm), and its size
FOLD_LABEL_ROOM = 5.0
FOLD_LABEL_SIZE = 3.0


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
    """A card's trim box on a page (x, y of the top-left corner, as the box lies on the page),
    its bleed, and how far its art is turned clockwise.

    At a turn of 90 or 270 the card lies sideways: the box is the card's height wide.
    """

    x: float
    y: float
    w: float
    h: float
    bleed: float
    rotate: Turn = 0

    @property
    def sideways(self) -> bool:
        return self.rotate in (90, 270)

    @property
    def art_size(self) -> tuple[float, float]:
        """The card's own width and height (the box turned back upright)."""
        return (self.h, self.w) if self.sideways else (self.w, self.h)


@dataclass(frozen=True)
class Sheet:
    """One sheet of paper: page size, the front slots and (when two-sided) the matching back slots."""

    page: tuple[float, float]
    fronts: tuple[Slot, ...]
    backs: tuple[Slot, ...]
    fold_x: float | None = None  # gutterfold: the vertical fold line


def outer_room(bleed: float, crop_marks: bool) -> float:
    """The least paper between a sheet's outermost trim line and the paper's edge.

    The bleed, then (with crop marks) a gap and the shortest mark, then the printer's blank strip.
    """
    return bleed + (MARK_GAP + MARK_MIN + MARK_LINE / 2 if crop_marks else 0.0) + PRINT_EDGE


def _count(length: float, card: float, bleed: float, crop_marks: bool) -> int:
    """How many cards fit along ``length``, two bleeds apart, with the outer room on both ends."""
    room = length - 2 * outer_room(bleed, crop_marks)
    return max(0, math.floor((room + 2 * bleed + 1e-9) / (card + 2 * bleed)))


def _grid(options: PrintOptions, sideways: bool) -> tuple[Slot, ...]:
    page_w, page_h = options.page_size
    card_w, card_h = options.card_size
    box_w, box_h = (card_h, card_w) if sideways else (card_w, card_h)
    b = options.bleed
    cols = _count(page_w, box_w, b, options.crop_marks)
    rows = _count(page_h, box_h, b, options.crop_marks)
    gap = 2 * b
    x0 = (page_w - (cols * box_w + (cols - 1) * gap)) / 2
    y0 = (page_h - (rows * box_h + (rows - 1) * gap)) / 2
    turn: Turn = 90 if sideways else 0
    return tuple(
        Slot(x0 + c * (box_w + gap), y0 + r * (box_h + gap), box_w, box_h, b, turn)
        for r in range(rows)
        for c in range(cols)
    )


def grid_layout(options: PrintOptions) -> tuple[Slot, ...]:
    """Front slots of one page, left to right then top to bottom, the grid centred on the page.

    Neighbours are exactly two bleeds apart (each card's whole bleed, no more paper), and the
    cards lie upright unless turning them sideways fits more on the sheet.
    """
    upright = _grid(options, sideways=False)
    sideways = _grid(options, sideways=True)
    best = sideways if len(sideways) > len(upright) else upright
    if not best:
        raise ValueError("the card does not fit the paper with this bleed")
    return best


def back_turn(front: Turn, duplex: Duplex) -> Turn:
    """How far a back's art is turned so that the cut card shows it upright when turned like a page.

    Long edge: the sheet turns about its vertical axis, which is an upright card's own
    vertical axis, so an upright back stays upright and a sideways one turns the other way.
    Short edge: the sheet turns about its horizontal axis, half a turn from the card's own.
    """
    turned = -front if duplex != "short" else 180 - front
    return turned % 360  # type: ignore[return-value]


def back_position(
    front: Slot, page: tuple[float, float], duplex: Duplex, offset: tuple[float, float]
) -> Slot:
    """The slot on the back page that lies exactly behind ``front`` once the sheet is turned.

    Long edge: the sheet turns about its vertical axis, so x mirrors. Short edge: it turns
    about its horizontal axis, so y mirrors. :func:`back_turn` gives the art's turn.
    ``offset`` moves the backs to correct a printer.
    """
    page_w, page_h = page
    dx, dy = offset
    turn = back_turn(front.rotate, duplex)
    if duplex == "short":
        return Slot(front.x + dx, page_h - front.y - front.h + dy, front.w, front.h, front.bleed, turn)
    return Slot(page_w - front.x - front.w + dx, front.y + dy, front.w, front.h, front.bleed, turn)


def gutterfold_layout(options: PrintOptions) -> Sheet:
    """Fronts on the left half, backs mirrored on the right, fold on the vertical centre line.

    Uses the page turned sideways when that holds more cards. The cards keep their whole
    bleed; on the fold's side they stop :data:`FOLD_ROOM` short of it, so glue and fold stay
    off the art, and a strip at the bottom is kept for the fold's label.
    """
    best: Sheet | None = None
    card_w, card_h = options.card_size
    b = options.bleed
    for page in (options.page_size, options.page_size[::-1]):
        page_w, page_h = page
        half = page_w / 2
        usable = half - FOLD_ROOM - outer_room(b, options.crop_marks)
        cols = max(0, math.floor((usable + 2 * b + 1e-9) / (card_w + 2 * b)))
        rows = _count(page_h - FOLD_LABEL_ROOM, card_h, b, options.crop_marks)
        if cols < 1 or rows < 1:
            continue
        gap = 2 * b
        grid_h = rows * card_h + (rows - 1) * gap
        y0 = (page_h - FOLD_LABEL_ROOM - grid_h) / 2
        fronts = []
        backs = []
        for r in range(rows):
            for c in range(cols):
                # column 0 sits next to the fold
                x = half - FOLD_ROOM - card_w - c * (card_w + gap)
                y = y0 + r * (card_h + gap)
                fronts.append(Slot(x, y, card_w, card_h, b))
                backs.append(Slot(page_w - x - card_w, y, card_w, card_h, b))
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
    duplex: Duplex = "long" if options.duplex == "none" else options.duplex
    backs = tuple(back_position(s, page, duplex, options.back_offset) for s in fronts)
    return Sheet(page, fronts, backs)


@dataclass(frozen=True)
class SheetFit:
    """How many cards each sheet holds, and what that costs against a sheet with neither bleed nor marks.

    ``costs`` names what takes the room (``"bleed"``, ``"crop marks"``) when ``per_sheet`` is
    below ``without``; ``sideways`` tells that the cards lie sideways on the sheet.
    """

    per_sheet: int
    without: int
    sideways: bool
    costs: tuple[str, ...]

    @property
    def worth_saying(self) -> bool:
        return self.per_sheet < self.without or self.sideways


def sheet_fit(options: PrintOptions) -> SheetFit:
    """What the layout of ``options`` gives up for its bleed and crop marks, for the note to the user."""

    def count(bleed: float, marks: bool) -> int:
        return len(sheet_for(replace(options, bleed=bleed, crop_marks=marks)).fronts)

    sheet = sheet_for(options)
    per_sheet = len(sheet.fronts)
    without = count(0.0, False)
    costs: tuple[str, ...] = ()
    if per_sheet < without:
        if options.bleed > 0 and options.crop_marks:
            if count(0.0, True) == without:
                costs = ("bleed",)
            elif count(options.bleed, False) == without:
                costs = ("crop marks",)
            else:
                costs = ("bleed", "crop marks")
        else:
            costs = ("bleed",) if options.bleed > 0 else ("crop marks",)
    return SheetFit(per_sheet, without, sheet.fronts[0].sideways, costs)
