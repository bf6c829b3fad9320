"""Verso engine: cards accounted for at every step, hidden faces stay hidden, sentences read well."""

from __future__ import annotations

import dataclasses
import json

import pytest

from engines import GAMES, new_game
from engines.saves import state_from_save
from engines.verso.actions import Bank, Draw
from engines.verso.game import VersoState, VersoView
from tests.contract import check_playout
from tests.verso_tables import accounted, table


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5, 6])
def test_every_card_is_accounted_for_at_every_step(players: int) -> None:
    for seed in range(6):
        state = VersoState(players, seed)
        accounted(state)
        check_playout(VersoState, players, seed, deep_checks=2, step_check=accounted)


@pytest.mark.parametrize(
    "options", [{"wrap": True}, {"square_rescore": "series"}, {"jokers_identical": True}]
)
def test_variants_play_to_the_end(options: dict) -> None:
    for players in (1, 3):
        state = new_game("verso", players, 7, options)
        picks = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[picks % len(legal)])
            picks += 1
            accounted(state)


def test_registered_and_same_seed_same_deal() -> None:
    assert GAMES["verso"] is VersoState
    a, b = new_game("verso", 3, 42), new_game("verso", 3, 42)
    assert a == b and a.view(0).top == b.view(0).top
    assert new_game("verso", 3, 43).card_of != a.card_of


def test_unknown_option_value_refused() -> None:
    with pytest.raises(ValueError):
        new_game("verso", 2, 1, {"square_rescore": "sometimes"})


def _all_cards(view: VersoView):
    yield from (c for rows in view.rows for row in rows for c in row)
    yield from view.discard
    if view.top is not None:
        yield view.top


def test_view_hides_backs_never_shown() -> None:
    state = table(2, {0: ["b1"]}, ["g3>o4", "b2>g3", "o5"], pile_size=10)
    view = state.view(1)
    assert view.top is not None and view.top.back is None and str(view.top.face) == "green 3"
    state.apply(Draw(0, True, "green 3"))  # flipped in public: both faces now known
    state.apply(Draw(1, False, "blue 2"))  # taken as shown: its back stays hidden
    view = state.view(0)
    flipped = view.rows[0][2][0]
    assert str(flipped.face) == "orange 4" and str(flipped.back) == "green 3"
    kept = view.rows[1][0][0]
    assert str(kept.face) == "blue 2" and kept.back is None
    assert view == dataclasses.replace(state.view(1), player=0), "all seats see the same table"


def test_view_holds_no_deck_ids_nor_pile_order() -> None:
    state = new_game("verso", 4, 9)
    for _ in range(15):
        state.apply(state.legal_actions()[-1])
    view = state.view(2)
    names = {f.name for f in dataclasses.fields(view)}
    assert not names & {"card_of", "set_aside_ids", "pile_order", "side"}
    assert view.pile == state.n - state.top and view.set_aside == 90 - 60
    for card in _all_cards(view):
        assert (card.back is None) == (not state.known[card.uid])


def test_determinised_states_agree_with_the_view_and_vary_the_hidden_faces() -> None:
    state = new_game("verso", 3, 5)
    for i in range(20):
        legal = state.legal_actions()
        state.apply(legal[i % len(legal)])
    view = state.view(state.current_player)
    backs = set()
    for seed in range(12):
        sample = VersoState.determinise(view, seed)
        assert sample.view(view.player) == view
        accounted(sample)
        backs.add(sample.back(sample.top))
    assert len(backs) > 1, "the top card's hidden face is sampled"


def test_turn_sentences() -> None:
    state = table(3, {0: ["g2:1", "g3:3", "g*:1", "g5:3"], 1: ["g5>o4", "g1"], 2: []}, pile_size=10)
    series = next(a for a in state.legal_actions() if isinstance(a, Bank) and a.values == "2-3-★-5")
    assert str(series) == "Player 1 banks green 2-3-★-5 for 8 points"
    state.apply(series)
    text = state.log[-1].describe(["Ana", "Bo", "Cy"])
    assert text == "Ana banks green 2-3-★-5 for 8 points; Bo flips green 5 → orange 4"
    draw = state.legal_actions()[0]
    assert str(draw).startswith("Player 2 takes the top card as shown (")
    state.apply(draw)
    assert state.log[-1].describe(["Ana", "Bo", "Cy"]).startswith("Bo takes ")


def test_last_turn_events_carry_what_a_table_animates() -> None:
    state = table(2, {0: ["b1", "b2"], 1: ["b4>o5"]}, ["g2"], pile_size=10)
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Bank)))
    turn = state.view(0).last_turn
    assert turn is not None
    kinds = [e.kind for e in turn.events]
    assert kinds == ["bank", "discard", "flip"]
    flip = turn.events[2]
    assert flip.player == 1 and str(flip.before[0]) == "blue 4" and str(flip.after[0]) == "orange 5"


def test_save_and_load_round_trip() -> None:
    state = new_game("verso", 2, 11, {"wrap": True})
    for i in range(30):
        legal = state.legal_actions()
        state.apply(legal[(i * 7) % len(legal)])
    save = json.loads(json.dumps(state.to_save()))
    assert save["actions"][0]["type"] == "draw"
    assert state_from_save(save) == state


def test_undo_refused_across_a_revealed_card() -> None:
    state = new_game("verso", 2, 3)
    state.apply(state.legal_actions()[0])
    assert not state.can_undo()
