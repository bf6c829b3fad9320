"""Seeded shuffles are golden: the same seed deals the same on every Python version."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from engines.rng import choice, make_rng, randbelow, shuffle


def test_shuffle_is_golden() -> None:
    items = list(range(10))
    shuffle(items, make_rng(42))
    assert items == [9, 7, 8, 5, 3, 4, 1, 2, 0, 6]


@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=0, max_value=60))
def test_shuffle_is_a_permutation_and_repeatable(seed: int, n: int) -> None:
    a, b = list(range(n)), list(range(n))
    shuffle(a, make_rng(seed))
    shuffle(b, make_rng(seed))
    assert a == b and sorted(a) == list(range(n))


@given(st.integers(min_value=0, max_value=2**40), st.integers(min_value=1, max_value=1000))
def test_randbelow_in_range(seed: int, n: int) -> None:
    assert 0 <= randbelow(make_rng(seed), n) < n


def test_choice_covers_all_items() -> None:
    rng = make_rng(1)
    assert {choice("abc", rng) for _ in range(200)} == set("abc")
