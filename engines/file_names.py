"""File and folder names that every system accepts, and paths Windows can reach when they are long.

A PDF exported on Linux travels on a USB stick to the school's Windows PC; a save made
on a Mac is mailed to a Windows laptop. So every name the app makes follows the strictest
rules of the three systems, on every system (docs/ARCHITECTURE.md, "Files on every
system"). Windows refuses:

* the device names ``CON``, ``PRN``, ``AUX``, ``NUL``, ``COM0``-``COM9``, ``LPT0``-``LPT9``
  (and their superscript forms ``COM¹``...), ``CONIN$`` and ``CONOUT$``, whatever the case and
  with any extension (``aux.pdf`` and ``nul.tar.gz`` are the device too);
* the characters ``< > : " / \\ | ? *`` and the control characters;
* a name that ends in a dot or a space (Windows drops them, so two names become one).

Every file system keeps a name within 255 units (bytes on Linux, UTF-16 units on Windows
and macOS): measured in UTF-8 bytes, a name that fits fits everywhere. A name the app makes
stays 15 bytes shorter, so the temporary an atomic write puts beside it fits too.

:func:`portable_name` turns any text into such a name, keeping it readable (``CON`` becomes
``CON_``, ``a:b.json`` becomes ``a_b.json``); :func:`name_problem` says in one translatable
sentence why a name a person typed cannot be made. :func:`long_path` gives the form of a
path Windows accepts past its 260-character limit (``\\\\?\\C:\\...``); every write and read
of :mod:`engines.safe_files` and every folder the export creates go through it.
"""

from __future__ import annotations

import ntpath
import os
import unicodedata

from engines.text import Message, t

__all__ = [
    "MAX_NAME_BYTES",
    "WINDOWS_PATH_LIMIT",
    "is_portable_name",
    "long_path",
    "name_problem",
    "portable_name",
]

#: The longest name, in UTF-8 bytes, the app makes: every file system keeps 255 (ext4: bytes;
#: NTFS, APFS and FAT32's long names: UTF-16 units, never more than the UTF-8 bytes), less
#: the 14 bytes :func:`engines.safe_files.atomic_writer` adds for its temporary (``.NAME.x8.tmp``).
MAX_NAME_BYTES = 240
#: Past this many characters a Windows path needs the ``\\?\`` form (``MAX_PATH`` is 260 with
#: its final NUL; a folder must leave room for an 8.3 name, so 248 is where Windows stops).
WINDOWS_PATH_LIMIT = 248

_DEVICES = frozenset(
    {"CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$"}
    | {f"{port}{number}" for port in ("COM", "LPT") for number in "0123456789¹²³"}
)
_REFUSED_CHARACTERS = frozenset('<>:"/\\|?*')
#: What stands in for a character no system accepts, and ends a device name.
_STAND_IN = "_"
#: The longest extension kept whole when a long name is shortened.
_LONGEST_EXTENSION = 16


def _refused(character: str) -> bool:
    """True for a character that some system refuses in a name (or no file can encode)."""
    code = ord(character)
    return character in _REFUSED_CHARACTERS or code < 32 or code == 127 or 0xD800 <= code <= 0xDFFF


def _is_device(name: str) -> bool:
    """Windows reads ``name`` as a device: its part before the first dot, spaces dropped, is one."""
    return name.partition(".")[0].rstrip(" ").upper() in _DEVICES


def _shorten(name: str, limit: int) -> str:
    """``name`` cut to ``limit`` UTF-8 bytes, keeping a short extension and whole characters."""
    if len(name.encode("utf-8")) <= limit:
        return name
    stem, dot, extension = name.rpartition(".")
    if not dot or not stem or len(extension) > _LONGEST_EXTENSION:
        stem, extension = name, ""
    tail = f".{extension}" if extension else ""
    room = limit - len(tail.encode("utf-8"))
    cut = stem.encode("utf-8")[:room].decode("utf-8", errors="ignore")
    return cut.rstrip(". ") + tail


def portable_name(name: str, fallback: str = "untitled") -> str:
    """``name`` made into a file or folder name that Linux, macOS and Windows all accept.

    Refused characters become ``_``, the ends lose their spaces and the end its dots, a
    device name gets ``_`` after its first part (``aux.pdf`` → ``aux_.pdf``), a long name
    is shortened to :data:`MAX_NAME_BYTES` keeping its extension; nothing left, ``.`` or
    ``..`` gives ``fallback``. Text is composed (NFC), as macOS would otherwise store a
    decomposed "é". A name that is already portable comes back unchanged.
    """
    text = "".join(_STAND_IN if _refused(c) else c for c in unicodedata.normalize("NFC", name))
    text = _shorten(text.strip(" ").rstrip(". "), MAX_NAME_BYTES)
    if text in ("", ".", ".."):
        return fallback
    if _is_device(text):
        first, dot, rest = text.partition(".")
        text = _shorten(first.rstrip(" ") + _STAND_IN + dot + rest, MAX_NAME_BYTES)
        if _is_device(text):  # the shortened name lost its stand-in: start with it instead
            text = _shorten(_STAND_IN + text, MAX_NAME_BYTES)
    return text


def is_portable_name(name: str) -> bool:
    """True when every system accepts ``name`` as it is."""
    return bool(name) and portable_name(name) == name


def name_problem(name: str) -> Message | None:
    """Why ``name`` cannot name a new file or folder on every system, in one sentence; None if it can."""
    if name in ("", ".", ".."):
        return t("a name is needed")
    refused = sorted({c for c in name if _refused(c)})
    if any(ord(c) < 32 or ord(c) == 127 or 0xD800 <= ord(c) <= 0xDFFF for c in refused):
        return t("a name cannot hold a control character")
    if refused:
        return t("Windows does not allow {characters} in a name", characters=" ".join(refused))
    if name != name.rstrip(". ") or name != name.lstrip(" "):
        return t("Windows does not allow a name that starts with a space or ends with a dot or a space")
    if _is_device(name):
        return t("Windows keeps the name {name} for a device", name=name.partition(".")[0].rstrip(" "))
    if len(name.encode("utf-8")) > MAX_NAME_BYTES:
        return t("the name is longer than {limit} bytes", limit=MAX_NAME_BYTES)
    return None


def long_path(path: str | os.PathLike[str], *, windows: bool | None = None) -> str:
    """``path`` as the system opens it: on Windows, past its length limit, in the ``\\\\?\\`` form.

    Windows refuses a path of :data:`WINDOWS_PATH_LIMIT` characters or more unless it is
    written ``\\\\?\\C:\\...`` (``\\\\?\\UNC\\server\\share\\...`` on the network), which must be
    absolute with backslashes only. Short paths and every path on other systems come back
    as they are. ``windows`` is for tests (None: the system this runs on).
    """
    text = os.fspath(path)
    if not (os.name == "nt" if windows is None else windows):
        return text
    if len(text) < WINDOWS_PATH_LIMIT or text.startswith("\\\\?\\"):
        return text
    full = ntpath.normpath(ntpath.abspath(text) if os.name == "nt" else text)
    if full.startswith("\\\\"):  # \\server\share\... : the network form
        return "\\\\?\\UNC\\" + full[2:]
    return "\\\\?\\" + full
