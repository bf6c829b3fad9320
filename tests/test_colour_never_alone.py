"""Colour is never alone: every colour-coded difference also shows as a letter or a shape,
and the palettes stay apart for protan, deutan and tritan vision (Okabe–Ito based)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

import pytest

from export.art.building_card import PIECE_COLOURS
from export.art.colour_vision import DEFICIENCIES, delta_e, min_distance
from export.art.dj05135 import ANIMALS
from export.art.primitives import Drawing, Group, Rect, iter_groups, strip_colours
from export.art.revorso import _COLOUR as REVORSO_COLOURS
from export.art.revorso import SYMBOLS
from export.art.verso import COLOURS as VERSO_COLOURS
from tests.art_samples import all_faces

FACES = all_faces()


def _bare(group: Group) -> object:
    """A colour-coded element with its colours and its place removed: what is left to tell it by."""
    stripped = strip_colours_group(group)
    return replace(stripped, translate=(0.0, 0.0), role="")


def strip_colours_group(group: Group) -> Group:
    drawing = strip_colours(Drawing(1.0, 1.0, (group,)))
    only = drawing.items[0]
    assert isinstance(only, Group)
    return only


def _alike_in_grey(name: str, drawing: Drawing) -> list[str]:
    """Pairs of colour-coded roles of ``drawing`` with an element that looks the same in grey."""
    by_role: dict[str, set[object]] = defaultdict(set)
    for group in iter_groups(drawing.items):
        if group.role.startswith("colour:"):
            by_role[group.role].add(_bare(group))
    roles = sorted(by_role)
    return [
        f"{name}: {a} and {b} differ only by colour"
        for i, a in enumerate(roles)
        for b in roles[i + 1 :]
        if by_role[a] & by_role[b]
    ]


def test_colour_coded_elements_of_a_face_differ_by_more_than_colour() -> None:
    """Two elements meaning different colours (two facade cells, two symbols) never look alike in grey."""
    found = [problem for name in sorted(FACES) for problem in _alike_in_grey(name, FACES[name])]
    assert not found, f"{len(found)} pairs on {len(FACES)} faces:\n" + "\n".join(found)


def test_the_grey_check_finds_two_colours_drawn_alike() -> None:
    blue = Group((Rect(0, 0, 5, 5, fill="#0072b2"),), role="colour:blue")
    orange = Group((Rect(0, 0, 5, 5, fill="#e69f00"),), translate=(6.0, 0.0), role="colour:orange")
    assert _alike_in_grey("sample", Drawing(20, 10, (blue, orange))) == [
        "sample: colour:blue and colour:orange differ only by colour"
    ]


def test_every_face_of_a_game_differs_without_colour() -> None:
    """Across a whole deck, no two faces become the same picture once printed in one ink."""
    games: dict[str, dict[object, str]] = defaultdict(dict)
    for name, drawing in FACES.items():
        game = name.split()[0]
        signature = strip_colours(drawing)
        other = games[game].get(signature)
        assert other is None, f"{name} and {other} differ only by colour"
        games[game][signature] = name


PALETTES = {
    "verso": {name: colour for name, (colour, _word) in VERSO_COLOURS.items()},
    "dj05135 animals": {name: colour for name, (_letter, colour) in ANIMALS.items()},
    "revorso symbols": {name: REVORSO_COLOURS[name] for name in SYMBOLS},
}


def test_game_palettes_stay_apart_for_colour_blind_eyes() -> None:
    found = []
    for palette in sorted(PALETTES):
        for deficiency in sorted(DEFICIENCIES):
            distance, a, b = min_distance(PALETTES[palette], deficiency)
            if distance < 15:
                found.append(f"{palette}: {a} and {b} are only ΔE {distance:.1f} apart ({deficiency})")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("deficiency", sorted(DEFICIENCIES))
def test_piece_colours_keep_some_distance(deficiency: str) -> None:
    """The wooden pieces' colours are the real ones, nudged in shade so no pair collapses."""
    palette = {letter: colour for letter, (_name, colour) in PIECE_COLOURS.items()}
    distance, a, b = min_distance(palette, deficiency)
    assert distance >= 12, f"pieces {a} and {b} are only ΔE {distance:.1f} apart ({deficiency})"


def test_simulation_sanity() -> None:
    # Red and green collapse for deutan eyes far more than for normal ones; blue/yellow stay apart.
    assert delta_e("#ff0000", "#00a000", "deutan") < delta_e("#ff0000", "#00a000") / 2
    assert delta_e("#0072b2", "#f0e442", "deutan") > 50


def test_pieces_everywhere_carry_one_letter_per_colour() -> None:
    """The isometric board, the facades and the tray name each colour by a letter of its own."""
    from engines.recto_verso.pieces import pieces

    all_pieces = pieces()
    letters = {p.letter for p in all_pieces}
    colours = {p.colour.lower() for p in all_pieces}
    assert len(letters) == len(colours) == len(all_pieces)
    assert all(len(p.letter) == 1 and p.letter.isalpha() for p in all_pieces)
    # The print art uses the same colour and letter for each piece as the screen.
    for p in all_pieces:
        name, colour = PIECE_COLOURS[p.letter]
        assert (name, colour.lower()) == (p.name, p.colour.lower())


def test_iso_blocks_and_facades_draw_letters_when_symbols_are_on(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from app.recto_verso.iso import Camera, Scene, blocks_from_cells, render
    from app.recto_verso.panels import paint_facade
    from engines.recto_verso.pieces import pieces

    all_pieces = pieces()
    cells = {p.name: [(i % 4, i // 4 % 4, 0)] for i, p in enumerate(all_pieces)}
    blocks = blocks_from_cells(
        cells, {p.name: p.colour for p in all_pieces}, {p.name: p.letter for p in all_pieces}
    )
    colour_to_letter: dict[str, set[str]] = defaultdict(set)
    for block in blocks:
        assert block.letter, f"{block.piece} has no letter"
        colour_to_letter[block.colour].add(block.letter)
    assert all(len(v) == 1 for v in colour_to_letter.values())
    assert len({next(iter(v)) for v in colour_to_letter.values()}) == len(colour_to_letter)

    def image(paint) -> QImage:  # type: ignore[no-untyped-def]
        img = QImage(320, 320, QImage.Format.Format_ARGB32)
        img.fill(QColor("white"))
        p = QPainter(img)
        paint(p)
        p.end()
        return img

    rect = QRectF(0, 0, 320, 320)
    with_letters = image(lambda p: render(p, rect, Scene(blocks, show_letters=True), Camera()))
    without = image(lambda p: render(p, rect, Scene(blocks, show_letters=False), Camera()))
    assert with_letters != without, "the isometric board draws no letters"
    facade = ("KWEN", "GPVO", "YBR.")
    on = image(lambda p: paint_facade(p, rect, facade, 3, letters=True))
    off = image(lambda p: paint_facade(p, rect, facade, 3, letters=False))
    assert on != off, "the facade panel draws no letters"
