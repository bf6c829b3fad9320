"""What DJ05135 asks the player to act, worded for each reader (``{pN}`` stand for names)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engines.dj05135.log import seat_token
from engines.text import comma_list, t

if TYPE_CHECKING:
    from engines.dj05135.game import DJ05135State

__all__ = ["prompt_for"]


def prompt_for(state: DJ05135State, reader: int) -> str:
    """What the player to act is asked, worded for ``reader`` ({pN} names players).

    Prompts to the reader start in lower case: a table may put the reader's name first.
    """
    from engines.dj05135.game import FLIPS, Stage

    stage = state.stage
    if stage == Stage.OVER:
        winners = state.winners()
        if len(winners) == 1:
            if winners[0] == reader:
                return t("you win!")
            return t("{player} wins.", player=seat_token(winners[0]))
        names = [t("you") if w == reader else seat_token(w) for w in winners]
        return t("a tie: {players}.", players=comma_list(names))
    actor = state.current_player
    you = actor == reader
    player = seat_token(actor)
    if stage == Stage.PLAY:
        if you:
            return t("play a card from your hand.")
        return t("{player} is choosing a card to play.", player=player)
    if stage == Stage.FLIP_CENTRE:
        left = min(FLIPS, len(state.centre)) - len(state.flipped)
        if you:
            if left == 1:
                return t("flip a centre card (1 card left to flip).")
            return t("flip a centre card ({count} cards left to flip).", count=left)
        return t("{player} is flipping centre cards ({count} left).", player=player, count=left)
    if stage == Stage.FLIP_HAND:
        if you:
            return t("flip one card in any hand, yours included.")
        return t("{player} is choosing a card to flip.", player=player)
    if stage == Stage.STEAL:
        if you:
            return t("take a card from an opponent's hand, and choose which side will face you.")
        return t("{player} is choosing a card to take from an opponent.", player=player)
    if stage == Stage.TAKE:
        if you:
            return t("take a card from the centre.")
        return t("{player} is choosing a centre card.", player=player)
    if stage == Stage.VICTIM_TAKE:
        if you:
            return t(
                "{player} took one of your cards: take a card from the centre.",
                player=seat_token(state.turn_player),
            )
        return t("{player} is taking a centre card in exchange.", player=player)
    raise AssertionError(stage)
