"""``rectoverso cards generate``: make new Recto Verso building cards from a seed."""

from __future__ import annotations

import argparse
import sys

from app.commands import EXIT_CODES, CommandError, non_empty_path

NAME = "cards"
HELP = "make Recto Verso building cards (cards generate --level easy|hard --count N --seed S)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="cards_command", metavar="ACTION", required=True)
    generate = sub.add_parser("generate", help="generate new cards, each checked solvable", epilog=EXIT_CODES)
    generate.add_argument("--level", choices=("easy", "hard"), required=True)
    generate.add_argument("--count", type=int, required=True, help="how many cards (1-999)")
    generate.add_argument("--seed", type=int, required=True, help="the same seed gives the same cards")
    generate.add_argument("--spread", action="store_true", help="spread the cards over the difficulty range")
    generate.add_argument(
        "--out", type=non_empty_path, metavar="FILE", help="write the card file here instead of printing it"
    )


def run(args: argparse.Namespace) -> int:
    from engines.recto_verso.cards import dumps_card_file
    from engines.recto_verso.generator import generate_cards
    from engines.safe_files import atomic_write_text

    if not 1 <= args.count <= 999:
        raise CommandError(f"--count must be 1 to 999, not {args.count}")
    cards = [g.card for g in generate_cards(args.level, args.count, args.seed, spread=args.spread)]
    text = dumps_card_file(cards)
    if args.out:
        try:
            atomic_write_text(args.out, text)
        except OSError as exc:
            raise CommandError(f"cannot write {args.out}: {exc.strerror or exc}") from exc
        print(f"wrote {len(cards)} {args.level} cards to {args.out} (seed {args.seed})", file=sys.stderr)
    else:
        print(text, end="")
    return 0
