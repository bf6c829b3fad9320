"""``rectoverso solve CARD.json``: find a building that matches a Recto Verso card.

Exit 0 with the building JSON when every card asked for is solved, 1 with a one-line
reason when one has no solution, 2 on bad input (the message names the card and row).
A card showing a colour whose piece is not in its level's box is bad input, not a card
without a solution: no search is needed to see it, and the file (or ``--level``) is what
has to change.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.commands import CommandError, non_empty_path

NAME = "solve"
HELP = "find a building matching a Recto Verso card file (solve CARD.json [--id ID] [--level L] [--all])"
EXIT_CODES = (
    "exit codes: 0 every card solved, 1 a card has no solution, "
    "2 bad input (a file that cannot be read, a card that is not well formed, "
    "a colour that is not a piece of the card's level)"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "card_file", type=non_empty_path, metavar="CARD.json", help="a card file or a single card object"
    )
    parser.add_argument("--id", help="solve only this card of the file")
    parser.add_argument(
        "--level", choices=("easy", "hard"), help="the pieces to use (default: the card's level)"
    )
    parser.add_argument(
        "--all", action="store_true", help="list every solution (up to --limit) with their count"
    )
    parser.add_argument(
        "--limit", type=int, default=1000, help="stop counting at this many solutions (--all)"
    )


def run(args: argparse.Namespace) -> int:
    from engines.recto_verso.building import building_to_json, dumps_building
    from engines.recto_verso.cards import CardFormatError, cards_from_file_data
    from engines.recto_verso.solver import impossibility, iter_solutions, solve
    from engines.safe_files import load_json

    loaded = load_json(args.card_file)
    if not loaded.ok:
        raise CommandError(loaded.error)
    try:
        cards = cards_from_file_data(loaded.data, level=args.level)
    except (CardFormatError, OverflowError) as exc:
        raise CommandError(f"{args.card_file}: {exc}") from exc
    if args.id is not None:
        cards = [c for c in cards if c.id == args.id]
        if not cards:
            raise CommandError(f"{args.card_file}: no card with id {args.id!r}")
    if args.limit < 1:
        raise CommandError("--limit must be at least 1")
    for card in cards:
        foreign = _colour_not_in_level(card)
        if foreign:
            raise CommandError(f"{args.card_file}: {foreign}")
    results: dict[str, Any] = {}
    text = ""
    failures = 0
    for card in cards:
        if args.all:
            found = []
            for building in iter_solutions(card):
                found.append(building_to_json(building))
                if len(found) >= args.limit:
                    break
            if not found:
                failures += 1
                print(f"rectoverso solve: {impossibility(card) or solve(card).reason}", file=sys.stderr)
            results[card.id] = {
                "count": len(found),
                "limit_reached": len(found) >= args.limit,
                "solutions": found,
            }
        else:
            result = solve(card)
            if result.building is None:
                failures += 1
                print(f"rectoverso solve: {result.reason}", file=sys.stderr)
                results[card.id] = None
            else:
                results[card.id] = building_to_json(result.building)
                text = dumps_building(result.building)
    if len(cards) == 1 and not args.all:
        if text:
            print(text)
    elif len(cards) == 1:
        print(json.dumps(results[cards[0].id]))
    else:
        print(json.dumps(results))
    return 1 if failures else 0


def _colour_not_in_level(card: Any) -> str | None:
    """Why ``card`` shows a colour that no piece of its level has (``None`` when all colours do)."""
    from engines.recto_verso.pieces import LETTERS, level_pieces

    letters = {p.letter for p in level_pieces(card.level)}
    for side, facade in (("front", card.front), ("back", card.back)):
        for row in facade:
            for char in row:
                if char in LETTERS and char not in letters:
                    return (
                        f"card {card.id}: the {side} shows {LETTERS[char]} ({char}), "
                        f"not a piece of the {card.level} level"
                    )
    return None
