"""Hidden information through the table server: over many seeded DJ05135 games played by random
legal moves on every seat, no message a phone receives shows a card side its seat's view does
not show at that moment (docs/ARCHITECTURE.md, "Playing on phones")."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest

from engines.dj05135.game import DJ05135View
from tableserver.games.dj05135 import face_key
from tableserver.protocol import Hello, Play, Sit
from tests.tableserver_helpers import CODE, dj_table

GAMES = 200


class RecordingPeer:
    """A phone that keeps every message it is sent."""

    def __init__(self) -> None:
        self.inbox: list[dict[str, Any]] = []
        self.read = 0

    def send(self, message: dict[str, Any]) -> None:
        self.inbox.append(message)

    def close(self, reason: str) -> None:
        self.inbox.append({"t": "closed", "reason": reason})

    def unread(self) -> list[dict[str, Any]]:
        fresh, self.read = self.inbox[self.read :], len(self.inbox)
        return fresh


def _shown_cards(value: Any, found: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Every (card id, side) a message points a picture at, wherever it sits in the message."""
    if isinstance(value, dict):
        if "img" in value:
            found.append((value["id"], value["img"].rsplit("/", 1)[1].split(".png")[0]))
        for item in value.values():
            if isinstance(item, dict | list):
                _shown_cards(item, found)
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, dict | list):
                _shown_cards(item, found)
    return found


def _visible(view: DJ05135View) -> set[tuple[int, str]]:
    cards = [*view.centre, *(card for hand in view.hands for card in hand)]
    return {(card.tag, face_key(card.face)) for card in cards}


def _drain(loop: asyncio.AbstractEventLoop) -> None:
    for _ in range(4):
        loop.run_until_complete(asyncio.sleep(0))


def _check(table: Any, peers: list[RecordingPeer]) -> dict[int, dict[str, Any]]:
    """Every unread message of every seat against that seat's view now; the newest states."""
    newest: dict[int, dict[str, Any]] = {}
    for seat, peer in enumerate(peers):
        visible = _visible(table.session.view(seat))
        for message in peer.unread():
            shown = _shown_cards(message, [])
            assert set(shown) <= visible, (seat, set(shown) - visible)
            if message["t"] == "state":
                assert set(shown) == visible
                newest[seat] = message
    return newest


def _play_one_game(seed: int) -> int:
    rng = random.Random(seed)
    players = 2 + seed % 3
    table = dj_table(phones=players, seed=seed, turn_limit=rng.randint(2, 12))
    loop = asyncio.new_event_loop()
    try:
        table.attach(loop)
        peers = [RecordingPeer() for _ in range(players)]
        for seat, peer in enumerate(peers):
            table.add_peer(peer, "127.0.0.1")
            table.receive(peer, Hello(CODE, f"P{seat}", rng.choice(("en", "fr", "it", "pt"))))
            table.receive(peer, Sit(seat))
        _drain(loop)
        states = _check(table, peers)
        moves = 0
        while not table.session.over:
            seat = table.session.to_act()
            state = states[seat]
            assert state["your_turn"] and state["legal"]
            table.receive(peers[seat], Play(state["serial"], rng.randrange(len(state["legal"]))))
            _drain(loop)
            states |= _check(table, peers)
            moves += 1
        assert all(message["over"] for message in states.values())
        return moves
    finally:
        loop.close()


@pytest.mark.slow
def test_no_phone_is_ever_shown_a_side_its_view_hides() -> None:
    moves = sum(_play_one_game(seed) for seed in range(GAMES))
    assert moves > GAMES * 10
