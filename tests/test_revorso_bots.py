"""Revorso bots: the memory model, their decisions, and whole games between them."""

from __future__ import annotations

import pytest

from engines.bots import RandomBot, make_bot
from engines.revorso import (
    CallBear,
    Draw,
    Name,
    Pass,
    PlaySwitch,
    RevorsoState,
    StealFrom,
    Stop,
)
from engines.revorso.bots import GreedyMemoryBot, MemoryBot, play_game, recall_probability
from tests.revorso_helpers import assert_accounted, give_action, give_won, stack


def test_the_generic_kinds_are_replaced_by_memory_bots() -> None:
    assert type(make_bot(RevorsoState, "strong", "hard")) is MemoryBot
    assert type(make_bot(RevorsoState, "greedy", "easy")) is GreedyMemoryBot
    assert type(make_bot(RevorsoState, "random")) is RandomBot


def test_recall_falls_with_length_and_rises_with_level() -> None:
    for level in ("easy", "medium", "hard"):
        chances = [recall_probability(n, level) for n in range(1, 15)]
        assert chances == sorted(chances, reverse=True)
        assert 0 < chances[-1] < chances[0] < 1
    for n in range(1, 15):
        assert recall_probability(n, "easy") < recall_probability(n, "medium") < recall_probability(n, "hard")


def test_a_bot_recalls_a_short_sequence_it_saw() -> None:
    right = 0
    for seed in range(40):
        state = RevorsoState(2, seed)
        stack(state, ["juice", "honey"])
        bot = MemoryBot(RevorsoState, level="hard", seed=seed)
        for action in (Draw(), Draw(), Stop()):
            bot.observe(state.view(0))
            state.apply(action)
        answers = []
        while state.phase == "answer" and state.active == 0:
            action = bot.choose(state.view(0), state.legal_actions())
            answers.append(action)
            state.apply(action)
        right += answers == [Name("honey"), Name("juice")]
    assert right >= 36


def test_a_bot_that_saw_nothing_guesses_from_the_cards_left() -> None:
    state = RevorsoState(2, 3)
    stack(state, ["juice", "honey"])
    state.apply(Draw())
    state.apply(Draw())
    state.apply(Stop())
    view = state.view(0)
    blind = MemoryBot(RevorsoState, level="hard", seed=1)
    blind.next_event = len(view.log)  # it looked away while the cards were shown
    assert blind.choose(view, state.legal_actions()) in [
        Name(s) for s in ("juice", "tuna", "cushion", "carrot")
    ]


def test_bear_is_called_only_on_a_recalled_card() -> None:
    state = RevorsoState(2, 8)
    give_action(state, 1, "bear")
    stack(state, ["tuna"])
    watcher = MemoryBot(RevorsoState, level="hard", seed=0)
    state.apply(Draw())
    watcher.observe(state.view(1))
    state.apply(Stop())
    assert state.current_player == 1
    assert watcher.choose(state.view(1), state.legal_actions()) == CallBear("tuna")
    absent = MemoryBot(RevorsoState, level="hard", seed=0)
    absent.next_event = len(state.view(1).log)
    assert absent.choose(state.view(1), state.legal_actions()) == Pass()


def test_switch_is_kept_for_a_sequence_worth_it() -> None:
    state = RevorsoState(2, 6)
    give_action(state, 1, "switch")
    stack(state, ["tuna", "juice", "carrot"])
    state.apply(Draw())
    state.apply(Stop())
    assert state.current_player == 1
    assert MemoryBot(RevorsoState, level="hard").choose(state.view(1), state.legal_actions()) == Pass()
    assert GreedyMemoryBot(RevorsoState, level="hard").choose(state.view(1), state.legal_actions()) == Pass()
    state = RevorsoState(2, 6)
    give_action(state, 1, "switch")
    stack(state, ["tuna", "juice", "carrot"])
    for _ in range(3):
        state.apply(Draw())
    state.apply(Stop())
    assert MemoryBot(RevorsoState, level="hard").choose(state.view(1), state.legal_actions()) == PlaySwitch()


def test_the_hard_bot_robs_the_richest_top_cards() -> None:
    state = RevorsoState(3, 2)
    give_won(state, 1, ["honey", "honey", "juice", "tuna", "carrot"])
    give_won(state, 2, ["juice", "honey", "honey"])
    stack(state, ["steal2"])
    state.apply(Draw())
    legal = state.legal_actions()
    assert MemoryBot(RevorsoState, level="hard").choose(state.view(0), legal) == StealFrom(2)
    assert MemoryBot(RevorsoState, level="easy").choose(state.view(0), legal) == StealFrom(1)  # by score
    assert GreedyMemoryBot(RevorsoState, level="hard").choose(state.view(0), legal) == StealFrom(1)  # by size


def test_bots_stop_sooner_when_their_memory_is_weaker() -> None:
    def mean_stop(level: str) -> float:
        lengths = []
        for seed in range(15):
            state = play_game(
                RevorsoState(3, seed), [MemoryBot(RevorsoState, level=level, seed=seed + i) for i in range(3)]
            )
            lengths += [e.position for e in state.events if e.kind == "stop"]
        return sum(lengths) / len(lengths)

    assert mean_stop("easy") < mean_stop("medium") < mean_stop("hard")


@pytest.mark.parametrize("players", [2, 4, 7])
def test_bot_games_finish_keep_every_card_and_repeat_by_seed(players: int) -> None:
    def game(seed: int) -> RevorsoState:
        kinds = ["strong", "greedy", "random"]
        bots = [
            make_bot(RevorsoState, kinds[i % 3], ("easy", "medium", "hard")[i % 3], seed + i)
            for i in range(players)
        ]
        return play_game(RevorsoState(players, seed), bots)

    state = game(11)
    assert state.is_terminal()
    assert_accounted(state)
    assert state.history == game(11).history
    replayed = RevorsoState.replay(players, 11, None, state.history)
    assert replayed == state
