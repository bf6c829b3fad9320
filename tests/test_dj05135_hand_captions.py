"""The words under the player's own DJ05135 cards ("fish · steal") stay inside the hand panel.

Measured as painted: each caption's words mapped from the card to the view's viewport,
against the hand panel's rectangle, at the common screen sizes with presenter mode off and
on. The fan tilts and lowers the outer cards, so those are the ones that come closest.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication

#: The least room, in pixels, between a caption's words and the hand panel's bottom edge.
MARGIN_PX = 8
#: How far the focus ring reaches below a card (3 units out, half of its 3.6 pen), card units.
RING = 3 + 1.8

SIZES = ((1920, 1080), (1366, 768), (1280, 800))


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def shown_table(main_window, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    """DJ05135 at ``size`` with a game under way, as the screenshots show it."""
    main_window.resize(*size)
    settle()
    assert main_window.show_view("dj05135")
    view = main_window.view("dj05135")
    view.set_mode(None)
    settle()
    return view


def painted_captions(view) -> tuple[QRect, list[QRect]]:  # type: ignore[no-untyped-def]
    """The hand panel and every caption of the player's hand, in viewport pixels."""
    scene, table = view.scene, view.table
    panel = table.mapFromScene(scene.hand_rect()).boundingRect()
    captions = [
        table.mapFromScene(sprite.mapToScene(sprite.caption_rect())).boundingRect()
        for sprite in scene.sprites.values()
        if sprite.isVisible() and sprite.zone == "hand" and sprite.caption
    ]
    return panel, captions


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("presenter", [False, True])
def test_hand_captions_keep_a_margin_inside_the_hand_panel(main_window, size, presenter) -> None:  # type: ignore[no-untyped-def]
    main_window.context.settings.presenter_mode = presenter
    view = shown_table(main_window, size)
    try:
        panel, captions = painted_captions(view)
        assert captions, "no caption under the hand"
        lowest = max(c.bottom() for c in captions)
        assert lowest <= panel.bottom() - MARGIN_PX, (size, presenter, panel, captions)
        assert all(panel.contains(c) for c in captions), (panel, captions)
        for sprite in view.scene.sprites.values():  # the words start below the focus ring
            if sprite.isVisible() and sprite.zone == "hand" and sprite.caption:
                assert sprite.caption_rect().top() >= sprite.card_rect().bottom() + RING
    finally:
        main_window.context.settings.presenter_mode = False


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("presenter", [False, True])
@pytest.mark.parametrize("language", ["en", "fr", "pt"])
def test_hand_captions_never_run_into_each_other(main_window, size, presenter, language) -> None:  # type: ignore[no-untyped-def]
    settings = main_window.context.settings
    settings.presenter_mode = presenter
    settings.language = language
    view = shown_table(main_window, size)
    try:
        _panel, captions = painted_captions(view)
        assert len(captions) >= 2, "too few captions to compare"
        for i, one in enumerate(captions):  # side by side, or every other one a row lower
            for other in captions[i + 1 :]:
                assert not one.adjusted(-2, -2, 2, 2).intersects(other), (
                    size,
                    presenter,
                    language,
                    one,
                    other,
                )
    finally:
        settings.presenter_mode = False
        settings.language = "en"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("presenter", [False, True])
def test_a_long_name_plate_stays_clear_of_the_hand(main_window, size, presenter) -> None:  # type: ignore[no-untyped-def]
    """The viewer's name with its point tokens ("Jogador 1 (num telemóvel) ○○○", a seat on a
    phone seen from the shared screen) stands left of the fanned cards, never under them."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from app.dj05135.sprites import PointTokens

    main_window.context.settings.presenter_mode = presenter
    view = shown_table(main_window, size)
    try:
        scene = view.scene
        seen = view.state.view(view.viewer)
        label = "Jogador 1 (num telemóvel)"
        texts = {**scene.texts, f"name:{seen.player}": label}
        scene.show_view(seen, view.names, texts, False, view._hidden_sides(view.viewer))
        settle()
        hand = scene.hand_rect()
        plate = [
            item.sceneBoundingRect()
            for item in scene.items()
            if hand.contains(item.sceneBoundingRect().topLeft())
            and (
                isinstance(item, PointTokens)
                or (isinstance(item, QGraphicsSimpleTextItem) and item.text().endswith(label))
            )
        ]
        assert len(plate) == 2, plate  # the name and its tokens
        cards = [
            sprite.mapToScene(sprite.card_rect()).boundingRect()
            for sprite in scene.sprites.values()
            if sprite.isVisible() and sprite.zone == "hand"
        ]
        under = [(part, card) for part in plate for card in cards if part.intersects(card)]
        assert under == [], (size, presenter, under)
    finally:
        main_window.context.settings.presenter_mode = False
