"""What a screen reader hears without moving its focus: turns, other players' moves, results.

Qt 6.8 and later send an announcement (``QAccessibleAnnouncementEvent``, AT-SPI's
``object:announcement``), which a screen reader speaks in the order it came, after what it
is saying (polite) or at once (assertive). A card table's :class:`TableNews` announces, each
time the table is still, the lines its game log gained and the banner if it changed: the
other players' moves, whose turn it is, and the end. Both are what the table shows its
viewer, so an announcement never says more than the screen.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from app.access.status_news import tell

__all__ = ["TableNews", "announce"]


def announce(source: QObject, text: str, assertive: bool = False, answer: bool = False) -> None:
    """Have a screen reader say ``text`` (nothing is sent while none listens); with the setting
    for older screen readers, also as the window's news notification (:mod:`.status_news`),
    at once if it is the ``answer`` to the player's own key (a builder move)."""
    if not text or not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(source, text)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
    QAccessible.updateAccessibility(event)
    tell(source, text, at_once=answer)


class TableNews:
    """The news of one table: each call to :meth:`follow` announces what changed since the last.

    ``read`` gives what the table shows now (its banner and its log's lines). A table asks for
    news with :meth:`later` whenever it may have changed: the news is read once control is
    back in the event loop, when a move's log line, banner and cards are all drawn (a table
    that settles at once reports it still before its view wrote the log), and several moves in
    a row (a computer player's at once after yours) are told as one announcement, in order.
    """

    #: How many announcements are kept to be read back (:attr:`said`).
    KEPT = 40

    def __init__(self, source: QObject, read: Callable[[], tuple[str, Sequence[str]]]) -> None:
        self.source = source
        self.read = read
        self.banner = ""
        self.lines: list[str] = []
        #: The last announcements made, oldest first.
        self.said: deque[str] = deque(maxlen=self.KEPT)
        self._timer = QTimer(source)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.now)
        #: The result to tell after the last move's news, once the game is over.
        self._ending = ""

    def later(self) -> None:
        """Announce the news once the table's view has drawn everything of the moment."""
        self._timer.start()

    def end(self, result: str) -> None:
        """The game is over: its last moves, then ``result`` instead of the banner."""
        self._ending = result
        self.later()

    def now(self) -> None:
        """Announce the news at once."""
        self._timer.stop()
        banner, lines = self.read()
        ending, self._ending = self._ending, ""
        self.follow(banner, lines, ending)

    def follow(self, banner: str, lines: Sequence[str], ending: str = "") -> None:
        """The table now shows ``banner`` and the log ``lines``: announce the new lines, then the
        banner if it changed (or the game's ``ending``). A log that is not the last one grown or
        with its last line rewritten (another seat's, a new game) has no news but its banner."""
        lines = list(lines)
        same = 0
        while same < min(len(lines), len(self.lines)) and lines[same] == self.lines[same]:
            same += 1
        # The log grew, or its last line was rewritten with the move's end (a sequence drawn on).
        news = lines[same:] if same >= len(self.lines) - 1 else []
        if ending:
            news.append(ending)
        elif banner != self.banner:
            news.append(banner)
        self.banner = banner
        if lines:  # a covered table's empty log is no news: what follows it is told from before
            self.lines = lines
        self.say(" ".join(line for line in news if line))

    def say(self, text: str) -> None:
        if text:
            self.said.append(text)
            announce(self.source, text)

    def forget(self) -> None:
        """Another game is on the table: its first banner and lines are all news."""
        self._timer.stop()
        self.banner, self.lines = "", []
