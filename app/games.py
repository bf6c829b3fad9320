"""The games as the app shows them: translated names and descriptions read from the manifests.

Every list of games in the app goes through :func:`engines.manifest.game_specs`; this
module only adds the translation (docs/ARCHITECTURE.md, "How a game plugs in").
"""

from __future__ import annotations

from app.i18n import translate_message
from engines.manifest import game_spec

__all__ = ["game_subtitle", "game_title", "game_winner_rule"]


def game_title(game: str) -> str:
    """The game's name in the app's language."""
    return translate_message(game_spec(game).name)


def game_subtitle(game: str) -> str:
    return translate_message(game_spec(game).subtitle)


def game_winner_rule(game: str) -> str:
    """Who wins, in one sentence."""
    return translate_message(game_spec(game).winner_rule)
