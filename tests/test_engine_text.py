"""Every sentence the engines show to players is a translatable message with a known template."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.i18n_sources import engine_templates
from engines import new_game
from engines.base import GameState
from engines.recto_verso.game import PlacePiece, RectoVersoGame
from engines.rng import make_rng, randbelow
from engines.text import Message, and_list, join_clauses, t

NAMES = ["Ana", "Ben", "Cy", "Di"]
TEMPLATES = set(engine_templates())


def _messages(text: object) -> Iterator[Message]:
    """``text`` and every message nested in its parameters."""
    if isinstance(text, Message):
        yield text
        for value in text.params.values():
            yield from _messages(value)


def assert_translatable(text: object) -> None:
    assert isinstance(text, Message), f"{text!r} is plain text, not built with t()"
    for message in _messages(text):
        assert message.template in TEMPLATES, f"template {message.template!r} is not a literal t() call"


def random_playout(game: str, players: int, seed: int, moves: int = 400) -> Iterator[GameState]:
    """The state after each random move of a seeded game."""
    state = new_game(game, players, seed, {})
    rng = make_rng(seed + 1000)
    for _ in range(moves):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        action = legal[randbelow(rng, len(legal))]
        assert_translatable(action.describe(NAMES[:players]))
        state.apply(action)
        yield state


def test_helpers_keep_english_and_templates() -> None:
    joined = join_clauses([t("the draw pile is empty"), t("{player} banks no last series", player="Ana")])
    assert joined == "the draw pile is empty; Ana banks no last series"
    assert_translatable(joined)
    assert and_list(["Ana", "Ben", "Cy"]) == "Ana, Ben and Cy"
    assert join_clauses([]) == ""


@pytest.mark.parametrize(("players", "seed"), [(1, 3), (3, 4)])
def test_verso_log_and_ranking_are_messages(players: int, seed: int) -> None:
    state = list(random_playout("verso", players, seed))[-1]
    assert state.log
    for turn in state.log:
        assert_translatable(turn.describe(NAMES[:players]))
        assert_translatable(turn.describe())
    if players == 1:
        assert_translatable(state.solo_rank())


def test_revorso_log_is_messages() -> None:
    from engines.revorso.log import describe_event

    kinds = set()
    state = list(random_playout("revorso", 3, 5, moves=600))[-1]
    for seat in range(3):
        for event in state.view(seat).log:
            kinds.add(event.kind)
            assert_translatable(describe_event(event, NAMES[:3]))
    assert {"turn", "draw_symbol", "stop"} <= kinds


def test_dj05135_log_and_prompts_are_messages_for_every_reader() -> None:
    for state in random_playout("dj05135", 3, 6, moves=120):
        for seat in range(3):
            view = state.view(seat)
            assert_translatable(view.prompt)
            assert_translatable(view.prompt_text(NAMES))
    for seat in range(3):
        entries = state.log_for(seat)
        assert entries
        for entry in entries:
            assert_translatable(entry.template)
            text = entry.text(NAMES)
            assert_translatable(text)
            assert "{p" not in text, "every player is named"


def test_dj05135_names_fill_in_nested_messages() -> None:
    from engines.dj05135.log import fill_seats, seat_token

    message = t("{player} is choosing a card to play.", player=seat_token(1))
    filled = fill_seats(message, NAMES)
    assert filled == "Ben is choosing a card to play."
    assert filled.template == message.template


def test_recto_verso_mistakes_and_placement_problems_are_messages() -> None:
    game = new_game("recto_verso", 2, 7, {})
    assert isinstance(game, RectoVersoGame)
    mistakes = game.mistakes()
    assert mistakes
    for mistake in mistakes:
        assert_translatable(mistake)
    problem = game.placement_problem(PlacePiece("green", ((0, 0, 3), (1, 0, 3))))
    assert problem is not None
    assert_translatable(problem)
    legal = [a for a in game.legal_actions() if isinstance(a, PlacePiece)]
    game.apply(legal[0])
    assert_translatable(game.placement_problem(legal[0]))
    assert game.placement_problem(legal[0]) == f"the {legal[0].piece} piece is already on the board"


def test_load_errors_are_messages(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from engines.safe_files import load_json
    from engines.saves import read_save

    missing = load_json(tmp_path / "nothing.json")
    assert missing.error == "Cannot open nothing.json (missing: the file does not exist)."
    assert_translatable(missing.error)
    future = tmp_path / "future.json"
    future.write_text(
        '{"game": "verso", "version": 99, "players": 1, "seed": 1, "options": {}, "actions": []}'
    )
    state, result = read_save(future)
    assert state is None
    assert_translatable(result.error)
    assert "version 99" in result.error
