"""The card, the board and the held piece in words, for a screen reader and a phone's alt text.

A facade is read column by column, from the left as its viewer sees it, each column from
its top cube down to the ground ("column 1: black, white; column 2: empty"), so a player
who cannot see the card can build it. The board's squares are named as on a chess board
seen from the front: columns A to D from left to right, rows 1 to 4 from the front to the
back, and floors from 1 on the ground ("black cube on C2, floor 1"). Every sentence is a
:func:`~engines.text.t` message: the app and the phones translate it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engines.recto_verso.building import SIDE
from engines.recto_verso.facades import EMPTY, Facade
from engines.recto_verso.pieces import LETTERS, Cell, piece_word
from engines.text import comma_list, join_clauses, t

__all__ = ["board_words", "cell_name", "cubes_words", "facade_words", "side_words"]

COLUMNS = "ABCD"


def cell_name(x: int, y: int) -> str:
    """A board square as the builder's words name it: "C2" (column C, second row from the front)."""
    return f"{COLUMNS[x]}{y + 1}"


def _colour(letter: str) -> str:
    return piece_word(LETTERS.get(letter, letter))


def facade_words(facade: Facade) -> str:
    """Each column of ``facade`` (rows top floor first), from the left, from its top cube down."""
    columns: list[str] = []
    for position in range(SIDE):
        cells = [row[position] for row in facade if position < len(row)]
        while cells and cells[0] == EMPTY:  # above the column's top cube is sky, not a gap
            cells.pop(0)
        words = [t("empty") if letter == EMPTY else _colour(letter) for letter in cells] or [t("empty")]
        columns.append(t("column {number}: {colours}", number=position + 1, colours=comma_list(words)))
    return join_clauses(columns)


def side_words(side: str, facade: Facade) -> str:
    """A side of a card read out: "Recto, the front facade, from the left, top to bottom: …"."""
    columns = facade_words(facade)
    if side == "front":
        return t("Recto, the front facade, from the left, top to bottom: {columns}", columns=columns)
    return t("Verso, the back facade, from the left, top to bottom: {columns}", columns=columns)


def cubes_words(piece: str, cells: Iterable[Cell]) -> str:
    """Where a piece's cubes are: "black cube on C2, floor 1", one per cube, front to back."""
    parts: list[str] = [
        t(
            "{colour} cube on {square}, floor {floor}",
            colour=piece_word(piece),
            square=cell_name(x, y),
            floor=z + 1,
        )
        for x, y, z in sorted(cells, key=lambda c: (c[2], c[1], c[0]))
    ]
    return join_clauses(parts)


def board_words(colours: Mapping[Cell, str]) -> str:
    """The building square by square, front row first, each from the ground up ("A1, from the
    ground up: white, black"); an empty board says so."""
    squares: list[str] = []
    for y in range(SIDE):
        for x in range(SIDE):
            column = sorted((z, letter) for (cx, cy, z), letter in colours.items() if (cx, cy) == (x, y))
            if not column:
                continue
            floors = {z: letter for z, letter in column}
            top = max(floors)
            words = [_colour(floors[z]) if z in floors else t("empty") for z in range(top + 1)]
            squares.append(
                t(
                    "{square}, from the ground up: {colours}",
                    square=cell_name(x, y),
                    colours=comma_list(words),
                )
            )
    return join_clauses(squares) if squares else t("The board is empty.")
