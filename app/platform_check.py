"""Before Qt opens a window on Linux: are the system libraries of its X11 plugin there?

Qt's ``xcb`` platform plugin needs about twenty system libraries that a minimal Linux
install may lack (``libxcb-icccm4``, ``libxcb-keysyms1``, ``libxcb-cursor0``...). Without
them Qt aborts with "Reinstalling the application may fix this problem", which names
nothing a person can act on. So the start-up first loads the plugin itself; only when
that fails does it ask ``ldd`` for every missing library and print them by name with
the ``apt`` and ``dnf`` commands that install them. The happy path costs one ``dlopen``
of a library Qt loads anyway.

No Qt widget is created here: this runs before the ``QApplication``.
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from engines.catalogue import translate

__all__ = ["PACKAGES", "MissingLibraries", "check_platform", "missing_libraries", "parse_ldd", "report"]

# Shared library -> (Debian/Ubuntu package, Fedora package), for what the xcb plugin needs.
PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libGLX.so.0": ("libglx0", "libglvnd-glx"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGLdispatch.so.0": ("libglvnd0", "libglvnd"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libz.so.1": ("zlib1g", "zlib"),
    "libzstd.so.1": ("libzstd1", "libzstd"),
}

_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found\s*$")
_DLOPEN_ERROR = re.compile(r"(\S+\.so[.\d]*): cannot open shared object file")

_CONTEXT = "PlatformCheck"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for lupdate (which looks for this name) without importing Qt."""
    return text


QT_TRANSLATE_NOOP(
    "PlatformCheck", "Recto Verso Studio cannot open its window: these system libraries are missing:"
)
QT_TRANSLATE_NOOP("PlatformCheck", "Install them with one of these commands, then start the app again:")
QT_TRANSLATE_NOOP(
    "PlatformCheck", "(no package known for this library: look for it in your system's package manager)"
)


@dataclass(frozen=True)
class MissingLibraries:
    """What is missing, and the commands that install it."""

    libraries: tuple[str, ...]

    @property
    def debian(self) -> tuple[str, ...]:
        return _packages(self.libraries, 0)

    @property
    def fedora(self) -> tuple[str, ...]:
        return _packages(self.libraries, 1)

    @property
    def unknown(self) -> tuple[str, ...]:
        return tuple(lib for lib in self.libraries if lib not in PACKAGES)


def _packages(libraries: tuple[str, ...], column: int) -> tuple[str, ...]:
    found: list[str] = []
    for lib in libraries:
        package = PACKAGES.get(lib, ("", ""))[column]
        if package and package not in found:
            found.append(package)
    return tuple(found)


def parse_ldd(output: str) -> tuple[str, ...]:
    """The libraries ``ldd`` reports as ``not found``, each once, in its order."""
    missing: list[str] = []
    for line in output.splitlines():
        match = _NOT_FOUND.match(line)
        if match and match[1] not in missing:
            missing.append(match[1])
    return tuple(missing)


def missing_libraries(plugin: Path) -> tuple[str, ...]:
    """Every library ``plugin`` needs and the system lacks; empty when it loads.

    ``ldd`` lists them all; without ``ldd`` the loader's own error names the first one.
    """
    try:
        ctypes.CDLL(str(plugin))
        return ()
    except OSError as exc:
        error = str(exc)
    ldd = shutil.which("ldd")
    if ldd:
        try:
            result = subprocess.run(
                [ldd, str(plugin)], capture_output=True, text=True, timeout=10, check=False
            )
        except (OSError, subprocess.SubprocessError):
            result = None
        if result is not None:
            found = parse_ldd(result.stdout)
            if found:
                return found
    match = _DLOPEN_ERROR.search(error)
    return (match[1],) if match else ()


def report(missing: MissingLibraries, language: str) -> str:
    """The message printed for a person, in ``language`` when we have it."""

    def say(text: str) -> str:
        return translate(language, _CONTEXT, text)

    lines = [say("Recto Verso Studio cannot open its window: these system libraries are missing:")]
    lines += [f"  {lib}" for lib in missing.libraries]
    if missing.debian or missing.fedora:
        lines.append(say("Install them with one of these commands, then start the app again:"))
        if missing.debian:
            lines.append("  Debian, Ubuntu: sudo apt install " + " ".join(missing.debian))
        if missing.fedora:
            lines.append("  Fedora: sudo dnf install " + " ".join(missing.fedora))
    if missing.unknown:
        lines.append(
            "  "
            + ", ".join(missing.unknown)
            + " "
            + say("(no package known for this library: look for it in your system's package manager)")
        )
    return "\n".join(lines)


def _uses_xcb() -> bool:
    """Whether Qt will open its window through X11 (the plugin this check is about)."""
    if not sys.platform.startswith("linux"):
        return False
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.split(":")[0].split(";")[0] == "xcb"
    wayland = os.environ.get("XDG_SESSION_TYPE") == "wayland" and os.environ.get("WAYLAND_DISPLAY")
    return not wayland


def _xcb_plugin() -> Path | None:
    try:
        from PySide6.QtCore import QLibraryInfo
    except ImportError:  # Qt's own libraries failed: ldd on QtCore would say why, Python already did
        return None
    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def _language() -> str:
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            code = value[:2].lower()
            return code if code in ("fr", "it", "pt") else "en"
    return "en"


def check_platform(plugin: Path | None = None, language: str | None = None) -> str | None:
    """The message to print when the window cannot open for missing libraries, else None."""
    if plugin is None:
        if not _uses_xcb():
            return None
        plugin = _xcb_plugin()
        if plugin is None:
            return None
    missing = missing_libraries(plugin)
    if not missing:
        return None
    return report(MissingLibraries(missing), language or _language())
