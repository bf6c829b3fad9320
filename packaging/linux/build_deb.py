"""Build ``dist/rectoverso-studio_<version>_<arch>.deb`` from the PyInstaller onedir build.

Run by ``make deb`` after ``make package``. The package installs:

* the frozen app under ``/opt/rectoverso-studio`` (a self-contained build with its own
  Python and Qt, as PyInstaller makes it), started by ``/usr/bin/rectoverso``, a small
  script that finds the build beside itself, so the same tree also runs from a folder a
  package was unpacked into with ``dpkg -x``;
* the desktop entry, the icons (hicolor, 16-512 px and scalable), the AppStream
  metadata, a manual page, the copyright file and the changelog where Debian policy
  puts them.

``Depends`` lists the system libraries the bundle's ELF files need and do not carry,
found with ``readelf`` and ``dpkg -S`` on the build machine (the job of
``dpkg-shlibdeps``, which expects a Debian source tree). Ownership is root's through
``dpkg-deb --root-owner-group``, so no fakeroot is needed.

Usage: ``python packaging/linux/build_deb.py [--dist dist] [--icons build/icons]``.
"""

from __future__ import annotations

import argparse
import gzip
import os
import re
import shutil
import subprocess
import sys
import tomllib
from email.utils import parsedate_to_datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = ROOT / "packaging" / "linux"
NAME = "rectoverso-studio"
APP_ID = "io.github.rectoverso_studio.RectoVersoStudio"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: The packages every system has, left out of Depends (Essential: yes, or libc's own).
_ALWAYS_THERE = {"libc6"}
_NEEDED = re.compile(r"\(NEEDED\)\s+Shared library: \[(?P<soname>[^\]]+)\]")


def _version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"])


def _run(*command: str) -> str:
    if shutil.which(command[0]) is None:
        raise SystemExit(f"build_deb: {command[0]} is needed to build the package (make deb-tools gets it)")
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def _architecture() -> str:
    return _run("dpkg", "--print-architecture").strip()


def _is_elf(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as stream:
        return stream.read(4) == b"\x7fELF"


def _normalise_modes(tree: Path) -> None:
    """0755 for folders and executables, 0644 for the rest, as Debian policy wants."""
    for folder, _dirs, files in os.walk(tree):  # links to folders are listed, never entered
        os.chmod(folder, 0o755)
        for name in files:
            path = Path(folder) / name
            if path.is_symlink():
                continue
            executable = os.stat(path).st_mode & 0o111 and ".so" not in name  # libraries are not run
            os.chmod(path, 0o755 if executable else 0o644)


def _system_library_packages(app_dir: Path) -> list[str]:
    """The Debian packages holding the shared libraries the bundle needs and does not ship."""
    bundled = {path.name for path in app_dir.rglob("*") if ".so" in path.name}
    needed: set[str] = set()
    for path in app_dir.rglob("*"):
        if _is_elf(path):
            needed.update(m["soname"] for m in _NEEDED.finditer(_run("readelf", "-d", str(path))))
    missing = sorted(needed - bundled)
    known = {}
    for line in _run("/sbin/ldconfig", "-p").splitlines()[1:]:
        soname, _sep, target = line.strip().partition(" => ")
        known.setdefault(soname.split(" (")[0], target)
    packages: set[str] = set()
    unknown = []
    for soname in missing:
        target = known.get(soname)
        if target is None:
            unknown.append(soname)
            continue
        owner = subprocess.run(
            ["dpkg", "-S", os.path.realpath(target)], capture_output=True, text=True, check=False
        )
        if owner.returncode != 0:
            owner = subprocess.run(["dpkg", "-S", target], capture_output=True, text=True, check=False)
        if owner.returncode != 0:
            unknown.append(soname)
            continue
        packages.add(owner.stdout.split(":")[0].strip())
    if unknown:
        raise SystemExit(
            "build_deb: the build needs these libraries, which this machine lacks, to know their "
            f"packages: {', '.join(unknown)} (install them, then build again)"
        )
    return sorted(packages - _ALWAYS_THERE)


#: The copyright file's stanzas: files, holders, licence; the texts come from resources/licenses.
_INTERNAL = f"opt/{NAME}/_internal"
_STANZAS = (
    ("*", "2026 The Recto Verso Studio authors", "Expat"),
    (
        f"{_INTERNAL}/PySide6/* {_INTERNAL}/shiboken6/* {_INTERNAL}/libQt6*",
        "The Qt Company Ltd. and other contributors",
        "LGPL-3",
    ),
    (
        f"{_INTERNAL}/PIL/* {_INTERNAL}/pillow.libs/*",
        "1997-2011 Secret Labs AB, 1995-2011 Fredrik Lundh and contributors,\n"
        " 2010 Jeffrey A. Clark and contributors",
        "MIT-CMU",
    ),
    (f"{_INTERNAL}/resources/fonts/Vera*.ttf", "2003 Bitstream, Inc.", "Bitstream-Vera"),
    (
        f"{_INTERNAL}/resources/fonts/DejaVuSans.ttf",
        "2003 Bitstream, Inc.; 2006 Tavmjong Bah; DejaVu changes are in the public domain",
        "Bitstream-Vera and Arev",
    ),
    (f"{_INTERNAL}/_rl_accel*", "2000-2022 ReportLab Inc.", "BSD-3-Clause"),
    (
        f"opt/{NAME}/{NAME} {_INTERNAL}/libpython3*",
        "2000-2024 ReportLab Inc.; Python Software Foundation; aiohttp, yarl, multidict,\n"
        " frozenlist, propcache and aiosignal contributors; segno, attrs and idna authors",
        "BSD-3-Clause and PSF-2.0 and Apache-2.0 and Expat",
    ),
)
_COPYRIGHT_COMMENT = (
    "The executable's archive holds the app's Python code with ReportLab and segno\n"
    " (BSD-3-Clause), aiohttp, yarl, multidict, frozenlist, propcache and aiosignal\n"
    " (Apache-2.0), aiohappyeyeballs and the Python standard library (PSF-2.0), attrs\n"
    " (Expat) and idna (BSD-3-Clause)."
)
#: Licence texts: a file of resources/licenses, or where Debian systems keep the text.
_LICENCES = {
    "Expat": "RectoVersoStudio-MIT.txt",
    "MIT-CMU": "Pillow.txt",
    "BSD-3-Clause": "reportlab.txt",
    "Bitstream-Vera": "Bitstream-Vera.txt",
    "Arev": "DejaVu.txt",
    "LGPL-3": "On Debian systems the full text is in /usr/share/common-licenses/LGPL-3.",
    "Apache-2.0": "On Debian systems the full text is in /usr/share/common-licenses/Apache-2.0.",
    "PSF-2.0": "The Python Software Foundation License Version 2, as in\n"
    " https://docs.python.org/3/license.html and, on Debian systems with Python,\n"
    " /usr/share/doc/python3/copyright.",
}


def _paragraph(text: str) -> str:
    """Text as a DEP-5 field continuation: one space before each line, ``.`` for an empty one."""
    return "\n".join(f" {line.rstrip()}" if line.strip() else " ." for line in text.strip("\n").splitlines())


def _copyright() -> str:
    """``debian/copyright`` in the machine-readable format, the licence texts read from the app's own."""
    parts = [
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: Recto Verso Studio\n"
        "Source: https://github.com/rectoverso-studio/rectoverso-studio\n"
    ]
    for files, holders, licence in _STANZAS:
        stanza = f"Files: {files}\nCopyright: {holders}\nLicense: {licence}\n"
        if files.startswith(f"opt/{NAME}/{NAME}"):
            stanza += f"Comment: {_COPYRIGHT_COMMENT}\n"
        parts.append(stanza)
    licences_dir = ROOT / "resources" / "licenses"
    for licence, source in _LICENCES.items():
        text = (licences_dir / source).read_text(encoding="utf-8") if source.endswith(".txt") else source
        parts.append(f"License: {licence}\n{_paragraph(text)}\n")
    return "\n".join(parts)


def _glibc_version() -> str:
    first = _run("ldd", "--version").splitlines()[0]
    return first.rsplit(" ", 1)[-1]


def _changelog(version: str) -> bytes:
    """The changelog from ``packaging/linux/changelog``, its version checked against the project's."""
    text = (HERE / "changelog").read_text(encoding="utf-8")
    top = re.match(rf"{NAME} \((?P<version>[^)]+)\)", text)
    if top is None or top["version"] != version:
        raise SystemExit(
            f"build_deb: packaging/linux/changelog starts with {top['version'] if top else '?'}, "
            f"the project is {version}: add an entry for {version} first"
        )
    return text.encode("utf-8")


def _gzip_to(data: bytes, target: Path) -> None:
    """gzip -9n: no name or time stamp in the header, so the same input gives the same bytes."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9, mtime=0) as out:
        out.write(data)


def _release_time(changelog: bytes) -> int:
    """The time of the newest changelog entry: every file in the package carries it."""
    match = re.search(rb"^ -- .+?  (?P<date>.+)$", changelog, re.MULTILINE)
    assert match is not None, "the changelog's first entry has no signature line"
    return int(parsedate_to_datetime(match["date"].decode()).timestamp())


def _stage(root: Path, app_dir: Path, icons: Path, version: str) -> bytes:
    opt = root / "opt" / NAME
    shutil.copytree(app_dir, opt, symlinks=True)
    launcher = root / "usr" / "bin" / "rectoverso"
    launcher.parent.mkdir(parents=True)
    shutil.copy(HERE / "rectoverso.sh", launcher)
    applications = root / "usr" / "share" / "applications"
    applications.mkdir(parents=True)
    shutil.copy(HERE / f"{NAME}.desktop", applications / f"{NAME}.desktop")
    metainfo = root / "usr" / "share" / "metainfo"
    metainfo.mkdir(parents=True)
    shutil.copy(HERE / f"{NAME}.metainfo.xml", metainfo / f"{APP_ID}.metainfo.xml")
    hicolor = root / "usr" / "share" / "icons" / "hicolor"
    for size in ICON_SIZES:
        target = hicolor / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True)
        shutil.copy(icons / f"{NAME}-{size}.png", target)
    scalable = hicolor / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy(ROOT / "resources" / "icons" / f"{NAME}.svg", scalable / f"{NAME}.svg")
    manual = root / "usr" / "share" / "man" / "man6" / "rectoverso.6.gz"
    _gzip_to((HERE / "rectoverso.6").read_bytes(), manual)
    doc = root / "usr" / "share" / "doc" / NAME
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(_copyright(), encoding="utf-8")
    changelog = _changelog(version)
    _gzip_to(changelog, doc / "changelog.gz")
    return changelog


def _control(root: Path, version: str, arch: str, depends: list[str]) -> str:
    installed_kib = sum(
        (p.lstat().st_size + 1023) // 1024 for p in root.rglob("*") if p.is_file() or p.is_symlink()
    )
    depends_line = ", ".join([f"libc6 (>= {_glibc_version()})", *depends])
    return "\n".join(
        [
            f"Package: {NAME}",
            f"Version: {version}",
            f"Architecture: {arch}",
            "Maintainer: Recto Verso Studio <rectoverso-studio@users.noreply.github.com>",
            f"Installed-Size: {installed_kib}",
            f"Depends: {depends_line}",
            "Section: games",
            "Priority: optional",
            "Homepage: https://github.com/rectoverso-studio/rectoverso-studio",
            "Description: play and print four two-sided tabletop games",
            " Recto Verso Studio hosts four games whose cards and buildings have two",
            " sides: the Recto Verso building game, the Verso card game, the Revorso",
            " memory game and the children's game DJ05135.",
            " .",
            " Play against computer players or with family at one computer, with phones",
            " as private hands over the local network, read the rules in English,",
            " French, Italian and Portuguese, and print every deck, score sheet and",
            " player aid as PDF. A presenter mode scales the interface for projectors.",
            "",
        ]
    )


def build(dist: Path, icons: Path) -> Path:
    version = _version()
    app_dir = dist / NAME
    if not (app_dir / NAME).is_file():
        raise SystemExit(f"build_deb: {app_dir / NAME} does not exist (run make package first)")
    arch = _architecture()
    stage = ROOT / "build" / "deb" / f"{NAME}_{version}_{arch}"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    changelog = _stage(stage, app_dir, icons, version)
    depends = _system_library_packages(app_dir)
    (stage / "DEBIAN").mkdir()
    (stage / "DEBIAN" / "control").write_text(_control(stage, version, arch, depends), encoding="utf-8")
    overrides = stage / "usr" / "share" / "lintian" / "overrides" / NAME
    overrides.parent.mkdir(parents=True)
    shutil.copy(HERE / "lintian-overrides", overrides)
    _normalise_modes(stage)
    released = _release_time(changelog)
    for path in (stage, *stage.rglob("*")):
        os.utime(path, (released, released), follow_symlinks=False)
    output = dist / f"{NAME}_{version}_{arch}.deb"
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "-z3", "--build", str(stage), str(output)],
        check=True,
        env=dict(os.environ, SOURCE_DATE_EPOCH=str(released)),
        stdout=subprocess.DEVNULL,
    )
    print(f"{output} ({output.stat().st_size / 1_048_576:.1f} MB; Depends: {', '.join(depends)})")
    return output


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the Debian package from the onedir build.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--icons", type=Path, default=ROOT / "build" / "icons")
    args = parser.parse_args(argv)
    build(args.dist, args.icons)
    return 0


if __name__ == "__main__":
    sys.exit(main())
