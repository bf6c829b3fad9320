"""What each seat may see in Revorso, the log sentences, and whole games with every card
accounted for at every step."""

from __future__ import annotations

import pytest

from engines.revorso import (
    SYMBOLS,
    Draw,
    Name,
    RevorsoState,
    RevorsoView,
    StealFrom,
    Stop,
    composition,
    describe_event,
)
from engines.revorso.cards import card_name
from engines.revorso.log import MASKABLE
from tests.contract import check_playout
from tests.revorso_helpers import give_won, stack


def face_down_symbols_visible(view: RevorsoView) -> list[str]:
    """Symbols of cards now face down that the view names anywhere."""
    hidden = set(view.face_down)
    return [e.card for e in view.log if e.kind in MASKABLE and e.handle in hidden and e.card is not None]


def check_step(state: RevorsoState) -> None:
    """Every card is somewhere, and no view names a face-down card except while it is shown."""
    assert state.cards_everywhere() == composition(state.decks)
    for seat in range(state.players):
        view = state.view(seat)
        assert sum(view.scores) + view.deck_size >= 0
        old = view.log[: view.flash_from]
        assert not [
            e for e in old if e.kind in MASKABLE and e.handle in view.face_down and e.card is not None
        ]
        if view.phase == "answer" and view.drawn_this_turn:
            # During the memory test no face-down symbol is on show, not even to the active player.
            assert face_down_symbols_visible(view) == [] or view.log[-1].kind == "bear_wrong"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7, 10])
def test_random_games_account_for_every_card_at_every_step(players: int) -> None:
    for seed in range(3):
        state = check_playout(RevorsoState, players, 500 + seed, step_check=check_step)
        assert state.is_terminal()
        assert state.deck == []


def test_a_drawn_card_is_shown_once_then_face_down_for_everyone() -> None:
    state = RevorsoState(3, 4)
    stack(state, ["honey", "tuna"])
    state.apply(Draw())
    for seat in range(3):
        view = state.view(seat)
        assert [e.card for e in view.just_shown] == ["honey"]
        assert view.face_down == (view.just_shown[0].handle,)
    state.apply(Draw())
    for seat in range(3):
        view = state.view(seat)
        assert [e.card for e in view.just_shown] == ["tuna"]
        assert face_down_symbols_visible(view) == ["tuna"]  # only the card being shown
    state.apply(Stop())
    for seat in range(3):
        view = state.view(seat)
        assert view.phase == "answer"
        assert face_down_symbols_visible(view) == []
        assert "honey" not in [describe_event(e) for e in view.log][-3]
        sentences = " ".join(describe_event(e) for e in view.log)
        assert "honey" not in sentences and "tuna" not in sentences
    state.apply(Name("tuna"))
    view = state.view(1)
    assert view.revealed == ("tuna",)
    assert face_down_symbols_visible(view) == []
    assert "draws tuna" in " ".join(describe_event(e) for e in view.log)


def test_stolen_cards_are_shown_then_face_down() -> None:
    state = RevorsoState(2, 5)
    give_won(state, 1, ["carrot", "honey"])
    stack(state, ["steal2"])
    state.apply(Draw())
    state.apply(StealFrom(1))
    view = state.view(0)
    assert [e.card for e in view.just_shown] == ["honey", "carrot"]
    state.apply(Stop())
    assert face_down_symbols_visible(state.view(1)) == []
    names = ["Ana", "Ben"]
    log = [describe_event(e, names) for e in state.view(0).log]
    assert (
        "Ana takes a card from the top of Ben's won pile and lays it face down (1st card of the sequence)."
        in log
    )


def test_determinised_states_agree_with_the_view_and_hide_nothing_more() -> None:
    state = RevorsoState(4, 9)
    stack(state, ["juice", "honey", "tuna", "carrot"])
    for _ in range(4):
        state.apply(Draw())
    view = state.view(2)
    for seed in range(20):
        sample = RevorsoState.determinise(view, seed)
        assert sample.view(2) == view
        assert sample.sequence[-1] == "carrot"  # shown right now
        assert sample.cards_everywhere() == composition(1)
        assert sorted(map(repr, sample.legal_actions())) == sorted(map(repr, state.legal_actions()))


def test_every_event_reads_as_a_sentence_naming_the_players() -> None:
    names = [f"Seat{i}" for i in range(5)]
    state = check_playout(RevorsoState, 5, 77)
    sentences = [describe_event(e, names) for e in state.view(0).log]
    assert all(s.endswith(".") and s[0].isupper() for s in sentences)
    assert sentences[0] == "Seat0's turn."
    assert sentences[-1].startswith("The game is over.")
    assert any("Seat1" in s for s in sentences)


def test_card_names_exist_in_every_language() -> None:
    for lang in ("en", "fr", "it", "pt"):
        assert len({card_name(s, lang) for s in SYMBOLS}) == 5
    assert card_name("honey", "it") == "miele"
