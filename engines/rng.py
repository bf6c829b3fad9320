"""Seeded randomness that deals the same way on every Python version.

``random.Random.shuffle`` and ``randrange`` changed their algorithms between Python
releases; ``random()`` over an integer seed has not. Everything here is built on it.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

__all__ = ["make_rng", "randbelow", "shuffle", "choice"]


def make_rng(seed: int) -> random.Random:
    return random.Random(int(seed))


def randbelow(rng: random.Random, n: int) -> int:
    """A uniform integer in ``[0, n)`` from one ``rng.random()`` draw."""
    if n <= 0:
        raise ValueError("n must be positive")
    return min(int(rng.random() * n), n - 1)


def shuffle(items: MutableSequence[T], rng: random.Random) -> None:
    """Fisher–Yates in place."""
    for i in range(len(items) - 1, 0, -1):
        j = randbelow(rng, i + 1)
        items[i], items[j] = items[j], items[i]


def choice(items: Sequence[T], rng: random.Random) -> T:
    if not items:
        raise IndexError("cannot choose from an empty sequence")
    return items[randbelow(rng, len(items))]
