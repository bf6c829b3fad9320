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


# -- the Debian package and the release workflow, checked without building them ----------


def _build_deb():  # type: ignore[no-untyped-def]
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_deb", ROOT / "packaging" / "linux" / "build_deb.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_changelog_and_the_metainfo_name_the_projects_version() -> None:
    import re

    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    changelog = _build_deb()._changelog(version).decode()
    assert re.match(rf"rectoverso-studio \({re.escape(version)}\) unstable; urgency=\w+\n\n  \* ", changelog)
    assert re.search(r"\n -- .+ <.+@.+>  \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}\n", changelog)
    metainfo = (ROOT / "packaging" / "linux" / "rectoverso-studio.metainfo.xml").read_text(encoding="utf-8")
    assert f'<release version="{version}"' in metainfo
    with pytest.raises(SystemExit, match=r"add an entry for 9\.9\.9 first"):
        _build_deb()._changelog("9.9.9")


def test_the_copyright_file_gives_every_licence_it_names_its_text() -> None:
    import re

    text = _build_deb()._copyright()
    assert text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n")
    named = {
        name
        for field in re.findall(
            r"^Files: .+\nCopyright: (?:.+\n)(?: .+\n)*License: (.+)$", text, re.MULTILINE
        )
        for name in field.split(" and ")
    }
    given = set(re.findall(r"^License: (\S+)\n ", text, re.MULTILINE))
    assert named and named <= given, named - given
    assert "Permission is hereby granted" in text and "Tavmjong Bah" in text
    assert all(line == "" or line[0] != "\t" for line in text.splitlines())


def test_the_launcher_finds_the_app_beside_itself_wherever_the_package_is_unpacked(tmp_path: Path) -> None:
    root = tmp_path / "unpacked here"
    (root / "usr" / "bin").mkdir(parents=True)
    app = root / "opt" / "rectoverso-studio" / "rectoverso-studio"
    app.parent.mkdir(parents=True)
    app.write_text('#!/bin/sh\necho "started with: $*"\n')
    app.chmod(0o755)
    launcher = root / "usr" / "bin" / "rectoverso"
    shutil.copy(ROOT / "packaging" / "linux" / "rectoverso.sh", launcher)
    launcher.chmod(0o755)
    (tmp_path / "on-path").mkdir()
    (tmp_path / "on-path" / "rectoverso").symlink_to(launcher)  # as a PATH entry or alternatives would
    for command in (launcher, tmp_path / "on-path" / "rectoverso"):
        done = subprocess.run([str(command), "--lang", "fr"], capture_output=True, text=True, timeout=30)
        assert done.stdout == "started with: --lang fr\n", done.stderr


def test_the_release_workflow_builds_every_system_from_a_tag_or_by_hand() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert 'tags: ["v*"]' in workflow and "workflow_dispatch:" in workflow
    for runner in ("ubuntu-", "windows-", "macos-15", "macos-15-intel"):
        assert f"runner: {runner}" in workflow or f"runs-on: {runner}" in workflow, runner
    for step in (
        "make package-check",
        "packaging/check_frozen.py",
        "rectoverso-studio.iss",
        "hdiutil create",
    ):
        assert step in workflow, step
    fast = (ROOT / "packaging" / "ci" / "fast_tests.sh").read_text(encoding="utf-8")
    assert 'pytest -m "not slow"' in fast
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml" in makefile
