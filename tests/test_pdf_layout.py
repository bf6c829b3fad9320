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


def _every_case(check, cases) -> list[str]:  # type: ignore[no-untyped-def]
    """``check(*case)``'s problems for every case, each line naming its case."""
    return [f"{case}: {problem}" for case in cases for problem in check(*case)]


def _grid_problems(paper: str, card: str, bleed: float, marks: bool) -> list[str]:
    slots = grid_layout(PrintOptions(paper=paper, card=card, bleed=bleed, crop_marks=marks))
    return _slot_problems(slots, PAPERS[paper], outer_room(bleed, marks), CARD_SIZES[card], bleed)


def _slot_problems(
    slots: list[Slot], page: tuple[float, float], room: float, card: tuple[float, float], bleed: float
) -> list[str]:
    page_w, page_h = page
    found = []
    for slot in slots:
        if slot.art_size != card or slot.bleed != bleed:
            found.append(f"{slot} is not a {card} card with a {bleed} mm bleed")
        inside = slot.x >= room - 1e-9 and slot.y >= room - 1e-9
        if not (
            inside and slot.x + slot.w <= page_w - room + 1e-9 and slot.y + slot.h <= page_h - room + 1e-9
        ):
            found.append(f"{slot} reaches within {room} mm of the paper's edge")
    for a, b in itertools.combinations(slots, 2):
        # bleeds never reach into a neighbour's card
        grown = Slot(a.x - a.bleed, a.y - a.bleed, a.w + 2 * a.bleed, a.h + 2 * a.bleed, 0)
        if _overlap(a, b) or _overlap(grown, b):
            found.append(f"{a} and its bleed overlap {b}")
    return found


def test_grid_cards_are_exact_with_their_whole_bleed_inside_the_printable_paper() -> None:
    found = _every_case(_grid_problems, [(*case, marks) for case in ALL for marks in (True, False)])
    assert not found, "\n".join(found)
    # A card 1 mm from its neighbour and one 2 mm from the paper's edge: both are seen.
    squeezed = [Slot(20, 20, 63, 88, 3), Slot(84, 20, 63, 88, 3), Slot(2, 120, 63, 88, 3)]
    assert len(_slot_problems(squeezed, (210, 297), 8, (63, 88), 3)) == 2


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


def _near(a: tuple[float, float], b: tuple[float, float], tolerance: float) -> bool:
    return abs(a[0] - b[0]) <= tolerance and abs(a[1] - b[1]) <= tolerance


def _duplex_problems(paper: str, card: str, bleed: float, duplex: str) -> list[str]:
    sheet = sheet_for(PrintOptions(paper=paper, card=card, bleed=bleed, duplex=duplex))  # type: ignore[arg-type]
    page_w, page_h = sheet.page
    found = []
    for front, back in zip(sheet.fronts, sheet.backs, strict=True):
        # turn the back page over the flip edge: its slot must cover the front slot to 0.1 mm
        if duplex == "long":
            turned = (page_w - back.x - back.w, back.y)
        else:
            turned = (back.x, page_h - back.y - back.h)
        if not _near(turned, (front.x, front.y), 0.05) or (back.w, back.h) != (front.w, front.h):
            found.append(f"the back {back} does not lie behind the front {front}")
        # a point of the card's front, and the same point of its back once the cut card is
        # turned like a page (about its own vertical axis), fall on the two sides of one spot
        art_w, _ = front.art_size
        for u, v in ((5.0, 11.0), (art_w - 2.0, 30.0)):
            x, y = _on_page(front, u, v)
            behind = (page_w - x, y) if duplex == "long" else (x, page_h - y)
            if not _near(_on_page(back, art_w - u, v), behind, 1e-9):
                found.append(f"the back of {front} is not upright behind ({u}, {v})")
    return found


def test_each_back_lies_exactly_behind_its_front_and_upright() -> None:
    found = _every_case(_duplex_problems, [(*case, duplex) for case in ALL for duplex in ("long", "short")])
    assert not found, "\n".join(found)


@given(st.floats(-5, 5), st.floats(-5, 5), st.sampled_from(["long", "short"]))
def test_back_offset_moves_every_back_by_the_offset(dx: float, dy: float, duplex: str) -> None:
    plain = sheet_for(PrintOptions(duplex=duplex))  # type: ignore[arg-type]
    moved = sheet_for(PrintOptions(duplex=duplex, back_offset=(dx, dy)))  # type: ignore[arg-type]
    for a, b in zip(plain.backs, moved.backs, strict=True):
        assert (b.x - a.x, b.y - a.y) == pytest.approx((dx, dy), abs=1e-9)


def _gutterfold_problems(paper: str, card: str, bleed: float) -> list[str]:
    sheet = gutterfold_layout(PrintOptions(paper=paper, card=card, bleed=bleed, gutterfold=True))
    fold = sheet.fold_x
    if fold is None or abs(fold - sheet.page[0] / 2) > 1e-6:
        return [f"the fold is at {fold}, not in the middle"]
    found = [] if len(sheet.fronts) >= 2 else [f"{len(sheet.fronts)} cards a sheet"]
    for front, back in zip(sheet.fronts, sheet.backs, strict=True):
        apart = front.x + front.w + front.bleed <= fold <= back.x - back.bleed
        mirrored = abs((fold - (front.x + front.w)) - (back.x - fold)) <= 1e-6 and front.y == back.y
        if not (apart and mirrored):
            found.append(f"{front} and {back} do not mirror each other across the fold")
    found += [
        f"{slot} has not the {bleed} mm bleed" for slot in sheet.fronts + sheet.backs if slot.bleed != bleed
    ]
    return found


def test_gutterfold_backs_mirror_fronts_across_the_fold() -> None:
    found = _every_case(_gutterfold_problems, ALL)
    assert not found, "\n".join(found)


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
