"""What the desktop build relies on, checked without building it."""

from __future__ import annotations

import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_every_code_folder_is_a_package() -> None:
    """A folder without ``__init__.py`` is left out of the wheel and of the frozen app."""
    missing = [
        str(folder.relative_to(ROOT))
        for top in ("app", "engines", "export", "resources")
        for folder in [ROOT / top, *(ROOT / top).rglob("*")]
        if folder.is_dir()
        and folder.name != "__pycache__"
        and any(folder.glob("*.py"))
        and not (folder / "__init__.py").exists()
    ]
    assert not missing, missing


def test_spec_reads_name_and_version_from_pyproject() -> None:
    spec = (ROOT / "packaging" / "rectoverso.spec").read_text(encoding="utf-8")
    assert "pyproject.toml" in spec and 'PROJECT["version"]' in spec and "console=False" in spec
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["name"] == "rectoverso-studio"


def test_package_requirements_are_pinned() -> None:
    lines = [
        line.strip()
        for line in (ROOT / "packaging" / "requirements-package.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert lines and all("==" in line for line in lines)
    assert any(line.lower().startswith("pyside6-essentials==") for line in lines)
    assert any(line.lower().startswith("pyinstaller==") for line in lines)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_is_valid() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(ROOT / "packaging" / "linux" / "rectoverso-studio.desktop")],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0 and "error" not in result.stdout, result.stdout


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_is_valid() -> None:
    result = subprocess.run(
        [
            "appstreamcli",
            "validate",
            "--no-net",
            str(ROOT / "packaging" / "linux" / "rectoverso-studio.metainfo.xml"),
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout


def test_icon_renders_at_every_size(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    result = subprocess.run(
        [__import__("sys").executable, str(ROOT / "packaging" / "make_icons.py"), str(tmp_path)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    for size in (16, 32, 48, 128, 256, 512):
        assert (tmp_path / f"rectoverso-studio-{size}.png").stat().st_size > 100
    assert (tmp_path / "rectoverso-studio.ico").exists()
