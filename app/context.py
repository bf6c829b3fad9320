"""What every view may need from the app, passed explicitly instead of globals."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from app.settings import Settings

__all__ = ["AppContext"]


@dataclass
class AppContext:
    settings: Settings
    data_dir: Path
    #: True while the app runs headless for ``--smoke`` or ``--screenshots`` (no dialogs, no timers).
    headless: bool = False
