"""Saving, loading and autosaving a builder game through the play layer's one save format.

The autosave after every edit takes the card tables' path (docs/ARCHITECTURE.md, "The
play layer"): the record is laid out at once and the writer thread puts it on disk, in
the order of the edits, so an edit never waits for the disk; reading the autosave waits
for the writes asked for before it.
"""

from __future__ import annotations

from pathlib import Path

from app.i18n import translate_message
from app.recto_verso.messages import fill, translate
from app.recto_verso.setup_page import DEFAULT_NAMES
from engines.recto_verso.game import RectoVersoGame
from engines.saves import SaveLines
from engines.table.saves import read_table, table_head, write_table
from engines.table.seats import Seat, TableSetup, clean_name
from engines.table.store import SaveStore

__all__ = ["GameFiles", "LoadError"]


class LoadError(Exception):
    """A file that is not a playable Recto Verso game; the message is translated."""


class GameFiles:
    def __init__(self, data_dir: Path) -> None:
        self.store = SaveStore(data_dir, background=True)
        #: The autosave's actions laid out so far, each once (a round may hold thousands).
        self._save_lines = SaveLines()

    @property
    def autosave_path(self) -> Path:
        return self.store.autosave_path(RectoVersoGame.game)

    def has_autosave(self) -> bool:
        return self.store.has_autosave(RectoVersoGame.game)

    @staticmethod
    def table(state: RectoVersoGame, names: list[str]) -> TableSetup:
        """The game with its players, as the play layer saves it."""
        names = names if len(names) == state.players else list(DEFAULT_NAMES[: state.players])
        seats = tuple(Seat(clean_name(name, i)) for i, name in enumerate(names))
        return TableSetup(RectoVersoGame.game, seats, state.seed, state.options)

    def autosave(self, state: RectoVersoGame, names: list[str]) -> None:
        if state.is_terminal():
            self.store.clear_autosave(RectoVersoGame.game)
        else:
            head = table_head(self.table(state, names), state)
            self.store.autosave_game(RectoVersoGame.game, head, state.history, self._save_lines)

    def save(self, path: Path, state: RectoVersoGame, names: list[str]) -> str:
        """Write the game; returns the status line (raises ``OSError`` with a translated message)."""
        try:
            write_table(path, self.table(state, names), state)
        except OSError as exc:
            raise OSError(
                fill(
                    translate("RectoVersoView", "Could not save %1: %2"),
                    path,
                    translate_message(exc.strerror or ""),
                )
            ) from exc
        return fill(translate("RectoVersoView", "Saved to %1"), path)

    def load(self, path: Path) -> tuple[RectoVersoGame, list[str] | None]:
        """The game in ``path`` and, for a party, its names; :class:`LoadError` when it cannot be played."""
        loaded = read_table(path, RectoVersoGame.game)
        state = loaded.state
        if state is None or loaded.setup is None or not isinstance(state, RectoVersoGame):
            raise LoadError(
                translate_message(loaded.error)
                or fill(translate("RectoVersoView", "%1 is not a Recto Verso game"), path.name)
            )
        if state.is_terminal():
            raise LoadError(fill(translate("RectoVersoView", "%1 holds a finished game"), path.name))
        return state, (list(loaded.setup.names) if state.mode == "party" else None)
