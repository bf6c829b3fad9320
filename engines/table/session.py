"""One game at a table, for every game: the state, whose turn, the bots, undo, saves (no Qt).

The table shell (Qt), the table server and plain scripts all drive a
:class:`TableSession` the same way (docs/ARCHITECTURE.md, "The play layer"):

* a person's or a remote seat's move comes in through :meth:`TableSession.play`, which
  accepts only an action :meth:`~engines.base.GameState.legal_actions` lists for the seat
  whose turn it is;
* a bot's move is asked for with :meth:`TableSession.bot_request` and handed back with
  :meth:`TableSession.answer` — the caller decides where the bot thinks (a worker thread,
  or at once with :meth:`TableSession.play_bots`), the session decides whether the answer
  still counts (a request from before an undo, a load or a new game is dropped);
* every seat, and every connected :class:`SeatEndpoint`, only ever receives
  ``state.view(seat)``;
* after every change the game is autosaved (when the session has a saves folder) and the
  listeners are told.

Undo has one policy for all games (:meth:`TableSession.can_undo`): a seat may take back
its own last action until hidden information was revealed or another player acted.
"""

from __future__ import annotations

import enum
import itertools
import logging
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from engines.base import TERMINAL, Action, GameState, IllegalActionError, UndoRefusedError, View
from engines.bots import Bot, make_bot
from engines.saves import SaveLines
from engines.table.pacing import bot_delay_ms
from engines.table.saves import TableLoad, read_table, table_head, table_record, write_table
from engines.table.seats import Seat, SeatKind, TableSetup
from engines.table.store import SaveStore
from engines.text import t

__all__ = ["BotRequest", "Change", "NotYourTurnError", "SeatEndpoint", "TableNote", "TableSession"]

log = logging.getLogger(__name__)


_SERIALS = itertools.count(1)
#: Notes kept at most (a table that runs all day with phones coming and going).
_MOST_NOTES = 200


class NotYourTurnError(IllegalActionError):
    """A seat tried to act while another seat must act."""


@dataclass(frozen=True)
class TableNote:
    """Something that happened at the table, not in the game ("Ana joined on a phone"): its
    words, and how many moves the game had then, so a log shows it in its place."""

    moves: int
    text: str


class Change(enum.Enum):
    """Why listeners are told: a move was played, taken back, or a game (re)started."""

    START = "start"
    MOVE = "move"
    UNDO = "undo"
    #: Who plays a seat changed (a phone's seat handed to a computer player, a phone's name).
    SEATS = "seats"
    #: Something happened at the table outside the game (a phone joined or left): a note.
    NOTE = "note"


class SeatEndpoint(Protocol):
    """Something outside the session that plays a seat: a phone, a script, a test.

    ``update`` is called with the seat's view after every change; ``legal`` lists what the
    seat may play now (empty when it is not its turn).
    """

    def update(self, view: View, legal: Sequence[Action]) -> None: ...


@dataclass(frozen=True)
class BotRequest:
    """A bot's turn to think: hand ``bot.choose(view, legal)`` back with :meth:`TableSession.answer`."""

    #: The session that asked (a bot still thinking for a game that was replaced must not
    #: move in the new one) and its undo generation when it asked.
    session: int
    generation: int
    seat: int
    bot: Bot
    view: View
    legal: tuple[Action, ...]
    #: How many actions had been played when the bot was asked.
    position: int

    def think(self) -> Action:
        return self.bot.choose(self.view, self.legal)


def bot_seed(setup: TableSetup, seat: int) -> int:
    """Each bot's own seed, fixed by the game's, so a replayed deal plays out the same."""
    return setup.seed * 7919 + seat


class TableSession:
    """A game being played. See the module docstring for who calls what."""

    def __init__(
        self,
        setup: TableSetup,
        state: GameState | None = None,
        *,
        store: SaveStore | None = None,
    ) -> None:
        from engines import GAMES

        self.setup = setup
        self.state: GameState = state if state is not None else self.new_state(setup)
        if self.state.game != setup.game or self.state.players != len(setup.seats):
            raise ValueError("the state does not belong to this set-up")
        self.store = store
        #: Unique to this session; bumped by every undo: a bot answer for another is dropped.
        self.serial = next(_SERIALS)
        self.generation = 0
        self.bots: dict[int, Bot] = {
            i: make_bot(GAMES[setup.game], seat.bot, seat.level, seed=bot_seed(setup, i))
            for i, seat in enumerate(setup.seats)
            if seat.is_bot
        }
        self._listeners: list[Callable[[Change], None]] = []
        self._endpoints: dict[int, list[SeatEndpoint]] = {}
        #: What happened at the table besides the game, oldest first (not saved).
        self.notes: list[TableNote] = []
        #: The autosave's actions laid out so far, each once.
        self._save_lines = SaveLines()
        self._observe()

    @staticmethod
    def new_state(setup: TableSetup) -> GameState:
        from engines import GAMES

        return GAMES[setup.game](len(setup.seats), setup.seed, dict(setup.options))

    # -- opening a game ----------------------------------------------------------------

    @classmethod
    def load(
        cls, path: str | os.PathLike[str], game: str | None = None, **kwargs: Any
    ) -> tuple[TableSession | None, TableLoad]:
        """A session from a save file, or None and a load whose ``error`` says why."""
        loaded = read_table(path, game)
        if loaded.setup is None or loaded.state is None:
            return None, loaded
        return cls(loaded.setup, loaded.state, **kwargs), loaded

    @classmethod
    def resume(cls, store: SaveStore, game: str) -> tuple[TableSession | None, TableLoad]:
        """The game interrupted last time (its autosave), autosaving on."""
        return cls.load(store.autosave_path(game), game, store=store)

    def restarted(self, seed: int | None = None) -> TableSession:
        """A new game with the same seats and options (and the same deal unless ``seed`` is given)."""
        setup = self.setup if seed is None else self.setup.with_seed(seed)
        return TableSession(setup, store=self.store)

    # -- who plays -----------------------------------------------------------------------

    @property
    def game(self) -> str:
        return self.setup.game

    @property
    def names(self) -> list[str]:
        return self.setup.names

    @property
    def over(self) -> bool:
        return self.state.is_terminal()

    def to_act(self) -> int | None:
        """The seat that must act now (None once the game is over)."""
        player = self.state.current_player
        return None if player == TERMINAL or player < 0 else player

    def waiting_for(self) -> SeatKind | None:
        seat = self.to_act()
        return None if seat is None else self.setup.seats[seat].kind

    def is_bot_turn(self) -> bool:
        return self.waiting_for() is SeatKind.BOT

    def is_person_turn(self) -> bool:
        return self.waiting_for() is SeatKind.PERSON

    def last_person(self) -> int | None:
        """The person at this computer who acted last (the one whose side a shared screen shows)."""
        persons = set(self.setup.persons)
        return next((a for a in reversed(self.state.actors) if a in persons), None)

    def view(self, seat: int) -> View:
        return self.state.view(seat)

    def legal_for(self, seat: int) -> list[Action]:
        """What ``seat`` may play now: nothing unless it is its turn."""
        return self.state.legal_actions() if seat == self.to_act() else []

    # -- playing ---------------------------------------------------------------------------

    def play(self, seat: int, action: Action) -> None:
        """Play ``action`` for ``seat``; :class:`IllegalActionError` (the state unchanged) if not allowed."""
        if seat != self.to_act():
            raise NotYourTurnError(t("It is not your turn."))
        self.state.apply(action)
        self._changed(Change.MOVE)

    def bot_request(self) -> BotRequest | None:
        """The bot to ask for a move now, with what it may see; None when no bot must act."""
        seat = self.to_act()
        if seat is None or seat not in self.bots:
            return None
        legal = tuple(self.state.legal_actions())
        view = self.state.view(seat)
        return BotRequest(
            self.serial, self.generation, seat, self.bots[seat], view, legal, len(self.state.history)
        )

    def answer(self, request: BotRequest, action: Action) -> bool:
        """Play a bot's answer if it is still wanted; False when the game moved on meanwhile."""
        if request.session != self.serial or request.generation != self.generation:
            return False
        if request.seat != self.to_act():
            return False
        if len(self.state.history) != request.position:
            return False
        self.state.apply(action)
        self._changed(Change.MOVE)
        return True

    def play_bots(self, limit: int = 100_000) -> int:
        """Let the bots move at once, here, until someone else must act; returns the moves played."""
        played = 0
        while played < limit and (request := self.bot_request()) is not None:
            self.answer(request, request.think())
            played += 1
        return played

    def bot_delay_ms(self, speed_ms: int) -> int:
        """How long the next bot waits before it moves, at the table's speed."""
        return bot_delay_ms(speed_ms, self.state.is_quick_decision())

    def hand_to_bot(self, seat: int, bot: str = "strong", level: str = "medium") -> None:
        """A computer player plays ``seat`` from now on, under the same name.

        A classroom table needs it when a pupil's phone leaves (a flat battery, the bell):
        the game goes on without the others waiting. The seat's kind changes in the set-up
        too, so a save records who played it in the end.
        """
        from engines import GAMES

        current = self.setup.seats[seat]
        if current.is_bot:
            return
        seats = list(self.setup.seats)
        seats[seat] = Seat.computer(current.name, bot, level)
        self.setup = self.setup.with_seats(seats)
        self.bots[seat] = make_bot(GAMES[self.game], bot, level, seed=bot_seed(self.setup, seat))
        self.bots[seat].observe(self.state.view(seat))
        self._changed(Change.SEATS)

    def hand_to_person(self, seat: int) -> None:
        """A person at this computer plays ``seat`` from now on, under the same name (the teacher
        ended the phones' table and the game goes on at the computer)."""
        current = self.setup.seats[seat]
        if not current.is_remote:
            return
        seats = list(self.setup.seats)
        seats[seat] = Seat.person(current.name)
        self.setup = self.setup.with_seats(seats)
        self._changed(Change.SEATS)

    def rename(self, seat: int, name: str) -> None:
        """``seat`` is called ``name`` from now on (a pupil typed it on a phone): the banners,
        the log, the scores and the saves say it. The one name rule applies."""
        from engines.table.seats import clean_name

        name = clean_name(name, seat)
        current = self.setup.seats[seat]
        if current.name == name:
            return
        seats = list(self.setup.seats)
        seats[seat] = Seat(name, current.kind, current.bot, current.level)
        self.setup = self.setup.with_seats(seats)
        self.autosave()
        # No seat's view holds a name: the remote seats are not sent their views again.
        for listener in list(self._listeners):
            listener(Change.SEATS)

    def note(self, text: str) -> None:
        """Something happened at the table ("Ana's phone left"): the listeners show it."""
        self.notes.append(TableNote(len(self.state.history), text))
        del self.notes[:-_MOST_NOTES]
        for listener in list(self._listeners):
            listener(Change.NOTE)

    # -- undo --------------------------------------------------------------------------------

    def undo_seat(self) -> int | None:
        """The seat whose last action can be taken back now, if any (see :meth:`can_undo`)."""
        if not self.state.actors or self.over:
            return None
        seat = self.state.actors[-1]
        return seat if self.can_undo(seat) else None

    def can_undo(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: whoever acted last) may take back its last action.

        Only a person or remote seat, only its own action when nobody acted after it, and
        never past hidden information revealed or a chance event.
        """
        actors = self.state.actors
        if not actors or self.over:
            return False
        if seat is None:
            seat = actors[-1]
        if actors[-1] != seat or self.setup.seats[seat].is_bot:
            return False
        return self.state.can_undo(seat)

    def undo(self, seat: int | None = None) -> None:
        """Take back ``seat``'s last action; :class:`UndoRefusedError` when the policy forbids it."""
        if not self.can_undo(seat):
            raise UndoRefusedError(t("That move cannot be taken back."))
        self.state = self.state.undone(self.state.actors[-1])
        self.generation += 1
        for index, bot in self.bots.items():
            bot.rewind(self.state.view(index))
        self._changed(Change.UNDO)

    # -- watching ------------------------------------------------------------------------------

    def add_listener(self, listener: Callable[[Change], None]) -> None:
        """Call ``listener`` after every change (a move, an undo)."""
        self._listeners.append(listener)

    def connect(self, seat: int, endpoint: SeatEndpoint) -> None:
        """Send ``seat``'s view to ``endpoint`` now and after every change."""
        self._endpoints.setdefault(seat, []).append(endpoint)
        endpoint.update(self.state.view(seat), self.legal_for(seat))

    def disconnect(self, seat: int, endpoint: SeatEndpoint) -> None:
        endpoints = self._endpoints.get(seat, [])
        if endpoint in endpoints:
            endpoints.remove(endpoint)

    def _observe(self) -> None:
        for index, bot in self.bots.items():
            bot.observe(self.state.view(index))

    def _changed(self, change: Change) -> None:
        if change is Change.MOVE:
            self._observe()
        self.autosave()
        for seat, endpoints in self._endpoints.items():
            view, legal = self.state.view(seat), self.legal_for(seat)
            for endpoint in list(endpoints):
                endpoint.update(view, legal)
        for listener in list(self._listeners):
            listener(change)

    # -- saving --------------------------------------------------------------------------------

    def save_data(self) -> dict[str, Any]:
        return table_record(self.setup, self.state)

    def save_to(self, path: str | os.PathLike[str]) -> None:
        """Save where the user chose; ``OSError`` or ``UnicodeError`` for the caller to report."""
        write_table(Path(path), self.setup, self.state)

    def autosave(self) -> bool:
        """Keep the game safe after every change; a failure is logged once, never raised."""
        if self.store is None:
            return True
        if self.over:
            self.store.clear_autosave(self.game)
            return True
        head = table_head(self.setup, self.state)
        return self.store.autosave_game(self.game, head, self.state.history, self._save_lines)
