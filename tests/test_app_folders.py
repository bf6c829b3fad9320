"""The app's folders come from Qt's standard locations, never from where it started (``app/folders.py``)."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths

from app import APP_NAME, ORG_NAME
from app.folders import data_dir, default_export_folder, documents_dir, log_dir


@pytest.fixture
def named_app(qapp, monkeypatch: pytest.MonkeyPatch, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The app's names set as at start-up, and data folders of this test only."""
    QCoreApplication.setOrganizationName(ORG_NAME)
    QCoreApplication.setApplicationName(APP_NAME)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return tmp_path


def test_each_folder_is_the_systems_own_for_this_app(named_app: Path) -> None:
    assert data_dir().parts[-2:] == (ORG_NAME, APP_NAME) and data_dir().is_dir()
    assert log_dir().parts[-3:] == (ORG_NAME, APP_NAME, "logs") and log_dir().is_dir()
    assert default_export_folder() == documents_dir() / "Recto Verso Studio"
    if sys.platform == "linux":  # where the XDG variables of the fixture place them
        assert data_dir() == named_app / "share" / ORG_NAME / APP_NAME
        assert log_dir() == data_dir() / "logs"
        assert documents_dir() == named_app / "home" / "Documents"
        assert not documents_dir().exists()  # made by the first export, not before


def test_with_no_location_known_nothing_lands_where_the_app_was_started(
    named_app: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started_in = named_app / "started here"
    started_in.mkdir()
    monkeypatch.chdir(started_in)
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda _location: "")
    for folder in (data_dir(), log_dir()):
        assert folder.is_relative_to(tempfile.gettempdir()) and folder.is_absolute()
    assert list(started_in.iterdir()) == []


@pytest.mark.skipif(os.name == "nt", reason="the folder in the way is made with POSIX paths")
def test_a_data_folder_that_cannot_be_made_does_not_stop_the_app(named_app: Path) -> None:
    blocker = named_app / "share"
    blocker.write_text("a file where the data folder should be")
    assert data_dir() == blocker / ORG_NAME / APP_NAME  # its writers report it when they write
    assert blocker.is_file()
