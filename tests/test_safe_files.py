"""Atomic writes and JSON loading that explains instead of crashing, hanging or replacing a device."""

from __future__ import annotations

import json
import logging
import os
import signal
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.safe_files import (
    MAX_DIGITS,
    LoadProblem,
    LoadResult,
    NotARegularFileError,
    atomic_write_bytes,
    atomic_write_json,
    atomic_writer,
    load_json,
)
from tests.cpu_time import cpu_seconds

POSIX = os.name == "posix"
posix_only = pytest.mark.skipif(not POSIX, reason="named pipes, links and alarms are POSIX")

#: No test here may take longer than this: a read that blocks must fail, not hang the suite.
TIME_LIMIT_SECONDS = 20


@pytest.fixture(autouse=True)
def time_limit() -> Iterator[None]:
    """Fail a test that runs past :data:`TIME_LIMIT_SECONDS` (a blocking open or an endless read)."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def expire(_signum: int, _frame: object) -> None:
        raise TimeoutError(f"the test ran past {TIME_LIMIT_SECONDS} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(TIME_LIMIT_SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_atomic_write_replaces_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "save.json"
    atomic_write_json(target, {"a": 1})
    atomic_write_json(target, {"a": 2})
    assert json.loads(target.read_text()) == {"a": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_failed_write_keeps_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "save.json"
    atomic_write_bytes(target, b"old")
    with pytest.raises(RuntimeError), atomic_writer(target) as stream:
        stream.write(b"half of the new")
        raise RuntimeError("disk full")
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_unwritable_folder_raises_oserror(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        atomic_write_bytes(tmp_path / "missing" / "x.json", b"{}")


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"{not json", LoadProblem.NOT_JSON),
        (b"\xff\xfe\x00", LoadProblem.NOT_JSON),
        (b'{"version": 99}', LoadProblem.UNKNOWN_VERSION),
        (b"[1, 2]", LoadProblem.UNKNOWN_VERSION),
        (b'{"version": 1}', LoadProblem.INVALID),
    ],
)
def test_bad_files_give_a_reason(tmp_path: Path, content: bytes, problem: LoadProblem) -> None:
    path = tmp_path / "cards.json"
    path.write_bytes(content)

    def validate(data: object) -> None:
        if not isinstance(data, dict) or "cards" not in data:
            raise KeyError("cards")

    result = load_json(path, versions=(1,), validate=validate)
    assert result.problem is problem
    assert "cards.json" in result.error and problem.value in result.error


def test_missing_and_too_large(tmp_path: Path) -> None:
    assert load_json(tmp_path / "nope.json").problem is LoadProblem.MISSING
    big = tmp_path / "big.json"
    big.write_bytes(b"[" + b"0," * 3_000_000 + b"0]")
    result = load_json(big)
    assert result.problem is LoadProblem.TOO_LARGE and "MB" in result.error


def test_good_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "ok.json"
    atomic_write_json(path, {"version": 1, "cards": []})
    result = load_json(path, versions=(1,))
    assert result.ok and result.data == {"version": 1, "cards": []} and result.error == ""


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root can read anything")
def test_unreadable_file(tmp_path: Path) -> None:
    path = tmp_path / "secret.json"
    path.write_text("{}")
    path.chmod(0)
    assert load_json(path).problem is LoadProblem.UNREADABLE


@pytest.mark.skipif(os.name != "posix", reason="POSIX modes")
def test_new_files_get_ordinary_permissions(tmp_path: Path) -> None:
    umask = os.umask(0o022)
    try:
        atomic_write_bytes(tmp_path / "a.pdf", b"x")
    finally:
        os.umask(umask)
    assert (tmp_path / "a.pdf").stat().st_mode & 0o777 == 0o644


# -- the hardened reader ---------------------------------------------------------------------


@posix_only
def test_a_fifo_at_a_json_path_is_refused_without_blocking(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    started = cpu_seconds()
    result = load_json(pipe)
    assert cpu_seconds() - started < 1
    assert result.problem is LoadProblem.NOT_A_FILE
    assert "pipe.json" in result.error and "named pipe" in result.error


@posix_only
@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_link_to_dev_zero_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    link = tmp_path / "autosave-verso.json"
    link.symlink_to("/dev/zero")
    started = cpu_seconds()
    result = load_json(link)
    assert cpu_seconds() - started < 1
    assert result.problem is LoadProblem.NOT_A_FILE and "device" in result.error


@pytest.mark.skipif(not Path("/proc/self/maps").is_file(), reason="no /proc")
def test_the_read_itself_is_capped_when_a_file_lies_about_its_size() -> None:
    # /proc files are regular files that report a size of 0 whatever they hold.
    result = load_json("/proc/self/maps", max_bytes=16)
    assert result.problem is LoadProblem.TOO_LARGE and "maps" in result.error


@posix_only
def test_a_folder_and_a_socket_are_refused_saying_what_they_are(tmp_path: Path) -> None:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    result = load_json(folder)
    assert result.problem is LoadProblem.NOT_A_FILE and "folder" in result.error
    # A socket path must stay short (about 100 bytes): bind it in a short folder of its own.
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        with socket.socket(socket.AF_UNIX) as server:
            server.bind("s.json")
            result = load_json(tmp_path / "s.json")
    finally:
        os.chdir(here)
    assert result.problem is LoadProblem.NOT_A_FILE and "socket" in result.error


def test_a_dangling_link_is_missing(tmp_path: Path) -> None:
    if not POSIX:
        pytest.skip("symbolic links need rights on Windows")
    (tmp_path / "gone.json").symlink_to(tmp_path / "nowhere.json")
    assert load_json(tmp_path / "gone.json").problem is LoadProblem.MISSING


def test_a_number_of_5000_digits_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "autosave-verso.json"
    path.write_text('{"version": 2, "seed": ' + "9" * 5000 + "}")
    result = load_json(path)
    assert result.problem is LoadProblem.INVALID
    assert "autosave-verso.json" in result.error and str(MAX_DIGITS) in result.error
    path.write_text('{"seed": -' + "1" * MAX_DIGITS + "}")
    assert load_json(path).ok


def test_a_number_of_5000_digits_in_a_card_file_is_refused_by_solve(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from app.main import main

    path = tmp_path / "card.json"
    path.write_text('{"version": 1, "cards": [{"difficulty": ' + "7" * 5000 + "}]}")
    assert main(["solve", str(path)]) != 0
    err = capsys.readouterr().err
    assert "card.json" in err and "Traceback" not in err


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e400", "-1E999"])
def test_nan_and_infinity_are_refused(tmp_path: Path, number: str) -> None:
    path = tmp_path / "cards.json"
    path.write_text('{"difficulty": ' + number + "}")
    result = load_json(path)
    assert result.problem is LoadProblem.INVALID and "cards.json" in result.error
    path.write_text('{"difficulty": 1.5e3}')
    assert load_json(path).data == {"difficulty": 1500.0}


def test_a_lone_surrogate_is_refused_at_load(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text('{"seats": [{"name": "Ann\\ud800"}]}')
    result = load_json(path)
    assert result.problem is LoadProblem.INVALID and "surrogate" in result.error
    path.write_text('{"\\udfff": 1}')
    assert load_json(path).problem is LoadProblem.INVALID
    # A pair of surrogates is one ordinary character; an escaped backslash is no escape.
    path.write_text('{"name": "\\ud83d\\ude00", "path": "C:\\\\ud800"}')
    assert load_json(path).data == {"name": "\U0001f600", "path": "C:\\ud800"}


def test_a_boolean_is_not_a_version(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_text('{"version": true}')
    assert load_json(path, versions=(1,)).problem is LoadProblem.UNKNOWN_VERSION
    path.write_text('{"version": 1.0}')
    assert load_json(path, versions=(1,)).problem is LoadProblem.UNKNOWN_VERSION


def test_a_save_with_a_boolean_seed_or_version_is_refused(tmp_path: Path) -> None:
    from engines.saves import read_save
    from engines.table.saves import read_table

    good = {"game": "verso", "version": 2, "rules": 1, "seats": [], "options": {}, "seed": 1, "actions": []}
    for key, value in (("version", True), ("seed", True), ("seed", 1.0), ("seats", {"a": 1})):
        path = tmp_path / f"{key}-{value}.json"
        path.write_text(json.dumps({**good, key: value}))
        state, result = read_save(path)
        assert state is None and not result.ok and path.name in result.error
        assert read_table(path, "verso").state is None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.one_of(
        st.binary(max_size=200),
        st.text(alphabet='{}[]",:0123456789.eE+-nulrtfasINaIy\\ud8\n ', max_size=200).map(str.encode),
    )
)
def test_any_bytes_give_a_load_result_never_an_exception(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "fuzz.json"
    path.write_bytes(content)
    result = load_json(path, versions=(1, 2), validate=lambda data: data["cards"][0]["x"])
    assert isinstance(result, LoadResult)
    assert result.ok or ("fuzz.json" in result.error and result.problem in LoadProblem)


# -- the safe writer -------------------------------------------------------------------------


@posix_only
def test_writing_over_a_symlink_keeps_the_link(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("kept")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    with pytest.raises(NotARegularFileError) as refused:
        atomic_write_json(link, {"a": 1})
    assert isinstance(refused.value, OSError) and "symbolic link" in str(refused.value.strerror)
    assert link.is_symlink() and real.read_text() == "kept"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "real.json"]


@posix_only
def test_writing_over_a_fifo_keeps_the_fifo(tmp_path: Path) -> None:
    import stat

    pipe = tmp_path / "null"
    os.mkfifo(pipe)
    with pytest.raises(NotARegularFileError, match="named pipe"):
        atomic_write_bytes(pipe, b"x")
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["null"]
    with pytest.raises(NotARegularFileError, match="folder"):
        atomic_write_bytes(tmp_path, b"x")


@posix_only
def test_cards_generate_out_a_link_or_a_fifo_replaces_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from app.main import main

    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    link = tmp_path / "null"
    link.symlink_to(pipe)
    for out in (link, pipe):
        args = ["cards", "generate", "--level", "easy", "--count", "1", "--seed", "1", "--out", str(out)]
        assert main(args) == 2
        err = capsys.readouterr().err
        assert "Traceback" not in err and ("symbolic link" in err or "named pipe" in err)
    assert link.is_symlink() and os.readlink(link) == str(pipe)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["null", "pipe"]


def _age(path: Path, seconds: float) -> None:
    old = time.time() - seconds
    os.utime(path, (old, old))


def test_stale_temporaries_are_removed(tmp_path: Path) -> None:
    from engines.table.store import SaveStore

    saves = tmp_path / "saves"
    saves.mkdir()
    stale = saves / ".autosave-verso.json.k3_9xq2z.tmp"
    fresh = saves / ".autosave-revorso.json.ab12cd34.tmp"
    other = saves / ".notes.tmp"
    autosave = saves / "autosave-verso.json"
    for path in (stale, fresh, other, autosave):
        path.write_text("{}")
    for path in (stale, other, autosave):
        _age(path, 3600)
    store = SaveStore(tmp_path)
    assert not stale.exists()
    assert fresh.exists() and other.exists() and autosave.exists()
    _age(fresh, 120)
    assert store.remove_stale_temporaries() == 1 and not fresh.exists()


def test_stale_temporaries_go_at_the_start_up_resume_scan(tmp_path: Path) -> None:
    from app.resume import interrupted_games

    saves = tmp_path / "saves"
    saves.mkdir()
    stale = saves / ".autosave-dj05135.json.zzzzzzzz.tmp"
    stale.write_text("{")
    _age(stale, 600)
    assert interrupted_games(tmp_path, []) == []
    assert list(saves.iterdir()) == []


def test_a_store_is_made_without_a_saves_folder(tmp_path: Path) -> None:
    from engines.table.store import SaveStore

    SaveStore(tmp_path / "nowhere")
    assert not (tmp_path / "nowhere").exists()


def test_a_name_no_file_can_hold_is_a_failed_save_reported_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from engines.saves import save_record
    from engines.table.store import SaveStore
    from engines.verso.game import VersoState

    store = SaveStore(tmp_path)
    state = VersoState(2, 1)
    good = save_record(state)
    assert store.autosave("verso", good)
    bad = save_record(state, [{"name": "Ann\ud800", "kind": "person"}, {"name": "Bob", "kind": "person"}])
    with caplog.at_level(logging.ERROR):
        assert not store.autosave("verso", bad)
        assert not store.autosave("verso", bad)
    assert len([r for r in caplog.records if "autosave" in r.getMessage()]) == 1
    assert load_json(store.autosave_path("verso")).data == json.loads(json.dumps(good))
    assert sorted(p.name for p in store.folder.iterdir()) == ["autosave-verso.json"]


@posix_only
def test_an_autosave_that_is_a_fifo_is_refused_and_not_replaced_by_a_resume(tmp_path: Path) -> None:
    from engines.table.session import TableSession
    from engines.table.store import SaveStore

    store = SaveStore(tmp_path)
    os.mkfifo(store.autosave_path("verso"))
    session, loaded = TableSession.resume(store, "verso")
    assert session is None and "named pipe" in loaded.error


@posix_only
def test_saving_a_table_over_a_link_says_why_in_the_players_language(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.i18n import install_language
    from app.table.files import save_session
    from engines.table.seats import Seat, TableSetup
    from engines.table.session import TableSession

    session = TableSession(TableSetup("verso", (Seat("Ann"), Seat("Bob")), 3))
    real = tmp_path / "real.json"
    real.write_text("kept")
    link = tmp_path / "game.json"
    link.symlink_to(real)
    assert "game.json" in save_session(session, link) and "symbolic link" in save_session(session, link)
    try:
        assert install_language("fr")
        assert "lien symbolique" in save_session(session, link)
    finally:
        install_language("en")
    assert link.is_symlink() and real.read_text() == "kept"
