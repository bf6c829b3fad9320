"""Revorso's letter keys are letters of the buttons' own words in every language, and they play."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engines.table.seats import Seat, TableSetup

LANGUAGES = ("en", "fr", "it", "pt")


@pytest.fixture
def revorso(main_window):  # type: ignore[no-untyped-def]
    main_window.show_view("revorso")
    yield main_window.views["revorso"]
    main_window.context.settings.language = "en"


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_page_letter_is_unique_and_a_letter_of_its_label(revorso, main_window, language: str) -> None:  # type: ignore[no-untyped-def]
    main_window.context.settings.language = language
    bar = revorso.bar
    pages = (
        (bar.draw_button, bar.stop_button),
        (bar.bear_pass,),
        (bar.switch_button, bar.switch_pass),
    )
    for page in pages:
        letters = [bar.letters[button] for button in page]
        assert all(letters) and len(set(letters)) == len(letters), (language, letters)
        for button in page:
            label, _, shown_key = button.text().rpartition("  (")
            assert shown_key == bar.letters[button] + ")", button.text()
            assert bar.letters[button] in label.upper(), (language, button.text())
    shown = dict(revorso.shortcuts())
    assert bar.letters[bar.draw_button] in shown


@pytest.mark.parametrize("language", ("fr", "pt"))
def test_the_translated_letters_draw_and_stop(revorso, main_window, language: str) -> None:  # type: ignore[no-untyped-def]
    main_window.context.settings.language = language
    revorso.start_game(TableSetup("revorso", (Seat("Ada"), Seat("Bob")), seed=5))
    bar = revorso.bar
    draw, stop = bar.letters[bar.draw_button], bar.letters[bar.stop_button]
    assert (draw, stop) == {"fr": ("P", "R"), "pt": ("T", "P")}[language]
    QTest.keyClick(revorso.focusWidget() or revorso, Qt.Key(ord(draw)))
    assert len(revorso.state.sequence) == 1
    QTest.keyClick(revorso.focusWidget() or revorso, Qt.Key(ord(stop)))
    assert revorso.state.phase == "answer"
