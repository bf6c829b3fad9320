"""House rules that no other test pins down: one engine-level test per decision.

Each test is named after a decision recorded in ``docs/HOUSE-RULES.md`` (where the
original rules are silent or ambiguous), so that a change of behaviour fails here and
points at the paragraph to update. No Qt: only the engines are played.
"""

from __future__ import annotations

import pytest

from engines import new_game
from engines.dj05135.actions import FlipCentreCard, FlipHandCard, PlayCard, StealCard, TakeCard
from engines.dj05135.cards import load_deck as load_dj05135_deck
from engines.dj05135.game import DJ05135State, Stage
from engines.recto_verso.cards import shipped_cards
from engines.recto_verso.game import (
    MAX_EDITS_PER_ROUND,
    MAX_LADDER_ROUNDS,
    FinishRound,
    PlacePiece,
    RectoVersoGame,
    RemovePiece,
    StopClimb,
)
from engines.revorso import Draw, Name, Pass, PlaySwitch, RevorsoState, Stop
from engines.verso.actions import Bank
from engines.verso.actions import Draw as VersoDraw
from engines.verso.game import SQUARE_POINTS, VersoState
from tests.dj05135_setup import arrange
from tests.revorso_helpers import give_action, stack
from tests.verso_tables import row_labels, table


def build_with_hints(state: RectoVersoGame) -> None:
    while (action := state.hint()) is not None:
        state.apply(action)


# -- Recto Verso --------------------------------------------------------------------------


def test_recto_verso_mode_follows_the_number_of_players() -> None:
    modes = {players: new_game("recto_verso", players, 1).mode for players in (1, 2, 3, 6)}
    assert modes == {1: "puzzle", 2: "ladder", 3: "party", 6: "party"}
    for players, mode in ((2, "party"), (2, "puzzle"), (1, "ladder")):
        with pytest.raises(ValueError, match=mode):
            new_game("recto_verso", players, 1, {"mode": mode})


def test_recto_verso_ladder_retries_without_limit_until_the_pair_stops() -> None:
    state = new_game("recto_verso", 2, 8)
    assert state.options["ladder_tries"] == 0, "no limit on attempts by default"
    build_with_hints(state)
    state.apply(FinishRound(90_000))
    for _ in range(50):
        state.apply(FinishRound(10_000))  # an empty board: a failed attempt at stage 2
    assert not state.is_terminal() and state.stage == 1 and state.failures == 50
    assert StopClimb() in state.legal_actions()
    state.apply(StopClimb())
    assert state.is_terminal() and state.scores() == [1.0, 1.0] and state.winners() == [0, 1]
    assert not state.can_undo(), "stopping the climb is final, like finishing a round"


def test_recto_verso_ladder_failures_count_over_the_whole_climb() -> None:
    """The house option ``ladder_tries`` still ends a climb after that many failures."""
    state = new_game("recto_verso", 2, 8, {"ladder_tries": 10})
    state.apply(FinishRound(10_000))  # an empty board: a failed attempt at stage 1
    build_with_hints(state)
    state.apply(FinishRound(90_000))
    assert state.stage == 1 and state.failures == 1, "clearing a stage does not reset the failures"
    for _ in range(8):
        state.apply(FinishRound(10_000))
    assert not state.is_terminal()
    state.apply(FinishRound(10_000))  # the tenth failure of the climb
    assert state.is_terminal() and state.scores() == [1.0, 1.0]
    for wrong in (-1, 31):
        with pytest.raises(ValueError, match="ladder_tries"):
            new_game("recto_verso", 2, 8, {"ladder_tries": wrong})


def test_recto_verso_cards_are_reshuffled_when_the_level_runs_out() -> None:
    state = new_game("recto_verso", 2, 4, {"ladder_tries": 30})
    for _ in range(29):
        state.apply(FinishRound(10_000))
    while not state.is_terminal():
        build_with_hints(state)
        state.apply(FinishRound(15_000))
    played = [record.card_id for record in state.records]
    easy = {card.id for card in shipped_cards() if card.level == "easy"}
    assert len(played) == 36
    assert set(played[:32]) == easy, "every card of the level comes once before any comes again"
    assert set(played[32:]) <= easy


def test_recto_verso_round_safety_limits() -> None:
    """10,000 placements and removals in one round are legal; only then is finishing all that is left."""
    assert MAX_EDITS_PER_ROUND == 10_000
    state = new_game("recto_verso", 1, 2, {"card": "E03"})
    for _ in range(MAX_EDITS_PER_ROUND // 2):
        state.apply(PlacePiece.of("black", [(0, 0, 0)]))
        state.apply(RemovePiece("black"))
    assert state.edits == MAX_EDITS_PER_ROUND and not state.is_terminal()
    assert state.legal_actions() and all(isinstance(a, FinishRound) for a in state.legal_actions())
    assert not state.is_legal(PlacePiece.of("black", [(0, 0, 0)]))
    day = 24 * 3600 * 1000
    assert state.is_legal(FinishRound(day)) and not state.is_legal(FinishRound(day + 1))


def test_recto_verso_a_climb_ends_by_itself_after_a_thousand_attempts() -> None:
    """The only bound on the ladder without the house option: far beyond any real climb."""
    assert MAX_LADDER_ROUNDS == 1_000
    state = new_game("recto_verso", 2, 3)
    for _ in range(MAX_LADDER_ROUNDS - 1):
        state.apply(FinishRound(10_000))
    assert not state.is_terminal()
    state.apply(FinishRound(10_000))
    assert state.is_terminal() and state.scores() == [0.0, 0.0]
    assert len(state.history) <= RectoVersoGame.max_game_length


def test_recto_verso_party_tie_is_shared() -> None:
    state = new_game("recto_verso", 3, 5)
    while not state.is_terminal():
        state.apply(FinishRound(10_000))  # every round wrong: nobody scores
    assert state.scores() == [0.0, 0.0, 0.0] and state.winners() == [0, 1, 2]


# -- Verso ----------------------------------------------------------------------------------


def test_verso_one_shared_pile_empty_displays_and_seat_zero_first() -> None:
    state = VersoState(3, 5)
    assert state.n == 45 and state.pile_size == 45 and len(state.set_aside) == 90 - 45
    assert all(row == [] for rows in state.rows for row in rows)
    assert state.current_player == 0
    assert 0 < sum(state.side) < state.n, "each pile card shows a random face"


def test_verso_jokers_are_never_identical_unless_the_option_says_so() -> None:
    plain = table(2, {0: ["g*"]}, ["g*"], pile_size=20)
    flips = [a.flip for a in plain.legal_actions() if isinstance(a, VersoDraw)]
    assert flips == [False, True]
    plain.apply(VersoDraw(0, False, str(plain.face(plain.top))))
    assert row_labels(plain, 0, "green") == ["★", "★"]
    option = table(2, {0: ["g*"]}, ["g*"], pile_size=20, options={"jokers_identical": True})
    assert [a.flip for a in option.legal_actions() if isinstance(a, VersoDraw)] == [True]


def test_verso_banking_can_complete_a_square() -> None:
    rows = ["b1", "b2", "b3", "b4", "b5", "g1", "g3", "g5", "o1", "o3", "o5"]
    state = table(2, {0: rows}, pile_size=20)
    bank = next(a for a in state.legal_actions() if isinstance(a, Bank) and a.values == "4-5")
    state.apply(bank)
    assert state.is_square(0)
    assert state.points[0] == bank.points + SQUARE_POINTS


def test_verso_solo_opponent_compares_plain_values_so_one_after_six_is_lower() -> None:
    lower = table(1, {0: ["g2", "g5"]}, ["o2", "b6>g1"], pile_size=10)
    lower.apply(next(a for a in lower.legal_actions() if isinstance(a, VersoDraw)))
    assert next(e for e in lower.log[-1].events if e.kind == "solo").note == "lower"
    assert row_labels(lower, 0, "green") == ["2", "5"]
    higher = table(1, {0: ["b2", "b5>o4"]}, ["o2", "g1>b6"], pile_size=10)
    higher.apply(next(a for a in higher.legal_actions() if isinstance(a, VersoDraw)))
    assert next(e for e in higher.log[-1].events if e.kind == "solo").note == "higher"
    assert row_labels(higher, 0, "blue") == ["2"]


def test_verso_solo_opponent_also_plays_after_a_bank() -> None:
    state = table(1, {0: ["b1", "b2"]}, ["g4", "o3"], pile_size=10)
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Bank)))
    assert [e.kind for e in state.log[-1].events].count("solo") == 1
    assert state.pile_size == 9


def test_verso_a_bank_that_turns_no_card_can_be_undone() -> None:
    quiet = table(2, {0: ["b1", "b2"], 1: ["g3"]}, pile_size=20)
    quiet.apply(next(a for a in quiet.legal_actions() if isinstance(a, Bank)))
    assert quiet.can_undo()
    flipping = table(2, {0: ["b1", "b2"], 1: ["b4"]}, pile_size=20)
    flipping.apply(next(a for a in flipping.legal_actions() if isinstance(a, Bank)))
    assert not flipping.can_undo(), "the neighbour's flip showed a hidden face"


# -- Revorso --------------------------------------------------------------------------------


def test_revorso_seat_zero_starts() -> None:
    for seed in range(5):
        state = RevorsoState(4, seed)
        assert state.active == 0 and state.current_player == 0


def test_revorso_hibernate_also_cancels_draws_owed_to_steal2() -> None:
    state = RevorsoState(2, 1)
    stack(state, ["steal2", "juice", "hibernate", "tuna"])
    state.apply(Draw())
    assert state.pending == 2  # nobody has two won cards: two draws from the pile
    state.apply(Draw())
    state.apply(Draw())
    assert state.pending == 0 and state.legal_actions() == [Stop()]
    assert state.deck[-1] == "tuna"


@pytest.mark.parametrize(("allowed", "phase"), [(True, "switch"), (False, "answer")])
def test_revorso_switch_after_forced_stop_option(allowed: bool, phase: str) -> None:
    state = RevorsoState(2, 1, {"switch_after_forced_stop": allowed})
    give_action(state, 1, "switch")
    stack(state, ["juice", "honey", "hibernate"])
    for _ in range(3):
        state.apply(Draw())
    state.apply(Stop())
    assert state.phase == phase
    if allowed:
        assert state.legal_actions() == [PlaySwitch(), Pass()]


def test_revorso_failed_sequences_and_won_piles_are_public() -> None:
    state = RevorsoState(2, 1)
    stack(state, ["juice", "honey", "tuna", "carrot"])
    state.apply(Draw())
    state.apply(Draw())
    state.apply(Stop())
    state.apply(Name("honey"))
    state.apply(Name("juice"))
    assert state.view(1).won[0] == ("honey", "juice")
    state.apply(Draw())
    state.apply(Draw())
    state.apply(Stop())
    state.apply(Name("tuna"))  # wrong: the top card is carrot
    assert state.view(0).discard[-2:] == ("carrot", "tuna")


def test_revorso_only_stop_switch_and_pass_can_be_undone() -> None:
    state = RevorsoState(2, 1)
    give_action(state, 1, "switch")
    stack(state, ["juice", "honey"])
    state.apply(Draw())
    assert not state.can_undo(), "a drawn card was shown"
    state.apply(Draw())
    state.apply(Stop())
    assert state.can_undo(player=0)
    state.apply(Pass())
    assert state.can_undo(player=1)
    state.apply(Name("honey"))
    assert not state.can_undo()


# -- DJ05135 ------------------------------------------------------------------------------


def test_dj05135_only_the_pictogram_on_the_players_side_acts() -> None:
    state = arrange(3, hands=[[("cat", "dog+skip")]])
    state.apply(PlayCard(state.hands[0][0]))
    assert state.stage == Stage.TAKE
    state.apply(TakeCard(state.centre[0]))
    assert state.current_player == 1, "the skip faces down in the centre: nobody is skipped"


def test_dj05135_reverse_with_two_players_changes_nothing() -> None:
    state = arrange(2, hands=[[("cat+reverse", "dog")]])
    state.apply(PlayCard(state.hands[0][0]))
    state.apply(TakeCard(state.centre[0]))
    assert state.direction == -1 and state.current_player == 1


@pytest.mark.parametrize(
    ("pictogram", "stage", "kind"),
    [("flip_centre", Stage.FLIP_CENTRE, FlipCentreCard), ("flip_hand", Stage.FLIP_HAND, FlipHandCard)],
)
def test_dj05135_pictogram_actions_are_compulsory(pictogram: str, stage: str, kind: type) -> None:
    state = arrange(2, hands=[[(f"cat+{pictogram}", "dog")]])
    state.apply(PlayCard(state.hands[0][0]))
    assert state.stage == stage
    assert state.legal_actions() and all(isinstance(a, kind) for a in state.legal_actions())
    stealing = arrange(2, hands=[[("cat+steal", "dog")]])
    stealing.apply(PlayCard(stealing.hands[0][0]))
    assert all(isinstance(a, StealCard) for a in stealing.legal_actions())


def test_dj05135_the_robbed_player_may_take_the_card_just_played() -> None:
    state = arrange(2, hands=[[("cat+steal", "dog")]])
    played = state.hands[0][0]
    state.apply(PlayCard(played))
    state.apply(StealCard(1, state.hands[1][0], True))
    assert state.stage == Stage.VICTIM_TAKE and state.current_player == 1
    assert TakeCard(played) in state.legal_actions()


def test_dj05135_turn_limit_defaults_to_200_and_a_tie_is_shared() -> None:
    assert DJ05135State.default_options["turn_limit"] == 200
    state = arrange(2, turn_limit=2)
    state.points = [1, 1]
    for _ in range(2):
        seat = state.current_player
        state.apply(PlayCard(state.hands[seat][-1]))
        state.apply(TakeCard(next(t for t in state.centre if t != state.played)))
    assert state.is_terminal() and state.winners() == [0, 1]
    assert state.returns() == [0.5, 0.5]
    with pytest.raises(ValueError, match="turn_limit"):
        DJ05135State(2, 1, {"turn_limit": -1})


def test_dj05135_playing_and_taking_can_be_undone_flips_and_steals_cannot() -> None:
    state = arrange(2)
    state.apply(PlayCard(state.hands[0][0]))
    assert state.can_undo(player=0)
    state.apply(TakeCard(next(t for t in state.centre if t != state.played)))
    assert state.can_undo(player=0), "taking a card shows nothing new to the taker"
    flipping = next(
        (replayed for seed in range(200) if (replayed := _first_flip_or_steal(seed)) is not None),
        None,
    )
    assert flipping is not None, "some deal has a flip or a steal"
    assert not flipping.can_undo(), "a flip or a steal is final"


def _first_flip_or_steal(seed: int) -> DJ05135State | None:
    """Play seeded random steps until a flip or a steal was just played; that state, or None."""
    import random

    picker = random.Random(seed)
    state = DJ05135State(3, seed)
    for _ in range(60):
        if state.is_terminal():
            return None
        action = picker.choice(state.legal_actions())
        state.apply(action)
        if isinstance(action, FlipCentreCard | FlipHandCard | StealCard):
            return state
    return None


def test_dj05135_cards_are_dealt_with_a_random_side_towards_their_holder() -> None:
    deck = load_dj05135_deck()
    state = DJ05135State(3, 11)
    turned = sum(state.sides[t] != deck[card].sides for t, card in enumerate(state.card_ids))
    assert 0 < turned < len(deck)
