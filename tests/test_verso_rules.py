"""One test per rule of the Verso rules texts (FR and PT), docs/HOUSE-RULES.md deciding the gaps."""

from __future__ import annotations

import pytest

from engines.base import IllegalActionError
from engines.verso.actions import Bank, Draw, Pass
from engines.verso.game import VersoState
from engines.verso.rules import is_series, solo_rank
from tests.verso_tables import row_labels, table


def banks(state: VersoState) -> dict[str, Bank]:
    return {a.values: a for a in state.legal_actions() if isinstance(a, Bank)}


def draws(state: VersoState) -> list[Draw]:
    return [a for a in state.legal_actions() if isinstance(a, Draw)]


# -- drawing ------------------------------------------------------------------------------


def test_draw_as_shown_or_flipped() -> None:
    state = table(2, {0: ["b1"]}, ["g3>o4"])
    assert [d.flip for d in draws(state)] == [False, True]
    state.apply(draws(state)[1])
    assert row_labels(state, 0, "orange") == ["4"] and row_labels(state, 0, "green") == []


def test_flip_is_compulsory_when_the_top_card_is_identical() -> None:
    state = table(2, {0: ["g3"]}, ["g3>o4"])
    assert [d.flip for d in draws(state)] == [True]
    with pytest.raises(IllegalActionError):
        state.apply(Draw(0, False, "green 3"))
    state.apply(draws(state)[0])
    assert row_labels(state, 0, "orange") == ["4"]


def test_a_draw_identical_after_the_flip_is_discarded() -> None:
    state = table(2, {0: ["g3", "o4"]}, ["g3>o4"])
    state.apply(draws(state)[0])
    assert row_labels(state, 0, "orange") == ["4"] and len(state.discard) == 1
    assert [e.kind for e in state.log[-1].events][:2] == ["take", "identical"]


def test_each_colour_has_its_own_row_sorted_by_value() -> None:
    state = table(1, {0: ["b5", "g2", "b1", "o6", "b3"]})
    assert row_labels(state, 0, "blue") == ["1", "3", "5"]
    assert row_labels(state, 0, "green") == ["2"] and row_labels(state, 0, "orange") == ["6"]


# -- series ---------------------------------------------------------------------------------


def test_series_are_two_to_six_consecutive_cards_of_one_colour() -> None:
    state = table(2, {0: ["b2", "b3", "b4", "b6", "g5"]})
    offered = banks(state)
    assert {"2-3", "3-4", "2-3-4"} <= set(offered)
    assert not any("6" in v for v in offered), "6 is not next to 4 without a joker"
    assert all(b.colour == "blue" for b in offered.values())


def test_series_with_one_joker() -> None:
    state = table(2, {0: ["b2:1", "b3:3", "b*:3", "b5:1"]}, pile_size=20)
    series = banks(state)["2-3-★-5"]
    assert series.points == 8
    state.apply(series)
    assert state.points[0] == 8
    assert row_labels(state, 0, "blue") == ["2", "3"], "the joker (as 4) and the 5 were the two highest"


def test_series_with_two_jokers() -> None:
    state = table(2, {0: ["b2", "b*", "b*", "b5"]}, pile_size=20)
    assert "2-★-★-5" in banks(state)
    assert "★-★" not in banks(state), "a series needs a numbered card"


def test_where_a_loose_joker_stands_is_the_bankers_choice() -> None:
    state = table(2, {0: ["o3", "o4", "o*"]}, pile_size=20)
    offered = banks(state)
    assert {"★-3-4", "3-4-★"} <= set(offered)
    state.apply(offered["★-3-4"])
    assert row_labels(state, 0, "orange") == ["★"]


@pytest.mark.parametrize("length", [2, 3, 4, 5, 6])
def test_the_two_highest_are_discarded_whatever_the_length(length: int) -> None:
    state = table(2, {0: [f"g{v}" for v in range(1, 7)]}, pile_size=20)
    values = "-".join(str(v) for v in range(1, length + 1))
    state.apply(banks(state)[values])
    left = [str(v) for v in range(1, 7) if v <= length - 2 or v > length]
    assert row_labels(state, 0, "green") == left
    assert len(state.discard) == 2


def test_no_wrap_by_default_and_wrap_as_an_option() -> None:
    cards = {0: ["o5", "o6", "o1"]}
    assert "5-6-1" not in banks(table(2, cards, pile_size=20))
    wrapped = banks(table(2, cards, pile_size=20, options={"wrap": True}))
    assert "5-6-1" in wrapped and "6-1" in wrapped


def test_is_series_helper() -> None:
    from engines.verso.cards import Face

    def faces(*values: int) -> list[Face]:
        return [Face(0, v, 1) for v in values]

    assert is_series(faces(2, 3), wrap=False)
    assert is_series(faces(2, 0, 4), wrap=False)
    assert not is_series(faces(2, 4), wrap=False)
    assert not is_series(faces(0, 0), wrap=False)
    assert not is_series(faces(6, 1), wrap=False) and is_series(faces(6, 1), wrap=True)
    assert not is_series([Face(0, 2, 1), Face(1, 3, 1)], wrap=False)


# -- neighbours ------------------------------------------------------------------------------


def test_neighbours_flip_their_highest_card_of_the_colour() -> None:
    state = table(3, {0: ["g2", "g3"], 1: ["g1", "g5>o4", "g*"], 2: ["g4>b3", "b1"]}, pile_size=20)
    state.apply(banks(state)["2-3"])
    assert row_labels(state, 1, "green") == ["★", "1"] and row_labels(state, 1, "orange") == ["4"]
    assert row_labels(state, 2, "green") == [] and row_labels(state, 2, "blue") == ["1", "3"]
    sentence = state.log[-1].describe(["Ana", "Bo", "Cy"])
    assert sentence.startswith("Ana banks green 2-3 for ")
    assert "Bo flips green 5 → orange 4" in sentence and "Cy flips green 4 → blue 3" in sentence


def test_only_the_two_neighbours_flip() -> None:
    state = table(4, {0: ["b1", "b2"], 1: ["b3"], 2: ["b4"], 3: ["b5"]}, pile_size=20)
    state.apply(banks(state)["1-2"])
    assert row_labels(state, 2, "blue") == ["4"], "the player opposite is no neighbour"
    assert row_labels(state, 1, "blue") == [] and row_labels(state, 3, "blue") == []


def test_two_players_the_opponent_flips_once() -> None:
    state = table(2, {0: ["b1", "b2"], 1: ["b3", "b5"]}, pile_size=20)
    state.apply(banks(state)["1-2"])
    assert row_labels(state, 1, "blue") == ["3"]


def test_a_neighbour_flips_a_joker_only_when_it_is_the_only_card_of_the_colour() -> None:
    state = table(2, {0: ["o1", "o2"], 1: ["o*", "o6"]}, pile_size=20)
    state.apply(banks(state)["1-2"])
    assert row_labels(state, 1, "orange") == ["★"]
    alone = table(2, {0: ["o1", "o2"], 1: ["o*"]}, pile_size=20)
    alone.apply(banks(alone)["1-2"])
    assert row_labels(alone, 1, "orange") == []
    two = table(2, {0: ["o1", "o2"], 1: ["o*", "o*"]}, pile_size=20)
    two.apply(banks(two)["1-2"])
    assert row_labels(two, 1, "orange") == ["★", "★"], "neither joker is the only card: nothing turns"


def test_a_card_identical_after_a_neighbours_flip_is_discarded() -> None:
    state = table(2, {0: ["g1", "g2"], 1: ["g5>o4", "o4"]}, pile_size=20)
    state.apply(banks(state)["1-2"])
    assert row_labels(state, 1, "orange") == ["4"] and row_labels(state, 1, "green") == []
    assert len(state.discard) == 3
    assert "Player 2 discards orange 4, identical" in state.log[-1].describe()


# -- the square -------------------------------------------------------------------------------


def test_square_scores_seven_when_formed_by_a_draw() -> None:
    state = table(2, {0: ["b1", "b3", "b5", "g1", "g3", "g5", "o1", "o3"]}, ["o5:1"], pile_size=20)
    state.apply(Draw(0, False, "orange 5"))
    assert state.points[0] == 7
    assert "completes the square for 7 points" in state.log[-1].describe()


def test_square_scored_on_an_opponents_turn() -> None:
    opponent = ["b1", "b3", "b5", "g1", "g3", "g5", "g6>o5", "o1", "o3"]
    state = table(2, {0: ["g1", "g2"], 1: opponent}, pile_size=20)
    assert state.points == [0, 0]
    state.apply(banks(state)["1-2"])
    assert state.points[1] == 7, "player 2 formed the square during player 1's turn"


@pytest.mark.parametrize(("rescore", "second"), [("broken", 7), ("series", 0)])
def test_square_not_rescored_until_broken(rescore: str, second: int) -> None:
    """PT: a square scores again once broken and formed again; FR option: only after a series."""
    square = ["b1", "b3", "b5>g4", "g1", "g3", "g4", "o1", "o3"]
    state = table(
        2,
        {0: square, 1: ["b5", "b6"]},
        ["o5:1", "o6", "b2"],
        pile_size=20,
        options={"square_rescore": rescore},
    )
    state.apply(Draw(0, False, "orange 5"))
    assert state.points[0] == 7 and not state.square_ready[0]
    state.apply(draws(state)[0])  # player 2 draws: the square stays, nothing more is scored
    assert state.points[0] == 7
    state.apply(Draw(0, False, "blue 2"))  # four blue cards: broken
    assert state.points[0] == 7
    state.apply(banks(state)["5-6"])  # player 1 flips blue 5 -> green 4, identical: discarded
    assert row_labels(state, 0, "blue") == ["1", "2", "3"] and state.is_square(0)
    assert state.points[0] == 7 + second


# -- the end ------------------------------------------------------------------------------------


def test_last_series_once_each_without_flips() -> None:
    state = table(3, {0: ["b1", "b3"], 1: ["b1", "b2"], 2: ["b5"]}, ["g4"], pile_size=1)
    state.apply(draws(state)[0])  # the last card
    assert state.phase == "final" and state.current_player == 1
    last = banks(state)["1-2"]
    assert last.last
    state.apply(last)
    assert row_labels(state, 2, "blue") == ["5"] and row_labels(state, 0, "blue") == ["1", "3"]
    assert state.current_player == 2
    state.apply(Pass(2))
    assert state.current_player == 0
    assert all(isinstance(a, Pass) for a in state.legal_actions())
    state.apply(Pass(0))
    assert state.is_terminal() and state.legal_actions() == []


def test_ties_share_the_win() -> None:
    state = table(2, {0: ["b1", "b2"], 1: ["g1", "g2"]}, ["o4"], pile_size=1, points=[5, 5])
    state.apply(draws(state)[0])
    state.apply(banks(state)["1-2"])
    state.apply(banks(state)["1-2"])
    assert state.points[0] == state.points[1]
    assert state.winners() == [0, 1] and state.returns() == [0.5, 0.5]


# -- solo ---------------------------------------------------------------------------------------


def test_solo_deck_has_35_cards() -> None:
    assert VersoState(1, 3).n == 35 and VersoState(4, 3).n == 60


def test_solo_opponent_joker_does_nothing() -> None:
    state = table(1, {0: ["g5"]}, ["b2", "g4>b*"], pile_size=10)
    state.apply(draws(state)[0])
    event = next(e for e in state.log[-1].events if e.kind == "solo")
    assert event.note == "joker" and row_labels(state, 0, "green") == ["5"]


def test_solo_opponent_higher_value_flips_your_highest_card_of_that_colour() -> None:
    state = table(1, {0: ["o2", "o5>b6", "b1"]}, ["g1", "b3>o4"], pile_size=10)
    state.apply(draws(state)[0])
    solo = next(e for e in state.log[-1].events if e.kind == "solo")
    assert solo.note == "higher"
    assert row_labels(state, 0, "orange") == ["2"] and row_labels(state, 0, "blue") == ["1", "6"]
    assert "the opponent turns blue 3 → orange 4 (higher)" in state.log[-1].describe(["You"])
    assert state.discard[-1] == 4, "the opponent's card is discarded"


def test_solo_opponent_lower_value_does_nothing() -> None:
    state = table(1, {0: ["o2", "o5"]}, ["g1", "b5>o4"], pile_size=10)
    state.apply(draws(state)[0])
    solo = next(e for e in state.log[-1].events if e.kind == "solo")
    assert solo.note == "lower" and row_labels(state, 0, "orange") == ["2", "5"]


def test_solo_ends_when_the_pile_is_empty_with_one_last_series() -> None:
    state = table(1, {0: ["b1", "b2"]}, ["g4", "o3"], pile_size=2)
    state.apply(draws(state)[0])
    assert state.phase == "final" and state.n == state.top
    state.apply(banks(state)["1-2"])
    assert state.is_terminal()


def test_solo_ranking() -> None:
    assert solo_rank(64) == "Legend of the deck"
    assert solo_rank(57) == "Professional player"
    assert solo_rank(35).startswith("Well done")
    assert solo_rank(12) == "Keep practising"


# -- what the rules texts say about jokers ------------------------------------------------------


def test_two_jokers_of_one_colour_are_not_identical_unless_the_option_says_so() -> None:
    state = table(2, {0: ["g*"]}, ["g*"])
    assert [d.flip for d in draws(state)] == [False, True], "a joker on top may be taken as shown"
    state.apply(draws(state)[0])
    assert row_labels(state, 0, "green") == ["★", "★"] and not state.discard
    identical = table(2, {0: ["g*"]}, ["g*"], options={"jokers_identical": True})
    assert [d.flip for d in draws(identical)] == [True], "the option makes the joker on top identical"


def test_a_joker_extends_a_run_at_either_end() -> None:
    state = table(2, {0: ["b3", "b4", "b*"]})
    offered = banks(state)
    assert {"★-3-4", "3-4-★"} <= set(offered)
    low, high = offered["★-3-4"], offered["3-4-★"]
    assert set(low.cards[-2:]) != set(high.cards[-2:]), "where the joker stands decides the discards"


def test_solo_a_lone_joker_is_turned_over_and_two_jokers_stay() -> None:
    state = table(1, {0: ["o*", "b1"]}, ["g1", "b3>o4"], pile_size=10)
    joker = state.rows[0][2][0]
    state.apply(draws(state)[0])
    solo = next(e for e in state.log[-1].events if e.kind == "solo")
    assert solo.note == "higher" and solo.after[0].colour_name == "orange"
    turned = next(e for e in state.log[-1].events if e.kind == "flip")
    assert turned.cards == (joker,) and turned.note == "solo" and turned.before[0].is_joker
    assert row_labels(state, 0, "orange") == []
    two = table(1, {0: ["o*", "o*"]}, ["g1", "b3>o4"], pile_size=10)
    two.apply(draws(two)[0])
    assert not any(e.kind == "flip" for e in two.log[-1].events)
    assert row_labels(two, 0, "orange") == ["★", "★"]
