"""Presenter mode takes no height from the cards: the banner and the table's buttons stand
beside the table, the window's own bars keep the teacher's size (docs/ARCHITECTURE.md, "The
table shell"). Without presenter mode they are above the table, as they always were; in both
places the keys reach the buttons in the same order, and beside the table the banner does not
move the column under it from one turn to the next."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QWidget

from tests.test_presenter_back_of_the_class import settle, shown

LONG = "Your turn, Ana: take the top card or bank a series. You hold the card shown, so you must flip it."


def _on_window(widget: QWidget) -> QRect:
    return QRect(widget.mapTo(widget.window(), widget.rect().topLeft()), widget.size())


def _tab_order(buttons: tuple[QWidget, ...]) -> list[QWidget]:
    """The buttons in the order Tab reaches them, starting from the first."""
    order, widget = [], buttons[0]
    for _ in range(500):
        if widget in buttons and widget not in order:
            order.append(widget)
        widget = widget.nextInFocusChain()
        if widget is buttons[0]:
            break
    return order


@pytest.mark.parametrize("game", ["verso", "revorso", "dj05135"])
def test_presenter_mode_puts_the_banner_and_the_buttons_beside_the_table(main_window, game) -> None:  # type: ignore[no-untyped-def]
    orders, bars = [], {}
    try:
        for presenter in (False, True):
            view: Any = shown(main_window, game, None, (1366, 768), presenter)
            shell = view.shell
            place = shell.banner_place
            table, side = _on_window(shell._table), _on_window(shell.side_scroll)
            for widget in (shell.banner, *place.buttons):
                where = _on_window(widget)
                if presenter:  # at the head of the side column, above its part that scrolls
                    assert where.left() >= table.right() and where.bottom() <= side.top(), (widget, where)
                else:  # in the row above the table
                    assert where.bottom() <= table.top(), (widget, where, table)
            if presenter:  # as wide as the column
                assert shell.banner.width() == shell.side_scroll.width()
            orders.append(_tab_order(place.buttons))
            bar = main_window.toolbar
            bars[presenter] = (
                bar.height(),
                QFontInfo(bar.widgetForAction(main_window.home_action).font()).pixelSize(),
            )
    finally:
        main_window.context.settings.presenter_mode = False
    assert orders[0] == orders[1] == list(view.shell.banner_place.buttons)
    # The teacher's own bar: no taller with presenter mode, its words no smaller.
    assert bars[True][0] <= bars[False][0] and bars[True][1] >= bars[False][1], bars


def test_beside_the_table_the_banner_keeps_the_room_of_its_longest_words(main_window) -> None:  # type: ignore[no-untyped-def]
    try:
        view: Any = shown(main_window, "verso", None, (1366, 768), True)
        shell = view.shell
        shell.show_banner(LONG)
        shell.panels.release()  # drawn now, whatever the cards do
        settle()
        tall, column = shell.banner.height(), _on_window(shell.side_scroll).top()
        shell.show_banner("Game over")
        shell.panels.release()
        for _ in range(3):
            QApplication.processEvents()
        assert shell.banner.text() == "Game over"
        assert shell.banner.height() == tall and _on_window(shell.side_scroll).top() == column
        assert tall > shell.banner_place._two_lines  # the long words needed more than two lines
    finally:
        main_window.context.settings.presenter_mode = False


@pytest.mark.parametrize("size", [(800, 560), (1366, 768)])
def test_a_verso_turn_that_must_flip_never_moves_the_table(main_window, size) -> None:  # type: ignore[no-untyped-def]
    """Verso's longest turn ("…, so you must flip it.") takes three lines in a narrow window:
    its room is kept from the start, so it never moves (and rescales) the cards."""
    view: Any = shown(main_window, "verso", None, size, False)
    shell = view.shell
    table = _on_window(shell._table)
    for name in view.session.names:
        for must_flip in (False, True):
            shell.show_banner(view._turn_text(name, must_flip))
            shell.panels.release()
            settle()
            assert _on_window(shell._table) == table, (name, must_flip)
    if size[0] == 800:  # the case this is about: more than two lines
        assert shell.banner.height() > shell.banner_place._two_lines


def test_above_the_table_the_banner_keeps_the_room_of_its_longest_words(main_window) -> None:  # type: ignore[no-untyped-def]
    """A game that names no longest words: once shown at a width, long words keep their room."""
    view: Any = shown(main_window, "revorso", None, (800, 560), False)
    shell = view.shell
    shell.show_banner(LONG + " " + LONG)
    shell.panels.release()
    settle()
    table = _on_window(shell._table)
    shell.show_banner("Game over")
    shell.panels.release()
    settle()
    assert shell.banner.text() == "Game over" and _on_window(shell._table) == table
