"""The steal's side choice in DJ05135 holds its question, both cards and both options' words
inside its panel, and the two options' words never run into each other: in every language,
with a long name in "Turn it round (the side … saw)", presenter mode on and off, and after
the window changes size while the choice is open."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QGraphicsTextItem

from app.dj05135.table import SIDE_KEEP, SIDE_TURN
from engines.dj05135.actions import StealCard
from engines.table.seats import Seat, TableSetup

LONG_NAME = "Robot Bea (computer with memory, medium)"


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def _text(item) -> str:  # type: ignore[no-untyped-def]
    if isinstance(item, QGraphicsTextItem):
        return item.toPlainText()
    return item.text() if isinstance(item, QGraphicsSimpleTextItem) else ""


def _parts(scene) -> tuple[QRectF, list[QRectF], list[QRectF]]:  # type: ignore[no-untyped-def]
    """The panel, its words (question first) and its two cards, in scene units."""
    panel = scene.side_choice_rect()
    assert panel is not None, "no side choice shown"
    words = [
        item.sceneBoundingRect()
        for item in scene._side_items
        if isinstance(item, QGraphicsTextItem | QGraphicsSimpleTextItem)
    ]
    cards = [
        scene.sprites[key].mapToScene(scene.sprites[key].card_rect()).boundingRect()
        for key in (SIDE_KEEP, SIDE_TURN)
    ]
    return panel, words, cards


@pytest.mark.parametrize("presenter", [False, True])
@pytest.mark.parametrize("language", ["en", "fr", "it", "pt"])
def test_the_side_choice_holds_its_words_apart_and_inside(main_window, language, presenter) -> None:  # type: ignore[no-untyped-def]
    settings = main_window.context.settings
    settings.language = language
    settings.presenter_mode = presenter
    main_window.resize(1366, 768)
    settle()
    try:
        assert main_window.show_view("dj05135")
        view = main_window.view("dj05135")
        seats = (Seat("Ana"), Seat.computer(LONG_NAME, "greedy", "medium"))
        view.start_game(TableSetup("dj05135", seats, 31, {"first_player": 0}))
        settle()
        state = view.state
        view._ask_side(StealCard(1, state.hands[1][0], True))
        for size in ((1366, 768), (1024, 640)):
            main_window.resize(*size)
            settle()
            panel, words, cards = _parts(view.scene)
            texts = [_text(item) for item in view.scene._side_items]
            assert len(words) == 3 and any(LONG_NAME in text for text in texts), texts
            outside = [part for part in (*words, *cards) if not panel.contains(part)]
            assert outside == [], (size, panel, outside)
            _question, keep, turn = words
            assert not keep.intersects(turn), (size, keep, turn)
            assert view.scene.focus_key in (SIDE_KEEP, SIDE_TURN)
    finally:
        settings.presenter_mode = False
        settings.language = "en"
