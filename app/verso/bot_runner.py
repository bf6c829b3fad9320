"""Bots think in a worker thread so the window never freezes (hard takes ~250 ms a move).

Each request carries a generation number; an answer for an older generation (the game
was undone, restarted or loaded meanwhile) is dropped.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from engines.base import Action, View
from engines.bots import Bot

__all__ = ["BotRunner"]


class _Signals(QObject):
    done = Signal(int, object)
    failed = Signal(int, object)


class _Job(QRunnable):
    def __init__(self, signals: _Signals, generation: int, bot: Bot, view: View, legal: Sequence[Action]):
        super().__init__()
        self.signals, self.generation = signals, generation
        self.bot, self.view, self.legal = bot, view, list(legal)

    def run(self) -> None:
        try:
            action = self.bot.choose(self.view, self.legal)
        except Exception as exc:  # handed to the GUI thread, which re-raises it to the excepthook
            self.signals.failed.emit(self.generation, exc)
            return
        self.signals.done.emit(self.generation, action)


class BotRunner(QObject):
    """Ask a bot for a move off the GUI thread; ``chosen(generation, action)`` brings it back."""

    chosen = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        # ``busy`` is cleared before ``chosen`` runs, which may ask for the next move at once.
        self._signals.done.connect(self._finished)
        self._signals.done.connect(self.chosen)
        self._signals.failed.connect(self._raise)
        self.busy = False

    def request(self, generation: int, bot: Bot, view: View, legal: Sequence[Action]) -> None:
        self.busy = True
        self.pool.start(_Job(self._signals, generation, bot, view, legal))

    def _finished(self, _generation: int, _action: object) -> None:
        self.busy = False

    def _raise(self, _generation: int, exc: object) -> None:
        self.busy = False
        assert isinstance(exc, BaseException)
        raise exc

    def wait(self) -> None:
        self.pool.waitForDone()
