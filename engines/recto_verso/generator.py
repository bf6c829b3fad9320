"""Random valid buildings and the cards they make, with a difficulty rating.

A building is made by putting the level's pieces down one by one in a shuffled order,
each in a random orientation and footprint position, dropped to the lowest height where
it is supported (as a person would), never above 4 floors. The card is its pair of
facades. The rating counts what the partners cannot see (pieces and cubes hidden from
both facades) and how few buildings match (a card with one solution leaves no slack).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engines.recto_verso.building import Building, Placement
from engines.recto_verso.cards import Card, Difficulty, card_from_building
from engines.recto_verso.pieces import level_pieces
from engines.recto_verso.placing import cells_mask, drops
from engines.recto_verso.solver import count_solutions
from engines.rng import choice, make_rng, shuffle

__all__ = [
    "CARD_MAX_FLOORS",
    "SOLUTION_COUNT_LIMIT",
    "GeneratedCard",
    "generate_cards",
    "random_building",
    "rate",
]

CARD_MAX_FLOORS = 4
#: Solutions are counted up to this many when rating (more hardly changes the rating).
SOLUTION_COUNT_LIMIT = 200


@dataclass(frozen=True)
class GeneratedCard:
    card: Card
    building: Building
    score: int


def random_building(level: str, rng: random.Random, max_floors: int = CARD_MAX_FLOORS) -> Building:
    """A valid building of every piece of ``level``, at most ``max_floors`` high."""
    names = [p.name for p in level_pieces(level)]
    while True:
        order = list(names)
        shuffle(order, rng)
        occupied = 0
        placed: list[Placement] = []
        for name in order:
            options = drops(name, occupied, max_floors)
            if not options:
                break
            slot, z = choice(options, rng)
            cells = slot.cells(z)
            occupied |= cells_mask(cells)
            placed.append(Placement(name, cells))
        else:
            placed.sort(key=lambda p: names.index(p.piece))
            return Building(level, tuple(placed))


def rate(card: Card, building: Building, solutions: int | None = None) -> tuple[Difficulty, int]:
    """The card's difficulty and the score it is sorted by (higher is harder).

    ``solutions`` is the number of matching buildings when the caller has counted them
    already (a count stopped early is a lower bound, and rates the card as that count);
    otherwise they are counted here, up to :data:`SOLUTION_COUNT_LIMIT`.
    """
    colours = building.colours()
    seen = set()
    for x, y, z in colours:
        column_front = min(c[1] for c in colours if c[0] == x and c[2] == z)
        column_back = max(c[1] for c in colours if c[0] == x and c[2] == z)
        if y in (column_front, column_back):
            seen.add((x, y, z))
    hidden_cubes = len(colours) - len(seen)
    hidden_pieces = sum(1 for p in building.placements if not any(c in seen for c in p.cells))
    if solutions is None:
        solutions = count_solutions(card, building.level, limit=SOLUTION_COUNT_LIMIT)
    solutions = min(solutions, SOLUTION_COUNT_LIMIT)
    slack = 3 if solutions <= 10 else 2 if solutions <= 50 else 1 if solutions < SOLUTION_COUNT_LIMIT else 0
    score = hidden_cubes + 2 * hidden_pieces + slack + card.height
    stars = 1 + min(4, max(0, (score - 5) // 2))
    return Difficulty(stars, hidden_pieces, hidden_cubes, solutions), score


def _card_id(level: str, number: int, count: int) -> str:
    return f"{'E' if level == 'easy' else 'H'}{number:0{max(2, len(str(count)))}d}"


def generate_cards(
    level: str,
    count: int,
    seed: int,
    *,
    spread: bool = False,
    exclude: set[tuple[tuple[str, ...], tuple[str, ...]]] | None = None,
) -> list[GeneratedCard]:
    """``count`` different cards of ``level`` from ``seed``.

    With ``spread``, four times as many candidates are made and the cards kept are spaced
    evenly over the difficulty range; the result is then numbered from easiest to hardest.
    """
    if count < 1:
        raise ValueError("count must be at least 1")
    rng = make_rng(seed)
    seen = set(exclude or ())
    pool: list[GeneratedCard] = []
    wanted = count * 4 if spread else count
    attempts = 0
    while len(pool) < wanted:
        attempts += 1
        if attempts > wanted * 50:
            raise RuntimeError("could not find enough different cards")
        building = random_building(level, rng)
        card = card_from_building(building)
        key = (card.front, card.back)
        if key in seen:
            continue
        seen.add(key)
        difficulty, score = rate(card, building)
        pool.append(GeneratedCard(Card("", level, card.front, card.back, difficulty), building, score))
    if spread:
        pool.sort(key=lambda g: g.score)
        step = (len(pool) - 1) / max(1, count - 1)
        pool = [pool[round(i * step)] for i in range(count)]
    result = []
    for number, g in enumerate(pool, start=1):
        c = g.card
        result.append(
            GeneratedCard(
                Card(_card_id(level, number, count), level, c.front, c.back, c.difficulty),
                g.building,
                g.score,
            )
        )
    return result
