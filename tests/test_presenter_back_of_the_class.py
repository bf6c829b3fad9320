"""Presenter mode read from the back of a classroom (docs/ARCHITECTURE.md, "The table shell").

At a quarter of a 1920×1080 projector (480×270), what the room compares must still be read:
Recto Verso's facade grids and DJ05135's pictograms are at least 8 pixels there. Presenter
mode makes nothing smaller than it is without it: not the banner's type, not the buttons,
not the cards of the three card tables, on a 1920×1080 or a 1366×768 screen. On a 1280×800
screen, with and without presenter mode, every button of the four card tables and of the
builder stands inside the window, none below its edge.
"""

from __future__ import annotations

import statistics
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QGraphicsView, QPushButton, QWidget

from tests.animation_tables import _is_card

#: A quarter of the projector's size, and the least a back row reads there (pixels).
QUARTER = 0.25
SMALLEST_PX = 8
#: Every way to play that has its own page: the card tables, and the builder's puzzle and party.
TABLES = (
    ("verso", None),
    ("revorso", None),
    ("dj05135", None),
    ("recto_verso", "puzzle"),
    ("recto_verso", "party"),
)


def settle() -> None:
    for _ in range(10):
        QApplication.processEvents()


def shown(main_window: Any, game: str, mode: str | None, size: tuple[int, int], presenter: bool) -> Any:
    """The view of ``game`` in its screenshot position, at ``size``, presenter mode on or off."""
    main_window.context.settings.presenter_mode = presenter
    main_window.resize(*size)
    settle()
    assert main_window.show_view(game)
    view = main_window.view(game)
    view.set_mode(mode)
    if hasattr(view, "finish_motion"):
        view.finish_motion()
    settle()
    return view


def _on_window(widget: QWidget) -> QRect:
    return QRect(widget.mapTo(widget.window(), widget.rect().topLeft()), widget.size())


def _scrolled_away(widget: QWidget, view: QWidget) -> bool:
    """Inside a part of the view that scrolls (a side panel, a log): not the page's own buttons.
    (The window's own scroll area around the view is what is checked: it must not scroll.)"""
    parent = widget.parentWidget()
    while parent is not None and parent is not view:
        if isinstance(parent, QAbstractScrollArea) and not isinstance(parent, QGraphicsView):
            return True
        parent = parent.parentWidget()
    return False


@pytest.mark.parametrize(
    ("game", "mode", "presenter"),
    [
        *[(game, mode, presenter) for game, mode in TABLES for presenter in (False, True)],
    ],
)
def test_every_button_is_inside_the_window_at_1280x800(main_window, game, mode, presenter) -> None:  # type: ignore[no-untyped-def]
    try:
        view = shown(main_window, game, mode, (1280, 800), presenter)
        window = main_window.rect()
        buttons = [
            b
            for b in view.findChildren(QPushButton)
            if b.isVisible() and b.isVisibleTo(view) and not _scrolled_away(b, view)
        ]
        assert len(buttons) >= 3, f"{game}: too few buttons to judge"
        outside = [
            (b.objectName() or b.text(), _on_window(b)) for b in buttons if not window.contains(_on_window(b))
        ]
        assert outside == [], f"{game} {mode} presenter={presenter}: below or beside the window: {outside}"
    finally:
        main_window.context.settings.presenter_mode = False


def card_px(view: Any) -> float:
    """The median width of the cards on a card table, as painted (pixels, to the fraction: a
    card's whole pixels would depend on where it stands)."""
    scene_view = view.table
    painted = scene_view.viewportTransform()
    widths = [
        painted.mapRect(item.sceneBoundingRect()).width()
        for item in scene_view.scene().items()
        if _is_card(item) and item.isVisible()
    ]
    assert widths, "no card on the table"
    return float(statistics.median(widths))


def sizes(
    main_window: Any, game: str, mode: str | None, presenter: bool, size: tuple[int, int]
) -> dict[str, float]:
    """The sizes the room reads at ``size``: the banner's type, the buttons', the cards' or the facades'."""
    view = shown(main_window, game, mode, size, presenter)
    if game == "recto_verso":
        page = view.page
        return {
            "facade cell": page.facades.cell_px(),
            "title type": float(page.title.font().pixelSize()),
            "button height": float(page.hint_button.height()),
        }
    shell = view.shell
    found = {
        "banner type": float(shell.banner.font().pixelSize()),
        "button height": float(shell.new_button.height()),
        "card": card_px(view),
    }
    return found


@pytest.mark.parametrize(
    ("game", "mode", "size"),
    [
        ("recto_verso", "puzzle", (1920, 1080)),
        *[
            (game, None, size)
            for game in ("verso", "revorso", "dj05135")
            for size in ((1920, 1080), (1366, 768))
        ],
    ],
)
def test_nothing_gets_smaller_in_presenter_mode(main_window, game, mode, size) -> None:  # type: ignore[no-untyped-def]
    try:
        plain = sizes(main_window, game, mode, False, size)
        presenting = sizes(main_window, game, mode, True, size)
    finally:
        main_window.context.settings.presenter_mode = False
    smaller = {key: (plain[key], presenting[key]) for key in plain if presenting[key] < plain[key] - 0.5}
    assert smaller == {}, f"{game} at {size}: smaller in presenter mode (without, with): {smaller}"


def test_the_builders_facade_grids_are_read_at_a_quarter_of_a_projector(main_window) -> None:  # type: ignore[no-untyped-def]
    try:
        view = shown(main_window, "recto_verso", "puzzle", (1920, 1080), True)
        cell = view.page.facades.cell_px()
        assert cell * QUARTER >= SMALLEST_PX, f"a facade cell is {cell * QUARTER:.1f} px at a quarter"
    finally:
        main_window.context.settings.presenter_mode = False


@pytest.mark.parametrize("zone", ["hand"])
def test_dj05135_pictograms_are_read_at_a_quarter_of_a_projector(main_window, zone) -> None:  # type: ignore[no-untyped-def]
    from app.dj05135.sprites import face_drawing

    try:
        view = shown(main_window, "dj05135", None, (1920, 1080), True)
        table = view.table
        smallest = None
        for sprite in view.scene.sprites.values():
            if not sprite.isVisible() or sprite.face is None or sprite.face.pictogram is None:
                continue
            if sprite.zone != zone:
                continue
            drawing = face_drawing(sprite.face.animal, sprite.face.pictogram)
            badge = next(i for i in _walk(drawing.items) if getattr(i, "role", "").startswith("pictogram:"))
            radius = badge.items[0].rx  # the round badge
            card = table.mapFromScene(sprite.mapToScene(sprite.card_rect())).boundingRect()
            across = 2 * radius / drawing.width * card.width()
            smallest = across if smallest is None else min(smallest, across)
        assert smallest is not None, "no pictogram on the table"
        assert smallest * QUARTER >= SMALLEST_PX, f"a pictogram is {smallest * QUARTER:.1f} px at a quarter"
    finally:
        main_window.context.settings.presenter_mode = False


def _walk(items: Any) -> Any:
    for item in items:
        yield item
        yield from _walk(getattr(item, "items", ()))
