"""The banner, the seat strips (scores, the seat to act), the log, the presenter strip and
Revorso's seat mats tell a move once its cards have landed, on every card table
(docs/ARCHITECTURE.md, "The table shell").

A move is caught while its cards still glide: the panels must show what they showed before
it; once the table is still they tell it (and show what a fresh drawing of the table shows).
"""

from __future__ import annotations

from typing import Any

import pytest

from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from tests.animation_tables import GAMES, Table

#: Slow moves, so a move is caught half way on a busy machine too.
SLOW = 3.0


def panels(view: Any) -> tuple[object, ...]:
    """What the panels around the table say: banner, every seat strip, the log, the presenter strip."""
    shell = view.shell
    strips = tuple(tuple(label.text() for label in row) for row in shell.seats.rows)
    # Revorso's seat mats, on the table itself, tell the seat to act and its figures too.
    mats = tuple((m.role.text(), m.figures.text()) for m in getattr(getattr(view, "scene", None), "mats", ()))
    return (shell.banner.text(), strips, tuple(shell.log.texts()), shell.presenter.explain_text.text(), mats)


@pytest.mark.parametrize("game", GAMES)
def test_the_panels_tell_a_computer_move_once_its_cards_land(qtbot, main_window, game) -> None:  # type: ignore[no-untyped-def]
    table = Table(main_window, game)
    table.set_tempo(SLOW)
    before: list[tuple[object, ...]] = []
    # A listener added before the shell's sees each move before the table draws it.
    table._moved = lambda _change: before.append(panels(table.view))  # type: ignore[method-assign]
    table.open_bot_game(2)
    qtbot.waitUntil(lambda: table.busy() and len(before) >= 2, timeout=30_000)
    table.view.shell.runner.set_paused(True)  # no next move while we look
    assert panels(table.view) == before[-1], "the panels told the move while its cards moved"
    qtbot.waitUntil(lambda: not table.busy(), timeout=30_000)
    landed = panels(table.view)
    assert landed != before[-1], "the panels never told the move"
    table.view.refresh()
    assert panels(table.view) == landed, "the panels after the cards landed are not the game as it stands"
    table.release()


def test_verso_says_your_turn_and_the_new_score_only_when_the_computer_card_lands(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("verso")
    view = main_window.views["verso"]
    view.table.set_tempo(SLOW)
    seats = (Seat.person("Ana"), Seat.computer("Owl", "greedy", "easy"))
    session = TableSession(TableSetup("verso", seats, 7))
    view.start_game(session.setup)
    session = view.session
    assert session is not None and session.is_person_turn()
    view.finish_motion()
    qtbot.waitUntil(lambda: not view.busy(), timeout=10_000)
    # Ana takes a card; the computer answers. Catch the computer's move in the air.
    view.shell.runner.set_paused(True)
    view.take(False)
    view.finish_motion()
    assert session.is_bot_turn()
    qtbot.waitUntil(lambda: not view.busy(), timeout=10_000)
    waiting = panels(view)
    assert "Owl" in view.shell.banner.text()
    view.shell.runner.set_paused(False)
    qtbot.waitUntil(lambda: session.is_person_turn() and view.busy(), timeout=30_000)
    view.shell.runner.set_paused(True)
    assert panels(view) == waiting, "the banner or the scores changed while Owl's card moved"
    assert "Your turn" not in view.shell.banner.text()
    qtbot.waitUntil(lambda: not view.busy(), timeout=30_000)
    assert "Your turn" in view.shell.banner.text()
    owl = view.shell.seats.rows[1][2].text()
    assert owl == view.shell.score_text(1)
