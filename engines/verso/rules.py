"""Pure rule helpers: which series a row allows, and the solo ranking.

A series is 2–6 cards of one colour standing for consecutive values, jokers filling the
values nobody holds, with at least one numbered card. It is given as the cards in run
order (lowest first); the last two of that order are the "two highest" that get
discarded, so where a loose joker stands (below or above the numbers) is the banker's
choice and is part of the action.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations, permutations

from engines.text import t
from engines.verso.cards import JOKER, Face

__all__ = ["SOLO_RANKS", "is_series", "series_in_row", "series_values", "solo_rank"]

#: Solo ranking: (lowest score, label), best first. 35 is an average game, 64 the designers' best.
SOLO_RANKS: tuple[tuple[int, str], ...] = (
    (60, t("Legend of the deck")),
    (55, t("Professional player")),
    (50, t("Model player")),
    (45, t("Pure talent")),
    (40, t("Nice play")),
    (35, t("Well done: an average Verso score")),
    (0, t("Keep practising")),
)


def solo_rank(score: float) -> str:
    for low, label in SOLO_RANKS:
        if score >= low:
            return label
    return SOLO_RANKS[-1][1]


def _window(start: int, length: int) -> list[int]:
    return [(start - 1 + i) % 6 + 1 for i in range(length)]


def series_values(faces: Sequence[Face], wrap: bool) -> list[int] | None:
    """The values ``faces`` (in run order) stand for, or None if they are no series."""
    n = len(faces)
    if not 2 <= n <= 6 or len({f.colour for f in faces}) != 1 or all(f.value == JOKER for f in faces):
        return None
    first = next(i for i, f in enumerate(faces) if f.value != JOKER)
    start = (faces[first].value - first - 1) % 6 + 1
    if not wrap and (faces[first].value - first < 1 or start + n - 1 > 6):
        return None
    values = _window(start, n)
    for f, v in zip(faces, values, strict=True):
        if f.value != JOKER and f.value != v:
            return None
    return values


def is_series(faces: Sequence[Face], wrap: bool) -> bool:
    return series_values(faces, wrap) is not None


def series_in_row(row: Sequence[int], face_of: Callable[[int], Face], wrap: bool) -> list[tuple[int, ...]]:
    """Every distinct series (card ids in run order) one row allows.

    Two arrangements of the same cards that discard the same two are one choice, so
    each (cards, discarded) pair is offered once.
    """
    by_value: dict[int, int] = {}
    jokers: list[int] = []
    for card in row:
        value = face_of(card).value
        if value == JOKER:
            jokers.append(card)
        else:
            by_value[value] = card
    if not by_value or len(row) < 2:
        return []
    found: list[tuple[int, ...]] = []
    seen: set[tuple[frozenset[int], frozenset[int]]] = set()
    n_jokers = len(jokers)
    for length in range(2, min(6, len(row)) + 1):
        starts = range(1, 7) if wrap else range(1, 8 - length)
        for start in starts:
            values = _window(start, length)
            held = [i for i, v in enumerate(values) if v in by_value]
            if not held:
                continue
            missing = length - len(held)
            if missing > n_jokers:
                continue
            spare = n_jokers - missing
            for k in range(min(spare, len(held) - 1) + 1):
                for replaced in combinations(held, k):
                    slots = [i for i in range(length) if values[i] not in by_value or i in replaced]
                    for chosen in permutations(jokers, len(slots)):
                        cards = [0] * length
                        for i, v in enumerate(values):
                            cards[i] = by_value.get(v, -1)
                        for slot, joker in zip(slots, chosen, strict=True):
                            cards[slot] = joker
                        key = (frozenset(cards), frozenset(cards[-2:]))
                        if key in seen:
                            continue
                        seen.add(key)
                        found.append(tuple(cards))
    return found
