"""Whether anything in this process opens a file: Linux's inotify, through ctypes.

Qt reads an ``<img src=…>`` inside rich text from the disk itself, in C++, where no Python
hook sees it; the kernel does. :class:`FileWatch` watches one folder and reports every
open, read or listing of it and of the files in it.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import struct
import sys
from pathlib import Path

__all__ = ["FileWatch", "available"]

IN_ACCESS = 0x001
IN_OPEN = 0x020
_EVENT = struct.Struct("iIII")


def available() -> bool:
    return sys.platform == "linux" and ctypes.util.find_library("c") is not None


class FileWatch:
    """Every access to ``folder`` (or the files in it) from now on, until :meth:`close`."""

    def __init__(self, folder: Path) -> None:
        self._libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
        self._fd = self._libc.inotify_init1(os.O_NONBLOCK | os.O_CLOEXEC)
        if self._fd < 0:
            raise OSError(ctypes.get_errno(), "inotify_init1")
        if self._libc.inotify_add_watch(self._fd, str(folder).encode(), IN_OPEN | IN_ACCESS) < 0:
            raise OSError(ctypes.get_errno(), "inotify_add_watch")

    def events(self) -> list[str]:
        """What happened since the last call: ``"open probe.png"`` and the like."""
        found = []
        while True:
            try:
                data = os.read(self._fd, 65536)
            except BlockingIOError:
                return found
            offset = 0
            while offset < len(data):
                _wd, mask, _cookie, size = _EVENT.unpack_from(data, offset)
                name = data[offset + _EVENT.size : offset + _EVENT.size + size].rstrip(b"\0").decode()
                kind = "open" if mask & IN_OPEN else "read"
                found.append(f"{kind} {name or '.'}")
                offset += _EVENT.size + size

    def close(self) -> None:
        os.close(self._fd)
