"""The app shell through its real widgets: tiles, navigation, settings, about, error reports."""

from __future__ import annotations

import logging

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from app.dialogs.about_dialog import AboutDialog, load_components
from app.dialogs.settings_dialog import SettingsDialog
from app.errors import ErrorReportDialog, ExceptionHandler
from app.views.home import Tile
from app.views.registry import load_views
from resources import resource_path


def _tiles(window) -> list[Tile]:  # type: ignore[no-untyped-def]
    return window.views["home"].findChildren(Tile)


def test_home_has_one_tile_per_registered_view(main_window) -> None:  # type: ignore[no-untyped-def]
    expected = [s.id for s in load_views() if s.tile and s.id != "home"]
    assert [t.spec.id for t in _tiles(main_window)] == expected
    assert main_window.windowTitle() == "Recto Verso Studio"


def test_tile_click_and_escape_navigate(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    tiles = _tiles(main_window)
    if not tiles:
        return
    target = tiles[0]
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)
    assert main_window.current_id == target.spec.id
    assert main_window.windowTitle().startswith(target.spec.title)
    main_window.home_action.trigger()
    assert main_window.current_id == "home"


def test_keyboard_moves_between_tiles_and_opens(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    tiles = _tiles(main_window)
    if len(tiles) < 2:
        return
    tiles[0].setFocus()
    qtbot.keyClick(tiles[0], Qt.Key.Key_Right)
    assert tiles[1].hasFocus()
    qtbot.keyClick(tiles[1], Qt.Key.Key_Return)
    assert main_window.current_id == tiles[1].spec.id


def test_settings_dialog_applies_scale_and_symbols(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    settings = main_window.context.settings
    before = QApplication.font().pointSizeF()
    dialog = SettingsDialog(settings, main_window)
    qtbot.addWidget(dialog)
    dialog.scale.setValue(1.5)
    dialog.symbols.setChecked(False)
    dialog.accept()
    assert settings.ui_scale == 1.5 and settings.colourblind_symbols is False
    assert QApplication.font().pointSizeF() > before * 1.4


def test_presenter_mode_scales_at_least_one_and_a_half(main_window) -> None:  # type: ignore[no-untyped-def]
    settings = main_window.context.settings
    settings.ui_scale = 1.0
    settings.presenter_mode = True
    assert settings.effective_scale == 1.5
    settings.presenter_mode = False


def test_language_setting_is_remembered(main_window) -> None:  # type: ignore[no-untyped-def]
    settings = main_window.context.settings
    settings.language = "fr"
    assert settings.language == "fr"
    settings.language = "en"


def test_about_lists_every_licence_file(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = AboutDialog(main_window)
    qtbot.addWidget(dialog)
    names = {c["name"] for c in load_components()}
    assert {"Qt 6 and PySide6 (Qt for Python)", "ReportLab", "Pillow", "Bitstream Vera fonts"} <= names
    for component in load_components():
        for name in [component["file"], *component.get("extra", [])]:
            assert resource_path("licenses", name).stat().st_size > 500
    dialog.components.setCurrentRow(1)
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()


def test_error_handler_logs_and_shows_a_copyable_report(qtbot, caplog) -> None:  # type: ignore[no-untyped-def]
    handler = ExceptionHandler(interactive=True)
    shown: list[str] = []

    def close_dialog() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, ErrorReportDialog) and widget.isVisible():
                widget.copy_report()
                shown.append(QApplication.clipboard().text())
                widget.done(QDialog.DialogCode.Rejected)

    QTimer.singleShot(50, close_dialog)
    try:
        raise ValueError("boom")
    except ValueError as exc:
        with caplog.at_level(logging.ERROR):
            handler(type(exc), exc, exc.__traceback__)
    assert handler.errors and "ValueError: boom" in handler.errors[0]
    assert shown and "ValueError: boom" in shown[0] and "Recto Verso Studio" in shown[0]
    assert "Unexpected error" in caplog.text


def test_lang_option_is_for_this_run_only(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    from app.settings import Settings

    store = QSettings()
    store.setValue("ui/language", "it")
    settings = Settings(store, language="fr")
    assert settings.language == "fr"
    assert store.value("ui/language") == "it"
    settings.language = "pt"  # choosing in the settings dialog wins and is remembered
    assert settings.language == "pt" and store.value("ui/language") == "pt"
    store.setValue("ui/language", "en")
