"""The set as a plan (file names, parts, preview pages), the bleed note, cancelling and bad folders."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest

from export.bundle import (
    ExportCancelled,
    export_set,
    plan_files,
    planned_pages,
    sheet_note,
)
from export.decks import GAMES, load_deck
from export.pdf.imposition import crop_mark_segments, deck_pages
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
    held = len(pages[0].placements)
    assert pages[0].marks == crop_mark_segments(options.page_size, sheet_for(options).fronts[:held])
    # short edge: an upright card's back is upside down on its page, a sideways one's turns the same way
    assert pages[1].marks == ()
    fronts, backs = pages[0].placements, pages[1].placements
    assert [b.slot.rotate for b in backs] == [(180 - f.slot.rotate) % 360 for f in fronts[: len(backs)]]
    calibration = plan_files(("verso",), options, parts=("calibration",))[0]
    assert len(planned_pages(calibration, options)) == 2


def test_the_sheet_note_says_what_the_bleed_and_the_marks_cost() -> None:
    assert sheet_note(PrintOptions(bleed=0)) is None
    assert sheet_note(PrintOptions(paper="letter", crop_marks=False)) is None
    note = sheet_note(PrintOptions(bleed=3))
    assert note == (
        "each A4 sheet holds 8 cards instead of 9, to leave room for the 3 mm bleed; "
        "the cards lie sideways on the sheet, the way the most fit"
    )
    marks = sheet_note(PrintOptions(paper="letter"))
    assert marks is not None and "8 cards instead of 9, to leave room for the crop marks;" in marks
    both = sheet_note(PrintOptions(paper="letter", bleed=3))
    assert both is not None and "6 cards instead of 9" in both and "3 mm bleed and the crop marks" in both
    # a bleed never shrinks: every card of every layout keeps the whole bleed asked for
    for paper in ("a4", "letter"):
        for bleed in (0.5, 1.5, 3.0):
            options = PrintOptions(paper=paper, bleed=bleed)
            assert {slot.bleed for slot in sheet_for(options).fronts} == {bleed}


def test_the_cli_says_why_a_sheet_holds_fewer_cards(tmp_path: Path) -> None:
    from app.cli import build_parser
    from app.commands import export as command

    args = build_parser().parse_args(["export", "--game", "verso", "--bleed", "3", "--out", str(tmp_path)])
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert command.run(args) == 0
    assert (
        "note: each A4 sheet holds 8 cards instead of 9, to leave room for the 3 mm bleed" in out.getvalue()
    )


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


@pytest.mark.parametrize("gutterfold", [False, True], ids=["duplex", "fold"])
def test_a_last_sheet_half_full_has_marks_only_for_the_cards_it_holds(gutterfold: bool) -> None:
    """The last sheet of a deck that does not fill it showed the cut marks of its empty places
    too, as if there were cards to cut there."""
    options = PrintOptions(bleed=3, gutterfold=gutterfold)
    deck = load_deck("verso", options.card_size)
    sheet = sheet_for(options)
    per_sheet = len(sheet.fronts)
    cards = deck.cards[: per_sheet + 1]  # a full sheet, then one card on the next
    pages = [page for page in deck_pages(cards, options) if page.side != "backs"]
    assert len(pages) == 2
    full, last = pages
    assert len(full.placements) == (2 if gutterfold else 1) * per_sheet
    slots = [placed.slot for placed in last.placements]  # the card, and its back on a fold sheet
    cuts_x = {round(v, 3) for slot in slots for v in (slot.x, slot.x + slot.w)}
    cuts_y = {round(v, 3) for slot in slots for v in (slot.y, slot.y + slot.h)}
    assert last.marks and len(last.marks) < len(full.marks)
    for x1, y1, x2, _y2 in last.marks:
        along, cuts = (x1, cuts_x) if x1 == x2 else (y1, cuts_y)
        assert round(along, 3) in cuts, "a mark in line with no cut of the card on the sheet"
