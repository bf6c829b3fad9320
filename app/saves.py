"""Where games are saved, autosaved and loaded from, for every game view.

Each game view autosaves after every action (docs/ARCHITECTURE.md, "Save files": atomic writes), so a game
survives a crash or a power cut; ``saved_games`` lists what can be resumed. Loading goes
through :func:`engines.saves.read_save` and never raises: the error says which file and
why.
"""

from __future__ import annotations

import logging
from pathlib import Path

from engines.base import GameState
from engines.safe_files import LoadResult
from engines.saves import read_save, write_save
from engines.table.store import SaveStore

__all__ = ["autosave", "autosave_path", "clear_autosave", "load_game", "save_game", "saves_dir"]

log = logging.getLogger(__name__)


def saves_dir(data_dir: Path) -> Path:
    return SaveStore(data_dir).folder


def autosave_path(data_dir: Path, game: str) -> Path:
    return SaveStore(data_dir).autosave_path(game)


def autosave(data_dir: Path, state: GameState) -> bool:
    """Write the game's autosave; a failure is logged, never raised (the game goes on)."""
    try:
        write_save(autosave_path(data_dir, state.game), state)
    except (OSError, ValueError):  # ValueError: text no file can encode (a lone surrogate)
        log.exception("autosave of %s failed", state.game)
        return False
    return True


def clear_autosave(data_dir: Path, game: str) -> None:
    """Forget the autosave once a game is over or abandoned on purpose."""
    try:
        autosave_path(data_dir, game).unlink(missing_ok=True)
    except OSError:
        log.exception("could not remove the autosave of %s", game)


def save_game(path: Path, state: GameState) -> None:
    """Save where the user chose; raises ``OSError`` for the view to report."""
    write_save(path, state)


def load_game(path: Path) -> tuple[GameState | None, LoadResult]:
    return read_save(path)
