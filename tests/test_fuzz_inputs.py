"""Every file input, fed mutated and special files: a clean refusal or a game, never a crash or a hang.

A quick sample runs here (200 seeded mutants and every special file); the full run of
thousands of cases is ``python -m tests.benchmarks bench_fuzz``.
"""

from __future__ import annotations

import json
import os
import signal
import stat
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from engines.safe_files import NotARegularFileError, atomic_write_json, load_json
from engines.saves import SaveError, state_from_save
from engines.table.saves import read_table, table_record
from engines.table.seats import NAME_LIMIT, Seat, TableSetup
from engines.table.store import SaveStore
from engines.text import short_text
from tests import fuzz_inputs
from tests.cpu_time import cpu_seconds
from tests.fuzz_inputs import FILE_ENTRY_POINTS, SPECIAL_FILES, Tally

QUICK_MUTANTS = 200


def _report(tally: Tally) -> str:
    return "\n".join(f"{o.entry} | {o.case[:90]} | {o.failure}" for o in tally.failures[:30])


def test_quick_sample_of_mutated_files(tmp_path: Path) -> None:
    start = cpu_seconds()
    tally = fuzz_inputs.run_mutants(tmp_path, QUICK_MUTANTS, seed=11)
    assert len(tally.outcomes) >= QUICK_MUTANTS
    assert not tally.failures, _report(tally)
    assert set(tally.per_entry()) == set(FILE_ENTRY_POINTS)
    assert fuzz_inputs.good_saves_still_load() == []
    assert cpu_seconds() - start < 30


def test_every_special_file_at_every_entry_point(tmp_path: Path) -> None:
    tally = fuzz_inputs.run_specials(tmp_path)
    assert len(tally.outcomes) == len(SPECIAL_FILES) * len(FILE_ENTRY_POINTS)
    assert not tally.failures, _report(tally)
    assert fuzz_inputs.good_saves_still_load() == []


def test_a_case_that_breaks_a_promise_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The runner itself: an escaping exception, a hang and a slow answer are each a failure."""
    path = tmp_path / "x.json"
    path.write_text("{}", encoding="utf-8")

    def explode(path: Path, data_dir: Path) -> str:
        raise KeyError("boom")

    def hang(path: Path, data_dir: Path) -> str:
        time.sleep(5)
        return "loaded"

    monkeypatch.setitem(FILE_ENTRY_POINTS, "explode", explode)
    monkeypatch.setitem(FILE_ENTRY_POINTS, "hang", hang)
    monkeypatch.setattr(fuzz_inputs, "HANG_LIMIT", 0.2)
    assert fuzz_inputs.run_case("explode", "x", path, tmp_path).failure.startswith("KeyError")
    assert fuzz_inputs.run_case("hang", "x", path, tmp_path).failure.startswith("hang")


# -- regression tests named after the defects ----------------------------------------------------


def _verso_save(name: str = "Ana") -> dict:
    from engines import GAMES

    setup = TableSetup("verso", (Seat(name), Seat.computer("Bot", "greedy", "easy")), 3, {})
    state = GAMES["verso"](2, 3, dict(setup.options))
    state.apply(state.legal_actions()[0])
    return table_record(setup, state)


def test_verso_huge_seat_name_is_capped(tmp_path: Path) -> None:
    record = _verso_save()
    record["seats"][0]["name"] = "Josephine " * 100_000  # a megabyte
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    start = cpu_seconds()
    loaded = read_table(path, "verso")
    assert cpu_seconds() - start < 1
    assert loaded.ok, loaded.error
    assert loaded.setup is not None
    assert len(loaded.setup.seats[0].name) <= NAME_LIMIT
    assert loaded.setup.seats[0].name.startswith("Josephine Josephine")


@pytest.mark.parametrize("game", ["verso", "revorso", "dj05135", "recto_verso"])
def test_one_name_rule_for_every_game(tmp_path: Path, game: str) -> None:
    from engines import GAMES

    cls = GAMES[game]
    players = max(2, cls.min_players)
    seats = tuple(Seat(f"P{i}") for i in range(players))
    state = cls(players, 5, None)
    record = table_record(TableSetup(game, seats, 5, dict(state.options)), state)
    record["seats"][0]["name"] = "W" * 5000 + "\n\x00"
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    loaded = read_table(path, game)
    assert loaded.ok, loaded.error
    assert loaded.setup is not None and loaded.setup.seats[0].name == "W" * NAME_LIMIT


def test_card_names_follow_the_same_rule(tmp_path: Path) -> None:
    from engines.recto_verso.cards import CardFormatError, card_from_json

    card = {"id": "C" * 100_000, "level": "easy", "front": ["..Y.", "GGBY"], "back": [".Y..", "BGKW"]}
    with pytest.raises(CardFormatError) as caught:
        card_from_json(card)
    assert len(str(caught.value)) < 200
    card["id"] = "E01"
    card["front"] = ["Y" * 1_000_000]
    with pytest.raises(CardFormatError) as caught:
        card_from_json(card)
    assert len(str(caught.value)) < 200
    assert short_text("a\tb\u2028c  d" + "x" * 100) == ("a b c d" + "x" * 100)[:NAME_LIMIT]


def test_json_number_over_4300_digits_is_a_load_error(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_text('{"game": "verso", "version": 2, "seed": ' + "1" * 4301 + "}", encoding="utf-8")
    start = cpu_seconds()
    result = load_json(path)
    assert not result.ok and "digits" in result.error
    loaded = read_table(path)
    assert not loaded.ok and loaded.error
    assert cpu_seconds() - start < 1


@pytest.fixture
def alarm() -> Iterator[None]:
    """Fail instead of hanging for ever when something blocks."""

    def ring(signum: int, frame: object) -> None:
        raise TimeoutError("blocked")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(5)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def test_fifo_at_autosave_path_does_not_block_start(tmp_path: Path, alarm: None) -> None:
    from app.resume import interrupted_games

    folder = tmp_path / "saves"
    folder.mkdir()
    fifo = folder / "autosave-verso.json"
    os.mkfifo(fifo)
    start = cpu_seconds()
    assert interrupted_games(tmp_path, [SimpleNamespace(game="verso")]) == []  # type: ignore[list-item]
    assert not read_table(fifo, "verso").ok
    store = SaveStore(tmp_path)
    assert store.autosave("verso", _verso_save())  # the pipe is set aside, never written into
    assert cpu_seconds() - start < 1
    kept = list(folder.glob("autosave-verso.unreadable-*.json"))
    assert len(kept) == 1 and stat.S_ISFIFO(os.lstat(kept[0]).st_mode)
    assert read_table(fifo, "verso").ok


def test_dev_zero_link_is_refused(tmp_path: Path, alarm: None) -> None:
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    start = cpu_seconds()
    result = load_json(link)
    assert not result.ok and "device" in result.error
    assert not read_table(link).ok
    with pytest.raises(NotARegularFileError):
        atomic_write_json(link, {"a": 1})
    assert cpu_seconds() - start < 1
    assert os.readlink(link) == "/dev/zero"


def test_lone_surrogate_seat_name_never_breaks_autosave(tmp_path: Path) -> None:
    record = _verso_save("Ana\ud800")  # as a clipboard or a broken file may give it
    assert "\ud800" not in record["seats"][0]["name"]  # cleaned when the seat was made
    store = SaveStore(tmp_path)
    assert store.autosave("verso", record)
    assert read_table(store.autosave_path("verso"), "verso").ok
    path = tmp_path / "surrogate.json"
    text = json.dumps(_verso_save()).replace('"Ana"', '"Ana\\ud800"')
    path.write_text(text, encoding="utf-8")
    loaded = read_table(path, "verso")
    assert not loaded.ok and "surrogate" in loaded.error


def test_unreadable_saves_folder_does_not_break_resume_scan(tmp_path: Path) -> None:
    from app.resume import interrupted_games

    specs = [SimpleNamespace(game=g) for g in fuzz_inputs.TABLE_GAMES]
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "autosave-verso.json").write_text(json.dumps(_verso_save()), encoding="utf-8")
    (tmp_path / "saves").chmod(0)  # has no effect for root; the next case does
    try:
        assert isinstance(interrupted_games(tmp_path, specs), list)  # type: ignore[arg-type]
    finally:
        (tmp_path / "saves").chmod(0o700)
    other = tmp_path / "other"
    other.mkdir()
    (other / "saves").write_text("a file where the folder belongs", encoding="utf-8")
    assert interrupted_games(other, specs) == []  # type: ignore[arg-type]
    assert SaveStore(other).autosave("verso", _verso_save()) is False


@pytest.mark.parametrize("kind", ["symlink", "dev-null-link", "fifo", "socket", "folder", "dangling"])
def test_write_never_replaces_symlink_or_device(tmp_path: Path, kind: str, alarm: None) -> None:
    target = tmp_path / "autosave-verso.json"
    real = tmp_path / "real.json"
    real.write_text("{}", encoding="utf-8")
    keep = []
    if kind == "symlink":
        target.symlink_to(real)
    elif kind == "dev-null-link":
        target.symlink_to("/dev/null")
    elif kind == "fifo":
        os.mkfifo(target)
    elif kind == "socket":
        fuzz_inputs.make_special("socket", target, keep)
    elif kind == "folder":
        target.mkdir()
    else:
        target.symlink_to(tmp_path / "gone" / "x.json")
    before = fuzz_inputs.fingerprint(target)
    with pytest.raises(NotARegularFileError):
        atomic_write_json(target, {"a": 1})
    assert fuzz_inputs.fingerprint(target) == before
    assert real.read_text(encoding="utf-8") == "{}"
    assert not list(tmp_path.glob("*.tmp"))
    for thing in keep:
        thing.close()


def test_stale_temporaries_removed_at_start(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    stale = folder / ".autosave-verso.json.abcd1234.tmp"
    fresh = folder / ".autosave-verso.json.wxyz9876.tmp"
    stale.write_text("{", encoding="utf-8")
    fresh.write_text("{", encoding="utf-8")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    SaveStore(tmp_path)
    assert not stale.exists()
    assert fresh.exists()  # a save under way in another window keeps its temporary


@pytest.mark.parametrize("field", ["seed", "version", "rules"])
def test_bool_is_not_an_int_in_saves(field: str) -> None:
    record = _verso_save()
    record[field] = True
    with pytest.raises(SaveError):
        state_from_save(record)


def test_bool_is_not_an_int_in_actions() -> None:
    record = _verso_save()
    ints = [k for k, v in record["actions"][0].items() if type(v) is int]
    assert ints, record["actions"][0]
    record["actions"][0][ints[0]] = bool(record["actions"][0][ints[0]])
    with pytest.raises(SaveError):
        state_from_save(record)


# -- the command line: exit 0, 1 (solve: no solution) or 2, never a traceback ------------------


@pytest.mark.parametrize("kind", SPECIAL_FILES)
def test_cards_out_at_a_special_file(tmp_path: Path, kind: str, alarm: None) -> None:
    keep: list[object] = []
    path = tmp_path / "out.json"
    fuzz_inputs.make_special(kind, path, keep)
    before = fuzz_inputs.fingerprint(path)
    try:
        code = fuzz_inputs._cli(
            ["cards", "generate", "--level", "easy", "--count", "1", "--seed", "1", "--out", str(path)]
        )
    finally:
        for thing in keep:
            thing.close()  # type: ignore[attr-defined]
    is_regular = kind in ("unreadable", "number-of-100000-digits", "lone-surrogate", "six-megabytes", "empty")
    assert code == (0 if is_regular else 2)
    if not is_regular:
        assert fuzz_inputs.fingerprint(path) == before
    assert not list(tmp_path.glob("*.tmp"))


@pytest.mark.parametrize("kind", SPECIAL_FILES)
def test_export_out_at_a_special_file(tmp_path: Path, kind: str, alarm: None) -> None:
    keep: list[object] = []
    path = tmp_path / "out"
    fuzz_inputs.make_special(kind, path, keep)
    before = fuzz_inputs.fingerprint(path)
    try:
        code = fuzz_inputs._cli(["export", "--game", "verso", "--card", "mini", "--out", str(path)])
    finally:
        for thing in keep:
            thing.close()  # type: ignore[attr-defined]
    assert code in (0, 2)
    if kind != "folder":
        assert code == 2 and fuzz_inputs.fingerprint(path) == before


def test_odd_settings_values_read_as_their_defaults(tmp_path: Path) -> None:
    tally = fuzz_inputs.run_settings(tmp_path, 40, seed=5)
    assert len(tally.outcomes) == 40
    assert not tally.failures, _report(tally)
