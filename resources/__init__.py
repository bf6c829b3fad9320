"""Data shipped with the app: pieces, decks, rules texts, fonts, translations, icons.

`resource_path` is the one way to find these files, so that the same code works from a
source checkout, an installed wheel, and a PyInstaller bundle (where the data is unpacked
under ``sys._MEIPASS``).
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["RESOURCES_DIR", "resource_path"]


def _resources_dir() -> Path:
    frozen_base = getattr(sys, "_MEIPASS", None)
    if frozen_base is not None:
        candidate = Path(frozen_base) / "resources"
        if candidate.is_dir():
            return candidate
    return Path(__file__).resolve().parent


RESOURCES_DIR = _resources_dir()


def resource_path(*parts: str) -> Path:
    """Absolute path of a shipped resource, e.g. ``resource_path("fonts", "Vera.ttf")``."""
    return RESOURCES_DIR.joinpath(*parts)
