"""The three card tables size their cards from the room they have, measured as painted on screen.

Each table is shown in the real main window at 1280×800 and 1920×1080, presenter mode off
and on. The card rectangles are the items' scene rectangles mapped to the view's viewport,
so what is checked is what a person sees: hand cards at least 160 px tall on a full-HD
window, never smaller with presenter mode on unless the table already fills its room, no
card of a hand covering another more than the layout means to, and every card in view.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsView

from app.revorso.cards import CARD_H as REVORSO_H
from app.revorso.cards import CARD_W as REVORSO_W
from app.table.card_units import interface_text_px
from app.theme import presenter_gain

SIZES = ((1280, 800), (1920, 1080))
MIN_FULL_HD = 160


def painted(view: QGraphicsView, item, rect: QRectF) -> QRect:  # type: ignore[no-untyped-def]
    """``rect`` (item coordinates) as painted in ``view``'s viewport, in pixels."""
    return view.mapFromScene(item.mapToScene(rect)).boundingRect()


def settle(window) -> None:  # type: ignore[no-untyped-def]
    for _ in range(4):
        QApplication.processEvents()


def verso_hand(window) -> tuple[QGraphicsView, list[list[QRect]]]:  # type: ignore[no-untyped-def]
    """The viewer's three colour rows, then the draw pile and the discard pile (one card each)."""
    table = window.view("verso").table
    model = table.model
    rows = []
    for c in range(3):
        rows.append(
            [
                painted(table, table.cards[u], QRectF(0, 0, *table.cards[u].size()))
                for u in model.row(table.viewer, c)
            ]
        )
    piles = [u for u, place in model.place.items() if place == ("pile",)] + model.discard[-1:]
    rows.extend([[painted(table, table.cards[u], QRectF(0, 0, *table.cards[u].size()))] for u in piles])
    return table, [r for r in rows if r]


def revorso_hand(window) -> tuple[QGraphicsView, list[list[QRect]]]:  # type: ignore[no-untyped-def]
    view = window.view("revorso")
    table = view.table
    scene = view.scene
    cards = [scene.items_by_handle[h] for h in scene._row_handles()]
    return table, [[painted(table, item, QRectF(0, 0, REVORSO_W, REVORSO_H)) for item in cards]]


def dj_hand(window) -> tuple[QGraphicsView, list[list[QRect]]]:  # type: ignore[no-untyped-def]
    view = window.view("dj05135")
    scene = view.scene
    sprites = [s for s in scene.sprites.values() if s.isVisible() and s.zone == "hand"]
    sprites.sort(key=lambda s: s.pos().x())
    return view.table, [[painted(view.table, s, s.card_rect()) for s in sprites]]


TABLES = {"verso": verso_hand, "revorso": revorso_hand, "dj05135": dj_hand}


def measure(window, view_id: str, size: tuple[int, int], presenter: bool):  # type: ignore[no-untyped-def]
    window.context.settings.presenter_mode = presenter
    window.resize(*size)
    settle(window)
    window.views[view_id].set_mode(None)  # a game under way, as the screenshots show it
    settle(window)
    return TABLES[view_id](window)


def fills_its_room(table: QGraphicsView) -> bool:
    shown = table.mapFromScene(table.sceneRect()).boundingRect()
    room = table.viewport().rect()
    return shown.width() >= room.width() - 3 or shown.height() >= room.height() - 3


def check_layout(table: QGraphicsView, groups: list[list[QRect]]) -> None:
    room = table.viewport().rect().adjusted(-1, -1, 1, 1)
    every = [r for g in groups for r in g]
    assert every, "no card measured"
    for rect in every:
        assert room.contains(rect), f"card {rect} outside the viewport {room}"
    for i, group in enumerate(groups):
        for other in groups[i + 1 :]:  # different rows or piles never cover each other
            for a in group:
                for b in other:
                    assert not a.intersects(b.adjusted(2, 2, -2, -2)), (a, b)
        ordered = sorted(group, key=lambda r: r.x())
        for a, b in pairwise(ordered):
            overlap = a.intersected(b)
            if len(group) <= 3:  # short rows lie side by side (a hand fan tilts them a little)
                assert overlap.width() * overlap.height() <= 0.04 * a.width() * a.height(), (a, b)
            else:  # long rows overlap, but each card keeps its corner index in view
                assert b.x() - a.x() >= 0.25 * a.width(), (a, b)


@pytest.mark.parametrize("view_id", list(TABLES))
def test_cards_grow_with_the_window_and_presenter_mode(main_window, view_id: str) -> None:  # type: ignore[no-untyped-def]
    assert main_window.show_view(view_id)
    heights: dict[tuple[tuple[int, int], bool], int] = {}
    for size in SIZES:
        for presenter in (False, True):
            table, groups = measure(main_window, view_id, size, presenter)
            check_layout(table, groups)
            hand = groups[0]
            heights[(size, presenter)] = min(r.height() for r in hand)
            if size == (1920, 1080):
                assert heights[(size, presenter)] >= MIN_FULL_HD, (view_id, presenter, heights)
            if presenter:
                assert heights[(size, True)] >= heights[(size, False)] or fills_its_room(table), heights
    # A bigger window, bigger cards.
    assert heights[((1920, 1080), False)] > heights[((1280, 800), False)], heights
    main_window.context.settings.presenter_mode = False


def test_table_labels_never_smaller_than_the_interface_text(main_window) -> None:  # type: ignore[no-untyped-def]
    """Presenter mode on: names, scores and figures on the tables paint at the interface's text size."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    main_window.context.settings.presenter_mode = True
    main_window.resize(1920, 1080)
    settle(main_window)
    floor = interface_text_px()
    for view_id in TABLES:
        assert main_window.show_view(view_id)
        main_window.views[view_id].set_mode(None)
        settle(main_window)
        view = main_window.views[view_id]
        table = view.table
        texts = [
            item
            for item in table.scene().items()
            if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and item.text().strip()
        ]
        assert texts, view_id
        # The counts under Revorso's deck and discard belong to the cards (app/table/card_units.py):
        # at least the interface's text without presenter mode.
        piles = {view.scene.deck_label, view.scene.discard_label} if view_id == "revorso" else set()
        for item in texts:
            if item.text() == "—":  # an empty row's dash, not a label
                continue
            size = item.font().pixelSize() * table.transform().m22() * item.sceneTransform().m22()
            least = floor / presenter_gain() if item in piles else floor
            assert size >= least - 1, (view_id, item.text(), size, least)
    main_window.context.settings.presenter_mode = False


def _figure_px(table: QGraphicsView, item) -> float:  # type: ignore[no-untyped-def]
    """The pixel size a scene text paints at in ``table``."""
    return item.font().pixelSize() * table.transform().m22() * item.sceneTransform().m22()


def _verso_figures(window) -> float:  # type: ignore[no-untyped-def]
    """The smallest of Verso's score figures ("banked: 4 · in front: 3")."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    table = window.view("verso").table
    found = [
        _figure_px(table, item)
        for item in table.scene().items()
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible() and "banked" in item.text()
    ]
    assert found
    return min(found)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("presenter", [False, True])
def test_revorso_panel_figures_as_large_as_the_interface_and_verso(main_window, size, presenter) -> None:  # type: ignore[no-untyped-def]
    """The seat mats' figures (cards won, points, honey) read at the interface's text size at
    least and as large as Verso's scores; the sequence cards keep at least 120 px."""
    assert main_window.show_view("verso")
    measure(main_window, "verso", size, presenter)
    verso = _verso_figures(main_window)
    assert main_window.show_view("revorso")
    table, groups = measure(main_window, "revorso", size, presenter)
    floor = interface_text_px()
    for mat in main_window.view("revorso").scene.mats:
        figures = _figure_px(table, mat.figures)
        painted_lines = painted(table, mat.figures, mat.figures.boundingRect()).height() / 3
        assert figures >= floor - 0.5 and painted_lines >= floor, (size, presenter, figures, floor)
        assert figures >= verso - 1, (size, presenter, figures, verso)
    assert min(r.height() for r in groups[0]) >= 120, (size, presenter, groups[0])
    main_window.context.settings.presenter_mode = False
