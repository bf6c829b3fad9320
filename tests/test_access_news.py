"""The news bar for screen readers without announcements, in the test's process: what it tells,
when, and nothing at all without the setting (docs/ARCHITECTURE.md, "Playing without sight")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QElapsedTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QWidget

from app.access.item import AccessItemInterface
from app.access.status_news import BAR, CHARACTERS_PER_SECOND, NewsBar, speak_news_for_older_readers, tell


@pytest.fixture
def older() -> Iterator[None]:
    speak_news_for_older_readers(True)
    yield
    speak_news_for_older_readers(False)


def window_with_label(qtbot) -> tuple[QWidget, QLabel]:  # type: ignore[no-untyped-def]
    window = QWidget()
    qtbot.addWidget(window)
    label = QLabel("table", window)
    window.show()
    return window, label


def test_the_news_of_one_moment_is_told_once_and_the_next_waits_until_it_is_said(qtbot, older) -> None:  # type: ignore[no-untyped-def]
    window, label = window_with_label(qtbot)
    tell(label, "Bea plays owl.")
    tell(label, "Your turn.")
    bar = window.findChild(NewsBar, BAR)
    assert bar is not None and bar.notice.node.name == ""  # told once control is back in the loop
    qtbot.waitUntil(lambda: bar.notice.node.name == "Bea plays owl. Your turn.")
    # A status bar named for the news, holding a notification read as shown while never painted.
    notice = AccessItemInterface(bar.notice)
    assert notice.role() == QAccessible.Role.Notification and not notice.state().invisible
    assert AccessItemInterface(bar).role() == QAccessible.Role.StatusBar
    assert bar.node.name == "Game news" and bar.size().isEmpty()
    # What comes while that is being said waits for it, then goes out as one.
    clock = QElapsedTimer()
    clock.start()
    tell(label, "Cal plays fish.")
    tell(label, "Dan plays bear.")
    qtbot.wait(50)
    assert bar.notice.node.name == "Bea plays owl. Your turn."
    qtbot.waitUntil(lambda: bar.notice.node.name == "Cal plays fish. Dan plays bear.", timeout=5000)
    said_ms = len("Bea plays owl. Your turn.") * 1000 // CHARACTERS_PER_SECOND
    assert clock.elapsed() >= said_ms - 200
    # The answer to the player's own key goes at once, in place of what waits.
    tell(label, "Eve plays cat.")
    tell(label, "black cube on C2, floor 1", at_once=True)
    assert bar.notice.node.name == "black cube on C2, floor 1" and bar.waiting == []
    qtbot.wait(50)
    assert bar.notice.node.name == "black cube on C2, floor 1"
    assert window.findChildren(NewsBar) == [bar]


def test_without_the_setting_there_is_no_news_bar(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, label = window_with_label(qtbot)
    tell(label, "Bea plays owl.")
    qtbot.wait(20)
    assert window.findChild(NewsBar, BAR) is None
