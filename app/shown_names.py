"""How a name someone typed is put in a label: as plain text that can wrap where it must.

A label wraps at spaces only; a name of 32 letters with no space (or of markup, as a pupil
may type) would push a narrow panel wider than the window. :func:`breakable` lets it wrap
after a run of :data:`RUN` characters by inserting zero-width spaces, which nobody sees and
screen readers skip. Labels that show names are plain text (docs/ARCHITECTURE.md, "Who is
on the network"); the accessible name keeps the name as it was typed.
"""

from __future__ import annotations

__all__ = ["RUN", "breakable"]

#: The longest run of characters without a chance to wrap.
RUN = 12
_ZERO_WIDTH_SPACE = "\u200b"


def breakable(text: str, run: int = RUN) -> str:
    """``text`` with a wrap allowed inside every run of more than ``run`` non-space characters."""
    out = []
    length = 0
    for char in text:
        if char.isspace():
            length = 0
        elif length >= run:
            out.append(_ZERO_WIDTH_SPACE)
            length = 0
        out.append(char)
        length = 0 if char.isspace() else length + 1
    return "".join(out)
