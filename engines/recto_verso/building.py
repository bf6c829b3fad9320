"""A building on the 4×4 board, its JSON form, and the validator that names every mistake.

A building is a list of placements (piece name + absolute cells) rather than a mapping,
so that "the same piece used twice" can be represented and reported. The JSON form is
``{"level": "hard", "pieces": {"yellow": [[0,0,0],[1,0,0],[2,0,0]], ...}}``; duplicate
keys in that object are kept (see :func:`loads_building`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from engines.recto_verso.pieces import (
    LEVELS,
    Cell,
    level_pieces,
    level_word,
    normalise,
    orientations,
    piece_word,
    pieces,
)
from engines.text import t

__all__ = [
    "SIDE",
    "Building",
    "BuildingFormatError",
    "Placement",
    "Problem",
    "building_from_json",
    "building_to_json",
    "dumps_building",
    "loads_building",
    "validate",
]

#: The board is SIDE × SIDE cells.
SIDE = 4


class BuildingFormatError(ValueError):
    """A building file or object that cannot be read; the message says where."""


@dataclass(frozen=True)
class Placement:
    piece: str
    cells: tuple[Cell, ...]

    @classmethod
    def of(cls, name: str, cells: Iterable[Iterable[int]]) -> Placement:
        """A placement with its cells as sorted integer triples (the canonical form)."""
        return cls(name, tuple(sorted(tuple(int(v) for v in c) for c in cells)))  # type: ignore[misc]


@dataclass(frozen=True)
class Problem:
    """One reason a building is wrong. ``code`` is stable; ``message`` names the piece."""

    code: str
    piece: str
    message: str

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class Building:
    level: str
    placements: tuple[Placement, ...]

    @classmethod
    def of(cls, level: str, placed: Mapping[str, Iterable[Iterable[int]]]) -> Building:
        return cls(level, tuple(Placement.of(name, cells) for name, cells in placed.items()))

    def colours(self) -> dict[Cell, str]:
        """Cell -> colour letter (with overlaps, the later placement wins)."""
        known = {p.name: p.letter for p in pieces()}
        result: dict[Cell, str] = {}
        for placement in self.placements:
            letter = known.get(placement.piece, "?")
            for cell in placement.cells:
                result[cell] = letter
        return result

    def height(self) -> int:
        return max((c[2] + 1 for p in self.placements for c in p.cells), default=0)


def _cell_name(cell: Cell) -> str:
    x, y, z = cell  # counted from 1 in words, as the rules and the builder count floors
    return t("column {x}, depth {y}, floor {z}", x=x + 1, y=y + 1, z=z + 1)


def validate(building: Building) -> list[Problem]:
    """Every reason the building breaks the rules (empty when it is a valid building)."""
    problems: list[Problem] = []
    if building.level not in LEVELS:
        return [Problem("level", "", f"unknown level {building.level!r}")]
    expected = [p.name for p in level_pieces(building.level)]
    known = {p.name for p in pieces()}
    counts: dict[str, int] = {}
    for placement in building.placements:
        counts[placement.piece] = counts.get(placement.piece, 0) + 1
    for name in expected:
        if name not in counts:
            problems.append(
                Problem("missing", name, t("the {piece} piece is not used", piece=piece_word(name)))
            )
    for name, count in counts.items():
        if name not in known:
            problems.append(Problem("unknown", name, t("there is no piece called {name}", name=repr(name))))
        elif name not in expected:
            problems.append(
                Problem(
                    "level",
                    name,
                    t(
                        "the {piece} piece is not part of the {level} level",
                        piece=piece_word(name),
                        level=level_word(building.level),
                    ),
                )
            )
        if count > 1:
            problems.append(
                Problem(
                    "duplicate",
                    name,
                    t("the {piece} piece is used {count} times", piece=piece_word(name), count=count),
                )
            )
    owner: dict[Cell, str] = {}
    reported_overlaps: set[tuple[str, str]] = set()
    for placement in building.placements:
        name = placement.piece
        if name in known and normalise(placement.cells) not in orientations(name):
            problems.append(
                Problem(
                    "shape",
                    name,
                    t("the {piece} piece's cells are not a rotation of its shape", piece=piece_word(name)),
                )
            )
        if len(set(placement.cells)) != len(placement.cells):
            problems.append(
                Problem("shape", name, t("the {piece} piece lists a cell twice", piece=piece_word(name)))
            )
        outside = [c for c in placement.cells if not (0 <= c[0] < SIDE and 0 <= c[1] < SIDE and c[2] >= 0)]
        if outside:
            problems.append(
                Problem(
                    "outside",
                    name,
                    t(
                        "the {piece} piece is outside the 4×4 board at {cell}",
                        piece=piece_word(name),
                        cell=_cell_name(outside[0]),
                    ),
                )
            )
        for cell in set(placement.cells):
            other = owner.get(cell)
            if other is not None and (other, name) not in reported_overlaps:
                reported_overlaps.add((other, name))
                problems.append(
                    Problem(
                        "overlap",
                        name,
                        t(
                            "the {piece} piece overlaps the {other} piece at {cell}",
                            piece=piece_word(name),
                            other=piece_word(other),
                            cell=_cell_name(cell),
                        ),
                    )
                )
            owner.setdefault(cell, name)
    for placement in building.placements:
        floating = [
            c for c in sorted(set(placement.cells)) if c[2] > 0 and (c[0], c[1], c[2] - 1) not in owner
        ]
        if floating:
            problems.append(
                Problem(
                    "unsupported",
                    placement.piece,
                    t(
                        "the {piece} piece rests on empty space at {cell}",
                        piece=piece_word(placement.piece),
                        cell=_cell_name(floating[0]),
                    ),
                )
            )
    return problems


# -- JSON ---------------------------------------------------------------------------


def building_to_json(building: Building) -> dict[str, Any]:
    return {
        "level": building.level,
        "pieces": {p.piece: [list(c) for c in p.cells] for p in building.placements},
    }


def _cells_from_json(name: str, raw: Any) -> tuple[Cell, ...]:
    if not isinstance(raw, list) or not raw:
        raise BuildingFormatError(f"piece {name!r}: cells must be a non-empty list of [x, y, z]")
    cells = []
    for cell in raw:
        if (
            not isinstance(cell, list)
            or len(cell) != 3
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in cell)
        ):
            raise BuildingFormatError(
                f"piece {name!r}: each cell must be [x, y, z] whole numbers, not {cell!r}"
            )
        cells.append((cell[0], cell[1], cell[2]))
    return tuple(sorted(cells))


def building_from_json(data: Any, *, pairs: list[tuple[str, Any]] | None = None) -> Building:
    """Read the building JSON form; ``pairs`` keeps duplicate piece keys when given."""
    if not isinstance(data, Mapping):
        raise BuildingFormatError("a building must be a JSON object")
    level = data.get("level")
    if level not in LEVELS:
        raise BuildingFormatError(f"a building's level must be easy or hard, not {level!r}")
    raw = data.get("pieces")
    if not isinstance(raw, Mapping):
        raise BuildingFormatError("a building needs a 'pieces' object")
    items = pairs if pairs is not None else list(raw.items())
    return Building(level, tuple(Placement(str(n), _cells_from_json(str(n), c)) for n, c in items))


def loads_building(text: str) -> Building:
    """Parse building JSON text, keeping a piece listed twice (so it can be reported)."""
    found: list[list[tuple[str, Any]]] = []

    def hook(items: list[tuple[str, Any]]) -> dict[str, Any]:
        found.append(items)
        return dict(items)

    try:
        data = json.loads(text, object_pairs_hook=hook)
    except json.JSONDecodeError as exc:
        raise BuildingFormatError(f"not JSON (line {exc.lineno}: {exc.msg})") from exc
    pieces_pairs = None
    if isinstance(data, dict) and isinstance(data.get("pieces"), dict):
        # The pieces object is the one whose dict is identical to data["pieces"].
        for items in found:
            if dict(items) == data["pieces"] and all(isinstance(v, list) for _, v in items):
                pieces_pairs = items
                break
    return building_from_json(data, pairs=pieces_pairs)


def dumps_building(building: Building) -> str:
    """The building JSON with one line per piece (readable, and still plain JSON)."""
    lines = [
        f"  {json.dumps(name)}: {json.dumps(cells)}"
        for name, cells in building_to_json(building)["pieces"].items()
    ]
    body = ",\n".join("  " + line for line in lines)
    return f'{{\n  "level": {json.dumps(building.level)},\n  "pieces": {{\n{body}\n  }}\n}}'
