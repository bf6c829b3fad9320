"""DJ05135's guided first game played through the real widgets: clicks, refusals, keys, the offer, the end."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from app.dj05135.table import SIDE_KEEP, SIDE_TURN
from engines.bots import make_bot
from engines.dj05135.actions import StealCard
from engines.guide import GuideRunner, load_guide
from engines.table.session import TableSession


@pytest.fixture
def guided(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("dj05135")
    view = main_window.views["dj05135"]
    view.play_guide(load_guide("dj05135", "en"))
    assert view.guide is not None
    qtbot.waitUntil(lambda: view.guide.bubble.isVisible())
    return view


def _click(qtbot, widget: QWidget) -> None:  # type: ignore[no-untyped-def]
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def _click_card(qtbot, view, key: object) -> None:  # type: ignore[no-untyped-def]
    """A click on a card (or a steal's side option) where it is drawn on screen."""
    sprite = view.scene.sprites[key]
    assert sprite.isVisible(), key
    point = view.table.mapFromScene(sprite.scenePos())
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))


def _play(qtbot, view, action) -> None:  # type: ignore[no-untyped-def]
    """Make ``action`` the way a person would: click its card, then a steal's side."""
    _click_card(qtbot, view, action.tag)
    if isinstance(action, StealCard):
        _click_card(qtbot, view, SIDE_KEEP if action.keep_seen_side else SIDE_TURN)


def _learner_may_act(view) -> bool:  # type: ignore[no-untyped-def]
    session = view.session
    return session.over or (session.is_person_turn() and not view.scene.animating())


def test_the_script_teaches_play_flip_take_steal_and_a_point() -> None:
    script = load_guide("dj05135", "en")
    state = GuideRunner(script).replay(TableSession.new_state(script.setup))
    kinds = [event.kind for event in state.events if event.actor == 0]
    assert {"play", "flip_hand", "take", "steal", "score"} <= set(kinds)
    assert state.points == [1, 0]
    assert 10 <= len(script.steps) <= 16


def test_the_guided_game_is_played_by_clicks_to_its_end(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    seen_targets = set()
    while guide.guiding:
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.scene.animating())
        step = guide.runner.step
        assert guide.bubble.text.text() == step.say
        assert view.guide_targets.locate(step.point) is not None, step.point
        assert guide.highlight.target is not None
        seen_targets.add(step.point)
        if step.expect is None:
            _click(qtbot, guide.bubble.next_button)
        else:
            assert not guide.bubble.next_button.isVisible()
            before = len(view.session.state.history)
            _play(qtbot, view, guide.runner.expected(view.session.state))
            assert len(view.session.state.history) == before + 1
    assert {"hand:0", "seat:1", "card:7", "legend", "centre"} <= seen_targets
    qtbot.waitUntil(lambda: _learner_may_act(view))
    assert guide.bubble.isVisible() and guide.bubble.counter.text() == "Hint"
    helper = make_bot(type(view.session.state), "greedy", "easy", seed=1)
    for _ in range(2000):
        qtbot.waitUntil(lambda: _learner_may_act(view), timeout=10000)
        if view.session.over:
            break
        state = view.session.state
        _play(qtbot, view, helper.choose(state.view(0), state.legal_actions()))
    qtbot.waitUntil(lambda: view.pages.currentWidget() is view.end_page)
    assert guide.finished and guide.bubble.isVisible()
    for sentence in guide.script.skipped:
        assert sentence in guide.bubble.text.text()
    _click(qtbot, guide.bubble.next_button)
    assert view.guide is None


def test_a_wrong_move_is_refused_and_the_step_said_again(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    _click(qtbot, guide.bubble.next_button)
    _click(qtbot, guide.bubble.next_button)
    step = guide.runner.step
    assert step.expect == {"type": "play", "tag": 2}
    _click_card(qtbot, view, 3)  # another card of the hand: not the move taught
    assert view.session.state.history == []
    assert guide.runner.step is step
    assert guide.bubble.refusal.isVisible()
    assert guide.bubble.text.text() == step.say
    _click_card(qtbot, view, 2)
    assert len(view.session.state.history) == 1
    assert guide.runner.step is not step


def test_a_steal_of_the_wrong_card_is_refused_at_its_first_click(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    while guide.runner.step.expect is None or guide.runner.step.expect["type"] != "steal":
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.scene.animating())
        if guide.runner.step.expect is None:
            _click(qtbot, guide.bubble.next_button)
        else:
            _play(qtbot, view, guide.runner.expected(view.session.state))
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.scene.animating())
    _click_card(qtbot, view, 9)  # Sam's card, but not the one taught
    assert view.pending_steal is None and guide.bubble.refusal.isVisible()
    _click_card(qtbot, view, 7)
    assert view.pending_steal == (1, 7)
    keep = view.scene.sprites[SIDE_KEEP].sceneBoundingRect()
    assert view.guide_targets.locate("card:7") == view.guide_targets.on_host.scene(
        view.table, keep
    )  # the arrow follows the steal
    _click_card(qtbot, view, SIDE_KEEP)
    assert view.session.state.hands[0][-1] == 7


def test_enter_is_next_and_escape_asks_before_leaving(qtbot, guided, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert guide.runner.index == 1
    assert view.session.state.history == []  # Enter was Next, not "play the card with the focus"
    asked: list[bool] = []
    monkeypatch.setattr(view.guided, "confirm_leave", lambda: asked.append(True) or False)
    qtbot.keyClick(view.table, Qt.Key.Key_Escape)
    assert asked and view.guide is guide
    assert view.window().current_id == "dj05135"
    monkeypatch.setattr(view.guided, "confirm_leave", lambda: True)
    qtbot.keyClick(view.table, Qt.Key.Key_Escape)
    assert view.guide is None
    assert view.window().current_id == "dj05135"
    assert view.pages.currentWidget() is view.shell


def test_the_offer_appears_on_the_start_screen_once(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("dj05135")
    view = main_window.views["dj05135"]
    offer, heading = view.guided.offer, view.setup_page.heading
    assert view.pages.currentWidget() is view.setup_page
    assert offer.isVisible() and "DJ05135" in offer.text.text()
    assert offer.geometry().top() >= heading.geometry().bottom()
    _click(qtbot, offer.decline_button)
    main_window.show_view("home")
    main_window.show_view("dj05135")
    assert not offer.isVisible()


def test_the_home_tile_starts_the_guided_game(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    home = main_window.views["home"]
    _click(qtbot, home.grid.learn_buttons["dj05135"])
    view = main_window.views["dj05135"]
    assert main_window.current_id == "dj05135"
    assert view.guide is not None and view.guide.script.game == "dj05135"


def test_the_step_comes_back_after_moving_cards_are_cut_short(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    """The card played is still moving when a click skips the move or the table lays itself
    out again: the guide's next sentence still shows."""
    view, guide = guided, guided.guide
    view.scene.set_tempo(2.0)  # slow, so the move is caught half way
    while guide.runner.expected(view.session.state) is None:
        _click(qtbot, guide.bubble.next_button)
        qtbot.waitUntil(lambda: guide.bubble.isVisible())
    step = guide.runner.index
    _play(qtbot, view, guide.runner.expected(view.session.state))
    assert view.scene.animating()
    scene = view.scene  # the banner wrapped onto two lines: the table is laid out again
    scene.fit_to(scene.px_per_unit * 1000, scene.px_per_unit * (scene.height_units - 40))
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and guide.runner.index == step + 1)


def test_undo_waits_for_the_end_of_the_steps(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    """During the steps a move cannot be taken back (the script's deal would be lost); after
    leaving the guide Undo works again."""
    view, guide = guided, guided.guide
    while guide.runner.expected(view.session.state) is None:
        _click(qtbot, guide.bubble.next_button)
        qtbot.waitUntil(lambda: guide.bubble.isVisible())
    _play(qtbot, view, guide.runner.expected(view.session.state))
    qtbot.waitUntil(lambda: _learner_may_act(view))
    assert view.session.undo_seat() is not None and not view.shell.undo_button.isEnabled()
    view.guided.stop()
    assert view.shell.undo_button.isEnabled()
