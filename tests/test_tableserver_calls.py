"""Recto Verso rounds served with no window, over the real protocol (aiohttp's test client): a
round begins once its builders' phones sit, a partner's call is taken and its time recorded,
both calls stop the clock and the table judges the wooden building, the round ends with the
engine's action and the next begins a few seconds later; each refusal has its code, the
round clock goes with every state, the teacher's pause freezes it, and a ladder attempt
counts down (docs/HOUSE-RULES.md, "Recto Verso: the calls", "who checks the building")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.recto_verso.calls import NEXT_ROUND_MS, ServedRounds, served_rounds
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


def party_table(
    time: FakeTime, names: tuple[str, ...] = NAMES, mode: str = "party"
) -> tuple[ServedTable, RectoVersoGame]:
    session = TableSession(TableSetup("recto_verso", tuple(Seat.remote(n) for n in names), 2, {"mode": mode}))
    state = session.state
    assert isinstance(state, RectoVersoGame)
    return ServedTable(session, code=CODE, rounds=served_rounds(session, now=time)), state


def tick(table: ServedTable) -> None:
    """What the table's ticker does twice a second (on the table's thread: here, the loop)."""
    rounds = table.rounds
    assert isinstance(rounds, ServedRounds)
    if rounds.tick():
        table.refresh()


async def next_error(ws: Any) -> str:
    return str((await until(ws, "error"))["code"])


async def state_where(ws: Any, wanted: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The first state that fits (states sent before it, as others sat down, are skipped)."""
    while not wanted(message := await until(ws, "state")):
        pass
    return message


def test_a_round_waits_for_its_builders_then_the_table_judges_it() -> None:
    async def body() -> None:
        time = FakeTime()
        table, state = party_table(time)
        front, back = state.builders
        watcher = next(s for s in range(3) if s not in state.builders)
        async with served(table) as client:
            phones = {}
            for seat in (front, watcher):
                ws, _secret, first = await seated(client, seat, NAMES[seat])
                assert not first["clock"]["counting"] and first["phone"]["facades"] == []  # not begun
                phones[seat] = ws
            time.ms = 9_000  # a builder is still missing: the clock has not started
            phones[back], _secret, _first = await seated(client, back, NAMES[back])
            started = await state_where(phones[front], lambda m: m["clock"]["counting"])
            assert started["clock"]["elapsed_ms"] == 0 and [f["id"] for f in started["phone"]["facades"]] == [
                "front"
            ]
            time.ms = 9_000 + 42_300
            await phones[front].send_json({"t": "call", "round": 1})
            called = await state_where(phones[front], lambda m: m["clock"]["called"] != [])
            assert called["clock"]["called_at"] == {"front": 42_300} and called["clock"]["counting"]
            await phones[front].send_json({"t": "call", "round": 1})
            assert await next_error(phones[front]) == "called"
            time.ms += 1_000
            await phones[back].send_json({"t": "call", "round": 1})
            judging = await state_where(phones[watcher], lambda m: m["clock"]["judging"])
            assert judging["clock"]["judges"] == [watcher] and not judging["clock"]["counting"]
            assert judging["clock"]["called_at"] == {"front": 42_300, "back": 43_300}
            assert sorted(f["id"] for f in judging["phone"]["facades"]) == ["back", "front"]
            await phones[front].send_json({"t": "judge", "round": 1, "right": True})
            assert await next_error(phones[front]) == "not_judge"
            await phones[watcher].send_json({"t": "judge", "round": 1, "right": True})
            for seat in range(3):
                message = await state_where(phones[seat], lambda m: m["phone"]["result"] is not None)
                assert "0:43.3" in message["phone"]["result"] and not message["clock"]["counting"]
            record = state.records[-1]
            assert record.outcome.correct and record.outcome.elapsed_ms == 43_300
            assert state.points[front] == state.points[back] > 0
            time.ms += NEXT_ROUND_MS - 1
            tick(table)
            assert table.rounds.snapshot().round == 2 and not table.rounds.snapshot().counting  # type: ignore[union-attr]
            time.ms += 1
            tick(table)
            second = await state_where(
                phones[watcher], lambda m: m["clock"]["round"] == 2 and m["clock"]["counting"]
            )
            assert second["clock"]["called"] == [] and second["clock"]["elapsed_ms"] == 0

    run(body)


def test_a_building_the_table_finds_wrong_scores_nothing() -> None:
    async def body() -> None:
        time = FakeTime()
        table, state = party_table(time)
        front, back = state.builders
        watcher = next(s for s in range(3) if s not in state.builders)
        async with served(table) as client:
            phones = {seat: (await seated(client, seat, NAMES[seat]))[0] for seat in range(3)}
            await state_where(phones[front], lambda m: m["clock"]["counting"])
            for seat in (back, front):
                await phones[seat].send_json({"t": "call", "round": 1})
            await state_where(phones[watcher], lambda m: m["clock"]["judging"])
            await phones[watcher].send_json({"t": "judge", "round": 1, "right": False})
            message = await state_where(phones[front], lambda m: m["phone"]["result"] is not None)
            assert "mistakes" in message["phone"]["result"] and state.points == [0, 0, 0]

    run(body)


def test_calls_refused_with_their_codes() -> None:
    async def body() -> None:
        time = FakeTime()
        table, state = party_table(time)
        front, back = state.builders
        watcher = next(s for s in range(3) if s not in state.builders)
        async with served(table) as client:
            ws_front, _s, _state = await seated(client, front, "Ana")
            ws_watch, _s, _state = await seated(client, watcher, "Cleo")
            await ws_front.send_json({"t": "call", "round": 1})
            assert await next_error(ws_front) == "not_running"  # the partner has not sat down yet
            await seated(client, back, "Ben")
            await state_where(ws_front, lambda m: m["clock"]["counting"])
            await ws_watch.send_json({"t": "call", "round": 1})
            assert await next_error(ws_watch) == "not_partner"
            await ws_watch.send_json({"t": "judge", "round": 1, "right": True})
            assert await next_error(ws_watch) == "not_running"  # nobody has called yet
            await ws_front.send_json({"t": "call", "round": 2})
            assert await next_error(ws_front) == "not_running"
            for bad in ({"t": "call", "round": True}, {"t": "call", "round": 1, "side": "back"},
                        {"t": "judge", "round": 1, "right": 1}, {"t": "judge", "round": 1}):  # fmt: skip
                await ws_front.send_json(bad)
                assert await next_error(ws_front) == "bad_field", bad
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
            phones = {seat: (await seated(client, seat, NAMES[seat]))[0] for seat in range(3)}
            ws = phones[front]
            await state_where(ws, lambda m: m["clock"]["counting"])
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
            assert called["clock"]["elapsed_ms"] == 6_000 and called["clock"]["called_at"] == {"front": 6_000}

    run(body)


def test_a_ladder_attempt_counts_down_and_the_partners_judge_it() -> None:
    async def body() -> None:
        time = FakeTime()
        table, state = party_table(time, ("Ana", "Ben"), "ladder")
        async with served(table) as client:
            phones = [(await seated(client, seat, name))[0] for seat, name in enumerate(("Ana", "Ben"))]
            first = await state_where(phones[0], lambda m: m["clock"]["counting"])
            limit = first["clock"]["limit_ms"]
            assert limit == state.stage_limit_ms() and first["phone"]["call"] == "Recto!"
            time.ms = limit + 1  # nobody called in time: the attempt fails by itself
            tick(table)
            failed = await state_where(phones[1], lambda m: m["phone"]["result"] is not None)
            assert not failed["clock"]["counting"] and state.failures == 1
            time.ms += NEXT_ROUND_MS
            tick(table)
            await state_where(phones[0], lambda m: m["clock"]["counting"] and m["clock"]["round"] == 2)
            for ws in phones:
                await ws.send_json({"t": "call", "round": 2})
            judging = await state_where(phones[1], lambda m: m["clock"]["judging"])
            assert judging["clock"]["judges"] == [0, 1]  # a table of two: the partners say
            await phones[1].send_json({"t": "judge", "round": 2, "right": True})
            await state_where(phones[0], lambda m: m["clock"]["round"] == 3 or m["over"])
            assert state.stage == 1 and state.records[-1].cleared

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


def test_a_state_sent_again_later_carries_the_rounds_time_as_it_is_then() -> None:
    """One clock: a state re-sent because someone else sat down is not a stale reading."""

    async def body() -> None:
        time = FakeTime()
        table, state = party_table(time, ("Ana", "Ben", "Cleo", "Dan"))
        front, back = state.builders
        others = [s for s in range(4) if s not in state.builders]
        async with served(table) as client:
            ws_front = (await seated(client, front, "Ana"))[0]
            await seated(client, back, "Ben")
            await state_where(ws_front, lambda m: m["clock"]["counting"])
            time.ms = 5_000
            await seated(client, others[0], "Cleo")  # every seated phone is told who sat down
            again = await state_where(ws_front, lambda m: m["clock"]["elapsed_ms"] > 0)
            assert again["clock"]["elapsed_ms"] == 5_000

    run(body)


def test_the_round_is_scored_at_the_second_calls_time_however_the_clock_moves() -> None:
    """The clock moves between any two reads of it (a busy table): the result still tells the
    very time the second call was recorded at, the time every phone was told."""

    class Ticking(FakeTime):
        def __call__(self) -> int:
            self.ms += 1
            return self.ms

    time = Ticking()
    table, state = party_table(time)
    rounds = table.rounds
    assert isinstance(rounds, ServedRounds)
    rounds.seated(frozenset(range(len(NAMES))))
    time.ms += 5_000
    assert rounds.call(state.builders[0], state.round) is None
    time.ms += 1_200
    assert rounds.call(state.builders[1], state.round) is None
    judge = next(seat for seat in range(len(NAMES)) if seat not in state.builders)
    assert rounds.judge(judge, state.round, True) is None
    called_at = rounds.called_at
    assert state.records[-1].outcome.elapsed_ms == called_at["back"] >= called_at["front"] + 1_200
