"""Who plays a seat, in the same few words on every list and name plate of a table.

The seat strips beside a table, the names on the table itself and the phones' seat list
all say it with :func:`seat_kind_text`, so a player reads one wording for one computer
player: "computer, medium". A game whose computer players have names of their own (as
its new-game page gives them) names the function that says them in its manifest
(``seat_words``): DJ05135's "computer with memory, medium".
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from engines.manifest import game_spec, import_path
from engines.table.seats import Seat

__all__ = ["level_word", "seat_kind_text"]


def level_word(level: str) -> str:
    """A bot's level in a few words of the seat strips: "medium"."""
    return {
        "easy": QCoreApplication.translate("SeatStrips", "easy"),
        "medium": QCoreApplication.translate("SeatStrips", "medium"),
        "hard": QCoreApplication.translate("SeatStrips", "hard"),
    }.get(level, level)


def seat_kind_text(seat: Seat, game: str = "") -> str:
    """Who plays ``seat`` of a ``game`` table in a few words ("" for a person at this computer)."""
    if seat.is_remote:
        return QCoreApplication.translate("SeatStrips", "on a phone")
    if not seat.is_bot:
        return ""
    own = game_spec(game).seat_words if game else ""
    if own:
        words: Callable[[Seat], str] = import_path(own)
        return words(seat)
    if seat.bot == "random":
        return QCoreApplication.translate("SeatStrips", "computer, plays at random")
    if seat.bot == "greedy":
        return QCoreApplication.translate("SeatStrips", "computer, plays for the moment")
    return QCoreApplication.translate("SeatStrips", "computer, %1").replace("%1", level_word(seat.level))
