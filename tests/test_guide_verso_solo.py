"""Verso played alone has its own guided game (its scripts replay in tests/test_guide_scripts.py):
the real widgets play it through clicks and keys from its entry on the new-game page to the end."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from engines.guide import GuideRunner, load_guide
from engines.guide.script import guide_path
from engines.table.session import TableSession
from engines.verso.actions import Bank
from tests.card_guides import PLAYERS, click, walk_steps

LANGUAGES = ("en", "fr", "it", "pt")


def test_verso_has_a_solo_guide_in_every_language() -> None:
    for language in LANGUAGES:
        assert guide_path("verso", language, "solo").is_file(), language


def test_the_solo_script_teaches_one_seat_against_the_deck() -> None:
    """One person and nobody else; the deck's card turns one of theirs before the bank."""
    script = load_guide("verso", "en", "solo")
    assert len(script.setup.seats) == 1 and script.learner == 0
    runner = GuideRunner(script)
    state = runner.replay(TableSession.new_state(script.setup))
    flips = [e for turn in state.log for e in turn.events if e.kind == "flip" and e.note == "solo"]
    assert flips, "the deck never made the player turn a card"
    assert any(isinstance(turn.action, Bank) for turn in state.log)
    assert "opponent" in {step.point for step in script.steps}
    assert any("35" in step.say for step in script.steps)


@pytest.fixture
def verso(main_window):  # type: ignore[no-untyped-def]
    main_window.show_view("verso")
    view = main_window.views["verso"]
    view.guided.offer.hide()
    return view


def _solo_entry(qtbot, view) -> QPushButton:  # type: ignore[no-untyped-def]
    """Choose one player on the new-game page; the entry beside the solo note."""
    page = view.setup_page
    assert not view.solo_guide.setup_button.isVisible()  # three players by default
    page.count.setValue(1)
    button = view.solo_guide.setup_button
    assert button.isVisible() and button.text() == "Learn solo play by playing"
    assert page.note.text().startswith("Solo:")
    return button


@pytest.fixture
def guided(qtbot, verso):  # type: ignore[no-untyped-def]
    click(qtbot, _solo_entry(qtbot, verso))
    assert verso.guide is not None
    qtbot.waitUntil(lambda: verso.guide.bubble.isVisible())
    return verso


def test_the_entry_starts_the_solo_guide(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view = guided
    assert view.pages.currentWidget() is view.shell
    assert view.guide.script == load_guide("verso", "en", "solo")
    assert view.session.setup.seed == 57 and len(view.session.setup.seats) == 1
    assert view.guide.bubble.text.text().startswith("Alone, you play against")


def test_the_entry_goes_with_more_than_one_player(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    _solo_entry(qtbot, verso)
    verso.setup_page.count.setValue(2)
    assert not verso.solo_guide.setup_button.isVisible()


def test_the_solo_guide_is_played_by_clicks_to_its_end(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    verso = PLAYERS["verso"]
    seen_targets = walk_steps(
        qtbot,
        view,
        lambda: verso.play(qtbot, view, guide.runner.expected(view.session.state)),
        lambda: not view.busy(),
    )
    assert {"pile", "opponent", "discard", "row:blue", "button:flip", "button:take"} <= seen_targets
    assert view.session.state.points == [4]
    qtbot.waitUntil(lambda: view._human_turn())
    assert guide.bubble.isVisible() and guide.bubble.counter.text() == "Hint"
    for _ in range(60):
        qtbot.waitUntil(lambda: view._human_turn() or view.session.over, timeout=10000)
        if view.session.over:
            break
        PLAYERS["verso"].free_move(qtbot, view)
    qtbot.waitUntil(lambda: view.pages.currentWidget() is view.end_page)
    assert view.end_page.sentence.text()  # the solo ranking
    assert not view.solo_guide.end_button.isVisible()  # the guide is still saying goodbye
    assert guide.finished and guide.bubble.isVisible()
    for sentence in guide.script.skipped:
        assert sentence in guide.bubble.text.text()
    click(qtbot, guide.bubble.next_button)
    assert view.guide is None


def test_a_wrong_move_is_refused_and_the_step_said_again(qtbot, guided) -> None:  # type: ignore[no-untyped-def]
    view, guide = guided, guided.guide
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_Return)  # Enter is Next: the pile
    qtbot.waitUntil(lambda: view._human_turn())
    step = guide.runner.step
    assert step.expect == {"type": "draw", "flip": True}
    click(qtbot, view.bar.take_button)  # not the move taught
    assert view.session.state.history == []
    assert guide.runner.step is step
    assert guide.bubble.refusal.isVisible()
    assert guide.bubble.text.text() == step.say
    qtbot.keyClick(view.table, Qt.Key.Key_F)  # the flip key plays the move taught
    assert view.session.state.history[0].flip is True
    assert guide.runner.step is not step


def test_a_solo_end_page_offers_the_guide(qtbot, verso) -> None:  # type: ignore[no-untyped-def]
    """A solo game played without the guide ends on a page that offers it; a game for two does not."""
    page = verso.setup_page
    page.count.setValue(1)
    click(qtbot, page.start_button)
    assert verso.guide is None
    verso.show_end()
    button = verso.solo_guide.end_button
    assert button.isVisible() and button.text() == "Learn solo play by playing"
    click(qtbot, button)
    assert verso.guide is not None and verso.session.setup.seed == 57
    assert verso.pages.currentWidget() is verso.shell
    verso.guided.stop()
    verso.show_setup()
    page.count.setValue(2)
    click(qtbot, page.start_button)
    verso.show_end()
    assert not verso.solo_guide.end_button.isVisible()


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_opponents_step_keeps_what_the_opponent_did_in_sight(qtbot, main_window, language) -> None:  # type: ignore[no-untyped-def]
    """ "Then the opponent plays: … green 6 became orange 5": the ring frames the opponent's card
    with the words beside it, so the bubble never covers "green 6 → orange 5, not higher"."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

    main_window.context.settings.language = language
    main_window.resize(1366, 768)
    try:
        main_window.show_view("verso")
        view = main_window.views["verso"]
        view.guided.offer.hide()
        view.setup_page.count.setValue(1)
        click(qtbot, view.solo_guide.setup_button)
        guide = view.guide
        while guide.runner.step is not None and guide.runner.step.point != "opponent":
            qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.busy())
            if guide.runner.step.expect is None:
                click(qtbot, guide.bubble.next_button)
            else:
                PLAYERS["verso"].play(qtbot, view, guide.runner.expected(view.session.state))
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and not view.busy())
        area = guide.targets.locate("opponent")
        words = [
            item
            for item in view.table.scene().items()
            if isinstance(item, QGraphicsTextItem | QGraphicsSimpleTextItem)
            and "→" in (item.toPlainText() if isinstance(item, QGraphicsTextItem) else item.text())
        ]
        assert words and area is not None
        for item in words:
            shown = view.guide_targets.on_host.scene(view.table, item.sceneBoundingRect())
            assert area.contains(shown), (area, shown)
            assert not guide.bubble.geometry().intersects(shown.toRect())
    finally:
        main_window.context.settings.language = "en"
