"""Computer players think in a worker thread and move at a pace people can follow.

A request carries a generation number: a new game or a loaded save bumps it, so a late
answer for a game that is gone is dropped. ``delay_ms`` 0 (tests, screenshots) moves at
once after the worker answers.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from engines.base import Action, View
from engines.bots.base import Bot

__all__ = ["BotRunner"]


class _Signals(QObject):
    done = Signal(int, object)


class _Think(QRunnable):
    def __init__(
        self, bot: Bot, view: View, legal: Sequence[Action], generation: int, signals: _Signals
    ) -> None:
        super().__init__()
        self.bot, self.view, self.legal = bot, view, list(legal)
        self.generation = generation
        self.signals = signals

    def run(self) -> None:
        action = self.bot.choose(self.view, self.legal)
        self.signals.done.emit(self.generation, action)


class BotRunner(QObject):
    """Asks a bot for a move off the GUI thread; emits ``moved(action)`` after the pacing delay."""

    moved = Signal(object)

    def __init__(self, delay_ms: int = 700, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.delay_ms = delay_ms
        self.generation = 0
        self.busy = False
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.done.connect(self._on_done)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._pending: tuple[int, Bot, View, list[Action]] | None = None
        self._timer.timeout.connect(self._start)

    def request(self, bot: Bot, view: View, legal: Sequence[Action]) -> None:
        """Think about ``view`` once the pacing delay has passed."""
        self.busy = True
        self._pending = (self.generation, bot, view, list(legal))
        self._timer.start(max(0, self.delay_ms))

    def cancel(self) -> None:
        """Forget any move being thought about (new game, load, leaving)."""
        self.generation += 1
        self._timer.stop()
        self._pending = None
        self.busy = False

    def _start(self) -> None:
        if self._pending is None:
            return
        generation, bot, view, legal = self._pending
        self._pending = None
        self.pool.start(_Think(bot, view, legal, generation, self._signals))

    def _on_done(self, generation: int, action: object) -> None:
        if generation != self.generation:
            return
        self.busy = False
        self.moved.emit(action)

    def wait(self) -> None:
        self.pool.waitForDone()
