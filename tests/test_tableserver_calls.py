"""Party rounds called from phones over the real protocol (aiohttp's test client): a partner's
call is taken, both calls finish the round with the desktop's engine action, each refusal has
its code, the round clock goes with every state and the teacher's pause freezes it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.recto_verso.calls import served_rounds
from engines.recto_verso.game import RectoVersoGame
from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from tableserver.table import ServedTable
from tests.tableserver_helpers import CODE, run, seated, served, until

NAMES = ("Ana", "Ben", "Cleo")


class FakeTime:
    def __init__(self) -> None:
        self.ms = 0

    def __call__(self) -> int:
        return self.ms


def party_table(time: FakeTime) -> tuple[ServedTable, RectoVersoGame]:
    session = TableSession(
        TableSetup("recto_verso", tuple(Seat.remote(n) for n in NAMES), 2, {"mode": "party"})
    )
    state = session.state
    assert isinstance(state, RectoVersoGame)
    return ServedTable(session, code=CODE, rounds=served_rounds(session, now=time)), state


async def next_error(ws: Any) -> str:
    return str((await until(ws, "error"))["code"])


async def state_where(ws: Any, wanted: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The first state that fits (states sent before it, as others sat down, are skipped)."""
    while not wanted(message := await until(ws, "state")):
        pass
    return message


def test_both_calls_finish_the_round_and_every_phone_shows_the_result() -> None:
    async def body() -> None:
        time = FakeTime()
        table, state = party_table(time)
        front, back = state.builders
        async with served(table) as client:
            phones = {}
            for seat in range(3):
                ws, _secret, first = await seated(client, seat, NAMES[seat])
                assert first["clock"] == {
                    "round": 1,
                    "counting": True,
                    "elapsed_ms": 0,
                    "called": [],
                    "revealed": True,
                }
                assert first["phone"]["result"] is None
                phones[seat] = ws
            time.ms = 42_300
            await phones[front].send_json({"t": "call", "round": 1})
            called = await state_where(phones[front], lambda m: m["clock"]["called"] != [])
            assert called["clock"] == {
                "round": 1,
                "counting": True,
                "elapsed_ms": 42_300,
                "called": ["front"],
                "revealed": True,
            }
            await phones[front].send_json({"t": "call", "round": 1})
            assert await next_error(phones[front]) == "called"
            await phones[back].send_json({"t": "call", "round": 1})
            for seat in range(3):
                message = await state_where(phones[seat], lambda m: m["phone"]["round"] == 2)
                result = message["phone"]["result"]
                assert result is not None and result.startswith("Round 1: ") and "0:42.3" in result
                assert message["clock"]["round"] == 2 and message["clock"]["called"] == []
            record = state.records[-1]
            assert record.outcome.elapsed_ms == 42_300 and record.builders == (front, back)
            assert [p["points"] for p in message["phone"]["players"]] == state.points

    run(body)


def test_calls_refused_with_their_codes() -> None:
    async def body() -> None:
        time = FakeTime()
        table, state = party_table(time)
        front, _back = state.builders
        watcher = next(s for s in range(3) if s not in state.builders)
        async with served(table) as client:
            ws_front, _s, _state = await seated(client, front, "Ana")
            ws_watch, _s, _state = await seated(client, watcher, "Cleo")
            await ws_watch.send_json({"t": "call", "round": 1})
            assert await next_error(ws_watch) == "not_partner"
            await ws_front.send_json({"t": "call", "round": 2})
            assert await next_error(ws_front) == "not_running"
            await ws_front.send_json({"t": "call", "round": True})
            assert await next_error(ws_front) == "bad_field"
            await ws_front.send_json({"t": "call", "round": 1, "side": "back"})
            assert await next_error(ws_front) == "bad_field"
            unseated = await client.ws_connect("/ws")
            await unseated.send_json({"t": "call", "round": 1})
            assert await next_error(unseated) == "not_joined"
            table.set_paused(True)
            assert await next_error(ws_front) == "paused"
            await ws_front.send_json({"t": "call", "round": 1})
            assert await next_error(ws_front) == "paused"
            assert state.round == 1 and not state.records

    run(body)


def test_the_pause_freezes_the_round_clock_sent_to_phones() -> None:
    async def body() -> None:
        time = FakeTime()
        table, state = party_table(time)
        front = state.builders[0]
        async with served(table) as client:
            ws, _s, _first = await seated(client, front, "Ana")
            time.ms = 5_000
            table.set_paused(True)
            message = await state_where(ws, lambda m: not m["clock"]["counting"])
            assert message["paused"] and message["clock"]["elapsed_ms"] == 5_000
            time.ms = 65_000
            table.set_paused(False)
            assert (await until(ws, "notice"))["code"] == "resumed"
            message = await state_where(ws, lambda m: m["clock"]["counting"])
            assert not message["paused"] and message["clock"]["elapsed_ms"] == 5_000
            time.ms = 66_000
            await ws.send_json({"t": "call", "round": 1})
            called = await state_where(ws, lambda m: m["clock"]["called"] == ["front"])
            assert called["clock"]["elapsed_ms"] == 6_000

    run(body)


def test_a_call_in_another_game_is_not_a_move() -> None:
    async def body() -> None:
        session = TableSession(TableSetup("verso", (Seat.remote("Ana"), Seat.remote("Ben")), 3, {}))
        async with served(ServedTable(session, code=CODE)) as client:
            ws, _s, first = await seated(client, 0, "Ana")
            assert first["clock"] is None
            await ws.send_json({"t": "call", "round": 1})
            assert await next_error(ws) == "unknown_move"

    run(body)
