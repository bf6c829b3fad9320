"""One side of a Recto Verso building card: a facade grid of coloured, lettered cells.

Rows come as in ``resources/recto_verso/cards.json``: top floor first, floor last, four
characters each, a piece letter or ``.`` for an empty cell.
"""

from __future__ import annotations

from typing import Literal

from engines.catalogue import tr_noop, translate
from engines.recto_verso.pieces import piece_mark
from export.art.common import INK, PAPER, POKER, CardSize, contrast_ink
from export.art.fonts import MIN_PRINT_SIZE, fit_size
from export.art.primitives import Drawing, Group, Item, Polyline, Rect, Text

__all__ = ["LEVEL_COLOURS", "PIECE_COLOURS", "building_card_side", "lettered_square", "side_labels"]

#: Catalogue context of the words printed on the cards.
CONTEXT = "print_card"
#: piece letter (the card file's code) -> (name, colour), as the wooden pieces of
#: docs/HOUSE-RULES.md; the letter drawn on a cell is the piece's mark in the reader's language.
PIECE_COLOURS = {
    "K": ("black", "#262626"),
    "W": ("white", "#f4f1e8"),
    "E": ("grey", "#8a8a8a"),
    "N": ("brown", "#6e4420"),
    "G": ("green", "#2e9d4a"),
    "P": ("pink", "#f28cb1"),
    "V": ("violet", "#7b4fa0"),
    "O": ("orange", "#f08a24"),
    "Y": ("yellow", "#f5d10c"),
    "B": ("blue", "#2f6fd6"),
    "R": ("red", "#e8433a"),
}
LEVEL_COLOURS = {"easy": "#cfe8f7", "hard": "#d9c6ec"}
LEVEL_INK = {"easy": "#0b4f7a", "hard": "#4b2477"}
#: The level printed in the top corner (upper-cased once translated).
_LEVEL_WORDS = {"easy": tr_noop(CONTEXT, "easy"), "hard": tr_noop(CONTEXT, "hard")}
#: Each side's words: its name, its gloss and where it is seen from.
_SIDE_WORDS = {
    "front": (tr_noop(CONTEXT, "RECTO"), tr_noop(CONTEXT, "front"), tr_noop(CONTEXT, "seen from the front")),
    "back": (tr_noop(CONTEXT, "VERSO"), tr_noop(CONTEXT, "back"), tr_noop(CONTEXT, "seen from behind")),
}
Side = Literal["front", "back"]


def _check(rows: tuple[str, ...] | list[str]) -> None:
    if not rows:
        raise ValueError("a facade has at least one row")
    for row in rows:
        if len(row) != 4:
            raise ValueError(f"facade row {row!r} is not 4 cells wide")
        for letter in row:
            if letter != "." and letter not in PIECE_COLOURS:
                raise ValueError(f"unknown piece letter {letter!r} in row {row!r}")


def building_card_side(
    card_id: str,
    level: str,
    side: Side,
    rows: tuple[str, ...] | list[str],
    size: CardSize = POKER,
    language: str = "en",
) -> Drawing:
    """The front (recto) or back (verso) facade of a building card, its words in ``language``.

    The print and the card maker's preview both call this with the reader's language, so
    the level, the side's words and the piece marks agree on paper and on screen.
    """
    _check(rows)
    if level not in LEVEL_COLOURS:
        raise ValueError(f"unknown level {level!r}")
    if side not in ("front", "back"):
        raise ValueError("side is 'front' or 'back'")
    w, h = size
    u = min(w / 63.0, h / 88.0)
    m = 3.0 * u
    level_ink = LEVEL_INK[level]
    items: list[Item] = [
        Rect(m, m, w - 2 * m, h - 2 * m, 3.5 * u, fill=PAPER, stroke=level_ink, stroke_width=0.8 * u)
    ]
    big, small, seen = side_labels(side, language)
    # every word at least 8 pt whatever the card size; the grid takes the room left between them
    id_size = 7 * u
    level_size = max(4.5 * u, MIN_PRINT_SIZE)
    seen_size = max(3.0 * u, MIN_PRINT_SIZE)
    small_size = max(3.6 * u, MIN_PRINT_SIZE)
    big_size = fit_size(big, w - 14 * u, 6 * u)
    id_base = m + 2 * u + id_size
    items.append(Text(m + 4 * u, id_base, card_id, size=id_size, fill=level_ink))
    level_word = translate(language, CONTEXT, _LEVEL_WORDS[level]).upper()
    items.append(
        Text(w - m - 4 * u, id_base - 0.5 * u, level_word, size=level_size, anchor="end", fill=level_ink)
    )
    seen_base = id_base + 1.5 * u + seen_size
    seen_item = Text(w / 2, seen_base, seen, size=seen_size, font="VeraIt", anchor="middle", fill="#5b6675")
    small_base = h - m - max(4.0 * u, 0.3 * small_size + 1.5 * u)
    big_base = small_base - small_size - 2.0 * u
    items.append(Text(w / 2, big_base, big, size=big_size, anchor="middle", fill=INK))
    items.append(Text(w / 2, small_base, small, size=small_size, font="VeraIt", anchor="middle", fill=INK))

    top, bottom = seen_base + 2 * u, big_base - 0.75 * big_size - 3.0 * u
    cell = min((w - 2 * m - 10 * u) / 4, (bottom - top) / max(len(rows), 1), 12.5 * u)
    grid_w, grid_h = 4 * cell, len(rows) * cell
    x0 = (w - grid_w) / 2
    y0 = bottom - grid_h
    for r, row in enumerate(rows):
        for c, letter in enumerate(row):
            x, y = x0 + c * cell, y0 + r * cell
            if letter == ".":
                items.append(
                    Rect(
                        x + cell * 0.08,
                        y + cell * 0.08,
                        cell * 0.84,
                        cell * 0.84,
                        cell * 0.1,
                        stroke="#c8c2b4",
                        stroke_width=0.3 * u,
                    )
                )
                continue
            items.append(lettered_square(x, y, cell, letter, language, 0.45 * u))
    ground = Polyline(
        ((x0 - 3 * u, bottom + 0.8 * u), (x0 + grid_w + 3 * u, bottom + 0.8 * u)),
        stroke=INK,
        stroke_width=1.0 * u,
    )
    items.append(ground)
    items.append(seen_item)
    return Drawing(
        w,
        h,
        tuple(items),
        background=LEVEL_COLOURS[level],
        key=f"rv:{card_id}:{level}:{side}:{'/'.join(rows)}:{language}:{w}x{h}",
    )


def lettered_square(x: float, y: float, side: float, code: str, language: str, line: float) -> Group:
    """A square of the colour of the piece coded ``code`` in a card file, with the letter that
    piece carries in ``language`` (a card's cell, the aid's legend)."""
    name, colour = PIECE_COLOURS[code]
    square = Rect(x, y, side, side, side * 0.08, fill=colour, stroke=INK, stroke_width=line)
    mark = Text(
        x + side / 2,
        y + side * 0.68,
        piece_mark(name, language),
        size=side * 0.5,
        anchor="middle",
        fill=contrast_ink(colour),
    )
    return Group((square, mark), role=f"colour:{name}")


def side_labels(side: Side, language: str = "en") -> tuple[str, str, str]:
    """A side's printed words in ``language``: its name, its gloss and where it is seen from."""
    big, small, seen = _SIDE_WORDS[side]
    return (
        translate(language, CONTEXT, big),
        translate(language, CONTEXT, small),
        translate(language, CONTEXT, seen),
    )
