"""The Verso table driven through its widgets: full games, series selection, keys, saves, undo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from engines.verso.actions import Bank


@pytest.fixture
def verso(main_window):  # type: ignore[no-untyped-def]
    from engines.table.store import SaveStore

    SaveStore(main_window.context.data_dir).clear_autosave("verso")
    main_window.show_view("verso")
    view = main_window.views["verso"]
    assert view.pages.currentWidget() is view.setup_page
    return view


def start(qtbot, view, kinds: list[str], seed: int) -> None:  # type: ignore[no-untyped-def]
    """Start from the new-game page; a kind is "person" or a computer player's "kind:level"."""
    page = view.setup_page
    page.count.setValue(len(kinds))
    for i, kind in enumerate(kinds):
        page.kinds[i].setCurrentIndex(page.kinds[i].findData(kind))
    page.deal.setValue(seed)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert view.pages.currentWidget() is view.shell


def click_card(qtbot, view, uid: int) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=view.table.card_point(uid))


def best_bank(view) -> Bank | None:  # type: ignore[no-untyped-def]
    banks = [a for a in view.session.state.legal_actions() if isinstance(a, Bank)]
    return max(banks, key=lambda a: (a.points, a.cards), default=None)


def human_move(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """Play like a simple greedy human, with the mouse: bank the best series worth 5+, else draw."""
    state = view.session.state
    bank = best_bank(view)
    if bank is not None and (bank.points >= 5 or state.phase == "final"):
        for uid in bank.cards:
            click_card(qtbot, view, uid)
        assert view.table.selection == set(bank.cards)
        assert view.bar.bank_button.isEnabled(), view.bar.series_label.text()
        qtbot.mouseClick(view.bar.bank_button, Qt.MouseButton.LeftButton)
    elif state.phase == "final":
        qtbot.mouseClick(view.bar.pass_button, Qt.MouseButton.LeftButton)
    else:
        button = view.bar.take_button if view.bar.take_button.isEnabled() else view.bar.flip_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_full_solo_game_to_the_end_screen(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, verso, ["person"], seed=11)
    assert verso.session.state.players == 1
    for _ in range(120):
        if verso.pages.currentWidget() is verso.end_page:
            break
        before = len(verso.session.state.history)
        human_move(qtbot, verso)
        assert len(verso.session.state.history) == before + 1
    assert verso.pages.currentWidget() is verso.end_page
    score = verso.session.state.points[0]
    assert str(score) in verso.end_page.headline.text()
    assert verso.end_page.sentence.text() == verso.session.state.solo_rank()
    assert verso.log.count() == len(verso.session.state.history)
    # Play again with the same seed: the same first card on the pile.
    first = verso.session.state.history[0]
    qtbot.mouseClick(verso.end_page.replay_button, Qt.MouseButton.LeftButton)
    assert verso.pages.currentWidget() is verso.shell
    assert verso.session.state.history == []
    assert any(str(a) == str(first) for a in verso.session.state.legal_actions())


def test_full_three_player_game_with_two_bots(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, verso, ["person", "greedy:medium", "random:easy"], seed=3)
    assert not verso.shell.speed.isHidden()
    for _ in range(200):
        qtbot.waitUntil(
            lambda: verso.pages.currentWidget() is verso.end_page or verso._human_turn(), timeout=10_000
        )
        if verso.pages.currentWidget() is verso.end_page:
            break
        assert verso.session.to_act() == 0
        assert verso.session.names[0] in verso.shell.banner.text()
        human_move(qtbot, verso)
    assert verso.pages.currentWidget() is verso.end_page
    state = verso.session.state
    assert state.is_terminal()
    winners = [verso.session.names[i] for i in state.winners()]
    assert all(name in verso.end_page.headline.text() for name in winners)
    for name, points in zip(verso.session.names, state.points, strict=True):
        assert any(name in line and str(points) in line for line in verso.end_page.lines())
    qtbot.mouseClick(verso.end_page.new_button, Qt.MouseButton.LeftButton)
    assert verso.pages.currentWidget() is verso.setup_page


def draw_until_bank(qtbot, view) -> Bank:  # type: ignore[no-untyped-def]
    for _ in range(40):
        bank = best_bank(view)
        if bank is not None:
            return bank
        button = view.bar.take_button if view.bar.take_button.isEnabled() else view.bar.flip_button
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    raise AssertionError("no series came up")


def test_series_selection_shows_its_points(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    start(qtbot, verso, ["person"], seed=4)
    bank = draw_until_bank(qtbot, verso)
    assert not verso.bar.bank_button.isEnabled()
    for uid in bank.cards:
        click_card(qtbot, verso, uid)
    text = verso.bar.series_label.text()
    assert text.startswith("✓") and f"{bank.points} points" in text, text
    assert verso.bar.bank_button.isEnabled()
    # A card of another colour makes it no series: a reason, no Bank.
    state = verso.session.state
    other = next(
        (u for c, row in enumerate(state.rows[0]) if c != state.face(bank.cards[0]).colour for u in row), None
    )
    if other is not None:
        click_card(qtbot, verso, other)
        assert verso.bar.series_label.text().startswith("✗")
        assert not verso.bar.bank_button.isEnabled()
        click_card(qtbot, verso, other)
    # Clicking a card again deselects it.
    click_card(qtbot, verso, bank.cards[0])
    assert bank.cards[0] not in verso.table.selection
    click_card(qtbot, verso, bank.cards[0])
    points = state.points[0]
    qtbot.mouseClick(verso.bar.bank_button, Qt.MouseButton.LeftButton)
    assert verso.session.state.points[0] >= points + bank.points


def test_keyboard_only_play(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    page = verso.setup_page
    page.count.setValue(1)
    page.deal.setValue(4)
    page.start_button.setFocus()
    qtbot.keyClick(page.start_button, Qt.Key.Key_Space)
    assert verso.pages.currentWidget() is verso.shell
    table = verso.table
    assert table.hasFocus()
    bank = None
    for _ in range(40):
        bank = best_bank(verso)
        if bank is not None:
            break
        key = Qt.Key.Key_T if verso.bar.take_button.isEnabled() else Qt.Key.Key_F
        before = len(verso.session.state.history)
        qtbot.keyClick(table, key)
        assert len(verso.session.state.history) == before + 1
    assert bank is not None
    for uid in bank.cards:
        for _ in range(20):
            if table.cursor_uid == uid:
                break
            qtbot.keyClick(table, Qt.Key.Key_Right)
        assert table.cursor_uid == uid
        qtbot.keyClick(table, Qt.Key.Key_Space)
    assert table.selection == set(bank.cards)
    assert f"{bank.points} points" in verso.bar.series_label.text()
    points = verso.session.state.points[0]
    qtbot.keyClick(table, Qt.Key.Key_B)
    assert verso.session.state.points[0] >= points + bank.points
    assert isinstance(verso.session.state.history[-1], Bank)


def test_autosave_and_resume(qtbot, verso, main_window) -> None:  # type: ignore[no-untyped-def]
    from app.verso.view import VersoTableView

    start(qtbot, verso, ["person", "person"], seed=8)
    for _ in range(5):
        human_move(qtbot, verso)
    history = list(verso.session.state.history)
    assert len(history) == 5
    other = VersoTableView(main_window.context)
    qtbot.addWidget(other)
    other.on_shown()
    assert not other.setup_page.resume_button.isHidden()
    qtbot.mouseClick(other.setup_page.resume_button, Qt.MouseButton.LeftButton)
    assert other.pages.currentWidget() is other.shell
    assert other.session.state == verso.session.state
    assert other.session.names == verso.session.names
    assert other.log.count() == 5
    assert other.log.item(4).text().startswith("5. ")


def _no_flip_bank(state) -> Bank | None:  # type: ignore[no-untyped-def]
    p = state.to_play
    return next(
        (
            a
            for a in state.legal_actions()
            if isinstance(a, Bank)
            and not a.last
            and state.flip_target(1 - p, state.face(a.cards[0]).colour) is None
        ),
        None,
    )


def _undoable_position() -> tuple[TableSetup, list]:
    """A hot-seat game where the player to move can bank without the other flipping a card."""
    from engines.bots import make_bot
    from engines.verso import VersoState

    setup = TableSetup("verso", (Seat("Ana"), Seat("Bo")), 0)
    state = TableSession.new_state(setup)
    bot = make_bot(VersoState, "greedy", "easy", seed=2)
    while not state.is_terminal():
        if _no_flip_bank(state) is not None:
            return setup, list(state.history)
        state.apply(bot.choose(state.view(state.to_play), state.legal_actions()))
    raise AssertionError("no undoable bank found")


def resume_undoable(qtbot, view) -> Bank:  # type: ignore[no-untyped-def]
    """Resume (through the new-game page) a hot-seat game whose player to act can bank harmlessly."""
    setup, history = _undoable_position()
    state = TableSession.new_state(setup)
    for action in history:
        state.apply(action)
    TableSession(setup, state, store=view.shell.store).autosave()
    view.show_setup()
    qtbot.mouseClick(view.setup_page.resume_button, Qt.MouseButton.LeftButton)
    bank = _no_flip_bank(view.session.state)
    assert bank is not None
    return bank


def test_undo_takes_back_a_bank_that_revealed_nothing(qtbot, verso, main_window) -> None:  # type: ignore[no-untyped-def]
    bank = resume_undoable(qtbot, verso)
    before = verso.session.state.clone()
    undo = verso.shell.undo_button
    assert not undo.isEnabled()
    for uid in bank.cards:
        click_card(qtbot, verso, uid)
    qtbot.mouseClick(verso.bar.bank_button, Qt.MouseButton.LeftButton)
    assert verso.session.state.history[-1] == bank
    assert undo.isEnabled()
    qtbot.mouseClick(undo, Qt.MouseButton.LeftButton)
    assert verso.session.state == before
    assert verso.log.count() == len(before.history)
    assert not undo.isEnabled()
    # A draw reveals the next card: no undo.
    qtbot.mouseClick(verso.bar.flip_button, Qt.MouseButton.LeftButton)
    assert not undo.isEnabled()


def test_screenshot_modes_and_small_window(qtbot, verso, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.resize(1024, 640)
    for mode in (None, "solo", "end"):
        verso.set_mode(mode)
        qtbot.wait(1)
    assert verso.pages.currentWidget() is verso.end_page
    verso.set_mode(None)
    table = verso.table
    rect = table.mapFromScene(table.sceneRect()).boundingRect()
    assert table.viewport().rect().adjusted(-2, -2, 2, 2).contains(rect)


def test_animated_bot_turns_keep_the_window_responsive(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    verso.table.animate = True
    verso.table.tempo = 0.05
    start(qtbot, verso, ["person", "strong:medium", "strong:easy"], seed=5)
    for _ in range(3):
        human_move(qtbot, verso)
        assert verso.table.busy or verso.session.is_bot_turn()
        qtbot.waitUntil(verso._human_turn, timeout=15_000)
        assert not verso.table.busy and verso.table.interactive
        glowing = {uid for uid, item in verso.table.cards.items() if item.glow}
        assert verso.session.state.log[-1].player == 2 and glowing  # the last bot move is highlighted
    # Cards sit where the engine says once the animations are over.
    qtbot.waitUntil(verso._human_turn, timeout=15_000)
    state = verso.session.state
    for colour, row in enumerate(state.rows[0]):
        for uid in row:
            assert not verso.table.cards[uid].compact
            assert verso.table.cards[uid].face == state.face(uid)
            assert verso.table.model.place[uid] == ("row", 0, colour)
