"""Moves you can see: the tables end every animation exactly where they would be without one.

Each table plays seeded games of computer players twice, animations off and on (fast); at
every moment the next computer player may move, the cards (place, face, z-order, opacity,
squash) and the engine's history must be the same. A click or a key jumps to the end state,
and the moves of computer players play one after another, never on top of each other.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.animation_tables import GAMES, Table, play_to_end

#: Animations on, but twenty times faster than at normal pace, so a whole game stays short.
FAST = 0.05


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [3, 8])
def test_a_table_after_its_animations_is_the_table_without_them(qtbot, main_window, game, seed) -> None:  # type: ignore[no-untyped-def]
    # Both runs below must start from the same table (its size, the last game's cards): the
    # first plays the game once before, as the second plays it after the first.
    play_to_end(qtbot, Table(main_window, game), seed, tempo=0.0)
    still = play_to_end(qtbot, Table(main_window, game), seed, tempo=0.0)
    moving_table = Table(main_window, game)
    moving = play_to_end(qtbot, moving_table, seed, tempo=FAST)
    assert any(kind == "start" for kind, _ in moving_table.events), "nothing moved: the test proves nothing"
    assert len(still) > 3
    assert sorted(moving) == sorted(still)
    for moves in sorted(still):
        (cards_moving, history_moving), (cards_still, history_still) = moving[moves], still[moves]
        assert history_moving == history_still, f"{game}: the game went another way at move {moves}"
        only_moving = sorted(set(cards_moving) - set(cards_still))
        only_still = sorted(set(cards_still) - set(cards_moving))
        assert (only_moving, only_still) == ([], []), f"{game}: the cards differ after move {moves}"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("how", ["click", "key"])
def test_a_click_or_a_key_jumps_to_the_end_of_the_moves(qtbot, main_window, game, how) -> None:  # type: ignore[no-untyped-def]
    still = play_to_end(qtbot, Table(main_window, game), 5, tempo=0.0)
    table = Table(main_window, game)
    table.set_tempo(2.0)  # slow: the moves last long enough to be caught half way
    table.open_bot_game(5)
    qtbot.waitUntil(table.busy, timeout=30_000)
    moves = table.moves()
    table.view.shell.runner.set_paused(True)  # keep the next computer move away while we look
    if how == "click":
        qtbot.mouseClick(table.click_widget(), Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(table.key_widget(), Qt.Key.Key_Space)
    assert not table.busy(), "the moves did not jump to their end"
    assert table.moves() == moves, "skipping played a move"
    assert table.snapshot() == still[moves]


@pytest.mark.parametrize("game", GAMES)
def test_computer_moves_play_one_after_another(qtbot, main_window, game) -> None:  # type: ignore[no-untyped-def]
    table = Table(main_window, game)
    table.set_tempo(0.3)
    session = table.open_bot_game(4)
    qtbot.waitUntil(lambda: session.over or table.moves() >= 4, timeout=60_000)
    qtbot.waitUntil(lambda: not table.busy(), timeout=10_000)
    events = [kind for kind, _moves in table.events if kind in ("start", "end")]
    assert events.count("start") >= 2, f"expected several animated moves, saw {table.events}"
    # Each animation ends before the next one starts (a still table may say "idle" any time).
    moving = False
    for kind in events:
        assert not (kind == "start" and moving), f"two moves played at once: {table.events}"
        moving = kind == "start"
    assert not table.moves_while_busy, "a computer move landed while the cards were still moving"


def test_only_a_plain_key_or_a_click_skips_and_only_while_cards_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLineEdit

    from app.table.motion import SkipOnInput

    widget = QLineEdit()
    qtbot.addWidget(widget)
    moving = [True]
    skips: list[int] = []
    widget.installEventFilter(SkipOnInput(lambda: moving[0], lambda: skips.append(1), widget))
    qtbot.keyClick(widget, Qt.Key.Key_A)
    assert (len(skips), widget.text()) == (1, ""), "the skipping key must not also type"
    qtbot.keyClick(widget, Qt.Key.Key_F1)
    qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert len(skips) == 1
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    assert len(skips) == 2
    moving[0] = False
    qtbot.keyClick(widget, Qt.Key.Key_B)
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    assert (len(skips), widget.text()) == (2, "b")
