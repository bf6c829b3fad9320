"""The home screen by keyboard alone: arrows move across the grid of tiles, Tab visits each
tile and then its "Learn by playing" entry, Enter opens what has the focus."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication


def _key(qtbot, key: Qt.Key) -> str:  # type: ignore[no-untyped-def]
    qtbot.keyClick(QApplication.focusWidget(), key)
    return QApplication.focusWidget().objectName()


def test_arrow_keys_move_across_the_grid(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("home")
    home = main_window.views["home"]
    qtbot.waitUntil(lambda: home.grid.tiles[0].hasFocus())
    columns = home.grid.columns
    names = [tile.objectName() for tile in home.grid.tiles]
    assert _key(qtbot, Qt.Key.Key_Down) == names[columns], "Down goes a row down, not to the next tile"
    assert _key(qtbot, Qt.Key.Key_Right) == names[columns + 1]
    assert _key(qtbot, Qt.Key.Key_Up) == names[1]
    assert _key(qtbot, Qt.Key.Key_Left) == names[0]
    assert _key(qtbot, Qt.Key.Key_Left) == names[0], "the grid's edge keeps the focus"


def test_tab_visits_a_tile_then_its_learn_by_playing_entry(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("home")
    home = main_window.views["home"]
    qtbot.waitUntil(lambda: home.grid.tiles[0].hasFocus())
    first, second = home.grid.tiles[0], home.grid.tiles[1]
    learn = home.grid.learn_buttons.get(first.spec.id)
    if learn is not None:
        assert _key(qtbot, Qt.Key.Key_Tab) == learn.objectName()
    assert _key(qtbot, Qt.Key.Key_Tab) == second.objectName()


def test_enter_presses_the_button_with_the_focus(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    """Tab to a push button of the main window and press Enter: it is pressed, as with Space."""
    main_window.show_view("verso")
    view = main_window.views["verso"]
    offer = view.guided.offer
    assert offer.isVisible()
    offer.decline_button.setFocus()
    qtbot.keyClick(offer.decline_button, Qt.Key.Key_Return)
    assert not offer.isVisible()
