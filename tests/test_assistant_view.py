"""The Rules & setup view: rules browser, setup checklist, stopwatch, ladder, partner draw, scores."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from itertools import combinations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QTextFrame
from PySide6.QtWidgets import QApplication

from app.assistant.rules_page import HOUSE_BACKGROUND, fold_for_search
from app.assistant.scoring_grid import GRID_KEY, load_grid
from app.assistant.setup_texts import SOURCE_TEMPLATES, translated_text
from engines.recto_verso.rules_data import DEFAULT_SCORING_GRID, LADDER_STAGES, LADDER_TITLE
from engines.rules_text import SECTION_IDS
from engines.setup_guide import EN_TEMPLATES, checklist
from engines.table.clock import ManualTime


@pytest.fixture(autouse=True)
def _delete_old_windows() -> Iterator[None]:
    """Delete the closed main windows, so restyling them does not slow every later test."""
    yield
    for widget in QApplication.topLevelWidgets():
        if widget.objectName() == "mainWindow":
            widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("rules")
    view = main_window.views["rules"]
    view.set_clock(ManualTime())
    return view


def click(qtbot, widget) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


# -- the view ------------------------------------------------------------------------------


def test_view_is_registered_with_its_tile(main_window) -> None:  # type: ignore[no-untyped-def]
    spec = main_window.specs["rules"]
    assert spec.order == 50
    assert spec.title == "Rules & setup"
    assert spec.modes == (None, "setup", "stopwatch", "ladder", "partners", "scores")
    home = main_window.view("home")
    assert any(tile.spec.id == "rules" for tile in home.grid.tiles)


@pytest.mark.parametrize("mode", [None, "setup", "stopwatch", "ladder", "partners", "scores"])
def test_every_screenshot_mode_shows_its_page(view, mode) -> None:  # type: ignore[no-untyped-def]
    view.set_mode(mode)
    assert view.current_page() == (mode or "rules")
    assert not view.grab().isNull()


def test_pages_are_reachable_by_keyboard(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.nav.setFocus()
    view.nav.setCurrentRow(0)
    qtbot.keyClick(view.nav, Qt.Key.Key_Down)
    qtbot.keyClick(view.nav, Qt.Key.Key_Down)
    assert view.current_page() == "stopwatch"


# -- rules browser -------------------------------------------------------------------------


def test_rules_table_of_contents_jumps_to_sections(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    rules = view.rules
    click(qtbot, rules.chooser.buttons["revorso"])
    assert rules.game == "revorso"
    assert [rules.toc.item(r).data(Qt.ItemDataRole.UserRole) for r in range(rules.toc.count())] == list(
        SECTION_IDS
    )
    rules.toc.setFocus()
    rules.toc.setCurrentRow(0)
    for _ in range(4):
        qtbot.keyClick(rules.toc, Qt.Key.Key_Down)
    assert rules.current_section() == "scoring"
    bar = rules.browser.verticalScrollBar()
    assert bar.value() == min(rules.section_top("scoring"), bar.maximum())
    assert bar.value() > 0


def test_house_interpretations_are_boxed_and_labelled(view) -> None:  # type: ignore[no-untyped-def]
    view.rules.show_game("verso")
    frames = [
        f
        for f in view.rules.browser.document().rootFrame().childFrames()
        if isinstance(f, QTextFrame) and f.frameFormat().background().color() == HOUSE_BACKGROUND
    ]
    assert len(frames) == len(view.rules.rules.house) == 12
    first_text = frames[0].firstCursorPosition().block().text()
    assert first_text.startswith("House interpretation:")
    # Option tags never show; a note says the decision is a game option.
    plain = view.rules.browser.toPlainText()
    assert "{option=" not in plain and "{#" not in plain
    assert "a game option you can switch on" in plain


def test_rules_search_finds_sections_ignoring_case_and_accents(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    rules = view.rules
    rules.show_game("verso")
    rules.search.setFocus()
    qtbot.keyClicks(rules.search, "JOKER")
    assert rules.found_sections() == rules.rules.search("joker")
    assert {"components", "turn"} <= set(rules.found_sections())
    assert "goal" not in rules.found_sections()
    assert rules.match_positions, "the words are highlighted"
    assert len(rules.browser.extraSelections()) == len(rules.match_positions)
    assert rules.current_section() == rules.found_sections()[0]
    # Enter walks through the matches.
    first = rules.browser.verticalScrollBar().value()
    for _ in range(12):
        qtbot.keyClick(rules.search, Qt.Key.Key_Return)
    assert rules.browser.verticalScrollBar().value() != first
    assert "section" in rules.search_status.text()
    rules.search.clear()
    qtbot.keyClicks(rules.search, "zzzz-nothing")
    assert rules.found_sections() == []
    assert rules.browser.extraSelections() == []


def test_search_in_french_without_accents(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.context.settings.language = "fr"
    rules = view.rules
    rules.show_game("verso")
    qtbot.keyClicks(rules.search, "carre")
    assert "scoring" in rules.found_sections()
    highlighted = {fold_for_search(s.cursor.selectedText()) for s in rules.browser.extraSelections()}
    assert highlighted == {"carre"}


def test_rules_follow_the_app_language(view) -> None:  # type: ignore[no-untyped-def]
    rules = view.rules
    rules.show_game("verso")
    assert rules.toc.item(0).text() == "Goal"
    view.context.settings.language = "fr"
    assert rules.language == "fr"
    assert rules.toc.item(0).text() == "But du jeu"
    assert "Notre interprétation" in rules.browser.toPlainText()
    view.context.settings.language = "it"
    assert rules.rules.title == "Verso" and rules.language == "it"
    view.context.settings.language = "en"
    assert rules.toc.item(0).text() == "Goal"


def test_text_size_buttons(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    rules = view.rules
    size = rules.browser.document().defaultFont().pixelSize()
    click(qtbot, rules.larger)
    assert rules.browser.document().defaultFont().pixelSize() > size


# -- setup checklist -----------------------------------------------------------------------


def test_translation_sources_match_the_guide() -> None:
    assert list(EN_TEMPLATES.values()) == SOURCE_TEMPLATES


@pytest.mark.parametrize(
    ("game", "players", "level", "expected"),
    [
        ("dj05135", 3, "easy", "Deal 6 cards to each player (18 in all)."),
        ("dj05135", 4, "easy", "Spread the other 16 cards face up in the centre in 4 rows of 4"),
        ("revorso", 7, "easy", "Mix two decks together: 170 cards in all."),
        ("verso", 1, "easy", "Count out 35 cards from the 90-card deck"),
        ("verso", 4, "easy", "Count out 60 cards (15 per player)"),
        (
            "recto_verso",
            3,
            "hard",
            "two small partner tokens in the colour of each other player: 4 tokens each",
        ),
        ("recto_verso", 3, "hard", "Put all 11 wooden pieces next to the box (22 cubes in all)"),
        ("recto_verso", 2, "easy", "Set the timer for stage 1: 1:30."),
        ("recto_verso", 6, "easy", "The game lasts 30 rounds"),
    ],
)
def test_setup_checklist_numbers(view, qtbot, game, players, level, expected) -> None:  # type: ignore[no-untyped-def]
    view.show_page("setup")
    page = view.setup
    click(qtbot, page.chooser.buttons[game])
    page.players.setFocus()
    page.players.selectAll()
    qtbot.keyClicks(page.players, str(players))
    if game == "recto_verso":
        page.level.setCurrentIndex(1 if level == "hard" else 0)
    assert page.config()[:2] == (game, players)
    assert page.level.isVisible() == (game == "recto_verso")
    texts = page.texts()
    assert any(expected in text for text in texts), texts
    choices = {"level": level} if game == "recto_verso" else {}
    items = checklist(game, players, **choices)
    assert texts == [f"{n}. {translated_text(item)}" for n, item in enumerate(items, start=1)]


def test_setup_ticks_and_reset(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.show_page("setup")
    page = view.setup
    page.choose("verso", 3)
    total = len(page.rows)
    click(qtbot, page.rows[0].label)  # a click on the text ticks
    page.rows[1].box.setFocus()
    qtbot.keyClick(page.rows[1].box, Qt.Key.Key_Space)
    assert page.ticked_keys() == {page.rows[0].key, page.rows[1].key}
    assert page.progress.text() == f"2 of {total} done"
    # Ticks are kept per configuration.
    page.choose("verso", 4)
    assert page.ticked_keys() == set()
    page.choose("verso", 3)
    assert len(page.ticked_keys()) == 2
    click(qtbot, page.reset_button)
    assert page.ticked_keys() == set()
    for row in page.rows:
        row.box.setChecked(True)
    assert "All set" in page.progress.text()


# -- stopwatch -----------------------------------------------------------------------------


def test_stopwatch_recto_then_verso_stops_and_scores(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.show_page("stopwatch")
    tool = view.stopwatch.tool
    clock = ManualTime(1_000)
    tool.clock = clock
    click(qtbot, tool.start_button)
    assert tool.running
    clock.advance(52_300)
    tool.refresh()
    assert tool.time_display.text() == "0:52.3"
    assert "4 points" in tool.points_display.text()
    tool.recto_button.setFocus()
    qtbot.keyClick(tool, Qt.Key.Key_R)
    assert tool.recto and tool.running
    assert "waiting for Verso" in tool.status.text()
    clock.advance(1_000)
    qtbot.keyClick(tool, Qt.Key.Key_V)
    assert not tool.running
    assert tool.elapsed_ms() == 53_300
    clock.advance(60_000)
    tool.refresh()
    assert tool.time_display.text() == "0:53.3"
    assert tool.points_display.text() == "If correct: 4 points each"
    assert tool.strip.current == 3


def test_stopwatch_verso_first_and_over_time(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    tool = view.stopwatch.tool
    clock = ManualTime()
    tool.clock = clock
    tool.start()
    clock.advance(15_000)
    click(qtbot, tool.verso_button)
    click(qtbot, tool.verso_button)  # taken back
    assert tool.running and not tool.verso
    click(qtbot, tool.verso_button)
    click(qtbot, tool.recto_button)
    assert not tool.running and tool.points() == 7
    tool.start()
    clock.advance(125_000)
    tool.refresh()
    assert tool.points_display.text() == "Over time: 0 points"
    tool.call("recto")
    tool.call("verso")
    assert tool.points_display.text() == "Too slow: 0 points"
    click(qtbot, tool.start_button)  # start again
    clock.advance(1_000)
    click(qtbot, tool.start_button)  # cancel
    assert not tool.watch.started and tool.time_display.text() == "0:00.0"


def test_edited_grid_is_used_and_saved(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.show_page("stopwatch")
    page = view.stopwatch
    editor, tool, settings = page.editor, page.tool, view.context.settings
    assert editor.edited_grid() == DEFAULT_SCORING_GRID
    # 1:00 is worth 9 instead of 4, and a new last row: up to 3:00 for 1 point.
    editor.table.item(3, 1).setText("9")
    click(qtbot, editor.add_button)
    editor.table.item(editor.table.rowCount() - 1, 0).setText("3:00")
    editor.table.item(editor.table.rowCount() - 1, 1).setText("1")
    click(qtbot, editor.save_button)
    assert "Saved" in editor.message.text()
    expected = (*DEFAULT_SCORING_GRID[:3], (60, 9), *DEFAULT_SCORING_GRID[4:], (180, 1))
    assert json.loads(settings.value(GRID_KEY)) == [list(row) for row in expected]
    assert load_grid(settings) == expected
    clock = ManualTime()
    tool.clock = clock
    tool.start()
    clock.advance(52_000)
    tool.call("recto")
    tool.call("verso")
    assert tool.points() == 9
    tool.start()
    clock.advance(170_000)
    tool.call("recto")
    tool.call("verso")
    assert tool.points() == 1

    # A bad grid is refused with the reason and changes nothing.
    editor.table.item(0, 0).setText("0:75")
    click(qtbot, editor.save_button)
    assert "Not saved" in editor.message.text() and "row 1" in editor.message.text()
    editor.table.item(0, 0).setText("0:50")  # after the 0:30 row: not increasing
    click(qtbot, editor.save_button)
    assert "increase" in editor.message.text()
    assert load_grid(settings) == expected

    click(qtbot, editor.default_button)
    assert load_grid(settings) == DEFAULT_SCORING_GRID
    assert tool.grid == DEFAULT_SCORING_GRID
    assert editor.edited_grid() == DEFAULT_SCORING_GRID


def test_a_broken_saved_grid_falls_back_to_the_default(view) -> None:  # type: ignore[no-untyped-def]
    view.context.settings.set_value(GRID_KEY, "[[30, 5], [20, 7]]")
    assert load_grid(view.context.settings) == DEFAULT_SCORING_GRID
    view.context.settings.set_value(GRID_KEY, "not json")
    assert load_grid(view.context.settings) == DEFAULT_SCORING_GRID


def test_full_screen_shows_the_tool_alone_and_esc_comes_back(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.show_page("stopwatch")
    frame = view.stopwatch.frame
    click(qtbot, frame.full_screen_button)
    assert frame.is_full_screen
    host = frame.host
    assert host is not None and frame.content.window() is host
    assert host.isVisible()
    qtbot.waitUntil(host.isActiveWindow, timeout=2000)
    focus = host.focusWidget()
    assert focus is not None and frame.content.isAncestorOf(focus), focus
    qtbot.keyClick(focus, Qt.Key.Key_S)  # the tool's keys work there too
    assert frame.content.running
    qtbot.keyClick(host, Qt.Key.Key_Escape)
    assert not frame.is_full_screen
    assert not host.isVisible()
    assert frame.content.window() is view.window()
    assert view.window().isVisible() and view.isVisible()


# -- co-op ladder --------------------------------------------------------------------------


def test_ladder_countdown_time_up_and_finale(view, qtbot) -> None:  # type: ignore[no-untyped-def]
    view.show_page("ladder")
    tool = view.ladder.tool
    clock = ManualTime()
    tool.clock = clock
    assert tool.countdown.text() == "1:30"
    click(qtbot, tool.start_button)
    clock.advance(88_500)
    tool.refresh()
    assert tool.phase == "running" and tool.countdown.text() == "0:02"
    beeps = []
    tool.alarm.connect(lambda: beeps.append(1))
    clock.advance(1_500)
    tool.refresh()
    assert tool.phase == "timeout" and tool.countdown.text() == "0:00"
    assert beeps == [1] and tool.alarms == 1
    assert tool.flash_on
    flashes = [tool.flash_on]
    for _ in range(20):
        tool.flash_step()
        flashes.append(tool.flash_on)
    assert True in flashes and False in flashes, "the countdown flashes"
    assert tool.stage == 0 and tool.attempt == 2

    # A failed attempt stays on the stage; a correct one climbs.
    qtbot.keyClick(tool, Qt.Key.Key_S)
    clock.advance(10_000)
    click(qtbot, tool.failure_button)
    assert tool.stage == 0 and tool.phase == "ready" and tool.attempt == 3
    for stage, seconds in enumerate(LADDER_STAGES):
        assert tool.drawing.stage == stage
        tool.start()
        assert tool.countdown.text() == f"{seconds // 60}:{seconds % 60:02d}"
        clock.advance(seconds * 1000 - 500)
        tool.refresh()
        click(qtbot, tool.success_button)
    assert tool.phase == "won" and tool.drawing.won
    assert tool.countdown.text() == LADDER_TITLE
    click(qtbot, tool.start_button)
    assert tool.phase == "ready" and tool.stage == 0


# -- partner draw --------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_partner_draw_gives_every_pair_its_rounds(view, qtbot, players) -> None:  # type: ignore[no-untyped-def]
    view.show_page("partners")
    page = view.partners
    page.seed_source = lambda: 11
    names = ["Ana", "Ben", "Chloe", "Dev", "Eli", "Fay"][:players]  # QTest types ASCII only
    page.count.setValue(players)
    for edit, name in zip(page.name_edits, names, strict=False):
        edit.clear()
        qtbot.keyClicks(edit, name)
    page.first.setCurrentIndex(1)
    click(qtbot, page.start_button)
    tool = page.tool
    seen = []
    while not tool.finished:
        current = tool.current()
        assert current is not None
        assert tool.active_name.text() == names[current.active]
        assert tool.partner_name.text() == names[current.partner]
        assert tool.round_label.text() == f"Round {current.number} of {len(tool.schedule)}"
        seen.append((current.active, current.partner))
        qtbot.keyClick(tool, Qt.Key.Key_N)
    per_colour = 2 if players == 3 else 1
    assert len(seen) == players * (players - 1) * per_colour
    assert seen[0][0] == 1
    pairs = Counter(frozenset(pair) for pair in seen)
    assert pairs == {frozenset(p): 2 * per_colour for p in combinations(range(players), 2)}
    assert "game is over" in tool.round_label.text()
    assert not tool.next_button.isEnabled()
    click(qtbot, tool.previous_button)
    assert tool.current() is not None and tool.current().number == len(seen)
