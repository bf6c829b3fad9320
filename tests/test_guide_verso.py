"""Verso's guided first game played through the real widgets: clicks, refusals, keys, the end."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from app.settings import GUIDES_OFFERED
from engines.guide import load_guide
from engines.guide.script import has_guide
from engines.verso.actions import Bank, Draw

GAME_IDS = ("recto_verso", "verso", "revorso", "dj05135")


@pytest.fixture
def guided(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("verso")
    view = main_window.views["verso"]
    view.play_guide(load_guide("verso", "en"))
    assert view.guide is not None
    qtbot.waitUntil(lambda: view.guide.bubble.isVisible())
    return view


def _click(qtbot, widget: QWidget) -> None:  # type: ignore[no-untyped-def]
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def _play_expected(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """Make the step's move the way a person would: its button, or its cards and then Bank."""
    expected = view.guide.runner.expected(view.session.state)
    if isinstance(expected, Draw):
        _click(qtbot, view.bar.flip_button if expected.flip else view.bar.take_button)
    else:
        assert isinstance(expected, Bank)
        for uid in expected.cards:
            qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=view.table.card_point(uid))
        _click(qtbot, view.bar.bank_button)


def _free_move(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    state = view.session.state
    if state.phase == "final":
        _click(qtbot, view.bar.pass_button)
    else:
        _click(qtbot, view.bar.take_button if view.bar.take_button.isEnabled() else view.bar.flip_button)


def test_the_guided_game_is_played_by_clicks_to_its_end(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    steps = len(guide.script.steps)
    seen_targets = set()
    while guide.guiding:
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.table.busy)
        step = guide.runner.step
        assert guide.bubble.text.text() == step.say
        if step.point:
            assert view.guide_targets.locate(step.point) is not None, step.point
            assert guide.highlight.target is not None
            seen_targets.add(step.point)
        if step.expect is None:
            _click(qtbot, guide.bubble.next_button)
        else:
            assert not guide.bubble.next_button.isVisible()
            before = len(view.session.state.history)
            _play_expected(qtbot, view)
            assert len(view.session.state.history) == before + 1
    assert guide.runner.index == steps
    assert {"pile", "row:blue", "seat:1", "button:take"} <= seen_targets
    qtbot.waitUntil(lambda: view.session.state.to_play == 0 and view._human_turn())
    assert guide.bubble.isVisible() and guide.bubble.counter.text() == "Hint"
    for _ in range(200):
        if view.pages.currentWidget() is view.end_page:
            break
        qtbot.waitUntil(lambda: view._human_turn() or view.session.over, timeout=10000)
        if view.session.over:
            break
        _free_move(qtbot, view)
    qtbot.waitUntil(lambda: view.pages.currentWidget() is view.end_page)
    assert guide.finished and guide.bubble.isVisible()
    for sentence in guide.script.skipped:
        assert sentence in guide.bubble.text.text()
    _click(qtbot, guide.bubble.next_button)
    assert view.guide is None


def test_a_wrong_move_is_refused_and_the_step_said_again(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    _click(qtbot, guide.bubble.next_button)  # the pile
    qtbot.waitUntil(lambda: view._human_turn())
    step = guide.runner.step
    assert step.expect == {"type": "draw", "flip": False}
    _click(qtbot, view.bar.flip_button)  # not the move taught
    assert view.session.state.history == []
    assert guide.runner.step is step
    assert guide.bubble.refusal.isVisible()
    assert guide.bubble.text.text() == step.say
    _click(qtbot, view.bar.take_button)
    assert len(view.session.state.history) >= 1
    assert guide.runner.step is not step


def test_enter_is_next_and_escape_asks_before_leaving(qtbot, guided, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert guide.runner.index == 1
    qtbot.keyClick(view.table, Qt.Key.Key_F)  # the flip key: refused, the step is to take
    assert view.session.state.history == []
    qtbot.keyClick(view.table, Qt.Key.Key_T)  # the take key plays the move taught
    assert view.session.state.history[0].flip is False
    asked: list[bool] = []
    monkeypatch.setattr(view.guided, "confirm_leave", lambda: asked.append(True) or False)
    qtbot.keyClick(view.table, Qt.Key.Key_Escape)
    assert asked and view.guide is guide
    assert view.window().current_id == "verso"
    monkeypatch.setattr(view.guided, "confirm_leave", lambda: True)
    qtbot.keyClick(view.table, Qt.Key.Key_Escape)
    assert view.guide is None
    assert view.window().current_id == "verso"
    assert view.pages.currentWidget() is view.shell


def test_the_offer_appears_on_first_opening_only(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("verso")
    view = main_window.views["verso"]
    assert view.guided.offer.isVisible()
    assert "Verso" in view.guided.offer.text.text()
    offer, heading = view.guided.offer, view.setup_page.heading
    assert offer.parentWidget() is heading.parentWidget()  # a line of the page, covering nothing
    assert offer.geometry().top() >= heading.geometry().bottom()
    _click(qtbot, view.guided.offer.decline_button)
    assert not view.guided.offer.isVisible() and view.guide is None
    main_window.show_view("home")
    main_window.show_view("verso")
    assert not view.guided.offer.isVisible()
    assert "verso" in main_window.context.settings.get(GUIDES_OFFERED).split(",")


def test_the_offer_starts_the_guide(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("verso")
    view = main_window.views["verso"]
    _click(qtbot, view.guided.offer.accept_button)
    assert view.guide is not None
    assert view.pages.currentWidget() is view.shell
    qtbot.waitUntil(lambda: view.guide.bubble.isVisible())


def test_the_home_tile_has_a_learn_by_playing_entry(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    home = main_window.views["home"]
    button = home.grid.learn_buttons["verso"]
    assert "Learn by playing" in button.text()
    assert set(home.grid.learn_buttons) == {game for game in GAME_IDS if has_guide(game)}
    _click(qtbot, button)
    view = main_window.views["verso"]
    assert main_window.current_id == "verso"
    assert view.guide is not None and view.guide.script.language == "en"
    assert not view.guided.offer.isVisible()


def test_the_rules_page_offers_the_guided_game_of_a_game_that_has_one(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("rules")
    rules = main_window.views["rules"].rules
    for game in (game for game in GAME_IDS if not has_guide(game)):
        rules.show_game(game)
        assert not rules.learn_button.isVisible(), game
    rules.show_game("verso")
    assert rules.learn_button.isVisible()
    _click(qtbot, rules.learn_button)
    assert main_window.current_id == "verso"
    assert main_window.views["verso"].guide is not None


def test_replaying_the_deal_after_a_guided_game_plays_it_without_the_guide(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view = guided
    view.guide.show_end()
    assert view.guide.bubble.isVisible()
    view.replay_deal()
    assert view.guide is None
    assert view.session.setup.seed == 66 and view.session.state.history == []


def test_the_offer_is_in_the_tab_order_where_it_stands(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    """Tab from the page's heading area reaches the offer's two buttons before the saved-game button."""
    main_window.show_view("verso")
    view = main_window.views["verso"]
    offer, following = view.guided.offer, view.setup_page.load_button
    assert offer.decline_button.nextInFocusChain() is offer.accept_button
    chain, widget = [], offer.accept_button
    while widget is not following and len(chain) < 5:
        widget = widget.nextInFocusChain()
        chain.append(widget)
    assert widget is following
