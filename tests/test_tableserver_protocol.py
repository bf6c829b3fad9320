"""The phones' protocol through a real aiohttp server: joining, sitting, playing, coming back,
and every message the server refuses without touching the game (docs/ARCHITECTURE.md,
"Playing on phones")."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from aiohttp import WSMsgType

from tableserver.codes import CODE_LETTERS, new_secret, new_table_code, same_secret, same_table_code
from tableserver.flood import FLOODED_SECONDS, PER_SECOND, FloodGate, Verdict
from tests.tableserver_helpers import CODE, dj_table, joined, run, seated, served, until


def _turn_seat(table: Any) -> int:
    seat = table.session.to_act()
    assert seat is not None
    return int(seat)


async def _refused(ws: Any, code: str) -> dict[str, Any]:
    error = await until(ws, "error")
    assert error["code"] == code, error
    assert error["message"]
    return error


async def _still_answers(ws: Any) -> None:
    await ws.send_json({"t": "watch"})
    assert (await until(ws, "table"))["t"] == "table"


def test_join_shows_the_table_and_its_free_seats() -> None:
    async def body() -> None:
        table = dj_table(phones=2, bots=1)
        async with served(table) as client:
            ws = await client.ws_connect("/ws")
            await ws.send_json({"t": "hello", "code": CODE.lower(), "name": "Ana", "lang": "fr"})
            message = await until(ws, "table")
            assert message["game"] == "dj05135"
            assert [(s["seat"], s["kind"], s["free"]) for s in message["seats"]] == [
                (0, "remote", True),
                (1, "remote", True),
                (2, "bot", False),
            ]

    run(body)


def test_sit_gives_a_secret_and_the_seats_view() -> None:
    async def body() -> None:
        table = dj_table()
        async with served(table) as client:
            _ws, secret, state = await seated(client, 1, "Ben")
            assert len(secret) >= 16
            assert state["seat"] == 1 and state["phone"]["you"] == 1
            assert state["your_turn"] == (_turn_seat(table) == 1)
            hand = state["phone"]["players"][1]["cards"]
            assert len(hand) == 6 and all(card["img"].startswith("/art/") for card in hand)
            # Every picture of this seat comes with the seat's own pass.
            assert len({card["img"].split("/")[2] for card in hand}) == 1
            assert state["phone"]["players"][1]["name"] == "Ben"

    run(body)


def test_play_moves_the_game_and_every_phone_hears() -> None:
    async def body() -> None:
        table = dj_table()
        async with served(table) as client:
            phones = [await seated(client, seat, f"P{seat}") for seat in range(3)]
            mover = _turn_seat(table)
            ws, _secret, state = phones[mover]
            assert state["your_turn"] and state["legal"][0]["k"] == 0
            await ws.send_json({"t": "play", "serial": state["serial"], "k": 0})
            for socket, _s, before in phones:
                fresh = before
                while fresh["serial"] <= before["serial"]:  # repeats told who sat down
                    fresh = await until(socket, "state")
                assert fresh["phone"]["centre"] != before["phone"]["centre"]
            assert len(table.session.state.history) == 1

    run(body)


def test_reconnect_with_the_secret_takes_the_seat_back_and_the_old_phone_is_told() -> None:
    async def body() -> None:
        table = dj_table()
        async with served(table) as client:
            old, secret, first = await seated(client, 0)
            again = await client.ws_connect("/ws")
            await again.send_json({"t": "back", "code": CODE, "seat": 0, "secret": secret, "lang": "en"})
            assert (await until(again, "seated"))["secret"] == secret
            state = await until(again, "state")
            assert state["phone"]["players"][0]["cards"] == first["phone"]["players"][0]["cards"]
            await _refused(old, "taken_over")

    run(body)


def test_refused_frame_over_4_kb() -> None:
    async def body() -> None:
        async with served(dj_table()) as client:
            ws = await joined(client)
            await ws.send_str('{"t": "hello", "code": "KTRA", "name": "' + "x" * 5000 + '"}')
            await _refused(ws, "too_big")
            await _still_answers(ws)

    run(body)


def test_refused_binary_frame() -> None:
    async def body() -> None:
        async with served(dj_table()) as client:
            ws = await joined(client)
            await ws.send_bytes(b'{"t": "watch"}')
            await _refused(ws, "binary")
            await _still_answers(ws)

    run(body)


def test_refused_malformed_json() -> None:
    async def body() -> None:
        async with served(dj_table()) as client:
            ws = await joined(client)
            for frame in ('{"t": "watch"', "[1, 2]", "nope", "[" * 3000):
                await ws.send_str(frame)
                await _refused(ws, "bad_json")
            await _still_answers(ws)

    run(body)


def test_refused_unknown_type() -> None:
    async def body() -> None:
        async with served(dj_table()) as client:
            ws = await joined(client)
            for frame in ({"t": "shout"}, {"t": 3}, {"kind": "watch"}):
                await ws.send_json(frame)
                await _refused(ws, "unknown_type")
            await _still_answers(ws)

    run(body)


def test_refused_wrong_types() -> None:
    async def body() -> None:
        table = dj_table()
        async with served(table) as client:
            ws = await joined(client)
            for frame in (
                {"t": "sit", "seat": True},
                {"t": "sit", "seat": "1"},
                {"t": "sit", "seat": 1.0},
                {"t": "sit", "seat": -1},
                {"t": "sit"},
                {"t": "sit", "seat": 1, "extra": 2},
                {"t": "hello", "code": CODE, "name": 5},
            ):
                await ws.send_json(frame)
                await _refused(ws, "bad_field")
            await _still_answers(ws)
            assert table.table_message()["seats"][1]["free"]

    run(body)


def test_the_table_tells_its_time_and_stamps_each_state_with_it() -> None:
    """A phone learns how late a state reached it: the answer to ``time`` and each state's
    ``sent_ms`` are on one steady clock of the table's; a stranger asks nothing."""

    async def body() -> None:
        table = dj_table()
        async with served(table) as client:
            stranger = await client.ws_connect("/ws")
            await stranger.send_json({"t": "time", "n": 1})
            await _refused(stranger, "not_joined")
            ws, _secret, state = await seated(client, 1, "Ben")
            for n in (None, -1, "1", 1.5, True, 2**40):
                frame = {"t": "time"} if n is None else {"t": "time", "n": n}
                await ws.send_json(frame)
                await _refused(ws, "bad_field")
            before = table.now_ms()
            await ws.send_json({"t": "time", "n": 7})
            answer = await until(ws, "time")
            after = table.now_ms()
            assert answer == {"t": "time", "n": 7, "at": answer["at"]}
            assert state["sent_ms"] <= before <= answer["at"] <= after
            await _still_answers(ws)

    run(body)


def test_refused_bad_code() -> None:
    async def body() -> None:
        async with served(dj_table()) as client:
            ws = await client.ws_connect("/ws")
            await ws.send_json({"t": "hello", "code": "ZZZZ", "name": "Ana", "lang": "en"})
            await _refused(ws, "bad_code")
            await ws.send_json({"t": "sit", "seat": 0})
            await _refused(ws, "not_joined")
            await ws.send_json({"t": "back", "code": "ZZZZ", "seat": 0, "secret": "x"})
            await _refused(ws, "bad_code")

    run(body)


def test_refused_taken_seat_without_its_secret() -> None:
    async def body() -> None:
        table = dj_table()
        async with served(table) as client:
            _ws, secret, _state = await seated(client, 0, "Ana")
            wrong = secret[:-1] + ("B" if secret.endswith("A") else "A")
            thief = await joined(client, "Zed")
            await thief.send_json({"t": "sit", "seat": 0})
            await _refused(thief, "seat_taken")
            await thief.send_json({"t": "back", "code": CODE, "seat": 0, "secret": wrong})
            await _refused(thief, "seat_taken")
            assert table.names()[0] == "Ana"

    run(body)


def test_refused_play_when_not_your_turn() -> None:
    async def body() -> None:
        table = dj_table()
        async with served(table) as client:
            waiting = (_turn_seat(table) + 1) % 3
            ws, _secret, state = await seated(client, waiting)
            assert not state["your_turn"] and state["legal"] == []
            await ws.send_json({"t": "play", "serial": state["serial"], "k": 0})
            await _refused(ws, "not_your_turn")
            assert table.session.state.history == []

    run(body)


def test_refused_stale_serial() -> None:
    async def body() -> None:
        table = dj_table()
        async with served(table) as client:
            ws, _secret, state = await seated(client, _turn_seat(table))
            await ws.send_json({"t": "play", "serial": state["serial"], "k": 0})
            await until(ws, "state")
            await ws.send_json({"t": "play", "serial": state["serial"], "k": 0})
            await _refused(ws, "stale")
            assert len(table.session.state.history) == 1

    run(body)


def test_refused_unknown_k() -> None:
    async def body() -> None:
        table = dj_table()
        async with served(table) as client:
            ws, _secret, state = await seated(client, _turn_seat(table))
            await ws.send_json({"t": "play", "serial": state["serial"], "k": len(state["legal"])})
            await _refused(ws, "unknown_move")
            assert table.session.state.history == []

    run(body)


def test_refused_flood_then_closed_when_it_goes_on() -> None:
    """A connection that keeps flooding is told once, then closed. The flood is counted in
    one-second windows, so a burst of a fixed size may fall across two of them on a busy
    machine: the flooder keeps sending until the table closes it, as a script would."""

    async def body() -> None:
        table = dj_table()
        async with served(table) as client:
            ws = await joined(client)

            async def flood() -> None:
                while not ws.closed:
                    for _ in range(PER_SECOND):
                        await ws.send_json({"t": "watch"})
                    await asyncio.sleep(0)

            flooding = asyncio.create_task(flood())
            told, closed = [], []
            try:
                while (frame := await ws.receive(timeout=20)).type is WSMsgType.TEXT:
                    message = frame.json()
                    if message["t"] == "error":
                        told.append(message["code"])
                    elif message["t"] == "closed":
                        closed.append(message["reason"])
            finally:
                flooding.cancel()
                with contextlib.suppress(asyncio.CancelledError, ConnectionError):
                    await flooding
            assert told[:1] == ["flood"] and set(told) == {"flood"}, told
            assert closed == ["flood"]

    run(body)


def test_names_follow_the_one_name_rule() -> None:
    async def body() -> None:
        table = dj_table()
        async with served(table) as client:
            await seated(client, 0, "  Ana\n\x07" + "a" * 100)
            await seated(client, 1, "\u200b")
            names = table.names()
            assert names[0] == "Ana " + "a" * 28 and names[1] == "Player 2"

    run(body)


def test_bots_move_by_themselves_when_the_table_drives_them() -> None:
    async def body() -> None:
        table = dj_table(phones=1, bots=2, drive_bots=True, bot_pause_ms=0, seed=3)
        async with served(table) as client:
            ws, _secret, state = await seated(client, 0)
            while not state["your_turn"]:
                state = await until(ws, "state")
            assert table.session.to_act() == 0

    run(body)


def test_pages_pictures_and_headers() -> None:
    async def body() -> None:
        async with served(dj_table()) as client:
            index = await client.get("/")
            assert index.status == 200 and "default-src 'self'" in index.headers["Content-Security-Policy"]
            _ws, _secret, state = await seated(client, 0)
            shown = state["phone"]["players"][0]["cards"][0]["img"]
            png = await client.get(shown.replace("lang=en", "lang=fr"))
            assert png.status == 200 and (await png.read()).startswith(b"\x89PNG")
            assert png.headers["Cache-Control"] == "private, max-age=3600"
            token = shown.split("/")[2]
            for path in (
                "/art/dj05135/owl-skip.png",
                f"/art/{token}/unicorn.png",
                "/art/chess/owl.png",
                "/web/..%2Fi18n%2Frectoverso_fr.ts",
                "/web/.hidden",
                "/web/missing.js",
            ):
                response = await client.get(path)
                assert response.status == 404, path
                assert response.headers["Content-Security-Policy"].startswith("default-src 'self'")
            texts = await client.get("/texts/it.json")
            assert (await texts.json())["join"]

    run(body)


def test_sustained_flooding_closes_the_connection_and_a_pause_forgives() -> None:
    now = [100.0]
    gate = FloodGate(clock=lambda: now[0])
    verdicts = []
    for second in range(FLOODED_SECONDS):
        now[0] = 100.0 + second
        verdicts += [gate.check() for _ in range(PER_SECOND + 2)]
    assert verdicts[PER_SECOND] is Verdict.REFUSE and verdicts[PER_SECOND + 1] is Verdict.REFUSE_QUIETLY
    assert verdicts[-1] is Verdict.CLOSE and verdicts.count(Verdict.CLOSE) == 2
    calm = FloodGate(clock=lambda: now[0])
    for second in range(2 * FLOODED_SECONDS):
        now[0] = 200.0 + 2 * second  # a quiet second between floods
        assert Verdict.CLOSE not in [calm.check() for _ in range(PER_SECOND + 2)]


def test_table_codes_and_secrets() -> None:
    codes = {new_table_code() for _ in range(200)}
    assert all(len(code) == 4 and set(code) <= set(CODE_LETTERS) for code in codes) and len(codes) > 150
    assert not set(CODE_LETTERS) & set("IL1O0QS5Z2B8G6")
    assert same_table_code(" ktra ", "KTRA") and not same_table_code("KTR", "KTRA")
    secret = new_secret()
    assert same_secret(secret, secret) and not same_secret(secret + "x", secret) and secret != new_secret()


def test_refusals_speak_the_phone_language() -> None:
    async def body() -> None:
        async with served(dj_table()) as client:
            ws = await client.ws_connect("/ws")
            await ws.send_json({"t": "hello", "code": "ZZZZ", "name": "Ana", "lang": "fr-FR"})
            error = await _refused(ws, "bad_code")
            assert "table" in error["message"] and "There is" not in error["message"]

    run(body)


def test_the_page_words_and_the_moves_speak_the_phone_language() -> None:
    from tableserver.client_texts import client_texts

    assert client_texts("pt")["join"] == "Entrar na mesa" and client_texts("xx") == client_texts("en")

    async def body() -> None:
        table = dj_table()
        async with served(table) as client:
            ws = await client.ws_connect("/ws")
            await ws.send_json({"t": "hello", "code": CODE, "name": "Ana", "lang": "it"})
            await until(ws, "table")
            await ws.send_json({"t": "sit", "seat": _turn_seat(table)})
            state = await until(ws, "state")
            assert all(move["label"].startswith("Gioca: ") for move in state["legal"])
            assert all(card["img"].endswith("?lang=it") for card in state["phone"]["centre"])

    run(body)


def test_the_manifests_name_every_phone_adapter() -> None:
    """The app asks the manifests which games phones can show, without loading the server."""
    from app.phones.host import phones_supported
    from engines.manifest import game_specs
    from tableserver.phone_views import adapter, phone_games

    assert set(phone_games()) == {"dj05135", "recto_verso", "revorso", "verso"}
    for spec in game_specs():
        assert phones_supported(spec.id) == (adapter(spec.id) is not None), spec.id
    assert adapter("chess") is None and not phones_supported("chess")


def test_the_desktop_app_starts_without_loading_the_server() -> None:
    import subprocess
    import sys

    code = (
        "import sys; import app.mainwindow, app.table.shell, app.phones.setup_box, app.phones.shared_screen; "
        "heavy = ('aiohttp', 'tableserver.thread', 'tableserver.phone_views'); "
        "print(sorted(m for m in heavy if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]", out
