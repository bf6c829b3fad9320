"""The builder's rounds: starting each mode, the screen before a round, the result, the live check.

The phase itself lives in the session (:class:`~engines.recto_verso.builder.BuilderSession`);
this controller turns its steps into what the players see between two building phases —
the announcement card, the result card with every mistake, the countdown running out —
and tells the view to repaint through ``changed``.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from app.context import AppContext
from app.recto_verso import messages
from app.recto_verso.panels import ResultOverlay
from app.recto_verso.setup_page import DEFAULT_NAMES
from app.settings import RECTO_VERSO_PARTY_NAMES
from engines.recto_verso.builder import BuilderSession
from engines.recto_verso.calls import RoundCalls
from engines.recto_verso.cards import Card
from engines.recto_verso.game import RectoVersoGame, StopClimb
from engines.recto_verso.my_cards import puzzle_options
from engines.table.seats import clean_name

__all__ = ["NAMES_KEY", "RoundController"]

NAMES_KEY = RECTO_VERSO_PARTY_NAMES.key


class RoundController(QObject):
    """Starts games and rounds and shows their results; ``changed`` after every step."""

    #: A new game is on the table (the view sets up its tray, camera and facades).
    started = Signal()
    #: Something changed: repaint (the status line is kept when the argument is True).
    changed = Signal(bool)
    #: Back to the mode chooser.
    leave_requested = Signal()

    def __init__(
        self,
        context: AppContext,
        session: BuilderSession,
        overlay: ResultOverlay,
        now: Callable[[], int],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.session = session
        self.overlay = overlay
        self.now = now
        self.names: list[str] = []
        #: The calls' one rule and clock, the phones' round host too (docs/HOUSE-RULES.md).
        self.calls = RoundCalls(session, self.finish_round, lambda: self.changed.emit(True))
        self.timer = QTimer(self)
        self.timer.setInterval(100)
        self.timer.timeout.connect(self.tick)

    # -- starting ----------------------------------------------------------------------

    def start(self, state: RectoVersoGame, names: list[str]) -> None:
        self.names = names
        self.overlay.hide()
        self.session.start(state)
        self.started.emit()
        if state.mode == "puzzle":
            self._building()
        else:
            self.announce()

    def _seed(self, seed: int | None) -> int:
        return self.now() % 1_000_000 if seed is None else seed

    def start_puzzle(self, level: str = "easy", card: str = "", seed: int | None = None) -> None:
        options = {"mode": "puzzle", "level": level, "card": card}
        self.start(RectoVersoGame(1, self._seed(seed), options), [])

    def start_own_puzzle(self, card: Card, seed: int | None = None) -> None:
        """A puzzle on a card of My cards (the card travels in the save)."""
        self.start(RectoVersoGame(1, self._seed(seed), puzzle_options(card)), [])

    def start_party(
        self, level: str = "easy", names: list[str] | None = None, seed: int | None = None
    ) -> None:
        names = list(names or DEFAULT_NAMES[:4])
        self.context.settings.set_value(NAMES_KEY, json.dumps(names))
        self.start(RectoVersoGame(len(names), self._seed(seed), {"mode": "party", "level": level}), names)

    def start_ladder(self, level: str = "easy", check: bool = False, seed: int | None = None) -> None:
        """The co-op ladder; ``check`` is the house option "Check it for us" (docs/HOUSE-RULES.md)."""
        options = {"mode": "ladder", "level": level, "ladder_check": check}
        self.start(RectoVersoGame(2, self._seed(seed), options), [])

    def names_for(self, state: RectoVersoGame) -> list[str]:
        """The party's names as last entered, when they fit this game."""
        try:
            names = json.loads(self.context.settings.get(RECTO_VERSO_PARTY_NAMES))
        except (ValueError, RecursionError):  # RecursionError: '[[[[...' nested too deep
            names = []
        if state.mode != "party" or not isinstance(names, list) or len(names) != state.players:
            return list(DEFAULT_NAMES[: state.players])
        return [clean_name(n, i) for i, n in enumerate(names)]

    def next_puzzle(self) -> None:
        state = self.session.state
        self.start_puzzle(state.level if state is not None else "easy", "")

    def leave(self) -> None:
        self.timer.stop()
        self.overlay.hide()
        self.session.leave()
        self.leave_requested.emit()

    # -- a round -----------------------------------------------------------------------

    def announce(self) -> None:
        """Before a party round or ladder stage: who builds, then reveal the card."""
        state = self.session.state
        assert state is not None
        self.timer.stop()
        self.session.announce()
        self.changed.emit(False)
        title, text, button = messages.announce_text(state, self.names)
        self.overlay.present(title, text, [], [(button, self.reveal)])

    def reveal(self) -> None:
        self.session.begin_round()
        self._building()

    def _building(self) -> None:
        self.overlay.hide()
        if not self.context.headless:
            self.timer.start()
        self.changed.emit(False)

    def tick(self) -> None:
        """The ladder's countdown ends the attempt at 0; otherwise only the clock is repainted."""
        if self.session.time_up():
            self.finish_round()

    def after_step(self) -> None:
        """After every edit: a building that matches the card ends a puzzle by itself (and a ladder
        attempt played with "Check it for us"); the other rounds wait for Recto! and Verso!."""
        if self.session.live_result_due():
            self.finish_round()

    def call(self, side: str, on: bool = True) -> None:
        """Recto! (front partner) or Verso! (back partner): the rule of a phone's call (a call
        stands); both called finish the round. ``on`` False is the button unchecked as a new
        round begins, which calls nothing."""
        if not on:
            return
        self.calls.press(side)
        if self.session.phase == "build":
            self.changed.emit(True)  # a button pressed again shows its call still standing

    def check(self) -> None:
        """Puzzle: name every mistake, or finish when the building is right; party: both call."""
        session = self.session
        state = session.state
        if state is None or not session.can_build():
            return
        if state.mode != "puzzle":
            session.called = {"front": True, "back": True}
            self.finish_round()
            return
        mistakes = session.check().mistakes()
        if not mistakes:
            self.finish_round()
            return
        self.overlay.present(
            messages.not_yet(),
            messages.mistakes_heading(len(mistakes)),
            mistakes,
            [(messages.button_text("keep_building"), self.close_overlay)],
            good=False,
        )

    def stop_climb(self) -> None:
        """The pair retries as often as they like; "Stop the climb" ends the game at the stage reached."""
        state = self.session.state
        assert state is not None
        if not any(isinstance(a, StopClimb) for a in state.legal_actions()):
            return  # a second click on the same button, after the climb already stopped
        self.timer.stop()
        self.session.stop_climb()
        title, text = messages.climb_stopped(state)
        self.overlay.present(title, text, [], [(messages.button_text("new_game"), self.leave)], good=False)
        self.changed.emit(False)

    def close_overlay(self) -> None:
        self.overlay.hide()
        self.changed.emit(True)

    def finish_round(self) -> None:
        session = self.session
        state = session.state
        assert state is not None
        stage = state.stage
        self.timer.stop()
        record = session.finish_round()
        title, text, good = messages.result_text(state, record, stage, self.names)
        if state.mode == "puzzle":
            buttons = [("next_card", self.next_puzzle), ("choose_mode", self.leave)]
        elif state.is_terminal():
            buttons = [("new_game", self.leave)]
        elif state.mode == "party":
            buttons = [("next_round", self.announce)]
        elif record.cleared:
            buttons = [("next_stage", self.announce)]
        else:
            buttons = [("try_again", self.announce), ("stop_climb", self.stop_climb)]
        mistakes = [] if state.mode == "puzzle" or record.cleared else list(record.outcome.mistakes)
        self.overlay.present(
            title, text, mistakes, [(messages.button_text(k), slot) for k, slot in buttons], good=good
        )
        self.changed.emit(False)
