"""A table's autosaves written by the writer thread: in order, the newest kept, never lost."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pytest

from engines.saves import save_record
from engines.table import store as store_module
from engines.table.store import SaveStore, wait_for_autosaves
from engines.verso import VersoState


def _record(moves: int) -> dict:
    """A Verso save with ``moves`` actions, told apart by their number."""
    state = VersoState(2, 5)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    return save_record(state)


@pytest.fixture
def slow_disk(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every write takes 20 ms and is recorded as (file name, number of actions)."""
    written: list[tuple[str, int]] = []
    real = store_module.atomic_write_text

    def slow_write(path: Path, text: str) -> None:
        time.sleep(0.02)
        real(path, text)
        written.append((Path(path).name, len(json.loads(text)["actions"])))

    monkeypatch.setattr(store_module, "atomic_write_text", slow_write)
    return written


def test_the_caller_does_not_wait_for_the_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The write stalls until the test lets it go: the caller has its answer before that."""
    gate = threading.Event()
    writers: list[bool] = []
    real = store_module.atomic_write_text

    def stalled_write(path: Path, text: str) -> None:
        writers.append(threading.current_thread() is threading.main_thread())
        gate.wait(timeout=5)  # a write on the caller's thread fails the test after this, not hangs
        real(path, text)

    monkeypatch.setattr(store_module, "atomic_write_text", stalled_write)
    store = SaveStore(tmp_path, background=True)
    assert store.autosave("verso", _record(1))
    assert not (tmp_path / "saves" / "autosave-verso.json").exists(), "the autosave waited for the write"
    gate.set()
    wait_for_autosaves()
    assert writers == [False] and (tmp_path / "saves" / "autosave-verso.json").is_file()


def test_the_newest_autosave_wins_and_reading_waits_for_it(tmp_path: Path, slow_disk: list) -> None:
    store = SaveStore(tmp_path, background=True)
    for moves in range(1, 6):
        store.autosave("verso", _record(moves))
    # Another store of the same folder (the start-up scan makes one) sees the newest game.
    path = SaveStore(tmp_path).autosave_path("verso")
    assert len(json.loads(path.read_text(encoding="utf-8"))["actions"]) == 5
    numbers = [moves for _name, moves in slow_disk]
    assert numbers == sorted(numbers) and numbers[-1] == 5, "written out of order"
    assert len(numbers) < 5, "the waiting autosaves were not replaced by the newest"


def test_a_cleared_autosave_is_not_brought_back_by_a_late_write(tmp_path: Path, slow_disk: list) -> None:
    store = SaveStore(tmp_path, background=True)
    store.autosave("verso", _record(2))
    store.autosave("verso", _record(3))
    store.clear_autosave("verso")  # the game ended
    assert not store.has_autosave("verso")
    wait_for_autosaves()
    assert not (tmp_path / "saves" / "autosave-verso.json").exists()


def test_games_do_not_wait_for_each_other_and_all_land(tmp_path: Path, slow_disk: list) -> None:
    store = SaveStore(tmp_path, background=True)
    store.autosave("verso", _record(1))
    store.autosave("revorso_like", _record(4))
    store.autosave("verso", _record(2))
    wait_for_autosaves()
    assert SaveStore(tmp_path).has_autosave("revorso_like")
    assert len(json.loads(store.autosave_path("verso").read_text(encoding="utf-8"))["actions"]) == 2


def test_a_failed_background_write_is_logged_and_the_next_one_still_lands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    store = SaveStore(tmp_path, background=True)
    real = store_module.atomic_write_text
    failures = threading.Event()

    def full_disk(path: Path, text: str) -> None:
        failures.set()
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store_module, "atomic_write_text", full_disk)
    store.autosave("verso", _record(1))
    wait_for_autosaves()
    assert failures.is_set() and "autosave of verso failed" in caplog.text
    monkeypatch.setattr(store_module, "atomic_write_text", real)
    store.autosave("verso", _record(2))
    assert len(json.loads(store.autosave_path("verso").read_text(encoding="utf-8"))["actions"]) == 2
