"""The keys stay on the table after a button that was used turns off (docs/ARCHITECTURE.md,
"The table shell"). Verso's Bank, clicked with the mouse, is off once the series is banked; Qt
then hands the focus to whatever follows it, outside the table, where neither the table's keys
nor a guide's Enter reached. Played through the Verso guide, whose Next then waits for Enter."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from engines.verso.actions import Bank
from tests.card_guides import PLAYERS, click, start_guide


def test_enter_goes_on_after_bank_was_clicked(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.activateWindow()
    view = start_guide(main_window, qtbot, "verso")
    guide = view.guide
    player = PLAYERS["verso"]
    banked = False
    while not banked:
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.busy())
        expected = guide.runner.expected(view.session.state)
        if expected is None:
            click(qtbot, guide.bubble.next_button)
            continue
        step = guide.runner.index
        player.play(qtbot, view, expected)  # Bank: the cards and then the button, by mouse
        qtbot.waitUntil(lambda: guide.runner.index != step)  # noqa: B023
        banked = isinstance(expected, Bank)
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.busy() and guide.waits_for_next)
    assert not view.bar.bank_button.isEnabled()
    focus = QApplication.focusWidget()
    assert focus is not None and view.isAncestorOf(focus), focus
    step = guide.runner.index
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    assert guide.runner.index == step + 1
