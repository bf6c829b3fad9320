"""The builder in presenter mode on a projector: the board is the largest thing on the page,
nothing scrolls and no button falls outside the window, in every language and kind of round.

A teacher's 1366×768 projector gives the app a 1229×691 window (90 % of the screen); presenter
mode makes the text half as large again. One window is reused: the languages, the rounds and
the sizes change in a loop.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

LANGUAGES = ("en", "fr", "it", "pt")
PROJECTOR = (1229, 691)
SIZES = (PROJECTOR, (1366, 768), (1920, 1080))
#: The board's least share of the page's height on the projector.
BOARD_SHARE = 0.45


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


def _outside(window: QWidget, page: QWidget) -> list[str]:
    """The shown buttons of the page that are not wholly inside the window."""
    bounds = window.rect()
    found = []
    for button in page.findChildren(QAbstractButton):
        if button.isVisibleTo(window) and button.width() > 0:
            rect = QRect(button.mapTo(window, button.rect().topLeft()), button.size())
            if not bounds.contains(rect):
                found.append(button.objectName())
    return found


def _scrolls(holder) -> bool:  # type: ignore[no-untyped-def]
    return bool(holder.verticalScrollBar().maximum() or holder.horizontalScrollBar().maximum())


def _problems(window, view, holder, where: str) -> list[str]:  # type: ignore[no-untyped-def]
    page, board = view.page, view.page.board
    found = []
    if _scrolls(holder):
        found.append(f"{where}: the page scrolls")
    outside = _outside(window, page)
    if outside:
        found.append(f"{where}: buttons outside the window: {outside}")
    facades = page.facades.parentWidget()
    if board.width() < facades.width():
        found.append(f"{where}: board {board.width()} px narrower than the facades' {facades.width()}")
    if board.height() < BOARD_SHARE * page.height():
        found.append(f"{where}: board {board.height()} px high on a {page.height()} px page")
    return found


def test_the_builder_fits_a_projector_in_presenter_mode(main_window) -> None:  # type: ignore[no-untyped-def]
    window = main_window
    settings = window.context.settings
    window.show_view("recto_verso")
    view, holder = window.views["recto_verso"], window.holders["recto_verso"]
    found: list[str] = []
    try:
        settings.presenter_mode = True
        for mode in ("puzzle", "party", "ladder"):
            view.set_mode(mode)
            for language in LANGUAGES:
                settings.language = language
                for width, height in SIZES:
                    window.resize(width, height)
                    _settle()
                    found += _problems(window, view, holder, f"{mode}, {language}, {width}×{height}")
    finally:
        settings.presenter_mode = False
        settings.language = "en"
    assert not found, "\n".join(found)


def test_presenter_mode_turned_on_at_the_first_page_fits_it_and_the_games(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """As a teacher does it: presenter mode turned on while the builder shows its first page, then
    a party or a ladder started from there. Neither page scrolls, across or down, in any language
    (the first page's row of levels and saved-game buttons once made both pages wider than the window)."""
    window = main_window
    settings = window.context.settings
    window.show_view("recto_verso")
    view, holder = window.views["recto_verso"], window.holders["recto_verso"]
    found: list[str] = []
    try:
        for language in LANGUAGES:
            for start in (view.setup.party_button, view.setup.ladder_button):
                settings.presenter_mode = False
                settings.language = language
                view.set_mode(None)
                window.resize(*PROJECTOR)
                _settle()
                settings.presenter_mode = True
                _settle()
                assert view.pages.currentWidget() is view.setup
                if _scrolls(holder):
                    found.append(f"{language}: the first page scrolls")
                qtbot.mouseClick(start, Qt.MouseButton.LeftButton)
                _settle()
                assert view.pages.currentWidget() is view.page
                found += _problems(window, view, holder, f"{start.objectName()}, {language}")
    finally:
        settings.presenter_mode = False
        settings.language = "en"
    assert not found, "\n".join(found)


def test_the_tray_is_compact_only_in_presenter_mode(main_window) -> None:  # type: ignore[no-untyped-def]
    window = main_window
    settings = window.context.settings
    window.show_view("recto_verso")
    view = window.views["recto_verso"]
    view.set_mode("puzzle")
    window.resize(*PROJECTOR)
    _settle()
    buttons = list(view.page.tray.buttons.values())
    tall = buttons[0].height()
    assert view.page.hand_bar.buttons["T"].text() != "↴"  # labelled
    settings.presenter_mode = True
    try:
        _settle()
        assert all(button.compact for button in buttons)
        assert buttons[0].height() < tall  # one line, though the text is larger
        assert view.page.hand_bar.buttons["T"].text() == "↴"
        assert view.page.hand_bar.buttons["T"].toolTip()  # the word is still there
    finally:
        settings.presenter_mode = False
    _settle()
    assert not any(button.compact for button in buttons)
