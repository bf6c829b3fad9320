"""The generic phone page through the real server and protocol: two phones play a whole game of
the plugged test game (tests/plugin_game.py), whose manifest names the page and nothing else.

Each phone is sent its own seat's view as the game's text, whose turn it is, the points and its
moves as buttons; never a number of the other hand. A move that was not offered is refused."""

from __future__ import annotations

import json
import re
from typing import Any

from aiohttp import ClientWebSocketResponse

from tableserver.games.text_page import TextPhone, view_points
from tableserver.phone_views import TableTurn, adapter, card_png, phone_state
from tests import plugin_game
from tests.tableserver_helpers import game_table, run, seated, served

NAMES = ("Ana", "Ben")


class Heard:
    """Every state one phone was sent, as the JSON that came."""

    def __init__(self, ws: ClientWebSocketResponse, first: dict[str, Any]) -> None:
        self.ws = ws
        self.states = [first]

    async def next(self, kind: str) -> dict[str, Any]:
        while True:
            message: dict[str, Any] = json.loads(await self.ws.receive_str(timeout=5))
            if message["t"] == "state":
                self.states.append(message)
            if message["t"] == kind:
                return message


def _numbers(line: str) -> set[int]:
    return {int(n) for n in re.findall(r"\d+", line)}


def test_the_plugged_manifest_names_the_generic_page(plugged: str) -> None:
    assert isinstance(adapter(plugged), TextPhone)
    assert TextPhone.face_keys == frozenset() and card_png(plugged, "anything", "en") is None


def test_two_phones_play_the_plugged_game_to_the_end_each_seeing_only_its_own_hand(plugged: str) -> None:
    table = game_table(plugged, phones=2, seed=5)
    hands = [tuple(hand) for hand in table.session.state.hands]  # type: ignore[attr-defined]
    assert not set(hands[0]) & set(hands[1])

    async def scenario() -> None:
        async with served(table) as client:
            heard = []
            for seat, name in enumerate(NAMES):
                ws, _secret, first = await seated(client, seat, name)
                heard.append(Heard(ws, first))
            first = heard[0].states[-1]
            assert first["your_turn"] and first["phone"]["prompt"] == "Choose one of your moves."
            assert first["phone"]["text"] == ["? · ?", "0 – 0", f"[{' '.join(map(str, hands[0]))}]"]
            assert [move["label"] for move in first["legal"]] == [f"play {card}" for card in hands[0]]
            waiting = heard[1].states[-1]
            assert not waiting["your_turn"] and waiting["legal"] == []
            assert waiting["phone"]["prompt"] == "Ana is playing."
            assert [p["acting"] for p in waiting["phone"]["players"]] == [True, False]
            # Moves that were not offered: from the phone whose turn it is not, and a k beyond the list.
            await heard[1].ws.send_json({"t": "play", "serial": waiting["serial"], "k": 0})
            assert (await heard[1].next("error"))["code"] == "not_your_turn"
            await heard[0].ws.send_json({"t": "play", "serial": first["serial"], "k": len(first["legal"])})
            assert (await heard[0].next("error"))["code"] == "unknown_move"
            assert table.session.state.history == []
            moves = 0
            while not table.session.over:
                seat = table.session.to_act()
                assert seat is not None
                phone = heard[seat]
                state = phone.states[-1]
                while not state["your_turn"]:
                    state = await phone.next("state")
                await phone.ws.send_json(
                    {"t": "play", "serial": state["serial"], "k": len(state["legal"]) - 1}
                )
                while phone.states[-1].get("taken") != state["serial"]:
                    await phone.next("state")
                moves += 1
            assert moves == 6
            for phone in heard:
                while not phone.states[-1]["over"]:
                    await phone.next("state")
            winner = NAMES[table.session.state.winners()[0]]
            for seat, phone in enumerate(heard):
                last = phone.states[-1]["phone"]
                assert last["prompt"] == f"Winner: {winner}" and last["acting"] is None
                assert [p["points"] for p in last["players"]] == list(table.session.state.points)  # type: ignore[attr-defined]
                _only_its_own_hand(phone, seat, hands)
                await phone.ws.close()

    run(scenario)


def _only_its_own_hand(phone: Heard, seat: int, hands: list[tuple[int, ...]]) -> None:
    """Every state a phone was sent shows its own hand and none of the other hand's numbers
    (a card of the other's is shown only once played, face up on the table's line)."""
    other = set(hands[1 - seat])
    assert len(phone.states) >= 7
    for state in phone.states:
        table_line, points_line, hand_line = state["phone"]["text"]
        assert _numbers(hand_line) <= set(hands[seat])
        shown = table_line.split(" · ")
        assert shown[seat] == "?" or int(shown[seat]) in hands[seat]
        assert shown[1 - seat] == "?" or int(shown[1 - seat]) in other
        assert _numbers(points_line) <= {0, 1, 2, 3}
        labels = " ".join(move["label"] for move in state["legal"])
        assert not _numbers(labels) & other


def test_the_view_is_sent_in_the_phones_language_with_its_turn_and_points(plugged: str) -> None:
    table = game_table(plugged, phones=2, seed=2)
    session = table.session
    turn = TableTurn(session.to_act(), session.over, ())
    phone, moves, over = phone_state(
        plugged, session.view(1), session.legal_for(1), NAMES, "fr", "/art/x", None, turn
    )
    assert not over and moves == []
    assert phone["prompt"] == "Ana joue."  # the catalogue's French
    assert phone["scored"] and [p["points"] for p in phone["players"]] == [0, 0]
    ended = TableTurn(None, True, (0, 1))
    shared, _moves, over = phone_state(plugged, session.view(1), [], NAMES, "pt", "/art/x", None, ended)
    assert over and shared["prompt"] == "Vitória partilhada: Ana, Ben" and shared["acting"] is None


def test_a_view_without_one_number_a_seat_has_no_points() -> None:
    class Bare:
        player = 0

    class Wrong:
        player = 0
        points = ("a", "b")

    assert view_points(Bare(), 2) is None  # type: ignore[arg-type]
    assert view_points(Wrong(), 2) is None  # type: ignore[arg-type]
    assert view_points(plugin_game.HighCardView(0, (1,), (None, None), (2, 1)), 2) == (2.0, 1.0)
    assert view_points(plugin_game.HighCardView(0, (1,), (None, None), (2, 1)), 3) is None
