"""The card faces: colour-blind safe, inside the card, distinct, and drawable by the PDF painter."""

from __future__ import annotations

import io

import pytest
from reportlab.pdfgen.canvas import Canvas

from export.art.building_card import building_card_side
from export.art.dj05135 import dj_face
from export.art.primitives import (
    Drawing,
    Ellipse,
    Group,
    Path,
    Polygon,
    Polyline,
    Rect,
    Text,
    iter_groups,
    iter_leaves,
    strip_colours,
)
from export.art.revorso import revorso_face
from export.art.verso import verso_face
from export.pdf.painter import draw_drawing
from tests.art_samples import all_faces

FACES = all_faces()


def _texts(items: tuple) -> list[str]:
    return [leaf.text for leaf, _ in iter_leaves(items) if isinstance(leaf, Text)]


def _colour_only_groups(name: str, drawing: Drawing) -> list[str]:
    """The colour-coded groups of ``drawing`` that carry neither a letter nor a shape."""
    found = []
    for group in iter_groups(drawing.items):
        if not group.role.startswith("colour:"):
            continue
        leaves = [leaf for leaf, _ in iter_leaves(group.items)]
        has_letter = any(isinstance(leaf, Text) and leaf.text.strip() for leaf in leaves)
        has_shape = any(isinstance(leaf, Path | Polygon | Polyline) for leaf in leaves)
        if not (has_letter or has_shape):
            found.append(f"{name}: {group.role} is colour only")
    return found


def test_every_colour_coded_group_carries_a_letter_or_symbol() -> None:
    found = [problem for name in sorted(FACES) for problem in _colour_only_groups(name, FACES[name])]
    assert not found, f"{len(found)} colour-only groups on {len(FACES)} faces:\n" + "\n".join(found)


def test_the_colour_check_finds_a_group_that_is_colour_only() -> None:
    bare = Group((Rect(0, 0, 5, 5, fill="#0072b2"),), role="colour:blue")
    lettered = Group((Rect(0, 0, 5, 5, fill="#0072b2"), Text(1, 4, "B")), role="colour:blue")
    sample = Drawing(10, 10, (bare, lettered))
    assert _colour_only_groups("sample", sample) == ["sample: colour:blue is colour only"]


def _shape_signature(drawing):  # type: ignore[no-untyped-def]
    return strip_colours(drawing)


def test_faces_that_differ_by_colour_still_differ_without_colour() -> None:
    """What the colour says, the shapes and letters say too."""
    groups = {
        "verso": [verso_face(c, 3, 1) for c in ("blue", "green", "orange")],
        "dj": [dj_face(a) for a in ("bear", "cat", "dog", "fish", "owl", "rabbit")],
        "revorso": [revorso_face(k) for k in ("juice", "tuna", "cushion", "carrot", "honey")],
        "rv": [building_card_side("E01", "easy", "front", [row]) for row in ("KWEN", "GPVO", "YBRK")],
    }
    for name, faces in groups.items():
        signatures = {_shape_signature(face) for face in faces}
        assert len(signatures) == len(faces), f"{name}: some faces differ only by colour"


def test_building_cells_have_their_letter() -> None:
    card = building_card_side("E05", "easy", "front", ["..Y.", "GGBY"])
    letters = sorted(t for t in _texts(card.items) if len(t) == 1)
    assert letters == sorted("YGGBY")
    assert "E05" in _texts(card.items) and "RECTO" in _texts(card.items)
    back = building_card_side("E05", "easy", "back", ["..Y.", "GGBY"])
    assert "VERSO" in _texts(back.items)
    assert card.background != building_card_side("H05", "hard", "front", ["..Y.", "GGBY"]).background


def test_bad_face_input_is_refused() -> None:
    with pytest.raises(ValueError):
        verso_face("red", 3, 1)
    with pytest.raises(ValueError):
        verso_face("blue", 7, 1)
    with pytest.raises(ValueError):
        verso_face("blue", 3, 2)
    with pytest.raises(ValueError):
        building_card_side("E01", "easy", "front", ["GGB"])
    with pytest.raises(ValueError):
        building_card_side("E01", "easy", "front", ["GGBX"])
    with pytest.raises(ValueError):
        dj_face("unicorn")
    with pytest.raises(ValueError):
        revorso_face("banana")


def _bounds(drawing):  # type: ignore[no-untyped-def]
    xs: list[float] = []
    ys: list[float] = []
    for leaf, t in iter_leaves(drawing.items):
        if isinstance(leaf, Rect):
            corners = [(leaf.x, leaf.y), (leaf.x + leaf.w, leaf.y + leaf.h)]
        elif isinstance(leaf, Ellipse):
            corners = [(leaf.cx - leaf.rx, leaf.cy - leaf.ry), (leaf.cx + leaf.rx, leaf.cy + leaf.ry)]
        elif isinstance(leaf, Polygon | Polyline):
            corners = list(leaf.points)
        else:
            continue
        for x, y in corners:
            px, py = t.apply(x, y)
            xs.append(px)
            ys.append(py)
    return min(xs), min(ys), max(xs), max(ys)


def _off_the_card(name: str, drawing: Drawing) -> list[str]:
    x0, y0, x1, y1 = _bounds(drawing)
    if x0 >= -0.01 and y0 >= -0.01 and x1 <= drawing.width + 0.01 and y1 <= drawing.height + 0.01:
        return []
    card = f"{drawing.width}×{drawing.height}"
    return [f"{name}: art spans ({x0:.2f}, {y0:.2f})–({x1:.2f}, {y1:.2f}) on a {card} card"]


def test_art_stays_on_the_card() -> None:
    found = [problem for name in sorted(FACES) for problem in _off_the_card(name, FACES[name])]
    assert not found, f"{len(found)} of {len(FACES)} faces leave the card:\n" + "\n".join(found)
    assert _off_the_card("sample", Drawing(10, 10, (Rect(-1, 0, 5, 5),))), "the check sees art off the card"


def test_other_card_sizes_scale_the_art() -> None:
    mini = verso_face("blue", 4, 3, size=(44, 68))
    assert (mini.width, mini.height) == (44, 68)
    x0, y0, x1, y1 = _bounds(mini)
    assert min(x0, y0) >= -0.01 and x1 <= 44.01 and y1 <= 68.01


def test_pdf_painter_draws_every_face_and_every_primitive() -> None:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(300 * 2.835, 300 * 2.835))
    for drawing in FACES.values():
        draw_drawing(canvas, drawing, 10, 10, bleed=3)
    canvas.showPage()
    canvas.save()
    kinds = {type(leaf) for d in FACES.values() for leaf, _ in iter_leaves(d.items)}
    assert {Rect, Ellipse, Polygon, Polyline, Path, Text} <= kinds
    assert any(isinstance(g, Group) and g.rotate for d in FACES.values() for g in iter_groups(d.items))
    assert buffer.getvalue().startswith(b"%PDF")
