"""A game added through its manifest alone shows up everywhere a game does.

The test game lives in ``tests/plugin_game.py`` (not shipped): it reaches the home screen,
``--smoke``, saves and resume, a new-game page, the table shell, an end page and the phones
(its manifest names the generic phone page) with no other change to the app.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton

from app.resume import interrupted_games
from engines.table.session import TableSession
from tests import plugin_game
from tests.contract import check_playout, playout_plan

ROOT = Path(__file__).resolve().parents[1]


def test_the_plugged_game_keeps_to_the_size_promise() -> None:
    assert len(Path(plugin_game.__file__).read_text().splitlines()) <= 150


def test_the_plugged_game_keeps_the_engine_contract(plugged) -> None:  # type: ignore[no-untyped-def]
    for players, seed in playout_plan(plugin_game.HighCardState, 30):
        check_playout(plugin_game.HighCardState, players, seed)


def test_it_has_a_tile_a_table_saves_and_a_resume_offer(
    plugged, qtbot, tmp_path_factory, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication, QEvent, QSettings

    from app.bootstrap import create_app

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("plugdata")))
    QSettings().clear()
    _app, window = create_app(headless=True)
    qtbot.addWidget(window)
    try:
        _play_the_plugged_game(window, qtbot)
    finally:
        # Really delete the window before the game is unplugged: a window left alive would
        # retranslate a tile of a game that no longer exists when a later test changes language.
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _play_the_plugged_game(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.show()
    home = window.views["home"]
    tile = home.findChild(QAbstractButton, "tile-high_card")
    assert tile is not None and "High card" in tile.accessibleName() + tile.text() + tile.toolTip()
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    assert window.current_id == "high_card"
    view = window.views["high_card"]
    # The new-game page, from the manifest alone: two seats (the engine's range), its computer players.
    page = view.setup_page
    assert view.pages.currentWidget() is page and "High card" in page.heading.title.text()
    assert page.count.minimum() == page.count.maximum() == 2
    assert [page.kinds[1].itemData(i) for i in range(page.kinds[1].count())] == [
        "person",
        "random:easy",
        "greedy:medium",
    ]
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    session = view.shell.session
    assert session is not None and session.setup.seats[1].is_bot
    view.buttons[0].click()  # the person plays; the computer answers through the shell's runner
    qtbot.waitUntil(lambda: session.to_act() == 0 or session.over, timeout=10_000)
    assert len(session.state.history) == 2
    found = interrupted_games(window.context.data_dir, list(window.specs.values()))
    assert [g.spec.id for g in found] == ["high_card"]
    resumed, loaded = TableSession.resume(view.shell.store, "high_card")
    assert resumed is not None and resumed.state == session.state, loaded.error
    while not session.over:
        view.buttons[0].click()
        qtbot.waitUntil(lambda: session.to_act() == 0 or session.over, timeout=10_000)
    # The end page, from the manifest alone: the winners, the scores, the sentence that says who wins.
    assert view.pages.currentWidget() is view.end_page
    winners = [session.names[w] for w in session.state.winners()]
    assert all(name in view.end_page.headline.text() for name in winners)
    assert view.end_page.sentence.text() == "Most points wins; players who tie share the win."
    assert len(view.end_page.lines()) == 3  # the header and one line a player
    qtbot.mouseClick(view.end_page.table_button, Qt.MouseButton.LeftButton)
    assert view.pages.currentWidget() is view.shell and "won" in view.shell.banner.text()


def test_the_keyboard_starts_on_the_first_move(plugged, main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("high_card")
    view = main_window.views["high_card"]
    qtbot.mouseClick(view.setup_page.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(view.buttons) and view.buttons[0].hasFocus())
    qtbot.keyClick(view.buttons[0], Qt.Key.Key_Space)
    assert len(view.session.state.history) >= 1


def test_smoke_opens_the_plugged_game(tmp_path: Path) -> None:
    env = dict(
        os.environ, RECTOVERSO_GAMES="tests.plugin_game", PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen"
    )
    done = subprocess.run(
        [sys.executable, "-m", "app", "--smoke"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "8 views opened" in done.stdout


def test_a_game_that_names_no_print_parts_prints_none(plugged, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from export.bundle import PARTS, export_set, plan_files
    from export.sheets import score_sheets

    assert [planned.part for planned in plan_files(("high_card",), parts=PARTS)] == ["calibration"]
    assert score_sheets("high_card", (210.0, 297.0), "en") == []
    report = export_set(tmp_path, ("high_card",), parts=("sheets", "aids"))
    assert report.written == [] and report.skipped == [] and list(tmp_path.iterdir()) == []


def test_the_plugged_game_plays_the_bots_its_manifest_offers(plugged) -> None:  # type: ignore[no-untyped-def]
    from engines.bots import BOT_KINDS, bot_class

    assert plugin_game.SPEC.own_bots == {}
    for kind, _level in plugin_game.SPEC.bots:
        assert bot_class(plugin_game.HighCardState, kind) is BOT_KINDS[kind]


def test_play_on_phones_serves_the_plugged_game_on_the_generic_page(
    plugged, main_window, phones, qtbot
) -> None:  # type: ignore[no-untyped-def]
    from app.table.seat_editor import PHONE
    from tableserver.address import LOOPBACK
    from tests.phone_clients import play_move, sit

    main_window.show_view("high_card")
    view = main_window.views["high_card"]
    page = view.setup_page
    button = page.phone_box.button
    assert button.isEnabled() and "cannot be played on phones" not in button.toolTip()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [page.seat_rows.choice(i) for i in range(2)] == [PHONE, "greedy:medium"]
    page.kinds[1].setCurrentIndex(page.kinds[1].findData(PHONE))  # the second seat on a phone too
    page.phone_box.address.setCurrentIndex(page.phone_box.address.findData(LOOPBACK))
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    host = view.shell.phones
    session = view.session
    assert host.running and session is not None and view.shell.shared_screen.isVisible()
    # The room sees the screen: it shows no phone seat's hand.
    assert view.table.text() == "Each player sees their own cards on their phone."
    try:
        seated = [
            sit(qtbot, phones, host.url, host.code, seat, name) for seat, name in enumerate(("Ana", "Ben"))
        ]
        first = seated[0].last("state")
        assert first is not None and first["phone"]["text"] == str(session.view(0)).splitlines()
        while not session.over:
            seat = session.to_act()
            assert seat is not None
            play_move(qtbot, seated[seat], lambda: session.state.history)
        qtbot.waitUntil(
            lambda: all((m := p.last("state")) is not None and m["over"] for p in seated), timeout=10_000
        )
        winner = session.names[session.state.winners()[0]]
        assert seated[1].last("state")["phone"]["prompt"] == f"Winner: {winner}"  # type: ignore[index]
        assert view.pages.currentWidget() is view.end_page
    finally:
        host.stop()
