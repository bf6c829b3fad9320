"""Words every table's accessible model shares, in the ``TableAccess`` translation context.

A screen reader speaks what the tables draw as symbols ("▶", "★", "·", "↻"), so the model says
them in words: a seat "plays now", a joker is a "joker", a card shows "owl (steal)".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from app.counted import Counted

translate = QCoreApplication.translate

__all__ = ["CARDS", "POINTS", "and_then", "joined", "plays_now", "with_detail"]

CARDS = Counted.translate("TableAccess", "%n card(s)", None, 2)
POINTS = Counted.translate("TableAccess", "%n point(s)", None, 2)


def joined(parts: Sequence[str]) -> str:
    """Parts of one description read as one sentence: "Bea, 1 of 3 points, 6 cards"."""
    return ", ".join(part for part in parts if part)


def with_detail(text: str, detail: str) -> str:
    """``text`` followed by a detail in brackets ("owl (steal)"); ``text`` alone without one."""
    return f"{text} ({detail})" if detail else text


def plays_now() -> str:
    return translate("TableAccess", "plays now")


def and_then(names: Sequence[str]) -> str:
    """An order of play read out: "you, then Bea, then Cal"."""
    return translate("TableAccess", ", then ").join(names)
