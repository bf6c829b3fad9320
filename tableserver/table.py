"""The served table: one :class:`~engines.table.session.TableSession`, its phones and its seats.

Two threads meet here (docs/ARCHITECTURE.md, "Playing on phones"):

* the **table thread** owns the session. Every call into it goes through
  ``run_on_table(callable)``: headless, that posts to the server's own event loop; the
  desktop app passes a function that posts to its GUI thread.
* the **server loop** owns the phones. The session tells each phone seat's endpoint the
  seat's view after every change, and the endpoint hands it to the loop
  (:class:`~tableserver.loop_post.LoopPost`: the views of one change wake the loop once);
  everything below that runs on the loop alone.

Phones play the session's *remote* seats and only ever receive ``view(seat)`` and the
moves ``legal_for(seat)`` lists. A seat taken by a phone belongs to that phone's secret:
another phone may take it over only with the secret (a reload, a new phone).

Everything a phone sends is a stranger's input (docs/ARCHITECTURE.md, "Who is on the
network"): a move is taken only if it is one of the moves this seat was sent with that
serial (one check for every game, here, so no game's adapter can widen it); a connection
holds one seat at a time and an address at most :data:`SEATS_PER_ADDRESS`; wrong codes are
counted by :class:`~tableserver.joining.JoinGuard`; a seat's pictures come with a pass of
its own (:mod:`tableserver.pictures`).

The teacher at the computer may free a seat (its phone is told and the seat is free
again), drop a phone (its connection is closed and its address may not come back until
let in), hand a seat to a computer player (the game goes on without that phone), give the
table a new code, and pause the table (moves are refused with ``paused`` until it resumes,
and a round's clock stops).
A game whose rounds end on the phones' calls has a :class:`~engines.table.rounds.RoundHost`:
its round clock goes with every state and ``call`` reaches it. Whoever shows the seats
(the desktop app's shared screen) sets :attr:`ServedTable.on_seats` and is told, on the
server loop, who sits where after every change.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from engines.base import Action, IllegalActionError, View
from engines.manifest import game_spec, import_path
from engines.table.notes import table_note
from engines.table.rounds import RoundClock, RoundHost
from engines.table.seats import SeatKind, clean_name
from engines.table.session import BotRequest, TableSession
from tableserver.codes import new_secret, new_table_code, same_secret, same_table_code
from tableserver.joining import JoinGuard, Lockout, TryVerdict, is_this_computer
from tableserver.loop_post import LoopPost
from tableserver.phone_views import TableTurn, adapter, phone_state
from tableserver.pictures import PicturePasses, art_prefix
from tableserver.places import SeatPlace
from tableserver.protocol import (
    Back,
    Call,
    ClientMessage,
    Hello,
    Judge,
    Play,
    Refusal,
    Sit,
    Time,
    Watch,
    notice_text,
)
from tableserver.round_relay import RoundRelay

__all__ = ["SEATS_PER_ADDRESS", "Peer", "RunOnTable", "SeatPlace", "ServedTable"]

#: Seats the phones of one address may hold (one phone, or a phone and a tablet); the
#: computer itself (127.0.0.1) may hold them all.
SEATS_PER_ADDRESS = 2

log = logging.getLogger(__name__)

RunOnTable = Callable[[Callable[[], None]], None]


class Peer(Protocol):
    """One phone's connection, as the table sees it: it can be sent messages and closed."""

    def send(self, message: dict[str, Any]) -> None: ...

    def close(self, reason: str) -> None: ...


@dataclass
class _PeerState:
    address: str
    lang: str = "en"
    name: str = ""
    joined: bool = False
    watching: bool = False
    seat: int | None = None


@dataclass
class _Claim:
    """A seat a phone took: its secret, the name it gave, the phone there now (if any), the
    address it sat from and the pass to its pictures."""

    secret: str
    name: str
    peer: Peer | None
    address: str
    art: str


@dataclass
class _SeatState:
    """A seat's newest view, numbered: a move names the serial of the list it was chosen from."""

    serial: int
    view: View
    legal: tuple[Action, ...]
    #: Whose turn it was at the table when the view was read, and whether the game was over.
    turn: TableTurn
    used: bool = False
    #: The ``k`` of the moves the phone was sent with this serial (None: not sent yet).
    offered: frozenset[int] | None = None


@dataclass
class _Feed:
    """The session's endpoint for one phone seat (called on the table thread)."""

    table: ServedTable
    seat: int

    def update(self, view: View, legal: Any) -> None:
        rounds = self.table.rounds
        clock = rounds.snapshot() if rounds is not None else None
        session = self.table.session
        turn = TableTurn(session.to_act(), session.over, tuple(session.state.winners()))
        self.table._post(self.table._arrived, self.seat, view, tuple(legal), clock, turn)


class ServedTable:
    """A session served to phones. Create it anywhere; the server attaches it to its loop.

    ``run_on_table`` runs a callable on the session's thread (default: the server loop).
    ``drive_bots`` lets the table move the session's bots (headless); the desktop app
    moves them itself. ``bot_pause_ms`` is the table speed (see ``engines.table.pacing``).
    ``rounds`` owns the clock and the calls of a game played in timed rounds (Recto Verso's
    party; by default, headless, the one the game's manifest names as ``served_rounds``).
    """

    def __init__(
        self,
        session: TableSession,
        *,
        run_on_table: RunOnTable | None = None,
        drive_bots: bool = False,
        bot_pause_ms: int = 400,
        code: str | None = None,
        rounds: RoundHost | None = None,
    ) -> None:
        if adapter(session.game) is None:
            raise ValueError(f"no phone view for {session.game!r}")
        self.session = session
        self.rounds = rounds if rounds is not None else _default_rounds(session)
        #: The phones' link to the round host (made when the server starts).
        self.relay: RoundRelay | None = None
        #: The round clock sent with the states (the newest the table thread read).
        self._clock: RoundClock | None = None
        #: The table's own steady time (ms since it was made), which a phone asks for
        #: (``time``) and each state is stamped with (``sent_ms``): the phone learns how late a
        #: state reached it and ticks the round's clock on from when the state was sent.
        self._born = time.monotonic()
        self.code = code or new_table_code()
        #: Codes this table had before the teacher gave it a new one: a seat's secret with
        #: one of them still takes the seat back.
        self._old_codes: list[str] = []
        self.guard = JoinGuard()
        self.pictures = PicturePasses()
        self.drive_bots = drive_bots
        self.bot_pause_ms = bot_pause_ms
        self._run_on_table = run_on_table
        self._loop: asyncio.AbstractEventLoop | None = None
        self._to_loop: LoopPost | None = None
        self._peers: dict[Peer, _PeerState] = {}
        self._claims: dict[int, _Claim] = {}
        self._seats: dict[int, _SeatState] = {}
        self._serials = 0
        #: The serial of each seat's newest move the table took: its phone's answer to that tap.
        self._taken: dict[int, int] = {}
        self._thinking = False
        self._tasks: set[asyncio.Future[Any]] = set()
        self._feeds: dict[int, _Feed] = {}
        #: Moves are refused while the teacher holds the game (read and set on the loop).
        self.paused = False
        #: Told the seats (on the server loop) after every change of who sits where.
        self.on_seats: Callable[[list[SeatPlace]], None] | None = None
        setup = session.setup
        self.kinds = [seat.kind for seat in setup.seats]
        self.phone_seats = [i for i, kind in enumerate(self.kinds) if kind is SeatKind.REMOTE]

    # -- threads -----------------------------------------------------------------------------

    def attach(self, loop: asyncio.AbstractEventLoop) -> None:
        """Called by the server on its loop when it starts: connect the phone seats' endpoints."""
        self._loop = loop
        self._to_loop = LoopPost(loop)
        if self.rounds is not None:
            self.relay = RoundRelay(self, self.rounds)
            self.relay.start(loop)
            self.relay.seats_changed(self._seated())
        self.run_on_table(self._connect_seats)

    def run_on_table(self, call: Callable[[], None]) -> None:
        """Run ``call`` on the session's thread."""
        if self._run_on_table is not None:
            self._run_on_table(call)
        else:
            assert self._loop is not None, "the table is not attached to a server"
            self._loop.call_soon_threadsafe(call)

    def _post(self, call: Callable[..., None], *args: Any) -> None:
        """Run ``call(*args)`` on the server loop, from any thread (the calls of one change in
        one wake of the loop: :mod:`tableserver.loop_post`)."""
        if self._to_loop is not None:
            self._to_loop.post(call, *args)

    def _connect_seats(self) -> None:  # table thread
        for seat in self.phone_seats:
            self._feeds[seat] = _Feed(self, seat)
            self.session.connect(seat, self._feeds[seat])
        if self.drive_bots:
            self.session.add_listener(lambda change: self._drive_bots())
            self._drive_bots()

    # -- bots (headless) -------------------------------------------------------------------------

    def _drive_bots(self) -> None:  # table thread
        if self._thinking or self.paused:
            return
        request = self.session.bot_request()
        if request is None:
            return
        self._thinking = True
        pause = self.session.bot_delay_ms(self.bot_pause_ms) / 1000
        self._post(self._start_thinking, request, pause)

    def _start_thinking(self, request: BotRequest, pause: float) -> None:  # loop
        assert self._loop is not None
        task = self._loop.create_task(self._think(request, pause))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _think(self, request: BotRequest, pause: float) -> None:  # loop
        assert self._loop is not None
        started = time.monotonic()
        action = await self._loop.run_in_executor(None, request.think)
        await asyncio.sleep(max(0.0, pause - (time.monotonic() - started)))

        def answer() -> None:  # table thread
            self._thinking = False
            if not self.session.answer(request, action):
                self._drive_bots()

        self.run_on_table(answer)

    # -- seats' views (loop) ------------------------------------------------------------------------

    def refresh(self) -> None:  # table thread
        """Send every phone seat its view and the round clock again (the round's owner changed them)."""
        for seat, feed in list(self._feeds.items()):
            feed.update(self.session.view(seat), self.session.legal_for(seat))

    def _arrived(
        self, seat: int, view: View, legal: tuple[Action, ...], clock: RoundClock | None, turn: TableTurn
    ) -> None:
        self._clock = clock
        self._serials += 1
        self._seats[seat] = _SeatState(self._serials, view, legal, turn)
        claim = self._claims.get(seat)
        if claim is not None and claim.peer is not None:
            self._send_state(claim.peer, seat)

    def names(self) -> list[str]:
        """Each seat's name: the one its phone gave, else the set-up's."""
        names = list(self.session.setup.names)
        for seat, claim in self._claims.items():
            names[seat] = claim.name
        return names

    def _send_state(self, peer: Peer, seat: int) -> None:
        state = self._seats.get(seat)
        claim = self._claims.get(seat)
        if state is None or claim is None:
            return
        lang = self.language(peer)
        art = art_prefix(claim.art)
        names = self.names()
        phone, moves, over = phone_state(
            self.session.game, state.view, state.legal, names, lang, art, self._clock, state.turn
        )
        offered = frozenset(move["k"] for move in moves if type(move.get("k")) is int)
        state.offered = offered & frozenset(range(len(state.legal)))
        self.pictures.note(claim.art, phone, moves)
        peer.send(
            {
                "t": "state",
                "serial": state.serial,
                "seat": seat,
                "phone": phone,
                "legal": moves,
                "your_turn": bool(moves) and not state.used and not self.paused,
                "over": over,
                "paused": self.paused,
                "clock": self._clock.to_json() if self._clock is not None else None,
                "sent_ms": self.now_ms(),
                "taken": self._taken.get(seat),
            }
        )

    def picture_allowed(self, token: str, key: str) -> bool:
        """Whether the phone holding pass ``token`` was shown picture ``key`` (on the loop)."""
        return self.pictures.allows(token, key)

    def table_message(self) -> dict[str, Any]:
        names = self.names()
        seats = []
        for seat, kind in enumerate(self.kinds):
            free = kind is SeatKind.REMOTE and seat not in self._claims
            seats.append({"seat": seat, "name": names[seat], "kind": kind.value, "free": free})
        return {"t": "table", "game": self.session.game, "title": self.session.state.title, "seats": seats}

    def _tell_everyone(self) -> None:
        """Seats changed hands or names: every joined phone gets the table, seated ones their state."""
        table = self.table_message()
        for peer, state in list(self._peers.items()):
            if state.joined:
                peer.send(table)
            if state.seat is not None:
                self._send_state(peer, state.seat)
        self._seats_changed()

    def seat_places(self) -> list[SeatPlace]:
        """Who sits where now (on the loop)."""
        names = self.names()
        places = []
        for seat, kind in enumerate(self.kinds):
            claim = self._claims.get(seat)
            places.append(SeatPlace(seat, names[seat], kind, claim is not None, bool(claim and claim.peer)))
        return places

    def _seats_changed(self) -> None:
        if self.on_seats is not None:
            self.on_seats(self.seat_places())
        if self.relay is not None:
            self.relay.seats_changed(self._seated())

    def _seated(self) -> frozenset[int]:
        """The seats someone plays now: every seat but the phone seats nobody took."""
        return frozenset(
            s for s, kind in enumerate(self.kinds) if kind is not SeatKind.REMOTE or s in self._claims
        )

    def _note(self, kind: str, seat: int, name: str) -> None:  # loop
        """Tell the table's log what happened to ``seat`` (on the table's thread)."""
        session = self.session
        self.run_on_table(lambda: session.note(table_note(kind, name)))

    def _name_seat(self, seat: int, name: str) -> None:  # loop
        """The seat is called what its phone typed, everywhere the table shows it."""
        session = self.session
        self.run_on_table(lambda: session.rename(seat, name))

    # -- the teacher's controls ----------------------------------------------------------------

    def free_seat(self, seat: int) -> None:
        """Free a phone's seat (any thread): its phone is told, and any phone may sit there again."""
        self._post(self._take_seat_away, seat, "seat_freed", False)

    def drop_seat(self, seat: int) -> None:
        """Close the connection of the phone at ``seat`` (any thread): the seat is free again and
        that phone's address may not join until the teacher lets it in."""
        self._post(self._drop, seat)

    def let_in(self, address: str) -> None:
        """Let an address that was locked out or dropped try again (any thread)."""
        self._post(self.guard.let_in, address)

    def new_code(self) -> str:
        """Give the table a new code (any thread): phones must type the new one to join; seated
        phones keep their seats and come back with their secrets."""
        old, code = self.code, new_table_code()
        while code == old:
            code = new_table_code()
        self._old_codes.append(old)
        self.code = code
        return code

    def hand_to_bot(self, seat: int, bot: str = "strong", level: str = "medium") -> None:
        """A computer player plays ``seat`` from now on (table thread); its phone is told."""
        if seat not in self._feeds:
            return
        self.session.disconnect(seat, self._feeds.pop(seat))
        self.session.hand_to_bot(seat, bot, level)
        self._post(self._take_seat_away, seat, "to_bot", True)

    def set_paused(self, on: bool) -> None:
        """Hold the game (any thread): phones are told, their moves refused until it goes on, and
        a round's clock stops with it (the phones get its frozen time)."""
        self._post(self._pause, on)
        if self.rounds is not None:
            rounds = self.rounds

            def hold() -> None:  # table thread
                rounds.hold(on)
                self.refresh()

            self.run_on_table(hold)

    def _take_seat_away(self, seat: int, why: str, to_bot: bool) -> None:  # loop
        claim = self._release(seat)
        if claim is not None:
            self._note("to_bot" if to_bot else "freed", seat, claim.name)
        if claim is not None and claim.peer is not None:
            peer = claim.peer
            peer.send({"t": "error", "code": "taken_over", "message": notice_text(why, self.language(peer))})
        if to_bot:
            self.kinds[seat] = SeatKind.BOT
            self.phone_seats = [s for s in self.phone_seats if s != seat]
            self._seats.pop(seat, None)
        self._tell_everyone()

    def _drop(self, seat: int) -> None:  # loop
        claim = self._release(seat)
        if claim is None:
            return
        self.guard.block(claim.address)
        self._note("dropped", seat, claim.name)
        if claim.peer is not None:
            self.refuse(claim.peer, "dropped")
            claim.peer.close("dropped")
        self._tell_everyone()

    def _release(self, seat: int) -> _Claim | None:
        """Take ``seat`` from whoever holds it: its secret and its pictures' pass end."""
        claim = self._claims.pop(seat, None)
        if claim is None:
            return None
        self.pictures.revoke(claim.art)
        if claim.peer is not None:
            state = self._peers.get(claim.peer)
            if state is not None and state.seat == seat:
                state.seat = None
        return claim

    def _pause(self, on: bool) -> None:  # loop
        if self.paused == on:
            return
        self.paused = on
        for peer, state in list(self._peers.items()):
            if not state.joined:
                continue
            if on:
                self.refuse(peer, "paused")
            else:
                peer.send({"t": "notice", "code": "resumed", "message": notice_text("resumed", state.lang)})
            if state.seat is not None:
                self._send_state(peer, state.seat)
        if not on and self.drive_bots:
            self.run_on_table(self._drive_bots)

    # -- phones (loop) -----------------------------------------------------------------------------

    def add_peer(self, peer: Peer, address: str) -> None:
        """A phone connected from ``address`` (its IP address as the socket gives it)."""
        self._peers[peer] = _PeerState(address)

    def remove_peer(self, peer: Peer) -> None:
        state = self._peers.pop(peer, None)
        if state is not None and state.seat is not None:
            claim = self._claims.get(state.seat)
            if claim is not None and claim.peer is peer:
                claim.peer = None
                self._note("left", state.seat, claim.name)
                self._seats_changed()

    def joined(self, peer: Peer) -> bool:
        state = self._peers.get(peer)
        return state is not None and state.joined

    def language(self, peer: Peer) -> str:
        state = self._peers.get(peer)
        return state.lang if state is not None else "en"

    def refuse(self, peer: Peer, code: str) -> None:
        peer.send(Refusal(code).to_json(self.language(peer)))

    def receive(self, peer: Peer, message: ClientMessage) -> None:
        """Act on one valid message from ``peer``; anything refused is answered with an ``error``."""
        state = self._peers.get(peer)
        if state is None:
            return  # a phone already gone (or one the server never added)
        if isinstance(message, Hello):
            self._hello(peer, state, message)
        elif isinstance(message, Back):
            self._back(peer, state, message)
        elif not state.joined:
            self.refuse(peer, "not_joined")
        elif isinstance(message, Sit):
            self._sit(peer, state, message)
        elif isinstance(message, Watch):
            state.watching = True
            peer.send(self.table_message())
        elif isinstance(message, Play):
            self._play(peer, state, message)
        elif isinstance(message, Call | Judge):
            self._round_message(peer, state, message)
        elif isinstance(message, Time):
            peer.send({"t": "time", "n": message.n, "at": self.now_ms()})

    def now_ms(self) -> int:
        """The table's steady time, in ms (see ``_born``)."""
        return int((time.monotonic() - self._born) * 1000)

    def _code_accepted(self, peer: Peer, state: _PeerState, typed: str, *, old_codes: bool) -> bool:
        """Whether ``typed`` opens the table for this phone; a refusal is sent when it does not.

        Wrong codes are counted per address and slow it down, then lock it out
        (:mod:`tableserver.joining`); a locked or waiting address is not even compared."""
        verdict, wait = self.guard.check(state.address)
        if verdict is TryVerdict.LOCKED:
            self.refuse(peer, "locked_out")
            return False
        if verdict is TryVerdict.WAIT:
            peer.send({**Refusal("slow_down").to_json(state.lang), "wait_ms": int(wait * 1000) + 1})
            return False
        codes = [self.code, *(self._old_codes if old_codes else [])]
        if not any(same_table_code(typed, code) for code in codes):
            self.guard.wrong(state.address)
            self.refuse(peer, "bad_code")
            return False
        return True

    def _hello(self, peer: Peer, state: _PeerState, message: Hello) -> None:
        state.lang = message.lang
        if not self._code_accepted(peer, state, message.code, old_codes=False):
            return
        self.guard.right(state.address)
        state.joined = True
        state.name = message.name
        peer.send(self.table_message())

    def _seats_held_from(self, address: str, besides: int | None) -> int:
        return sum(1 for seat, claim in self._claims.items() if claim.address == address and seat != besides)

    def _sit(self, peer: Peer, state: _PeerState, message: Sit) -> None:
        seat = message.seat
        if seat not in self.phone_seats:
            self.refuse(peer, "no_seat")
            return
        claim = self._claims.get(seat)
        if claim is not None and claim.peer is not peer:
            self.refuse(peer, "seat_taken")
            return
        if claim is None:
            if not is_this_computer(state.address) and (
                self._seats_held_from(state.address, state.seat) >= SEATS_PER_ADDRESS
            ):
                self.refuse(peer, "one_seat")
                return
            # One seat per connection: the seat it held is free again for someone else.
            self._leave_seat(peer, state)
            name = clean_name(state.name, seat)
            claim = self._claims[seat] = _Claim(
                new_secret(), name, peer, state.address, self.pictures.new_pass()
            )
            self._name_seat(seat, name)
            self._note("joined", seat, name)
        state.seat = seat
        peer.send({"t": "seated", "seat": seat, "secret": claim.secret})
        self._tell_everyone()

    def _back(self, peer: Peer, state: _PeerState, message: Back) -> None:
        state.lang = message.lang
        if not self._code_accepted(peer, state, message.code, old_codes=True):
            return
        claim = self._claims.get(message.seat)
        if claim is None or message.seat not in self.phone_seats:
            self.refuse(peer, "no_seat")
            return
        if not same_secret(message.secret, claim.secret):
            self.guard.wrong(state.address)
            self.refuse(peer, "seat_taken")
            return
        self.guard.right(state.address)
        if state.seat != message.seat:
            self._leave_seat(peer, state)
        old = claim.peer
        if old is not None and old is not peer:
            self.refuse(old, "taken_over")
            old_state = self._peers.get(old)
            if old_state is not None:
                old_state.seat = None
        if old is None:
            self._note("back", message.seat, claim.name)
        claim.peer = peer
        claim.address = state.address
        state.joined = True
        state.seat = message.seat
        peer.send({"t": "seated", "seat": message.seat, "secret": claim.secret})
        self._tell_everyone()

    def _leave_seat(self, peer: Peer, state: _PeerState) -> None:
        """The phone moves on from its seat, which is free again (its secret no longer works)."""
        if state.seat is not None:
            claim = self._claims.get(state.seat)
            if claim is not None and claim.peer is peer:
                self._release(state.seat)
                self._note("moved", state.seat, claim.name)
            state.seat = None

    def _play(self, peer: Peer, state: _PeerState, message: Play) -> None:
        seat = state.seat
        if seat is None:
            self.refuse(peer, "not_seated")
            return
        current = self._seats.get(seat)
        if current is None or message.serial != current.serial or current.used:
            self.refuse(peer, "stale")
            self._send_state(peer, seat)
            return
        if not current.legal:
            self.refuse(peer, "not_your_turn")
            return
        if self.paused:
            self.refuse(peer, "paused")
            return
        # The one check of every game: only a move this seat was sent with this serial.
        if current.offered is None or message.k not in current.offered:
            self.refuse(peer, "unknown_move")
            return
        current.used = True
        self._taken[seat] = message.serial
        action = current.legal[message.k]
        self.run_on_table(lambda: self._play_on_table(peer, seat, action))

    def _round_message(self, peer: Peer, state: _PeerState, message: Call | Judge) -> None:
        """A party call or a verdict on the round's building, for the round host."""
        seat = state.seat
        if seat is None:
            self.refuse(peer, "not_seated")
            return
        if self.relay is None:
            self.refuse(peer, "unknown_move")
            return
        if self.paused:
            self.refuse(peer, "paused")
            return
        if isinstance(message, Call):
            self.relay.call(peer, seat, message.round)
        else:
            self.relay.judge(peer, seat, message.round, message.right)

    def post_refusal(self, peer: Peer, code: str) -> None:
        """Refuse ``peer``'s message from any thread (the round host answered on the table's)."""
        self._post(self.refuse, peer, code)

    def _play_on_table(self, peer: Peer, seat: int, action: Action) -> None:  # table thread
        try:
            self.session.play(seat, action)
        except IllegalActionError:
            self._post(self._refused_move, peer, seat)

    def _refused_move(self, peer: Peer, seat: int) -> None:
        state = self._seats.get(seat)
        if state is not None:
            state.used = False
            if self._taken.get(seat) == state.serial:
                del self._taken[seat]
        if peer in self._peers:
            self.refuse(peer, "illegal")
            self._send_state(peer, seat)

    def lockouts(self) -> list[Lockout]:
        return self.guard.lockouts()

    def close_all(self, reason: str) -> None:
        """Tell every phone the table is closed (the server is stopping)."""
        for task in list(self._tasks):
            task.cancel()
        if self.relay is not None:
            self.relay.stop()
        for peer in list(self._peers):
            peer.close(reason)


def _default_rounds(session: TableSession) -> RoundHost | None:
    """Headless, a game played in timed rounds is timed by the host its manifest names."""
    path = game_spec(session.game).served_rounds
    if not path:
        return None
    host: RoundHost | None = import_path(path)(session)
    return host
