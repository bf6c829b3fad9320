"""The builder autosaves as the card tables do: an edit never waits for the disk, the writer
thread writes the edits in their order, and reading the autosave waits for it
(docs/ARCHITECTURE.md, "The play layer")."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from engines.table import store as store_module
from engines.table.clock import ManualTime
from engines.table.store import wait_for_autosaves
from tests.test_recto_verso_view import build_with_mouse, solution_steps

#: Written autosaves: (written on the GUI thread, number of actions in the record).
Written = list[tuple[bool, int]]


@pytest.fixture
def held_disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[threading.Event, Written]]:
    """Every autosave write waits at a gate until the test opens it, as a disk that stalls would.

    The gate lets a write through after a few seconds anyway, so a write made on the GUI
    thread (which would never see the gate open) ends the test with a failure, not a hang.
    """
    gate = threading.Event()
    written: Written = []
    real = store_module.atomic_write_text

    def stalled_write(path: Path, text: str) -> None:
        on_gui = threading.current_thread() is threading.main_thread()
        gate.wait(timeout=5)
        real(path, text)
        written.append((on_gui, len(json.loads(text)["actions"])))

    monkeypatch.setattr(store_module, "atomic_write_text", stalled_write)
    yield gate, written
    gate.set()
    wait_for_autosaves()


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.clock = ManualTime(5_000)
    return view


def test_edits_do_not_wait_for_a_stalled_disk_and_the_newest_lands(view, qtbot, held_disk) -> None:  # type: ignore[no-untyped-def]
    gate, written = held_disk
    view.rounds.start_puzzle("easy", "E02", seed=4)
    build_with_mouse(qtbot, view, solution_steps(view)[:3])  # three edits by mouse, each autosaved
    assert written == [], "an edit waited for its autosave to reach the disk"
    gate.set()
    record = json.loads(view.files.autosave_path.read_text(encoding="utf-8"))
    assert len(record["actions"]) == len(view.session.state.history) == 3
    assert not any(on_gui for on_gui, _ in written), "an autosave was written on the GUI thread"
    moves = [count for _, count in written]
    assert moves == sorted(moves) and moves[-1] == 3, "the edits reached the disk out of order"


def test_a_finished_round_clears_the_autosave_after_the_writes_before_it(view, qtbot, held_disk) -> None:  # type: ignore[no-untyped-def]
    gate, written = held_disk
    view.rounds.start_puzzle("easy", "E02", seed=4)
    build_with_mouse(qtbot, view, solution_steps(view))  # the finished building ends the round
    assert view.session.state.is_terminal() and written == []
    gate.set()
    assert not view.files.has_autosave(), "a late write brought the finished game back"
