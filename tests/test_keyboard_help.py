"""F1 lists the keys of the current view (and the window's), in every view; Esc closes it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

VIEWS = ("home", "recto_verso", "verso", "print", "dj05135", "revorso", "rules")


@pytest.mark.parametrize("view_id", VIEWS)
def test_f1_shows_this_views_shortcuts(main_window, qtbot, view_id) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view(view_id)
    view = main_window.views[view_id]
    keys = view.shortcuts()
    assert keys and all(k and meaning for k, meaning in keys)
    qtbot.keyClick(main_window.focusWidget() or main_window, Qt.Key.Key_F1)
    overlay = main_window.shortcuts_overlay
    assert overlay is not None and overlay.isVisible()
    text = overlay.body.text()
    for _keys, meaning in keys:
        assert meaning.replace("&", "&amp;") in text or meaning in text
    assert "F11" in text  # the window's own keys too
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)
    assert not overlay.isVisible()
    assert main_window.current_id == view_id  # Esc closed the overlay, it did not go home


def test_focus_is_visible_and_tab_reaches_the_toolbar_help(main_window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    sheet = QApplication.instance().styleSheet()
    assert "QPushButton:focus" in sheet and "QToolButton:focus" in sheet
    assert main_window.help_action.shortcut().toString() == "F1"
    assert not main_window.settings_action.shortcut().isEmpty()
