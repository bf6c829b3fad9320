"""The PDFs themselves: page sizes, duplex pairing, fonts, viewer preferences, reproducibility."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from export.art.revorso import revorso_back, revorso_face
from export.art.verso import verso_face
from export.pdf.calibration import calibration_pages
from export.pdf.document import CardPrint, deck_pdf_bytes, pages_pdf_bytes, write_pdf
from export.pdf.layout import PAPERS, PrintOptions
from tests.pdf_tools import media_boxes, page_count, qpdf_check


def _cards(n: int) -> list[CardPrint]:
    return [
        CardPrint(verso_face("blue", 1 + k % 6, 1), verso_face("green", 1 + (k + 1) % 6, 3)) for k in range(n)
    ]


@pytest.mark.parametrize("paper", list(PAPERS))
def test_page_sizes_are_exact(paper: str) -> None:
    result = deck_pdf_bytes(_cards(3), PrintOptions(paper=paper), "t")
    for w, h in media_boxes(result.data):
        assert (w, h) == pytest.approx(PAPERS[paper], abs=0.05)


def test_duplex_gives_a_back_page_for_every_front_page_and_pads_the_last_sheet() -> None:
    result = deck_pdf_bytes(_cards(10), PrintOptions(duplex="long"), "t")
    assert result.pages == 4 == page_count(result.data)
    fronts_only = deck_pdf_bytes(_cards(10), PrintOptions(duplex="none"), "t", sides="fronts")
    backs_only = deck_pdf_bytes(_cards(10), PrintOptions(duplex="none"), "t", sides="backs")
    assert fronts_only.pages == backs_only.pages == 2


def test_gutterfold_puts_both_sides_on_one_page() -> None:
    options = PrintOptions(gutterfold=True)
    result = deck_pdf_bytes(_cards(5), options, "t")
    assert result.pages == 2


def test_viewer_preferences_ask_for_duplex_and_no_scaling() -> None:
    long = deck_pdf_bytes(_cards(2), PrintOptions(duplex="long"), "t").data
    short = deck_pdf_bytes(_cards(2), PrintOptions(duplex="short"), "t").data
    assert b"/PrintScaling /None" in long
    assert b"/Duplex /DuplexFlipLongEdge" in long
    assert b"/Duplex /DuplexFlipShortEdge" in short


def test_only_our_truetype_fonts_are_used_and_they_are_embedded() -> None:
    data = deck_pdf_bytes([CardPrint(revorso_face("honey"), revorso_back())], PrintOptions(), "t").data
    assert b"/Helvetica" not in data and b"/Times" not in data
    assert b"/FontFile2" in data  # embedded TrueType program
    assert b"BitstreamVeraSans" in data


def test_same_input_gives_the_same_bytes() -> None:
    a = deck_pdf_bytes(_cards(12), PrintOptions(bleed=3), "golden").data
    b = deck_pdf_bytes(_cards(12), PrintOptions(bleed=3), "golden").data
    assert a == b
    assert a != deck_pdf_bytes(_cards(12), PrintOptions(bleed=2), "golden").data


def test_art_of_the_wrong_size_is_refused() -> None:
    with pytest.raises(ValueError):
        deck_pdf_bytes(_cards(1), PrintOptions(card="mini"), "t")


def test_qpdf_finds_nothing_wrong(tmp_path: Path) -> None:
    paths = []
    for options in (
        PrintOptions(bleed=3),
        PrintOptions(duplex="short", ink_saver=True),
        PrintOptions(gutterfold=True),
    ):
        path = tmp_path / f"deck-{len(paths)}.pdf"
        write_pdf(path, deck_pdf_bytes(_cards(11), options, "t").data)
        paths.append(path)
    cal = tmp_path / "cal.pdf"
    write_pdf(cal, pages_pdf_bytes(calibration_pages(PrintOptions()), "cal", "long").data)
    paths.append(cal)
    for path in paths:
        checked = qpdf_check(path)
        if checked is None:
            pytest.skip("qpdf is not installed")
        code, output = checked
        assert code == 0, output


def test_a_failed_write_leaves_no_file(tmp_path: Path) -> None:
    target = tmp_path / "deck.pdf"

    class Boom(Exception):
        pass

    from engines.safe_files import atomic_writer

    with pytest.raises(Boom), atomic_writer(target, "wb") as stream:
        stream.write(b"%PDF-half")
        raise Boom
    assert os.listdir(tmp_path) == []


def test_calibration_back_targets_sit_behind_front_crosses() -> None:
    from export.art.primitives import Group

    for duplex in ("long", "short"):
        front, back = calibration_pages(PrintOptions(duplex=duplex))  # type: ignore[arg-type]
        assert (front.width, front.height) == PAPERS["a4"]
        assert len([i for i in back.items if isinstance(i, Group)]) == 4
