"""The game log opens on its newest entry after a resume, whole and not cut mid-line."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QListWidget

from engines import new_game
from engines.table.saves import table_record
from engines.table.seats import Seat, TableSetup
from engines.table.store import SaveStore

GAMES = ("verso", "revorso", "dj05135")


def _long_autosave(data_dir, game: str) -> int:  # type: ignore[no-untyped-def]
    """An interrupted game of ``game`` (a person against a computer), long before its end.

    A person against a computer: with two people at one screen DJ05135 hides the log
    until the next player asks to see the table.
    """
    state = new_game(game, 2, 11)
    for _ in range(400):
        legal = state.legal_actions()
        if state.is_terminal() or not legal:
            break
        candidate = state.clone()
        candidate.apply(legal[-1])
        if candidate.is_terminal() or len(state.history) >= 60:
            break
        state.apply(legal[-1])
    setup = TableSetup(game, (Seat("Ana"), Seat.computer("Bo", "random", "easy")), 11, state.options)
    SaveStore(data_dir).autosave(game, table_record(setup, state))
    return len(state.history)


@pytest.mark.parametrize("game", GAMES)
def test_log_opens_on_newest_entry_after_resume(main_window, qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    moves = _long_autosave(main_window.context.data_dir, game)
    assert moves > 10
    main_window.show_view(game)
    main_window.views[game].resume_autosave()
    log = main_window.views[game].findChild(QListWidget, "gameLog")
    assert log is not None and log.count() > 5

    def newest_line_whole() -> None:
        last = log.visualItemRect(log.item(log.count() - 1))
        viewport = log.viewport().rect()
        assert viewport.contains(last.topLeft()) and last.bottom() <= viewport.bottom(), (last, viewport)

    qtbot.waitUntil(newest_line_whole, timeout=2000)
    # and it stays there once every pending layout has run
    qtbot.wait(200)
    newest_line_whole()


def test_log_follows_again_on_a_new_line_after_the_reader_scrolled_up(qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.table.seat_strips import GameLog

    log = GameLog()
    qtbot.addWidget(log)
    log.resize(220, 160)
    log.show()
    qtbot.waitExposed(log)
    log.set_lines([(f"Line {i}: a move long enough to wrap onto a second line", False) for i in range(40)])
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    qtbot.wait(50)  # every pending layout done
    bar.setValue(0)  # the reader looks back: the log stops following
    assert not log._follow
    log.add_line("The newest move")
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())


def test_a_new_move_adds_its_line_and_keeps_the_lines_before(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from app.table.seat_strips import GameLog

    log = GameLog()
    qtbot.addWidget(log)
    lines = [(f"{i}. Owl takes a card.", False) for i in range(1, 30)] + [("30. Fox banks.", True)]
    log.set_lines(lines)
    kept = Qt.ItemDataRole.UserRole + 7
    for row in range(log.count()):
        log.item(row).setData(kept, row)  # a mark only the items already shown carry
    # The computer's move is no longer the newest: its line loses its mark, a new one comes.
    log.set_lines([*lines[:-1], ("30. Fox banks.", False), ("31. Elk passes.", True)])
    assert log.texts() == [text for text, _ in lines] + ["31. Elk passes."]
    assert [log.item(row).data(kept) for row in range(29)] == list(range(29)), "earlier lines were rebuilt"
    assert not log.item(29).font().bold() and log.item(30).font().bold()
    # Another language rewrites every line.
    log.set_lines([(f"{i}. Hibou prend une carte.", False) for i in range(1, 4)])
    assert log.texts() == [f"{i}. Hibou prend une carte." for i in range(1, 4)]
    assert log.item(0).data(kept) is None
