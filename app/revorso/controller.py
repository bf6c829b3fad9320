"""The game behind the Revorso table: seats, bots in a worker, offer countdowns, saves.

The widgets never touch the engine directly: they ask the controller to :meth:`play` a
move for the seat that must act and redraw on :attr:`TableController.changed`. Bots pick
their move in a ``QThreadPool`` worker, paced by a timer so people can watch; human
seats offered Switch or Bear get a short countdown that plays ``Pass()`` when it runs
out. The countdown reads an injectable clock, so tests drive it without sleeping.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from app.revorso.seats import GameSetup, Seat, write_autosave, write_table
from app.saves import clear_autosave
from engines.base import Action
from engines.bots import make_bot
from engines.bots.base import Bot
from engines.revorso import Pass, RevorsoState, RevorsoView
from engines.table.clock import PausableClock

__all__ = ["OfferCountdown", "TableController"]

log = logging.getLogger(__name__)

Clock = Callable[[], float]


class OfferCountdown(QObject):
    """A short window for a yes/no offer; ``expired`` fires once when it runs out.

    The time is a :class:`~engines.table.clock.PausableClock` (``watch``) read through
    ``clock``: the app's clock service holds it while a dialog or another screen hides the offer.
    """

    tick = Signal(float, float)  # seconds left, window length
    expired = Signal()

    def __init__(self, clock: Clock = time.monotonic, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clock = clock
        self.watch = PausableClock(lambda: round(self.clock() * 1000))
        self.total = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(100)
        self._timer.timeout.connect(self.poll)

    @property
    def running(self) -> bool:
        return self.watch.running

    def start(self, seconds: float) -> None:
        self.total = seconds
        self.watch.start(round(seconds * 1000))
        self._timer.start()
        self.poll()

    def stop(self) -> None:
        self.watch.reset()
        self._timer.stop()

    def remaining(self) -> float:
        return (self.watch.remaining_ms() or 0) / 1000 if self.running else 0.0

    def poll(self) -> None:
        if not self.running:
            return
        left = self.remaining()
        self.tick.emit(left, self.total)
        if left <= 0:
            self.stop()
            self.expired.emit()


class _BotSignals(QObject):
    chosen = Signal(int, object)  # generation, action


class _BotTask(QRunnable):
    def __init__(self, bot: Bot, view: RevorsoView, legal: list[Action], generation: int, out: _BotSignals):
        super().__init__()
        self.bot, self.view, self.legal, self.generation, self.out = bot, view, legal, generation, out

    def run(self) -> None:
        self.out.chosen.emit(self.generation, self.bot.choose(self.view, self.legal))


class TableController(QObject):
    """One game at the table. ``changed`` fires after every move (and on a new game)."""

    changed = Signal()
    #: A seat's offer window opened (seat) or closed (-1).
    offer_opened = Signal(int)

    #: Seconds a human seat has to take up an offer.
    OFFER_SECONDS = {"switch": 8.0, "bear": 10.0}
    #: At most this pause before a bot answers an offer.
    OFFER_DELAY_MS = 500

    def __init__(self, data_dir: Path, clock: Clock = time.monotonic, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.state: RevorsoState | None = None
        self.setup: GameSetup | None = None
        self.bots: dict[int, Bot] = {}
        self.bot_delay_ms = 1400
        self.autosave = True
        self.threaded = True
        self.paused = False
        self._generation = 0
        self._thinking = False
        self._signals = _BotSignals(self)
        self._signals.chosen.connect(self._on_bot_choice)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._bot_move)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self.countdown = OfferCountdown(clock, self)
        self.countdown.expired.connect(self._offer_expired)

    # -- queries -------------------------------------------------------------------------

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.setup.seats if self.setup else ()

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def thinking(self) -> bool:
        return self._thinking

    def to_act(self) -> int | None:
        state = self.state
        if state is None or state.is_terminal():
            return None
        return state.current_player

    def human_to_act(self) -> bool:
        seat = self.to_act()
        return seat is not None and self.seats[seat].is_human

    def view(self) -> RevorsoView | None:
        """The position as the table shows it: what every seat may see (all views agree)."""
        if self.state is None:
            return None
        seat = self.to_act()
        return self.state.view(seat if seat is not None else 0)

    # -- a game ----------------------------------------------------------------------------

    def start(self, setup: GameSetup, state: RevorsoState | None = None) -> None:
        """A new game from ``setup``, or ``state`` resumed with these seats."""
        self._cancel_pending()
        self.setup = setup
        self.state = state if state is not None else setup.new_state()
        self.bots = {
            seat: make_bot(RevorsoState, "strong", s.kind, seed=setup.seed * 16 + seat)
            for seat, s in enumerate(setup.seats)
            if not s.is_human
        }
        for seat, bot in self.bots.items():
            self._observe(bot, seat)
        if self.state.is_terminal():
            self._clear_autosave()
        self.changed.emit()
        self._schedule()

    def play(self, action: Action) -> bool:
        """Play ``action`` for the human seat that must act; False when it is not theirs or not legal."""
        if not self.human_to_act():
            return False
        return self._apply(action)

    def play_bots_now(self, limit: int = 10_000) -> None:
        """Let the bots move at once, without the worker, until a person must act (demos, tests)."""
        self._cancel_pending()
        for _ in range(limit):
            seat = self.to_act()
            if seat is None or self.seats[seat].is_human or self.state is None:
                break
            bot = self.bots[seat]
            self._apply(bot.choose(self.state.view(seat), self.state.legal_actions()), schedule=False)
        self._schedule()

    def _apply(self, action: Action, schedule: bool = True) -> bool:
        state = self.state
        if state is None or not state.is_legal(action):
            return False
        self.countdown.stop()
        state.apply(action)
        for seat, bot in self.bots.items():
            self._observe(bot, seat)
        if state.is_terminal():
            self._clear_autosave()
        elif self.autosave:
            write_autosave(self.data_dir, state, self.seats)
        self.changed.emit()
        if schedule:
            self._schedule()
        return True

    def _observe(self, bot: Bot, seat: int) -> None:
        if self.state is not None:
            bot.observe(self.state.view(seat))

    # -- bots and offers -------------------------------------------------------------------

    def _schedule(self) -> None:
        seat = self.to_act()
        if seat is None or self.state is None:
            self.offer_opened.emit(-1)
            return
        if not self.seats[seat].is_human:
            if not self.paused:
                delay = max(0, self.bot_delay_ms)
                if self.state.phase in self.OFFER_SECONDS:
                    delay = min(delay, self.OFFER_DELAY_MS)  # a quick yes or no: keep the test flowing
                self._timer.start(delay)
            return
        phase = self.state.phase
        if phase in self.OFFER_SECONDS:
            self.countdown.start(self.OFFER_SECONDS[phase])
            self.offer_opened.emit(seat)
        else:
            self.offer_opened.emit(-1)

    def pause(self) -> None:
        """Hold the bots and any offer countdown (the table is not on screen)."""
        self.paused = True
        self._timer.stop()
        self.countdown.stop()

    def resume_bots(self) -> None:
        self.paused = False
        self._schedule()

    def _bot_move(self) -> None:
        seat = self.to_act()
        if seat is None or self.state is None or self.seats[seat].is_human or self._thinking:
            return
        bot, view, legal = self.bots[seat], self.state.view(seat), self.state.legal_actions()
        if not self.threaded:
            self._apply(bot.choose(view, legal))
            return
        self._thinking = True
        self._pool.start(_BotTask(bot, view, legal, self._generation, self._signals))

    def _on_bot_choice(self, generation: int, action: Action) -> None:
        self._thinking = False
        if generation != self._generation:
            return  # a new game, a load or an undo came in between
        self._apply(action)

    def _offer_expired(self) -> None:
        if self.human_to_act() and self.state is not None and self.state.phase in self.OFFER_SECONDS:
            self._apply(Pass())

    def _cancel_pending(self) -> None:
        self._generation += 1
        self._timer.stop()
        self.countdown.stop()
        if self._thinking:
            self._pool.waitForDone()  # the bot must not be read while it thinks
            self._thinking = False

    def shutdown(self) -> None:
        self._cancel_pending()

    # -- undo --------------------------------------------------------------------------------

    def undo_seat(self) -> int | None:
        """The human seat whose last move can be taken back now, if any."""
        state = self.state
        if state is None or state.is_terminal() or self._thinking or not state.actors:
            return None
        humans = [i for i in range(len(state.actors) - 1, -1, -1) if self.seats[state.actors[i]].is_human]
        if not humans:
            return None
        seat = state.actors[humans[0]]
        return seat if state.can_undo(seat) else None

    def undo(self) -> bool:
        seat = self.undo_seat()
        if seat is None or self.state is None:
            return False
        self._cancel_pending()
        self.state = self.state.undone(seat)
        for seat, bot in self.bots.items():
            bot.rewind(self.state.view(seat))  # forget nothing it saw before
        if self.autosave:
            write_autosave(self.data_dir, self.state, self.seats)
        self.changed.emit()
        self._schedule()
        return True

    # -- files -----------------------------------------------------------------------------

    def save(self, path: Path) -> None:
        """Raises ``OSError`` for the view to report."""
        if self.state is not None:
            write_table(path, self.state, self.seats)

    def _clear_autosave(self) -> None:
        if self.autosave:
            clear_autosave(self.data_dir, RevorsoState.game)
