"""The table shell with real widgets: bots on a worker, one undo, saves, and a bot that fails."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from app.context import AppContext
from app.errors import ErrorReportDialog, ExceptionHandler
from app.settings import Settings
from app.table.shell import TableShell
from engines.rng import choice, make_rng
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession

GAMES = [("verso", 3), ("revorso", 3), ("dj05135", 3)]


@pytest.fixture
def shell_for(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    def make(game: str) -> TableShell:
        settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
        shell = TableShell(AppContext(settings, tmp_path, headless=True), game)
        qtbot.addWidget(shell)
        shell.resize(1280, 800)
        shell.show()
        return shell

    return make


def _seats(count: int) -> tuple[Seat, ...]:
    return (Seat("Ana"), *(Seat.computer(f"Bot {i}", "random", "easy") for i in range(1, count)))


def _until_person(qtbot, shell: TableShell) -> None:  # type: ignore[no-untyped-def]
    assert shell.session is not None
    shell.runner.schedule()
    qtbot.waitUntil(lambda: shell.session.over or (not shell.runner.busy and not shell.session.is_bot_turn()))


@pytest.mark.parametrize(("game", "count"), GAMES)
def test_bots_move_on_a_worker_until_the_person_must_act(qtbot, shell_for, game: str, count: int) -> None:  # type: ignore[no-untyped-def]
    shell = shell_for(game)
    session = TableSession(TableSetup(game, _seats(count), 4))
    shell.open_session(session)
    rng = make_rng(1)
    for _ in range(6):
        shell.runner.schedule()
        qtbot.waitUntil(lambda: session.over or not session.is_bot_turn(), timeout=20_000)
        if session.over:
            break
        session.play(0, choice(session.legal_for(0), rng))
    assert session.state.history, "somebody played"
    assert shell.store.has_autosave(game) or session.over
    strips = shell.seats.rows
    assert [row[1].text().split(" · ")[0] for row in strips[:count]] == session.names


@pytest.mark.parametrize(("game", "count"), GAMES)
def test_undo_by_key_takes_back_the_person_s_own_move(qtbot, shell_for, game: str, count: int) -> None:  # type: ignore[no-untyped-def]
    shell = shell_for(game)
    session = TableSession(TableSetup(game, tuple(Seat(f"P{i}") for i in range(count)), 7))
    shell.open_session(session)
    rng = make_rng(2)
    for _ in range(300):
        seat = session.to_act()
        assert seat is not None
        session.play(seat, choice(session.legal_for(seat), rng))
        if session.can_undo(seat):
            break
    played = len(session.state.history)
    assert shell.undo_button.isEnabled()
    with qtbot.waitActive(shell):
        shell.activateWindow()
    shell.log.setFocus()
    qtbot.keyClick(shell.log, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(session.state.history) == played - 1


def test_a_bad_file_is_explained_and_the_game_stays(qtbot, shell_for, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    shell = shell_for("verso")
    session = TableSession(TableSetup("verso", _seats(2), 3))
    shell.open_session(session)
    bad = tmp_path / "future.json"
    bad.write_text(json.dumps(session.save_data() | {"version": 7}))
    assert not shell.load_from(bad)
    assert "future.json" in shell.last_error and shell.session is session
    good = tmp_path / "good.json"
    assert shell.save_to(good)
    assert shell.load_from(good) and shell.session is not session
    assert shell.session.setup == session.setup


@pytest.mark.parametrize("game", [game for game, _count in GAMES])
def test_a_bot_that_raises_shows_the_report_and_loses_nothing(
    qtbot, shell_for, monkeypatch, game: str
) -> None:  # type: ignore[no-untyped-def]
    shell = shell_for(game)
    session = TableSession(TableSetup(game, (Seat.computer("Owl", "random", "easy"), Seat("Ana")), 5))
    shell.open_session(session)
    before = json.loads(shell.store.autosave_path(game).read_text())

    def broken(view, legal):  # type: ignore[no-untyped-def]
        raise RuntimeError("the bot tripped")

    monkeypatch.setattr(session.bots[0], "choose", broken)
    handler = ExceptionHandler(interactive=True)
    monkeypatch.setattr("sys.excepthook", handler)
    seen: list[str] = []

    def close_report() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, ErrorReportDialog) and widget.isVisible():
                seen.append(widget.text.toPlainText())
                widget.done(QDialog.DialogCode.Rejected)
                return
        QTimer.singleShot(20, close_report)

    QTimer.singleShot(20, close_report)
    assert shell.runner.schedule()
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    assert "RuntimeError: the bot tripped" in seen[0]
    assert shell.runner.broken and not session.state.history
    assert json.loads(shell.store.autosave_path(game).read_text()) == before
    loaded, _ = TableSession.resume(shell.store, game)
    assert loaded is not None and loaded.setup == session.setup


def test_bots_wait_while_a_dialog_is_open(qtbot, shell_for) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    shell = shell_for("verso")
    session = TableSession(TableSetup("verso", (Seat("Ana"), Seat.computer("Bo", "random", "easy")), 6))
    shell.open_session(session)
    session.play(0, session.legal_for(0)[0])
    moves: list[int] = []

    def during_dialog() -> None:
        box = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible())
        QTimer.singleShot(300, lambda: (moves.append(len(session.state.history)), box.accept()))

    box = QMessageBox(QMessageBox.Icon.Information, "Hello", "A dialog in front of the table")
    QTimer.singleShot(0, during_dialog)
    box.exec()
    assert moves == [1], "no bot moved while the dialog was open"
    qtbot.waitUntil(lambda: len(session.state.history) > 1, timeout=5_000)
