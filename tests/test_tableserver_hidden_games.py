"""Hidden information through the table server, game by game: over seeded games played by random
legal moves on every seat, no message a phone receives points a picture at a card side its
seat's view does not show at that moment (docs/ARCHITECTURE.md, "Playing on phones")."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

import pytest

from engines.base import View
from engines.recto_verso.calls import NEXT_ROUND_MS, served_rounds
from engines.recto_verso.game import RectoVersoView
from engines.recto_verso.rules_data import rounds_in_party
from engines.revorso.game import RevorsoView
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from engines.verso.game import VersoView
from tableserver.games.recto_verso import SIDES, side_key
from tableserver.games.revorso import BACK
from tableserver.games.verso import face_key as verso_key
from tableserver.protocol import Call, Hello, Judge, Play, Sit
from tableserver.table import ServedTable
from tests.tableserver_helpers import CODE, game_table
from tests.test_tableserver_hidden import RecordingPeer, _drain, _shown_cards

Visible = Callable[[View], set[tuple[Any, str]]]


def _verso_visible(view: View) -> set[tuple[Any, str]]:
    """Every face up on the table, and the other face of every card turned in public."""
    assert isinstance(view, VersoView)
    cards = [*view.discard, *(card for rows in view.rows for row in rows for card in row)]
    if view.top is not None:
        cards.append(view.top)
    shown = {(card.uid, verso_key(card.face)) for card in cards}
    shown |= {(card.uid, verso_key(card.back)) for card in cards if card.back is not None}
    return shown


def _revorso_visible(view: View) -> set[tuple[Any, str]]:
    """The common back of each face-down card, the cards the last action shows, the cards named
    right in this memory test and the action cards held face up: never a face-down symbol."""
    assert isinstance(view, RevorsoView)
    shown: set[tuple[Any, str]] = {(f"h{handle}", BACK) for handle in view.face_down}
    shown |= {(f"r{i}", card) for i, card in enumerate(view.revealed)}
    shown |= {(f"held{seat}", card) for seat, card in enumerate(view.held) if card is not None}
    for index in range(view.flash_from, len(view.log)):
        card = view.log[index].card
        if card is not None:
            shown.add((f"e{index}", card))
    return shown


def play_recorded_game(
    game: str,
    players: int,
    seed: int,
    visible: Visible,
    options: dict[str, Any] | None = None,
    limit: int = 0,
) -> int:
    """One game of random legal moves, every seat a recording phone, every message checked."""
    rng = random.Random(seed)
    table = game_table(game, phones=players, seed=seed, options=options)
    loop = asyncio.new_event_loop()
    try:
        table.attach(loop)
        peers = [RecordingPeer() for _ in range(players)]
        for seat, peer in enumerate(peers):
            table.add_peer(peer, "127.0.0.1")
            table.receive(peer, Hello(CODE, f"P{seat}", rng.choice(("en", "fr", "it", "pt"))))
            table.receive(peer, Sit(seat))
        _drain(loop)
        states = _check(table, peers, visible)
        moves = 0
        while not table.session.over and (not limit or moves < limit):
            acting = table.session.to_act()
            assert acting is not None
            seat = acting
            state = states[seat]
            assert state["your_turn"] and state["legal"], state
            table.receive(peers[seat], Play(state["serial"], rng.randrange(len(state["legal"]))))
            _drain(loop)
            states |= _check(table, peers, visible)
            moves += 1
        if table.session.over:
            assert all(message["over"] for message in states.values())
        return moves
    finally:
        loop.close()


def _check(table: Any, peers: list[RecordingPeer], visible: Visible) -> dict[int, dict[str, Any]]:
    """Every unread message of every seat against that seat's view now; the newest states."""
    newest: dict[int, dict[str, Any]] = {}
    for seat, peer in enumerate(peers):
        seen = visible(table.session.view(seat))
        for message in peer.unread():
            shown = set(_shown_cards(message, []))
            assert shown <= seen, (seat, shown - seen)
            if message["t"] == "state":
                newest[seat] = message
    return newest


@pytest.mark.slow
def test_no_verso_phone_is_ever_shown_a_face_its_view_hides() -> None:
    moves = sum(play_recorded_game("verso", 2 + seed % 3, seed, _verso_visible) for seed in range(12))
    assert moves > 12 * 30


@pytest.mark.slow
def test_no_revorso_phone_is_ever_shown_a_face_down_card() -> None:
    moves = sum(
        play_recorded_game("revorso", 2 + seed % 3, seed, _revorso_visible, limit=400) for seed in range(16)
    )
    assert moves > 16 * 100


def _recto_verso_visible(view: View) -> set[tuple[Any, str]]:
    """The facade the view names for this seat this round: never the partner's."""
    assert isinstance(view, RectoVersoView)
    sides = SIDES if view.side == "both" else (view.side,)
    return {(side, side_key(view.card.id, side)) for side in sides}


def _whole_card(view: View) -> set[tuple[Any, str]]:
    """Once both partners have called, the table checks the building against the whole card."""
    assert isinstance(view, RectoVersoView)
    return {(side, side_key(view.card.id, side)) for side in SIDES}


class _Time:
    def __init__(self) -> None:
        self.ms = 0

    def __call__(self) -> int:
        return self.ms


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_no_party_partner_calling_on_the_phone_is_ever_shown_the_other_facade(players: int) -> None:
    rng = random.Random(players)
    time = _Time()
    seats = tuple(Seat.remote(f"Player {i + 1}") for i in range(players))
    session = TableSession(TableSetup("recto_verso", seats, players, {"mode": "party"}))
    rounds = served_rounds(session, now=time)
    assert rounds is not None
    table = ServedTable(session, code=CODE, rounds=rounds)
    loop = asyncio.new_event_loop()
    try:
        table.attach(loop)
        peers = [RecordingPeer() for _ in range(players)]
        for seat, peer in enumerate(peers):
            table.add_peer(peer, "127.0.0.1")
            table.receive(peer, Hello(CODE, f"P{seat}", rng.choice(("en", "fr", "it", "pt"))))
            table.receive(peer, Sit(seat))
        _drain(loop)
        played = 0
        while not table.session.over:
            states = _check(table, peers, _recto_verso_visible)
            builders = table.session.state.builders
            sides = {seat: states[seat]["phone"]["side"] for seat in builders}
            assert sides == {builders[0]: "front", builders[1]: "back"}
            assert all(len(states[seat]["phone"]["facades"]) == 1 for seat in builders)
            assert not any(state["legal"] for state in states.values())
            number = table.session.state.round
            first, second = rng.sample(builders, 2)  # the partners call, in either order
            table.receive(peers[first], Call(number))
            _drain(loop)
            _check(table, peers, _recto_verso_visible)  # one call: still this round
            table.receive(peers[second], Call(number))
            _drain(loop)
            _check(table, peers, _whole_card)  # the table checks the building: the card is shown
            judge = rng.choice(rounds.judges())
            table.receive(peers[judge], Judge(number, rng.random() < 0.5))
            _drain(loop)
            assert table.session.state.round == number + 1 or table.session.over
            time.ms += NEXT_ROUND_MS
            if rounds.tick():
                table.refresh()
            _drain(loop)
            played += 1
        _check(table, peers, _recto_verso_visible)
        assert played == rounds_in_party(players)
    finally:
        loop.close()
