"""Who plays a seat, in the same few words on every list and name plate of a table.

The seat strips beside a table, the names on the table itself and the phones' seat list
all say it with :func:`seat_kind_text`, so a player reads one wording for one computer
player: "computer, medium". DJ05135's computer players are named as its new-game page
names them: "computer with memory, medium" for the one that remembers cards, "computer,
beginner" and "computer, quick" for the two that do not.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engines.table.seats import Seat

__all__ = ["seat_kind_text"]


def _level(level: str) -> str:
    return {
        "easy": QCoreApplication.translate("SeatStrips", "easy"),
        "medium": QCoreApplication.translate("SeatStrips", "medium"),
        "hard": QCoreApplication.translate("SeatStrips", "hard"),
    }.get(level, level)


def _dj05135_bot(seat: Seat) -> str:
    if seat.bot == "random":
        return QCoreApplication.translate("SeatStrips", "computer, beginner")
    if seat.bot == "greedy":
        return QCoreApplication.translate("SeatStrips", "computer, quick")
    return QCoreApplication.translate("SeatStrips", "computer with memory, %1").replace(
        "%1", _level(seat.level)
    )


def seat_kind_text(seat: Seat, game: str = "") -> str:
    """Who plays ``seat`` of a ``game`` table in a few words ("" for a person at this computer)."""
    if seat.is_remote:
        return QCoreApplication.translate("SeatStrips", "on a phone")
    if not seat.is_bot:
        return ""
    if game == "dj05135":
        return _dj05135_bot(seat)
    if seat.bot == "random":
        return QCoreApplication.translate("SeatStrips", "computer, plays at random")
    if seat.bot == "greedy":
        return QCoreApplication.translate("SeatStrips", "computer, plays for the moment")
    return QCoreApplication.translate("SeatStrips", "computer, %1").replace("%1", _level(seat.level))
