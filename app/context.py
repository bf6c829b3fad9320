"""What every view may need from the app, passed explicitly instead of globals."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from app.settings import Settings
from app.table.clock_service import ClockService

__all__ = ["AppContext"]


@dataclass
class AppContext:
    settings: Settings
    data_dir: Path
    #: True while the app runs headless for ``--smoke`` or ``--screenshots`` (no dialogs, no timers).
    headless: bool = False
    #: Stops every game clock while a dialog, the help overlay or another screen hides the table.
    clocks: ClockService = field(default_factory=ClockService)
