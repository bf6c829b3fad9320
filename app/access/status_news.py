"""The news for screen readers that do not speak announcements: a notification in a status bar.

Qt sends the news as an announcement (AT-SPI's ``object:announcement``), which Orca speaks
from its version 46 on. Orca 45 and earlier listen for no announcement at all; what they
speak without moving their focus is a *notification* that is shown (their
``onShowingChanged``), read by its name, and without its role's name when it lies in a
status bar. With the setting "Speak the news for older screen readers" on, each window
keeps one such status bar of no size, never painted, holding one notification whose name
becomes the news, then reported shown: one name change (which refreshes the screen
reader's copy of the name) and one "showing" event per piece of news. With the setting off
(the default) nothing of it exists and nothing more is sent.

Such a screen reader interrupts whatever it is saying for each notification, and of the
notifications it has not spoken yet it speaks only the last, by the name it has *then*.
So the news is paced as a polite announcement is: what comes while the last news is
probably still being said (its length at :data:`CHARACTERS_PER_SECOND`, at most
:data:`LONGEST_WAIT_MS`) waits and is told with the rest in one notification once that time
is over, and news waits :data:`SETTLE_MS` after the last news or focus move of the moment,
so that a table's focus ring moving on does not cut it; only what answers the player's own
key (a builder move, ``at_once``) is told at once, in place of anything waiting.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from app.access.item import AccessItem, send
from app.access.node import AccessNode

__all__ = ["NewsBar", "focus_moved", "speak_news_for_older_readers", "tell"]

#: The bar's object name, by which a window's bar is found again.
BAR = "accessNews"
#: How fast a screen reader speaks at its usual rate (espeak-ng's 175 words a minute).
CHARACTERS_PER_SECOND = 14
#: The longest any news is thought to take, in ms (many listen faster than the usual rate).
LONGEST_WAIT_MS = 5000
#: How long news waits for the moment to be over: the table's focus ring may move just after
#: a move's news, and the words of a focus move interrupt the news they follow.
SETTLE_MS = 300

_on = False


def speak_news_for_older_readers(on: bool) -> None:
    """The setting "Speak the news for older screen readers" (off: announcements alone)."""
    global _on
    _on = on


def tell(source: QObject, text: str, at_once: bool = False) -> None:
    """Show ``text`` as the news of ``source``'s window, when the setting asks for it;
    ``at_once`` for the answer to the player's own key, which replaces any news waiting."""
    bar = _bar(source, create=True)
    if bar is not None and text:
        bar.tell(text, at_once)


def focus_moved(source: QObject) -> None:
    """A card table's focus ring moved in ``source``'s window: the news waiting follows its words."""
    bar = _bar(source, create=False)
    if bar is not None:
        bar.settle()


def _bar(source: QObject, create: bool) -> NewsBar | None:
    if not _on or not isinstance(source, QWidget):
        return None
    window = source.window()
    bar = window.findChild(NewsBar, BAR)
    return NewsBar(window) if bar is None and create else bar


def _nothing(_key: Hashable) -> None:
    """The bar and its notification are only read: nothing to press."""


def _bar_name() -> str:
    return QCoreApplication.translate("NewsBar", "Game news")


class NewsBar(AccessItem):
    """A window's status bar for the news, and the one notification in it (see the module)."""

    def __init__(self, window: QWidget) -> None:
        bar = AccessNode("news", QAccessible.Role.StatusBar, _bar_name())
        super().__init__(bar, _nothing, window, window)
        self.setObjectName(BAR)
        self.setGeometry(0, 0, 0, 0)
        notice = AccessNode("news item", QAccessible.Role.Notification, "")
        # Never shown as a widget, yet read as shown: Qt says a widget shown twice, and a
        # notice shown with the bar would be said with the first news's words (read late).
        self.notice = AccessItem(notice, _nothing, window, self, shown=True)
        self.notice.hide()  # not shown with the bar
        self.waiting: list[str] = []
        #: When the last news was told and how long saying it takes, in ms of :attr:`clock`.
        self.clock = QElapsedTimer()
        self.clock.start()
        self.told_at = -LONGEST_WAIT_MS
        self.saying_ms = 0
        #: When the first news now waiting came.
        self.since = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.flush)
        self.show()

    def tell(self, text: str, at_once: bool = False) -> None:
        """Add ``text`` to the news waiting, told once the last news is said (see the module)."""
        if at_once:
            self.waiting = [text]
            self.flush()
            return
        if not self.waiting:
            self.since = self.clock.elapsed()
        self.waiting.append(text)
        self.settle()

    def settle(self) -> None:
        """Tell the news waiting once the moment is over and the last news said, and at most
        :data:`LONGEST_WAIT_MS` after the first of it came."""
        if not self.waiting:
            return
        now = self.clock.elapsed()
        due = max(now + SETTLE_MS, self.told_at + self.saying_ms)
        self._timer.start(max(0, min(due, self.since + LONGEST_WAIT_MS) - now))

    def flush(self) -> None:
        """Tell the news waiting: its words as the notification's name, then one "showing"."""
        self._timer.stop()
        text, self.waiting = " ".join(self.waiting), []
        if not text:
            return
        self.set_node(replace(self.node, name=_bar_name()))
        self.notice.set_node(replace(self.notice.node, name=text))
        send(self.notice, QAccessible.Event.ObjectShow)
        self.told_at = self.clock.elapsed()
        self.saying_ms = min(LONGEST_WAIT_MS, len(text) * 1000 // CHARACTERS_PER_SECOND)
