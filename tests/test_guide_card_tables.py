"""Every card game's guided first game, played through the real widgets: clicks to the end,
refusals, Enter and Esc, the offer, the home tile and the rules page, a replayed deal, cut-short
moves and undo (docs/ARCHITECTURE.md, "Guided first games"). What differs between the games is
how a person makes a move: tests/card_guides.py."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.settings import GUIDES_OFFERED
from engines.guide.script import has_guide
from engines.manifest import game_ids
from tests.card_guides import PLAYERS, GuidePlayer, click, learner_may_act, start_guide, walk_steps

GAMES = tuple(PLAYERS)


@pytest.fixture(params=GAMES)
def player(request) -> GuidePlayer:  # type: ignore[no-untyped-def]
    return PLAYERS[request.param]


@pytest.fixture
def guided(main_window, qtbot, player):  # type: ignore[no-untyped-def]
    return start_guide(main_window, qtbot, player.game)


def _to_the_first_move(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """Next until a step expects a move of the learner, and the table takes it."""
    guide = view.guide
    while guide.runner.expected(view.session.state) is None:
        click(qtbot, guide.bubble.next_button)
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and learner_may_act(view))


def test_every_card_game_with_a_guide_is_played_here() -> None:
    assert set(GAMES) == {game for game in game_ids(shipped_only=True) if has_guide(game)} - {"recto_verso"}


def test_the_guided_game_is_played_by_clicks_to_its_end(qtbot, guided, player) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide

    def play_expected() -> None:
        before = len(view.session.state.history)
        player.play(qtbot, view, guide.runner.expected(view.session.state))
        assert len(view.session.state.history) == before + 1

    seen = walk_steps(qtbot, view, play_expected, lambda: not view.busy())
    assert player.targets <= seen
    qtbot.waitUntil(lambda: learner_may_act(view))
    assert guide.bubble.isVisible() and guide.bubble.counter.text() == "Hint"
    for _ in range(2000):
        qtbot.waitUntil(lambda: learner_may_act(view), timeout=10_000)
        if view.session.over:
            break
        player.free_move(qtbot, view)
    qtbot.waitUntil(lambda: view.pages.currentWidget() is view.end_page)
    assert guide.finished and guide.bubble.isVisible()
    won = guide.script.learner in view.session.state.winners()
    headline = guide.bubble.text.text().splitlines()[0]
    assert headline == ("Well played!" if won else "Not this time…")  # the last words match the outcome
    for sentence in guide.script.skipped:
        assert sentence in guide.bubble.text.text()
    click(qtbot, guide.bubble.next_button)
    assert view.guide is None


def test_a_wrong_move_is_refused_and_the_step_said_again(qtbot, guided, player) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    _to_the_first_move(qtbot, view)
    expected = guide.runner.expected(view.session.state)
    while player.wrong(view, expected) is None:  # no other move yet: the taught one, and on
        player.play(qtbot, view, expected)
        qtbot.waitUntil(lambda: learner_may_act(view) and guide.bubble.isVisible())
        _to_the_first_move(qtbot, view)
        expected = guide.runner.expected(view.session.state)
    step, before = guide.runner.step, list(view.session.state.history)
    player.click_wrong(qtbot, view, expected)
    assert view.session.state.history == before
    assert guide.runner.step is step and guide.bubble.refusal.isVisible()
    assert guide.bubble.text.text() == step.say
    player.play(qtbot, view, expected)
    assert view.session.state.history == [*before, expected]
    assert guide.runner.step is not step


def test_enter_is_next_and_escape_asks_before_leaving(qtbot, guided, player, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    target = player.key_target(view)
    target.setFocus()
    qtbot.keyClick(target, Qt.Key.Key_Return)
    assert guide.runner.index == 1
    assert view.session.state.history == []  # Enter was Next, not the table's own Enter
    if player.keys is not None:
        wrong, right = player.keys
        _to_the_first_move(qtbot, view)
        expected = guide.runner.expected(view.session.state)
        qtbot.keyClick(player.key_target(view), wrong)  # refused: not the move taught
        assert view.session.state.history == []
        qtbot.keyClick(player.key_target(view), right)  # the key of the move taught plays it
        assert view.session.state.history == [expected]
    asked: list[bool] = []
    monkeypatch.setattr(view.guided, "confirm_leave", lambda: asked.append(True) or False)
    qtbot.keyClick(player.key_target(view), Qt.Key.Key_Escape)
    assert asked and view.guide is guide
    assert view.window().current_id == player.game
    monkeypatch.setattr(view.guided, "confirm_leave", lambda: True)
    qtbot.keyClick(player.key_target(view), Qt.Key.Key_Escape)
    assert view.guide is None
    assert view.window().current_id == player.game
    assert view.pages.currentWidget() is view.shell


def test_the_offer_appears_on_first_opening_only(qtbot, main_window, player) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view(player.game)
    view = main_window.views[player.game]
    assert view.pages.currentWidget() is view.setup_page
    offer, heading = view.guided.offer, view.setup_page.heading
    assert offer.isVisible() and view.spec.name in offer.text.text()
    assert offer.geometry().top() >= heading.geometry().bottom()  # a line of the page, covering nothing
    click(qtbot, offer.decline_button)
    assert not offer.isVisible() and view.guide is None
    main_window.show_view("home")
    main_window.show_view(player.game)
    assert not offer.isVisible()
    assert player.game in main_window.context.settings.get(GUIDES_OFFERED).split(",")


def test_the_offer_starts_the_guide(qtbot, main_window, player) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view(player.game)
    view = main_window.views[player.game]
    click(qtbot, view.guided.offer.accept_button)
    assert view.guide is not None and view.pages.currentWidget() is view.shell
    qtbot.waitUntil(lambda: view.guide.bubble.isVisible())


def test_the_offer_is_in_the_tab_order_where_it_stands(qtbot, main_window, player) -> None:  # type: ignore[no-untyped-def]
    """Tab from the offer reaches its two buttons before the saved-game button under it."""
    main_window.show_view(player.game)
    view = main_window.views[player.game]
    offer, following = view.guided.offer, view.setup_page.load_button
    assert offer.decline_button.nextInFocusChain() is offer.accept_button
    chain, widget = [], offer.accept_button
    while widget is not following and len(chain) < 5:
        widget = widget.nextInFocusChain()
        chain.append(widget)
    assert widget is following


def test_the_home_tile_and_the_rules_page_start_the_guided_game(qtbot, main_window, player) -> None:  # type: ignore[no-untyped-def]
    button = main_window.views["home"].grid.learn_buttons[player.game]
    assert "Learn by playing" in button.text()
    click(qtbot, button)
    view = main_window.views[player.game]
    assert main_window.current_id == player.game
    assert view.guide is not None and view.guide.script.language == "en"
    assert not view.guided.offer.isVisible() and view.session.state.history == []
    view.guided.stop()
    main_window.show_view("rules")
    rules = main_window.views["rules"].rules
    rules.show_game(player.game)
    click(qtbot, rules.learn_button)
    assert main_window.current_id == player.game and view.guide is not None


def test_replaying_the_deal_after_a_guided_game_plays_it_without_the_guide(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view = guided
    seed = view.guide.script.setup.seed
    view.guide.show_end(view.guide.well_played())
    view.replay_deal()
    assert view.guide is None
    assert view.session.setup.seed == seed and view.session.state.history == []


def test_the_step_comes_back_after_moving_cards_are_cut_short(qtbot, guided, player) -> None:  # type: ignore[no-untyped-def]
    """A click or a key while a move's cards still move jumps to its end: the next sentence
    still shows."""
    view, guide = guided, guided.guide
    moving = view.table if hasattr(view.table, "set_tempo") else view.scene
    moving.set_tempo(2.0)  # slow, so the move is caught half way
    _to_the_first_move(qtbot, view)
    step = guide.runner.index
    player.play(qtbot, view, guide.runner.expected(view.session.state))
    assert view.busy()
    view.finish_motion()
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and guide.runner.index == step + 1)


def test_finish_here_ends_free_play_with_the_last_words_and_the_game_stays(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    """Free play ends at a natural point: "Finish here" says the closing words at any move, and
    closing them leaves the game on the table, to play on or leave."""
    view, guide = guided, guided.guide
    walk_steps(qtbot, view, lambda: _play_expected(qtbot, view), lambda: not view.busy())
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and learner_may_act(view))
    assert not guide.bubble.finish_button.isVisible() or guide.runner.free
    assert guide.bubble.finish_button.isVisible() and guide.bubble.finish_button.text() == "Finish here"
    history = list(view.session.state.history)
    click(qtbot, guide.bubble.finish_button)
    assert guide.finished and guide.bubble.text.text().startswith("You have seen how the game goes.")
    for sentence in guide.script.skipped:
        assert sentence in guide.bubble.text.text()
    click(qtbot, guide.bubble.next_button)
    assert view.guide is None and view.pages.currentWidget() is view.shell
    assert view.session.state.history == history and not view.session.over


def _play_expected(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    PLAYERS[view.game].play(qtbot, view, view.guide.runner.expected(view.session.state))


def test_after_a_click_on_next_the_table_has_the_keys(qtbot, guided, player) -> None:  # type: ignore[no-untyped-def]
    """A click on the bubble's Next leaves the keys with the table: the key of the move taught
    plays it at once, with no click on the table first."""
    view, guide = guided, guided.guide
    view.key_home().setFocus()
    while guide.runner.expected(view.session.state) is None:
        click(qtbot, guide.bubble.next_button)
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and learner_may_act(view))
        focus = QApplication.focusWidget()
        assert view.isAncestorOf(focus) and not guide.bubble.isAncestorOf(focus), focus
    if player.keys is not None:
        expected = guide.runner.expected(view.session.state)
        qtbot.keyClick(QApplication.focusWidget(), player.keys[1])
        assert view.session.state.history == [expected]


def test_the_ring_follows_the_cards_when_their_room_changes_in_the_same_window(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    """The side column widening (or the action bar coming) fits the cards again without any
    resize of the window: the ring and the bubble follow, never framing where a card was."""
    view, guide = guided, guided.guide
    qtbot.waitUntil(lambda: guide.bubble.isVisible() and guide.highlight.target is not None)
    side = view.shell.side_scroll
    side.setFixedWidth(side.width() + 160)
    qtbot.waitUntil(lambda: guide.highlight.target == guide.targets.locate(guide._target), timeout=2_000)
