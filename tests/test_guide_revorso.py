"""Revorso's guided first game played through the real widgets: clicks, refusals, offers, keys, the end."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from app.settings import GUIDES_OFFERED
from engines.guide import GuideRunner, load_guide
from engines.revorso import CallBear, Draw, Name, Pass, PlaySwitch, Stop
from engines.table.session import TableSession


@pytest.fixture
def guided(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("revorso")
    view = main_window.views["revorso"]
    view.play_guide(load_guide("revorso", "en"))
    assert view.guide is not None
    qtbot.waitUntil(lambda: view.guide.bubble.isVisible())
    return view


def _click(qtbot, widget: QWidget) -> None:  # type: ignore[no-untyped-def]
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def _symbol_button(view, symbol: str) -> QWidget:  # type: ignore[no-untyped-def]
    return next(b for b in view.bar.symbol_buttons if b.symbol == symbol)


def _button_for(view, action) -> QWidget:  # type: ignore[no-untyped-def]
    """The widget a person clicks to play ``action``."""
    bar = view.bar
    if isinstance(action, Name | CallBear):
        return _symbol_button(view, action.symbol)
    if isinstance(action, Pass):
        return bar.bear_pass if view.state.phase == "bear" else bar.switch_pass
    buttons = {Draw: bar.draw_button, Stop: bar.stop_button, PlaySwitch: bar.switch_button}
    return buttons[type(action)]


def _free_move(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """A careful player: two cards, then stop, and every card named right (the test peeks)."""
    state, bar = view.state, view.bar
    if state.phase == "draw":
        draw_more = state.drawn < 2 and bar.draw_button.isEnabled()
        _click(qtbot, bar.draw_button if draw_more or not bar.stop_button.isEnabled() else bar.stop_button)
    elif state.phase in ("answer", "bear"):
        _click(qtbot, _symbol_button(view, state.sequence[-1]))
    elif state.phase == "switch":
        _click(qtbot, bar.switch_pass)
    else:
        _click(qtbot, bar.steal_buttons[0])


def _learner_may_act(view) -> bool:  # type: ignore[no-untyped-def]
    return view.session.is_person_turn() and not view.scene.timeline.busy


def test_the_script_teaches_the_draw_the_stop_the_test_switch_bear_and_the_score() -> None:
    script = load_guide("revorso", "en")
    state = GuideRunner(script).replay(TableSession.new_state(script.setup))
    mine = [a.to_json()["type"] for a, actor in zip(state.history, state.actors, strict=True) if actor == 0]
    assert {"draw", "stop", "name", "play_switch", "call_bear"} <= set(mine)
    assert state.scores()[0] == 6  # cushion, honey, carrot and the honey won with Bear
    assert 10 <= len(script.steps) <= 16
    assert any(step.point == "seat:0" and step.expect is None for step in script.steps)


def test_the_guided_game_is_played_by_clicks_to_its_end(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    seen_targets = set()
    while guide.guiding:
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.scene.timeline.busy)
        step = guide.runner.step
        assert guide.bubble.text.text() == step.say
        assert view.guide_targets.locate(step.point) is not None, step.point
        assert guide.highlight.target is not None
        seen_targets.add(step.point)
        if step.expect is None:
            _click(qtbot, guide.bubble.next_button)
            continue
        assert not guide.bubble.next_button.isVisible()
        before = len(view.session.state.history)
        _click(qtbot, _button_for(view, guide.runner.expected(view.session.state)))
        assert len(view.session.state.history) == before + 1
    assert {"deck", "button:draw", "button:stop", "button:switch", "symbol:honey", "seat:0"} <= seen_targets
    qtbot.waitUntil(lambda: _learner_may_act(view))
    assert guide.bubble.isVisible() and guide.bubble.counter.text() == "Hint"
    for _ in range(600):
        qtbot.waitUntil(lambda: _learner_may_act(view) or view.session.over, timeout=10000)
        if view.session.over:
            break
        _free_move(qtbot, view)
    assert view.session.over
    qtbot.waitUntil(lambda: guide.finished and guide.bubble.isVisible())
    for sentence in guide.script.skipped:
        assert sentence in guide.bubble.text.text()
    _click(qtbot, guide.bubble.next_button)
    assert view.guide is None


def test_a_wrong_move_is_refused_and_the_step_said_again(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    _click(qtbot, view.bar.draw_button)  # the first step only speaks: no move yet
    assert view.session.state.history == []
    assert guide.bubble.refusal.isVisible() and guide.runner.index == 0
    _click(qtbot, guide.bubble.next_button)
    for _ in range(3):
        qtbot.waitUntil(lambda: _learner_may_act(view) and guide.bubble.isVisible())
        _click(qtbot, view.bar.draw_button)
    qtbot.waitUntil(lambda: _learner_may_act(view) and guide.bubble.isVisible())
    step = guide.runner.step
    assert step.expect == {"type": "stop"}
    _click(qtbot, view.bar.draw_button)  # a fourth card: not the move taught
    assert len(view.session.state.history) == 3
    assert guide.runner.step is step and guide.bubble.refusal.isVisible()
    assert guide.bubble.text.text() == step.say
    _click(qtbot, view.bar.stop_button)
    assert guide.runner.step is not step
    qtbot.waitUntil(lambda: _learner_may_act(view) and guide.bubble.isVisible())
    qtbot.keyClick(view, Qt.Key.Key_5)  # honey: the last card drawn was the cushion
    assert view.state.phase == "answer" and guide.runner.step.expect["symbol"] == "cushion"
    qtbot.keyClick(view, Qt.Key.Key_3)  # the cushion's key names it
    assert view.state.revealed == ["cushion"]


def _walk_to_the_switch_offer(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    guide = view.guide
    while guide.runner.step is None or guide.runner.step.expect != {"type": "play_switch"}:
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.scene.timeline.busy)
        if guide.runner.waits_for_next:
            _click(qtbot, guide.bubble.next_button)
        else:
            _click(qtbot, _button_for(view, guide.runner.expected(view.session.state)))
    qtbot.waitUntil(lambda: _learner_may_act(view) and guide.bubble.isVisible())


def test_the_offer_waits_for_the_learner_during_the_steps(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view = guided
    _walk_to_the_switch_offer(qtbot, view)
    assert view.state.phase == "switch" and view.bar.currentWidget() is view.bar.page_switch
    assert not view.offers.countdown.running
    view.offers.countdown.poll()
    assert view.state.phase == "switch"  # nothing ran out: the bubble may take its time
    _click(qtbot, view.bar.switch_button)
    assert view.state.history[-1] == PlaySwitch()


def test_after_the_steps_an_offer_is_timed_as_usual(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view = guided
    _walk_to_the_switch_offer(qtbot, view)
    view.guided.stop()  # leaving the guide: the game goes on, and so does the clock
    assert view.guide is None and view.offers.countdown.running


def test_enter_is_next_and_escape_asks_before_leaving(qtbot, guided, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert guide.runner.index == 1
    qtbot.waitUntil(lambda: _learner_may_act(view))
    qtbot.keyClick(view, Qt.Key.Key_S)  # stop: refused, the step is to draw
    assert view.session.state.history == []
    qtbot.keyClick(view, Qt.Key.Key_D)  # the draw key plays the move taught
    assert view.session.state.history == [Draw()]
    asked: list[bool] = []
    monkeypatch.setattr(view.guided, "confirm_leave", lambda: asked.append(True) or False)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert asked and view.guide is guide
    assert view.window().current_id == "revorso"
    monkeypatch.setattr(view.guided, "confirm_leave", lambda: True)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.guide is None
    assert view.window().current_id == "revorso"
    assert view.pages.currentWidget() is view.shell


def test_the_offer_appears_on_first_opening_only(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("revorso")
    view = main_window.views["revorso"]
    assert view.pages.currentWidget() is view.setup_page
    offer, heading = view.guided.offer, view.setup_page.heading
    assert offer.isVisible() and "Revorso" in offer.text.text()
    assert offer.parentWidget() is heading.parentWidget()  # a line of the page, covering nothing
    assert offer.geometry().top() >= heading.geometry().bottom()
    _click(qtbot, offer.decline_button)
    assert not offer.isVisible() and view.guide is None
    main_window.show_view("home")
    main_window.show_view("revorso")
    assert not offer.isVisible()
    assert "revorso" in main_window.context.settings.get(GUIDES_OFFERED).split(",")


def test_the_offer_starts_the_guide(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("revorso")
    view = main_window.views["revorso"]
    _click(qtbot, view.guided.offer.accept_button)
    assert view.guide is not None and view.pages.currentWidget() is view.shell
    qtbot.waitUntil(lambda: view.guide.bubble.isVisible())


def test_the_home_tile_has_a_learn_by_playing_entry(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    button = main_window.views["home"].grid.learn_buttons["revorso"]
    assert "Learn by playing" in button.text()
    _click(qtbot, button)
    view = main_window.views["revorso"]
    assert main_window.current_id == "revorso" and view.guide is not None
    assert not view.guided.offer.isVisible()
    assert view.session.state.history == [] and view.session.setup.seed == 1937


def test_replaying_the_deal_after_a_guided_game_plays_it_without_the_guide(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view = guided
    view.guide.show_end()
    view.replay_deal()
    assert view.guide is None
    assert view.session.setup.seed == 1937 and view.session.state.history == []


def test_the_step_comes_back_after_moving_cards_are_cut_short(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    """A drawn card is still moving when the table changes size (a banner that wraps onto a
    second line) or a click skips the move: the guide's next sentence still shows."""
    view, guide = guided, guided.guide
    view.scene.set_tempo(2.0)  # slow, so the move is caught half way
    _click(qtbot, guide.bubble.next_button)  # the deck
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and guide.runner.index == 1)
    _click(qtbot, view.bar.draw_button)
    assert view.scene.timeline.busy
    view.scene.relayout()  # what a resize does while the card moves
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and guide.runner.index == 2)
    _click(qtbot, view.bar.draw_button)
    assert view.scene.timeline.busy
    view.skip_animations()
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and guide.runner.index == 3)
