"""The ``rectoverso`` command: version, bad arguments, smoke run, screenshots."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


def _png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", header[16:24])


def test_version() -> None:
    result = _run("--version")
    assert result.returncode == 0 and result.stdout.startswith("Recto Verso Studio ")


def test_bad_argument_is_one_line_and_exit_2() -> None:
    result = _run("--no-such-option")
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and "--no-such-option" in result.stderr


def test_bad_language_is_refused() -> None:
    result = _run("--lang", "de")
    assert result.returncode == 2 and "de" in result.stderr


def test_smoke_opens_every_view() -> None:
    result = _run("--smoke")
    assert result.returncode == 0, result.stderr
    assert "views opened" in result.stdout


@pytest.mark.slow
def test_screenshots_write_one_png_per_view(tmp_path: Path) -> None:
    from app.views.registry import load_views

    result = _run("--screenshots", str(tmp_path))
    assert result.returncode == 0, result.stderr
    expected = {f"{s.id}.png" if m is None else f"{s.id}-{m}.png" for s in load_views() for m in s.modes}
    assert {p.name for p in tmp_path.glob("*.png")} == expected
    assert _png_size(tmp_path / "home.png") == (1600, 1000)


def test_screenshots_into_an_impossible_folder(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    result = _run("--screenshots", str(blocker / "sub"))
    assert result.returncode == 2 and "cannot create" in result.stderr
