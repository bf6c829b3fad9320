"""The Print & play view through its real widgets: export in a worker, stop, bad folders, preview."""

from __future__ import annotations

import errno
import os
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer, QUrl

from app.printing.preview import PreviewPanel
from app.printing.view import FOLDER_KEY, PrintView
from export.pdf.imposition import DeckPage
from tests.pdf_tools import media_boxes, page_count, qpdf_check

LEFT = Qt.MouseButton.LeftButton


def _open(window) -> PrintView:  # type: ignore[no-untyped-def]
    assert window.show_view("print")
    view = window.views["print"]
    assert isinstance(view, PrintView)
    return view


def _choose_game(view: PrintView, qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    combo = view.options_panel.game
    combo.setFocus()
    while combo.currentData() != game:
        qtbot.keyClick(combo, Qt.Key.Key_Down)


def _whole_pdf(path: Path) -> bool:
    data = path.read_bytes()
    return data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")


def _wait_done(view: PrintView, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: not view.is_exporting(), timeout=60_000)


def test_export_through_the_view_writes_checked_files_and_opens_the_folder(
    main_window, qtbot, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    view = _open(main_window)
    _choose_game(view, qtbot, "verso")
    qtbot.mouseClick(view.options_panel.parts["calibration"], LEFT)
    assert not view.options_panel.parts["calibration"].isChecked()
    view.options_panel.paper.setCurrentIndex(view.options_panel.paper.findData("letter"))
    view.options_panel.bleed.setValue(1.0)
    view.folder_edit.setText(str(tmp_path))
    opened: list[QUrl] = []
    view.open_url = opened.append  # type: ignore[method-assign]

    qtbot.mouseClick(view.export_button, LEFT)
    assert view.is_exporting() and not view.export_button.isEnabled() and view.stop_button.isEnabled()
    _wait_done(view, qtbot)

    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["verso-cards.pdf", "verso-player-aid-en.pdf", "verso-score-sheets.pdf"]
    for path in tmp_path.iterdir():
        assert _whole_pdf(path)
        assert all(size == pytest.approx((215.9, 279.4), abs=0.05) for size in media_boxes(path.read_bytes()))
        checked = qpdf_check(path)
        assert checked is None or checked[0] == 0, checked
    # 90 cards, 8 a Letter sheet (sideways, room for the crop marks), fronts and backs
    assert page_count((tmp_path / "verso-cards.pdf").read_bytes()) == 24
    # the preview shows the same pages the PDF holds
    assert view.preview.model.files[0].name == "verso-cards.pdf"
    assert len(view.preview.model.pages(0)) == 24
    assert view.status.property("kind") == "done" and "3 files" in view.status.text()
    assert main_window.context.settings.value(FOLDER_KEY) == str(tmp_path)
    assert view.open_button.isEnabled()
    qtbot.mouseClick(view.open_button, LEFT)
    assert opened == [QUrl.fromLocalFile(str(tmp_path))]


def test_the_export_runs_in_a_worker_and_the_window_stays_live(
    main_window, qtbot, tmp_path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """The export waits at a gate the test opens: meanwhile the GUI thread turns its event loop.

    What is checked is where the work runs and that the window answers while it runs, not how
    fast the machine schedules threads: a slow or busy machine passes as a fast one does.
    """
    from app.printing import worker

    gate = threading.Event()
    exporters: list[threading.Thread] = []
    real_export = worker.export_set

    def held_export(*args, **kwargs):  # type: ignore[no-untyped-def]
        exporters.append(threading.current_thread())
        gate.wait(timeout=30)  # on the GUI thread this would freeze the click below, then fail
        return real_export(*args, **kwargs)

    monkeypatch.setattr(worker, "export_set", held_export)
    view = _open(main_window)
    view.folder_edit.setText(str(tmp_path))
    qtbot.mouseClick(view.export_button, LEFT)
    assert not gate.is_set() and view.is_exporting(), "the click waited for the export"
    turned: list[bool] = []
    QTimer.singleShot(0, lambda: turned.append(True))
    qtbot.waitUntil(lambda: bool(turned) and bool(exporters), timeout=10_000)  # the event loop runs
    assert view.is_exporting() and view.stop_button.isEnabled()
    assert exporters[0] is not threading.main_thread()
    gate.set()
    _wait_done(view, qtbot)
    assert view.status.property("kind") == "done"
    assert sorted(p.name for p in tmp_path.iterdir()), "the export wrote nothing"


def test_stop_leaves_only_whole_files(main_window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    view = _open(main_window)
    view.folder_edit.setText(str(tmp_path))
    qtbot.mouseClick(view.export_button, LEFT)
    qtbot.mouseClick(view.stop_button, LEFT)
    _wait_done(view, qtbot)
    assert view.status.property("kind") == "info"
    assert "stopped" in view.status.text()
    report = view.last_report
    assert report is not None
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted(p.name for p in report.written)
    assert all(_whole_pdf(tmp_path / name) for name in left)
    assert view.export_button.isEnabled() and not view.stop_button.isEnabled()


def test_a_folder_under_a_file_or_impossible_gets_a_message(main_window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    view = _open(main_window)
    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder")
    view.folder_edit.setText(str(a_file / "pdfs"))
    qtbot.mouseClick(view.export_button, LEFT)
    assert not view.is_exporting()
    assert view.status.property("kind") == "error"
    assert "is a file, not a folder" in view.status.text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]
    view.folder_edit.setText(str(tmp_path / ("x" * 300)))
    qtbot.mouseClick(view.export_button, LEFT)
    assert "x" * 300 in view.status.text()
    assert "cannot be created: the name is longer than 240 bytes" in view.status.text()
    assert not view.is_exporting() and view.status.property("kind") == "error"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write anywhere")
def test_a_read_only_folder_gets_a_message(main_window, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    view = _open(main_window)
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    view.folder_edit.setText(str(locked))
    qtbot.mouseClick(view.export_button, LEFT)
    assert "cannot be written to" in view.status.text() and not view.is_exporting()


def test_a_full_disk_stops_with_a_message_and_no_half_file(main_window, qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import engines.safe_files

    def no_space(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(engines.safe_files.os, "fsync", no_space)
    view = _open(main_window)
    _choose_game(view, qtbot, "revorso")
    view.folder_edit.setText(str(tmp_path))
    qtbot.mouseClick(view.export_button, LEFT)
    _wait_done(view, qtbot)
    monkeypatch.undo()
    assert view.status.property("kind") == "error"
    assert "disk is full" in view.status.text()
    assert list(tmp_path.iterdir()) == []


def test_preview_turns_pages_with_buttons_and_keys(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = _open(main_window)
    preview: PreviewPanel = view.preview
    _choose_game(view, qtbot, "verso")
    assert preview.file_index == 0 and preview.page_index == 0
    first = preview.current_page()
    assert isinstance(first, DeckPage) and first.side == "fronts" and first.marks
    assert not preview.previous_button.isEnabled()
    label = preview.page_label.text()
    qtbot.mouseClick(preview.next_button, LEFT)
    second = preview.current_page()
    assert isinstance(second, DeckPage) and second.side == "backs" and second.sheet == 1
    assert preview.page_label.text() != label and preview.previous_button.isEnabled()
    qtbot.mouseClick(preview.previous_button, LEFT)
    assert preview.current_page() == first
    preview.canvas.setFocus()
    qtbot.keyClick(preview.canvas, Qt.Key.Key_Right)
    assert preview.page_index == 1
    # running past the last page of the cards goes on to the score sheets
    while preview.model.files[preview.file_index].part == "cards":
        qtbot.mouseClick(preview.next_button, LEFT)
    assert preview.page_index == 0
    assert preview.model.files[preview.file_index].part == "sheets"
    image = preview.canvas.grab().toImage()
    assert image.width() > 100


def test_preview_follows_the_options_and_shows_the_sheet_note(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = _open(main_window)
    panel = view.options_panel
    _choose_game(view, qtbot, "revorso")
    assert not panel.sheet_note.isVisibleTo(view)
    assert "sideways" not in view.preview.caption.text()
    panel.bleed.setValue(3.0)
    note = panel.sheet_note.text()
    assert panel.sheet_note.isVisibleTo(view)
    assert "3 mm bleed, each sheet holds 8 cards instead of 9." in note and "sideways" in note
    # the preview shows the sheet it explains: eight cards lying sideways, and says so under it
    page = view.preview.current_page()
    assert isinstance(page, DeckPage) and len(page.placements) == 8
    assert all(placement.slot.rotate == 90 for placement in page.placements)
    assert note in view.preview.caption.text()
    panel.printing.setCurrentIndex(3)  # fold and glue
    page = view.preview.current_page()
    assert isinstance(page, DeckPage) and page.side == "fold" and page.fold_x is not None
    assert not panel.offset_x.isEnabled()
    panel.printing.setCurrentIndex(2)  # one-sided: fronts and backs files
    names = [f.name for f in view.preview.model.files]
    assert names[:2] == ["revorso-cards-fronts.pdf", "revorso-cards-backs.pdf"]


def test_the_language_follows_the_app_until_chosen(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    settings = main_window.context.settings
    settings.language = "fr"
    view = _open(main_window)
    combo = view.options_panel.language
    assert combo.currentData() == "fr"
    assert "verso-player-aid-fr.pdf" in [f.name for f in view.preview.model.files]
    settings.language = "it"
    assert combo.currentData() == "it"
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    combo.activated.emit(combo.currentIndex())
    chosen = combo.currentData()
    settings.language = "en"
    assert combo.currentData() == chosen
