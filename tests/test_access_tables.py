"""The card tables' accessible models, read as Qt hands them to a screen reader (no bus here;
``tests/test_atspi_tables.py`` reads them over AT-SPI).

Every card a seat may see is a node named by the side that seat sees, never by its other
side; the cards the player may choose now, and only those, carry an action that says what
choosing them does; the table's focus ring is the focused node; a screen reader's "Press"
plays the card; a cover, the room's picture on a phones' table and the teacher's "show all
hands" each hold the model to what that seat may know (docs/ARCHITECTURE.md, "Playing
without sight").
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from app.access.dj05135 import dj05135_nodes
from app.access.node import walk
from app.dj05135.room import room_texts, room_view
from engines.bots import make_bot
from engines.dj05135.actions import StealCard
from engines.dj05135.game import DJ05135State
from engines.revorso.cards import CARD_TYPES
from engines.table.seats import Seat, TableSetup
from tests.access_tree import Read, model, read, said, said_verso
from tests.test_dj05135_table import covered, two_seats


def node_of(view, key) -> Read:  # type: ignore[no-untyped-def]
    item = view.access.layer.find(key)
    assert item is not None, f"no node for {key!r}"
    return read(QAccessible.queryAccessibleInterface(item))


def check_dj05135(view) -> None:  # type: ignore[no-untyped-def]
    """Every card the viewer may see is named by the side they see, and only the cards they may
    choose are playable; the other side of a card is never named."""
    state = view.state
    seen = state.view(view.viewer)
    visible = seen.visible()
    cards = {key for key in view.access.layer.items if isinstance(key, int)}
    assert cards == set(visible)
    for tag, face in visible.items():
        node = node_of(view, tag)
        assert node.role == QAccessible.Role.ListItem
        assert node.name.split(",")[0] == said(face), (tag, node.name)
        hidden = next(side for side in state.sides[tag] if side != face)
        assert hidden.animal not in node.name.split(), (tag, node.name)  # the two sides' animals differ
        assert bool(node.actions) == (tag in view.scene.choices), (tag, node.actions)
    lists = [n.name for n in model(view.access.layer.root) if n.role == QAccessible.Role.List]
    names = view.names
    assert lists[-1].startswith(f"{names[view.viewer]} (you), {seen.points[view.viewer]} of 3 points")
    assert lists[-2] == f"Centre: {len(seen.centre)} cards, face up"


def play_by_model(view, qtbot, action) -> None:  # type: ignore[no-untyped-def]
    """Play ``action`` as a screen reader's user does: "Press" on its card (and on its side)."""
    state = view.state
    before = len(state.history)
    node = node_of(view, action.tag)
    node.press()
    if isinstance(action, StealCard):
        qtbot.waitUntil(lambda: view.access.layer.find("side") is not None)
        side = node_of(view, "side")
        assert side.name == "Which side will face you?"
        keep, turn = side.children
        assert keep.actions == [f"Keep this side, {node.name.split(',')[0]}"]
        assert turn.actions == [f"Turn it round (the side {view.names[action.victim]} saw)"]
        (keep if action.keep_seen_side else turn).press()
    qtbot.waitUntil(lambda: len(state.history) > before)
    assert state.history[before] == action


@pytest.fixture
def dj(main_window, qtbot):  # type: ignore[no-untyped-def]
    view = main_window.view("dj05135")
    view.shell.store.clear_autosave("dj05135")
    assert main_window.show_view("dj05135")
    qtbot.waitExposed(view)
    return view


def test_a_dj05135_game_played_through_the_accessible_model(dj, qtbot) -> None:  # type: ignore[no-untyped-def]
    dj.start_game(two_seats(seed=7))
    state = dj.state
    chooser = make_bot(DJ05135State, "greedy", "medium", seed=2)
    verbs = set()
    for _ in range(300):
        qtbot.waitUntil(lambda: state.is_terminal() or (state.current_player == 0 and not dj.busy()))
        if state.is_terminal():
            break
        check_dj05135(dj)
        # The focus ring is the node a screen reader hears as focused (the table has the focus).
        assert dj.table.hasFocus()
        focused = [key for key, item in dj.access.layer.items.items() if node_of(dj, key).focused]
        assert focused == [dj.scene.focus_key]
        action = chooser.choose(state.view(0), state.legal_actions())
        verbs.add(node_of(dj, action.tag).actions[0].split()[0])
        play_by_model(dj, qtbot, action)
    assert state.is_terminal()
    assert {"Play", "Take"} <= verbs
    qtbot.waitUntil(lambda: dj.pages.currentWidget() is dj.end_page)
    # The last moves, then the result (not the banner), in one announcement.
    qtbot.waitUntil(lambda: dj.news.said[-1].endswith(dj.end_page.sentence.text()))
    assert dj.end_page.headline.text() in dj.news.said[-1]
    assert dj.log_lines()[-1] in dj.news.said[-1]


def test_the_focus_ring_moved_by_keys_is_the_focused_node(dj, qtbot) -> None:  # type: ignore[no-untyped-def]
    dj.start_game(two_seats(seed=3))
    qtbot.waitUntil(lambda: dj.scene.focus_key is not None and dj.table.hasFocus())
    seen = []
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Left, Qt.Key.Key_Up):
        qtbot.keyClick(dj.table, key)
        ringed = [k for k, item in dj.access.layer.items.items() if node_of(dj, k).focused]
        assert ringed == [dj.scene.focus_key]
        seen.append(dj.scene.focus_key)
    assert len(set(seen)) >= 2
    # Away from the table, no card is focused: the ring stays, but the keyboard is elsewhere.
    dj.shell.new_button.setFocus()
    assert not dj.table.hasFocus()
    assert not any(node_of(dj, k).focused for k in dj.access.layer.items)


def test_other_players_moves_and_turns_are_announced(dj, qtbot) -> None:  # type: ignore[no-untyped-def]
    dj.start_game(two_seats(seed=7))
    state = dj.state
    chooser = make_bot(DJ05135State, "greedy", "medium", seed=2)
    qtbot.waitUntil(lambda: state.current_player == 0 and not dj.busy())
    qtbot.waitUntil(lambda: list(dj.news.said) == [dj.shell.banner.text()])
    while state.current_player == 0:
        play_by_model(dj, qtbot, chooser.choose(state.view(0), state.legal_actions()))
    qtbot.waitUntil(lambda: state.current_player == 0 and not dj.busy())
    qtbot.waitUntil(lambda: dj.news.said[-1].endswith(dj.shell.banner.text()))
    heard = " ".join(dj.news.said)
    bea = [line for line in dj.log_lines() if line.startswith("Bea")]
    assert bea and all(line in heard for line in bea)
    # Each announcement tells the moves in the order they were made, the turn last.
    assert heard.index(bea[0]) < heard.rindex(dj.shell.banner.text())


def test_a_cover_leaves_a_screen_reader_nothing_of_any_hand(dj, qtbot) -> None:  # type: ignore[no-untyped-def]
    seats = (Seat("Ana"), Seat("Leo"))
    dj.start_game(TableSetup("dj05135", seats, 11, {"first_player": 0}))
    assert covered(dj)
    assert dj.access.layer.items == {}
    qtbot.mouseClick(dj.cover.button, Qt.MouseButton.LeftButton)
    check_dj05135(dj)
    qtbot.waitUntil(lambda: bool(dj.news.said) and dj.news.said[-1] == dj.shell.banner.text())
    assert dj.news.said[-1].startswith("Ana, ")


def test_show_all_hands_shows_the_class_but_tells_a_screen_reader_nothing_more(  # type: ignore[no-untyped-def]
    dj, main_window, qtbot
) -> None:
    dj.start_game(two_seats(seed=5))
    qtbot.waitUntil(lambda: dj.state.current_player == 0 and not dj.busy())
    before = [(n.role, n.name, n.description) for n in model(dj.access.layer.root)[0].walk()]
    main_window.context.settings.presenter_mode = True
    dj.presenter.show_all.setChecked(True)
    assert dj.scene.other_sides_shown()  # drawn for the class...
    after = [(n.role, n.name, n.description) for n in model(dj.access.layer.root)[0].walk()]
    assert after == before  # ...and nothing more to read
    check_dj05135(dj)


def test_the_rooms_picture_names_nobody_you_and_no_ones_own_side() -> None:
    state = DJ05135State(3, 4, {"first_player": 0})
    seats = (Seat.remote("Ana"), Seat.remote("Bea"), Seat.computer("Max", "greedy", "easy"))
    view = room_view(state)
    nodes = dj05135_nodes(view, room_texts(view, seats), [s.name for s in seats], ())
    words = " ".join(f"{n.name} {n.description}" for n in walk(nodes))
    assert not re.search(r"\byou\b", words, re.IGNORECASE)
    for seat, hand in enumerate(state.hands):
        faces = [n.name for n in nodes if n.key == f"seat:{seat}"][0:1]
        assert faces
        shown = [n.name for n in walk(nodes) if n.key in hand]
        outer = [said(state.visible_face(tag, -1)) for tag in hand]
        assert [name.split(",")[0] for name in shown] == outer
    assert all(not n.playable for n in walk(nodes))


# -- Verso ----------------------------------------------------------------------------------


@pytest.fixture
def verso(main_window, qtbot):  # type: ignore[no-untyped-def]
    view = main_window.view("verso")
    view.shell.store.clear_autosave("verso")
    assert main_window.show_view("verso")
    return view


def test_verso_buttons_name_the_card_and_the_series_they_act_on(verso, qtbot) -> None:  # type: ignore[no-untyped-def]
    from tests.test_verso_view import best_bank

    verso.start_game(TableSetup("verso", (Seat("Ana"),), 4))
    state = verso.session.state
    bar = verso.bar
    bank = None
    for _ in range(40):
        top = state.face(state.top)
        word = f"{top.colour_name} {'joker' if top.is_joker else top.value}"
        take = read(QAccessible.queryAccessibleInterface(bar.take_button))
        flip = read(QAccessible.queryAccessibleInterface(bar.flip_button))
        assert take.name == f"Take {word} as shown (T)"
        assert flip.name == f"Flip {word} and take it (F)"
        bank = best_bank(verso)
        if bank is not None:
            break
        before = len(state.history)
        (take if bar.take_button.isEnabled() else flip).press()
        qtbot.waitUntil(lambda before=before: len(state.history) > before and not verso.busy())
    assert bank is not None
    # Every card in the rows is named as drawn; the player's own can be chosen for a series.
    for uid, item in verso.access.layer.items.items():
        if isinstance(uid, int):
            node = read(QAccessible.queryAccessibleInterface(item))
            assert node.name == said_verso(state.face(uid))
    for uid in bank.cards:
        node = node_of(verso, uid)
        assert node.selected is False
        assert node.actions == [f"Choose {node.name.split(',')[0]} for a series"]
        node.press()
        qtbot.waitUntil(lambda uid=uid: uid in verso.table.selection)
        assert node_of(verso, uid).selected is True
        assert node_of(verso, uid).actions[0].startswith("Take ")
    values = bank.values.replace("-", " ").replace("★", "joker")
    banker = read(QAccessible.queryAccessibleInterface(bar.bank_button))
    assert banker.name == f"Bank {bank.colour} {values} (B)"
    points = state.points[0]
    banker.press()
    qtbot.waitUntil(lambda: state.points[0] >= points + bank.points)


def test_verso_cursor_is_the_focused_node(verso, qtbot) -> None:  # type: ignore[no-untyped-def]
    verso.start_game(TableSetup("verso", (Seat("Ana"),), 4))
    table = verso.table
    for _ in range(4):
        qtbot.keyClick(table, Qt.Key.Key_T if verso.bar.take_button.isEnabled() else Qt.Key.Key_F)
    qtbot.waitUntil(lambda: table.interactive and table.hasFocus())
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down):
        qtbot.keyClick(table, key)
        focused = [k for k in verso.access.layer.items if node_of(verso, k).focused]
        assert focused == [table.cursor_uid]
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert node_of(verso, table.cursor_uid).selected is True


# -- Revorso --------------------------------------------------------------------------------


def test_revorso_never_names_a_card_lying_face_down(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = main_window.view("revorso")
    view.shell.store.clear_autosave("revorso")
    assert main_window.show_view("revorso")
    view.start_game(TableSetup("revorso", (Seat("Ana"), Seat.computer("Bea", "greedy", "medium")), 5))
    state = view.state
    chooser = make_bot(type(state), "random", "easy", seed=4)
    names = {meta.names["en"] for meta in CARD_TYPES.values()}
    checked = 0
    for _ in range(200):
        qtbot.waitUntil(lambda: state.is_terminal() or (view.session.is_person_turn() and not view.busy()))
        if state.is_terminal():
            break
        shown = state.view(0)
        face_down = set(shown.face_down) - {e.handle for e in shown.just_shown}
        for handle in face_down:
            node = node_of(view, handle)
            assert "face down" in node.name
            assert not any(name in node.name for name in names), node.name
            checked += 1
        assert view.play(chooser.choose(shown, state.legal_actions()))
    assert checked > 10


def test_revorso_buttons_say_what_they_do_with_what(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = main_window.view("revorso")
    view.shell.store.clear_autosave("revorso")
    assert main_window.show_view("revorso")
    view.start_game(TableSetup("revorso", (Seat("Ana"), Seat.computer("Bea", "greedy", "medium")), 5))
    bar = view.bar
    qtbot.waitUntil(lambda: view.session.is_person_turn() and not view.busy())
    qtbot.mouseClick(bar.draw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.busy() and bar.currentWidget() is bar.page_draw)
    drawn = len(view.state.handles)
    assert drawn >= 1
    cards = "1 card" if drawn == 1 else f"{drawn} cards"
    assert bar.stop_button.accessibleName() == f"Stop and recite your {cards} (S)"
    names = [button.accessibleName() for button in bar.symbol_buttons]
    assert names[0].startswith("Name ") and names[0].endswith("(key 1)")


def test_the_keys_list_says_how_to_play_with_a_screen_reader(main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("dj05135")
    dialog = main_window.shortcut_dialog()
    sections = dict(dialog.sections)
    rows = dict(sections["With a screen reader"])
    assert {"Orca", "NVDA", "VoiceOver"} <= set(" ".join(rows).replace("·", " ").split())
    assert "Play owl" in rows["Tab, arrows"]
    assert "With a screen reader" in dialog.body.text()
    dialog.close()
