"""``rectoverso solve CARD.json``: find a building that matches a Recto Verso card.

Exit 0 with the building JSON when every card asked for is solved, 1 with a one-line
reason when one has no solution, 2 on bad input (the message names the card and row).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.commands import CommandError

NAME = "solve"
HELP = "find a building matching a Recto Verso card file (solve CARD.json [--id ID] [--level L] [--all])"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("card_file", metavar="CARD.json", help="a card file or a single card object")
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
    except CardFormatError as exc:
        raise CommandError(f"{args.card_file}: {exc}") from exc
    if args.id is not None:
        cards = [c for c in cards if c.id == args.id]
        if not cards:
            raise CommandError(f"{args.card_file}: no card with id {args.id!r}")
    if args.limit < 1:
        raise CommandError("--limit must be at least 1")
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
