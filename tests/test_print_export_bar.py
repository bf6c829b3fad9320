"""The first export from a fresh account, and the Export bar that stays in view.

A fresh account may have no ``Documents`` folder: Export creates ``Documents/Recto Verso
Studio`` and writes into it. The bar with Export, the progress and the result sits
outside every scrolling area, so it is in the window at 1366×768 and 1920×1080.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QStandardPaths, Qt, QUrl
from PySide6.QtWidgets import QApplication, QWidget

from app.folders import APP_FOLDER_NAME, default_export_folder
from app.printing.view import PrintView

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def fresh_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A home folder with nothing in it, and Qt's standard paths in test mode."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    was_testing = QStandardPaths.isTestModeEnabled()
    QStandardPaths.setTestModeEnabled(True)
    yield home
    QStandardPaths.setTestModeEnabled(was_testing)


def _open(window, size: tuple[int, int] = (1366, 768)) -> PrintView:  # type: ignore[no-untyped-def]
    window.resize(*size)
    assert window.show_view("print")
    view = window.views["print"]
    assert isinstance(view, PrintView)
    QApplication.processEvents()
    return view


def _in_sight(window, widget: QWidget) -> bool:  # type: ignore[no-untyped-def]
    """True when the whole of ``widget`` is inside the window and not scrolled out of the view's holder."""
    holder = window.holders["print"].viewport()
    top_left = widget.mapTo(window, QPoint(0, 0))
    rect = QRect(top_left, widget.size())
    seen = QRect(holder.mapTo(window, QPoint(0, 0)), holder.size())
    return widget.isVisible() and window.rect().contains(rect) and seen.contains(rect)


def _choose_game(view: PrintView, qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    combo = view.options_panel.game
    combo.setFocus()
    while combo.currentData() != game:
        qtbot.keyClick(combo, Qt.Key.Key_Down)


def test_the_default_folder_is_in_the_documents_folder(fresh_home: Path) -> None:
    assert default_export_folder() == fresh_home / "Documents" / APP_FOLDER_NAME


def test_the_default_folder_falls_back_to_home_documents(
    fresh_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _location: "")
    assert default_export_folder() == fresh_home / "Documents" / APP_FOLDER_NAME


def test_the_first_export_creates_the_folder_and_shows_the_result(
    main_window, qtbot, fresh_home: Path
) -> None:  # type: ignore[no-untyped-def]
    view = _open(main_window)
    folder = fresh_home / "Documents" / APP_FOLDER_NAME
    assert view.folder() == folder
    assert not (fresh_home / "Documents").exists()
    _choose_game(view, qtbot, "revorso")
    opened: list[QUrl] = []
    view.open_url = opened.append  # type: ignore[method-assign]
    assert not view.open_button.isVisible()

    qtbot.mouseClick(view.export_button, LEFT)
    assert folder.is_dir()
    qtbot.waitUntil(lambda: not view.is_exporting(), timeout=60_000)

    assert sorted(p.name for p in folder.iterdir()) == [
        "calibration.pdf",
        "revorso-cards.pdf",
        "revorso-player-aid-en.pdf",
        "revorso-score-sheets.pdf",
    ]
    assert view.status.property("kind") == "done" and "4 files" in view.status.text()
    assert str(folder) in view.status.text()
    for widget in (view.progress, view.status, view.open_button, view.export_button):
        assert _in_sight(main_window, widget), widget.objectName()
    qtbot.mouseClick(view.open_button, LEFT)
    assert opened == [QUrl.fromLocalFile(str(folder))]


def test_a_folder_that_cannot_be_created_is_named_with_the_reason(
    main_window, qtbot, fresh_home: Path
) -> None:  # type: ignore[no-untyped-def]
    view = _open(main_window)
    (fresh_home / "Documents").write_text("a file where the folder should be")
    qtbot.mouseClick(view.export_button, LEFT)
    assert not view.is_exporting() and view.status.property("kind") == "error"
    assert f"{fresh_home / 'Documents'} is a file, not a folder" in view.status.text()
    assert _in_sight(main_window, view.status)
    assert not view.open_button.isVisible()


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_export_button_is_in_the_window(main_window, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    view = _open(main_window, size)
    assert main_window.size().toTuple() == size
    assert _in_sight(main_window, view.export_button)
    assert _in_sight(main_window, view.status)
    # the options scroll inside the view; the view itself never needs the window's scroll bar
    holder = main_window.holders["print"]
    assert not holder.verticalScrollBar().isVisible()


def test_a_relative_folder_is_taken_under_the_home_folder(main_window, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HOME", str(tmp_path))
    main_window.show_view("print")
    view = main_window.views["print"]
    view.folder_edit.setText("Cartes/Verso")
    assert view.folder() == tmp_path / "Cartes" / "Verso"
