"""The 11 wooden pieces, their 24 rotations, and the cell coordinates (docs/HOUSE-RULES.md, "Recto Verso").

A cell is ``(x, y, z)``: x is the column 0..3 from left to right seen from the front,
y the depth 0..3 with 0 nearest the front viewer, z the floor counted from 0. Pieces are
loaded from ``resources/recto_verso/pieces.json`` so the printed cards, the builder and
the solver all read the same shapes.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import SupportsInt

from engines.catalogue import tr_noop, translate
from engines.text import t
from resources import resource_path

__all__ = [
    "LETTERS",
    "LEVELS",
    "Cell",
    "Piece",
    "Shape",
    "letter_to_piece",
    "level_pieces",
    "level_word",
    "normalise",
    "orientations",
    "piece",
    "piece_mark",
    "piece_word",
    "pieces",
]

Cell = tuple[int, int, int]
#: Cells sorted, shifted so the smallest x, y and z are 0.
Shape = tuple[Cell, ...]

LEVELS = ("easy", "hard")
#: Colour letter -> colour name, in the order of the card format. These letters are data
#: codes, the same in every language; the letter shown on a piece is :func:`piece_mark`.
LETTERS = {
    "K": "black",
    "W": "white",
    "E": "grey",
    "N": "brown",
    "G": "green",
    "P": "pink",
    "V": "violet",
    "O": "orange",
    "Y": "yellow",
    "B": "blue",
    "R": "red",
}


@dataclass(frozen=True)
class Piece:
    name: str
    letter: str
    colour: str
    levels: tuple[str, ...]
    cells: Shape

    @property
    def size(self) -> int:
        return len(self.cells)


def normalise(cells: Iterable[Iterable[SupportsInt]]) -> Shape:
    """Cells shifted to the origin and sorted: equal shapes give equal tuples."""
    points = [tuple(int(v) for v in c) for c in cells]
    if not points:
        return ()
    mins = [min(p[i] for p in points) for i in range(3)]
    return tuple(sorted((p[0] - mins[0], p[1] - mins[1], p[2] - mins[2]) for p in points))


def _rotation_matrices() -> list[tuple[Cell, Cell, Cell]]:
    """The 24 proper rotations of the cube: signed permutation matrices with determinant +1."""
    result = []
    for perm in itertools.permutations(range(3)):
        for signs in itertools.product((1, -1), repeat=3):
            a, b, c = (
                (
                    signs[r] if perm[r] == 0 else 0,
                    signs[r] if perm[r] == 1 else 0,
                    signs[r] if perm[r] == 2 else 0,
                )
                for r in range(3)
            )
            rows = (a, b, c)
            det = (
                a[0] * (b[1] * c[2] - b[2] * c[1])
                - a[1] * (b[0] * c[2] - b[2] * c[0])
                + a[2] * (b[0] * c[1] - b[1] * c[0])
            )
            if det == 1:
                result.append(rows)
    return result


_ROTATIONS = _rotation_matrices()


@cache
def pieces() -> tuple[Piece, ...]:
    data = json.loads(resource_path("recto_verso", "pieces.json").read_text(encoding="utf-8"))
    return tuple(
        Piece(
            name=p["name"],
            letter=p["letter"],
            colour=p["colour"],
            levels=tuple(p["levels"]),
            cells=normalise(p["cells"]),
        )
        for p in data["pieces"]
    )


@cache
def _by_name() -> dict[str, Piece]:
    return {p.name: p for p in pieces()}


def piece(name: str) -> Piece:
    try:
        return _by_name()[name]
    except KeyError:
        raise KeyError(f"no piece named {name!r}") from None


@cache
def letter_to_piece() -> dict[str, Piece]:
    return {p.letter: p for p in pieces()}


@cache
def level_pieces(level: str) -> tuple[Piece, ...]:
    """The pieces used at ``level`` (easy leaves the red piece in the box)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose easy or hard")
    return tuple(p for p in pieces() if level in p.levels)


@cache
def orientations(name: str) -> tuple[Shape, ...]:
    """Every distinct shape the piece takes under the 24 rotations, in a stable order."""
    shapes = set()
    for m in _ROTATIONS:
        rotated = [
            tuple(sum(m[r][k] * cell[k] for k in range(3)) for r in range(3)) for cell in piece(name).cells
        ]
        shapes.add(normalise(rotated))
    return tuple(sorted(shapes))


_PIECE_WORDS: dict[str, str] = {
    "black": t("black"),
    "white": t("white"),
    "grey": t("grey"),
    "brown": t("brown"),
    "green": t("green"),
    "pink": t("pink"),
    "violet": t("violet"),
    "orange": t("orange"),
    "yellow": t("yellow"),
    "blue": t("blue"),
    "red": t("red"),
}
_LEVEL_WORDS: dict[str, str] = {"easy": t("easy"), "hard": t("hard")}


def piece_word(name: str) -> str:
    """A piece's (colour) name for sentences, translatable: "the {piece} piece"."""
    return _PIECE_WORDS.get(name, name)


def level_word(level: str) -> str:
    """A level's name for sentences, translatable."""
    return _LEVEL_WORDS.get(level, level)


#: Catalogue context of the piece marks (one letter per colour, chosen per language).
MARK_CONTEXT = "piece mark"
#: Piece name -> its mark in English, marked for the catalogues with a note to translators.
_PIECE_MARKS: dict[str, str] = {
    "black": tr_noop(MARK_CONTEXT, "K", "Letter on the black piece, from its colour's name; unique of 11."),
    "white": tr_noop(MARK_CONTEXT, "W", "Letter on the white piece, from its colour's name; unique of 11."),
    "grey": tr_noop(MARK_CONTEXT, "E", "Letter on the grey piece, from its colour's name; unique of 11."),
    "brown": tr_noop(MARK_CONTEXT, "N", "Letter on the brown piece, from its colour's name; unique of 11."),
    "green": tr_noop(MARK_CONTEXT, "G", "Letter on the green piece, from its colour's name; unique of 11."),
    "pink": tr_noop(MARK_CONTEXT, "P", "Letter on the pink piece, from its colour's name; unique of 11."),
    "violet": tr_noop(MARK_CONTEXT, "V", "Letter on the violet piece, from its colour's name; unique of 11."),
    "orange": tr_noop(MARK_CONTEXT, "O", "Letter on the orange piece, from its colour's name; unique of 11."),
    "yellow": tr_noop(MARK_CONTEXT, "Y", "Letter on the yellow piece, from its colour's name; unique of 11."),
    "blue": tr_noop(MARK_CONTEXT, "B", "Letter on the blue piece, from its colour's name; unique of 11."),
    "red": tr_noop(MARK_CONTEXT, "R", "Letter on the red piece, from its colour's name; unique of 11."),
}


def piece_mark(name: str, language: str) -> str:
    """The letter shown on piece ``name`` in ``language``: a letter of its translated colour.

    A French player reads "N" on the *noire* piece, not the English "K": the mark is chosen
    by the translators (docs/HOUSE-RULES.md, "Colour marks"), and the board, the tray, the
    facades and the printed cards all ask here, so screen and paper agree.
    """
    return translate(language, MARK_CONTEXT, _PIECE_MARKS[name])
