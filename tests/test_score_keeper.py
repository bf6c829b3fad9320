"""The score keeper: totals, each game's tie rule, saving between sessions, and a bad file."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QApplication

from app.assistant.score_model import SCORES_FILE, Outcome, ScoreBook, ScoreSheet, load_book, save_book
from app.assistant.scores import ScoresPage

# -- the model -----------------------------------------------------------------------------


def sheet(game: str, rounds: list[list[int]], honey: list[int] | None = None) -> ScoreSheet:
    players = len(rounds[0])
    return ScoreSheet(game, [f"P{n}" for n in range(players)], rounds, honey or [0] * players)


def test_totals_and_plain_lead() -> None:
    s = sheet("verso", [[3, 5, 1], [4, 0, 2]])
    assert s.totals() == [7, 5, 3]
    outcome = s.outcome()
    assert outcome.leaders == (0,) and outcome.decided_by == "points" and not outcome.finished


@pytest.mark.parametrize("game", ["recto_verso", "verso"])
def test_ties_are_shared(game: str) -> None:
    outcome = sheet(game, [[4, 4, 1]], honey=[0, 5, 0]).outcome()
    assert outcome.leaders == (0, 1) and outcome.decided_by == "shared"


def test_revorso_tie_goes_to_most_honey_then_is_shared() -> None:
    assert sheet("revorso", [[9, 9, 3]], honey=[2, 4, 9]).outcome().leaders == (1,)
    assert sheet("revorso", [[9, 9, 3]], honey=[2, 4, 9]).outcome().decided_by == "tie_break"
    shared = sheet("revorso", [[9, 9, 3]], honey=[4, 4, 9]).outcome()
    assert shared.leaders == (0, 1) and shared.decided_by == "shared"
    assert sheet("revorso", [[10, 9, 3]], honey=[0, 4, 9]).outcome().leaders == (0,)


def test_dj05135_first_to_three_wins_even_if_overtaken_later() -> None:
    s = sheet("dj05135", [[1, 0], [1, 2], [1, 0], [0, 2]])
    outcome = s.outcome()
    assert outcome.leaders == (0,) and outcome.finished and outcome.decided_by == "target"
    assert not sheet("dj05135", [[1, 2]]).outcome().finished


def test_a_sheet_follows_the_rules_its_games_manifest_names() -> None:
    from dataclasses import replace

    from engines.manifest import TieBreak, register_spec, unregister_spec
    from engines.text import t
    from tests import plugin_game

    words = TieBreak(t("Stars"), t("Stars won"), t("Lead: {players}"))
    register_spec(replace(plugin_game.SPEC, score_target=5, tie_break=words))
    try:
        assert sheet("high_card", [[2, 2]], honey=[1, 0]).outcome() == Outcome((0,), "tie_break")
        assert sheet("high_card", [[5, 1], [0, 9]]).outcome() == Outcome((0,), "target", finished=True)
        register_spec(plugin_game.SPEC)
        assert sheet("high_card", [[2, 2]], honey=[1, 0]).outcome() == Outcome((0, 1), "shared")
        assert sheet("high_card", [[5, 1], [0, 9]]).outcome() == Outcome((1,), "points")
    finally:
        unregister_spec(plugin_game.SPEC.id)


def test_empty_sheet_has_no_leader() -> None:
    assert sheet("verso", [[0, 0]]).outcome().decided_by == "none"


def test_sheet_edits() -> None:
    s = ScoreSheet.new("revorso", ["A", "B"])
    s.add_player("C")
    s.add_round()
    s.rounds[1][2] = 5
    s.remove_player(0)
    assert s.players == ["B", "C"] and s.rounds == [[0, 0], [0, 5]] and s.tie_break == [0, 0]
    s.remove_last_round()
    s.remove_last_round()  # the first round stays
    assert s.rounds == [[0, 0]]
    with pytest.raises(ValueError):
        ScoreSheet.new("verso", ["solo"]).remove_player(0)


def test_book_round_trip(tmp_path: Path) -> None:
    book = ScoreBook.fresh(["A", "B"])
    book.current = "dj05135"
    book.sheets["dj05135"].rounds[0] = [1, 2]
    save_book(tmp_path, book)
    loaded = load_book(tmp_path, ["X"])
    assert loaded.error == "" and loaded.book == book


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        json.dumps({"version": 99, "sheets": {}}),
        json.dumps({"version": 1, "sheets": {"verso": {"players": ["A"], "rounds": [[1, 2]], "honey": [0]}}}),
        json.dumps({"version": 1, "sheets": {"chess": {}}}),
    ],
)
def test_a_bad_file_is_kept_aside_and_a_fresh_book_starts(tmp_path: Path, content: str) -> None:
    (tmp_path / SCORES_FILE).write_text(content, encoding="utf-8")
    loaded = load_book(tmp_path, ["A", "B"])
    assert SCORES_FILE in loaded.error
    assert loaded.book == ScoreBook.fresh(["A", "B"])
    assert loaded.kept_as is not None and loaded.kept_as.read_text(encoding="utf-8") == content
    # A second bad file does not replace the first one kept.
    (tmp_path / SCORES_FILE).write_text("again", encoding="utf-8")
    second = load_book(tmp_path, ["A", "B"])
    assert second.kept_as != loaded.kept_as
    assert loaded.kept_as.read_text(encoding="utf-8") == content


# -- the page ------------------------------------------------------------------------------


@pytest.fixture
def make_page(qtbot, tmp_path: Path) -> Iterator:  # type: ignore[no-untyped-def]
    pages: list[ScoresPage] = []

    def make() -> ScoresPage:
        page = ScoresPage(tmp_path)
        qtbot.addWidget(page)
        page.resize(1000, 700)
        page.show()
        page.activateWindow()
        qtbot.waitUntil(page.isActiveWindow, timeout=2000)
        pages.append(page)
        return page

    yield make
    for page in pages:
        page.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def type_into(qtbot, page: ScoresPage, row: int, column: int, text: str) -> None:  # type: ignore[no-untyped-def]
    """Select a cell and type over it, as a user does."""
    page.table.setFocus()
    page.table.setCurrentCell(row, column)
    qtbot.keyClicks(page.table, text[0])
    editor = QApplication.focusWidget()
    assert editor is not None and editor is not page.table, "typing opened an editor"
    qtbot.keyClicks(editor, text[1:])
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    QApplication.processEvents()  # the delegate commits through a queued call


def test_page_totals_tie_rule_and_persistence(make_page, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    page = make_page()
    qtbot.mouseClick(page.chooser.buttons["revorso"], Qt.MouseButton.LeftButton)
    assert page.sheet.game == "revorso"
    assert "Honey" in [page.table.horizontalHeaderItem(c).text() for c in range(page.table.columnCount())]
    qtbot.mouseClick(page.add_round_button, Qt.MouseButton.LeftButton)
    type_into(qtbot, page, 0, 1, "6")
    type_into(qtbot, page, 0, 2, "3")
    type_into(qtbot, page, 1, 1, "9")
    assert page.sheet.rounds == [[6, 9], [3, 0]]
    assert page.table.item(0, page._total_column()).text() == "★ 9"
    assert page.table.item(1, page._total_column()).text() == "★ 9"
    assert "Sharing the lead" in page.result.text()
    type_into(qtbot, page, 1, page._tie_break_column(), "2")
    assert page.sheet.tie_break == [0, 2]
    assert page.result.text() == "★ In the lead: Player 2 (tie broken by honey)"
    # Names can be typed over.
    type_into(qtbot, page, 1, 0, "Zoe")
    assert page.sheet.players[1] == "Zoe"
    # A non-number leaves the cell as it was.
    page.table.item(0, 1).setData(Qt.ItemDataRole.EditRole, "lots")
    assert page.sheet.rounds[0][0] == 6

    # Saved at once: a new session finds the same sheet and game.
    data = json.loads((tmp_path / SCORES_FILE).read_text(encoding="utf-8"))
    assert data["current"] == "revorso"
    again = make_page()
    assert again.sheet.game == "revorso"
    assert again.sheet.players == ["Player 1", "Zoe"]
    assert again.sheet.rounds == [[6, 9], [3, 0]] and again.sheet.tie_break == [0, 2]
    assert not again.banner.isVisible()


def test_page_players_rounds_and_new_game(make_page, qtbot) -> None:  # type: ignore[no-untyped-def]
    page = make_page()
    click = lambda w: qtbot.mouseClick(w, Qt.MouseButton.LeftButton)  # noqa: E731
    click(page.chooser.buttons["dj05135"])
    click(page.add_player_button)
    assert page.table.rowCount() == 3
    for _ in range(2):
        click(page.add_round_button)
    assert page.table.columnCount() == 1 + 3 + 1
    page.set_score(2, 0, 1)
    page.set_score(2, 1, 1)
    page.set_score(0, 1, 2)
    page.set_score(2, 2, 1)
    assert page.result.text() == "★ Player 3 wins!"
    page.set_score(0, 2, 1)  # reaching 3 in the same round: they share
    assert page.result.text() == "★ Player 1, Player 3 share the win!"
    page.table.setCurrentCell(0, 0)
    click(page.remove_player_button)
    assert page.sheet.players == ["Player 2", "Player 3"]
    click(page.remove_round_button)
    assert len(page.sheet.rounds) == 2
    click(page.new_game_button)
    assert page.sheet.rounds == [[0, 0]] and page.sheet.players == ["Player 2", "Player 3"]
    assert "Enter the points" in page.result.text()
    # Other games keep their own sheet.
    click(page.chooser.buttons["verso"])
    assert page.sheet.players == ["Player 1", "Player 2"]


def test_page_with_a_bad_file_says_so_and_starts_fresh(make_page, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / SCORES_FILE).write_text("{ this is not json", encoding="utf-8")
    page = make_page()
    assert page.banner.isVisible()
    text = page.banner.text()
    assert "Cannot open score_keeper.json" in text and "not JSON" in text
    assert "kept as score_keeper.unreadable.json" in text
    assert (tmp_path / "score_keeper.unreadable.json").read_text(encoding="utf-8") == "{ this is not json"
    assert page.sheet.rounds == [[0, 0]]
    page.set_score(0, 0, 4)
    saved = json.loads((tmp_path / SCORES_FILE).read_text(encoding="utf-8"))
    assert saved["sheets"][page.sheet.game]["rounds"] == [[4, 0]]


def test_page_reports_a_folder_it_cannot_write(make_page, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    page = make_page()
    page.data_dir = tmp_path / "file-not-folder"
    page.data_dir.write_text("x", encoding="utf-8")
    page.set_score(0, 0, 3)
    assert page.banner.isVisible() and "cannot be saved" in page.banner.text()
    assert page.sheet.rounds[0][0] == 3
