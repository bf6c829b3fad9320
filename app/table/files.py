"""Saving and opening a table's game, with one set of dialogs and messages for every game.

Errors a user can cause (a folder that cannot be written, a file that is no save of this
game, a save from a newer version) come back as one translated sentence naming the file;
the game on the table is never touched by a failed load.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from app.games import game_title
from app.i18n import translate_message
from engines.file_names import portable_name
from engines.table.session import TableSession
from engines.table.store import SaveStore

__all__ = ["ask_open_path", "ask_save_path", "load_session", "save_session"]


def ask_save_path(parent: QWidget, store: SaveStore, game: str) -> Path | None:
    """The file to save in, offered in the saves folder; its name made one every system accepts.

    The folder is the person's choice; the name is the app's to make portable
    (docs/ARCHITECTURE.md, "Files on every system"): ``Ana: round 2.json`` typed on Linux
    is saved as ``Ana_ round 2.json``, which a Windows PC can open.
    """
    suggested = portable_name(f"{game}.json")
    name, _filter = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("TableFiles", "Save the game"),
        str(store.folder / suggested),
        QCoreApplication.translate("TableFiles", "Saved games (*.json)"),
    )
    if not name:
        return None
    path = Path(name)
    return path.with_name(portable_name(path.name, suggested))


def ask_open_path(parent: QWidget, store: SaveStore) -> Path | None:
    name, _filter = QFileDialog.getOpenFileName(
        parent,
        QCoreApplication.translate("TableFiles", "Open a saved game"),
        str(store.folder),
        QCoreApplication.translate("TableFiles", "Saved games (*.json)"),
    )
    return Path(name) if name else None


def save_session(session: TableSession, path: Path) -> str:
    """Save ``session`` in ``path``; the reason it failed, or '' when it is saved."""
    try:
        session.save_to(path)
    except OSError as exc:
        reason = translate_message(exc.strerror or str(exc))  # a refused link or device says why
        text = QCoreApplication.translate("TableFiles", "Cannot save %1 (%2).")
        return text.replace("%1", path.name).replace("%2", reason)
    except ValueError:  # a name no file can hold (an unpaired surrogate)
        text = QCoreApplication.translate(
            "TableFiles", "Cannot save %1 (a name cannot be written to a file)."
        )
        return text.replace("%1", path.name)
    return ""


def load_session(path: Path, game: str, store: SaveStore | None) -> tuple[TableSession | None, str]:
    """The game saved in ``path`` (autosaving to ``store``), or None and why, in one sentence."""
    session, loaded = TableSession.load(path, game, store=store)
    if session is None:
        message = translate_message(loaded.error)
        text = QCoreApplication.translate("TableFiles", "Cannot open %1 (not a %2 game).")
        return None, message or text.replace("%1", path.name).replace("%2", game_title(game))
    return session, ""
