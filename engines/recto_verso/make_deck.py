"""Rebuild the shipped deck ``resources/recto_verso/cards.json`` from fixed seeds.

Run ``python -m engines.recto_verso.make_deck`` to write it, or with ``--check`` to
confirm the shipped file is exactly what the seeds give. Each level's 32 cards are picked
evenly over the difficulty range and numbered from easiest (E01, H01) to hardest; every
card is solved and the solution checked before the file is written.
"""

from __future__ import annotations

import argparse
import json
import sys

from engines.recto_verso.cards import Card, cards_to_file_data, dumps_card_file
from engines.recto_verso.generator import generate_cards
from engines.recto_verso.solver import check_solution, solve
from engines.safe_files import atomic_write_text
from resources import resource_path

__all__ = ["CARDS_PER_LEVEL", "DECK_SEEDS", "build_deck", "main"]

DECK_SEEDS = {"easy": 2021, "hard": 3042}
CARDS_PER_LEVEL = 32


def build_deck() -> list[Card]:
    cards: list[Card] = []
    for level, seed in DECK_SEEDS.items():
        for generated in generate_cards(level, CARDS_PER_LEVEL, seed, spread=True):
            result = solve(generated.card)
            if result.building is None or not check_solution(generated.card, result.building):
                raise RuntimeError(f"card {generated.card.id} does not solve: {result.reason}")
            cards.append(generated.card)
    return cards


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engines.recto_verso.make_deck", description=__doc__)
    parser.add_argument(
        "--check", action="store_true", help="compare with the shipped file instead of writing it"
    )
    args = parser.parse_args(argv)
    cards = build_deck()
    data = cards_to_file_data(cards)
    target = resource_path("recto_verso", "cards.json")
    if args.check:
        shipped = json.loads(target.read_text(encoding="utf-8"))
        if shipped != data:
            print(f"{target} differs from what the seeds give; run without --check", file=sys.stderr)
            return 1
        print(f"{target} is up to date ({len(data['cards'])} cards)")
        return 0
    atomic_write_text(target, dumps_card_file(cards))
    print(f"wrote {len(data['cards'])} cards to {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
