"""The phone page's own words (buttons, headings), served as JSON in the phone's language.

The page is plain HTML with no translations of its own: it asks ``/texts/<lang>.json``
before it shows anything, so the catalogues stay the one source of every word.
"""

from __future__ import annotations

from functools import cache

from engines.catalogue import tr_noop, translate
from tableserver.protocol import LANGUAGES

__all__ = ["CLIENT_TEXTS", "client_texts"]

#: The catalogue context of every text the server sends (as in :mod:`tableserver.protocol`).
CONTEXT = "TableServer"

CLIENT_TEXTS: dict[str, str] = {
    "title": tr_noop(CONTEXT, "Play on your phone"),
    "code": tr_noop(CONTEXT, "Table code"),
    "name": tr_noop(CONTEXT, "Your name"),
    "join": tr_noop(CONTEXT, "Join the table"),
    "seats": tr_noop(CONTEXT, "Choose your seat"),
    "free": tr_noop(CONTEXT, "free"),
    "taken": tr_noop(CONTEXT, "taken"),
    "computer": tr_noop(CONTEXT, "computer"),
    "here": tr_noop(CONTEXT, "at the computer"),
    "watch": tr_noop(CONTEXT, "Just watch"),
    "watching": tr_noop(CONTEXT, "You are watching this table."),
    "your_hand": tr_noop(CONTEXT, "Your hand (the sides you see)"),
    "centre": tr_noop(CONTEXT, "Centre"),
    "others": tr_noop(CONTEXT, "The others' hands (the sides facing you)"),
    "points": tr_noop(CONTEXT, "Points"),
    "your_turn": tr_noop(CONTEXT, "Your turn"),
    "not_your_turn": tr_noop(CONTEXT, "Not your turn: watch the table."),
    "choose_side": tr_noop(CONTEXT, "Which side will face you?"),
    "cancel": tr_noop(CONTEXT, "Cancel"),
    "game_over": tr_noop(CONTEXT, "Game over"),
    "reconnecting": tr_noop(CONTEXT, "Connection lost; trying again…"),
    "closed": tr_noop(CONTEXT, "The table is closed."),
    "again": tr_noop(CONTEXT, "Join another table"),
    "log": tr_noop(CONTEXT, "What happened"),
    # Verso
    "verso_pile": tr_noop(CONTEXT, "Draw pile"),
    "verso_choices": tr_noop(CONTEXT, "Your choices"),
    "verso_rows": tr_noop(CONTEXT, "Your rows"),
    "verso_banked": tr_noop(CONTEXT, "Banked"),
    "verso_in_front": tr_noop(CONTEXT, "In front of you"),
    "verso_empty_row": tr_noop(CONTEXT, "no card yet"),
    # Revorso
    "revorso_deck": tr_noop(CONTEXT, "Deck"),
    "revorso_shown": tr_noop(CONTEXT, "Shown now"),
    "revorso_face_down": tr_noop(CONTEXT, "Face down"),
    "revorso_named": tr_noop(CONTEXT, "Named"),
    "revorso_held": tr_noop(CONTEXT, "Your action card"),
    "revorso_empty": tr_noop(CONTEXT, "no card"),
    # Recto Verso party rounds
    "rv_round": tr_noop(CONTEXT, "Round"),
    "rv_stopwatch": tr_noop(CONTEXT, "Stopwatch"),
    "rv_called": tr_noop(CONTEXT, "You called at"),
    "rv_at_computer": tr_noop(
        CONTEXT, "Build at the computer or with the pieces; the round ends when both builders have called."
    ),
    # The teacher's pause (every game)
    "paused_title": tr_noop(CONTEXT, "Paused by the teacher"),
    "paused_wait": tr_noop(CONTEXT, "Wait a moment: the game goes on when the teacher resumes it."),
}


@cache
def client_texts(language: str) -> dict[str, str]:
    """Every word of the page in ``language`` (English for a language we do not ship)."""
    language = language if language in LANGUAGES else "en"
    return {key: translate(language, CONTEXT, text) for key, text in CLIENT_TEXTS.items()}
