"""Verso, the double-sided card game: deck, rules engine, views and bots."""

from engines.verso.game import CardView, VersoState, VersoView

__all__ = ["CardView", "VersoState", "VersoView"]
