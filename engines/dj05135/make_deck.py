"""Design the DJ05135 deck: ``python -m engines.dj05135.make_deck [--seed N] [--out FILE]``.

The rules sheet names the pictograms but publishes no card list, so the deck is found
by a seeded search: pair the 72 faces (:data:`~engines.dj05135.cards.PER_ANIMAL` for
each animal) into 36 cards that keep every rule of
:func:`~engines.dj05135.cards.deck_problems`. The same seed always gives the same deck;
the shipped ``resources/dj05135/deck.json`` was made with the default seed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from engines.dj05135.cards import (
    ACTIONS,
    ANIMALS,
    BALANCE_RULES,
    DECK_FILE,
    MAGNIFIER,
    PER_ANIMAL,
    AnimalCard,
    Face,
    deck_problems,
    deck_to_json,
    distribution,
)
from engines.rng import make_rng, shuffle
from resources import resource_path

__all__ = ["DEFAULT_SEED", "design_deck", "main"]

DEFAULT_SEED = 5135
_BEHIND_LIMIT: dict[str | None, int] = {None: 5, MAGNIFIER: 2, **{a: 1 for a in ACTIONS}}


def _all_faces() -> list[Face]:
    return [Face(a, p) for a in ANIMALS for p, n in PER_ANIMAL.items() for _ in range(n)]


class _DeckSearch:
    """Backtracking over faces, most constrained first, partners tried in random order."""

    def __init__(self, seed: int, step_limit: int = 20_000) -> None:
        self.rng = make_rng(seed)
        self.step_limit = step_limit
        self.steps = 0
        faces = _all_faces()
        shuffle(faces, self.rng)
        rank = {p: i for i, p in enumerate((*ACTIONS, MAGNIFIER, None))}
        faces.sort(key=lambda f: rank[f.pictogram])  # stable: random order within a kind
        self.faces = faces
        self.used = [False] * len(faces)
        self.pairs: Counter[frozenset[str]] = Counter()
        self.backs: dict[Face, set[str]] = {}
        self.behind: Counter[tuple[str | None, str]] = Counter()
        self.cards: list[tuple[Face, Face]] = []

    def _fits(self, a: Face, b: Face) -> bool:
        if a.animal == b.animal or (a.pictogram in ACTIONS and b.pictogram in ACTIONS):
            return False
        if a.pictogram == b.pictogram == MAGNIFIER:
            return False
        pair = frozenset((a.animal, b.animal))
        if self.pairs[pair] >= 3 or (self.pairs[pair] == 2 and sum(n == 3 for n in self.pairs.values()) >= 6):
            return False
        if b.animal in self.backs.get(a, ()) or a.animal in self.backs.get(b, ()):
            return False
        if self.behind[(a.pictogram, b.animal)] >= _BEHIND_LIMIT[a.pictogram]:
            return False
        if self.behind[(b.pictogram, a.animal)] >= _BEHIND_LIMIT[b.pictogram]:
            return False
        return (a, b) not in self.cards and (b, a) not in self.cards

    def _place(self, a: Face, b: Face, sign: int) -> None:
        self.pairs[frozenset((a.animal, b.animal))] += sign
        self.behind[(a.pictogram, b.animal)] += sign
        self.behind[(b.pictogram, a.animal)] += sign
        for face, back in ((a, b), (b, a)):
            if sign > 0:
                self.backs.setdefault(face, set()).add(back.animal)
            else:
                self.backs[face].discard(back.animal)
        if sign > 0:
            self.cards.append((a, b))
        else:
            self.cards.pop()

    def run(self) -> list[tuple[Face, Face]] | None:
        first = next((i for i, u in enumerate(self.used) if not u), None)
        if first is None:
            return list(self.cards)
        self.steps += 1
        if self.steps > self.step_limit:
            return None
        a = self.faces[first]
        partners = [j for j in range(first + 1, len(self.faces)) if not self.used[j]]
        shuffle(partners, self.rng)
        tried: set[Face] = set()
        for j in partners:
            b = self.faces[j]
            if b in tried or not self._fits(a, b):
                continue
            tried.add(b)
            self.used[first] = self.used[j] = True
            self._place(a, b, +1)
            found = self.run()
            if found is not None:
                return found
            self._place(a, b, -1)
            self.used[first] = self.used[j] = False
            if self.steps > self.step_limit:
                return None
        return None


def design_deck(seed: int = DEFAULT_SEED, attempts: int = 500) -> tuple[AnimalCard, ...]:
    """A deck that keeps every balance rule; the same seed gives the same deck."""
    for attempt in range(attempts):
        found = _DeckSearch(seed * 1000 + attempt).run()
        if found is None:
            continue
        rng = make_rng(seed + attempt)
        order = list(range(len(found)))
        shuffle(order, rng)
        cards = []
        for new_id, index in enumerate(order):
            a, b = found[index]
            sides = (a, b) if rng.random() < 0.5 else (b, a)
            cards.append(AnimalCard(new_id, sides))
        deck = tuple(cards)
        if not deck_problems(deck):
            return deck
    raise RuntimeError(f"no deck found from seed {seed} in {attempts} attempts")


def _format(data: dict[str, Any]) -> str:
    """Indented JSON with one card (or one entry) per line, so diffs stay readable."""
    lines = ["{"]
    items = list(data.items())
    for index, (key, value) in enumerate(items):
        comma = "," if index < len(items) - 1 else ""
        if isinstance(value, list) and value:
            inner = ",\n".join(f"  {json.dumps(v, ensure_ascii=False)}" for v in value)
            lines.append(f" {json.dumps(key)}: [\n{inner}\n ]{comma}")
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engines.dj05135.make_deck", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--out", type=Path, default=resource_path(*DECK_FILE))
    args = parser.parse_args(argv)
    deck = design_deck(args.seed)
    data = deck_to_json(deck)
    data["seed"] = args.seed
    data["distribution"] = distribution(deck)
    data["balance_rules"] = list(BALANCE_RULES)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(_format(data), encoding="utf-8")
    print(f"wrote {len(deck)} cards to {args.out} (seed {args.seed})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
