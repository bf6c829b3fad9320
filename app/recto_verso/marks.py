"""The letter on a piece, on screen: the printed cards' own function, in the app's language.

Marks are chosen per language by the translators (docs/HOUSE-RULES.md, "Colour marks");
the card files' letters are data codes and never shown. The board, the tray, the facade
panels and the card maker all ask here, and here asks
:func:`engines.recto_verso.pieces.piece_mark`, which the print calls too.
"""

from __future__ import annotations

from app.i18n import current_language
from engines.recto_verso.pieces import letter_to_piece, piece_mark

__all__ = ["code_mark", "mark"]


def mark(piece_name: str) -> str:
    """The letter shown on piece ``piece_name`` ("black", ...) in the app's language."""
    return piece_mark(piece_name, current_language())


def code_mark(code: str) -> str:
    """The letter shown for a card file's piece code ("K" is the black piece)."""
    return mark(letter_to_piece()[code].name)
