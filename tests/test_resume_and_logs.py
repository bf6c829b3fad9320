"""The start-up offer to resume interrupted games, and the log that never outgrows 5 MB."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from app.resume import ResumeDialog, interrupted_games, offer_resume
from engines import new_game
from engines.table.store import SaveStore


def _interrupted_verso(data_dir: Path) -> int:
    state = new_game("verso", 2, 9)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    SaveStore(data_dir).autosave(state.game, state.to_save())
    return len(state.history)


def test_interrupted_games_are_found_and_bad_ones_skipped(main_window) -> None:  # type: ignore[no-untyped-def]
    data_dir = main_window.context.data_dir
    moves = _interrupted_verso(data_dir)
    SaveStore(data_dir).autosave_path("revorso").write_text("{ not json")
    found = interrupted_games(data_dir, list(main_window.specs.values()))
    assert [(g.spec.id, g.actions) for g in found] == [("verso", moves)]
    assert SaveStore(data_dir).autosave_path("revorso").exists(), "a bad autosave is never deleted"
    SaveStore(data_dir).autosave_path("revorso").unlink()


def test_choosing_a_game_opens_it_where_it_stopped(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    moves = _interrupted_verso(main_window.context.data_dir)

    def click_resume() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, ResumeDialog) and widget.isVisible():
                from PySide6.QtWidgets import QPushButton

                qtbot.mouseClick(widget.findChild(QPushButton, "resume-verso"), Qt.MouseButton.LeftButton)

    QTimer.singleShot(50, click_resume)
    chosen = offer_resume(main_window)
    assert chosen is not None and chosen.spec.id == "verso"
    assert main_window.current_id == "verso"
    assert len(main_window.views["verso"].session.state.history) == moves


def test_log_files_rotate_below_five_megabytes(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import app.logs as logs

    monkeypatch.setattr(logs, "log_file", lambda: tmp_path / "logs" / "rectoverso.log")
    logs.setup_logging()
    logger = logging.getLogger("rectoverso.test")
    line = "x" * 1000
    for _ in range(8000):  # about 8 MB of messages
        logger.info(line)
    files = list((tmp_path / "logs").glob("rectoverso.log*"))
    assert len(files) > 1
    assert sum(f.stat().st_size for f in files) <= 5 * 1024 * 1024
    logs.setup_logging()  # back to the test's own log file


def test_a_recto_verso_puzzle_is_autosaved_and_resumed(main_window) -> None:  # type: ignore[no-untyped-def]
    from engines.recto_verso.game import PlacePiece, RectoVersoGame

    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    state = RectoVersoGame(1, 3, {"mode": "puzzle", "card": "E05"})
    action = next(a for a in state.legal_actions() if isinstance(a, PlacePiece))
    view.rounds.start(state, ["Ana"])
    view.session.hold_as(action.piece, action.cells)
    view.act("place")  # the builder's own path for a move: it autosaves
    found = interrupted_games(main_window.context.data_dir, list(main_window.specs.values()))
    assert [g.spec.id for g in found] == ["recto_verso"]
    view.session.state = None
    view.resume_autosave()
    state = view.session.state
    assert state is not None and state.mode == "puzzle" and len(state.history) >= 1


def test_a_game_with_no_move_is_not_offered(main_window) -> None:  # type: ignore[no-untyped-def]
    data_dir = main_window.context.data_dir
    SaveStore(data_dir).autosave("recto_verso", new_game("recto_verso", 1, 4).to_save())
    assert interrupted_games(data_dir, list(main_window.specs.values())) == []


def test_an_unreadable_saves_folder_offers_nothing_and_breaks_nothing(main_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    blocked = tmp_path / "data"
    blocked.mkdir()
    (blocked / "saves").write_text("a file where the folder should be")
    assert interrupted_games(blocked, list(main_window.specs.values())) == []
