"""Deck adapters on small fixtures, the whole export set, PNGs, sheets and aids, and the command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from export.aids import aid_of, player_aid, wrap
from export.art.fonts import text_width
from export.art.primitives import Text, iter_leaves
from export.art.verso import verso_face
from export.bundle import export_set
from export.decks import GAMES, DeckUnavailable, load_deck
from export.pdf.layout import PAPERS, PrintOptions
from export.raster import drawing_to_png
from export.sheets import score_sheets
from tests.pdf_tools import media_boxes, qpdf_check

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "export"
PATHS = {game: FIXTURES / f"{game}.json" for game in GAMES}


def test_adapters_read_each_deck_format() -> None:
    size = (63.0, 88.0)
    verso = load_deck("verso", size, path=PATHS["verso"])
    assert len(verso.cards) == 2 and verso.cards[0].front != verso.cards[0].back
    revorso = load_deck("revorso", size, "fr", path=PATHS["revorso"])
    assert len(revorso.cards) == 5 and len({c.back for c in revorso.cards}) == 1
    texts = [leaf.text for leaf, _ in iter_leaves(revorso.cards[0].front.items) if isinstance(leaf, Text)]
    assert "MIEL" in texts
    dj = load_deck("dj05135", size, path=PATHS["dj05135"])
    assert len(dj.cards) == 2
    rv = load_deck("recto_verso", size, path=PATHS["recto_verso"])
    assert len(rv.cards) == 2


def test_missing_or_bad_decks_are_reported_not_raised(tmp_path: Path) -> None:
    with pytest.raises(DeckUnavailable, match="missing"):
        load_deck("verso", (63, 88), path=tmp_path / "nothing.json")
    bad = tmp_path / "bad.json"
    bad.write_text('{"cards": [{"faces": []}]}')
    with pytest.raises(DeckUnavailable, match=r"bad\.json"):
        load_deck("verso", (63, 88), path=bad)


@pytest.mark.parametrize("paper", list(PAPERS))
def test_whole_set_is_written_and_checks_clean(tmp_path: Path, paper: str) -> None:
    report = export_set(tmp_path, GAMES, PrintOptions(paper=paper, bleed=3), "en", deck_paths=PATHS)
    names = {p.name for p in report.written}
    assert {f"{g}-cards.pdf" for g in GAMES} <= names
    assert {f"{g}-score-sheets.pdf" for g in GAMES} | {f"{g}-player-aid-en.pdf" for g in GAMES} <= names
    assert "calibration.pdf" in names and not report.skipped
    for path in report.written:
        data = path.read_bytes()
        assert all(box == pytest.approx(PAPERS[paper], abs=0.05) for box in media_boxes(data)), path.name
        checked = qpdf_check(path)
        if checked is not None:
            assert checked[0] == 0, checked[1]
    assert not [n for n in os.listdir(tmp_path) if n.endswith(".tmp")]


def test_duplex_none_writes_fronts_and_backs_files(tmp_path: Path) -> None:
    report = export_set(tmp_path, ("verso",), PrintOptions(duplex="none"), deck_paths=PATHS)
    names = {p.name for p in report.written}
    assert {"verso-cards-fronts.pdf", "verso-cards-backs.pdf"} <= names


def test_missing_deck_skips_the_cards_with_a_message(tmp_path: Path) -> None:
    report = export_set(tmp_path, ("verso",), deck_paths={"verso": tmp_path / "absent.json"})
    assert len(report.skipped) == 1 and "Verso cards skipped" in report.skipped[0]
    assert (tmp_path / "verso-score-sheets.pdf").exists()


def test_png_of_a_card_has_the_size_of_the_dpi(tmp_path: Path) -> None:
    path = tmp_path / "card.png"
    path.write_bytes(drawing_to_png(verso_face("green", 5, 3), dpi=100, bleed=3))
    with Image.open(path) as image:
        assert image.size == (round(69 / 25.4 * 100), round(94 / 25.4 * 100))
        assert image.getpixel((2, 2)) != (255, 255, 255)  # the background reaches into the bleed


@pytest.mark.parametrize("lang", ["en", "fr", "it", "pt"])
def test_aids_and_sheets_fit_their_page_in_every_language(lang: str) -> None:
    page = PAPERS["a4"]
    pages = [player_aid(game, page, lang) for game in GAMES if aid_of(game)]
    pages += [sheet for game in GAMES for sheet in score_sheets(game, page, lang)]
    for drawing in pages:
        for leaf, t in iter_leaves(drawing.items):
            if isinstance(leaf, Text):
                x, y = t.apply(leaf.x, leaf.y)
                width = text_width(leaf.text, leaf.font, leaf.size * t.scale_factor)
                assert 5 <= y <= page[1] - 5, (drawing.key, leaf.text)
                left = x - {"start": 0, "middle": width / 2, "end": width}[leaf.anchor]
                assert left >= 5 and left + width <= page[0] - 5, (drawing.key, leaf.text)


def test_wrap_respects_the_width() -> None:
    lines = wrap("one two three four five six seven eight nine ten", 30, "Vera", 4)
    assert len(lines) > 1 and all(text_width(line, "Vera", 4) <= 30 for line in lines)


def test_a_figure_keeps_the_word_it_counts_on_its_line() -> None:
    """The French Verso aid printed "… forment un carré : 7" and "points tout de suite" on the
    next line."""
    for width in range(20, 80, 3):
        for line in wrap(
            "trois cartes forment un carré : 7 points tout de suite, 2–6 cartes", width, "Vera", 4
        ):
            assert not line.endswith(("7", "2–6")), (width, line)


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "app", "export", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_command_writes_the_files(tmp_path: Path) -> None:
    result = _cli("--game", "recto_verso", "--cards-file", str(PATHS["recto_verso"]), "--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "recto_verso-cards.pdf").exists() and (tmp_path / "calibration.pdf").exists()


@pytest.mark.parametrize(
    "args",
    [
        ("--out", "./notes.txt/inside"),  # a file where a folder must be made
        ("--bleed", "9", "--out", "."),
        ("--paper", "a3", "--out", "."),
        ("--no-such-option", "--out", "."),
        ("--back-offset", "50", "0", "--out", "."),
    ],
)
def test_command_bad_input_is_one_line_and_exit_2(args: tuple[str, ...], tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("a file, not a folder")
    result = _cli(*[a.replace(".", str(tmp_path), 1) if a.startswith(".") else a for a in args])
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert not list(tmp_path.glob("*.pdf"))


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root can write anywhere")
def test_command_refuses_an_unwritable_folder(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    result = _cli("--out", str(locked))
    assert result.returncode == 2 and "not writable" in result.stderr


def test_a_full_disk_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    from app.cli import parse_args
    from app.commands import CommandError
    from app.commands import export as command

    def full(path: object, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("export.bundle.write_pdf", full)
    with pytest.raises(CommandError, match="No space left"):
        command.run(parse_args(["export", "--game", "verso", "--out", str(tmp_path)]))
    assert list(tmp_path.iterdir()) == []
