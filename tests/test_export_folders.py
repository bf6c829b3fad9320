"""The export folder: created with its parents, or one named reason (``export/folders.py``)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from export.folders import FolderTrouble, prepare_output_folder


def test_a_missing_folder_is_created_with_its_parents(tmp_path: Path) -> None:
    target = tmp_path / "Documents" / "Recto Verso Studio"
    assert prepare_output_folder(target) is None
    assert target.is_dir()
    assert prepare_output_folder(target) is None  # and an existing one is fine


def test_an_empty_name_is_refused_and_nothing_is_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("", "   "):
        problem = prepare_output_folder(name)
        assert problem is not None and problem.trouble is FolderTrouble.EMPTY
        assert "no folder given" in problem.english()
    assert list(tmp_path.iterdir()) == []


def test_a_file_in_the_way_is_named(tmp_path: Path) -> None:
    blocker = tmp_path / "notes.txt"
    blocker.write_text("a file")
    for target in (blocker, blocker / "pdfs" / "deeper"):
        problem = prepare_output_folder(target)
        assert problem is not None and problem.trouble is FolderTrouble.NOT_A_FOLDER
        assert problem.path == blocker
        assert problem.english() == f"{blocker} is a file, not a folder"


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
def test_a_broken_link_in_the_way_is_not_a_folder(tmp_path: Path) -> None:
    link = tmp_path / "link"
    link.symlink_to(tmp_path / "nowhere")
    problem = prepare_output_folder(link / "pdfs")
    assert problem is not None and problem.trouble is FolderTrouble.NOT_A_FOLDER
    assert "is in the way" in problem.english()
    assert not (tmp_path / "nowhere").exists()


def test_no_permission_names_the_folder_it_would_be_made_in(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refused(self: Path, *args: object, **kwargs: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", str(self))

    monkeypatch.setattr(Path, "mkdir", refused)
    problem = prepare_output_folder(tmp_path / "new" / "pdfs")
    assert problem is not None and problem.trouble is FolderTrouble.NOT_WRITABLE
    assert problem.path == tmp_path
    assert problem.english() == f"the folder {tmp_path} cannot be written to (no permission)"


def test_an_existing_folder_without_write_access_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "access", lambda _path, _mode: False)
    problem = prepare_output_folder(tmp_path)
    assert problem is not None and problem.trouble is FolderTrouble.NOT_WRITABLE


@pytest.mark.skipif(os.name == "nt", reason="Windows takes paths of 32,767 characters in long form")
def test_any_other_refusal_gives_the_systems_reason(tmp_path: Path) -> None:
    target = tmp_path.joinpath(*["x" * 200] * 25)  # each name fits, the whole path is past Linux's limit
    problem = prepare_output_folder(target)
    assert problem is not None and problem.trouble is FolderTrouble.CANNOT_CREATE
    assert problem.english() == f"cannot create the folder {target}: {os.strerror(errno.ENAMETOOLONG)}"
