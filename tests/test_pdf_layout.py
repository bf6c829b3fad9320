"""Imposition geometry: sizes exact, grids on the paper, backs exactly behind fronts."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from export.pdf.layout import (
    CARD_SIZES,
    PAPERS,
    PrintOptions,
    Slot,
    back_position,
    grid_layout,
    gutterfold_layout,
    outer_room,
    sheet_for,
)

ALL = list(itertools.product(PAPERS, CARD_SIZES, (0.0, 1.5, 3.0)))


def _on_page(slot: Slot, u: float, v: float) -> tuple[float, float]:
    """Where the point (u, v) of a card's upright art lands on the page, the art turned clockwise."""
    art_w, art_h = slot.art_size
    return {
        0: (slot.x + u, slot.y + v),
        90: (slot.x + art_h - v, slot.y + u),
        180: (slot.x + art_w - u, slot.y + art_h - v),
        270: (slot.x + v, slot.y + art_w - u),
    }[slot.rotate]


def _overlap(a: Slot, b: Slot) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


@pytest.mark.parametrize(("paper", "card", "bleed"), ALL)
@pytest.mark.parametrize("marks", [True, False])
def test_grid_cards_are_exact_with_their_whole_bleed_inside_the_printable_paper(
    paper: str, card: str, bleed: float, marks: bool
) -> None:
    options = PrintOptions(paper=paper, card=card, bleed=bleed, crop_marks=marks)
    slots = grid_layout(options)
    page_w, page_h = PAPERS[paper]
    room = outer_room(bleed, marks)
    for slot in slots:
        assert slot.art_size == CARD_SIZES[card]
        assert slot.bleed == bleed
        assert slot.x >= room - 1e-9 and slot.y >= room - 1e-9
        assert slot.x + slot.w <= page_w - room + 1e-9 and slot.y + slot.h <= page_h - room + 1e-9
    for a, b in itertools.combinations(slots, 2):
        assert not _overlap(a, b)
        # bleeds never reach into a neighbour's card
        grown = Slot(a.x - a.bleed, a.y - a.bleed, a.w + 2 * a.bleed, a.h + 2 * a.bleed, 0)
        assert not _overlap(grown, b)


def test_cards_per_sheet_upright_or_sideways() -> None:
    def fit(**kw: object) -> tuple[int, int]:
        slots = grid_layout(PrintOptions(**kw))  # type: ignore[arg-type]
        return len(slots), slots[0].rotate

    assert fit(paper="a4") == (9, 0)
    assert fit(paper="a4", bleed=3) == (8, 90)
    assert fit(paper="letter") == (8, 90)  # the crop marks need the room of a third row
    assert fit(paper="letter", crop_marks=False) == (9, 0)
    assert fit(paper="letter", bleed=3) == (6, 90)
    assert fit(card="mini") == (16, 0)


@pytest.mark.parametrize(("paper", "card", "bleed"), ALL)
@pytest.mark.parametrize("duplex", ["long", "short"])
def test_each_back_lies_exactly_behind_its_front_and_upright(
    paper: str, card: str, bleed: float, duplex: str
) -> None:
    options = PrintOptions(paper=paper, card=card, bleed=bleed, duplex=duplex)  # type: ignore[arg-type]
    sheet = sheet_for(options)
    page_w, page_h = sheet.page
    for front, back in zip(sheet.fronts, sheet.backs, strict=True):
        # turn the back page over the flip edge: its slot must cover the front slot to 0.1 mm
        if duplex == "long":
            turned = (page_w - back.x - back.w, back.y)
        else:
            turned = (back.x, page_h - back.y - back.h)
        assert turned == pytest.approx((front.x, front.y), abs=0.05)
        assert (back.w, back.h) == (front.w, front.h)
        # a point of the card's front, and the same point of its back once the cut card is
        # turned like a page (about its own vertical axis), fall on the two sides of one spot
        art_w, _ = front.art_size
        for u, v in ((5.0, 11.0), (art_w - 2.0, 30.0)):
            x, y = _on_page(front, u, v)
            behind = (page_w - x, y) if duplex == "long" else (x, page_h - y)
            assert _on_page(back, art_w - u, v) == pytest.approx(behind, abs=1e-9)


@given(st.floats(-5, 5), st.floats(-5, 5), st.sampled_from(["long", "short"]))
def test_back_offset_moves_every_back_by_the_offset(dx: float, dy: float, duplex: str) -> None:
    plain = sheet_for(PrintOptions(duplex=duplex))  # type: ignore[arg-type]
    moved = sheet_for(PrintOptions(duplex=duplex, back_offset=(dx, dy)))  # type: ignore[arg-type]
    for a, b in zip(plain.backs, moved.backs, strict=True):
        assert (b.x - a.x, b.y - a.y) == pytest.approx((dx, dy), abs=1e-9)


@pytest.mark.parametrize(("paper", "card", "bleed"), ALL)
def test_gutterfold_backs_mirror_fronts_across_the_fold(paper: str, card: str, bleed: float) -> None:
    sheet = gutterfold_layout(PrintOptions(paper=paper, card=card, bleed=bleed, gutterfold=True))
    assert sheet.fold_x is not None
    assert sheet.fold_x == pytest.approx(sheet.page[0] / 2)
    for front, back in zip(sheet.fronts, sheet.backs, strict=True):
        assert front.x + front.w + front.bleed <= sheet.fold_x
        assert back.x - back.bleed >= sheet.fold_x
        assert sheet.fold_x - (front.x + front.w) == pytest.approx(back.x - sheet.fold_x)
        assert front.y == back.y
    assert len(sheet.fronts) >= 2
    for slot in sheet.fronts + sheet.backs:
        assert slot.bleed == bleed


def test_short_edge_back_of_a_point() -> None:
    back = back_position(Slot(10, 20, 63, 88, 0), (210, 297), "short", (0, 0))
    assert (back.x, back.y) == (10, 297 - 20 - 88)


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError):
        PrintOptions(paper="a3")
    with pytest.raises(ValueError):
        PrintOptions(card="tarot")
    with pytest.raises(ValueError):
        PrintOptions(bleed=4)
    with pytest.raises(ValueError):
        PrintOptions(duplex="both")  # type: ignore[arg-type]
