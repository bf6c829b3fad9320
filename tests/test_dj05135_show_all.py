"""The teacher's "show all hands" switch on the DJ05135 table, through the real widgets.

With presenter mode on and the switch ticked, every card on the table carries its other
side (the one the seat on screen cannot see), exactly as the engine's true state has it;
unticked, or out of presenter mode, the scene is once more only ``state.view(seat)``.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from app.dj05135.sprites import CARD_H, CARD_W, PAIR_H, PAIR_W
from app.dj05135.view import DJ05135TableView
from engines.bots import make_bot
from engines.dj05135.cards import Face
from engines.dj05135.game import CENTRE, DJ05135State
from tests.test_dj05135_table import (
    check_table_matches_view,
    covered,
    hand_faces_shown,
    human_step,
    start_with_page,
    table_shown,
    two_seats,
)


@pytest.fixture
def table(main_window, qtbot):  # type: ignore[no-untyped-def]
    view = main_window.view("dj05135")
    view.shell.store.clear_autosave("dj05135")
    assert main_window.show_view("dj05135")
    qtbot.waitExposed(view)
    yield view
    main_window.context.settings.presenter_mode = False


def presenter_button(window):  # type: ignore[no-untyped-def]
    return window.toolbar.widgetForAction(window.presenter_action)


def click_show_all(qtbot, view: DJ05135TableView) -> None:  # type: ignore[no-untyped-def]
    box = view.presenter.show_all
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())


def true_other_sides(state: DJ05135State, seat: int) -> dict[object, Face]:
    """From the true state: the side ``seat`` cannot see of every card (hands and centre)."""
    hidden: dict[object, Face] = {}
    for tag, (a, b) in enumerate(state.sides):
        up = state.up[tag]
        place = state.location[tag]
        if place == CENTRE:
            hidden[tag] = (a, b)[1 - up]  # the underside
        elif place == seat:
            hidden[tag] = (a, b)[1 - up]  # the side the others see
        else:
            hidden[tag] = (a, b)[up]  # the side its holder sees
    return hidden


def check_all_shown(view: DJ05135TableView) -> None:
    state = view.state
    assert state is not None and view.viewer is not None
    check_table_matches_view(view)  # the cards themselves still show the seat's own view
    shown = view.scene.other_sides_shown()
    assert shown == true_other_sides(state, view.viewer)
    for seat, hand in enumerate(state.hands):
        for tag in hand:
            # In a hand, the other side drawn is exactly the face seen from the other side of the card.
            other = (seat + 1) % state.players if seat == view.viewer else seat
            assert shown[tag] == state.visible_face(tag, other)
            assert shown[tag] != view.scene.sprites[tag].face or state.sides[tag][0] == state.sides[tag][1]
    assert view.presenter.banner.isVisible()
    # Every card with its other side stays on the table, and no two of them overlap in a row.
    scene_rect = view.scene.sceneRect()
    rects: dict[str, list[QRectF]] = {}
    for sprite in view.scene.sprites.values():
        if not sprite.isVisible():
            continue
        pair = sprite.mapRectToScene(QRectF(-CARD_W / 2, -CARD_H / 2, PAIR_W, PAIR_H))
        assert scene_rect.contains(pair), (sprite.key, pair)
        if sprite.zone in ("opponent", "centre"):
            rects.setdefault(f"{sprite.zone}{sprite.owner}", []).append(pair.adjusted(0.5, 0.5, -0.5, -0.5))
    for row in rects.values():
        assert not any(a.intersects(b) for i, a in enumerate(row) for b in row[i + 1 :])


def check_none_shown(view: DJ05135TableView) -> None:
    """No hidden side anywhere in the scene, not even on a card out of sight."""
    assert all(sprite.other_side is None for sprite in view.scene.sprites.values())
    assert not view.presenter.banner.isVisible()
    if view.viewer is not None and table_shown(view):
        check_table_matches_view(view)


def wait_for_ana(qtbot, state: DJ05135State, table) -> None:  # type: ignore[no-untyped-def]
    """Ana's turn, and the table's cards settled: the computer players' moves may still be
    gliding and flipping when the game already waits for her."""
    qtbot.waitUntil(lambda: state.is_terminal() or state.current_player == 0, timeout=10_000)
    assert not state.is_terminal()
    qtbot.waitUntil(lambda: not table.busy(), timeout=10_000)


def test_switch_shows_every_hidden_side_on_the_table_and_hides_them_again(main_window, table, qtbot) -> None:  # type: ignore[no-untyped-def]
    start_with_page(qtbot, table, [("Ana", 0), ("Bea", 1), ("Max", 2)], seed=5)
    state = table.state
    chooser = make_bot(DJ05135State, "greedy", "medium", seed=7)
    for _ in range(2):
        wait_for_ana(qtbot, state, table)
        human_step(qtbot, table, chooser)
    wait_for_ana(qtbot, state, table)
    check_none_shown(table)

    qtbot.mouseClick(presenter_button(main_window), Qt.MouseButton.LeftButton)
    assert table.presenter.isVisible()
    check_none_shown(table)  # presenter mode alone shows nothing hidden
    click_show_all(qtbot, table)
    assert table.presenter.showing_all
    check_all_shown(table)
    # The panel no longer lists the hidden cards: it says where to look.
    assert "table" in table.presenter.hands_text.text() and "/" not in table.presenter.hands_text.text()

    # The game goes on with the switch on: the sides follow every move.
    human_step(qtbot, table, chooser)
    wait_for_ana(qtbot, state, table)
    table.scene.finish_animations()
    check_all_shown(table)

    click_show_all(qtbot, table)
    assert not table.presenter.showing_all
    check_none_shown(table)

    click_show_all(qtbot, table)
    check_all_shown(table)
    # Leaving presenter mode turns the switch off and hides every side again at once.
    qtbot.mouseClick(presenter_button(main_window), Qt.MouseButton.LeftButton)
    assert not main_window.context.settings.presenter_mode
    assert not table.presenter.show_all.isChecked()
    check_none_shown(table)
    human_step(qtbot, table, chooser)
    wait_for_ana(qtbot, state, table)
    check_none_shown(table)


def test_hot_seat_cover_still_hides_everything_with_the_switch_on(main_window, table, qtbot) -> None:  # type: ignore[no-untyped-def]
    start_with_page(qtbot, table, [("Ana", 0), ("Leo", 0)], seed=11)
    state = table.state
    qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
    main_window.context.settings.presenter_mode = True
    click_show_all(qtbot, table)
    check_all_shown(table)
    chooser = make_bot(DJ05135State, "greedy", "medium", seed=3)
    while state.current_player == 0:
        human_step(qtbot, table, chooser)
    # Leo's turn: the cover comes first, and the scene holds no hand and no hidden side.
    assert covered(table)
    assert hand_faces_shown(table) == []
    assert table.scene.other_sides_shown() == {}
    assert all(sprite.other_side is None for sprite in table.scene.sprites.values())
    qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
    assert table.viewer == 1
    check_all_shown(table)


def test_an_open_steal_choice_survives_the_switch(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.dj05135.table import SIDE_KEEP
    from tests.test_dj05135_table import key_to

    table.start_game(two_seats(1))
    state = table.state
    chooser = make_bot(DJ05135State, "greedy", "medium", seed=4)
    for _ in range(300):
        wait_for_ana(qtbot, state, table)
        if state.stage == "steal":
            break
        human_step(qtbot, table, chooser)
    assert state.stage == "steal"
    key_to(qtbot, table, next(iter(table.scene.choices)))
    assert SIDE_KEEP in table.scene.sprites
    table.context.settings.presenter_mode = True
    click_show_all(qtbot, table)
    assert SIDE_KEEP in table.scene.sprites and table.pending_steal is not None
    assert table.scene.other_sides_shown().keys() >= set(state.hands[1])
