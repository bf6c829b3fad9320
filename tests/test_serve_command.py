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

ROOT = Path(__file__).resolve().parents[1]


def _serve(*args: str) -> subprocess.Popen[str]:
    # -X faulthandler: a command that hangs is stopped with SIGABRT and shows where each thread was.
    return subprocess.Popen(
        [sys.executable, "-X", "faulthandler", "-m", "app", "serve", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
    )


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


def test_serve_prints_the_address_serves_the_table_and_ctrl_c_ends_it() -> None:
    process = _serve(
        "--game", "dj05135", "--players", "3", "--bots", "1", "--host", "127.0.0.1", "--port", "0"
    )
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
    from app.commands.serve import _LockoutLines
    from tableserver.joining import Lockout

    lines = _LockoutLines()
    lines.show([Lockout("10.0.0.7", "guessing", 10)])
    lines.show([Lockout("10.0.0.7", "guessing", 10), Lockout("10.0.0.9", "dropped", 0)])
    lines.show([])
    lines.show([Lockout("10.0.0.7", "guessing", 10)])
    assert capsys.readouterr().out.splitlines() == [
        "Turned away: 10.0.0.7 (too many wrong codes)",
        "Turned away: 10.0.0.9 (dropped)",
        "Turned away: 10.0.0.7 (too many wrong codes)",
    ]
