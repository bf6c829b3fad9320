"""How a person plays each card table during its guided game, for the guide tests of every card game.

A :class:`GuidePlayer` says, for one game, how a move is made through the real widgets (a
button, a card, a key), what a careful player does in free play, and which of its moves the
guide should refuse at the first step that expects one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from app.dj05135.table import SIDE_KEEP, SIDE_TURN
from engines.base import Action
from engines.bots import make_bot
from engines.dj05135.actions import StealCard
from engines.revorso import CallBear, Draw, Name, Pass, PlaySwitch, Stop
from engines.verso.actions import Bank
from engines.verso.actions import Draw as VersoDraw

__all__ = ["PLAYERS", "GuidePlayer", "click", "learner_may_act", "start_guide", "walk_steps"]

View = Any
Qtbot = Any


def click(qtbot: Qtbot, widget: QWidget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def learner_may_act(view: View) -> bool:
    session = view.session
    return session.over or (session.is_person_turn() and not view.busy())


def start_guide(main_window: Any, qtbot: Qtbot, game: str) -> View:
    """``game``'s view, on its guided first game in English, its first sentence showing."""
    from engines.guide import load_guide

    main_window.show_view(game)
    view = main_window.views[game]
    view.play_guide(load_guide(game, "en"))
    assert view.guide is not None
    qtbot.waitUntil(lambda: view.guide.bubble.isVisible())
    return view


def walk_steps(
    qtbot: Qtbot, view: View, play_expected: Callable[[], None], still: Callable[[], bool]
) -> set[str]:
    """Follow a guide's steps to free play: each sentence shows and its target is found; Next,
    or the move taught (``play_expected``) once the table is ``still``. The targets seen."""
    guide = view.guide
    seen = set()
    while guide.guiding:
        qtbot.waitUntil(lambda: guide.bubble.isVisible() and still())
        step = guide.runner.step
        assert guide.bubble.text.text() == step.say
        if step.point:
            assert view.guide_targets.locate(step.point) is not None, step.point
            assert guide.highlight.target is not None
            seen.add(step.point)
        if step.expect is None:
            click(qtbot, guide.bubble.next_button)
        else:
            assert not guide.bubble.next_button.isVisible()
            play_expected()
        assert guide.runner.step is not step, step.say
    return seen


# -- Verso -----------------------------------------------------------------------------------


def _verso_play(qtbot: Qtbot, view: View, action: Action) -> None:
    """A draw by its button; a bank by its cards, then Bank."""
    if isinstance(action, VersoDraw):
        click(qtbot, view.bar.flip_button if action.flip else view.bar.take_button)
        return
    assert isinstance(action, Bank)
    for uid in action.cards:
        qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=view.table.card_point(uid))
    click(qtbot, view.bar.bank_button)


def _verso_free_move(qtbot: Qtbot, view: View) -> None:
    bar = view.bar
    if view.session.state.phase == "final":
        click(qtbot, bar.pass_button)
    else:
        click(qtbot, bar.take_button if bar.take_button.isEnabled() else bar.flip_button)


def _verso_wrong(view: View, expected: Action) -> QWidget:
    assert isinstance(expected, VersoDraw)
    return view.bar.take_button if expected.flip else view.bar.flip_button


# -- Revorso ---------------------------------------------------------------------------------


def _symbol_button(view: View, symbol: str) -> QWidget:
    return next(b for b in view.bar.symbol_buttons if b.symbol == symbol)


def revorso_button(view: View, action: Action) -> QWidget:
    """The widget a person clicks to play ``action``."""
    bar = view.bar
    if isinstance(action, Name | CallBear):
        return _symbol_button(view, action.symbol)
    if isinstance(action, Pass):
        return bar.bear_pass if view.state.phase == "bear" else bar.switch_pass
    buttons = {Draw: bar.draw_button, Stop: bar.stop_button, PlaySwitch: bar.switch_button}
    return buttons[type(action)]


def _revorso_play(qtbot: Qtbot, view: View, action: Action) -> None:
    click(qtbot, revorso_button(view, action))


def _revorso_free_move(qtbot: Qtbot, view: View) -> None:
    """A careful player: two cards, then stop, and every card named right (the test peeks)."""
    state, bar = view.state, view.bar
    if state.phase == "draw":
        draw_more = state.drawn < 2 and bar.draw_button.isEnabled()
        click(qtbot, bar.draw_button if draw_more or not bar.stop_button.isEnabled() else bar.stop_button)
    elif state.phase in ("answer", "bear"):
        click(qtbot, _symbol_button(view, state.sequence[-1]))
    elif state.phase == "switch":
        click(qtbot, bar.switch_pass)
    else:
        click(qtbot, bar.steal_buttons[0])


def _revorso_wrong(view: View, expected: Action) -> QWidget | None:
    """Stop for Draw, a fourth card for Stop, once both may be played."""
    bar = view.bar
    other = {Draw: bar.stop_button, Stop: bar.draw_button}.get(type(expected))
    return other if other is not None and other.isEnabled() else None


# -- DJ05135 ---------------------------------------------------------------------------------


def dj05135_click_card(qtbot: Qtbot, view: View, key: object) -> None:
    """A click on a card (or a steal's side option) where it is drawn on screen."""
    sprite = view.scene.sprites[key]
    assert sprite.isVisible(), key
    point = view.table.mapFromScene(sprite.scenePos())
    qtbot.mouseClick(view.table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(point.x(), point.y()))


def _dj05135_play(qtbot: Qtbot, view: View, action: Action) -> None:
    """Its card, then a steal's side."""
    dj05135_click_card(qtbot, view, action.tag)  # type: ignore[attr-defined]
    if isinstance(action, StealCard):
        dj05135_click_card(qtbot, view, SIDE_KEEP if action.keep_seen_side else SIDE_TURN)


def _dj05135_free_move(qtbot: Qtbot, view: View) -> None:
    state = view.session.state
    helper = make_bot(type(state), "greedy", "easy", seed=len(state.history))
    _dj05135_play(qtbot, view, helper.choose(state.view(0), state.legal_actions()))


def _dj05135_wrong(view: View, expected: Action) -> object:
    state = view.session.state
    tag = expected.tag  # type: ignore[attr-defined]
    return next(t for t in state.hands[state.current_player] if t != tag)


@dataclass(frozen=True)
class GuidePlayer:
    """One card game as its guided game is played through the widgets."""

    game: str
    #: Targets the steps must point at on the way.
    targets: frozenset[str]
    #: Make a move as a person does.
    play: Callable[[Qtbot, View, Action], None]
    #: A free-play move of a careful player.
    free_move: Callable[[Qtbot, View], None]
    #: What a person clicks for another move than the step's expected one: a widget, or a card
    #: (None: no other move may be played now).
    wrong: Callable[[View, Action], object]
    #: The keys of a wrong and of the expected move at the first step that wants one (None: the
    #: table's keys are its cards).
    keys: tuple[Qt.Key, Qt.Key] | None

    def click_wrong(self, qtbot: Qtbot, view: View, expected: Action) -> None:
        wrong = self.wrong(view, expected)
        if isinstance(wrong, QWidget):
            click(qtbot, wrong)
        else:
            assert wrong is not None
            dj05135_click_card(qtbot, view, wrong)

    def key_target(self, view: View) -> QWidget:
        """Where a person's key presses go on this table."""
        return view.table if view.table.focusPolicy() != Qt.FocusPolicy.NoFocus else view


PLAYERS = {
    "verso": GuidePlayer(
        "verso",
        frozenset({"pile", "row:blue", "seat:1", "button:take"}),
        _verso_play,
        _verso_free_move,
        _verso_wrong,
        (Qt.Key.Key_F, Qt.Key.Key_T),
    ),
    "revorso": GuidePlayer(
        "revorso",
        frozenset({"deck", "button:draw", "button:stop", "button:switch", "symbol:honey", "seat:0"}),
        _revorso_play,
        _revorso_free_move,
        _revorso_wrong,
        (Qt.Key.Key_S, Qt.Key.Key_D),
    ),
    "dj05135": GuidePlayer(
        "dj05135",
        frozenset({"hand:0", "seat:1", "card:7", "legend", "points:0"}),
        _dj05135_play,
        _dj05135_free_move,
        _dj05135_wrong,
        None,
    ),
}
