"""The Recto Verso game state: puzzle, co-op ladder and party rounds on the engine contract."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engines import GAMES, new_game
from engines.base import IllegalActionError, UndoRefusedError
from engines.events import last_event
from engines.recto_verso.building import Building, Placement
from engines.recto_verso.game import (
    MAX_EDITS_PER_ROUND,
    ClimbStopped,
    FinishRound,
    PlacePiece,
    RectoVersoGame,
    RemovePiece,
    StopClimb,
)
from engines.recto_verso.placing import slots
from engines.recto_verso.rules_data import (
    DEFAULT_SCORING_GRID,
    LADDER_STAGES,
    check_scoring_grid,
    partner_tokens,
    points_for_time,
    rounds_in_party,
)
from engines.recto_verso.solver import complete
from engines.rng import make_rng, randbelow
from engines.saves import read_save, state_from_save, write_save
from tests.contract import check_playout


def build_with_hints(state: RectoVersoGame) -> None:
    while (action := state.hint()) is not None:
        state.apply(action)


def test_registered() -> None:
    assert GAMES["recto_verso"] is RectoVersoGame


def test_rules_data() -> None:
    assert LADDER_STAGES == (90, 75, 60, 45, 30, 20, 15)
    assert points_for_time(20_000) == DEFAULT_SCORING_GRID[0][1]
    assert points_for_time(120_000) == 1 and points_for_time(120_001) == 0
    assert [points_for_time(s * 1000) for s in (10, 25, 50, 100)] == sorted(
        (points_for_time(s * 1000) for s in (10, 25, 50, 100)), reverse=True
    )
    assert partner_tokens(3) == [[1, 1, 2, 2], [0, 0, 2, 2], [0, 0, 1, 1]]
    assert partner_tokens(5)[4] == [0, 1, 2, 3]
    assert [rounds_in_party(n) for n in (3, 4, 5, 6)] == [12, 12, 20, 30]
    with pytest.raises(ValueError):
        check_scoring_grid([[30, 5], [20, 6]])


def test_puzzle_built_with_hints_scores_by_time() -> None:
    state = new_game("recto_verso", 1, 5, {"level": "hard", "card": "H12"})
    assert state.mode == "puzzle" and state.card.id == "H12"
    build_with_hints(state)
    assert state.mistakes() == []
    assert state.can_undo()
    state.apply(FinishRound(44_000))
    assert state.is_terminal() and state.scores() == [5.0]
    record = state.records[-1]
    assert record.outcome.correct and record.outcome.points == 5
    assert not state.can_undo()


def test_every_mistake_is_named_and_scores_nothing() -> None:
    state = new_game("recto_verso", 1, 2, {"card": "E03"})
    solution = state.solution()
    assert solution is not None
    state.apply(FinishRound(5_000))
    mistakes = state.records[-1].outcome.mistakes
    assert state.scores() == [0.0]
    assert sum("is not used" in m for m in mistakes) == 10
    assert any("front facade" in m for m in mistakes) and any("back facade" in m for m in mistakes)


def test_piece_left_on_empty_space_is_named() -> None:
    state = new_game("recto_verso", 1, 2, {"card": "E03"})
    state.apply(PlacePiece.of("black", [(0, 0, 0)]))
    state.apply(PlacePiece.of("white", [(0, 0, 1)]))
    assert PlacePiece.of("grey", [(0, 0, 1)]) not in state.legal_actions()
    state.apply(RemovePiece("black"))
    assert any("white" in m and "empty space" in m for m in state.mistakes())


def test_placements_drop_to_the_lowest_supported_height() -> None:
    state = new_game("recto_verso", 1, 2, {"card": "E03"})
    state.apply(PlacePiece.of("green", [(0, 0, 0), (1, 0, 0)]))
    cube_on_green = PlacePiece.of("black", [(0, 0, 1)])
    assert state.is_legal(cube_on_green)
    assert not state.is_legal(PlacePiece.of("black", [(0, 0, 2)]))  # would drop to z = 1 (the second floor)
    assert not state.is_legal(PlacePiece.of("black", [(0, 1, 1)]))  # floats over an empty cell
    assert "drop to floor 2, not 3" in (state.placement_problem(PlacePiece.of("black", [(0, 0, 2)])) or "")
    # A bar lying over the green one and the empty cell beside it has nowhere to rest there.
    assert not state.is_legal(PlacePiece.of("pink", [(1, 0, 1), (2, 0, 1)]))
    assert state.is_legal(PlacePiece.of("pink", [(2, 0, 0), (3, 0, 0)]))


def test_is_legal_agrees_with_legal_actions() -> None:
    rng = make_rng(9)
    state = new_game("recto_verso", 1, 9, {"level": "hard"})
    for _ in range(25):
        legal = state.legal_actions()
        assert all(state.is_legal(a) for a in legal)
        for _ in range(40):
            name = state.piece_names[randbelow(rng, len(state.piece_names))]
            slot = slots(name)[randbelow(rng, len(slots(name)))]
            action = PlacePiece(name, slot.cells(randbelow(rng, 5)))
            assert state.is_legal(action) == (action in legal)
        state.apply(legal[randbelow(rng, len(legal) - 4)])
    assert not state.is_legal(PlacePiece("black", ((1, 1, 1), (0, 0, 0))))
    assert not state.is_legal(FinishRound(-1))


def test_ladder_climbs_seven_stages_and_retries_a_failure() -> None:
    state = new_game("recto_verso", 2, 8)
    assert state.mode == "ladder" and state.stage_limit_ms() == 90_000
    build_with_hints(state)
    state.apply(FinishRound(91_000))  # correct but too slow: same stage again, new card
    assert state.stage == 0 and state.failures == 1 and not state.records[-1].cleared
    cards = {state.records[-1].card_id}
    for stage, seconds in enumerate(LADDER_STAGES):
        assert state.stage == stage
        cards.add(state.card.id)
        build_with_hints(state)
        state.apply(FinishRound(seconds * 1000))
        assert state.records[-1].cleared
    assert state.is_terminal() and state.scores() == [7.0, 7.0] and state.winners() == [0, 1]
    assert len(cards) == 8


def test_ladder_ends_after_the_allowed_failures() -> None:
    state = new_game("recto_verso", 2, 8, {"ladder_tries": 3})
    for _ in range(3):
        state.apply(FinishRound(10_000))
    assert state.is_terminal() and state.scores() == [0.0, 0.0]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_party_flips_every_token_once(players: int) -> None:
    state = new_game("recto_verso", players, 4, {"level": "hard"})
    assert state.mode == "party"
    rounds = 0
    while not state.is_terminal():
        assert state.current_player == rounds % players
        assert state.view(state.builders[0]).side == "front"
        assert state.view(state.builders[1]).side == "back"
        if rounds < 2:
            build_with_hints(state)
        state.apply(FinishRound(25_000))
        rounds += 1
    assert rounds == rounds_in_party(players)
    pairs = Counter(r.builders for r in state.records)
    expected = Counter((seat, other) for seat, held in enumerate(partner_tokens(players)) for other in held)
    assert pairs == expected
    first, second = state.records[0], state.records[1]
    scores = [0.0] * players
    for record in (first, second):
        assert record.outcome.correct and record.outcome.points == 6
        for seat in record.builders:
            scores[seat] += 6
    assert state.scores() == scores


def test_save_load_and_undo() -> None:
    state = new_game("recto_verso", 3, 12)
    build_with_hints(state)
    state.apply(FinishRound(33_000))
    state.apply(PlacePiece.of("black", [(0, 0, 0)]))
    loaded = state_from_save(json.loads(json.dumps(state.to_save())))
    assert loaded == state
    undone = state.undone()
    assert "black" not in undone.placed and undone.round == 2
    with pytest.raises(UndoRefusedError):
        undone.undone()


def test_illegal_actions_leave_the_state_alone() -> None:
    state = new_game("recto_verso", 1, 1)
    before = state.clone()
    for action in (
        RemovePiece("black"),
        PlacePiece.of("red", [(0, 0, 0)]),
        PlacePiece.of("black", [(5, 0, 0)]),
    ):
        with pytest.raises(IllegalActionError):
            state.apply(action)
    assert state == before


def test_options_are_checked() -> None:
    with pytest.raises(ValueError):
        new_game("recto_verso", 3, 1, {"mode": "ladder"})
    with pytest.raises(ValueError):
        new_game("recto_verso", 1, 1, {"card": "H01"})
    with pytest.raises(ValueError):
        new_game("recto_verso", 1, 1, {"card": "Z99"})
    with pytest.raises(ValueError):
        new_game("recto_verso", 1, 1, {"scoring_grid": [[10, 99]]})
    custom = new_game("recto_verso", 1, 1, {"scoring_grid": [[60, 10]], "card": "E02"})
    build_with_hints(custom)
    custom.apply(FinishRound(59_000))
    assert custom.scores() == [10.0]


def test_generated_puzzle_card() -> None:
    state = new_game("recto_verso", 1, 77, {"card": "generated", "level": "hard"})
    assert state.card.id == "new" and state.solution() is not None
    assert state == new_game("recto_verso", 1, 77, {"card": "generated", "level": "hard"})


def test_hint_suggests_taking_off_a_wrong_piece() -> None:
    state = new_game("recto_verso", 1, 3, {"card": "E10"})
    wrong = next(
        a
        for a in state.legal_actions()
        if isinstance(a, PlacePiece)
        and a.piece == "yellow"
        and complete(state.card, Building("easy", (Placement(a.piece, a.cells),))) is None
    )
    state.apply(wrong)
    assert state.hint() == RemovePiece("yellow")
    state.apply(RemovePiece("yellow"))
    assert isinstance(state.hint(), PlacePiece)


def test_step_invariants_in_random_playouts() -> None:
    def board_matches(state: RectoVersoGame) -> None:
        cells = [c for cells in state.placed.values() for c in cells]
        assert len(cells) == len(set(cells))
        assert state.edits <= 100

    for players in range(1, 7):
        check_playout(RectoVersoGame, players, 500 + players, step_check=board_matches)


def test_a_round_of_ten_thousand_edits_saves_small_and_loads_the_same(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The worst case: the four-cube red piece put down and taken off 5,000 times in one round."""
    state = new_game("recto_verso", 1, 2, {"level": "hard"})
    place = next(a for a in state.legal_actions() if isinstance(a, PlacePiece) and a.piece == "red")
    for _ in range(MAX_EDITS_PER_ROUND // 2):
        state.apply(place)
        state.apply(RemovePiece("red"))
    assert state.edits == MAX_EDITS_PER_ROUND
    path = tmp_path / "long-round.json"
    write_save(path, state)
    assert path.stat().st_size < 1024 * 1024, "far below the loader's 5 MB limit"
    assert len(path.read_text(encoding="utf-8").splitlines()) < MAX_EDITS_PER_ROUND + 100, "an action a line"
    loaded, result = read_save(path)
    assert result.ok and loaded == state


def test_stop_climb_ends_the_game_at_the_stage_reached() -> None:
    state = new_game("recto_verso", 2, 8)
    for _ in range(2):
        build_with_hints(state)
        state.apply(FinishRound(30_000))
    state.apply(FinishRound(10_000))  # a failure at stage 3
    build_with_hints(state)  # pieces on the board when the pair gives up
    assert state.stage == 2 and state.is_legal(StopClimb())
    state.apply(StopClimb())
    assert state.is_terminal() and state.scores() == [2.0, 2.0] and state.winners() == [0, 1]
    assert len(state.records) == 3, "the attempt given up is not a finished round"
    stopped = last_event(state)
    assert isinstance(stopped, ClimbStopped) and stopped.actor == 0
    assert stopped.describe(["Ana", "Ben"]) == "Ana and Ben stop the climb with 2 of 7 stages cleared."
    assert state.legal_actions() == [] and not state.is_legal(StopClimb())
    assert StopClimb().to_json() == {"type": "stop_climb"} and str(StopClimb()) == "stops the climb"
    assert state_from_save(json.loads(json.dumps(state.to_save()))) == state


@pytest.mark.parametrize(("players", "mode"), [(1, "puzzle"), (3, "party")])
def test_stop_climb_is_illegal_outside_the_ladder(players: int, mode: str) -> None:
    state = new_game("recto_verso", players, 8)
    assert state.mode == mode
    assert StopClimb() not in state.legal_actions() and not state.is_legal(StopClimb())
    with pytest.raises(IllegalActionError):
        state.apply(StopClimb())


def test_a_version_1_ladder_save_with_ten_tries_replays_identically() -> None:
    """Saves written when the climb ended after 10 failures by default carry that 10 and keep it."""
    old = {
        "game": "recto_verso",
        "version": 1,
        "players": 2,
        "seed": 8,
        "options": {
            "mode": "auto",
            "level": "easy",
            "card": "",
            "ladder_tries": 10,
            "scoring_grid": [list(entry) for entry in DEFAULT_SCORING_GRID],
        },
        "actions": [{"type": "finish", "elapsed_ms": 10_000}] * 10,
    }
    state = state_from_save(old)
    assert state.is_terminal() and state.failures == 10 and state.scores() == [0.0, 0.0]
    # The cards the version that wrote this save drew, in order.
    assert [r.card_id for r in state.records] == [
        "E08", "E30", "E04", "E21", "E03", "E07", "E26", "E06", "E16", "E11"
    ]  # fmt: skip
    old["actions"] = old["actions"][:9]
    assert not state_from_save(old).is_terminal()
