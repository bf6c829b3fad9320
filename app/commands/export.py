"""``rectoverso export``: the print-and-play PDFs (cards, score sheets, player aids, calibration)."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from app.commands import CommandError

NAME = "export"
HELP = "write the print-and-play PDFs: cards, score sheets, player aids and a calibration page"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from engines.manifest import game_ids

    games = game_ids(shipped_only=True)
    parser.add_argument("--game", choices=("all", *games), default="all", help="which game (default: all)")
    parser.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default: a4)")
    parser.add_argument("--card", choices=("poker", "bridge", "mini"), default="poker", help="card size")
    parser.add_argument(
        "--duplex",
        choices=("long", "short", "none"),
        default="long",
        help="two-sided printing by the long or short edge, or none (separate fronts and backs files)",
    )
    parser.add_argument("--gutterfold", action="store_true", help="fold-and-glue sheets instead of duplex")
    parser.add_argument(
        "--bleed", type=float, default=0.0, metavar="MM", help="bleed around each card, 0-3 mm"
    )
    parser.add_argument(
        "--crop-marks", action=argparse.BooleanOptionalAction, default=True, help="cut marks in the margins"
    )
    parser.add_argument(
        "--back-offset",
        type=float,
        nargs=2,
        default=(0.0, 0.0),
        metavar=("X", "Y"),
        help="move the backs, mm",
    )
    parser.add_argument("--ink-saver", action="store_true", help="no full-bleed backgrounds")
    parser.add_argument(
        "--lang", choices=("en", "fr", "it", "pt"), default="en", help="language of sheets and aids"
    )
    parser.add_argument(
        "--png", type=float, metavar="DPI", help="also write a PNG of every distinct card face"
    )
    parser.add_argument(
        "--cards-file", type=Path, metavar="FILE", help="Recto Verso building cards to print instead"
    )
    parser.add_argument(
        "--out", type=Path, required=True, metavar="DIR", help="existing folder for the files"
    )


def run(args: argparse.Namespace) -> int:
    from export.bundle import check_output_folder, export_set
    from export.decks import GAMES
    from export.pdf.layout import PrintOptions

    problem = check_output_folder(args.out)
    if problem:
        raise CommandError(problem)
    try:
        options = PrintOptions(
            paper=args.paper,
            card=args.card,
            bleed=args.bleed,
            crop_marks=args.crop_marks,
            duplex=args.duplex,
            gutterfold=args.gutterfold,
            back_offset=tuple(args.back_offset),
            ink_saver=args.ink_saver,
        )
    except ValueError as exc:
        raise CommandError(str(exc)) from exc
    if args.png is not None and not 10 <= args.png <= 1200:
        raise CommandError("--png DPI must be between 10 and 1200")
    if args.cards_file is not None and not args.cards_file.is_file():
        raise CommandError(f"the cards file {args.cards_file} does not exist")
    games = GAMES if args.game == "all" else (args.game,)
    start = time.perf_counter()
    try:
        report = export_set(
            args.out,
            games,
            options,
            args.lang,
            png_dpi=args.png,
            deck_paths={"recto_verso": args.cards_file} if args.cards_file else None,
        )
    except OSError as exc:
        raise CommandError(f"cannot write into {args.out}: {exc.strerror or exc}") from exc
    for line in report.skipped:
        print(line)
    for line in report.notes:
        print(f"note: {line}")
    for path in report.written:
        print(f"wrote {path}")
    size_mb = report.total_bytes / 1_048_576
    print(f"{len(report.written)} files, {size_mb:.1f} MB in {time.perf_counter() - start:.1f} s")
    return 0
