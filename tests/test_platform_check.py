"""A Linux without the X11 libraries Qt needs gets their names and the commands to install them."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app.platform_check import MissingLibraries, check_platform, parse_ldd, report

LDD_OUTPUT = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /opt/Qt/lib/libQt6XcbQpa.so.6 (0x00007f1)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb-icccm.so.4 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f3)
"""


def test_ldd_output_gives_each_missing_library_once() -> None:
    assert parse_ldd(LDD_OUTPUT) == ("libxcb-icccm.so.4", "libxcb-keysyms.so.1")


def test_report_names_the_libraries_and_the_apt_and_dnf_commands() -> None:
    text = report(MissingLibraries(("libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libodd.so.7")), "en")
    assert "libxcb-icccm.so.4" in text and "libxcb-keysyms.so.1" in text
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1" in text
    assert "sudo dnf install xcb-util-wm xcb-util-keysyms" in text
    assert "libodd.so.7" in text and "no package known" in text


def test_report_speaks_the_users_language() -> None:
    text = report(MissingLibraries(("libxcb-icccm.so.4",)), "fr")
    assert "bibliothèques du système manquent" in text and "sudo apt install libxcb-icccm4" in text


def _compile(tmp_path: Path, name: str, source: str, *flags: str) -> Path:
    out = tmp_path / name
    (tmp_path / f"{name}.c").write_text(source)
    subprocess.run(
        ["cc", "-shared", "-fPIC", "-o", str(out), str(tmp_path / f"{name}.c"), *flags],
        check=True,
        capture_output=True,
    )
    return out


LINUX_WITH_CC = sys.platform.startswith("linux") and shutil.which("cc") is not None


@pytest.mark.skipif(not LINUX_WITH_CC, reason="needs Linux and a C compiler")
def test_a_plugin_whose_library_is_missing_is_reported_not_loaded(tmp_path: Path) -> None:
    """A stand-in plugin linked against a library that is then removed, as on a minimal install."""
    libs = tmp_path / "libs"
    libs.mkdir()
    _compile(libs, "libxcb-rvs-gone.so.4", "int gone(void) { return 4; }", "-Wl,-soname,libxcb-rvs-gone.so.4")
    plugin = _compile(
        tmp_path,
        "libqxcb.so",
        "int gone(void); int plugin(void) { return gone(); }",
        f"-L{libs}",
        "-l:libxcb-rvs-gone.so.4",
    )
    (libs / "libxcb-rvs-gone.so.4").unlink()
    text = check_platform(plugin, "en")
    assert text is not None and "libxcb-rvs-gone.so.4" in text


@pytest.mark.skipif(not shutil.which("ldd"), reason="needs ldd")
def test_the_real_plugin_is_judged_as_ldd_judges_it() -> None:
    """Silent where Qt's plugin loads; where it cannot, exactly the libraries ldd misses."""
    from PySide6.QtCore import QLibraryInfo

    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms" / "libqxcb.so"
    if not plugin.is_file():
        pytest.skip("no xcb plugin in this Qt")
    missing = parse_ldd(subprocess.run(["ldd", str(plugin)], capture_output=True, text=True).stdout)
    text = check_platform(plugin, "en")
    if not missing:
        assert text is None
    else:
        assert text is not None and all(lib in text for lib in missing)
