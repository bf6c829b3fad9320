"""One Verso game in the app: the engine state, who sits where, saving and undo.

No Qt here: the view drives a :class:`GameSession`, and the bots' thinking runs in
:mod:`app.verso.bot_runner`. A save is the engine's save (DESIGN.md §2) plus a
``seats`` entry naming the players; the engine ignores the extra key, so the file
still replays with ``rectoverso`` tools.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from app.saves import autosave_path, clear_autosave, load_game
from app.verso.seats import Seat, TableSetup
from engines import new_game
from engines.base import Action
from engines.bots import Bot, make_bot
from engines.safe_files import LoadResult, atomic_write_json
from engines.verso import VersoState, VersoView
from engines.verso.actions import Bank, Turn
from engines.verso.cards import Face
from engines.verso.rules import series_values

__all__ = ["GameSession", "SeriesCheck", "load_session"]

log = logging.getLogger(__name__)
GAME = "verso"


class SeriesCheck:
    """What the table says about the cards a player selected for a series."""

    def __init__(self, banks: list[Bank], reason: str, points: int = 0, square: int = 0) -> None:
        self.banks = banks  #: the legal ways to bank exactly these cards (which two are discarded)
        self.reason = reason  #: why the selection is no series ("" when it is one)
        self.points = points  #: the series' points
        self.square = square  #: extra points banking it scores at once (the square)

    @property
    def ok(self) -> bool:
        return bool(self.banks)


class GameSession:
    def __init__(self, setup: TableSetup, state: VersoState | None = None) -> None:
        self.setup = setup
        if state is None:
            state = new_game(GAME, len(setup.seats), setup.seed, dict(setup.options))  # type: ignore[assignment]
        assert isinstance(state, VersoState)
        self.state = state
        self.bots: dict[int, Bot] = {}
        for i, seat in enumerate(setup.seats):
            if not seat.is_human:
                kind, level = seat.bot_kind()
                self.bots[i] = make_bot(VersoState, kind, level, seed=setup.seed * 7 + i)

    # -- who plays ---------------------------------------------------------------------

    @property
    def names(self) -> list[str]:
        return self.setup.names

    @property
    def over(self) -> bool:
        return self.state.is_terminal()

    @property
    def to_play(self) -> int:
        return self.state.to_play

    def is_bot_turn(self) -> bool:
        return not self.over and self.to_play in self.bots

    def viewer(self) -> int:
        """Whose rows sit at the bottom: the human to play, else the last human who did."""
        humans = self.setup.humans
        if not humans:
            return 0
        if not self.over and self.to_play in humans:
            return self.to_play
        for actor in reversed(self.state.actors):
            if actor in humans:
                return actor
        return humans[0]

    def view(self) -> VersoView:
        return self.state.view(self.viewer())

    # -- acting ------------------------------------------------------------------------

    def apply(self, action: Action) -> Turn:
        self.state.apply(action)
        return self.state.log[-1]

    def bot_request(self) -> tuple[Bot, VersoView, list[Action]]:
        player = self.to_play
        return self.bots[player], self.state.view(player), self.state.legal_actions()

    def can_undo(self) -> bool:
        """Undo takes back the last action of a human, never a card revealed from the deck."""
        if not self.state.history:
            return False
        player = self.state.actors[-1]
        return player in self.setup.humans and self.state.can_undo(player)

    def undo(self) -> None:
        self.state = self.state.undone(self.state.actors[-1])

    def restart(self) -> GameSession:
        return GameSession(self.setup)

    # -- series ------------------------------------------------------------------------

    def check_series(self, cards: set[int]) -> SeriesCheck:
        state = self.state
        player = state.to_play
        if self.over:
            return SeriesCheck([], "")
        banks = [
            a
            for a in state.legal_actions()
            if isinstance(a, Bank) and set(a.cards) == cards and a.player == player
        ]
        if banks:
            after = state.clone()
            after.record = False
            before = after.points[player]
            after.apply(banks[0])
            gained = after.points[player] - before
            return SeriesCheck(banks, "", banks[0].points, gained - banks[0].points)
        return SeriesCheck([], self._why_not(cards))

    def _why_not(self, cards: set[int]) -> str:
        """An English reason, translated by the view (keys are the sentences)."""
        faces: list[Face] = [state_face for uid in cards if (state_face := self._face_of(uid)) is not None]
        if len(cards) < 2:
            return "Select two or more cards of one colour."
        if len(cards) > 6:
            return "A series has at most six cards."
        if len({f.colour for f in faces}) > 1:
            return "A series is all one colour."
        if all(f.is_joker for f in faces):
            return "A series needs at least one numbered card."
        wrap = bool(self.state.options["wrap"])
        numbers = sorted(f.value for f in faces if not f.is_joker)
        if len(set(numbers)) < len(numbers):
            return "Two cards have the same value."
        if series_values(sorted(faces, key=lambda f: f.value or 99), wrap) is None:
            return "These values do not follow on, even with jokers filling the gaps."
        return "It is not your turn to bank."

    def _face_of(self, uid: int) -> Face | None:
        for row in self.state.rows[self.state.to_play]:
            if uid in row:
                return self.state.face(uid)
        return None

    # -- saving ------------------------------------------------------------------------

    def save_data(self) -> dict[str, Any]:
        return {**self.state.to_save(), "seats": self.setup.seats_json()}

    def save_to(self, path: Path) -> None:
        """Raises ``OSError`` for the view to report."""
        atomic_write_json(path, self.save_data())

    def autosave(self, data_dir: Path) -> None:
        if self.over:
            clear_autosave(data_dir, GAME)
            return
        try:
            atomic_write_json(autosave_path(data_dir, GAME), self.save_data())
        except OSError:
            log.exception("autosave of verso failed")


def load_session(path: Path) -> tuple[GameSession | None, LoadResult]:
    """A session from a save file; on any problem None and a result whose ``error`` says why."""
    state, result = load_game(path)
    if state is None:
        return None, result
    if not isinstance(state, VersoState):
        from engines.safe_files import LoadProblem

        return None, LoadResult(result.path, problem=LoadProblem.INVALID, detail="this is not a Verso game")
    data = result.data if isinstance(result.data, dict) else {}
    seats = TableSetup.seats_from_json(data.get("seats"), state.players)
    setup = TableSetup(seats, state.seed, dict(state.options))
    return GameSession(setup, state), result


def has_autosave(data_dir: Path) -> bool:
    return autosave_path(data_dir, GAME).exists()


def default_seats(players: int) -> tuple[Seat, ...]:
    return tuple(Seat(f"Player {i + 1}") for i in range(players))
