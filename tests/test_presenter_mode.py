"""Presenter mode: one switch scales and restyles the app; card games explain moves and,
on the teacher's word only, show every hand with a banner saying so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app import theme
from engines import new_game
from engines.rng import choice, make_rng

CARD_GAMES = ("verso", "revorso", "dj05135")


def _presenter_button(window):  # type: ignore[no-untyped-def]
    return window.toolbar.widgetForAction(window.presenter_action)


def test_toolbar_switch_scales_and_raises_contrast(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    settings = main_window.context.settings
    assert not settings.presenter_mode and theme.current_scale() == 1.0
    qtbot.mouseClick(_presenter_button(main_window), Qt.MouseButton.LeftButton)
    assert settings.presenter_mode and main_window.presenter_action.isChecked()
    assert theme.current_scale() == 1.5 and theme.high_contrast()
    assert "#gameLog" in QApplication.instance().styleSheet()  # logs enlarged
    settings.presenter_scale = 1.8  # adjustable
    assert theme.current_scale() == 1.8
    qtbot.keyClick(
        main_window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert not settings.presenter_mode and theme.current_scale() == 1.0 and not theme.high_contrast()


def test_settings_dialog_has_the_presenter_switch_and_size(main_window) -> None:  # type: ignore[no-untyped-def]
    from app.dialogs.settings_dialog import SettingsDialog

    settings = main_window.context.settings
    dialog = SettingsDialog(settings, main_window)
    dialog.presenter.setChecked(True)
    dialog.presenter_scale.setValue(1.7)
    dialog.accept()
    assert settings.presenter_mode and settings.presenter_scale == 1.7
    assert main_window.presenter_action.isChecked() and theme.current_scale() == 1.7
    settings.presenter_mode = False


@pytest.mark.parametrize("view_id", CARD_GAMES)
def test_card_games_explain_and_show_all_hands_only_on_request(main_window, qtbot, view_id) -> None:  # type: ignore[no-untyped-def]
    settings = main_window.context.settings
    main_window.show_view(view_id)
    view = main_window.views[view_id]
    view.set_mode(None)
    panel = view.shell.presenter if hasattr(view, "shell") else view.presenter  # games in the table shell
    assert not panel.isVisible()  # nothing of it outside presenter mode
    settings.presenter_mode = True
    try:
        assert panel.isVisible() and panel.show_all.isVisible()
        assert "Rule:" in panel.explain_text.text()
        assert not panel.banner.isVisible() and not panel.hands_text.isVisible()
        calls = []
        real = panel._hands
        if real is not None:  # DJ05135 shows the hidden sides on its table, not in a list
            panel._hands = lambda: calls.append(1) or real()  # type: ignore[method-assign]
        panel.refresh()
        assert not calls  # the true state is not read unless the teacher asks
        qtbot.mouseClick(panel.show_all, Qt.MouseButton.LeftButton, pos=panel.show_all.rect().center())
        assert panel.showing_all and (calls or real is None)
        assert panel.banner.isVisible() and "ALL HANDS" in panel.banner.text()
        assert panel.hands_text.isVisible() and panel.hands_text.text()
        if view_id == "dj05135":
            assert view.scene.other_sides_shown()
    finally:
        settings.presenter_mode = False
    assert not panel.show_all.isChecked() and not panel.isVisible()  # leaving presenter mode hides hands
    if view_id == "dj05135":
        assert not view.scene.other_sides_shown()


def test_a_long_explanation_scrolls_inside_the_panel(main_window) -> None:  # type: ignore[no-untyped-def]
    """The table below must stay in view on a projector: at most a few lines, then a scroll bar."""
    main_window.resize(1920, 1080)
    main_window.show_view("dj05135")
    view = main_window.views["dj05135"]
    view.set_mode(None)
    main_window.context.settings.presenter_mode = True
    panel = view.shell.presenter if hasattr(view, "shell") else view.presenter  # games in the table shell
    line = panel.explain_text.fontMetrics().lineSpacing()
    panel.explain_text.setText("A rule to remember. " * 200)
    panel.resize(panel.width(), panel.height())
    panel._fit_explanation()
    assert panel.explain_scroll.height() <= line * panel.EXPLAIN_LINES + 4
    assert panel.explain_scroll.verticalScrollBar().maximum() > 0
    panel.explain_text.setText("Short.")
    panel._fit_explanation()
    assert panel.explain_scroll.height() <= 2 * line
    main_window.context.settings.presenter_mode = False


def _play(game: str, players: int, moves: int, seed: int = 3):  # type: ignore[no-untyped-def]
    state = new_game(game, players, seed, {})
    rng = make_rng(seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(choice(state.legal_actions(), rng))
    return state


def test_explain_modules_give_a_rule_for_every_move() -> None:
    from engines.dj05135.explain import explain_last as dj_explain
    from engines.dj05135.explain import hidden_sides as dj_hidden
    from engines.revorso.explain import all_hands as rv_hands
    from engines.revorso.explain import explain_last as rv_explain
    from engines.text import Message
    from engines.verso.explain import all_hands as v_hands
    from engines.verso.explain import explain_last as v_explain

    assert v_explain(new_game("verso", 2, 1, {})) is None
    for moves in range(1, 60, 7):
        v = _play("verso", 3, moves)
        e = v_explain(v, ["A", "B", "C"])
        assert e is not None and e.what and e.rules and all(isinstance(r, Message) for r in e.rules)
        assert len(v_hands(v)) == 4  # three hands and the pile's top card
        d = _play("dj05135", 3, moves)
        e = dj_explain(d, ["A", "B", "C"], -2)
        assert e is not None and e.what and e.rules
        assert len(dj_hidden(d, 0)) == len(d.sides)  # every card's unseen side, hands and centre
        r = _play("revorso", 3, moves)
        e = rv_explain(r, ["A", "B", "C"])
        assert e is None or (e.what and (e.rules or r.history[-1].kind == "pass"))
        hands = rv_hands(r)
        assert sum(len(line.cards) for line in hands) == len(r.sequence)
