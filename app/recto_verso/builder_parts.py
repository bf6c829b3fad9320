"""What the builder's companions reach of its view: the pages, the rounds and the session.

The builder's guided games (:mod:`app.recto_verso.guide_host`) and its phones
(:mod:`app.recto_verso.phone_party`) add their buttons to the start page, follow the
round controller and read the session; they are given the view as these parts, so neither
imports the view that makes them (docs/ARCHITECTURE.md, "The Recto Verso builder").
"""

from __future__ import annotations

from typing import Protocol

from app.context import AppContext
from app.recto_verso.game_page import GamePage, Pages
from app.recto_verso.panels import ResultOverlay
from app.recto_verso.rounds import RoundController
from app.recto_verso.setup_page import RectoVersoStartPage
from engines.recto_verso.builder import BuilderSession

__all__ = ["BuilderParts"]


class BuilderParts(Protocol):
    """The builder's view, as its companions see it."""

    context: AppContext
    session: BuilderSession
    rounds: RoundController
    setup: RectoVersoStartPage
    pages: Pages
    page: GamePage
    overlay: ResultOverlay
