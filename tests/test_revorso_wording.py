"""Every text the Revorso table shows, read in the four languages over played games: the
person alone against the computer is spoken to ("Your turn"), named people are named in
the third person, counts agree with their number, no text says "seed", and no label or
button of the table or its new-game page is cut at 1366×768."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsSimpleTextItem, QLabel, QWidget

from engines.revorso import Draw, Name, Pass, StealFrom, Stop
from engines.table.seats import Seat, TableSetup

LANGUAGES = ("en", "fr", "it", "pt")
#: Sentences that put "You" where a name goes, and counts of one in the plural.
WRONG = {
    "en": ("You's", "You draws", "You stops", "You passes", "1 cards", "1 points", "(s)"),
    "fr": ("de Vous", "Vous pioche ", "Vous arrête ", "1 cartes", "1 points", "(s)"),
    "it": ("di Tu", "a Tu", "Tu pesca", "1 carte", "1 punti", "(s)"),
    "pt": ("de Tu", "Tu tira ", "Tu para ", "1 cartas", "1 pontos", "(s)"),
}
#: What a sentence spoken to the person at the screen says, in each language.
YOUR_TURN = {"en": "Your turn", "fr": "À vous", "it": "Tocca a te", "pt": "É a tua vez"}
YOU_DRAW = {"en": "You draw", "fr": "Vous piochez", "it": "Peschi", "pt": "Tiras"}
SEED_WORDS = re.compile(r"\b(seeds?|graines?|semi|seme|sementes?)\b", re.IGNORECASE)


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def visible_texts(view: QWidget) -> list[str]:
    """Every text a person can read in ``view`` now: labels, buttons, tool tips, the log, the table."""
    texts: list[str] = []
    for widget in view.findChildren(QWidget):
        if not widget.isVisibleTo(view):
            continue
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        if widget.toolTip():
            texts.append(widget.toolTip())
        if hasattr(widget, "placeholderText"):
            texts.append(widget.placeholderText())
    texts.extend(view.log_lines)
    texts.extend(
        item.text()
        for item in view.scene.items()
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()
    )
    return [text for text in texts if text]


def _move_for(state):  # type: ignore[no-untyped-def]
    """A person's move that keeps the game going: draw twice, recite right, let offers go."""
    legal = state.legal_actions()
    if state.phase == "draw":
        if Draw() in legal and (state.drawn < 2 or Stop() not in legal):
            return Draw()
        return Stop() if Stop() in legal else legal[0]
    if state.phase == "answer":
        return Name(state.sequence[len(state.handles) - 1]) if state.handles else legal[0]
    if state.phase == "steal":
        return next(a for a in legal if isinstance(a, StealFrom))
    return Pass() if Pass() in legal else legal[0]


def play_and_read(view, qtbot, setup: TableSetup, moves: int = 40) -> list[str]:  # type: ignore[no-untyped-def]
    view.start_game(setup)
    seen = visible_texts(view)
    for _ in range(moves):
        session = view.session
        qtbot.waitUntil(
            lambda s=session: s.over or (s.is_person_turn() and not view.shell.runner.busy), timeout=10_000
        )
        if session.over:
            break
        assert view.play(_move_for(view.state))
        _settle()
        seen += visible_texts(view)
    return seen


@pytest.fixture
def revorso(main_window):  # type: ignore[no-untyped-def]
    main_window.resize(1366, 768)
    main_window.show_view("revorso")
    yield main_window.views["revorso"]
    main_window.context.settings.language = "en"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_person_alone_is_spoken_to_and_named_people_are_named(
    revorso, main_window, qtbot, language
) -> None:  # type: ignore[no-untyped-def]
    main_window.context.settings.language = language
    view = revorso
    lone = play_and_read(
        view,
        qtbot,
        TableSetup(
            "revorso",
            (Seat(view.setup_page.setup().seats[0].name), Seat.computer("Bea", "strong", "easy")),
            seed=11,
        ),
    )
    pair = play_and_read(view, qtbot, TableSetup("revorso", (Seat("Ana"), Seat("Ben")), seed=11))
    for text in lone + pair:
        for wrong in WRONG[language]:
            assert not re.search(r"(?<![\d\w])" + re.escape(wrong), text), (language, wrong, text)
    assert any(YOUR_TURN[language] in text for text in lone), language
    assert any(text.startswith(YOU_DRAW[language]) for text in lone), language
    assert not any(YOUR_TURN[language] + "." == text for text in pair), language  # named people are named
    assert any("Ana" in text and "Ben" not in text for text in view.log_lines), language


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_of_the_table_or_its_page_says_seed(revorso, main_window, qtbot, language) -> None:  # type: ignore[no-untyped-def]
    main_window.context.settings.language = language
    view = revorso
    _settle()
    page_texts = visible_texts(view)
    assert view.pages.currentWidget() is view.setup_page
    texts = page_texts + play_and_read(
        view, qtbot, TableSetup("revorso", (Seat("Ana"), Seat("Ben")), seed=5), 6
    )
    assert any("5" in text for text in texts)
    for text in texts:
        assert not SEED_WORDS.search(text), (language, text)


def _cut(widget: QWidget) -> str | None:
    """Why ``widget``'s one-line text does not fit it, or None when it does."""
    text = widget.text().replace("&&", "\0").replace("&", "").replace("\0", "&")  # type: ignore[attr-defined]
    if not text or "\n" in text or (isinstance(widget, QLabel) and (widget.wordWrap() or "<" in text)):
        return None
    needed = widget.fontMetrics().horizontalAdvance(text)
    room = widget.contentsRect().width()
    if isinstance(widget, QAbstractButton):
        room -= 8  # the button's own padding
        if not widget.icon().isNull():
            room -= widget.iconSize().width()
    return f"{text!r}: {needed} px in {room} px" if needed > room else None


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_label_or_button_is_cut_at_1366_by_768(revorso, main_window, qtbot, language) -> None:  # type: ignore[no-untyped-def]
    main_window.context.settings.language = language
    view = revorso
    _settle()
    screens = [view.setup_page]
    problems: list[str] = []
    for _ in range(2):
        for part in screens:
            for widget in [part, *part.findChildren(QWidget)]:
                if isinstance(widget, QLabel | QAbstractButton) and widget.isVisibleTo(view):
                    why = _cut(widget)
                    if why:
                        problems.append(why)
        qtbot.mouseClick(view.setup_page.start_button, Qt.MouseButton.LeftButton)
        _settle()
        screens = [view.shell]
    assert not problems, (language, problems)
