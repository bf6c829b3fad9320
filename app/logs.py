"""Logging to a rotating file in the app's log folder (and to stderr when there is one)."""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

__all__ = ["LOG_MAX_BYTES", "log_file", "setup_logging"]

LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 4  # five files at most: under 5 MB in all

_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


def log_file() -> Path:
    """The current log file, in :func:`app.folders.log_dir`."""
    from app.folders import log_dir

    return log_dir() / "rectoverso.log"


def setup_logging(debug: bool = False) -> Path | None:
    """Send log records to the rotating file; returns its path (None if it cannot be written)."""
    root = logging.getLogger()
    root.setLevel(logging.DEBUG if debug else logging.INFO)
    for handler in list(root.handlers):
        if getattr(handler, "_rectoverso", False):
            root.removeHandler(handler)
            handler.close()
    path: Path | None = log_file()
    try:
        assert path is not None
        path.parent.mkdir(parents=True, exist_ok=True)
        file_handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
        file_handler.setFormatter(logging.Formatter(_FORMAT))
        file_handler._rectoverso = True  # type: ignore[attr-defined]
        root.addHandler(file_handler)
    except OSError:
        path = None
    # A windowed (frozen) build has no stderr: never write to a missing stream.
    if sys.stderr is not None:
        stream_handler = logging.StreamHandler(sys.stderr)
        stream_handler.setLevel(logging.DEBUG if debug else logging.WARNING)
        stream_handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        stream_handler._rectoverso = True  # type: ignore[attr-defined]
        root.addHandler(stream_handler)
    return path
