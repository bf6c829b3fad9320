"""The views show engine sentences through the catalogue (context "engine"), live on a language change."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from app.i18n import translate_message
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from engines.text import t

MARK = "⟦xx⟧"


class MarkingTranslator(QTranslator):
    """A stand-in catalogue: every engine template comes back marked, placeholders intact."""

    def translate(self, context, source_text, disambiguation=None, n=-1):  # type: ignore[no-untyped-def, override]
        if context == "engine":
            return f"{MARK}{source_text}"
        return None  # no translation: Qt keeps the English source

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def marking() -> Iterator[MarkingTranslator]:
    """Install the marking translator on demand; always removed afterwards."""
    translator = MarkingTranslator()
    yield translator
    QCoreApplication.removeTranslator(translator)


def install(translator: QTranslator) -> None:
    QCoreApplication.installTranslator(translator)
    QCoreApplication.processEvents()


def test_translate_message_translates_words_inside_sentences(qtbot, marking) -> None:  # type: ignore[no-untyped-def]
    install(marking)
    message = t(
        "{player} takes {card} ({points} pt)",
        player="Ana",
        card=t("{colour} {value}", colour=t("green"), value="3"),
        points=1,
    )
    assert translate_message(message) == f"{MARK}Ana takes {MARK}{MARK}green 3 (1 pt)"


def test_verso_log_is_translated_and_follows_a_language_change(qtbot, main_window, marking) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("verso")
    view = main_window.views["verso"]
    view.set_mode(None)
    lines = [view.log.item(i).text() for i in range(view.log.count())]
    assert lines and not any(MARK in line for line in lines)
    install(marking)
    lines = [view.log.item(i).text() for i in range(view.log.count())]
    assert lines and all(MARK in line for line in lines)
    assert lines[0].startswith("1. ")


def test_verso_solo_rank_is_translated(qtbot, main_window, marking) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("verso")
    view = main_window.views["verso"]
    view.shell.open_session(TableSession(TableSetup("verso", (Seat("Ana"),), 7)), keep=False)
    view.session.state.points[0] = 52
    view.show_end()
    end_page = view.end_page
    assert end_page.sentence.text() == "Model player"
    install(marking)
    assert end_page.sentence.text() == f"{MARK}Model player"
    assert f"{MARK}Model player" in end_page.note.text()


def test_revorso_log_is_translated(qtbot, main_window, marking) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("revorso")
    view = main_window.views["revorso"]
    view.set_mode(None)
    assert view.log_lines and not any(MARK in line for line in view.log_lines)
    install(marking)
    assert view.log_lines and all(MARK in line for line in view.log_lines)
    assert all(MARK in line for line in view.shell.log.texts())


def test_dj05135_log_and_prompt_are_translated(qtbot, main_window, marking) -> None:  # type: ignore[no-untyped-def]
    main_window.show_view("dj05135")
    view = main_window.views["dj05135"]
    view.set_mode(None)
    assert view.log_lines() and not any(MARK in line for line in view.log_lines())
    install(marking)
    lines = view.log_lines()
    assert lines and all(MARK in line for line in lines)
    assert not any("{p" in line for line in lines), "players are named, not left as stand-ins"
    assert MARK in view.shell.banner.text()


def test_recto_verso_mistakes_and_status_are_translated(qtbot, main_window, marking) -> None:  # type: ignore[no-untyped-def]
    from engines.recto_verso.game import PlacePiece

    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.set_mode("puzzle")
    install(marking)
    from app.recto_verso.messages import notice_text
    from engines.recto_verso.builder import Notice

    view.rounds.check()
    assert view.overlay.isVisible()
    assert MARK in view.overlay.items.text()
    problem = view.session.state.placement_problem(PlacePiece("green", ((0, 0, 3), (1, 0, 3))))
    assert problem is not None
    assert notice_text(Notice("engine", "green", problem)).startswith(MARK)  # the status line's words
