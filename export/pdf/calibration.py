"""The calibration sheet: a 100 mm ruler to check the scale, and a duplex alignment test.

The front carries fine crosses; the back carries millimetre scales exactly behind them
for the chosen flip edge. Held against a window, each cross falls on the scale at the
printer's offset, which is the value to give as ``--back-offset``.
"""

from __future__ import annotations

from engines.catalogue import tr_noop, translate
from export.art.common import INK
from export.art.fonts import text_width
from export.art.primitives import Drawing, Group, Item, Polyline, Rect, Text, line
from export.pdf.layout import Duplex, PrintOptions, Slot, back_position

__all__ = ["calibration_pages"]

#: Catalogue context of the calibration sheet ("print_calibration" in the .ts files).
_CONTEXT = "print_calibration"
#: Title, ruler note, duplex test, offset note, back page note and the two ways of turning the
#: sheet (the one the test is printed for is named under it), in English.
TEXTS = (
    tr_noop(_CONTEXT, "Calibration"),
    tr_noop(_CONTEXT, "This line must measure exactly 100 mm. If not, print at 100 % (no 'fit to page')."),
    tr_noop(
        _CONTEXT, "Duplex test: hold the sheet against a window. Each cross should sit on the 0 of its scale."
    ),
    tr_noop(_CONTEXT, "Otherwise read the offset (mm) and export again with --back-offset X Y."),
    tr_noop(_CONTEXT, "back of the calibration sheet"),
    tr_noop(_CONTEXT, "Two-sided, flip on the long edge"),
    tr_noop(_CONTEXT, "Two-sided, flip on the short edge"),
)


#: the size of the ruler's and the scales' numbers: 8.5 pt, over the 8 pt floor of every printed word
_LABEL = 3.0
#: the ruler's length, and how far the duplex crosses' arms reach from their centre (mm)
_RULER = 100
_ARM = 6.0
#: the duplex crosses: the top ones' height, and the others' distance from the paper's edges (mm)
_TARGET_TOP = 120.0
_TARGET_INSET = 30.0


def _ruler(length: int = _RULER) -> Item:
    items: list[Item] = [line(0, 0, length, 0, stroke=INK, stroke_width=0.25)]
    for k in range(length + 1):
        tick = 5.0 if k % 10 == 0 else 3.5 if k % 5 == 0 else 2.0
        items.append(line(k, 0, k, tick, stroke=INK, stroke_width=0.15))
        if k % 10 == 0:
            items.append(Text(k, tick + 3.6, str(k), font="Vera", size=_LABEL, anchor="middle", fill=INK))
    items.append(Text(length + 3, 2.8, "mm", font="Vera", size=_LABEL, fill=INK))
    return Group(tuple(items))


def _ruler_length() -> float:
    """How far the ruler reaches along its line: the ticks, then its "mm" after a 3 mm gap."""
    return _RULER + 3 + text_width("mm", "Vera", _LABEL)


def _upright_ruler_top(page_h: float) -> float:
    """Where the upright ruler starts: centred between the two right-hand crosses it runs
    between, so its "mm" keeps clear of the lower cross on Letter, 17.6 mm shorter than A4."""
    room_top, room_bottom = _TARGET_TOP + _ARM, page_h - _TARGET_INSET - _ARM
    return (room_top + room_bottom - _ruler_length()) / 2


def _cross(x: float, y: float) -> Item:
    return Group(
        (
            line(x - _ARM, y, x + _ARM, y, stroke="#000000", stroke_width=0.15),
            line(x, y - _ARM, x, y + _ARM, stroke="#000000", stroke_width=0.15),
        )
    )


def _scale(x: float, y: float) -> Item:
    """Millimetre ticks across and along, zero at (x, y)."""
    items: list[Item] = []
    for k in range(-5, 6):
        tick = 1.8 if k % 5 == 0 else 1.0
        items.append(line(x + k, y - tick, x + k, y + tick, stroke="#d55e00", stroke_width=0.12))
        items.append(line(x - tick, y + k, x + tick, y + k, stroke="#d55e00", stroke_width=0.12))
    items.append(Polyline(((x - 5, y), (x + 5, y)), stroke="#d55e00", stroke_width=0.12))
    items.append(Polyline(((x, y - 5), (x, y + 5)), stroke="#d55e00", stroke_width=0.12))
    # the labels sit beyond the ends of the scales, clear of the ticks and of each other
    ink, size = "#d55e00", _LABEL
    items.append(Text(x - 6.5, y + size * 0.36, "-5", font="Vera", size=size, anchor="end", fill=ink))
    items.append(Text(x + 6.5, y + size * 0.36, "+5", font="Vera", size=size, fill=ink))
    items.append(Text(x, y - 6.5, "-5", font="Vera", size=size, anchor="middle", fill=ink))
    items.append(Text(x, y + 6.5 + size * 0.73, "+5", font="Vera", size=size, anchor="middle", fill=ink))
    return Group(tuple(items))


def calibration_pages(options: PrintOptions, lang: str = "en") -> tuple[Drawing, Drawing]:
    """The front and the back page of the calibration sheet for these options."""
    title, ruler_text, duplex_text, offset_text, back_text, long_edge, short_edge = (
        translate(lang, _CONTEXT, text) for text in TEXTS
    )
    page_w, page_h = options.page_size
    duplex: Duplex = "long" if options.duplex == "none" else options.duplex
    edge = long_edge if duplex == "long" else short_edge
    left, right, bottom = _TARGET_INSET, page_w - _TARGET_INSET, page_h - _TARGET_INSET
    targets = [(left, _TARGET_TOP), (right, _TARGET_TOP), (left, bottom), (right, bottom)]
    front: list[Item] = [
        Text(20, 25, title, size=8, fill=INK),
        Group((_ruler(),), translate=(20, 45)),
        Text(20, 40, ruler_text, font="Vera", size=3.2, fill=INK),
        Group((_ruler(),), translate=(right, _upright_ruler_top(page_h)), rotate=90),
        Text(20, 75, duplex_text, font="Vera", size=3.2, fill=INK),
        Text(20, 81, offset_text, font="Vera", size=3.2, fill=INK),
        Text(20, 87, f"{options.paper.upper()} · {edge}", font="VeraIt", size=3.2, fill=INK),
    ]
    back: list[Item] = [
        Text(page_w / 2, page_h / 2, back_text, font="VeraIt", size=4, anchor="middle", fill="#5b6675")
    ]
    for x, y in targets:
        front.append(_cross(x, y))
        spot = back_position(Slot(x, y, 0, 0, 0), (page_w, page_h), duplex, options.back_offset)
        back.append(_scale(spot.x, spot.y))
    border = Rect(10, 10, page_w - 20, page_h - 20, stroke="#bbbbbb", stroke_width=0.2)
    return (
        Drawing(page_w, page_h, (border, *front), key=f"calibration-front:{options}:{lang}"),
        Drawing(page_w, page_h, tuple(back), key=f"calibration-back:{options}:{lang}"),
    )
