"""Every move of every game is explained with the rule behind it ("The last move, explained").

Seeded games of random legal moves visit every kind of action; after each move the
explanation must name at least one rule, and the rule of each action or event met.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engines import new_game
from engines.explain import Explanation
from engines.rng import choice, make_rng

SEEDS = range(1, 9)


def _play(game: str, players: int, seed: int, explain: Callable[[Any], Explanation | None], options=None):  # type: ignore[no-untyped-def]
    """Yield (state, explanation) after every move of a seeded random game."""
    state = new_game(game, players, seed, options or {})
    rng = make_rng(seed)
    for _ in range(400):
        if state.is_terminal():
            return
        state.apply(choice(state.legal_actions(), rng))
        yield state, explain(state)


def test_verso_names_the_rule_of_every_action_and_event() -> None:
    from engines.verso.actions import Bank, Draw
    from engines.verso.explain import RULES, explain_last

    met: set[str] = set()
    for seed in SEEDS:
        for state, explanation in _play("verso", 3, seed, explain_last):
            assert explanation is not None and explanation.rules
            action = state.history[-1]
            if isinstance(action, Draw):
                wanted = ["draw_flip" if action.flip else "draw"]
            elif isinstance(action, Bank):
                wanted = ["bank_last" if action.last else "bank"]
            else:
                wanted = ["pass"]
            events = state.event_log()[-1].events
            wanted += [e.kind for e in events if e.kind in ("identical", "square", "flip")]
            for kind in wanted:
                assert RULES[kind] in explanation.rules, kind
            met.update(wanted)
    assert {"draw", "draw_flip", "bank", "bank_last", "identical", "flip"} <= met


def test_revorso_names_the_rule_of_every_event() -> None:
    from engines.revorso import log as L
    from engines.revorso.explain import EFFECT_RULES, RULES, explain_last

    met: set[str] = set()
    for seed in SEEDS:
        for state, explanation in _play("revorso", 3, seed, explain_last):
            if explanation is None:  # an action that showed nothing new (none so far)
                continue
            assert explanation.rules
            for event in state.event_log()[state.flash_from :]:
                if event.kind == L.TURN:
                    continue
                assert RULES[event.kind] in explanation.rules, event.kind
                if event.kind == L.DRAW_EFFECT:
                    assert EFFECT_RULES[event.card] in explanation.rules, event.card
                    met.add(event.card or "")
                met.add(event.kind)
    assert {L.DRAW_SYMBOL, L.STOP, L.ANSWER_RIGHT, L.ANSWER_WRONG, L.WON, "hibernate", "steal2"} <= met


def test_dj05135_names_the_rule_of_every_event() -> None:
    from engines.dj05135.explain import RULES, explain_last

    met: set[str] = set()
    for seed in SEEDS:
        for state, explanation in _play("dj05135", 3, seed, lambda s: explain_last(s, None, -2)):
            assert explanation is not None and explanation.rules
            log = state.event_log(-2)
            turn = log[-1].turn
            for event in (e for e in log if e.turn == turn):
                assert RULES[event.kind] in explanation.rules, event.kind
                met.add(event.kind)
    assert {"play", "take", "skip", "reverse", "steal", "flip_centre", "flip_hand"} <= met


@pytest.mark.parametrize("mode", ["party", "ladder"])
def test_recto_verso_names_the_rule_of_every_action_and_round(mode: str) -> None:
    from engines.recto_verso.explain import RULES, explain_last

    players = 3 if mode == "party" else 2
    met: set[str] = set()
    for seed in SEEDS:
        for state, explanation in _play("recto_verso", players, seed, explain_last, {"mode": mode}):
            assert explanation is not None and explanation.rules and explanation.what
            kind = state.history[-1].kind
            if kind == "finish":
                assert RULES["check"] in explanation.rules
                wanted = "ladder_step" if mode == "ladder" else "round_end"
            else:
                wanted = kind
            assert RULES[wanted] in explanation.rules, kind
            met.add(kind)
    assert {"place", "remove", "finish"} <= met
