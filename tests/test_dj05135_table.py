"""The DJ05135 table through its widgets: hot-seat covers, bots, saves, keyboard play, the log,
version-1 saves, the shell's Undo with the cover, and computer players through the shell's runner.

The person's moves are chosen by the engine's greedy bot (so games end quickly) and then
made with the mouse or the keyboard on the real table, as a player would.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QComboBox

from app.dj05135.table import SIDE_KEEP, SIDE_TURN
from app.dj05135.view import DJ05135TableView
from engines.bots import make_bot
from engines.dj05135.actions import PlayCard, StealCard, TakeCard
from engines.dj05135.cards import ANIMALS
from engines.dj05135.game import DJ05135State, Stage
from engines.table.seats import Seat, SeatKind, TableSetup

ANIMAL_WORD = re.compile(r"\b(" + "|".join(ANIMALS) + r")\b")


@pytest.fixture
def table(main_window, qtbot):  # type: ignore[no-untyped-def]
    view = main_window.view("dj05135")
    view.shell.store.clear_autosave("dj05135")
    assert main_window.show_view("dj05135")
    qtbot.waitExposed(view)
    return view


def two_seats(seed: int) -> TableSetup:
    """Ana against the greedy computer player, Ana starting."""
    seats = (Seat("Ana"), Seat.computer("Bea", "greedy", "medium"))
    return TableSetup("dj05135", seats, seed, {"first_player": 0})


def covered(view: DJ05135TableView) -> bool:
    """The hot-seat cover is what the table shows (inside the shell, under its buttons)."""
    return view.pages.currentWidget() is view.shell and view.board.currentWidget() is view.cover


def table_shown(view: DJ05135TableView) -> bool:
    return view.pages.currentWidget() is view.shell and view.board.currentWidget() is view.table


def start_with_page(qtbot, view: DJ05135TableView, seats: list[tuple[str, int]], seed: int) -> None:  # type: ignore[no-untyped-def]
    """Fill the new-game page: (name, kind index: 0 = a person, 1.. = computer players)."""
    view.show_setup()
    page = view.setup_page
    assert page.isVisible()
    page.count.setValue(len(seats))
    for i, (name, kind) in enumerate(seats):
        page.names[i].setText(name)
        page.kinds[i].setCurrentIndex(kind)
    page.option_widgets["first_player"].setCurrentIndex(0)
    page.deal.setValue(seed)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert view.state is not None and view.state.seed == seed


def hand_faces_shown(view: DJ05135TableView) -> list[object]:
    return [key for key, (zone, _face) in view.scene.visible_faces().items() if zone in ("hand", "opponent")]


def check_table_matches_view(view: DJ05135TableView) -> None:
    """Every card drawn is the viewing seat's view of it, and the log is that seat's log."""
    state = view.state
    assert state is not None and view.viewer is not None
    seen = state.view(view.viewer)
    expected = {
        c.tag: ("hand" if seat == view.viewer else "opponent", c.face)
        for seat, h in enumerate(seen.hands)
        for c in h
    }
    expected.update({c.tag: ("centre", c.face) for c in seen.centre})
    shown = {k: v for k, v in view.scene.visible_faces().items() if isinstance(k, int)}
    assert shown == expected
    check_log(view)


def check_log(view: DJ05135TableView) -> None:
    """The log shown is the viewer's own, and each line names only faces that seat saw."""
    state = view.state
    assert state is not None and view.viewer is not None
    entries = state.log_for(view.viewer)
    lines = view.log_lines()
    assert lines == [e.text(view.names) for e in entries]
    for entry, line in zip(entries, lines, strict=True):
        named = set(ANIMAL_WORD.findall(line))
        seen_animals = {face.animal for _tag, face in entry.seen}
        if entry.kind == "score":
            seen_animals |= set(ANIMALS)  # "all your cards show the cat" names what the reader sees
        assert named <= seen_animals, line


def click_key(qtbot, view: DJ05135TableView, key: object) -> None:  # type: ignore[no-untyped-def]
    sprite = view.scene.sprites[key]
    assert sprite.isVisible() and sprite.choosable
    point = view.table.mapFromScene(sprite.scenePos())
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))


def key_to(qtbot, view: DJ05135TableView, key: object) -> None:  # type: ignore[no-untyped-def]
    """Move the keyboard focus to ``key`` with Tab and the arrows, then press Enter."""
    for i in range(80):
        if view.scene.focus_key == key:
            break
        qtbot.keyClick(view.table, Qt.Key.Key_Tab if i % 2 else Qt.Key.Key_Right)
    assert view.scene.focus_key == key
    qtbot.keyClick(view.table, Qt.Key.Key_Return)


def human_step(qtbot, view: DJ05135TableView, chooser, keyboard: bool = False) -> None:  # type: ignore[no-untyped-def]
    state = view.state
    assert state is not None
    seat = state.current_player
    action = chooser.choose(state.view(seat), state.legal_actions())
    press = key_to if keyboard else click_key
    before = len(state.history)
    press(qtbot, view, action.tag)
    if isinstance(action, StealCard):
        assert view.scene.sprites[SIDE_KEEP].isVisible()
        press(qtbot, view, SIDE_KEEP if action.keep_seen_side else SIDE_TURN)
    assert state.history[before] == action


def test_two_people_hot_seat_game_with_covers(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    start_with_page(qtbot, table, [("Ana", 0), ("Leo", 0)], seed=11)
    state = table.state
    chooser = make_bot(DJ05135State, "greedy", "medium", seed=3)
    covers = 0
    last_seat = None
    while not state.is_terminal():
        seat = state.current_player
        if seat != last_seat:
            # Before every change of person: the cover, and no hand at all in the scene.
            assert covered(table)
            assert table.seats[seat].name in table.cover.heading.text()
            assert hand_faces_shown(table) == []
            assert table.log_lines() == []
            covers += 1
            qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
            last_seat = seat
        assert table_shown(table)
        assert table.viewer == seat
        check_table_matches_view(table)
        human_step(qtbot, table, chooser)
    assert covers >= 4
    assert table.pages.currentWidget() is table.end_page
    winner = table.seats[state.winners()[0]].name
    assert winner in table.end_page.headline.text()
    assert not table.shell.store.has_autosave("dj05135")


def test_game_against_three_bots_to_the_end(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    start_with_page(qtbot, table, [("Ana", 0), ("Bea", 1), ("Max", 2), ("Kit", 3)], seed=5)
    state = table.state
    assert [(s.kind.value, s.bot) if s.is_bot else s.kind.value for s in table.seats] == [
        "person",
        ("bot", "random"),
        ("bot", "greedy"),
        ("bot", "strong"),
    ]
    chooser = make_bot(DJ05135State, "greedy", "medium", seed=9)
    for _ in range(400):
        qtbot.waitUntil(lambda: state.is_terminal() or state.current_player == 0, timeout=10_000)
        if state.is_terminal():
            break
        assert table_shown(table)  # one person: never a cover
        check_table_matches_view(table)
        human_step(qtbot, table, chooser)
    assert state.is_terminal()
    qtbot.waitUntil(lambda: table.pages.currentWidget() is table.end_page)
    assert f"{max(state.points)} point" in table.end_page.lines()[1]


def test_bots_move_while_the_table_stays_the_persons(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    start_with_page(qtbot, table, [("Ana", 0), ("Bea", 2), ("Max", 2)], seed=8)
    state = table.state
    chooser = make_bot(DJ05135State, "greedy", "medium", seed=1)
    human_step(qtbot, table, chooser)
    while state.current_player == 0 and not state.is_terminal():
        human_step(qtbot, table, chooser)
    # A bot is thinking: the table shows Ana's view, with nothing to choose.
    assert table.viewer == 0
    check_table_matches_view(table)
    qtbot.waitUntil(lambda: state.current_player == 0 or state.is_terminal(), timeout=10_000)
    assert table.viewer == 0


def test_save_and_resume_hot_seat_shows_the_cover_first(table, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    start_with_page(qtbot, table, [("Ana", 0), ("Leo", 0), ("Bea", 2)], seed=21)
    state = table.state
    chooser = make_bot(DJ05135State, "greedy", "medium", seed=2)
    for _ in range(6):
        if covered(table) and table.cover.button.isVisible():
            qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: table.seats[state.current_player].is_person, timeout=10_000)
        if covered(table):
            qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
        human_step(qtbot, table, chooser)
    qtbot.waitUntil(lambda: not table.shell.runner.busy, timeout=10_000)
    saved = state.to_save()
    assert table.shell.store.has_autosave("dj05135")

    # A fresh view (as after restarting the app) resumes the autosave behind a cover.
    other = DJ05135TableView(table.context)
    qtbot.addWidget(other)
    other.retranslate_ui()
    other.show()
    other.on_shown()
    assert other.pages.currentWidget() is other.setup_page
    assert other.setup_page.resume_button.isVisible()
    qtbot.mouseClick(other.setup_page.resume_button, Qt.MouseButton.LeftButton)
    assert other.state is not None and other.state.to_save() == saved
    assert [s.name for s in other.seats] == ["Ana", "Leo", "Bea"]
    assert covered(other)
    assert hand_faces_shown(other) == []
    other.shell.runner.cancel()

    # A save file chosen by the user, then a broken one that must not lose the game.
    path = tmp_path / "game.json"
    assert table.shell.save_to(path)
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    assert not table.shell.load_from(bad)
    assert "bad.json" in table.shell.last_error
    assert table.state is state
    assert table.shell.load_from(path)
    assert table.state.to_save() == state.to_save()
    assert covered(table)


def test_keyboard_only_game(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    table.context.settings.set_value("dj05135/last_setup", "")
    table.show_setup()
    page = table.setup_page
    page.deal.setValue(4)
    page.names[0].setFocus()
    qtbot.keyClick(page.names[0], Qt.Key.Key_Return)  # the defaults: Player 1 and Player 2, two people
    state = table.state
    assert state is not None and state.seed == 4
    chooser = make_bot(DJ05135State, "greedy", "medium", seed=6)
    steps = 0
    while not state.is_terminal() and steps < 60:
        if covered(table):
            qtbot.keyClick(table.cover.button, Qt.Key.Key_Return)
        assert table.table.hasFocus()
        human_step(qtbot, table, chooser, keyboard=True)
        steps += 1
    assert steps >= 10


def test_steal_can_be_cancelled_with_backspace(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    table.start_game(two_seats(1))
    state = table.state
    chooser = make_bot(DJ05135State, "greedy", "medium", seed=4)
    for _ in range(300):
        qtbot.waitUntil(lambda: state.is_terminal() or state.current_player == 0, timeout=10_000)
        if state.is_terminal() or state.stage == "steal":
            break
        human_step(qtbot, table, chooser)
    assert state.stage == "steal"  # this deal reaches a steal by Ana
    tag = next(iter(table.scene.choices))
    key_to(qtbot, table, tag)
    assert SIDE_KEEP in table.scene.sprites
    qtbot.keyClick(table.table, Qt.Key.Key_Backspace)
    assert SIDE_KEEP not in table.scene.sprites
    assert state.stage == "steal"
    check_table_matches_view(table)
    # Now steal for real, turning the card round: Bea then takes a centre card.
    click_key(qtbot, table, tag)
    click_key(qtbot, table, SIDE_TURN)
    assert state.history[-1] == StealCard(1, tag, False)
    qtbot.waitUntil(lambda: state.current_player == 0 or state.is_terminal(), timeout=10_000)
    assert state.history[-1].kind == "take"
    check_table_matches_view(table)


def test_cards_glide_to_their_new_place(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    table.scene.animation_ms = 40
    table.start_game(two_seats(2))
    state = table.state
    chooser = make_bot(DJ05135State, "greedy", "medium", seed=1)
    action = chooser.choose(state.view(0), state.legal_actions())
    sprite = table.scene.sprites[action.tag]
    start = sprite.pos()
    click_key(qtbot, table, action.tag)
    assert sprite.zone == "centre"
    assert sprite.pos() == start and sprite.zValue() > 500  # it flies from the hand, above the rest
    assert table.scene.layout(table.scene.view) == table.scene.layout(table.scene.view)  # stable

    def arrived() -> bool:
        return (sprite.pos() - table.scene.layout(table.scene.view)[action.tag].pos).manhattanLength() < 0.5

    qtbot.waitUntil(arrived, timeout=2000)
    qtbot.waitUntil(lambda: sprite.zValue() < 500, timeout=2000)
    qtbot.waitUntil(lambda: not table.shell.panels.held, timeout=2000)  # the log tells the move once it lands
    check_table_matches_view(table)


def test_options_of_the_page_reach_the_game_and_bots_first_keep_hands_hidden(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = table
    view.show_setup()
    page = view.setup_page
    page.count.setValue(3)
    for i, (name, kind) in enumerate((("Ana", 0), ("Leo", 0), ("Bea", 2))):
        page.names[i].setText(name)
        page.kinds[i].setCurrentIndex(kind)
    youngest = page.option_widgets["first_player"]
    assert [youngest.itemText(i) for i in range(youngest.count())] == ["Ana", "Leo", "Bea"]
    youngest.setCurrentIndex(2)  # the computer player starts
    page.option_widgets["other_side_scoring"].setChecked(True)
    page.deal.setValue(99)
    runner = view.shell.runner
    ready, runner.ready = runner.ready, lambda: False  # hold the computer player's move to look
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    state = view.state
    assert state.options["first_player"] == 2 and state.options["other_side_scoring"] is True
    assert state.current_player == 2
    assert covered(view)
    assert not view.cover.button.isVisible()
    assert hand_faces_shown(view) == []
    assert view.log_lines() == []
    runner.ready = ready
    runner.schedule()
    qtbot.waitUntil(lambda: state.current_player != 2, timeout=10_000)
    assert covered(view)
    assert view.seats[state.current_player].name in view.cover.heading.text()
    assert hand_faces_shown(view) == []


# -- on the play layer and in the table shell ----------------------------------------

FIXTURE = Path(__file__).parent / "fixtures" / "saves_v1" / "dj05135.json"


def test_a_version_1_save_resumes_through_the_view_with_its_seats(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    shutil.copyfile(FIXTURE, table.shell.store.autosave_path("dj05135"))
    table.on_shown()
    assert table.pages.currentWidget() is table.setup_page
    assert table.setup_page.resume_button.isVisible()
    qtbot.mouseClick(table.setup_page.resume_button, Qt.MouseButton.LeftButton)
    seats = table.seats
    assert [seat.name for seat in seats] == ["Ana", "Owl", "Max"]
    assert seats[0].kind is SeatKind.PERSON
    assert (seats[1].kind, seats[1].bot, seats[1].level) == (SeatKind.BOT, "strong", "hard")
    assert (seats[2].kind, seats[2].bot, seats[2].level) == (SeatKind.BOT, "greedy", "medium")
    assert table.state is not None and table.state.seed == 12 and table.state.history
    # The seat strips name the players and who plays them.
    strips = [row[1].text() for row in table.shell.seats.rows[:3]]
    assert strips == ["Ana", "Owl · computer with memory, hard", "Max · computer, quick"]
    # The name plates on the table say who plays a seat in the seat strips' words.
    plates = table.scene.texts
    assert (plates["name:1"], plates["name:2"]) == (
        "Owl (computer with memory, hard)",
        "Max (computer, quick)",
    )
    # One person: the table is Ana's view, whoever must act.
    qtbot.waitUntil(lambda: table.state.is_terminal() or table.state.current_player == 0, timeout=10_000)
    if not table.state.is_terminal():
        assert table.viewer == 0 and table_shown(table)
        check_table_matches_view(table)
    # The autosave is now a version-2 save of the same seats.
    reopened = table.shell.store.autosave_path("dj05135").read_text(encoding="utf-8")
    assert '"version": 2' in reopened and '"kind": "bot"' in reopened


def _plain_play(table: DJ05135TableView) -> PlayCard:
    """A card of the person's hand whose picture leads straight to taking a card."""
    state = table.state
    assert state is not None
    for action in state.legal_actions():
        assert isinstance(action, PlayCard)
        face = state.sides[action.tag][state.up[action.tag]]
        if face.pictogram in (None, "magnifier", "reverse"):
            return action
    pytest.skip("no plain card in this hand")


def test_undo_button_takes_back_a_move_and_the_cover_guards_every_hand(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    table.start_game(TableSetup("dj05135", (Seat("Ana"), Seat("Leo")), 31, {"first_player": 0}))
    state = table.state
    assert covered(table) and "Ana" in table.cover.heading.text()
    assert not table.shell.undo_button.isEnabled()  # nothing to take back yet
    qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)

    play = _plain_play(table)
    click_key(qtbot, table, play.tag)
    assert table.state.stage == Stage.TAKE and table.shell.undo_button.isEnabled()
    qtbot.mouseClick(table.shell.undo_button, Qt.MouseButton.LeftButton)
    state = table.state
    assert state.history == [] and state.stage == Stage.PLAY
    assert table.viewer == 0 and table_shown(table)  # Ana still at the computer: her own table
    check_table_matches_view(table)

    # Play and take: Ana's turn is over, the cover for Leo comes up at once.
    click_key(qtbot, table, play.tag)
    take = next(a for a in table.state.legal_actions() if isinstance(a, TakeCard))
    click_key(qtbot, table, take.tag)
    assert covered(table) and "Leo" in table.cover.heading.text()
    assert hand_faces_shown(table) == [] and table.log_lines() == []
    # The shell's Undo stays at hand on the cover; taking the card back asks for Ana again,
    # never showing Leo's hand nor Ana's without her say.
    assert table.shell.undo_button.isVisible() and table.shell.undo_button.isEnabled()
    qtbot.mouseClick(table.shell.undo_button, Qt.MouseButton.LeftButton)
    assert table.state.history == [play] and table.state.current_player == 0
    assert covered(table) and "Ana" in table.cover.heading.text()
    assert hand_faces_shown(table) == [] and table.log_lines() == []
    qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
    assert table.viewer == 0 and table.state.stage == Stage.TAKE
    check_table_matches_view(table)


def test_undo_is_refused_after_a_flip(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    table.start_game(TableSetup("dj05135", (Seat("Ana"), Seat("Leo")), 31, {"first_player": 0}))
    qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
    session = table.session
    for _ in range(200):
        state = table.state
        flips = [a for a in state.legal_actions() if a.kind.startswith("flip")]
        if flips:
            session.play(state.current_player, flips[0])
            break
        seat = state.current_player
        session.play(seat, state.legal_actions()[0])
        if covered(table):
            qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
    else:
        pytest.skip("no flip in this deal")
    assert not table.shell.undo_button.isEnabled()
    played = len(table.state.history)
    table.shell.undo()
    assert len(table.state.history) == played


def test_computer_players_finish_a_game_through_the_shell_runner(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = (
        Seat.computer("Bea", "greedy", "medium"),
        Seat.computer("Max", "random", "easy"),
        Seat.computer("Kit", "strong", "easy"),
    )
    table.start_game(TableSetup("dj05135", seats, 6, {"first_player": 1}))
    state = table.state
    assert table.shell.runner.session is table.session
    banners: set[str] = set()

    def over() -> bool:
        if not state.is_terminal():
            banners.add(table.shell.banner.text())
        return state.is_terminal()

    qtbot.waitUntil(over, timeout=60_000)
    # The seat on screen is a computer's too: the banner says who is playing, never asks the
    # watcher to act ("Take a card from the centre.").
    nameless = {text for text in banners if not any(seat.name in text for seat in seats)}
    assert nameless == set(), nameless
    qtbot.waitUntil(lambda: table.pages.currentWidget() is table.end_page)
    winner = table.names[state.winners()[0]]
    assert winner in table.end_page.headline.text()
    assert not table.shell.store.has_autosave("dj05135")
    # No drop-down of its own on the table, and the shell's speed box stays hidden: the speed
    # is chosen on the new-game page.
    combos = table.shell.findChildren(QComboBox)
    assert combos and all(table.shell.speed.isAncestorOf(combo) for combo in combos)
    assert not table.shell.speed.isVisibleTo(table.shell)


def scene_words(view: DJ05135TableView) -> list[str]:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

    return [
        item.toPlainText() if isinstance(item, QGraphicsTextItem) else item.text()
        for item in view.scene.items()
        if isinstance(item, QGraphicsTextItem | QGraphicsSimpleTextItem)
    ]


def test_each_computer_seat_shows_its_level_chosen_on_the_new_game_page(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    # Kind indexes: 1 beginner, 2 quick, 3..5 memory easy, medium, hard.
    start_with_page(qtbot, table, [("Ana", 0), ("Bea", 5), ("Max", 1)], seed=4)
    assert [(s.bot, s.level) for s in table.seats[1:]] == [("strong", "hard"), ("random", "easy")]
    qtbot.waitUntil(lambda: table_shown(table), timeout=10_000)
    words = scene_words(table)
    assert any("Bea (computer with memory, hard)" in w for w in words), words
    assert any("Max (computer, beginner)" in w for w in words), words
    # No speed or level drop-down on the table: both are chosen on the new-game page.
    assert not table.shell.speed.isVisible()
    assert not [c for c in table.shell.findChildren(QComboBox) if c.isVisible()]


def test_the_computer_speed_is_chosen_on_the_new_game_page(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    from engines.table.pacing import SPEED_KEY

    table.show_setup()
    page = table.setup_page
    page.kinds[1].setCurrentIndex(page.kinds[1].findData("strong:medium"))
    assert page.speed.isVisible()
    combo = page.speed.combo
    slow = combo.findData("slow")
    assert slow >= 0 and combo.currentData() != "slow"
    combo.setCurrentIndex(slow)
    assert table.context.settings.value(SPEED_KEY, None) == "slow"
    assert table.shell.speed.current() == "slow", "the one speed of every table"
    assert table.shell.speed.combo.currentData() == "slow", "and every box of it shows it"
