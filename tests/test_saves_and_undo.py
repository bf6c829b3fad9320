"""Saves replay the action log; bad saves are refused with a reason; undo respects reveals."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import engines
from engines.base import IllegalActionError, UndoRefusedError
from engines.safe_files import LoadProblem
from engines.saves import (
    SaveError,
    SaveLines,
    read_save,
    save_head,
    save_record,
    save_text,
    state_from_save,
    write_save,
)
from tests.fixture_game import Draw, FixtureGame, Play


@pytest.fixture(autouse=True)
def _register_fixture(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(engines.GAMES, FixtureGame.game, FixtureGame)


def _played(moves: int = 5) -> FixtureGame:
    state = FixtureGame(2, 7)
    for _ in range(moves):
        state.apply(state.legal_actions()[0])
    return state


def test_save_round_trip(tmp_path: Path) -> None:
    state = _played()
    write_save(tmp_path / "game.json", state)
    loaded, result = read_save(tmp_path / "game.json")
    assert result.ok and loaded == state


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d.update(game="chess"), "unknown game"),
        (lambda d: d.update(version=3), "version"),
        (lambda d: d.update(version=True), "version"),
        (lambda d: d.update(rules=2), "version"),
        (lambda d: d.update(seats="two"), "seats"),
        (lambda d: d.update(seed=1.5), "seed"),
        (lambda d: d.update(actions=[{"type": "play", "card": 99}]), "not allowed"),
        (lambda d: d.update(actions=[{"type": "teleport"}]), "unknown action"),
        (lambda d: d.update(options={"jokers": True}), "unknown option"),
    ],
)
def test_bad_saves_are_refused_with_a_reason(change, reason: str) -> None:  # type: ignore[no-untyped-def]
    data = _played().to_save()
    change(data)
    with pytest.raises(SaveError, match=reason):
        state_from_save(data)


def test_read_save_maps_problems(tmp_path: Path) -> None:
    path = tmp_path / "future.json"
    data = _played().to_save()
    data["version"] = 9
    path.write_text(json.dumps(data))
    state, result = read_save(path)
    assert state is None and result.problem is LoadProblem.UNKNOWN_VERSION and "future.json" in result.error


def test_illegal_action_leaves_state_untouched() -> None:
    state = _played(2)
    before = state.clone()
    with pytest.raises(IllegalActionError):
        state.apply(Play(999))
    assert state == before


def test_undo_stops_at_a_reveal() -> None:
    state = FixtureGame(2, 3)
    state.apply(Draw())  # reveals a card: never undone
    assert not state.can_undo()
    with pytest.raises(UndoRefusedError):
        state.undone()
    card = state.legal_actions()[0]
    state.apply(card)
    assert state.can_undo(player=1)
    back = state.undone(player=1)
    assert back.history == state.history[:-1]


@pytest.mark.parametrize("game", ["verso", "revorso", "dj05135", "recto_verso"])
def test_an_autosave_laid_out_move_by_move_is_the_whole_save(game: str) -> None:
    """What :class:`SaveLines` keeps between moves never shows in the file: after moves, undos
    and other moves in their place (looked at or not in between), or the next game, its text
    is the one the whole record lays out."""
    lines, rng = SaveLines(), random.Random(game)
    for seed in (3, 4):  # the next game shares no action with the last
        state = engines.GAMES[game](2, seed, {})
        for _ in range(120):
            if rng.random() < 0.5:
                assert lines.text(save_head(state), state.history) == save_text(save_record(state))
            if state.is_terminal():
                break
            if state.can_undo() and rng.random() < 0.15:
                state = state.undone()
            else:
                state.apply(rng.choice(list(state.legal_actions())))
