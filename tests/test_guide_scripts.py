"""Every guided game's script, in every language, plays to its end against the engine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engines.bots import make_bot
from engines.guide import GuideError, GuideRunner, load_guide
from engines.guide.runner import match_one
from engines.guide.script import guide_path
from engines.table.session import TableSession
from resources import resource_path

LANGUAGES = ("en", "fr", "it", "pt")
GAMES = sorted({p.name.split(".")[0] for p in resource_path("guides").glob("*.json")})


def test_verso_has_a_guide() -> None:
    assert "verso" in GAMES


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_script_replays_to_free_play_and_the_game_ends(game: str, language: str) -> None:
    assert guide_path(game, language).is_file()
    script = load_guide(game, language)
    assert script.language == language
    runner = GuideRunner(script)
    state = runner.replay(TableSession.new_state(script.setup))
    assert runner.free and not state.is_terminal()
    assert script.skipped and script.hints
    bots = [make_bot(type(state), "greedy", "easy", seed=seat) for seat in range(state.players)]
    for _ in range(state.max_game_length):
        if state.is_terminal():
            break
        seat = state.current_player
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    assert state.is_terminal()


def _shape(game: str, language: str) -> list[tuple[str, object, object]]:
    data = json.loads(guide_path(game, language).read_text(encoding="utf-8"))
    return [(s["point"], s.get("expect"), s.get("then", [])) for s in data["steps"]] + [
        (data["seed"], [seat["kind"] for seat in data["seats"]], data["options"]),
        (len(data["hints"]), len(data["skipped"]), data["free_play"]),
    ]


@pytest.mark.parametrize("game", GAMES)
def test_every_language_has_the_same_steps(game: str) -> None:
    english = _shape(game, "en")
    for language in LANGUAGES[1:]:
        assert _shape(game, language) == english, language


@pytest.mark.parametrize("game", GAMES)
def test_the_languages_really_differ(game: str) -> None:
    says = {lang: [s.say for s in load_guide(game, lang).steps] for lang in LANGUAGES}
    for language in LANGUAGES[1:]:
        assert all(a != b for a, b in zip(says[language], says["en"], strict=True)), language


def test_verso_guide_teaches_take_flip_identical_bank_and_neighbours() -> None:
    script = load_guide("verso", "en")
    runner = GuideRunner(script)
    state = runner.replay(TableSession.new_state(script.setup))
    kinds = {event.kind for turn in state.log for event in turn.events}
    assert {"take", "bank", "flip", "discard"} <= kinds
    flips = [turn.action for turn in state.log if turn.player == 0]
    assert [a.to_json()["type"] for a in flips] == ["draw", "draw", "draw", "bank"]
    assert 10 <= len(script.steps) <= 16


def test_only_the_expected_move_is_allowed_until_free_play() -> None:
    script = load_guide("verso", "en")
    runner = GuideRunner(script)
    state = TableSession.new_state(script.setup)
    runner.next()  # the first step only speaks
    expected = runner.expected(state)
    assert expected is not None
    others = [a for a in state.legal_actions() if a != expected]
    assert others and not any(runner.allows(state, a) for a in others)
    assert runner.allows(state, expected)


def test_a_pattern_matching_several_moves_is_refused() -> None:
    state = TableSession.new_state(load_guide("verso", "en").setup)
    with pytest.raises(GuideError, match="matches 2 legal moves"):
        match_one({"type": "draw"}, state.legal_actions())


def test_a_broken_script_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "guides").mkdir()
    (tmp_path / "guides" / "verso.en.json").write_text('{"version": 1, "game": "verso", "seed": 1}')
    monkeypatch.setattr("engines.guide.script.resource_path", lambda *parts: tmp_path.joinpath(*parts))
    with pytest.raises(GuideError, match=r"Cannot open verso\.en\.json \(invalid content: 'seats'"):
        load_guide("verso", "fr")  # no French file: the English one is read
