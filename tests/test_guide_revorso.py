"""What only Revorso's guided first game does: its script, and the offers of Switch and Bear,
which wait for the learner during the steps (the rest is tests/test_guide_card_tables.py)."""

from __future__ import annotations

import pytest

from engines.guide import GuideRunner, load_guide
from engines.revorso import PlaySwitch
from engines.table.session import TableSession
from tests.card_guides import click, learner_may_act, revorso_button, start_guide


@pytest.fixture
def guided(main_window, qtbot):  # type: ignore[no-untyped-def]
    return start_guide(main_window, qtbot, "revorso")


def test_the_script_teaches_the_draw_the_stop_the_test_switch_bear_and_the_score() -> None:
    script = load_guide("revorso", "en")
    state = GuideRunner(script).replay(TableSession.new_state(script.setup))
    mine = [a.to_json()["type"] for a, actor in zip(state.history, state.actors, strict=True) if actor == 0]
    assert {"draw", "stop", "name", "play_switch", "call_bear"} <= set(mine)
    assert state.scores()[0] == 6  # cushion, honey, carrot and the honey won with Bear
    assert 10 <= len(script.steps) <= 16
    assert any(step.point == "seat:0" and step.expect is None for step in script.steps)


def _walk_to_the_switch_offer(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    guide = view.guide
    while guide.runner.step is None or guide.runner.step.expect != {"type": "play_switch"}:
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.busy())
        if guide.runner.waits_for_next:
            click(qtbot, guide.bubble.next_button)
        else:
            click(qtbot, revorso_button(view, guide.runner.expected(view.session.state)))
    qtbot.waitUntil(lambda: learner_may_act(view) and guide.bubble.isVisible())


def test_the_offer_waits_for_the_learner_during_the_steps(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view = guided
    _walk_to_the_switch_offer(qtbot, view)
    assert view.state.phase == "switch" and view.bar.currentWidget() is view.bar.page_switch
    assert not view.offers.countdown.running
    view.offers.countdown.poll()
    assert view.state.phase == "switch"  # nothing ran out: the bubble may take its time
    click(qtbot, view.bar.switch_button)
    assert view.state.history[-1] == PlaySwitch()


def test_after_the_steps_an_offer_is_timed_as_usual(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view = guided
    _walk_to_the_switch_offer(qtbot, view)
    view.guided.stop()  # leaving the guide: the game goes on, and so does the clock
    assert view.guide is None and view.offers.countdown.running


def test_the_step_comes_back_when_the_table_lays_itself_out_while_a_card_moves(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    """A drawn card is still moving when the table changes size (a banner that wraps onto a
    second line): the guide's next sentence still shows."""
    view, guide = guided, guided.guide
    view.scene.set_tempo(2.0)  # slow, so the move is caught half way
    click(qtbot, guide.bubble.next_button)  # the deck
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and guide.runner.index == 1)
    click(qtbot, view.bar.draw_button)
    assert view.scene.timeline.busy
    view.scene.relayout()  # what a resize does while the card moves
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and guide.runner.index == 2)
