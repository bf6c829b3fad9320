"""What a bank did to the neighbours, in one sentence for the table and as the cards to mark.

The log says it all in a long line; the table says it where the eyes are ("Ana banked 3
cards: 1 of Bo's cards flipped") and marks the turned cards for a moment, since a flip
changes a neighbour's rows while they may be looking elsewhere.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from app.counted import Counted
from app.i18n import translate_message
from engines.verso.actions import Bank, Turn, player_name

__all__ = ["bank_flips", "bank_sentence"]

BANKED = Counted.translate("VersoBankNote", "%1 banked %n cards", None, 2)
FLIPPED = Counted.translate("VersoBankNote", "%n of %1's cards flipped", None, 1)


def bank_flips(turn: Turn | None) -> dict[int, list[int]]:
    """The cards a bank made each neighbour turn over (owner -> table ids), in the order they turned."""
    flips: dict[int, list[int]] = {}
    if turn is None or not isinstance(turn.action, Bank):
        return flips
    for event in turn.events:
        if event.kind == "flip" and event.note == "neighbour":
            flips.setdefault(event.player, []).extend(event.cards)
    return flips


def bank_sentence(turn: Turn | None, names: Sequence[str]) -> str:
    """ "Ana banked 3 cards: 1 of Bo's cards flipped", one line per neighbour; "" for other turns."""
    if turn is None or not isinstance(turn.action, Bank):
        return ""
    action = turn.action
    banker = translate_message(player_name(action.player, names))
    lines = [BANKED(len(action.cards)).replace("%1", banker)]
    for owner, cards in sorted(bank_flips(turn).items()):  # in seat order
        lines.append(FLIPPED(len(cards)).replace("%1", translate_message(player_name(owner, names))))
    if len(lines) == 1:
        return lines[0]
    return (
        QCoreApplication.translate("VersoBankNote", "%1:").replace("%1", lines[0])
        + "\n"
        + "\n".join(lines[1:])
    )
