"""Everything that crosses the network is a stranger's input (docs/ARCHITECTURE.md, "Who is on
the network"): moves that were never offered, pictures of another seat, guessed codes, pages
from elsewhere, one phone taking every seat, the teacher dropping a phone, odd text."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

import aiohttp
import pytest

from engines.table.seats import Seat, TableSetup
from engines.table.session import TableSession
from tableserver import ServerThread
from tableserver.address import LOOPBACK
from tableserver.joining import FREE_TRIES, LOCK_AFTER, LONGEST_WAIT, JoinGuard, TryVerdict, is_this_computer
from tableserver.limits import Limits
from tableserver.phone_views import adapter
from tableserver.protocol import parse
from tableserver.table import SEATS_PER_ADDRESS, ServedTable
from tests.tableserver_helpers import CODE, dj_table, joined, run, seated, served, until

STRANGER = "127.0.0.2"


def _party_table() -> ServedTable:
    seats = tuple(Seat.remote(name) for name in ("Ana", "Ben", "Cleo"))
    return ServedTable(TableSession(TableSetup("recto_verso", seats, 2, {"mode": "party"})), code=CODE)


async def _error(ws: Any) -> str:
    return str((await until(ws, "error"))["code"])


async def _state_where(ws: Any, wanted: Any) -> dict[str, Any]:
    while not wanted(message := await until(ws, "state")):
        pass
    return message


# -- moves: only what was offered ----------------------------------------------------------------


def test_a_party_phone_is_offered_no_move_and_can_play_none() -> None:
    async def body() -> None:
        table = _party_table()
        async with served(table) as client:
            ws, _secret, state = await seated(client, 0)
            assert state["legal"] == []
            assert table.session.legal_for(0), "the engine does list moves for this seat"
            history = len(table.session.state.history)
            for k in (0, 1, 5):
                await ws.send_json({"t": "play", "serial": state["serial"], "k": k})
                assert await _error(ws) == "unknown_move"
            assert len(table.session.state.history) == history

    run(body)


def test_a_move_left_out_by_the_adapter_cannot_be_played(monkeypatch: pytest.MonkeyPatch) -> None:
    shown = adapter("dj05135")
    assert shown is not None
    offered = shown.moves

    def first_only(*args: Any) -> list[dict[str, Any]]:
        return offered(*args)[:1]

    monkeypatch.setattr(shown, "moves", first_only)

    async def body() -> None:
        table = dj_table(phones=2)
        async with served(table) as client:
            seat = table.session.to_act()
            assert seat is not None
            ws, _secret, state = await seated(client, seat)
            assert [move["k"] for move in state["legal"]] == [0]
            assert len(table.session.legal_for(seat)) > 1
            await ws.send_json({"t": "play", "serial": state["serial"], "k": 1})
            assert await _error(ws) == "unknown_move"
            await ws.send_json({"t": "play", "serial": state["serial"], "k": 0})
            assert (await until(ws, "state"))["serial"] > state["serial"]

    run(body)


# -- pictures: only one's own ---------------------------------------------------------------------


def test_a_partner_cannot_fetch_the_other_facade_nor_another_seats_pictures() -> None:
    async def body() -> None:
        table = _party_table()
        async with served(table) as client:
            front, back = table.session.state.builders  # type: ignore[attr-defined]
            ws_front, _s, _state = await seated(client, front, "Ana")
            _ws_back, _s2, _state = await seated(client, back, "Ben")
            # With both builders seated the round begins: each gets a facade.
            state_front = await _state_where(ws_front, lambda m: m["phone"]["facades"] != [])
            state_back = await _state_where(_ws_back, lambda m: m["phone"]["facades"] != [])
            mine = state_front["phone"]["facades"][0]["img"]
            assert mine.endswith("-front.png?lang=en")
            assert (await client.get(mine)).status == 200
            other = state_back["phone"]["facades"][0]["img"]
            token, theirs = mine.split("/")[2], other.split("/")[2]
            assert token != theirs
            for path in (
                mine.replace("-front.png", "-back.png"),
                other.replace("-back.png", "-front.png"),
                other.replace(theirs, token),
                mine.replace(token, token[:-1] + ("A" if token[-1] != "A" else "B")),
            ):
                response = await client.get(path)
                assert response.status == 404, path
            # Leaving the seat ends its pass.
            await ws_front.close()
            table.free_seat(front)
            await until(_ws_back, "table")
            assert (await client.get(mine)).status == 404

    run(body)


# -- seats: one per connection ----------------------------------------------------------------------


def test_one_connection_holds_one_seat_and_its_old_secret_dies() -> None:
    async def body() -> None:
        table = dj_table(phones=3)
        async with served(table) as client:
            ws = await joined(client)
            await ws.send_json({"t": "sit", "seat": 0})
            first = (await until(ws, "seated"))["secret"]
            await ws.send_json({"t": "sit", "seat": 1})
            await until(ws, "seated")
            seats = (await until(ws, "table"))["seats"]
            assert [seat["free"] for seat in seats] == [True, False, True]
            other = await client.ws_connect("/ws")
            await other.send_json({"t": "back", "code": CODE, "seat": 0, "secret": first, "lang": "en"})
            assert await _error(other) == "no_seat"

    run(body)


# -- the teacher's controls -------------------------------------------------------------------------


def test_the_teacher_drops_a_phone_which_may_come_back_only_when_let_in() -> None:
    table = dj_table(phones=2)
    server = ServerThread(table)
    url = server.start(LOOPBACK)
    told: list[list[Any]] = []
    table.guard.on_lockouts = told.append

    async def body() -> None:
        connector = aiohttp.TCPConnector(local_addr=(STRANGER, 0))
        async with aiohttp.ClientSession(connector=connector) as session:
            ws = await session.ws_connect(url + "ws")
            await ws.send_json({"t": "hello", "code": CODE, "name": "Ana", "lang": "en"})
            await until(ws, "table")
            await ws.send_json({"t": "sit", "seat": 1})
            await until(ws, "seated")
            table.drop_seat(1)
            assert await _error(ws) == "dropped"
            assert (await until(ws, "closed"))["reason"] == "dropped"
            again = await session.ws_connect(url + "ws")
            await again.send_json({"t": "hello", "code": CODE, "name": "Ana", "lang": "en"})
            assert await _error(again) == "locked_out"
            assert [(lock.address, lock.reason) for lock in table.lockouts()] == [(STRANGER, "dropped")]
            table.let_in(STRANGER)
            await again.send_json({"t": "hello", "code": CODE, "name": "Ana", "lang": "en"})
            assert [seat["free"] for seat in (await until(again, "table"))["seats"]] == [True, True]

    try:
        run(body)
    finally:
        server.stop()
    assert told and told[0][0].reason == "dropped" and told[-1] == []


def test_a_new_code_turns_the_old_one_away_but_keeps_the_seated_phones() -> None:
    async def body() -> None:
        table = dj_table(phones=2)
        async with served(table) as client:
            _ws, secret, _state = await seated(client, 0)
            code = table.new_code()
            assert code != CODE
            late = await client.ws_connect("/ws")
            await late.send_json({"t": "hello", "code": CODE, "name": "Ben", "lang": "en"})
            assert await _error(late) == "bad_code"
            await late.send_json({"t": "hello", "code": code, "name": "Ben", "lang": "en"})
            await until(late, "table")
            back = await client.ws_connect("/ws")
            await back.send_json({"t": "back", "code": CODE, "seat": 0, "secret": secret, "lang": "en"})
            assert (await until(back, "seated"))["seat"] == 0

    run(body)


# -- joining: guessing is hopeless ------------------------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_wrong_codes_slow_an_address_down_then_lock_it_out() -> None:
    clock = Clock()
    guard = JoinGuard(clock)
    waits = []
    for _ in range(LOCK_AFTER):
        verdict, wait = guard.check(STRANGER)
        assert verdict is not TryVerdict.LOCKED
        if verdict is TryVerdict.WAIT:
            waits.append(round(wait, 3))
            clock.now += wait
            assert guard.check(STRANGER)[0] is TryVerdict.LOOK
        guard.wrong(STRANGER)
    assert waits == [min(LONGEST_WAIT, 2.0**i) for i in range(LOCK_AFTER - FREE_TRIES)]
    assert len(waits) == LOCK_AFTER - FREE_TRIES
    assert guard.check(STRANGER)[0] is TryVerdict.LOCKED
    clock.now += 24 * 3600
    assert guard.check(STRANGER)[0] is TryVerdict.LOCKED, "a lockout lasts until the teacher lets it in"
    assert [lock.address for lock in guard.lockouts()] == [STRANGER]
    guard.let_in(STRANGER)
    assert guard.check(STRANGER)[0] is TryVerdict.LOOK


def test_the_right_code_forgives_mistakes_and_this_computer_is_never_slowed() -> None:
    guard = JoinGuard(Clock())
    for _ in range(FREE_TRIES):
        guard.wrong(STRANGER)
    assert guard.check(STRANGER)[0] is TryVerdict.WAIT
    guard.right(STRANGER)
    assert guard.check(STRANGER)[0] is TryVerdict.LOOK
    for _ in range(100):
        guard.wrong(LOOPBACK)
    assert guard.check(LOOPBACK)[0] is TryVerdict.LOOK
    assert is_this_computer("127.0.0.1") and is_this_computer("::1") and is_this_computer("::ffff:127.0.0.1")
    assert not is_this_computer(STRANGER) and not is_this_computer("192.168.1.20")


def test_the_table_wide_budget_holds_back_repeat_guessers_but_never_a_first_try() -> None:
    clock = Clock()
    guard = JoinGuard(clock)
    addresses = [f"10.0.{i // 250}.{i % 250 + 1}" for i in range(200)]
    for address in addresses:  # many addresses, each guessing once: the budget runs out
        guard.wrong(address)
    assert guard.check(addresses[0])[0] is TryVerdict.WAIT
    assert guard.check("10.9.9.9")[0] is TryVerdict.LOOK, "a first try is always looked at"
    clock.now += 60
    assert guard.check(addresses[0])[0] is TryVerdict.LOOK


def test_a_guessing_address_is_stopped_over_the_network() -> None:
    table = dj_table(phones=2)
    server = ServerThread(table)
    url = server.start(LOOPBACK)

    async def body() -> None:
        connector = aiohttp.TCPConnector(local_addr=(STRANGER, 0))
        async with aiohttp.ClientSession(connector=connector) as session:
            ws = await session.ws_connect(url + "ws")
            codes = []
            for guess in ("AAAA", "AAAC", "AAAD", "AAAE", "AAAF"):
                await ws.send_json({"t": "hello", "code": guess, "name": "Eve", "lang": "en"})
                error = await until(ws, "error")
                codes.append(error["code"])
                if error["code"] == "slow_down":
                    assert 0 < error["wait_ms"] <= 2000
            assert codes == ["bad_code"] * FREE_TRIES + ["slow_down"] * 2
            # Even the right code waits its turn.
            await ws.send_json({"t": "hello", "code": CODE, "name": "Eve", "lang": "en"})
            assert await _error(ws) == "slow_down"
        # An honest phone from another address joins at once.
        async with aiohttp.ClientSession() as honest:
            ws = await honest.ws_connect(url + "ws")
            await ws.send_json({"t": "hello", "code": CODE, "name": "Ana", "lang": "en"})
            await until(ws, "table")

    try:
        run(body)
    finally:
        server.stop()


def test_one_address_holds_at_most_its_seats() -> None:
    table = dj_table(phones=4)
    server = ServerThread(table)
    url = server.start(LOOPBACK)

    async def body() -> None:
        connector = aiohttp.TCPConnector(local_addr=(STRANGER, 0))
        async with aiohttp.ClientSession(connector=connector) as session:
            answers = []
            for seat in range(SEATS_PER_ADDRESS + 1):
                ws = await session.ws_connect(url + "ws")
                await ws.send_json({"t": "hello", "code": CODE, "name": "Eve", "lang": "en"})
                await until(ws, "table")
                await ws.send_json({"t": "sit", "seat": seat})
                while (message := await ws.receive_json(timeout=5))["t"] not in ("seated", "error"):
                    pass
                answers.append(message.get("code", "seated"))
            assert answers == ["seated"] * SEATS_PER_ADDRESS + ["one_seat"]

    try:
        run(body)
    finally:
        server.stop()


# -- pages from elsewhere ----------------------------------------------------------------------------


def test_only_this_tables_pages_open_its_socket() -> None:
    async def body() -> None:
        async with served(dj_table()) as client:
            host = f"{client.host}:{client.port}"
            for origin in ("http://evil.example", f"https://{host}", f"http://{host}.evil.example", "null"):
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await client.ws_connect("/ws", headers={"Origin": origin})
                assert refused.value.status == 403, origin
            ws = await client.ws_connect("/ws", headers={"Origin": f"http://{host}"})
            await ws.send_json({"t": "hello", "code": CODE, "name": "Ana", "lang": "en"})
            await until(ws, "table")
            # A client that is no browser sends no Origin: the code still stops it as anyone.
            bare = await client.ws_connect("/ws")
            await bare.send_json({"t": "hello", "code": "AAAA", "name": "Bot", "lang": "en"})
            assert await _error(bare) == "bad_code"
            # A page reached by a host name of somebody else's (DNS rebinding) is refused.
            for path in ("/", "/web/client.js", "/ws"):
                response = await client.get(path, headers={"Host": f"evil.example:{client.port}"})
                assert response.status == 421, path
                assert response.headers["Server"] == "RectoVersoStudio"

    run(body)


# -- odd text ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "frame",
    [
        '{"t":"hello","code":"\\ud800","name":"Ana","lang":"en"}',
        '{"t":"hello","code":"KTRA","name":"\\udfff\\ud800","lang":"en"}',
        '{"t":"back","code":"KTRA","seat":0,"secret":"\\ud83d","lang":"en"}',
        '{"t":"hello","code":"KT\\u0000RA","name":"Ana","lang":"en"}',
        '{"t":"hello","code":"KTRA","name":"Ana","lang":"\\udc80"}',
    ],
)
def test_unreadable_text_is_refused_and_the_socket_lives(
    frame: str, caplog: pytest.LogCaptureFixture
) -> None:
    assert getattr(parse(frame), "code", None) == "bad_text"

    async def body() -> None:
        async with served(dj_table()) as client:
            ws = await client.ws_connect("/ws")
            await ws.send_str(frame)
            assert await _error(ws) == "bad_text"
            await ws.send_json({"t": "hello", "code": CODE, "name": "Ana", "lang": "en"})
            await until(ws, "table")

    with caplog.at_level(logging.DEBUG):
        run(body)
    assert not [r for r in caplog.records if r.exc_info], "no traceback for a stranger's text"


def test_odd_unicode_names_arrive_as_one_short_line() -> None:
    async def body() -> None:
        table = dj_table(phones=2)
        async with served(table) as client:
            odd = "A\u202ena\u200b" + "\u0301" * 40 + "\n<b>x</b>" + "\U0001f600" * 40
            ws = await joined(client, odd)
            await ws.send_json({"t": "sit", "seat": 0})
            await until(ws, "seated")
            name = table.names()[0]
            assert "\u202e" not in name and "\u200b" not in name and "\n" not in name
            assert len(name) <= 32 and name.count("\u0301") <= 2

    run(body)


# -- silent sockets -----------------------------------------------------------------------------------


def test_a_socket_that_never_joins_or_stops_answering_is_closed() -> None:
    table = dj_table(phones=2)
    server = ServerThread(table, Limits(join_seconds=1.0, heartbeat_seconds=1.0))
    url = server.start(LOOPBACK)

    async def body() -> None:
        async with aiohttp.ClientSession() as session:
            started = time.monotonic()
            idle = await session.ws_connect(url + "ws")
            assert (await until(idle, "closed"))["reason"] == "idle"
            assert time.monotonic() - started < 3
            # Joined, then silent: it answers no ping, and the heartbeat closes it.
            silent = await session.ws_connect(url + "ws", autoping=False)
            await silent.send_json({"t": "hello", "code": CODE, "name": "Ana", "lang": "en"})
            started = time.monotonic()
            while (await silent.receive(timeout=5)).type not in (
                aiohttp.WSMsgType.CLOSE,
                aiohttp.WSMsgType.CLOSED,
                aiohttp.WSMsgType.CLOSING,
            ):
                pass
            assert time.monotonic() - started < 4
            # A phone that answers its pings stays as long as it likes.
            alive = await session.ws_connect(url + "ws")
            await alive.send_json({"t": "hello", "code": CODE, "name": "Ben", "lang": "en"})
            await until(alive, "table")
            heard: list[str] = []

            async def read() -> None:  # aiohttp's client answers pings as it reads, as browsers do
                async for frame in alive:
                    heard.append(frame.json()["t"])

            reader = asyncio.create_task(read())
            await asyncio.sleep(3)
            assert not alive.closed and not reader.done()
            await alive.send_json({"t": "watch"})
            await asyncio.sleep(0.3)
            assert heard == ["table"]
            await alive.close()
            await reader

    try:
        run(body)
    finally:
        server.stop()


# -- malformed HTTP ----------------------------------------------------------------------------------


def test_malformed_requests_get_400_one_quiet_line_and_no_versions(caplog: pytest.LogCaptureFixture) -> None:
    import socket as sockets

    server = ServerThread(dj_table())
    server.start(LOOPBACK)
    garbage = [
        b"GARBAGE\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\x00: x\r\n\r\n",
        b"GET /\xff\xfe HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        b"GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n",
        b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n",
    ] * 4
    answers = []
    try:
        with caplog.at_level(logging.DEBUG):
            for request in garbage:
                with sockets.create_connection((LOOPBACK, server.port), timeout=5) as raw:
                    raw.sendall(request)
                    answers.append(raw.recv(4096))
            with sockets.create_connection((LOOPBACK, server.port), timeout=5) as raw:
                raw.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                page = raw.recv(4096)
    finally:
        server.stop()
    assert all(answer.split(b" ")[1] == b"400" for answer in answers), answers
    for answer in [*answers, page]:
        assert b"Server: RectoVersoStudio\r\n" in answer
        assert b"aiohttp" not in answer and b"Python" not in answer
    lines = [r for r in caplog.records if r.name.startswith("aiohttp")]
    assert lines and not [r for r in lines if r.exc_info], "no traceback for a stranger's request"
    kinds = {r.getMessage().split(":")[1] for r in lines}
    assert len(lines) == len(kinds) < len(garbage), [r.getMessage() for r in lines]


def test_one_line_a_minute_per_kind_and_our_own_faults_keep_their_traceback() -> None:
    from aiohttp.http_exceptions import BadHttpMessage

    from tableserver.quiet import OncePerInterval

    clock = Clock()
    quiet = OncePerInterval(60, clock, strangers=(BadHttpMessage,))

    def record(exc: BaseException) -> logging.LogRecord:
        try:
            raise exc
        except BaseException:
            import sys

            info = sys.exc_info()
        return logging.LogRecord("aiohttp.server", logging.ERROR, "x", 1, "Error handling request", (), info)

    first = record(BadHttpMessage("bad\nfake line %s"))
    assert quiet.filter(first) and first.exc_info is None and "\n" not in first.getMessage()
    assert first.levelno == logging.WARNING
    assert not any(quiet.filter(record(BadHttpMessage("again"))) for _ in range(100))
    ours = record(RuntimeError("a fault of ours"))
    assert quiet.filter(ours) and ours.exc_info is not None and ours.levelno == logging.ERROR
    clock.now += 61
    later = record(BadHttpMessage("later"))
    assert quiet.filter(later) and "100 more like it" in later.getMessage()
