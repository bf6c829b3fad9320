"""Every card game's screen keeps the one card table contract (docs/ARCHITECTURE.md, "The card
table contract"): it fills every part of it, its new-game page is built from its manifest with
the phone seats in it, its end page has the one shape, and it speaks the one vocabulary."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QSpinBox

from app.table.card_table import CardTableView
from app.views.registry import load_views
from engines.manifest import game_spec, game_specs, import_path
from engines.table.session import TableSession

ROOT = Path(__file__).resolve().parents[1]
CARD_GAMES = tuple(
    spec.id for spec in game_specs(shipped_only=True) if issubclass(import_path(spec.view), CardTableView)
)
#: The names each job had before the contract gave it one.
OLD_NAMES = {
    "_on_changed",
    "_on_change",
    "_refresh",
    "_redraw",
    "open_setup",
    "ask_new_game",
    "replay_same_seed",
}


def test_the_card_games_are_the_card_tables() -> None:
    assert CARD_GAMES == ("verso", "revorso", "dj05135")


@pytest.mark.parametrize("game", CARD_GAMES)
def test_a_card_game_fills_every_part_of_the_contract(game: str) -> None:
    view = import_path(game_spec(game).view)
    abstract = [
        name for name, member in vars(CardTableView).items() if getattr(member, "__isabstractmethod__", 0)
    ]
    assert {"refresh", "on_change", "busy", "finish_motion"} <= set(abstract)
    assert all(getattr(view, name) is not getattr(CardTableView, name) for name in abstract), view


@pytest.fixture(params=CARD_GAMES)
def card_table(request, main_window):  # type: ignore[no-untyped-def]
    main_window.show_view(request.param)
    return main_window.views[request.param]


def test_opening_a_card_table_opens_no_window_of_its_own(card_table, main_window) -> None:  # type: ignore[no-untyped-def]
    QApplication.processEvents()
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not main_window]
    assert not shown, shown


def test_the_new_game_page_is_built_from_the_manifest(card_table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = card_table
    spec, page = view.spec, view.setup_page
    engine = spec.state_class()
    assert view.pages.currentWidget() is page and page.start_button.isVisible()
    assert (page.count.minimum(), page.count.maximum()) == (engine.min_players, engine.max_players)
    offered = [page.kinds[0].itemData(i) for i in range(page.kinds[0].count())]
    assert offered == ["person", *(f"{kind}:{level}" for kind, level in spec.bots)]
    assert page.phone_box.isVisible() and page.phone_box.seats is page.seat_rows  # the phone seats, in it
    for option in spec.options:
        widget = page.option_widgets[option.key]
        kind = QComboBox if option.choices or option.seat else QSpinBox if option.high else QCheckBox
        assert isinstance(widget, kind), option.key
    assert page.setup().options == {**engine.default_options}
    page.count.setValue(engine.min_players)
    page.deal.setValue(321)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    setup = view.session.setup
    assert (len(setup.seats), setup.seed, dict(setup.options)) == (
        engine.min_players,
        321,
        engine.default_options,
    )
    assert view.pages.currentWidget() is view.shell


def test_a_game_played_alone_is_played_by_a_person(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("verso")
    page = main_window.views["verso"].setup_page
    page.kinds[0].setCurrentIndex(page.kinds[0].findData("strong:hard"))
    page.count.setValue(1)
    assert not page.kinds[0].isEnabled() and page.setup().seats[0].is_person


def test_the_next_new_game_page_proposes_the_players_of_the_last_game(card_table, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = card_table
    page = view.setup_page
    page.names[0].setText("Zoé")
    page.count.setValue(page.count.maximum())
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    started = view.session.setup.seats
    view.shell.session = None  # as after the app starts again, with no game on the table
    view.show_setup()
    assert page.names[0].text() == "Zoé" and page.setup().seats == started


@pytest.mark.parametrize("game", ["verso", "dj05135", "revorso"])
def test_after_a_guided_game_new_game_keeps_its_computer_player_a_computer(main_window, game) -> None:  # type: ignore[no-untyped-def]
    """The guide's opponent plays the lesson's moves, a computer player the page does not offer:
    the next new game proposes a computer player in that seat, never a person."""
    from engines.guide import load_guide

    main_window.show_view(game)
    view = main_window.views[game]
    view.play_guide(load_guide(game, "en", ""))
    guided = view.session.setup.seats
    view.guided.stop()
    view.show_setup()
    proposed = view.setup_page.setup().seats
    assert [seat.is_bot for seat in proposed] == [seat.is_bot for seat in guided], (guided, proposed)
    assert [seat.name for seat in proposed] == [seat.name for seat in guided]


@pytest.mark.parametrize("game", CARD_GAMES)
def test_the_end_page_has_the_one_shape(main_window, qtbot, game: str) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view(game)
    view = main_window.views[game]
    view.set_mode("end")
    qtbot.waitUntil(lambda: view.pages.currentWidget() is view.end_page)
    end = view.end_page
    session = view.session
    winners = [session.names[w] for w in session.state.winners()]
    assert any(name in end.headline.text() for name in winners) and end.sentence.text()
    assert end.headline.textFormat() == end.sentence.textFormat() == Qt.TextFormat.PlainText  # names
    assert len(end.lines()) == 1 + len(session.setup.seats)
    assert f"{session.setup.seed}" in end.deal.text()
    assert end.again_button.hasFocus()
    qtbot.mouseClick(end.table_button, Qt.MouseButton.LeftButton)
    assert view.pages.currentWidget() is view.shell and view.results_button.isVisible()
    qtbot.mouseClick(view.results_button, Qt.MouseButton.LeftButton)
    assert view.pages.currentWidget() is end
    qtbot.mouseClick(end.replay_button, Qt.MouseButton.LeftButton)
    assert view.session.setup.seed == session.setup.seed and not view.session.state.history
    assert view.pages.currentWidget() is view.shell


def test_every_card_table_speaks_the_one_vocabulary() -> None:
    """One name per job: on_change, refresh, show_setup, replay_deal (and play_again for a new deal)."""
    found = []
    folders = ("table", "guide", "views", *(spec.id for spec in game_specs()))
    views = [ROOT / "app" / folder for folder in folders]
    for path in sorted(path for folder in views for path in folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name in OLD_NAMES:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}")
    assert not found, "\n".join(found)
    assert {spec.id for spec in load_views() if spec.game} >= set(CARD_GAMES)


def test_a_demo_game_is_played_once_and_replayed_equal_and_fresh(card_table, main_window) -> None:  # type: ignore[no-untyped-def]
    """The screenshots' fixed games: each mode's second showing replays the first one's moves
    into a session of its own, equal to the first and sharing nothing with it."""
    from app.table.demos import demo

    view = card_table
    modes = [mode for mode in main_window.specs[view.game].modes if mode != "setup"]
    played: list[object] = []

    def play(mode: str | None) -> TableSession:
        played.append(mode)
        return view.demo_session(mode)

    for mode in modes:
        key = f"check {mode}"  # a key of this test's own: the view's cache stays as it was
        first = demo(view.game, key, lambda _, m=mode: play(m))
        second = demo(view.game, key, lambda _, m=mode: play(m))
        assert second.setup == first.setup and second.state == first.state, mode
        assert second.state is not first.state and second.state.history is not first.state.history
        if not second.over:
            second.state.apply(second.state.legal_actions()[0])
            assert first.state != second.state, mode
    assert played == modes
