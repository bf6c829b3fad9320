"""Where a table keeps its games: the saves folder and one autosave per game.

Every table autosaves after every change, so a game survives a crash or a power cut
(docs/ARCHITECTURE.md, "Save files"). Two promises:

* an autosave that fails (a full disk, a name no file can encode) is logged once and the
  game goes on; the previous autosave stays until a new one is complete;
* an autosave that this app cannot read (a file from a newer version, a damaged one) is
  never overwritten: before the first autosave of a game it is set aside under a new name.

The temporaries of autosaves a kill interrupted are removed when a store is made (the
app's start-up resume scan makes one), once they are a minute old.

A table on screen (a card table, the builder) writes its autosaves *in the background*
(``background=True``): the record is laid out at once, in the order of the changes, and
one writer thread puts it on disk (file, ``fsync``, rename) a few milliseconds later, so
the frame a move arrives in does not wait for the disk. Whoever reads an autosave asks
:meth:`SaveStore.autosave_path` (or :meth:`~SaveStore.has_autosave`), which first waits
until every autosave asked for before is written; a newer autosave of the same game
that comes while an older one still waits replaces it (the older one would be
overwritten at once anyway); the app waits for the writer before it exits.
"""

from __future__ import annotations

import atexit
import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from engines.base import Action
from engines.file_names import portable_name
from engines.safe_files import LoadProblem, atomic_write_text, remove_stale_temporaries
from engines.saves import SaveLines, save_text

__all__ = ["SaveStore"]

log = logging.getLogger(__name__)


class _AutosaveWriter:
    """The one thread that writes background autosaves, in the order they were asked for.

    Jobs are keyed by the file they write: a job for a file that still waits replaces the
    waiting one (the newest record wins), and a file is never written by two jobs at once.
    """

    def __init__(self) -> None:
        self._ready = threading.Condition()
        self._waiting: dict[Path, Callable[[], object]] = {}
        self._writing: Path | None = None
        self._thread: threading.Thread | None = None

    def submit(self, path: Path, job: Callable[[], object]) -> None:
        with self._ready:
            self._waiting.pop(path, None)  # re-inserted last: the order of the changes
            self._waiting[path] = job
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._ready.notify_all()

    def wait(self, path: Path | None = None) -> None:
        """Return once ``path`` (every file when None) has no autosave waiting or being written."""
        with self._ready:
            self._ready.wait_for(lambda: self._done(path))

    def _done(self, path: Path | None) -> bool:
        if path is None:
            return not self._waiting and self._writing is None
        return path not in self._waiting and self._writing != path

    def _run(self) -> None:
        while True:
            with self._ready:
                self._ready.wait_for(lambda: bool(self._waiting))
                path = next(iter(self._waiting))
                job = self._waiting.pop(path)
                self._writing = path
            try:
                job()
            except Exception:  # a job logs its own failures; this thread must outlive any
                log.exception("background autosave of %s failed", path.name)
            finally:
                with self._ready:
                    self._writing = None
                    self._ready.notify_all()


_WRITER = _AutosaveWriter()
atexit.register(_WRITER.wait)


def wait_for_autosaves() -> None:
    """Return once every background autosave asked for so far is on disk (or has failed)."""
    _WRITER.wait()


class SaveStore:
    """The saves folder below an app data folder."""

    def __init__(self, data_dir: Path, *, background: bool = False) -> None:
        self.data_dir = Path(data_dir)
        #: Autosaves are written by the writer thread (see the module docstring).
        self.background = background
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

    def _path(self, game: str) -> Path:
        return self.data_dir / "saves" / portable_name(f"autosave-{game}.json")

    def autosave_path(self, game: str) -> Path:
        """Where ``game``'s autosave is, once every autosave of it asked for so far is written."""
        path = self._path(game)
        _WRITER.wait(path)
        return self.folder / path.name

    def has_autosave(self, game: str) -> bool:
        try:
            return self.autosave_path(game).is_file()
        except OSError:
            return False

    def autosave(self, game: str, data: Any) -> bool:
        """Write ``game``'s autosave; False (logged once) when it could not be written.

        In the background the record is laid out now and written by the writer thread;
        True then means it is on its way (a failure is logged there, once).
        """
        try:
            text = save_text(data)
        except (TypeError, ValueError):
            return self._failure(game)
        return self._submit(game, text)

    def autosave_game(
        self, game: str, head: Mapping[str, Any], history: Sequence[Action], lines: SaveLines
    ) -> bool:
        """:meth:`autosave` of the record ``head`` with ``history``'s actions, laid out by the
        game's own ``lines``: each action once, however long the game grows."""
        try:
            text = lines.text(head, history)
        except (TypeError, ValueError):
            return self._failure(game)
        return self._submit(game, text)

    def _submit(self, game: str, text: str) -> bool:
        if not self.background:
            return self._write(game, text)
        _WRITER.submit(self._path(game), lambda: self._write(game, text))
        return True

    def _write(self, game: str, text: str) -> bool:
        try:
            self._set_aside_unreadable(game)
            atomic_write_text(self.folder / self._path(game).name, text)
        except (OSError, ValueError):
            return self._failure(game)
        self._failed.discard(game)
        return True

    def _failure(self, game: str) -> bool:
        if game not in self._failed:
            log.exception("autosave of %s failed", game)
        self._failed.add(game)
        return False

    def clear_autosave(self, game: str) -> None:
        """Forget the autosave once a game is over or abandoned on purpose.

        In the background it takes its turn after the autosaves asked for before, so a
        late write never brings a finished game back.
        """
        if self.background:
            _WRITER.submit(self._path(game), lambda: self._remove(game))
        else:
            self._remove(game)

    def _remove(self, game: str) -> None:
        try:
            self._path(game).unlink(missing_ok=True)
        except OSError:
            log.exception("could not remove the autosave of %s", game)

    def _set_aside_unreadable(self, game: str) -> None:
        if game in self._checked:
            return
        self._checked.add(game)
        from engines.table.saves import read_table

        path = self.folder / self._path(game).name
        if not path.exists():
            return
        loaded = read_table(path, game)
        if loaded.ok or loaded.result.problem is LoadProblem.MISSING:
            return
        kept = path.with_name(portable_name(f"{path.stem}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}.json"))
        path.rename(kept)
        log.warning("kept an autosave this app cannot read as %s: %s", kept.name, loaded.error)
