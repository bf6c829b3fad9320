"""Revorso rules, one test per rule of the rules sheet (and its worked examples)."""

from __future__ import annotations

import pytest

from engines.base import TERMINAL, IllegalActionError
from engines.revorso import (
    SYMBOLS,
    CallBear,
    Draw,
    Name,
    Pass,
    PlaySwitch,
    RevorsoState,
    StealFrom,
    Stop,
    build_deck,
    composition,
    decks_for,
)
from engines.revorso.cards import CARD_TYPES, points_of
from tests.revorso_helpers import assert_accounted, give_action, give_won, stack


def play(state: RevorsoState, *actions: object) -> None:
    for action in actions:
        state.apply(action)  # type: ignore[arg-type]
        assert_accounted(state)


def new(players: int = 2, seed: int = 1) -> RevorsoState:
    return RevorsoState(players, seed)


# -- components -------------------------------------------------------------------------


def test_one_deck_has_85_cards_as_listed_in_the_components() -> None:
    deck = build_deck(1)
    assert len(deck) == 85
    count = composition(1)
    assert SYMBOLS == ("juice", "tuna", "cushion", "carrot", "honey")
    assert all(count[s] == 12 for s in SYMBOLS)
    assert sum(count[s] for s in SYMBOLS) == 60
    assert count["plus3"] == count["steal2"] == count["hibernate"] == 5
    assert count["bear"] == count["switch"] == 5
    assert [CARD_TYPES[s].points for s in SYMBOLS] == [1, 1, 1, 1, 2]
    assert points_of(deck) == 48 + 24


@pytest.mark.parametrize(("players", "decks"), [(2, 1), (5, 1), (6, 2), (7, 2), (10, 2)])
def test_two_decks_are_shuffled_together_from_six_players(players: int, decks: int) -> None:
    assert decks_for(players) == decks
    state = new(players)
    assert state.decks == decks
    assert len(state.deck) == 85 * decks
    assert_accounted(state)


def test_two_decks_at_seven_players() -> None:
    state = new(7, seed=3)
    assert len(state.deck) == 170
    assert state.cards_everywhere() == composition(2)
    assert composition(2)["honey"] == 24
    with pytest.raises(ValueError):
        new(11)
    with pytest.raises(ValueError):
        new(1)


# -- drawing ----------------------------------------------------------------------------


def test_a_turn_starts_with_a_draw_and_the_player_may_stop_after_any_card() -> None:
    state = new()
    stack(state, ["juice", "tuna"])
    assert state.legal_actions() == [Draw()]
    with pytest.raises(IllegalActionError):
        state.apply(Stop())
    play(state, Draw())
    assert state.legal_actions() == [Draw(), Stop()]
    play(state, Draw())
    assert state.sequence == ["juice", "tuna"]  # in the order drawn


def test_worked_example_juice_honey_tuna_is_recalled_as_tuna_honey_juice() -> None:
    state = new()
    stack(state, ["juice", "honey", "tuna"])
    play(state, Draw(), Draw(), Draw(), Stop())
    assert state.phase == "answer" and state.current_player == 0
    play(state, Name("tuna"), Name("honey"))
    assert state.revealed == ["tuna", "honey"]
    play(state, Name("juice"))
    # Won in the order conquered, never reordered: tuna first, juice on top.
    assert state.won[0] == ["tuna", "honey", "juice"]
    assert state.scores()[0] == 4
    assert state.active == 1 and state.phase == "draw"


def test_naming_in_draw_order_fails_and_the_whole_sequence_is_discarded() -> None:
    state = new()
    give_won(state, 0, ["carrot"])
    stack(state, ["juice", "honey", "tuna"])
    play(state, Draw(), Draw(), Draw(), Stop(), Name("tuna"), Name("juice"))
    assert state.won[0] == ["carrot"]  # cards won before are not touched
    assert sorted(state.discard) == sorted(["juice", "honey", "tuna"])  # the right one too
    assert state.active == 1


def test_plus3_then_steal2_then_the_two_remaining_draws() -> None:
    state = new()
    give_won(state, 1, ["carrot", "cushion", "honey"])  # honey on top
    stack(state, ["juice", "plus3", "steal2", "tuna", "carrot", "juice"])
    play(state, Draw(), Draw())
    assert state.pending == 3 and state.legal_actions() == [Draw()]
    play(state, Draw())  # Steal 2, the first of the three forced draws
    assert state.phase == "steal" and state.legal_actions() == [StealFrom(1)]
    play(state, StealFrom(1))
    # The two top cards, one at a time: honey first, then cushion; they are extra cards.
    assert state.sequence == ["juice", "honey", "cushion"]
    assert state.won[1] == ["carrot"]
    assert state.pending == 2 and state.legal_actions() == [Draw()]
    play(state, Draw(), Draw())
    assert state.sequence == ["juice", "honey", "cushion", "tuna", "carrot"]
    assert state.pending == 0 and state.legal_actions() == [Draw(), Stop()]


def test_plus3_during_plus3_chains_and_then_resumes() -> None:
    state = new()
    stack(state, ["plus3", "juice", "plus3", "tuna", "tuna", "tuna", "carrot"])
    play(state, Draw(), Draw(), Draw())
    assert state.pending == 1 + 3
    play(state, Draw(), Draw(), Draw())
    assert state.legal_actions() == [Draw()]
    play(state, Draw())
    assert state.pending == 0 and Stop() in state.legal_actions()
    assert state.sequence == ["juice", "tuna", "tuna", "tuna", "carrot"]


def test_hibernate_during_plus3_ends_the_drawing_and_cancels_the_owed_draws() -> None:
    state = new()
    stack(state, ["plus3", "juice", "hibernate", "tuna"])
    play(state, Draw(), Draw(), Draw())
    assert state.pending == 0
    assert state.legal_actions() == [Stop()]
    assert state.sequence == ["juice"]
    assert "hibernate" in state.discard and "plus3" in state.discard  # effects are discarded
    play(state, Stop(), Name("juice"))
    assert state.won[0] == ["juice"]
    assert state.deck[-1] == "tuna"  # never drawn


def test_steal2_with_nobody_holding_two_cards_draws_two_from_the_deck() -> None:
    state = new(3)
    give_won(state, 0, ["honey", "honey", "honey"])  # the thief's own pile does not count
    give_won(state, 1, ["carrot"])
    stack(state, ["steal2", "juice", "tuna", "cushion"])
    play(state, Draw())
    assert state.phase == "draw" and state.pending == 2
    assert state.legal_actions() == [Draw()]
    play(state, Draw(), Draw())
    assert state.sequence == ["juice", "tuna"]
    assert state.legal_actions() == [Draw(), Stop()]


def test_steal2_picks_only_players_with_two_won_cards() -> None:
    state = new(4)
    give_won(state, 1, ["carrot"])
    give_won(state, 2, ["juice", "tuna"])
    give_won(state, 3, ["juice", "tuna", "honey"])
    stack(state, ["steal2"])
    play(state, Draw())
    assert state.legal_actions() == [StealFrom(2), StealFrom(3)]


def test_a_second_action_card_is_discarded() -> None:
    state = new()
    stack(state, ["bear", "switch", "juice"])
    play(state, Draw())
    assert state.held[0] == "bear"
    assert state.legal_actions() == [Draw(), Stop()]  # may stop after any card
    play(state, Draw())
    assert state.held[0] == "bear"
    assert state.discard == ["switch"]
    play(state, Draw())
    assert state.sequence == ["juice"]  # action cards never join the sequence


def test_stopping_with_no_symbol_card_ends_the_turn() -> None:
    state = new()
    stack(state, ["bear"])
    play(state, Draw(), Stop())
    assert state.active == 1 and state.phase == "draw"


# -- Switch -----------------------------------------------------------------------------


def test_switch_swaps_the_first_and_last_cards_before_the_memory_test() -> None:
    state = new(3)
    give_action(state, 2, "switch")
    stack(state, ["juice", "honey", "tuna"])
    play(state, Draw(), Draw(), Draw(), Stop())
    assert state.phase == "switch" and state.current_player == 2
    assert state.legal_actions() == [PlaySwitch(), Pass()]
    play(state, PlaySwitch())
    assert state.sequence == ["tuna", "honey", "juice"]
    assert state.held[2] is None and state.discard[-1] == "switch"
    play(state, Name("juice"), Name("honey"), Name("tuna"))
    assert state.won[0] == ["juice", "honey", "tuna"]


def test_switch_on_a_one_card_sequence_changes_nothing_but_is_discarded() -> None:
    state = new()
    give_action(state, 1, "switch")
    stack(state, ["honey"])
    play(state, Draw(), Stop())
    assert state.current_player == 1
    play(state, PlaySwitch())
    assert state.sequence == ["honey"]
    assert state.held[1] is None and "switch" in state.discard
    play(state, Name("honey"))
    assert state.won[0] == ["honey"]


def test_switch_offers_go_round_from_the_left_and_only_one_is_played() -> None:
    state = new(4, seed=2)
    for seat in (1, 3):
        give_action(state, seat, "switch")
    stack(state, ["juice", "tuna"], only=False)
    state.active = 0
    play(state, Draw(), Draw(), Stop())
    assert state.current_player == 1
    play(state, Pass())
    assert state.current_player == 3
    play(state, PlaySwitch())
    assert state.phase == "answer" and state.held[1] == "switch"


def test_the_active_player_is_never_offered_its_own_switch() -> None:
    state = new()
    give_action(state, 0, "switch")
    stack(state, ["juice"])
    play(state, Draw(), Stop())
    assert state.phase == "answer"


# -- Bear -------------------------------------------------------------------------------


def bear_table() -> RevorsoState:
    state = new(3)
    give_action(state, 1, "bear")
    give_action(state, 2, "bear")
    stack(state, ["juice", "honey", "tuna"])
    play(state, Draw(), Draw(), Draw(), Stop())
    return state


def test_bear_right_wins_the_card_and_the_test_goes_on_from_the_new_top_card() -> None:
    state = bear_table()
    assert state.phase == "bear" and state.current_player == 1  # left of the active player
    assert state.legal_actions() == [*(CallBear(s) for s in SYMBOLS), Pass()]
    play(state, CallBear("tuna"))
    assert state.won[1] == ["tuna"]
    assert state.held[1] is None and "bear" in state.discard
    assert state.sequence == ["juice", "honey"]
    # A new card on top: the other Bear holder may call before it is named.
    assert state.current_player == 2
    play(state, Pass(), Name("honey"))
    assert state.current_player == 2  # and again before each card it has not called on
    play(state, Pass(), Name("juice"))
    assert state.won[0] == ["honey", "juice"]


def test_bear_wrong_leaves_the_card_and_the_active_player_names_it() -> None:
    state = bear_table()
    play(state, CallBear("carrot"))
    assert state.sequence == ["juice", "honey", "tuna"]
    assert state.won[1] == [] and state.held[1] is None
    # Only the first caller tries: the second Bear holder is not asked for this card.
    assert state.phase == "answer" and state.current_player == 0
    play(state, Name("tuna"))
    assert state.current_player == 2  # a Bear window before the next card
    play(state, Pass(), Name("honey"), Pass(), Name("juice"))
    assert state.won[0] == ["tuna", "honey", "juice"]


def test_a_card_won_by_bear_is_kept_even_when_the_test_fails() -> None:
    state = bear_table()
    play(state, CallBear("tuna"), Pass(), Name("juice"))
    assert state.won[1] == ["tuna"]
    assert state.won[0] == []
    assert sorted(state.discard) == sorted(["bear", "juice", "honey"])


def test_bear_taking_the_last_card_ends_the_test_with_the_cards_already_named() -> None:
    state = new()
    give_action(state, 1, "bear")
    stack(state, ["juice"])
    play(state, Draw(), Stop(), CallBear("juice"))
    assert state.won == [[], ["juice"]]
    assert state.active == 1


# -- end of the game --------------------------------------------------------------------


def test_the_deck_running_out_mid_turn_ends_the_game_after_the_memory_test() -> None:
    state = new()
    stack(state, ["juice", "plus3"], only=True)
    play(state, Draw(), Draw())
    # The +3 cannot be honoured: the player must stop and takes the test normally.
    assert state.deck == [] and state.pending == 0
    assert state.legal_actions() == [Stop()]
    play(state, Stop())
    assert not state.is_terminal()
    play(state, Name("juice"))
    assert state.is_terminal() and state.current_player == TERMINAL
    assert state.legal_actions() == []
    assert state.winners() == [0]


def test_steal2_still_robs_when_it_is_the_last_card_of_the_deck() -> None:
    state = new()
    give_won(state, 1, ["tuna", "honey"])
    stack(state, ["steal2"], only=True)
    play(state, Draw(), StealFrom(1))
    assert state.sequence == ["honey", "tuna"]
    assert state.legal_actions() == [Stop()]


def _finish_with_piles(piles: list[list[str]]) -> RevorsoState:
    state = new(len(piles))
    for seat, pile in enumerate(piles):
        give_won(state, seat, pile)
    stack(state, ["hibernate"], only=True)
    play(state, Draw(), Stop())
    assert state.is_terminal()
    return state


def test_a_tie_on_points_goes_to_the_player_with_more_honey() -> None:
    state = _finish_with_piles(
        [["juice", "tuna", "carrot", "cushion"], ["honey", "honey"], ["honey", "juice"]]
    )
    assert state.scores() == [4, 4, 3]
    assert state.winners() == [1]
    assert state.returns() == [0.0, 1.0, 0.0]
    assert state.events[-1].reason == "honey"


def test_a_tie_on_points_and_honey_is_shared() -> None:
    state = _finish_with_piles([["honey", "juice"], ["tuna", "honey"]])
    assert state.winners() == [0, 1]
    assert state.returns() == [0.5, 0.5]


def test_scores_count_one_point_per_symbol_and_two_per_honey() -> None:
    state = _finish_with_piles([["juice", "tuna", "cushion", "carrot", "honey"], []])
    assert state.scores() == [6, 0]
