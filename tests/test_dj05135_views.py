"""DJ05135 hidden information: ``view(p)`` and the log never give away a side p may not see.

The property tests play random games chosen by hypothesis and check, after every action
and for every seat:

* each card in the view shows exactly the side that seat sees (own hand: the inner side;
  other hands: the outer side; centre: the face-up side);
* changing every side the seat cannot see (and which real card each tag is) leaves the
  view unchanged, so nothing in it depends on hidden sides;
* each new log entry names only sides the seat saw just before or just after the action.
"""

from __future__ import annotations

import dataclasses
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.dj05135.bots import remembered_sides
from engines.dj05135.cards import ANIMALS, Face
from engines.dj05135.game import CENTRE, DJ05135State, DJ05135View
from engines.dj05135.log import LogEntry
from tests.contract import check_playout
from tests.dj05135_setup import arrange

#: A face no real card has: what the hidden sides are replaced with.
DECOY = Face("unicorn", None)


def truly_visible(state: DJ05135State, seat: int) -> dict[int, Face]:
    result = {}
    for tag in range(len(state.sides)):
        loc, up = state.location[tag], state.up[tag]
        result[tag] = state.sides[tag][up] if loc in (CENTRE, seat) else state.sides[tag][1 - up]
    return result


def with_hidden_sides_changed(state: DJ05135State, seat: int) -> DJ05135State:
    """A copy where every side ``seat`` cannot see now is a decoy, and card ids are scrambled."""
    other = state.clone()
    visible = truly_visible(state, seat)
    for tag, (a, b) in enumerate(state.sides):
        seen = visible[tag]
        other.sides[tag] = (a, DECOY) if a == seen else (DECOY, b)
    other.card_ids = [(c + 7) % 36 for c in state.card_ids]
    return other


def without_log(view: DJ05135View) -> DJ05135View:
    return dataclasses.replace(view, log=())


ANIMAL_WORD = re.compile(r"\b(" + "|".join(ANIMALS) + r")\b")


def check_entry_names_only_seen_sides(
    entry: LogEntry, before: dict[int, Face], after: dict[int, Face]
) -> None:
    for tag, face in entry.seen:
        assert face in (before[tag], after[tag]), (
            f"log entry {entry} claims a sighting of {face} on card #{tag}"
        )
    seen_animals = {face.animal for _, face in entry.seen}
    for animal in ANIMAL_WORD.findall(entry.text()):
        assert animal in seen_animals, f"log entry {entry.text()!r} names a {animal} its reader did not see"


def play_and_check(players: int, seed: int, picks: list[int], other_side: bool) -> None:
    state = DJ05135State(players, seed, {"other_side_scoring": other_side, "first_player": seed % players})
    log_lengths = [0] * players
    for pick in picks:
        if state.is_terminal():
            break
        before = [truly_visible(state, p) for p in range(players)]
        legal = state.legal_actions()
        state.apply(legal[pick % len(legal)])
        for seat in range(players):
            view = state.view(seat)
            visible = truly_visible(state, seat)
            assert view.visible() == visible
            assert view.hand == view.hands[seat]
            decoy_view = with_hidden_sides_changed(state, seat).view(seat)
            assert without_log(decoy_view) == without_log(view)
            assert DECOY not in set(view.visible().values())
            for entry in view.log[log_lengths[seat] :]:
                check_entry_names_only_seen_sides(entry, before[seat], visible)
            log_lengths[seat] = len(view.log)
            # What a memory recalls is always true.
            for tag, remembered in remembered_sides(view).items():
                loc, up = state.location[tag], state.up[tag]
                hidden = state.sides[tag][1 - up] if loc in (CENTRE, seat) else state.sides[tag][up]
                assert remembered == hidden


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10_000),
    picks=st.lists(st.integers(0, 1000), min_size=20, max_size=120),
    other_side=st.booleans(),
)
def test_views_and_logs_never_show_a_hidden_side(
    players: int, seed: int, picks: list[int], other_side: bool
) -> None:
    play_and_check(players, seed, picks, other_side)


def test_views_and_logs_over_whole_scripted_games() -> None:
    for seed in range(3):
        play_and_check(2 + seed % 3, seed, [(seed * 31 + k * 17) % 97 for k in range(600)], seed == 1)


def test_views_carry_no_card_identity() -> None:
    state = DJ05135State(3, 5)
    view = state.view(0)
    names = {f.name for f in dataclasses.fields(view)}
    assert not names & {"card_ids", "sides", "up", "location"}
    assert {c.tag for hand in view.hands for c in hand} | {c.tag for c in view.centre} == set(range(36))


def test_a_centre_cards_underside_is_not_in_the_view_even_when_seen_before() -> None:
    state = arrange(2, hands=[[("cat", "dog")]])
    card = state.hands[0][0]
    from engines.dj05135.actions import PlayCard

    state.apply(PlayCard(card))
    view = state.view(1)
    assert view.visible()[card] == Face("cat")
    assert Face("dog") not in {c.face for c in view.centre if c.tag == card}
    # ... but the log remembers that player 1 saw it, and a memory recalls it.
    assert remembered_sides(view)[card] == Face("dog")
    assert card not in remembered_sides(state.view(0))  # player 0 never saw the dog side


def test_log_sentences_per_reader() -> None:
    from engines.dj05135.actions import PlayCard, StealCard, TakeCard

    state = arrange(3, hands=[[("cat+steal", "dog")], [("owl", "rabbit")]], centre=[("fish", "bear")])
    state.apply(PlayCard(state.hands[0][0]))
    state.apply(StealCard(1, state.hands[1][0], True))
    names = ["Ana", "Ben", "Cy"]
    ana = [e.text(names) for e in state.log_for(0)]
    ben = [e.text(names) for e in state.log_for(1)]
    cy = [e.text(names) for e in state.log_for(2)]
    assert ana[0] == "You play cat (steal)."
    assert ben[0] == "Ana plays cat (steal) (you saw its other side, dog)."
    assert ana[1] == "You take a card from Ben's hand: you still see rabbit."
    assert ben[1] == "Ana takes a card from your hand: you still see owl."
    assert cy[1] == "Ana takes a card from Ben's hand: you saw rabbit, now you see owl."
    assert state.view(1).prompt_text(names) == "Ana took one of your cards: take a card from the centre."
    assert state.view(2).prompt_text(names) == "Ben is taking a centre card in exchange."
    state.apply(TakeCard(state.centre[0]))
    assert [e.text(names) for e in state.log_for(1)][-1].startswith("You take fish from the centre")


def test_determinised_states_keep_what_the_player_remembers() -> None:
    state = DJ05135State(3, 11)
    for _ in range(40):
        state.apply(state.legal_actions()[len(state.history) % len(state.legal_actions())])
    view = state.view(state.current_player)
    known = remembered_sides(view)
    assert known, "forty actions should show some hidden sides"
    for seed in range(5):
        sample = DJ05135State.determinise_with(view, seed, known)
        assert sample.view(view.player) == view
        for tag, face in known.items():
            loc, up = sample.location[tag], sample.up[tag]
            hidden = sample.sides[tag][1 - up] if loc in (CENTRE, view.player) else sample.sides[tag][up]
            assert hidden == face


def _accounting(state: DJ05135State) -> None:
    tags = sorted([*state.centre, *(t for h in state.hands for t in h)])
    assert tags == list(range(36))
    for seat, hand in enumerate(state.hands):
        assert all(state.location[t] == seat for t in hand)
    assert all(state.location[t] == CENTRE for t in state.centre)
    assert sorted(state.card_ids) == list(range(36))


def test_contract_playouts_with_card_accounting() -> None:
    for i in range(30):
        check_playout(DJ05135State, 2 + i % 3, 5000 + i, step_check=_accounting)
