"""What a bank did to the neighbours, in one sentence for the table and as the cards to mark.

The log says it all in a long line; the table says it where the eyes are ("Ana banked 3
cards: 1 of Bo's cards flipped") and marks the turned cards for a moment, since a flip
changes a neighbour's rows while they may be looking elsewhere.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from app.i18n import translate_message
from engines.verso.actions import Bank, Turn, player_name

__all__ = ["bank_flips", "bank_sentence"]


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
    lines = [_plural(BANKED, len(action.cards)).replace("%1", banker)]
    for owner, cards in sorted(bank_flips(turn).items()):  # in seat order
        lines.append(_plural(FLIPPED, len(cards)).replace("%1", translate_message(player_name(owner, names))))
    if len(lines) == 1:
        return lines[0]
    return (
        QCoreApplication.translate("VersoBankNote", "%1:").replace("%1", lines[0])
        + "\n"
        + "\n".join(lines[1:])
    )


BANKED = "%1 banked %n cards"
FLIPPED = "%n of %1's cards flipped"


def _plural(source: str, count: int) -> str:
    """``source`` in the current language, in its plural form for ``count``.

    lupdate marks a sentence as plural only where the count is a literal number, so the
    sentences are declared below with a literal count and looked up here with the real one.
    """
    return QCoreApplication.translate("VersoBankNote", source, None, count)


# The plural sentences above, for lupdate (a literal count makes them "numerus" entries).
_FOR_LUPDATE = [
    QCoreApplication.translate("VersoBankNote", "%1 banked %n cards", None, 2),
    QCoreApplication.translate("VersoBankNote", "%n of %1's cards flipped", None, 1),
]
