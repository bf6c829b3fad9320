"""Revorso, the memory game: deck data, rules engine, log sentences and memory-model bots."""

from __future__ import annotations

from engines.revorso.cards import SYMBOLS, build_deck, composition, decks_for
from engines.revorso.game import (
    CallBear,
    Draw,
    Name,
    Pass,
    PlaySwitch,
    RevorsoState,
    RevorsoView,
    StealFrom,
    Stop,
)
from engines.revorso.log import LogEvent, describe_event

__all__ = [
    "SYMBOLS",
    "CallBear",
    "Draw",
    "LogEvent",
    "Name",
    "Pass",
    "PlaySwitch",
    "RevorsoState",
    "RevorsoView",
    "StealFrom",
    "Stop",
    "build_deck",
    "composition",
    "decks_for",
    "describe_event",
]
