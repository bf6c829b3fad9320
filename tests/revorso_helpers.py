"""Rigging Revorso games for rule tests: cards are only ever moved between zones, so the
deck's composition stays whole and every card remains accounted for."""

from __future__ import annotations

from collections.abc import Sequence

from engines.revorso import RevorsoState, composition


def _take(state: RevorsoState, card: str) -> str:
    index = len(state.deck) - 1 - state.deck[::-1].index(card)
    return state.deck.pop(index)


def stack(state: RevorsoState, cards: Sequence[str], *, only: bool = False) -> None:
    """Put ``cards`` on top of the deck, to be drawn in this order; with ``only`` the rest
    of the deck goes to the discard pile, so these are the last cards of the game."""
    taken = [_take(state, c) for c in cards]
    if only:
        state.discard.extend(state.deck)
        state.deck.clear()
    state.deck.extend(reversed(taken))


def give_won(state: RevorsoState, seat: int, cards: Sequence[str]) -> None:
    """Lay ``cards`` on ``seat``'s won pile, bottom first."""
    state.won[seat].extend(_take(state, c) for c in cards)


def give_action(state: RevorsoState, seat: int, card: str) -> None:
    state.held[seat] = _take(state, card)


def assert_accounted(state: RevorsoState) -> None:
    assert state.cards_everywhere() == composition(state.decks)
