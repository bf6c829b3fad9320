"""The table server's teacher controls, without Qt: free a seat, hand it to a computer player, pause."""

from __future__ import annotations

from engines.table.seats import SeatKind
from tableserver.table import SeatPlace
from tests.tableserver_helpers import dj_table, run, seated, served, until


def test_a_freed_seat_is_told_and_can_be_taken_again() -> None:
    table = dj_table(phones=2)
    news: list[list[SeatPlace]] = []
    table.on_seats = news.append

    async def test() -> None:
        async with served(table) as client:
            ana, secret, _ = await seated(client, 0, "Ana")
            assert news[-1][0].taken and news[-1][0].connected and news[-1][0].name == "Ana"
            table.free_seat(0)
            told = await until(ana, "error")
            assert told["code"] == "taken_over" and "freed" in told["message"]
            seats = (await until(ana, "table"))["seats"]
            assert seats[0]["free"] and not news[-1][0].taken
            await ana.send_json({"t": "back", "code": "KTRA", "seat": 0, "secret": secret, "lang": "en"})
            assert (await until(ana, "error"))["code"] == "no_seat"  # the old secret is void
            await ana.send_json({"t": "sit", "seat": 0})
            assert (await until(ana, "seated"))["seat"] == 0

    run(test)


def test_a_seat_handed_to_a_computer_player_plays_on() -> None:
    table = dj_table(phones=2, drive_bots=True, bot_pause_ms=0)

    async def test() -> None:
        async with served(table) as client:
            ana, _, _ = await seated(client, 0, "Ana")
            bea, _, _ = await seated(client, 1, "Bea")
            table.run_on_table(lambda: table.hand_to_bot(0, "random", "easy"))
            told = await until(ana, "error")
            assert told["code"] == "taken_over" and "computer" in told["message"]
            assert table.session.setup.seats[0].kind is SeatKind.BOT and 0 not in table.phone_seats
            await ana.send_json({"t": "sit", "seat": 0})
            assert (await until(ana, "error"))["code"] == "no_seat"
            # Seat 0 started: its computer player moves, and Bea's phone is asked next.
            while not (message := await until(bea, "state"))["your_turn"]:
                pass
            assert message["legal"] and len(table.session.state.history) >= 1

    run(test)


def test_paused_moves_are_refused_until_the_game_goes_on() -> None:
    table = dj_table(phones=2)

    async def test() -> None:
        async with served(table) as client:
            ana, _, state = await seated(client, 0, "Ana")
            assert state["your_turn"] and not state["paused"]
            table.set_paused(True)
            assert (await until(ana, "error"))["code"] == "paused"
            held = await until(ana, "state")
            assert held["paused"] and not held["your_turn"]
            await ana.send_json({"t": "play", "serial": held["serial"], "k": 0})
            assert (await until(ana, "error"))["code"] == "paused"
            assert table.session.state.history == []
            table.set_paused(False)
            assert (await until(ana, "notice"))["code"] == "resumed"
            again = await until(ana, "state")
            assert again["your_turn"]
            await ana.send_json({"t": "play", "serial": again["serial"], "k": 0})
            await until(ana, "state")
            assert len(table.session.state.history) == 1

    run(test)
