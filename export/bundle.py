"""The whole print-and-play set for chosen games: card PDFs, score sheets, aids, calibration, PNGs.

Pure work with no user interface: the ``rectoverso export`` command and the Print & play
view both call :func:`export_set`, which reports what it wrote, what it skipped and how the
sheets differ from what one might expect (fewer cards on each, or turned sideways, to leave
room for the bleed and the crop marks). :func:`plan_files` names the files a set holds and
:func:`planned_pages` gives each one's pages, so the view's preview shows the same sheets
the PDFs contain.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from engines.catalogue import translate_message
from engines.file_names import long_path, portable_name
from engines.manifest import game_spec
from engines.safe_files import atomic_write_bytes
from export.aids import player_aid
from export.art.primitives import Drawing
from export.decks import GAMES, Deck, DeckUnavailable, load_deck
from export.pdf.calibration import calibration_pages
from export.pdf.document import deck_pdf_bytes, pages_pdf_bytes, write_pdf
from export.pdf.imposition import DeckPage, Sides, deck_pages
from export.pdf.layout import Duplex, PrintOptions, sheet_fit
from export.raster import drawing_to_png
from export.sheets import score_sheets

__all__ = [
    "PARTS",
    "ExportCancelled",
    "ExportReport",
    "PlannedFile",
    "export_set",
    "plan_files",
    "planned_pages",
    "sheet_note",
]


def game_name(game: str, lang: str = "en") -> str:
    """The game's name in ``lang``, from its manifest."""
    return translate_message(lang, game_spec(game).name)


#: what a set may hold: card decks, score sheets, player aids, the calibration page
PARTS = ("cards", "sheets", "aids", "calibration")
#: ``progress(done, total, what)``: ``done`` steps of ``total`` are finished, ``what`` starts now
Progress = Callable[[int, int, str], None]


class ExportCancelled(Exception):
    """The caller asked to stop; ``report`` lists the files finished before (each one whole)."""

    def __init__(self, report: ExportReport) -> None:
        super().__init__("export cancelled")
        self.report = report


@dataclass
class ExportReport:
    written: list[Path] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    #: things the user asked for that the export had to change, one sentence each
    notes: list[str] = field(default_factory=list)

    @property
    def total_bytes(self) -> int:
        return sum(p.stat().st_size for p in self.written if p.exists())


@dataclass(frozen=True)
class PlannedFile:
    """One PDF of the set: its file name and what goes in it."""

    name: str
    title: str
    part: str
    game: str | None = None
    sides: Sides = "both"
    duplex: Duplex = "none"


def plan_files(
    games: Sequence[str] = GAMES,
    options: PrintOptions | None = None,
    lang: str = "en",
    parts: Sequence[str] = PARTS,
) -> list[PlannedFile]:
    """The PDFs :func:`export_set` writes for these choices, in the order it writes them.

    A game prints the deck, the score sheets and the player aid its manifest names, and no
    file for a part it has none of. Names are made from game ids and the language, each
    passed through :func:`engines.file_names.portable_name`: a game plugged in as ``a:b``
    still exports files a Windows PC opens.
    """
    options = options or PrintOptions()
    unknown = set(parts) - set(PARTS)
    if unknown:
        raise ValueError(f"unknown part {sorted(unknown)[0]!r} ({', '.join(PARTS)})")
    files: list[PlannedFile] = []
    for game in games:
        title = game_name(game)
        spec = game_spec(game)
        if "cards" in parts and spec.decks:
            if options.duplex == "none" and not options.gutterfold:
                for sides in ("fronts", "backs"):
                    files.append(
                        PlannedFile(
                            portable_name(f"{game}-cards-{sides}.pdf"),
                            f"{title} cards ({sides})",
                            "cards",
                            game,
                            sides,
                        )
                    )
            else:
                files.append(PlannedFile(portable_name(f"{game}-cards.pdf"), f"{title} cards", "cards", game))
        if "sheets" in parts and spec.sheets:
            name = portable_name(f"{game}-score-sheets.pdf")
            files.append(PlannedFile(name, f"{title} score sheets", "sheets", game))
        if "aids" in parts and spec.aid:
            name = portable_name(f"{game}-player-aid-{lang}.pdf")
            files.append(PlannedFile(name, f"{title} player aid", "aids", game))
    if "calibration" in parts:
        duplex: Duplex = "long" if options.duplex == "none" else options.duplex
        files.append(PlannedFile("calibration.pdf", "Calibration", "calibration", duplex=duplex))
    return files


def planned_pages(
    planned: PlannedFile, options: PrintOptions, lang: str = "en", deck: Deck | None = None
) -> list[DeckPage] | list[Drawing]:
    """The pages of ``planned``: imposed deck pages for a card file, whole-page drawings otherwise.

    A card file needs its ``deck`` (from :func:`export.decks.load_deck`).
    """
    if planned.part == "cards":
        if deck is None:
            raise ValueError("a card file needs its deck")
        return deck_pages(deck.cards, options, planned.sides)
    if planned.part == "sheets":
        assert planned.game is not None
        return score_sheets(planned.game, options.page_size, lang)
    if planned.part == "aids":
        assert planned.game is not None
        return [player_aid(planned.game, options.page_size, lang)]
    return list(calibration_pages(options, lang))


def sheet_note(options: PrintOptions) -> str | None:
    """A sentence when each sheet holds fewer cards for the bleed or the marks, or holds them sideways."""
    fit = sheet_fit(options)
    if not fit.worth_saying:
        return None
    paper = options.paper.upper() if options.paper == "a4" else options.paper.capitalize()
    parts = []
    if fit.costs:
        room = " and the ".join(f"{options.bleed:g} mm bleed" if c == "bleed" else c for c in fit.costs)
        parts.append(
            f"each {paper} sheet holds {fit.per_sheet} cards instead of {fit.without}, "
            f"to leave room for the {room}"
        )
    if fit.sideways:
        parts.append("the cards lie sideways on the sheet, the way the most fit")
    return "; ".join(parts)


def export_set(
    out_dir: Path,
    games: Sequence[str] = GAMES,
    options: PrintOptions | None = None,
    lang: str = "en",
    png_dpi: float | None = None,
    deck_paths: dict[str, Path] | None = None,
    progress: Progress | None = None,
    parts: Sequence[str] = PARTS,
    cancelled: Callable[[], bool] | None = None,
) -> ExportReport:
    """Write every PDF for ``games`` into ``out_dir`` (which must exist and be writable).

    Each file is built in memory and written atomically, so stopping (``cancelled()``
    returning true, checked between pages and between PNGs: :class:`ExportCancelled`) or an
    ``OSError`` (a full disk) never leaves half a file behind.
    """
    options = options or PrintOptions()
    report = ExportReport()
    files = plan_files(games, options, lang, parts)
    png_games = [g for g in games if png_dpi and "cards" in parts and game_spec(g).decks]
    total = len(files) + len(png_games)
    note = progress or (lambda _done, _total, _what: None)
    stop = cancelled or (lambda: False)
    decks: dict[str, Deck | None] = {}

    def check() -> None:
        if stop():
            raise ExportCancelled(report)

    def deck_of(game: str) -> Deck | None:
        if game not in decks:
            try:
                decks[game] = load_deck(game, options.card_size, lang, (deck_paths or {}).get(game))
            except DeckUnavailable as exc:
                decks[game] = None
                report.skipped.append(f"{game_name(game)} cards skipped: {exc}")
        return decks[game]

    if "cards" in parts and games:
        message = sheet_note(options)
        if message:
            report.notes.append(message)
    done = 0
    for planned in files:
        check()
        note(done, total, planned.name)
        if planned.part == "cards":
            assert planned.game is not None
            deck = deck_of(planned.game)
            if deck is not None:
                data = deck_pdf_bytes(deck.cards, options, planned.title, planned.sides, check).data
                _write(report, out_dir / planned.name, data)
        else:
            pages = planned_pages(planned, options, lang)
            data = pages_pdf_bytes(pages, planned.title, planned.duplex).data  # type: ignore[arg-type]
            _write(report, out_dir / planned.name, data)
        done += 1
    for game in png_games:
        check()
        note(done, total, f"png/{game}")
        deck = deck_of(game)
        if deck is not None:
            assert png_dpi is not None
            folder = out_dir / "png" / portable_name(game)
            _write_pngs(report, folder, deck.cards, png_dpi, options.bleed, check)
        done += 1
    note(total, total, "")
    return report


def _write(report: ExportReport, path: Path, data: bytes) -> None:
    write_pdf(path, data)
    report.written.append(path)


def _write_pngs(
    report: ExportReport,
    folder: Path,
    cards: Sequence[object],
    dpi: float,
    bleed: float,
    check: Callable[[], None],
) -> None:
    """One PNG per distinct face (a deck often repeats faces)."""
    Path(long_path(folder)).mkdir(parents=True, exist_ok=True)
    seen: set[object] = set()
    for number, card in enumerate(cards, start=1):
        for side, drawing in (("front", card.front), ("back", card.back)):  # type: ignore[attr-defined]
            if drawing is None or drawing.cache_key in seen:
                continue
            check()
            seen.add(drawing.cache_key)
            path = folder / f"{number:03d}-{side}.png"
            atomic_write_bytes(path, drawing_to_png(drawing, dpi, bleed))
            report.written.append(path)
