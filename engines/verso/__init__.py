"""Verso, the double-sided card game: deck, rules engine, views and bots."""

from engines.verso import bots as _bots  # registers Verso's bots on the state class
from engines.verso.game import CardView, VersoState, VersoView

__all__ = ["CardView", "VersoState", "VersoView"]
_ = _bots
