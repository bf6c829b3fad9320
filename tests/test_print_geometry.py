"""The printed sheets measured from the written PDFs (docs/ARCHITECTURE.md, "Print and play").

Every export kind on A4 and Letter, one- and two-sided, with and without bleed: the bleed
drawn around each card in both directions, the crop marks in line with the cuts and clear of
the printer's blank strip, each back behind its front, and no text under 8 pt. The PDFs are
read back by an interpreter (tests/pdf_tools.py), so these are the sizes the printer is given.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from engines.catalogue import translate
from engines.manifest import game_spec
from export.aids import player_aid
from export.art.fonts import MIN_PRINT_SIZE
from export.art.primitives import Text, iter_leaves
from export.bundle import export_set
from export.decks import GAMES, load_deck
from export.pdf.calibration import calibration_pages
from export.pdf.layout import CARD_SIZES, MARK_MIN, PAPERS, PRINT_EDGE, PrintOptions
from export.sheets import score_sheets
from tests.pdf_tools import Mark, PageGeometry, page_geometry

#: One worker reads all these PDFs: the cards' art repeats from one to the next, and each is
#: tokenized once per process (tests/pdf_tools.py).
pytestmark = pytest.mark.xdist_group("print geometry")

EPS = 0.02  # mm: reportlab writes coordinates to a hundredth of a point
MODES = {
    "simplex": ("none", False),
    "long": ("long", False),
    "short": ("short", False),
    "fold": ("none", True),
}


def _options(paper: str, mode: str, bleed: float, card: str = "poker") -> PrintOptions:
    duplex, gutterfold = MODES[mode]
    return PrintOptions(paper=paper, card=card, bleed=bleed, duplex=duplex, gutterfold=gutterfold)  # type: ignore[arg-type]


def _marks(page: PageGeometry) -> tuple[list[float], list[float], list[Mark]]:
    """The crop marks: thin black strokes; the x of the vertical ones and the y of the horizontal ones."""
    marks = [m for m in page.strokes("#000000") if abs(m.line_mm - 0.2) < EPS]
    xs = [(m.box[0] + m.box[2]) / 2 for m in marks if m.box[2] - m.box[0] < 0.3]
    ys = [(m.box[1] + m.box[3]) / 2 for m in marks if m.box[3] - m.box[1] < 0.3]
    return xs, ys, marks


def _backgrounds(page: PageGeometry, card: tuple[float, float], bleed: float) -> list[Mark]:
    """The fills the size of a card and its bleed, upright or sideways: each card's background."""
    sizes = {(card[0] + 2 * bleed, card[1] + 2 * bleed), (card[1] + 2 * bleed, card[0] + 2 * bleed)}
    found: dict[tuple[float, ...], Mark] = {}
    for f in page.fills():
        if any(abs(f.box[2] - f.box[0] - w) < EPS and abs(f.box[3] - f.box[1] - h) < EPS for w, h in sizes):
            found.setdefault(tuple(round(v, 1) for v in f.box), f)  # a face may paint its own panel too
    return list(found.values())


def _near(values: list[float], target: float) -> bool:
    return any(abs(v - target) < EPS for v in values)


def _check_page(page: PageGeometry, paper: tuple[float, float], where: str) -> None:
    assert page.size == pytest.approx(paper, abs=0.05) or page.size == pytest.approx(paper[::-1], abs=0.05)
    assert page.nearest_to_edge() >= PRINT_EDGE - 1e-3, (
        f"{where}: ink {page.nearest_to_edge():.2f} mm from the edge"
    )
    smallest = min(page.glyphs, key=lambda g: g.size_pt, default=None)
    assert smallest is None or smallest.size_pt >= 8 - 1e-6, f"{where}: {smallest}"
    assert not page.missing_glyphs(), f"{where}: {len(page.missing_glyphs())} characters print as a box"


def _check_cards(
    pages: list[PageGeometry], options: PrintOptions, sides: str, where: str
) -> list[list[tuple[float, float, float, float]]]:
    """Bleed and marks on each page; returns each page's trim boxes for the front/back alignment."""
    card, bleed = options.card_size, options.bleed
    trims = []
    for number, page in enumerate(pages):
        backgrounds = _backgrounds(page, card, bleed)
        assert backgrounds, f"{where} page {number + 1}: no card background found"
        boxes = [
            (b.box[0] + bleed, b.box[1] + bleed, b.box[2] - bleed, b.box[3] - bleed) for b in backgrounds
        ]
        trims.append(boxes)
        xs, ys, marks = _marks(page)
        is_back = sides == "backs" or (sides == "both" and number % 2 == 1)
        if is_back and options.crop_marks:
            assert not marks, f"{where} page {number + 1}: a back page has no marks of its own"
            continue
        # the marks are in line with every cut: the trim lines sit exactly one bleed inside
        # each background, left and right, top and bottom
        for x0, y0, x1, y1 in boxes:
            assert _near(xs, x0) and _near(xs, x1), f"{where}: no mark on the cuts at x={x0:.2f}, {x1:.2f}"
            assert _near(ys, y0) and _near(ys, y1), f"{where}: no mark on the cuts at y={y0:.2f}, {y1:.2f}"
        for mark in marks:
            length = max(mark.box[2] - mark.box[0], mark.box[3] - mark.box[1]) - mark.line_mm
            assert length >= MARK_MIN - EPS, f"{where}: a crop mark {length:.2f} mm long"
            for background in backgrounds:
                b = background.box
                apart = (
                    mark.box[2] <= b[0] or mark.box[0] >= b[2] or mark.box[3] <= b[1] or mark.box[1] >= b[3]
                )
                assert apart, f"{where}: a crop mark touches a card's bleed"
    return trims


def _behind(
    box: tuple[float, float, float, float], page: tuple[float, float], edge: str
) -> tuple[float, ...]:
    """Where a box of the back page lies on the front once the sheet is turned over ``edge``."""
    x0, y0, x1, y1 = box
    w, h = page
    return (w - x1, y0, w - x0, y1) if edge == "long" else (x0, h - y1, x1, h - y0)


def _check_backs_behind_fronts(
    fronts: list[list[tuple[float, float, float, float]]],
    backs: list[list[tuple[float, float, float, float]]],
    page: tuple[float, float],
    edge: str,
    where: str,
) -> None:
    for front, back in zip(fronts, backs, strict=True):
        for box in back:
            turned = _behind(box, page, edge)
            assert any(all(abs(a - b) < EPS for a, b in zip(turned, f, strict=True)) for f in front), (
                f"{where}: a back at {box} is behind no front"
            )


@pytest.mark.parametrize(
    ("paper", "mode", "bleed"),
    list(itertools.product(PAPERS, ("simplex", "long", "short", "fold"), (0.0, 3.0))),
)
@pytest.mark.slow
def test_every_kind_prints_its_bleed_marks_and_words_right(
    tmp_path: Path, paper: str, mode: str, bleed: float
) -> None:
    options = _options(paper, mode, bleed)
    report = export_set(tmp_path, options=options, lang="fr")
    assert report.written
    size = PAPERS[paper]
    for path in report.written:
        data = path.read_bytes()
        is_cards = "-cards" in path.name
        # one sheet of each deck holds every rule of its layout; every page of every other kind
        pages = page_geometry(data, first=2 if is_cards else None)
        for number, page in enumerate(pages, start=1):
            _check_page(page, size, f"{path.name} page {number}")
        if not is_cards:
            continue
        if mode == "fold":
            # fronts and backs on one page, mirrored across the fold in the middle: folded like a
            # sheet turned over its long edge, each back lies on its front
            trims = _check_cards(pages[:1], options, "fronts", path.name)[0]
            fold = pages[0].size[0] / 2
            left = [b for b in trims if b[2] <= fold]
            right = [b for b in trims if b[0] >= fold]
            assert len(left) == len(right) and left
            _check_backs_behind_fronts([left], [right], pages[0].size, "long", path.name)
        elif mode == "simplex":
            sides = "fronts" if path.name.endswith("fronts.pdf") else "backs"
            _check_cards(pages[:1], options, sides, path.name)
        else:
            trims = _check_cards(pages, options, "both", path.name)
            _check_backs_behind_fronts(trims[0::2], trims[1::2], size, mode, path.name)
    if mode == "simplex":
        for game in ("verso", "dj05135"):
            # printed by hand on the reverse, the backs file turns over the long edge
            fronts = page_geometry((tmp_path / f"{game}-cards-fronts.pdf").read_bytes(), first=1)
            backs = page_geometry((tmp_path / f"{game}-cards-backs.pdf").read_bytes(), first=1)
            card = options.card_size
            boxes = [
                [
                    (b.box[0] + bleed, b.box[1] + bleed, b.box[2] - bleed, b.box[3] - bleed)
                    for b in _backgrounds(p, card, bleed)
                ]
                for p in (fronts[0], backs[0])
            ]
            _check_backs_behind_fronts([boxes[0]], [boxes[1]], size, "long", game)


def test_the_bleed_is_measured_in_both_directions_on_sideways_sheets(tmp_path: Path) -> None:
    """The bug this guards against: one bleed for both directions, taken from the tighter one."""
    for paper in PAPERS:
        options = PrintOptions(paper=paper, bleed=3.0)
        export_set(tmp_path, ("verso",), options, parts=("cards",))
        page = page_geometry((tmp_path / "verso-cards.pdf").read_bytes(), first=1)[0]
        xs, ys, _ = _marks(page)
        for background in _backgrounds(page, options.card_size, 3.0):
            x0, y0, x1, y1 = background.box
            # 3 mm of background beyond the cut on all four sides, the card lying sideways
            assert _near(xs, x0 + 3) and _near(xs, x1 - 3) and _near(ys, y0 + 3) and _near(ys, y1 - 3)
            assert x1 - x0 > y1 - y0


@pytest.mark.parametrize("lang", ["fr", "it", "pt"])
def test_every_character_of_the_sheets_aids_and_calibration_has_a_glyph(tmp_path: Path, lang: str) -> None:
    """The bug this guards against: French's narrow no-break space (before « : » and inside « »),
    which the embedded Vera lacks, printed as an empty box on the calibration page and the sheets."""
    report = export_set(tmp_path, options=PrintOptions(), lang=lang, parts=("sheets", "aids", "calibration"))
    for path in report.written:
        for number, page in enumerate(page_geometry(path.read_bytes()), start=1):
            missing = "".join(g.text for g in page.missing_glyphs())
            assert not missing, f"{path.name} page {number}: {len(missing)} characters print as a box"


@pytest.mark.parametrize("paper", list(PAPERS))
def test_the_score_sheets_have_a_column_for_every_player_the_game_takes(tmp_path: Path, paper: str) -> None:
    """The bug this guards against: Revorso's sheet held five players of the ten the game takes."""
    games = ("verso", "revorso")
    export_set(tmp_path, games, PrintOptions(paper=paper), parts=("sheets",))
    for game in games:
        pages = page_geometry((tmp_path / f"{game}-score-sheets.pdf").read_bytes())
        words = [line for page in pages for line in page.lines()]
        numbers = sorted(int(n) for line in words for n in re.findall(r"Player (\d+)", line))
        most = game_spec(game).box_players.stop - 1
        assert numbers == list(range(1, most + 1)), f"{game} on {paper}: players {numbers}"


@pytest.mark.parametrize("lang", ["fr", "it", "pt"])
def test_the_calibration_page_names_its_paper_and_edge_in_the_language(tmp_path: Path, lang: str) -> None:
    """The bug this guards against: "A4 · duplex long" printed in English on every page."""
    for duplex in ("long", "short"):
        options = PrintOptions(duplex=duplex)  # type: ignore[arg-type]
        export_set(tmp_path, (), options, lang=lang, parts=("calibration",))
        front = page_geometry((tmp_path / "calibration.pdf").read_bytes(), first=1)[0]
        edge = translate(lang, "print_calibration", f"Two-sided, flip on the {duplex} edge")
        assert f"A4 · {edge}" in front.lines(), (lang, duplex, front.lines())


def _within(a: tuple[float, float, float, float], b: tuple[float, float, float, float], gap: float) -> bool:
    """Whether two boxes come nearer each other than ``gap`` mm."""
    return a[0] < b[2] + gap and b[0] < a[2] + gap and a[1] < b[3] + gap and b[1] < a[3] + gap


@pytest.mark.parametrize("paper", list(PAPERS))
def test_the_calibration_words_keep_off_its_duplex_crosses(tmp_path: Path, paper: str) -> None:
    """The bug this guards against: on Letter the upright ruler's "mm" sat in the corner of the lower
    right cross, 0.3 mm from both its arms: a cross is read against a window, so 1 mm of white at least."""
    export_set(tmp_path, (), PrintOptions(paper=paper), parts=("calibration",))
    front = page_geometry((tmp_path / "calibration.pdf").read_bytes(), first=1)[0]
    # the crosses: black strokes 12 mm long; the ruler's ticks are in the ink colour
    arms = [m for m in front.strokes("#000000") if max(m.box[2] - m.box[0], m.box[3] - m.box[1]) > 11]
    assert len(arms) == 8
    touching = [(g.text, g.box) for g in front.glyphs for arm in arms if _within(g.box, arm.box, 1.0)]
    assert not touching, f"{paper}: {touching}"


@pytest.mark.parametrize("lang", ["en", "fr", "it", "pt"])
def test_no_word_of_any_face_sheet_or_aid_is_drawn_under_8_pt(lang: str) -> None:
    """Every drawing in every language and card size, read from the art model (fast, no PDF)."""
    drawings = []
    for size in CARD_SIZES.values():
        for game in GAMES:
            for card in load_deck(game, size, lang).cards:
                drawings += [card.front] + ([card.back] if card.back else [])
    for paper, page in PAPERS.items():
        for game in GAMES:
            drawings += [*score_sheets(game, page, lang), player_aid(game, page, lang)]
        drawings += calibration_pages(PrintOptions(paper=paper), lang)
    for drawing in {d.cache_key: d for d in drawings}.values():
        for item, transform in iter_leaves(drawing.items):
            if isinstance(item, Text):
                assert item.size * transform.scale_factor >= MIN_PRINT_SIZE - 1e-9, (drawing.key, item.text)


@pytest.mark.slow
@pytest.mark.parametrize("card", list(CARD_SIZES))
def test_every_page_of_the_set_prints_no_word_under_8_pt(tmp_path: Path, card: str) -> None:
    """Every card face of every deck, at every card size, in the longest of the languages."""
    options = PrintOptions(card=card, bleed=3.0)
    report = export_set(tmp_path, options=options, lang="fr", parts=("cards",))
    for path in report.written:
        for number, page in enumerate(page_geometry(path.read_bytes()), start=1):
            _check_page(page, PAPERS["a4"], f"{path.name} page {number}")
