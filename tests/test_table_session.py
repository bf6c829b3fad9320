"""The play layer over the four games: seats of every kind, one undo policy, one save format.

No Qt here: ``engines.table`` is what the table shell, the table server and scripts share
(docs/ARCHITECTURE.md, "The play layer").
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path

import pytest

from engines.base import Action, IllegalActionError, UndoRefusedError, View
from engines.bots import make_bot
from engines.rng import choice, make_rng
from engines.saves import SAVE_VERSION
from engines.table.saves import read_table
from engines.table.seats import NAME_LIMIT, Seat, SeatKind, TableSetup, clean_name
from engines.table.session import Change, NotYourTurnError, TableSession
from engines.table.store import SaveStore

ROOT = Path(__file__).resolve().parents[1]
V1 = ROOT / "tests" / "fixtures" / "saves_v1"
#: (game, seats) played by the parametrised tests.
GAMES = [("verso", 3), ("revorso", 3), ("dj05135", 3), ("recto_verso", 1)]


def _setup(game: str, seats: Sequence[Seat], seed: int = 11) -> TableSetup:
    return TableSetup(game, tuple(seats), seed)


def _persons(game: str, count: int, seed: int = 11) -> TableSetup:
    return _setup(game, [Seat(f"P{i}") for i in range(count)], seed)


def _random_move(session: TableSession, seed: int) -> tuple[int, Action]:
    seat = session.to_act()
    assert seat is not None
    return seat, choice(session.legal_for(seat), make_rng(seed))


def _run(script: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-c", script]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)


class Recorder:
    """A remote seat's endpoint: keeps every view it was sent."""

    def __init__(self) -> None:
        self.views: list[View] = []
        self.legal: Sequence[Action] = ()

    def update(self, view: View, legal: Sequence[Action]) -> None:
        self.views.append(view)
        self.legal = legal


@pytest.mark.parametrize(("game", "count"), GAMES)
def test_person_moves_go_through_play_and_only_for_the_seat_to_act(game: str, count: int) -> None:
    session = TableSession(_persons(game, count))
    seat, action = _random_move(session, 1)
    if count > 1:
        other = (seat + 1) % count
        with pytest.raises(NotYourTurnError):
            session.play(other, action)
    before = session.save_data()

    class Bogus(Action):
        kind = "bogus"

    with pytest.raises(IllegalActionError):
        session.play(seat, Bogus())
    assert session.save_data() == before, "a refused move changes nothing"
    session.play(seat, action)
    assert session.state.history[-1] == action


@pytest.mark.parametrize(("game", "count"), GAMES)
def test_bots_play_whole_games_and_the_session_tells_its_listeners(game: str, count: int) -> None:
    seats = [Seat.computer(f"B{i}", "random", "easy") for i in range(count)]
    session = TableSession(_setup(game, seats, seed=5))
    changes: list[Change] = []
    session.add_listener(changes.append)
    played = session.play_bots()
    assert session.over and played == len(session.state.history) == len(changes)
    assert set(changes) == {Change.MOVE}


@pytest.mark.parametrize(("game", "count"), [g for g in GAMES if g[1] > 1])
def test_a_stale_bot_answer_is_dropped(game: str, count: int) -> None:
    seats = [Seat("Ana"), *(Seat.computer(f"B{i}", "random", "easy") for i in range(count - 1))]
    session = TableSession(_setup(game, seats))
    while (request := session.bot_request()) is None:
        session.play(*_random_move(session, len(session.state.history)))
    answer = request.think()
    assert session.answer(request, answer)
    assert not session.answer(request, answer), "the same request cannot be answered twice"


@pytest.mark.parametrize(("game", "count"), GAMES)
def test_remote_seats_receive_only_their_own_view(game: str, count: int) -> None:
    seats = [Seat.remote(f"R{i}") for i in range(count)]
    session = TableSession(_setup(game, seats, seed=3))
    endpoints = [Recorder() for _ in range(count)]
    for seat, endpoint in enumerate(endpoints):
        session.connect(seat, endpoint)
    rng = make_rng(4)
    for _ in range(400):
        if session.over:
            break
        movers = [i for i, e in enumerate(endpoints) if e.legal]
        assert movers == [session.to_act()], "exactly the seat to act is offered moves"
        seat = movers[0]
        session.play(seat, choice(list(endpoints[seat].legal), rng))
    for seat, endpoint in enumerate(endpoints):
        assert endpoint.views and all(view.player == seat for view in endpoint.views)
        assert endpoint.views[-1] == session.state.view(seat)


def test_a_remote_game_runs_from_a_plain_script_without_qt(tmp_path: Path) -> None:
    script = textwrap.dedent(
        """
        import sys
        from engines.rng import choice, make_rng
        from engines.table.seats import Seat, TableSetup
        from engines.table.session import TableSession

        class Phone:
            def __init__(self):
                self.legal = []
            def update(self, view, legal):
                self.legal = list(legal)

        seats = (Seat.remote("Ana"), Seat.remote("Ben"), Seat.computer("Owl", "random", "easy"))
        setup = TableSetup("dj05135", seats, 9)
        session = TableSession(setup)
        phones = [Phone(), Phone()]
        for seat, phone in enumerate(phones):
            session.connect(seat, phone)
        rng = make_rng(1)
        while not session.over:
            if session.play_bots():
                continue
            seat = session.to_act()
            session.play(seat, choice(phones[seat].legal, rng))
        assert "PySide6" not in sys.modules, "the play layer imported Qt"
        print("winners", session.state.winners())
        """
    )
    done = _run(script)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("winners")


# -- undo -----------------------------------------------------------------------------------


def _first_undoable(session: TableSession, seed: int) -> int | None:
    """Play random moves until the seat that just moved may take its move back."""
    for step in range(300):
        if session.over:
            return None
        seat, action = _random_move(session, seed + step)
        session.play(seat, action)
        if session.can_undo(seat):
            return seat
    return None


@pytest.mark.parametrize(("game", "count"), GAMES)
def test_undo_takes_back_your_own_last_action(game: str, count: int) -> None:
    session = TableSession(_persons(game, count))
    seat = _first_undoable(session, 7)
    assert seat is not None, "some move of every game can be taken back"
    before = session.state.history[:-1]
    changes: list[Change] = []
    session.add_listener(changes.append)
    session.undo(seat)
    assert session.state.history == before and changes == [Change.UNDO]


@pytest.mark.parametrize(("game", "count"), [g for g in GAMES if g[1] > 1])
def test_undo_is_refused_once_another_player_acted(game: str, count: int) -> None:
    session = TableSession(_persons(game, count))
    for step in range(300):
        session.play(*_random_move(session, step))
        actors = session.state.actors
        if len(actors) > 1 and actors[-1] != actors[-2]:
            previous = actors[-2]
            assert not session.can_undo(previous)
            with pytest.raises(UndoRefusedError):
                session.undo(previous)
            return
    pytest.fail("nobody else ever acted")


def test_undo_never_takes_back_a_revealed_card() -> None:
    session = TableSession(_persons("revorso", 2))
    seat, action = _random_move(session, 0)
    session.play(seat, action)  # the first move of Revorso draws a card: revealed
    assert not session.can_undo(seat)


def test_a_bot_seat_never_undoes() -> None:
    session = TableSession(_setup("verso", [Seat.computer("B", "random", "easy"), Seat("Ana")], seed=2))
    session.play_bots(1)
    assert session.undo_seat() is None and not session.can_undo(0)


# -- saves -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "count"), GAMES)
def test_saves_round_trip_with_their_seats(game: str, count: int, tmp_path: Path) -> None:
    seats = [Seat("Ana"), *(Seat.computer(f"B{i}", "greedy", "hard") for i in range(count - 1))]
    session = TableSession(_setup(game, seats))
    for step in range(6):
        if session.over:
            break
        if not session.play_bots(1):
            session.play(*_random_move(session, step))
    path = tmp_path / "game.json"
    session.save_to(path)
    data = json.loads(path.read_text())
    assert data["version"] == SAVE_VERSION and data["game"] == game
    assert set(data) == {"game", "version", "rules", "seats", "options", "seed", "actions"}
    loaded, result = TableSession.load(path)
    assert loaded is not None, result.error
    assert loaded.setup == session.setup and loaded.state == session.state


@pytest.mark.parametrize("game", ["verso", "revorso", "dj05135", "recto_verso"])
def test_version_1_saves_still_load_with_their_seats(game: str) -> None:
    loaded = read_table(V1 / f"{game}.json")
    assert loaded.ok, loaded.error
    assert loaded.setup is not None and loaded.state is not None
    raw = json.loads((V1 / f"{game}.json").read_text())
    assert len(loaded.state.history) == len(raw["actions"])
    kinds = [seat.kind for seat in loaded.setup.seats]
    if game == "recto_verso":
        assert kinds == [SeatKind.PERSON]
    else:
        assert loaded.setup.names[0] == "Ana" and SeatKind.BOT in kinds and kinds[0] is SeatKind.PERSON
    bots = [(s.bot, s.level) for s in loaded.setup.seats if s.is_bot]
    expected = {
        "verso": [("strong", "medium")],
        "revorso": [("strong", "medium"), ("strong", "hard")],
        "dj05135": [("strong", "hard"), ("greedy", "medium")],
        "recto_verso": [],
    }
    assert bots == expected[game]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(version=3), "version 3"),
        (lambda d: d.update(version="2"), "version"),
        (lambda d: d.update(seats=[{"name": "A", "kind": "alien"}]), "kind of seat"),
        (lambda d: d.update(seats=[]), "players"),
        (lambda d: d.update(game="chess"), "unknown game"),
    ],
)
def test_bad_or_future_saves_are_refused_with_a_reason(change, words: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    data = TableSession(_persons("verso", 2)).save_data()
    change(data)
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data))
    session, loaded = TableSession.load(path)
    assert session is None and "odd.json" in loaded.error and words in loaded.error


def test_an_unreadable_autosave_is_set_aside_not_overwritten(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    future = TableSession(_persons("verso", 2)).save_data() | {"version": 99}
    store.autosave_path("verso").write_text(json.dumps(future))
    session = TableSession(_persons("verso", 2), store=store)
    session.play(*_random_move(session, 0))
    kept = [p for p in store.folder.iterdir() if "unreadable" in p.name]
    assert len(kept) == 1 and json.loads(kept[0].read_text())["version"] == 99
    assert read_table(store.autosave_path("verso")).ok


def test_names_are_cleaned_by_one_rule() -> None:
    assert clean_name("  Ana\n  Maria ", 0) == "Ana Maria"
    assert clean_name("\ud800Bo\x00b", 1) == "Bob"
    assert clean_name("", 2) == "Player 3"
    assert len(clean_name("x" * 10_000, 0)) == NAME_LIMIT
    seat = Seat.from_json({"name": "é" * 100_000, "kind": "person"}, 0)
    assert len(seat.name) == NAME_LIMIT


# -- autosave and resume after a kill -------------------------------------------------------


@pytest.mark.parametrize(("game", "count"), GAMES)
def test_autosave_survives_a_kill_and_resumes(game: str, count: int, tmp_path: Path) -> None:
    script = textwrap.dedent(
        f"""
        import os, signal
        from pathlib import Path
        from engines.rng import choice, make_rng
        from engines.table.seats import Seat, TableSetup
        from engines.table.session import TableSession
        from engines.table.store import SaveStore

        seats = tuple(Seat("P%d" % i) for i in range({count}))
        session = TableSession(TableSetup({game!r}, seats, 11), store=SaveStore(Path({str(tmp_path)!r})))
        rng = make_rng(2)
        for _ in range(5):
            seat = session.to_act()
            if seat is None:
                break
            session.play(seat, choice(session.legal_for(seat), rng))
        print(len(session.state.history), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
        """
    )
    done = _run(script)
    assert done.returncode == -signal.SIGKILL, done.stderr
    played = int(done.stdout.split()[0])
    store = SaveStore(tmp_path)
    session, loaded = TableSession.resume(store, game)
    if played and session is None and not store.has_autosave(game):
        pytest.skip("the game ended within five moves")
    assert session is not None, loaded.error
    assert len(session.state.history) == played
    assert not [p for p in os.listdir(store.folder) if p.endswith(".tmp")]
    # The resumed game plays on and keeps autosaving.
    if not session.over:
        session.play(*_random_move(session, 3))
        again, _ = TableSession.resume(SaveStore(tmp_path), game)
        assert again is not None and len(again.state.history) == played + 1


def test_a_bot_from_the_registry_of_each_game() -> None:
    from engines import GAMES

    for game in ("verso", "revorso", "dj05135", "recto_verso"):
        bot = make_bot(GAMES[game], "strong", "easy", seed=1)
        assert bot.level == "easy"


def test_a_bot_answer_for_a_replaced_game_is_dropped() -> None:
    seats = (Seat.computer("Bo", "random", "easy"), Seat("Ana"))
    old = TableSession(TableSetup("verso", seats, 2))
    request = old.bot_request()
    assert request is not None
    new = TableSession(TableSetup("verso", seats, 2))  # the same deal: the same position
    assert not new.answer(request, request.think()), "the answer belongs to the old game"
    assert not new.state.history
