"""DJ05135 rules: the deal, each pictogram's action, turn order, scoring and the end."""

from __future__ import annotations

import pytest

from engines import GAMES, new_game
from engines.base import TERMINAL, IllegalActionError
from engines.dj05135.actions import FlipCentreCard, FlipHandCard, PlayCard, StealCard, TakeCard
from engines.dj05135.game import CENTRE, DJ05135State, Stage
from tests.dj05135_setup import arrange, face, inner_faces, set_card


def play_plain_turn(state: DJ05135State) -> None:
    """The player to act plays their last card (a plain filler) and takes the first centre card."""
    seat = state.current_player
    state.apply(PlayCard(state.hands[seat][-1]))
    assert state.stage == Stage.TAKE
    state.apply(TakeCard(next(t for t in state.centre if t != state.played)))


# -- deal and options -------------------------------------------------------------------


@pytest.mark.parametrize(("players", "size"), [(2, 6), (3, 6), (4, 5)])
def test_deal_sizes_and_the_rest_face_up_in_the_centre(players: int, size: int) -> None:
    state = new_game("dj05135", players, 7)
    assert [len(h) for h in state.hands] == [size] * players
    assert len(state.centre) == 36 - size * players
    assert sorted([*state.centre, *(t for h in state.hands for t in h)]) == list(range(36))


def test_registry_and_first_player_option() -> None:
    assert GAMES["dj05135"] is DJ05135State
    state = new_game("dj05135", 3, 1, {"first_player": 2})
    assert state.current_player == 2
    with pytest.raises(ValueError, match="first_player"):
        new_game("dj05135", 3, 1, {"first_player": 3})
    with pytest.raises(ValueError, match="2 to 4 players"):
        new_game("dj05135", 5, 1)


def test_the_same_seed_deals_the_same_way() -> None:
    a, b = DJ05135State(4, 99), DJ05135State(4, 99)
    assert a == b and a.sides == b.sides and a.card_ids == b.card_ids
    assert DJ05135State(4, 100).card_ids != a.card_ids


# -- a turn -----------------------------------------------------------------------------


def test_a_played_card_lies_with_the_players_side_up_and_a_taken_card_keeps_its_orientation() -> None:
    state = arrange(2, hands=[[("cat", "dog")]], centre=[("owl", "fish")])
    card, centre_card = state.hands[0][0], state.centre[0]
    state.apply(PlayCard(card))
    assert state.location[card] == CENTRE
    assert state.visible_face(card, 1) == face("cat")  # the side player 0 saw is now up
    state.apply(TakeCard(centre_card))
    assert state.visible_face(centre_card, 0) == face("owl")  # the up side faces the taker
    assert state.visible_face(centre_card, 1) == face("fish")  # the others see the underside


def test_the_card_just_played_cannot_be_taken_back() -> None:
    state = arrange(2)
    card = state.hands[0][0]
    state.apply(PlayCard(card))
    assert TakeCard(card) not in state.legal_actions()
    with pytest.raises(IllegalActionError):
        state.apply(TakeCard(card))


def test_magnifier_has_no_action() -> None:
    state = arrange(2, hands=[[("cat+magnifier", "dog")]])
    state.apply(PlayCard(state.hands[0][0]))
    assert state.stage == Stage.TAKE


# -- skip and reverse ---------------------------------------------------------------------


def test_skip_makes_the_next_player_miss_a_turn() -> None:
    state = arrange(3, hands=[[("cat+skip", "dog")]])
    state.apply(PlayCard(state.hands[0][0]))
    state.apply(TakeCard(state.centre[0]))
    assert state.current_player == 2


def test_skip_with_two_players_gives_the_player_another_turn() -> None:
    state = arrange(2, hands=[[("cat+skip", "dog")]])
    state.apply(PlayCard(state.hands[0][0]))
    state.apply(TakeCard(state.centre[0]))
    assert state.current_player == 0 and state.stage == Stage.PLAY and state.turns == 1


@pytest.mark.parametrize("players", [3, 4])
def test_reverse_changes_the_direction_of_play(players: int) -> None:
    state = arrange(players, hands=[[("cat+reverse", "dog")]])
    state.apply(PlayCard(state.hands[0][0]))
    state.apply(TakeCard(state.centre[0]))
    order = [state.current_player]
    for _ in range(players - 1):
        play_plain_turn(state)
        order.append(state.current_player)
    assert order == [(-k) % players for k in range(1, players + 1)]


def test_reverse_then_skip_skips_in_the_new_direction() -> None:
    state = arrange(4, hands=[[("cat+reverse", "dog")], [], [], [("owl+skip", "bear")]])
    state.apply(PlayCard(state.hands[0][0]))
    state.apply(TakeCard(state.centre[0]))
    assert state.current_player == 3
    state.apply(PlayCard(state.hands[3][0]))
    state.apply(TakeCard(state.centre[0]))
    assert state.current_player == 1  # 2 is skipped, going anticlockwise


# -- flips --------------------------------------------------------------------------------


def test_flip_three_turns_over_three_different_centre_cards_before_taking() -> None:
    state = arrange(2, hands=[[("cat+flip_centre", "dog")]], centre=[("owl", "fish"), ("bear", "cat")])
    state.apply(PlayCard(state.hands[0][0]))
    assert state.stage == Stage.FLIP_CENTRE
    assert all(isinstance(a, FlipCentreCard) for a in state.legal_actions())
    first, second = state.centre[0], state.centre[1]
    state.apply(FlipCentreCard(first))
    assert state.sides[first][state.up[first]] == face("fish")
    with pytest.raises(IllegalActionError):
        state.apply(FlipCentreCard(first))
    state.apply(FlipCentreCard(second))
    assert state.stage == Stage.FLIP_CENTRE
    state.apply(FlipCentreCard(state.centre[2]))
    assert state.stage == Stage.TAKE
    state.apply(TakeCard(first))
    assert state.visible_face(first, 0) == face("fish")


def test_flip_one_can_turn_round_a_card_of_ones_own_hand() -> None:
    state = arrange(2, hands=[[("cat+flip_hand", "dog"), ("owl", "rabbit")]])
    mine = state.hands[0][1]
    state.apply(PlayCard(state.hands[0][0]))
    assert state.stage == Stage.FLIP_HAND
    assert {a.owner for a in state.legal_actions()} == {0, 1}  # type: ignore[attr-defined]
    state.apply(FlipHandCard(0, mine))
    assert state.visible_face(mine, 0) == face("rabbit")
    assert state.visible_face(mine, 1) == face("owl")
    assert state.stage == Stage.TAKE


def test_flip_one_on_an_opponents_card() -> None:
    state = arrange(3, hands=[[("cat+flip_hand", "dog")], [], [("owl", "rabbit")]])
    theirs = state.hands[2][0]
    state.apply(PlayCard(state.hands[0][0]))
    with pytest.raises(IllegalActionError):
        state.apply(FlipHandCard(1, theirs))  # the owner must be right
    state.apply(FlipHandCard(2, theirs))
    assert state.visible_face(theirs, 2) == face("rabbit")
    assert state.visible_face(theirs, 0) == face("owl")


# -- steal --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("keep_seen_side", "thief_sees", "others_see"), [(True, "rabbit", "owl"), (False, "owl", "rabbit")]
)
def test_steal_in_the_orientation_chosen_then_the_victim_takes_from_the_centre(
    keep_seen_side: bool, thief_sees: str, others_see: str
) -> None:
    state = arrange(3, hands=[[("cat+steal", "dog")], [("owl", "rabbit")]], centre=[("fish", "bear")])
    played, stolen = state.hands[0][0], state.hands[1][0]
    state.apply(PlayCard(played))
    assert state.stage == Stage.STEAL
    legal = state.legal_actions()
    assert all(isinstance(a, StealCard) and a.victim in (1, 2) for a in legal)
    assert len(legal) == 2 * (len(state.hands[1]) + len(state.hands[2]))
    state.apply(StealCard(1, stolen, keep_seen_side))
    assert state.location[stolen] == 0
    assert state.visible_face(stolen, 0) == face(thief_sees)
    assert state.visible_face(stolen, 1) == face(others_see)
    assert state.visible_face(stolen, 2) == face(others_see)
    # The victim now takes a centre card, and may take the card the thief played.
    assert state.current_player == 1 and state.stage == Stage.VICTIM_TAKE
    assert TakeCard(played) in state.legal_actions()
    size = len(state.hands[1])
    state.apply(TakeCard(played))
    assert len(state.hands[1]) == size + 1
    assert state.visible_face(played, 1) == face("cat+steal")
    # The thief's turn is over: play goes on from the thief.
    assert state.current_player == 1 and state.turn_player == 1 and state.stage == Stage.PLAY
    assert [len(h) for h in state.hands] == [6, 6, 6]


def test_steal_is_instead_of_taking_from_the_centre() -> None:
    state = arrange(2, hands=[[("cat+steal", "dog")]])
    state.apply(PlayCard(state.hands[0][0]))
    assert not any(isinstance(a, TakeCard) for a in state.legal_actions())


# -- scoring ------------------------------------------------------------------------------

CATS = [("cat", "dog")] * 5


def test_a_matching_hand_scores_at_the_end_of_its_owners_turn() -> None:
    state = arrange(2, hands=[[*CATS, ("owl", "fish")]], centre=[("cat", "bear")])
    state.apply(PlayCard(state.hands[0][5]))
    assert state.points == [0, 0]
    state.apply(TakeCard(state.centre[0]))
    assert state.points == [1, 0]
    assert any(e.kind == "score" for e in state.log_for(0))


def test_all_magnifiers_score_whatever_the_animals() -> None:
    hand = [("cat+magnifier", "dog"), ("dog+magnifier", "cat"), ("owl+magnifier", "cat")]
    hand += [("fish+magnifier", "cat"), ("bear+magnifier", "cat"), ("owl", "fish")]
    state = arrange(2, hands=[hand], centre=[("rabbit+magnifier", "bear")])
    state.apply(PlayCard(state.hands[0][5]))
    state.apply(TakeCard(state.centre[0]))
    assert state.points == [1, 0]


def test_no_point_when_the_hand_only_matches_during_someone_elses_turn() -> None:
    # Player 0 flips player 1's odd card, which completes player 1's hand: no point for
    # player 1 now; the point comes at the end of player 1's own turn.
    hand1 = [*CATS, ("dog", "cat")]
    state = arrange(2, hands=[[("owl+flip_hand", "fish")], hand1], centre=[("cat", "bear"), ("cat", "owl")])
    odd = state.hands[1][5]
    state.apply(PlayCard(state.hands[0][0]))
    state.apply(FlipHandCard(1, odd))
    assert all(f.animal == "cat" for f in inner_faces(state, 1))
    state.apply(TakeCard(state.centre[1]))
    assert state.points == [0, 0]
    state.apply(PlayCard(odd))
    state.apply(TakeCard(next(t for t in state.centre if state.sides[t][state.up[t]] == face("cat"))))
    assert state.points == [0, 1]


def test_the_victim_of_a_steal_does_not_score_on_the_thiefs_turn() -> None:
    hand1 = [*CATS, ("dog", "owl")]
    state = arrange(3, hands=[[("owl+steal", "fish")], hand1], centre=[("cat", "bear")])
    state.apply(PlayCard(state.hands[0][0]))
    state.apply(StealCard(1, state.hands[1][5], True))
    state.apply(TakeCard(state.centre[0]))  # player 1 now holds six cats
    assert all(f.animal == "cat" for f in inner_faces(state, 1))
    assert state.points == [0, 0, 0]


def test_other_side_scoring_counts_the_sides_the_others_see() -> None:
    far_cats = [("dog", "cat")] * 5 + [("owl", "fish")]
    state = arrange(2, hands=[far_cats], centre=[("bear", "cat")], other_side_scoring=True)
    state.apply(PlayCard(state.hands[0][5]))
    state.apply(TakeCard(state.centre[0]))
    assert state.points == [1, 0]
    plain = arrange(2, hands=[far_cats], centre=[("bear", "cat")])
    plain.apply(PlayCard(plain.hands[0][5]))
    plain.apply(TakeCard(plain.centre[0]))
    assert plain.points == [0, 0]


def test_first_to_three_points_wins() -> None:
    state = arrange(3, hands=[[*CATS, ("owl", "fish")]], centre=[("cat", "bear")])
    state.points = [2, 2, 1]
    state.apply(PlayCard(state.hands[0][5]))
    state.apply(TakeCard(state.centre[0]))
    assert state.is_terminal() and state.current_player == TERMINAL
    assert state.points == [3, 2, 1] and state.winners() == [0]
    assert state.returns() == [1.0, 0.0, 0.0]
    assert state.legal_actions() == []
    assert state.view(1).prompt_text(["Ana", "Ben", "Cy"]) == "Ana wins."


def test_a_matched_hand_can_score_again_next_turn() -> None:
    state = arrange(2, hands=[[*CATS, ("owl", "fish")]], centre=[("cat", "bear"), ("cat", "dog")])
    state.apply(PlayCard(state.hands[0][5]))
    state.apply(TakeCard(state.centre[0]))
    play_plain_turn(state)
    cat_in_centre = next(t for t in state.centre if state.sides[t][state.up[t]] == face("cat"))
    state.apply(PlayCard(state.hands[0][0]))
    state.apply(TakeCard(cat_in_centre))
    assert state.points == [2, 0]


def test_turn_limit_ends_the_game_and_most_points_win() -> None:
    state = arrange(2, turn_limit=2)
    state.points = [0, 1]
    play_plain_turn(state)
    assert not state.is_terminal()
    play_plain_turn(state)
    assert state.is_terminal() and state.winners() == [1]
    assert state.log_for(0)[-1].kind == "end"


def test_hand_sizes_stay_the_same_through_a_game() -> None:
    state = new_game("dj05135", 4, 3)
    assert isinstance(state, DJ05135State)
    for _ in range(60):
        if state.stage == Stage.PLAY:
            assert [len(h) for h in state.hands] == [5] * 4
        state.apply(state.legal_actions()[0])


def test_set_card_helper_controls_the_sides() -> None:
    state = arrange(2)
    set_card(state, 0, "cat+skip", "dog")
    assert inner_faces(state, 0)[0] == face("cat+skip")


def test_the_quick_legality_check_agrees_with_the_list_of_legal_actions() -> None:
    every = [
        *(PlayCard(t) for t in range(36)),
        *(TakeCard(t) for t in range(36)),
        *(FlipCentreCard(t) for t in range(36)),
        *(FlipHandCard(o, t) for o in range(4) for t in range(36)),
        *(StealCard(v, t, k) for v in range(4) for t in range(36) for k in (True, False)),
        PlayCard(36),
        TakeCard(-1),
    ]
    for players in (2, 3, 4):
        state = DJ05135State(players, players)
        step = 0
        while not state.is_terminal() and step < 400:
            legal = set(state.legal_actions())
            for action in every:
                assert state.is_legal(action) == (action in legal), (action, state.stage)
            state.apply(sorted(legal, key=repr)[(step * 7) % len(legal)])
            step += 1


# -- what the rules texts say about sides -------------------------------------------------


def test_a_card_keeps_its_side_when_it_moves_and_only_a_steal_lets_the_thief_choose() -> None:
    # "A card keeps its side when it moves ... Only a steal lets you choose" (rules texts, "A turn").
    state = arrange(3, hands=[[("cat", "dog"), ("bear+steal", "fish")], [("owl", "rabbit")]])
    played, centre_card = state.hands[0][0], state.centre[0]
    up_before = state.sides[centre_card][state.up[centre_card]]
    state.apply(PlayCard(played))
    assert state.sides[played][state.up[played]] == face("cat"), "the side its holder saw is on top"
    state.apply(TakeCard(centre_card))
    assert state.visible_face(centre_card, 0) == up_before, "the side on top now faces the taker"
    play_plain_turn(state)
    play_plain_turn(state)
    stolen = state.hands[1][0]
    assert state.visible_face(stolen, 0) == face("rabbit") and state.visible_face(stolen, 1) == face("owl")
    state.apply(PlayCard(state.hands[0][0]))  # the bear with the steal
    assert state.stage == Stage.STEAL
    keep, turn = StealCard(1, stolen, True), StealCard(1, stolen, False)
    assert keep in state.legal_actions() and turn in state.legal_actions()
    turned = state.clone()
    state.apply(keep)
    assert state.visible_face(stolen, 0) == face("rabbit"), "kept: the thief sees what they saw before"
    turned.apply(turn)
    assert turned.visible_face(stolen, 0) == face("owl"), "turned round: the side its owner saw"
