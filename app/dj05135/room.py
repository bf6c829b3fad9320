"""What the whole room may see of a DJ05135 table: the projector's picture while phones play.

A phone shows its pupil the side of their cards that only they see; the shared screen
must never show it. The room sees what a spectator sees: the centre face up, and of every
hand the side that faces the others (``engines.dj05135.log.SPECTATOR``). The picture is
laid out from one seat's place (``anchor``) so the scene can draw it, but no hand shows its
holder's side and no name reads "(you)".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from app.dj05135.words import table_texts
from app.i18n import KeptWords
from engines.dj05135.game import DJ05135State, DJ05135View, SeenCard
from engines.dj05135.log import SPECTATOR
from engines.table.seats import Seat

__all__ = ["ROOM", "room_texts", "room_view"]

#: The key of a room's texts that marks them as the room's.
ROOM = "room"

#: A seat number no hand has: the scene's texts then address nobody as "you".
_NOBODY = -1


def room_view(state: DJ05135State, anchor: int = 0) -> DJ05135View:
    """``state`` as the room sees it, laid out with ``anchor``'s hand at the bottom."""
    view = state.view(anchor)
    hands = tuple(
        tuple(SeenCard(tag, state.visible_face(tag, SPECTATOR)) for tag in hand) for hand in state.hands
    )
    return replace(view, hands=hands, log=state.event_log(None))


def room_texts(view: DJ05135View, seats: Sequence[Seat], words: KeptWords | None = None) -> dict[str, str]:
    """The scene's captions and tooltips for the room: nobody is "you" (``words``: as in
    :func:`~app.dj05135.words.table_texts`)."""
    texts = table_texts(replace(view, player=_NOBODY), seats, words)
    texts["hand_hint"] = QCoreApplication.translate(
        "DJ05135TableView", "The room sees the side of every hand that faces the others."
    )
    texts[ROOM] = ROOM  # read by the accessible model: nobody at the table is "you"
    return texts
