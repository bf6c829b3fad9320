"""'Make a card' with real widgets and clicks: rated off the GUI thread, saved, refused, printed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt, QUrl
from PySide6.QtWidgets import QWidget

from app.context import AppContext
from app.recto_verso.card_maker import CardMakerDialog, open_card_maker
from app.settings import Settings
from engines.recto_verso.building import Building
from engines.recto_verso.my_cards import load_my_cards, my_cards_path
from export.bundle import plan_files, planned_pages
from export.decks import load_deck
from export.pdf.layout import PrintOptions
from tests.pdf_tools import page_count
from tests.recto_verso_samples import EASY_BACK, EASY_FRONT, built_in_a_game, easy_building

_WINDOWS: list[QWidget] = []


@pytest.fixture(autouse=True)
def _forget_windows() -> Any:
    yield
    _WINDOWS.clear()


@pytest.fixture
def context(tmp_path: Path) -> AppContext:
    from app.i18n import install_language

    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    install_language(settings.language)  # as the app starts: English holds the plural forms
    return AppContext(settings, tmp_path / "data", headless=True)


def open_maker(qtbot: Any, context: AppContext, building: Building) -> CardMakerDialog:
    """The dialog as the builder's "Make a card" button opens it, over a window of its own."""
    parent = QWidget()
    qtbot.addWidget(parent)
    _WINDOWS.append(parent)  # alive until the test ends, and the dialog with it
    open_card_maker(parent, context, built_in_a_game(building))
    dialog = parent.findChild(CardMakerDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def rated(qtbot: Any, dialog: CardMakerDialog) -> CardMakerDialog:
    qtbot.waitUntil(lambda: dialog.rated is not None, timeout=20_000)
    return dialog


def test_the_card_is_rated_off_the_gui_thread_then_saved_by_a_click(qtbot: Any, context: AppContext) -> None:
    dialog = open_maker(qtbot, context, easy_building())
    assert dialog.card is not None and dialog.card.facades == (EASY_FRONT, EASY_BACK)
    assert len(dialog.faces.drawings()) == 2 and dialog.faces.drawings()[0].key.startswith(
        "rv:M01:easy:front"
    )
    rated(qtbot, dialog)
    assert not dialog.progress.isVisible()
    assert dialog.difficulty.text().startswith("Difficulty: ★")
    assert dialog.solutions.text() == "At least 200 buildings match this card."
    assert dialog.name_edit.text() == "" and dialog.card_name() == "M01" and dialog.save_button.isEnabled()
    assert not dialog.print_button.isEnabled()  # nothing in My cards yet
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert "Saved to My cards as M01" in dialog.status_text()
    saved = load_my_cards(my_cards_path(context.data_dir)).cards
    assert [c.id for c in saved] == ["M01"] and saved[0].difficulty == dialog.rated.difficulty  # type: ignore[union-attr]
    assert dialog.name_edit.text() == "M01" and dialog.print_button.isEnabled()  # the card just saved
    assert not dialog.save_button.isEnabled()
    assert dialog.set_size.text() == "My cards: 1 card."


def test_the_same_card_is_refused_with_its_reason(qtbot: Any, context: AppContext) -> None:
    dialog = rated(qtbot, open_maker(qtbot, context, easy_building()))
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    path = my_cards_path(context.data_dir)
    before = path.read_bytes()
    again = rated(qtbot, open_maker(qtbot, context, easy_building()))
    assert again.name_edit.placeholderText() == "M02" and again.card_name() == "M02"
    qtbot.mouseClick(again.save_button, Qt.MouseButton.LeftButton)
    assert again.status_text().startswith("Not saved: My cards already has this card, as M01")
    assert again.status.isVisible() and path.read_bytes() == before


def test_a_name_already_taken_is_said_as_it_is_typed(qtbot: Any, context: AppContext) -> None:
    first = rated(qtbot, open_maker(qtbot, context, easy_building()))
    qtbot.mouseClick(first.save_button, Qt.MouseButton.LeftButton)
    other = easy_building(brown=[[3, 3, 1]])  # brown on the grey cube: another card
    dialog = rated(qtbot, open_maker(qtbot, context, other))
    dialog.name_edit.selectAll()
    qtbot.keyClicks(dialog.name_edit, "M01")
    assert not dialog.save_button.isEnabled()
    assert dialog.status_text() == "My cards already has a card called M01; choose another name."
    dialog.name_edit.selectAll()
    qtbot.keyClicks(dialog.name_edit, "4B-1")
    assert dialog.faces.card is not None and dialog.faces.card.id == "4B-1"
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert [c.id for c in load_my_cards(my_cards_path(context.data_dir)).cards] == ["M01", "4B-1"]


def test_print_writes_my_cards_as_a_pdf_and_offers_the_folder(
    qtbot: Any, context: AppContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    opened: list[QUrl] = []
    monkeypatch.setattr(CardMakerDialog, "choose_folder", staticmethod(lambda *_args: str(out)))
    monkeypatch.setattr(CardMakerDialog, "open_url", staticmethod(opened.append))
    first = rated(qtbot, open_maker(qtbot, context, easy_building()))
    qtbot.mouseClick(first.save_button, Qt.MouseButton.LeftButton)
    dialog = rated(qtbot, open_maker(qtbot, context, easy_building(brown=[[3, 3, 1]])))
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert not dialog.open_button.isVisible()
    qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
    pdf = out / dialog.planned_file()
    assert pdf.name == "recto_verso-cards.pdf" and pdf.exists()
    options = PrintOptions()
    path = my_cards_path(context.data_dir)
    deck = load_deck("recto_verso", options.card_size, path=path)
    assert len(deck.cards) == 2
    planned = plan_files(("recto_verso",), options, parts=("cards",))[0]
    assert page_count(pdf.read_bytes()) == len(planned_pages(planned, options, deck=deck)) == 2
    assert "2 cards written to recto_verso-cards.pdf" in dialog.status_text()
    assert dialog.open_button.isVisible()
    qtbot.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    assert opened == [QUrl.fromLocalFile(str(out))]
    assert context.settings.value("print/folder", "") == str(out)


def test_a_building_that_cannot_be_a_card_says_why_and_counts_nothing(
    qtbot: Any, context: AppContext
) -> None:
    dialog = open_maker(qtbot, context, easy_building(brown=None))
    assert dialog.card is None and dialog.rated is None
    assert "This building cannot be a card yet:" in dialog.refusal.text()
    assert "The brown piece is not used." in dialog.refusal.text()
    assert not dialog.save_button.isEnabled() and not dialog.name_edit.isEnabled()
    assert dialog.difficulty.text() == "" and not dialog.progress.isVisible()
    assert dialog._pool.activeThreadCount() == 0


def test_a_bad_my_cards_file_is_shown_kept_and_not_written(qtbot: Any, context: AppContext) -> None:
    path = my_cards_path(context.data_dir)
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 1, "cards": [{"id": "M01"}]}', encoding="utf-8")
    dialog = rated(qtbot, open_maker(qtbot, context, easy_building()))
    assert "Cannot open recto_verso.json" in dialog.status_text() and "kept" in dialog.status_text()
    assert not dialog.save_button.isEnabled() and not dialog.print_button.isEnabled()
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert path.read_text(encoding="utf-8") == '{"version": 1, "cards": [{"id": "M01"}]}'


def test_closing_at_once_stops_the_count(qtbot: Any, context: AppContext) -> None:
    dialog = open_maker(qtbot, context, easy_building())
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and dialog._pool.activeThreadCount() == 0


def test_the_dialog_speaks_french(qtbot: Any, context: AppContext) -> None:
    from app.i18n import install_language

    try:
        assert install_language("fr")
        dialog = open_maker(qtbot, context, easy_building(brown=None))
        assert dialog.windowTitle() != "Make a card"
        assert "marron" in dialog.refusal.text()
        good = rated(qtbot, open_maker(qtbot, context, easy_building()))
        assert good.save_button.text() != "&Save to My cards"
        assert not good.solutions.text().startswith("At least")
    finally:
        install_language("en")
