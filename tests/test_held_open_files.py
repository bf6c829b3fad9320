"""A replace Windows refuses while another program holds the target open (``safe_files.replace_file``).

Linux replaces an open file at once, so Windows' refusal is simulated: ``os.replace``
raises the ``PermissionError`` Windows gives (access denied, sharing violation) for as
many tries as the "holder" keeps the file, counted in tries rather than in time so that
the test does not depend on how busy the machine is.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from engines import safe_files
from engines.safe_files import HeldOpenError, atomic_write_text, replace_file

WINDOWS_DELAYS = (0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.3, 0.4)


class Holder:
    """Another program holding the target open for ``tries`` replaces, then letting go."""

    def __init__(self, tries: int) -> None:
        self.tries = tries
        self.refused = 0
        self.real = os.replace

    def replace(self, source: str, target: str) -> None:
        if self.refused < self.tries:
            self.refused += 1
            raise PermissionError(errno.EACCES, "Access is denied", target)
        self.real(source, target)


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> Callable[[int], tuple[Holder, list[float]]]:
    """Windows' behaviour: the retry pauses of Windows, and a target held for ``tries`` tries."""

    def hold(tries: int) -> tuple[Holder, list[float]]:
        holder = Holder(tries)
        pauses: list[float] = []
        monkeypatch.setattr(safe_files, "REPLACE_RETRY_DELAYS", WINDOWS_DELAYS)
        monkeypatch.setattr(safe_files.os, "replace", holder.replace)
        monkeypatch.setattr(safe_files, "_pause", pauses.append)
        return holder, pauses

    return hold


def test_a_scanner_that_lets_go_delays_the_save_but_loses_nothing(held, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "verso.json"
    target.write_text("old")
    holder, pauses = held(3)
    atomic_write_text(target, "new")
    assert target.read_text() == "new"
    assert holder.refused == 3 and pauses == list(WINDOWS_DELAYS[:3])
    assert [p.name for p in tmp_path.iterdir()] == ["verso.json"]  # no temporary left


def test_a_file_held_for_good_keeps_its_old_content_and_says_why(held, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "verso-cards.pdf"
    target.write_text("old")
    holder, pauses = held(1000)
    with pytest.raises(HeldOpenError) as raised:
        atomic_write_text(target, "new")
    assert isinstance(raised.value, PermissionError) and raised.value.errno == errno.EACCES
    assert "another program holds the file open" in str(raised.value.strerror)
    assert raised.value.filename == str(target)
    assert holder.refused == len(WINDOWS_DELAYS) + 1
    assert sum(pauses) < 2  # a person waits at most a second and a half
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["verso-cards.pdf"]


def test_elsewhere_a_refusal_is_final_at_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """With no pauses (Linux, macOS: an open file never blocks a replace), a refusal is the folder's."""
    holder = Holder(1)
    monkeypatch.setattr(safe_files.os, "replace", holder.replace)
    (tmp_path / "a").write_text("a")
    with pytest.raises(PermissionError) as raised:
        replace_file(tmp_path / "a", tmp_path / "b", delays=())
    assert not isinstance(raised.value, HeldOpenError) and holder.refused == 1
    expected = WINDOWS_DELAYS if os.name == "nt" else ()
    assert expected == safe_files.REPLACE_RETRY_DELAYS


def test_the_print_view_says_which_file_is_held_open(  # type: ignore[no-untyped-def]
    main_window, qtbot, tmp_path: Path, held
) -> None:
    from PySide6.QtCore import Qt

    assert main_window.show_view("print")
    view = main_window.views["print"]
    view.folder_edit.setText(str(tmp_path))
    combo = view.options_panel.game
    combo.setFocus()
    while combo.currentData() != "revorso":
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    for part, box in view.options_panel.parts.items():
        if box.isChecked() != (part == "cards"):
            qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert view.options_panel.request().parts == ("cards",)
    holder, _pauses = held(1000)
    qtbot.mouseClick(view.export_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.is_exporting(), timeout=60_000)
    assert view.status.property("kind") == "error"
    assert "revorso-cards.pdf is open in another program" in view.status.text()
    assert "no half-written file was left" in view.status.text()
    assert holder.refused == len(WINDOWS_DELAYS) + 1
    assert list(tmp_path.iterdir()) == []
