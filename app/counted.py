"""Counted sentences ("%n cards") kept apart from the call that shows them.

Qt picks a sentence's plural form from the count given to the lookup, so a counted
sentence must be a plural ("numerus") entry of every catalogue, English's included.
lupdate makes an entry numerus only from a call it can read: a literal text, and for
``QCoreApplication.translate`` a literal count as well (``self.tr(text, "", n)`` needs no
literal count, but only a widget has ``self.tr``). A sentence written once as a constant
and shown by code elsewhere would otherwise be a plain entry, or missed.

So each such sentence is declared once, where lupdate reads it, with a literal count that
only lupdate looks at::

    BANKED = Counted.translate("VersoBankNote", "%1 banked %n cards", None, 2)

and shown with the real count: ``BANKED(len(cards))``. The declaration's name is
``translate`` because that is the name lupdate looks for.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

__all__ = ["Counted"]


@dataclass(frozen=True)
class Counted:
    """One counted sentence of a translation context: call it with a count for the text to show."""

    context: str
    source: str

    @classmethod
    def translate(cls, context: str, source: str, disambiguation: None, lupdate_count: int) -> Counted:
        """Declare ``source`` of ``context`` as a counted sentence.

        The arguments read like Qt's lookup so that lupdate files the sentence as a plural
        entry; ``disambiguation`` is always None and ``lupdate_count`` (any literal number) is
        there for lupdate only.
        """
        del disambiguation, lupdate_count
        return cls(context, source)

    def __call__(self, count: int) -> str:
        """The sentence in the current language, in its form for ``count`` with ``%n`` filled in."""
        return QCoreApplication.translate(self.context, self.source, None, count)
