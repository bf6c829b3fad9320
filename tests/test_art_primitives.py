"""The art model: geometry, validation, transforms, text measuring, ink saver."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from export.art.fonts import MIN_PRINT_SIZE, fit_lines, fit_size, text_width
from export.art.primitives import (
    MM_PER_PT,
    Drawing,
    Ellipse,
    Group,
    Path,
    Polygon,
    Polyline,
    Rect,
    Text,
    Transform,
    circle,
    ink_saver,
    iter_leaves,
    line,
    pt,
    strip_colours,
)


def test_points_to_millimetres() -> None:
    assert pt(72) == pytest.approx(25.4)
    assert pytest.approx(0.352777, abs=1e-5) == MM_PER_PT


def test_shapes_validate_their_input() -> None:
    with pytest.raises(ValueError):
        Rect(0, 0, -1, 2)
    with pytest.raises(ValueError):
        Rect(0, 0, 1, 1, fill="red")
    with pytest.raises(ValueError):
        Polygon(((0, 0), (1, 1)))
    with pytest.raises(ValueError):
        Polyline(((0, 0), (1, 1)), fill="#000000")
    with pytest.raises(ValueError):
        Path((("L", 1, 1),))
    with pytest.raises(ValueError):
        Path((("M", 0, 0), ("Q", 1, 1)))
    with pytest.raises(ValueError):
        Text(0, 0, "x", font="Arial")
    with pytest.raises(ValueError):
        Text(0, 0, "x", anchor="left")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Drawing(0, 10, ())


def test_helpers_build_the_right_shapes() -> None:
    assert circle(1, 2, 3, fill="#ff0000") == Ellipse(1, 2, 3, 3, fill="#ff0000")
    assert line(0, 0, 5, 5, stroke="#000000").points == ((0, 0), (5, 5))


def test_drawings_are_hashable_and_keyed() -> None:
    a = Drawing(10, 10, (Rect(0, 0, 1, 1, fill="#000000"),))
    b = Drawing(10, 10, (Rect(0, 0, 1, 1, fill="#000000"),))
    assert a == b and hash(a) == hash(b) and a.cache_key == a
    assert Drawing(10, 10, (), key="k").cache_key == "k"


def test_group_transform_order_is_scale_rotate_translate() -> None:
    group = Group((Rect(0, 0, 1, 1),), translate=(10, 20), rotate=90, scale=(2, 2))
    t = Transform.of_group(group)
    x, y = t.apply(1, 0)
    # scaled to (2, 0), turned 90° clockwise on a y-down page to (0, 2), moved by (10, 20)
    assert (x, y) == pytest.approx((10, 22))
    assert t.scale_factor == pytest.approx(2)
    assert t.angle == pytest.approx(90)


@given(
    st.floats(-50, 50),
    st.floats(-50, 50),
    st.floats(-360, 360),
    st.floats(0.1, 5),
    st.floats(-9, 9),
    st.floats(-9, 9),
)
def test_nested_groups_compose(tx: float, ty: float, angle: float, s: float, px: float, py: float) -> None:
    inner = Group((Rect(0, 0, 1, 1),), translate=(tx, ty), rotate=angle, scale=(s, s))
    outer = Group((inner,), translate=(3, -4), rotate=30)
    leaves = list(iter_leaves((outer,)))
    assert len(leaves) == 1
    composed = leaves[0][1]
    step = Transform.of_group(inner).apply(px, py)
    expected = Transform.of_group(outer).apply(*step)
    assert composed.apply(px, py) == pytest.approx(expected, abs=1e-6)


def test_text_width_scales_linearly_and_fit_size_fits() -> None:
    w4 = text_width("Recto Verso", "VeraBd", 4)
    assert w4 > 0 and text_width("Recto Verso", "VeraBd", 8) == pytest.approx(2 * w4)
    assert text_width("ii", "Vera", 4) < text_width("MM", "Vera", 4)
    size = fit_size("A rather long title", 40, 10)
    assert size < 10 and text_width("A rather long title", "VeraBd", size) <= 40 + 1e-9
    assert fit_size("ok", 50, 6) == 6
    # never under 8 pt: where one line would need less, fit_lines breaks it onto two
    assert fit_size("A rather long title", 20, 10) == MIN_PRINT_SIZE
    size, lines = fit_lines("A rather long title", 20, 10)
    assert size >= MIN_PRINT_SIZE and len(lines) == 2
    assert all(text_width(line, "VeraBd", size) <= 20 for line in lines)
    with pytest.raises(ValueError):
        fit_lines("Unbreakablewordthatistoolong", 20, 10)


def test_strip_colours_keeps_shapes_only() -> None:
    d = Drawing(
        10, 10, (Rect(0, 0, 1, 1, fill="#ff0000"), Text(0, 0, "A", fill="#00ff00")), background="#123456"
    )
    stripped = strip_colours(d)
    assert stripped.background is None
    assert {leaf.fill for leaf, _ in iter_leaves(stripped.items)} == {"#000000"}


def test_ink_saver_drops_backgrounds_and_keeps_dark_text_visible() -> None:
    d = Drawing(
        10,
        10,
        (
            Rect(0, 0, 10, 10, fill="#333333", role="background"),
            Group((Rect(1, 1, 2, 2, fill="#777777"),), role="decor"),
            Text(1, 5, "R", fill="#ffffff", role="on-dark"),
        ),
        background="#333333",
    )
    light = ink_saver(d)
    assert light.background is None
    (text,) = light.items
    assert isinstance(text, Text) and text.fill != "#ffffff"


def test_star_is_symmetric() -> None:
    from export.art.common import star

    s = star(0, 0, 10)
    xs = [p[0] for p in s.points]
    assert max(xs) == pytest.approx(-min(xs))
    assert math.isclose(min(p[1] for p in s.points), -10)
