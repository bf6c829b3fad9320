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
    "you": tr_noop(CONTEXT, "you", "after the player's own name in the list of points: Ana (you)"),
    "to_play": tr_noop(CONTEXT, "to play", "read out before the name of the player whose turn it is"),
    "your_turn": tr_noop(CONTEXT, "Your turn"),
    "not_your_turn": tr_noop(CONTEXT, "Not your turn: watch the table."),
    "paused_your_turn": tr_noop(CONTEXT, "Your turn, once the teacher resumes the game"),
    # A tap on its way to the table, and what became of it
    "tap_sent": tr_noop(CONTEXT, "Sent: waiting for the table…"),
    "tap_sent_short": tr_noop(CONTEXT, "Sent", "a badge on the button just tapped, until the table answers"),
    "tap_waiting": tr_noop(CONTEXT, "Still waiting for the table…"),
    "tap_reconnecting": tr_noop(
        CONTEXT, "Connection lost; trying again… Your move goes again if the table still waits for it."
    ),
    "tap_one_at_a_time": tr_noop(CONTEXT, "Your last move is still on its way: wait for the table."),
    "tap_moved_on": tr_noop(CONTEXT, "The table moved on before your move arrived: look, then choose again."),
    "choose_side": tr_noop(CONTEXT, "Which side will face you?"),
    "cancel": tr_noop(CONTEXT, "Cancel"),
    "game_over": tr_noop(CONTEXT, "Game over"),
    "reconnecting": tr_noop(CONTEXT, "Connection lost; trying again…"),
    "closed": tr_noop(CONTEXT, "The table is closed."),
    "again": tr_noop(CONTEXT, "Join another table"),
    "log": tr_noop(CONTEXT, "What happened"),
    # The page of a game with no page of its own (tableserver/games/text_page.py)
    "text_view": tr_noop(
        CONTEXT, "What you see", "heading over the game's own text of what this player sees"
    ),
    "text_moves": tr_noop(CONTEXT, "Your moves"),
    # The teacher's pause (every game)
    "paused_title": tr_noop(CONTEXT, "Paused by the teacher"),
    "paused_wait": tr_noop(CONTEXT, "Wait a moment: the game goes on when the teacher resumes it."),
}


@cache
def client_texts(language: str) -> dict[str, str]:
    """Every word of the page in ``language`` (English for a language we do not ship): the
    words every game's page shares, and each phone game's own (its adapter's ``page_texts``)."""
    from tableserver.phone_views import adapter, phone_games

    language = language if language in LANGUAGES else "en"
    texts = dict(CLIENT_TEXTS)
    for game in phone_games():
        shown = adapter(game)
        if shown is not None:
            texts.update(shown.page_texts)
    return {key: translate(language, CONTEXT, text) for key, text in texts.items()}
