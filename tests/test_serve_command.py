"""``rectoverso serve``: a headless table phones can join; Ctrl+C closes it and exits 0."""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

import aiohttp
import pytest

ROOT = Path(__file__).resolve().parents[1]


def _serve(*args: str, sigint_ignored: bool = False) -> subprocess.Popen[str]:
    """``sigint_ignored``: started as a shell's background job is, with SIGINT ignored (which
    the command inherits)."""
    # -X faulthandler: a command that hangs is stopped with SIGABRT and shows where each thread was.
    before = signal.signal(signal.SIGINT, signal.SIG_IGN) if sigint_ignored else None
    try:
        return subprocess.Popen(
            [sys.executable, "-X", "faulthandler", "-m", "app", "serve", *args],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
        )
    finally:
        if sigint_ignored:
            signal.signal(signal.SIGINT, before)


def _address(process: subprocess.Popen[str]) -> tuple[str, str]:
    """The join address and the table code the command printed."""
    assert process.stdout is not None
    url = code = ""
    for line in process.stdout:
        if line.startswith("Open on the phones: "):
            url = line.split(": ", 1)[1].strip()
        if line.startswith("Table code: "):
            code = line.split(": ", 1)[1].strip()
        if line.startswith("Press Ctrl+C"):
            break
    assert url and code, process.stderr.read() if process.stderr else ""
    return url, code


async def _join(url: str, code: str) -> tuple[dict[str, Any], aiohttp.ClientWebSocketResponse, Any]:
    session = aiohttp.ClientSession()
    ws = await session.ws_connect(url.split("?")[0].replace("http://", "ws://") + "ws")
    await ws.send_json({"t": "hello", "code": code, "name": "Ana", "lang": "en"})
    return await ws.receive_json(timeout=10), ws, session


@pytest.mark.parametrize("sigint_ignored", [False, True], ids=["from a terminal", "as a background job"])
def test_serve_prints_the_address_serves_the_table_and_ctrl_c_ends_it(sigint_ignored: bool) -> None:
    process = _serve(
        "--game", "dj05135", "--players", "3", "--bots", "1", "--host", "127.0.0.1", "--port", "0",
        sigint_ignored=sigint_ignored,
    )  # fmt: skip
    try:
        url, code = _address(process)
        assert url.startswith("http://127.0.0.1:") and url.endswith(f"?code={code}")

        async def visit() -> list[str]:
            table, ws, session = await _join(url, code)
            assert table["t"] == "table" and [s["kind"] for s in table["seats"]] == [
                "remote",
                "remote",
                "bot",
            ]
            process.send_signal(signal.SIGINT)
            told = []
            async for frame in ws:
                if frame.type is aiohttp.WSMsgType.TEXT:
                    told.append(frame.json()["t"])
            await session.close()
            return told

        try:
            assert "closed" in asyncio.run(asyncio.wait_for(visit(), 30))
            assert process.wait(timeout=30) == 0
        except (AssertionError, TimeoutError, subprocess.TimeoutExpired) as exc:
            raise AssertionError(f"the table did not close on Ctrl+C:\n{_where_it_was(process)}") from exc
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def _where_it_was(process: subprocess.Popen[str]) -> str:
    """Everything the command wrote to stderr, with every thread's stack if it still ran."""
    if process.poll() is None:
        process.send_signal(signal.SIGABRT)  # faulthandler prints each thread's stack
    try:
        _out, err = process.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        _out, err = process.communicate()
    return f"exit code {process.returncode}\n{err}"


def test_serve_refuses_a_port_in_use_and_an_unknown_game_with_exit_2() -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = str(busy.getsockname()[1])
        process = _serve("--game", "dj05135", "--players", "2", "--host", "127.0.0.1", "--port", port)
        _out, err = process.communicate(timeout=60)
        assert process.returncode == 2 and "cannot listen" in err
    process = _serve("--game", "nope", "--players", "2", "--host", "127.0.0.1")
    _out, err = process.communicate(timeout=60)
    assert process.returncode == 2 and "nope" in err


def test_serve_prints_a_line_for_each_address_it_turns_away(capsys) -> None:  # type: ignore[no-untyped-def]
    from app.commands.serve_news import LockoutLines
    from tableserver.joining import Lockout

    lines = LockoutLines()
    lines.show([Lockout("10.0.0.7", "guessing", 10)])
    lines.show([Lockout("10.0.0.7", "guessing", 10), Lockout("10.0.0.9", "dropped", 0)])
    lines.show([])
    lines.show([Lockout("10.0.0.7", "guessing", 10)])
    assert capsys.readouterr().out.splitlines() == [
        "Turned away: 10.0.0.7 (too many wrong codes)",
        "Turned away: 10.0.0.9 (dropped)",
        "Turned away: 10.0.0.7 (too many wrong codes)",
    ]


def test_serve_news_says_who_joined_the_moves_of_each_minute_and_the_end() -> None:
    from app.commands.serve_news import TableNews
    from engines.table.notes import table_note
    from engines.table.seats import Seat, TableSetup
    from engines.table.session import TableSession

    lines: list[str] = []
    now = [0.0]
    seats = (Seat.remote("Ana"), Seat.computer("Robo", "random"))
    session = TableSession(TableSetup("dj05135", seats, 3, {"turn_limit": 6}))
    news = TableNews(session, lines.append, lambda: now[0])
    session.add_listener(news.on_change)
    session.note(table_note("joined", "Ana"))
    assert lines == ["Ana joined on a phone"]
    while not session.over:
        now[0] += 7.0
        seat = session.to_act()
        assert seat is not None
        session.play(seat, session.legal_for(seat)[0])
    assert any(line.endswith("moves in the last minute") for line in lines)
    assert lines[-1].startswith("Game over: ") and "moves (" in lines[-1] and "a minute)" in lines[-1]


def test_serve_plays_recto_verso_in_the_mode_asked(capsys) -> None:  # type: ignore[no-untyped-def]
    import argparse

    import pytest

    from app.commands import CommandError
    from app.commands.serve import _setup

    def setup(*words: str) -> Any:
        parser = argparse.ArgumentParser()
        from app.commands.serve import add_arguments

        add_arguments(parser)
        return _setup(parser.parse_args(list(words)))

    assert setup("--game", "recto_verso", "--players", "2", "--mode", "ladder").options["mode"] == "ladder"
    assert setup("--game", "recto_verso", "--players", "4", "--mode", "party").options["mode"] == "party"
    with pytest.raises(CommandError):
        setup("--game", "verso", "--players", "2", "--mode", "party")
