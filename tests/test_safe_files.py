"""Atomic writes and JSON loading that explains instead of crashing."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from engines.safe_files import (
    LoadProblem,
    atomic_write_bytes,
    atomic_write_json,
    atomic_writer,
    load_json,
)


def test_atomic_write_replaces_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "save.json"
    atomic_write_json(target, {"a": 1})
    atomic_write_json(target, {"a": 2})
    assert json.loads(target.read_text()) == {"a": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_failed_write_keeps_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "save.json"
    atomic_write_bytes(target, b"old")
    with pytest.raises(RuntimeError), atomic_writer(target) as stream:
        stream.write(b"half of the new")
        raise RuntimeError("disk full")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_unwritable_folder_raises_oserror(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        atomic_write_bytes(tmp_path / "missing" / "x.json", b"{}")


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"{not json", LoadProblem.NOT_JSON),
        (b"\xff\xfe\x00", LoadProblem.NOT_JSON),
        (b'{"version": 99}', LoadProblem.UNKNOWN_VERSION),
        (b"[1, 2]", LoadProblem.UNKNOWN_VERSION),
        (b'{"version": 1}', LoadProblem.INVALID),
    ],
)
def test_bad_files_give_a_reason(tmp_path: Path, content: bytes, problem: LoadProblem) -> None:
    path = tmp_path / "cards.json"
    path.write_bytes(content)

    def validate(data: object) -> None:
        if not isinstance(data, dict) or "cards" not in data:
            raise KeyError("cards")

    result = load_json(path, versions=(1,), validate=validate)
    assert result.problem is problem
    assert "cards.json" in result.error and problem.value in result.error


def test_missing_and_too_large(tmp_path: Path) -> None:
    assert load_json(tmp_path / "nope.json").problem is LoadProblem.MISSING
    big = tmp_path / "big.json"
    big.write_bytes(b"[" + b"0," * 3_000_000 + b"0]")
    result = load_json(big)
    assert result.problem is LoadProblem.TOO_LARGE and "MB" in result.error


def test_good_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "ok.json"
    atomic_write_json(path, {"version": 1, "cards": []})
    result = load_json(path, versions=(1,))
    assert result.ok and result.data == {"version": 1, "cards": []} and result.error == ""


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root can read anything")
def test_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "secret.json"
    path.write_text("{}")
    path.chmod(0)
    assert load_json(path).problem is LoadProblem.UNREADABLE


@pytest.mark.skipif(os.name != "posix", reason="POSIX modes")
def test_new_files_get_ordinary_permissions(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        atomic_write_bytes(tmp_path / "a.pdf", b"x")
    finally:
        os.umask(umask)
    assert (tmp_path / "a.pdf").stat().st_mode & 0o777 == 0o644
