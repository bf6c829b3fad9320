"""Where a table keeps its games: the saves folder and one autosave per game.

Every table autosaves after every change, so a game survives a crash or a power cut
(docs/ARCHITECTURE.md, "Save files"). Two promises:

* an autosave that fails (a full disk, a name no file can encode) is logged once and the
  game goes on; the previous autosave stays until a new one is complete;
* an autosave that this app cannot read (a file from a newer version, a damaged one) is
  never overwritten: before the first autosave of a game it is set aside under a new name.

The temporaries of autosaves a kill interrupted are removed when a store is made (the
app's start-up resume scan makes one), once they are a minute old.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

from engines.safe_files import LoadProblem, remove_stale_temporaries
from engines.saves import atomic_write_save

__all__ = ["SaveStore"]

log = logging.getLogger(__name__)


class SaveStore:
    """The saves folder below an app data folder."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = Path(data_dir)
        self._checked: set[str] = set()
        self._failed: set[str] = set()
        self.remove_stale_temporaries()

    def remove_stale_temporaries(self) -> int:
        """Remove the temporaries that killed autosaves left in the saves folder; how many went.

        Never raises and never makes the folder: a store is made before anything is saved.
        """
        removed = remove_stale_temporaries(self.data_dir / "saves")
        if removed:
            log.info("removed %d temporary files left by interrupted saves", removed)
        return removed

    @property
    def folder(self) -> Path:
        folder = self.data_dir / "saves"
        folder.mkdir(parents=True, exist_ok=True)
        return folder

    def autosave_path(self, game: str) -> Path:
        return self.folder / f"autosave-{game}.json"

    def has_autosave(self, game: str) -> bool:
        try:
            return self.autosave_path(game).is_file()
        except OSError:
            return False

    def autosave(self, game: str, data: Any) -> bool:
        """Write ``game``'s autosave; False (logged once) when it could not be written."""
        try:
            self._set_aside_unreadable(game)
            atomic_write_save(self.autosave_path(game), data)
        except (OSError, ValueError):
            if game not in self._failed:
                log.exception("autosave of %s failed", game)
            self._failed.add(game)
            return False
        self._failed.discard(game)
        return True

    def clear_autosave(self, game: str) -> None:
        """Forget the autosave once a game is over or abandoned on purpose."""
        try:
            self.autosave_path(game).unlink(missing_ok=True)
        except OSError:
            log.exception("could not remove the autosave of %s", game)

    def _set_aside_unreadable(self, game: str) -> None:
        if game in self._checked:
            return
        self._checked.add(game)
        from engines.table.saves import read_table

        path = self.autosave_path(game)
        if not path.exists():
            return
        loaded = read_table(path, game)
        if loaded.ok or loaded.result.problem is LoadProblem.MISSING:
            return
        kept = path.with_name(f"{path.stem}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}.json")
        path.rename(kept)
        log.warning("kept an autosave this app cannot read as %s: %s", kept.name, loaded.error)
