"""The whole print-and-play set for chosen games: card PDFs, score sheets, aids, calibration, PNGs.

Pure work with no user interface: the ``rectoverso export`` command and the Print & play
view both call :func:`export_set`, which reports what it wrote and what it skipped.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from engines.safe_files import atomic_write_bytes
from export.aids import player_aid
from export.decks import GAMES, DeckUnavailable, load_deck
from export.pdf.calibration import calibration_pages
from export.pdf.document import deck_pdf_bytes, pages_pdf_bytes, write_pdf
from export.pdf.layout import PrintOptions
from export.raster import drawing_to_png
from export.sheets import score_sheets

__all__ = ["ExportReport", "export_set"]

TITLES = {"recto_verso": "Recto Verso", "verso": "Verso", "revorso": "Revorso", "dj05135": "DJ05135"}
Progress = Callable[[str], None]


@dataclass
class ExportReport:
    written: list[Path] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    @property
    def total_bytes(self) -> int:
        return sum(p.stat().st_size for p in self.written if p.exists())


def _write(report: ExportReport, path: Path, data: bytes) -> None:
    write_pdf(path, data)
    report.written.append(path)


def export_set(
    out_dir: Path,
    games: Sequence[str] = GAMES,
    options: PrintOptions | None = None,
    lang: str = "en",
    png_dpi: float | None = None,
    deck_paths: dict[str, Path] | None = None,
    progress: Progress | None = None,
) -> ExportReport:
    """Write every PDF for ``games`` into ``out_dir`` (which must exist and be writable)."""
    options = options or PrintOptions()
    report = ExportReport()
    page = options.page_size
    note = progress or (lambda _message: None)
    for game in games:
        title = TITLES[game]
        note(f"{title}: cards")
        try:
            deck = load_deck(game, options.card_size, lang, (deck_paths or {}).get(game))
        except DeckUnavailable as exc:
            report.skipped.append(f"{title} cards skipped: {exc}")
        else:
            if options.duplex == "none" and not options.gutterfold:
                for sides in ("fronts", "backs"):
                    result = deck_pdf_bytes(deck.cards, options, f"{title} cards ({sides})", sides=sides)
                    _write(report, out_dir / f"{game}-cards-{sides}.pdf", result.data)
            else:
                result = deck_pdf_bytes(deck.cards, options, f"{title} cards")
                _write(report, out_dir / f"{game}-cards.pdf", result.data)
            if png_dpi:
                _write_pngs(report, out_dir / "png" / game, deck.cards, png_dpi, options.bleed)
        note(f"{title}: score sheets and player aid")
        sheets = pages_pdf_bytes(score_sheets(game, page, lang), f"{title} score sheets")
        _write(report, out_dir / f"{game}-score-sheets.pdf", sheets.data)
        aid = pages_pdf_bytes([player_aid(game, page, lang)], f"{title} player aid")
        _write(report, out_dir / f"{game}-player-aid-{lang}.pdf", aid.data)
    note("calibration page")
    duplex = "long" if options.duplex == "none" else options.duplex
    calibration = pages_pdf_bytes(calibration_pages(options, lang), "Calibration", duplex)
    _write(report, out_dir / "calibration.pdf", calibration.data)
    return report


def _write_pngs(
    report: ExportReport, folder: Path, cards: Sequence[object], dpi: float, bleed: float
) -> None:
    """One PNG per distinct face (a deck often repeats faces)."""
    folder.mkdir(parents=True, exist_ok=True)
    seen: set[object] = set()
    for number, card in enumerate(cards, start=1):
        for side, drawing in (("front", card.front), ("back", card.back)):  # type: ignore[attr-defined]
            if drawing is None or drawing.cache_key in seen:
                continue
            seen.add(drawing.cache_key)
            path = folder / f"{number:03d}-{side}.png"
            atomic_write_bytes(path, drawing_to_png(drawing, dpi, bleed))
            report.written.append(path)


def check_output_folder(path: Path) -> str | None:
    """Why ``path`` cannot receive the export, or ``None`` when it can."""
    if not path.exists():
        return f"the folder {path} does not exist"
    if not path.is_dir():
        return f"{path} is not a folder"
    if not os.access(path, os.W_OK | os.X_OK):
        return f"the folder {path} is not writable"
    return None
