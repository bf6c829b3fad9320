"""``rectoverso export``: the print-and-play PDFs (cards, score sheets, player aids, calibration)."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from app.commands import EXIT_CODES as COMMON_EXIT_CODES
from app.commands import CommandError, finite_float, non_empty_path

NAME = "export"
HELP = "write the print-and-play PDFs: cards, score sheets, player aids and a calibration page"
EXIT_CODES = (
    f"{COMMON_EXIT_CODES}. A missing --out folder is created with its parents; nothing is written "
    "when an option or the --cards-file is refused."
)


def _deck_makers() -> tuple[str, ...]:
    """The games whose players can make their own deck (the manifest names a ``deck_reader``)."""
    from engines.manifest import game_specs

    return tuple(spec.id for spec in game_specs(shipped_only=True) if spec.deck_reader)


def _cards_name(game: str) -> str:
    from engines.manifest import game_spec

    return f"{game_spec(game).name} cards"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from engines.manifest import game_ids

    games = game_ids(shipped_only=True)
    makers = _deck_makers()
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
        "--bleed", type=finite_float, default=0.0, metavar="MM", help="bleed around each card, 0-3 mm"
    )
    parser.add_argument(
        "--crop-marks", action=argparse.BooleanOptionalAction, default=True, help="cut marks in the margins"
    )
    parser.add_argument(
        "--back-offset",
        type=finite_float,
        nargs=2,
        default=(0.0, 0.0),
        metavar=("X", "Y"),
        help="move the backs, mm",
    )
    parser.add_argument("--ink-saver", action="store_true", help="no full-bleed backgrounds")
    # Its own name: a default here would hide the app's --lang given before the command.
    parser.add_argument(
        "--lang",
        dest="sheets_lang",
        choices=("en", "fr", "it", "pt"),
        help="language of sheets and aids (default: the app's --lang, else en)",
    )
    parser.add_argument(
        "--png", type=finite_float, metavar="DPI", help="also write a PNG of every distinct card face"
    )
    parser.add_argument(
        "--cards-file",
        type=non_empty_path,
        metavar="FILE",
        help=f"{' or '.join(map(_cards_name, makers))} made in the app, to print instead of the shipped "
        f"deck (needs --game all or {' or '.join(makers)})",
    )
    parser.add_argument(
        "--out",
        type=non_empty_path,
        required=True,
        metavar="DIR",
        help="folder for the files, created if missing",
    )


def run(args: argparse.Namespace) -> int:
    from export.bundle import export_set
    from export.decks import GAMES
    from export.folders import prepare_output_folder
    from export.pdf.layout import PrintOptions

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
    games = GAMES if args.game == "all" else (args.game,)
    deck_paths = dict([_checked_cards_file(args.cards_file, games)]) if args.cards_file is not None else None
    # Every input is checked before the folder is made: a refused export writes nothing.
    out = Path(args.out).expanduser()
    problem = prepare_output_folder(out)
    if problem is not None:
        raise CommandError(problem.english())
    start = time.perf_counter()
    try:
        report = export_set(
            out,
            games,
            options,
            args.sheets_lang or args.lang or "en",
            png_dpi=args.png,
            deck_paths=deck_paths,
        )
    except OSError as exc:
        raise CommandError(f"cannot write into {out}: {exc.strerror or exc}") from exc
    for line in report.skipped:
        print(line)
    for line in report.notes:
        print(f"note: {line}")
    for path in report.written:
        print(f"wrote {path}")
    size_mb = report.total_bytes / 1_048_576
    print(f"{len(report.written)} files, {size_mb:.1f} MB in {time.perf_counter() - start:.1f} s")
    return 0


def _checked_cards_file(name: str, games: tuple[str, ...]) -> tuple[str, Path]:
    """The game the ``--cards-file`` is printed for, and the file; :class:`CommandError` if it cannot be.

    The file is for the first of ``games`` whose players make their own deck. It is read
    with the hardened reader (a folder or a named pipe is named as such, never "does not
    exist"), then checked by the game's deck reader, so a wrong file stops the export
    instead of being skipped with exit code 0.
    """
    from engines.manifest import game_spec, import_path
    from engines.safe_files import load_json

    makers = [game for game in games if game in _deck_makers()]
    if not makers:
        kinds = " or ".join(map(_cards_name, _deck_makers()))
        raise CommandError(f"--cards-file holds {kinds}; --game {games[0]} does not print them")
    game = makers[0]
    path = Path(name).expanduser()
    loaded = load_json(path)
    if not loaded.ok:
        raise CommandError(loaded.error)
    try:
        import_path(game_spec(game).deck_reader)(loaded.data)
    except ValueError as exc:
        raise CommandError(f"{path.name} is not a {game_spec(game).name} card file: {exc}") from exc
    return game, path
