"""The set as a plan (file names, parts, preview pages), the bleed note, cancelling and bad folders."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from export.bundle import (
    ExportCancelled,
    bleed_note,
    export_set,
    plan_files,
    planned_pages,
)
from export.decks import GAMES, load_deck
from export.pdf.imposition import crop_mark_segments, deck_pages, effective_bleed
from export.pdf.layout import PrintOptions, sheet_for

ROOT = Path(__file__).resolve().parents[1]
PATHS = {game: ROOT / "tests" / "fixtures" / "export" / f"{game}.json" for game in GAMES}


def test_plan_names_the_files_export_writes(tmp_path: Path) -> None:
    options = PrintOptions(duplex="none")
    planned = plan_files(("verso", "revorso"), options, "fr", ("cards", "aids"))
    names = [p.name for p in planned]
    assert names == [
        "verso-cards-fronts.pdf",
        "verso-cards-backs.pdf",
        "verso-player-aid-fr.pdf",
        "revorso-cards-fronts.pdf",
        "revorso-cards-backs.pdf",
        "revorso-player-aid-fr.pdf",
    ]
    report = export_set(
        tmp_path, ("verso", "revorso"), options, "fr", deck_paths=PATHS, parts=("cards", "aids")
    )
    assert [p.name for p in report.written] == names
    with pytest.raises(ValueError, match="unknown part"):
        plan_files(parts=("posters",))


def test_preview_pages_are_the_pdf_pages() -> None:
    options = PrintOptions(bleed=2, duplex="short")
    deck = load_deck("verso", options.card_size, path=PATHS["verso"])
    cards_file = plan_files(("verso",), options, parts=("cards",))[0]
    pages = planned_pages(cards_file, options, deck=deck)
    assert pages == deck_pages(deck.cards, options)
    assert [p.side for p in pages] == ["fronts", "backs"]
    assert pages[0].marks == crop_mark_segments(options.page_size, sheet_for(options).fronts)
    assert pages[1].marks == () and all(pl.slot.rotate == 180 for pl in pages[1].placements)
    calibration = plan_files(("verso",), options, parts=("calibration",))[0]
    assert len(planned_pages(calibration, options)) == 2


def test_bleed_note_says_when_the_layout_gives_less_bleed() -> None:
    assert bleed_note(PrintOptions(bleed=0)) is None
    assert bleed_note(PrintOptions(card="mini", bleed=1)) is None
    full = PrintOptions(bleed=3)
    assert effective_bleed(full) < 3
    note = bleed_note(full)
    assert (
        note is not None
        and "3 mm" in note
        and f"{effective_bleed(full):.1f} mm" in note
        and "9 cards" in note
    )


def test_the_cli_reports_a_reduced_bleed(tmp_path: Path) -> None:
    from app.cli import build_parser
    from app.commands import export as command

    args = build_parser().parse_args(["export", "--game", "verso", "--bleed", "3", "--out", str(tmp_path)])
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert command.run(args) == 0
    assert "note: bleed reduced from 3 mm" in out.getvalue()


def test_cancel_stops_between_files_and_leaves_only_whole_files(tmp_path: Path) -> None:
    calls: list[str] = []

    def progress(done: int, total: int, what: str) -> None:
        calls.append(what)

    with pytest.raises(ExportCancelled) as caught:
        export_set(
            tmp_path, ("verso",), PrintOptions(), deck_paths=PATHS, progress=progress,
            cancelled=lambda: len(calls) >= 2,
        )  # fmt: skip
    written = caught.value.report.written
    assert [p.name for p in written] == ["verso-cards.pdf", "verso-score-sheets.pdf"][: len(written)]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in written)
