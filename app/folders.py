"""Where the app keeps things on each system: one place that asks Qt's standard locations.

Every folder comes from ``QStandardPaths`` under the organisation and application names
set at start-up, so each system gets its own convention (docs/ARCHITECTURE.md, "Files on
every system"):

============  ==============================================  ===============================================
folder        Windows                                         macOS / Linux
============  ==============================================  ===============================================
data          ``%APPDATA%\\RectoVersoStudio\\Recto Verso        ``~/Library/Application Support/...`` /
              Studio`` (saves, My cards, the score keeper)    ``~/.local/share/RectoVersoStudio/...``
logs          ``%LOCALAPPDATA%\\...\\logs``: never copied       the data folder's ``logs``
              with a roaming profile
export        ``Documents\\Recto Verso Studio``                ``~/Documents/Recto Verso Studio``
============  ==============================================  ===============================================

Qt answers an empty string when it cannot tell (no home folder known): the data and log
folders then fall back to one under the system's temporary folder, so the app still
starts and says where it writes in its log, rather than writing into whatever folder it
was started from.
"""

from __future__ import annotations

import contextlib
import tempfile
from pathlib import Path

from PySide6.QtCore import QStandardPaths

__all__ = ["APP_FOLDER_NAME", "data_dir", "default_export_folder", "documents_dir", "log_dir"]

#: The folder, inside the documents folder, that the first export goes into.
APP_FOLDER_NAME = "Recto Verso Studio"

_Location = QStandardPaths.StandardLocation


def _located(location: QStandardPaths.StandardLocation) -> Path | None:
    found = QStandardPaths.writableLocation(location)
    return Path(found) if found else None


def _made(folder: Path) -> Path:
    """``folder``, created if missing; a folder that cannot be made is left for its writers to report."""
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def _stand_in() -> Path:
    return Path(tempfile.gettempdir()) / "RectoVersoStudio"


def data_dir() -> Path:
    """The app's own data: saves and autosaves, My cards, the score keeper (created on first use)."""
    return _made(_located(_Location.AppDataLocation) or _stand_in())


def log_dir() -> Path:
    """Where the log files go: the machine's own app data, not the roaming profile on Windows."""
    return _made((_located(_Location.AppLocalDataLocation) or _stand_in()) / "logs")


def documents_dir() -> Path:
    """The person's documents folder (it may not exist yet on a fresh account)."""
    return _located(_Location.DocumentsLocation) or Path.home() / "Documents"


def folder_to_offer(saved: str = "") -> Path:
    """The folder a "choose a folder" dialog opens on: ``saved`` while it is still there, else
    the app's export folder (made now), else the home folder.

    Never a folder that does not exist: a folder dialog opened on one greys its Choose button.
    """
    if saved and Path(saved).is_dir():
        return Path(saved)
    folder = default_export_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return folder if folder.is_dir() else Path.home()


def default_export_folder() -> Path:
    """``Documents/Recto Verso Studio``: created by the export when Export is pressed."""
    return documents_dir() / APP_FOLDER_NAME
