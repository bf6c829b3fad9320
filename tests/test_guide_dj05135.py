"""What only DJ05135's guided first game does: its script, a steal checked at its first click,
cards laid out again while they move, and no undo during the steps (the rest is
tests/test_guide_card_tables.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from app.dj05135.table import SIDE_KEEP
from engines.dj05135.actions import StealCard
from engines.guide import GuideRunner, load_guide
from engines.table.session import TableSession
from tests.card_guides import PLAYERS, click, dj05135_click_card, learner_may_act, start_guide

PLAYER = PLAYERS["dj05135"]


@pytest.fixture
def guided(main_window, qtbot):  # type: ignore[no-untyped-def]
    return start_guide(main_window, qtbot, "dj05135")


def _next_until_a_move(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    while view.guide.runner.expected(view.session.state) is None:
        click(qtbot, view.guide.bubble.next_button)
        qtbot.waitUntil(lambda: view.guide.bubble.isVisible())


def _play_to(qtbot, view, reached: Callable[[Any], bool]) -> None:  # type: ignore[no-untyped-def]
    """Play the guide's steps (Next, or the move taught) until the step showing is ``reached``."""
    guide = view.guide
    while not reached(guide.runner.step):
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.busy())
        if guide.runner.step.expect is None:
            click(qtbot, guide.bubble.next_button)
        else:
            PLAYER.play(qtbot, view, guide.runner.expected(view.session.state))
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.busy())


def test_the_script_teaches_play_flip_take_steal_and_a_point() -> None:
    script = load_guide("dj05135", "en")
    state = GuideRunner(script).replay(TableSession.new_state(script.setup))
    kinds = [event.kind for event in state.events if event.actor == 0]
    assert {"play", "flip_hand", "take", "steal", "score"} <= set(kinds)
    assert state.points == [1, 0]
    assert 10 <= len(script.steps) <= 16


def test_a_steal_of_the_wrong_card_is_refused_at_its_first_click(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    _play_to(qtbot, view, lambda step: step.expect is not None and step.expect["type"] == "steal")
    dj05135_click_card(qtbot, view, 9)  # Sam's card, but not the one taught
    assert view.pending_steal is None and guide.bubble.refusal.isVisible()
    dj05135_click_card(qtbot, view, 7)
    assert view.pending_steal == (1, 7)
    keep = view.scene.sprites[SIDE_KEEP]
    on_host = view.guide_targets.on_host
    ringed = view.guide_targets.locate("card:7")  # the side to keep, now the card to click
    assert ringed is not None
    assert on_host.scene(view.table, keep.sceneBoundingRect()).contains(ringed)
    assert ringed.contains(on_host.scene(view.table, keep.mapRectToScene(keep.card_rect())))
    # The bubble leaves the question and both its options in sight.
    for size in ((1366, 768), (1280, 800), (1920, 1080)):
        view.window().resize(*size)
        qtbot.wait(20)
        guide.place()
        question = on_host.scene(view.table, view.scene.side_choice_rect())
        assert not QRectF(guide.bubble.geometry()).intersects(question), size
    dj05135_click_card(qtbot, view, SIDE_KEEP)
    assert view.session.state.hands[0][-1] == 7
    assert isinstance(view.session.state.history[-1], StealCard)


def test_the_step_comes_back_when_the_table_lays_itself_out_while_a_card_moves(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    """The card played is still moving when the table lays itself out again (the banner wrapped
    onto two lines): the guide's next sentence still shows."""
    view, guide = guided, guided.guide
    view.scene.set_tempo(2.0)  # slow, so the move is caught half way
    _next_until_a_move(qtbot, view)
    step = guide.runner.index
    PLAYER.play(qtbot, view, guide.runner.expected(view.session.state))
    assert view.scene.animating()
    scene = view.scene
    scene.fit_to(scene.px_per_unit * 1000, scene.px_per_unit * (scene.height_units - 40))
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and guide.runner.index == step + 1)


def test_undo_waits_for_the_end_of_the_steps(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    """During the steps a move cannot be taken back (the script's deal would be lost); after
    leaving the guide Undo works again."""
    view, guide = guided, guided.guide
    _next_until_a_move(qtbot, view)
    PLAYER.play(qtbot, view, guide.runner.expected(view.session.state))
    qtbot.waitUntil(lambda: learner_may_act(view))
    assert view.session.undo_seat() is not None and not view.shell.undo_button.isEnabled()
    view.guided.stop()
    assert view.shell.undo_button.isEnabled()


def test_the_bear_the_words_announce_is_played_before_next(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    """ "... you see five fish and one bear: get rid of the bear!" ends with Next; a click on the
    bear plays it and the guide goes on to the steal, rather than "Not that move yet"."""
    view, guide = guided, guided.guide
    _play_to(qtbot, view, lambda step: step.say.endswith("get rid of the bear!"))
    index = guide.runner.index
    dj05135_click_card(qtbot, view, 0)  # the bear
    assert not guide.bubble.refusal.isVisible()
    qtbot.waitUntil(lambda: guide.runner.index == index + 2 and guide.bubble.isVisible() and not view.busy())
    assert guide.runner.step.expect["type"] == "steal"
    assert guide.bubble.counter.text().startswith(f"Step {index + 3} of")
