"""On start, offer to resume every game that was interrupted (a crash, a power cut, a closed window).

Each game view autosaves after every action; a game whose autosave loads, has at least
one move and is not over is "interrupted". A bad autosave is reported once in the log
and left on disk (the view's own Open... can still try it), never deleted. Making the
store for the scan also removes the temporaries that autosaves killed mid-write left.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from app.views.registry import ViewSpec
from engines.table.saves import read_table
from engines.table.store import SaveStore

__all__ = ["Interrupted", "ResumeDialog", "interrupted_games", "offer_resume"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Interrupted:
    spec: ViewSpec
    path: Path
    actions: int
    saved_at: datetime


def interrupted_games(data_dir: Path, specs: list[ViewSpec]) -> list[Interrupted]:
    found: list[Interrupted] = []
    store = SaveStore(data_dir)
    for spec in specs:
        if spec.game is None:
            continue
        try:
            path = store.autosave_path(spec.game)
            if not path.is_file():
                continue
            saved_at = datetime.fromtimestamp(path.stat().st_mtime)
        except OSError as exc:  # an unreadable saves folder: nothing to offer, nothing to break
            log.warning("autosaves not scanned: %s", exc)
            return found
        loaded = read_table(path, spec.game)
        if loaded.state is None:
            log.warning("autosave not offered: %s", loaded.error)
            continue
        if loaded.state.is_terminal() or not loaded.state.history:
            continue
        found.append(Interrupted(spec, path, len(loaded.state.history), saved_at))
    return found


class ResumeDialog(QDialog):
    """One button per interrupted game, and "Not now"."""

    def __init__(self, games: list[Interrupted], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resumeDialog")
        self.setWindowTitle(self.tr("Resume your game?"))
        self.chosen: Interrupted | None = None
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr("These games were not finished last time. Pick one to carry on where you stopped:")
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        for game in games:
            button = QPushButton(
                self.tr("Resume {game} — saved {when}, %n move(s) played", "", game.actions).format(
                    game=game.spec.translated_title(),
                    when=game.saved_at.strftime("%Y-%m-%d %H:%M"),
                )
            )
            button.setObjectName(f"resume-{game.spec.id}")
            button.clicked.connect(lambda _=False, g=game: self._choose(g))
            layout.addWidget(button)
        later = QPushButton(self.tr("Not now"))
        later.setObjectName("resume-later")
        later.clicked.connect(self.reject)
        layout.addWidget(later, 0, Qt.AlignmentFlag.AlignRight)

    def _choose(self, game: Interrupted) -> None:
        self.chosen = game
        self.accept()


def offer_resume(window) -> Interrupted | None:
    """Ask about interrupted games; open the chosen one in its view. Returns the choice."""
    games = interrupted_games(window.context.data_dir, list(window.specs.values()))
    if not games:
        return None
    dialog = ResumeDialog(games, window)
    dialog.exec()
    if dialog.chosen is None:
        return None
    if window.show_view(dialog.chosen.spec.id):
        window.views[dialog.chosen.spec.id].resume_autosave()
    return dialog.chosen
