"""The 11 pieces and their rotations (docs/HOUSE-RULES.md, "Recto Verso")."""

from __future__ import annotations

import pytest

from engines.recto_verso.pieces import LETTERS, level_pieces, normalise, orientations, piece, pieces


def test_eleven_pieces_with_their_letters_and_sizes() -> None:
    found = {p.name: (p.letter, p.size) for p in pieces()}
    assert found == {
        "black": ("K", 1),
        "white": ("W", 1),
        "grey": ("E", 1),
        "brown": ("N", 1),
        "green": ("G", 2),
        "pink": ("P", 2),
        "violet": ("V", 2),
        "orange": ("O", 2),
        "yellow": ("Y", 3),
        "blue": ("B", 3),
        "red": ("R", 4),
    }
    assert {p.letter: p.name for p in pieces()} == LETTERS


def test_the_two_l_shapes_follow_the_design() -> None:
    assert piece("blue").cells == ((0, 0, 0), (0, 0, 1), (1, 0, 0))
    assert piece("red").cells == ((0, 0, 0), (0, 0, 1), (0, 0, 2), (1, 0, 0))


def test_levels() -> None:
    easy, hard = level_pieces("easy"), level_pieces("hard")
    assert len(easy) == 10 and sum(p.size for p in easy) == 18
    assert "red" not in {p.name for p in easy}
    assert len(hard) == 11 and sum(p.size for p in hard) == 22
    with pytest.raises(ValueError):
        level_pieces("medium")


@pytest.mark.parametrize(
    ("name", "count"),
    [("black", 1), ("brown", 1), ("green", 3), ("orange", 3), ("yellow", 3), ("blue", 12), ("red", 24)],
)
def test_rotation_counts(name: str, count: int) -> None:
    shapes = orientations(name)
    assert len(shapes) == count
    assert len(set(shapes)) == count
    for shape in shapes:
        assert shape == normalise(shape)
        assert len(shape) == piece(name).size


def test_a_shape_that_is_no_rotation_is_refused() -> None:
    # Flat pieces are their own mirror images (turn them over); a skew pair of cubes is no bar.
    assert normalise([(-x, y, z) for x, y, z in piece("red").cells]) in orientations("red")
    assert normalise([(0, 0, 0), (1, 1, 0)]) not in orientations("green")
    assert normalise([(0, 0, 0), (1, 0, 0), (1, 0, 1)]) in orientations("blue")
    assert normalise([(0, 0, 0), (1, 0, 0), (2, 0, 1)]) not in orientations("blue")
