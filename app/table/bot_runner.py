"""Computer players think on a worker thread and move at the table's speed, for every game.

The play layer decides *whether* an answer still counts
(:meth:`~engines.table.session.TableSession.answer` drops one from before an undo, a load
or a new game); this runner decides *when* and *where* a bot thinks:

* the table view calls :meth:`BotRunner.schedule` when it is ready for the next move (its
  animations done); the runner waits the speed's pause, then the bot thinks on a
  ``QThreadPool`` worker so the window never freezes;
* while the runner is paused (the table is not on screen, a dialog is open) nothing is
  asked, and what was pending is asked again on :meth:`BotRunner.set_paused` ``(False)``;
* while :attr:`BotRunner.hold` is on (presenter mode's "teach" switch) a bot may think
  as soon as it is asked, but its answer waits until the teacher calls
  :meth:`BotRunner.step`: one move per step, so the room can hear each one explained;
* a bot that raises is our bug: the exception reaches ``sys.excepthook`` on the GUI thread
  (the error report dialog), no move is played, and the game stays as it was, saved.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from app.settings import BOT_SPEED, Settings
from engines.base import Action
from engines.table.pacing import speed_ms
from engines.table.session import BotRequest, TableSession

__all__ = ["BotRunner"]

log = logging.getLogger(__name__)


class _Signals(QObject):
    done = Signal(object, object)  # request, action
    failed = Signal(object, object)  # request, exception


class _Think(QRunnable):
    def __init__(self, request: BotRequest, signals: _Signals) -> None:
        super().__init__()
        self.request, self.signals = request, signals

    def run(self) -> None:
        try:
            action = self.request.think()
        except Exception as exc:  # handed to the GUI thread, which reports it
            self.signals.failed.emit(self.request, exc)
            return
        self.signals.done.emit(self.request, action)


class BotRunner(QObject):
    """Asks the bots of one :class:`TableSession` for their moves; ``moved`` after each is played."""

    #: A bot's move was played (the session's listeners have run).
    moved = Signal()
    #: A bot raised; the game waits (the error report is shown).
    failed = Signal()
    #: Whether a bot's move now waits for the teacher's :meth:`step` changed (the Space key follows it).
    waiting_changed = Signal()

    def __init__(
        self, settings: Settings | None = None, *, instant: bool = False, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        #: Tests, screenshots and headless runs: no pause before a move.
        self.instant = instant
        self.session: TableSession | None = None
        self.paused = False
        self.thinking = False
        self.broken = False
        #: The teacher's switch: every bot answer waits for :meth:`step` before it is played.
        self.hold = False
        self._held: tuple[BotRequest, Action] | None = None
        #: A step given while the bot was still thinking: its answer is played on arrival.
        self._released = False
        #: False while the table is busy (an animation playing): the view calls
        #: :meth:`schedule` again when it is done.
        self.ready: Callable[[], bool] = lambda: True
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._think)

    # -- what the view calls -----------------------------------------------------------------

    def attach(self, session: TableSession | None) -> None:
        """Play ``session``'s bots from now on (a new game, a load); forgets anything pending."""
        self.cancel()
        self.session = session
        self.broken = False

    def speed(self) -> int:
        """The pause before a bot's move, in ms, from the one speed setting of every table."""
        if self.instant or self.settings is None:
            return 0
        return speed_ms(self.settings.get(BOT_SPEED))

    def schedule(self) -> bool:
        """Ask the bot to act, after the pause, if one must; True when a move is on its way."""
        session = self.session
        if session is None or self.paused or self.broken or self.thinking or not self.ready():
            return False
        if self._held is not None:
            return True  # the answer is here; it waits for the teacher
        if session.bot_request() is None:
            return False
        if not self._timer.isActive():
            self._timer.start(session.bot_delay_ms(self.speed()))
        return True

    def set_paused(self, paused: bool) -> None:
        """Hold the bots while the table is not in front of the players; resume where they were."""
        self.paused = paused
        if paused:
            self._timer.stop()
        else:
            self.schedule()

    def cancel(self) -> None:
        """Forget a move not yet asked for; an answer already being thought about will be dropped."""
        self._timer.stop()
        waited = self.awaiting_step
        self._held = None
        self._released = False
        if waited != self.awaiting_step:
            self.waiting_changed.emit()

    def set_hold(self, hold: bool) -> None:
        """Turn the teacher's switch on or off; off plays a move held back and lets the bots go on."""
        if hold == self.hold:
            return
        self.hold = hold
        self._released = False
        held, self._held = self._held, None
        if held is not None and not hold:
            self._play(*held)
        else:
            self.schedule()
        self.waiting_changed.emit()

    def step(self) -> bool:
        """The teacher's Space: play the one move held back, or the next one as soon as it is thought.

        False when no bot is to move (a person's turn, the game over): the key is theirs then.
        """
        if not self.awaiting_step:
            return False
        held, self._held = self._held, None
        if held is not None:
            self._play(*held)
        else:
            self._released = True
            self.schedule()
        return True

    @property
    def holding(self) -> bool:
        """A bot's move is thought and waits for the teacher's step."""
        return self._held is not None

    @property
    def awaiting_step(self) -> bool:
        """True while the switch is on and a bot's move (thought or to be thought) waits for a step."""
        if not self.hold or self._released or self.session is None or self.broken:
            return False
        return self._held is not None or self.thinking or self.session.bot_request() is not None

    @property
    def busy(self) -> bool:
        return self.thinking or self._timer.isActive()

    def wait(self) -> None:
        """Block until the worker is done (tests); its answer arrives with the next event loop turn."""
        self._pool.waitForDone()

    # -- the worker ----------------------------------------------------------------------------

    def _think(self) -> None:
        session = self.session
        request = None if session is None or self.paused else session.bot_request()
        if request is None:
            return
        self.thinking = True
        self._pool.start(_Think(request, self._signals))

    def _on_done(self, request: BotRequest, action: Action) -> None:
        self.thinking = False
        if self.hold and not self._released:
            self._held = (request, action)  # thought early; played on the teacher's step
            self.waiting_changed.emit()
            return
        self._released = False
        self._play(request, action)

    def _play(self, request: BotRequest, action: Action) -> None:
        session = self.session
        if session is None or not session.answer(request, action):
            self.schedule()  # the game moved on meanwhile: ask again if a bot must still act
            return
        self.moved.emit()
        if self.hold:
            self.waiting_changed.emit()

    def _on_failed(self, _request: BotRequest, exc: BaseException) -> None:
        self.thinking = False
        self.broken = True
        self.failed.emit()
        self.waiting_changed.emit()
        sys.excepthook(type(exc), exc, exc.__traceback__)
