"""The Recto Verso builder for a screen reader: the board and the held piece in words, moves said.

The board is one focusable widget painted in 3D: its accessible name says what it is and
how its squares are named, its description what stands on it (square by square, from the
ground up) and the piece in the hand, if any. Each keyboard move of the held piece is
announced as the cubes it would land on ("black cube on C2, floor 1"), or why it cannot go
there; each step (a piece put down, taken off, a hint) is announced by the sentence the
status line shows. The words come from :mod:`engines.recto_verso.describe`, which the
phones' alt texts use too (docs/ARCHITECTURE.md, "Playing without sight").
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from app.access.announce import announce
from app.i18n import translate_message
from engines.recto_verso.builder import BuilderSession
from engines.recto_verso.describe import board_words, cubes_words

__all__ = ["BuilderAccess", "held_words"]

translate = QCoreApplication.translate


def held_words(session: BuilderSession, problem: str) -> str:
    """Where the held piece would land ("black cube on C2, floor 1"), or ``problem`` (the
    status line's sentence) when it cannot go there; "" with nothing in the hand."""
    ghost = session.ghost()
    if ghost is None:
        return ""
    if not ghost.allowed:
        return problem
    return translate_message(cubes_words(ghost.piece, ghost.cells))


class BuilderAccess:
    """Keeps the board's accessible name and description in step, and says the moves."""

    def __init__(self, board: QWidget) -> None:
        self.board = board
        #: The last announcements made, oldest first.
        self.said: deque[str] = deque(maxlen=20)

    def describe(self, session: BuilderSession, problem: str) -> None:
        """The board's words for the building as it stands and the piece in the hand."""
        self.board.setAccessibleName(
            translate(
                "BuilderAccess",
                "Board: squares A to D from left to right seen from the front, "
                "1 to 4 from the front to the back",
            )
        )
        state = session.state
        if state is None:
            self.board.setAccessibleDescription("")
            return
        colours = {cell: name for name, cells in state.placed.items() for cell in cells}
        words = [translate_message(board_words(colours))]
        if session.held is not None:
            held = held_words(session, problem)
            words.append(translate("BuilderAccess", "In your hand: %1").replace("%1", held))
        self.board.setAccessibleDescription(" ".join(words))

    def moved(self, session: BuilderSession, problem: str) -> None:
        """A key moved or turned the held piece: say where it would land now."""
        self.say(held_words(session, problem))

    def say(self, text: str) -> None:
        """Announce ``text`` (a step's sentence, said again at a board's edge: the piece stays)."""
        if text:
            self.said.append(text)
            announce(self.board, text, answer=True)
