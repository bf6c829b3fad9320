"""Sentences the engines show to people (logs, prompts, mistakes), translatable by the app.

Engines speak English, but every sentence a player reads is built with :func:`t`: the
result is an ordinary ``str`` (the English text) that also remembers its template and
its parameters. The app looks the template up in its translation catalogue (context
``"engine"``) and fills in the translated parameters, so engines stay free of Qt.

Parameters that are words, such as a colour or an animal, are :func:`t` messages too,
so they are translated with the sentence; numbers and names stay as they are.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from typing import Any

__all__ = [
    "NAME_LIMIT",
    "Message",
    "and_list",
    "comma_list",
    "join_clauses",
    "player_label",
    "short_text",
    "shown_text",
    "t",
]

#: The longest name read from a file, in characters, for every game: a seat's name, a
#: card's name, a title. Long enough for "Grandma Josephine"; a 1 MB name in a damaged
#: or hand-made file is cut here, once, before anything shows, logs or saves it.
NAME_LIMIT = 32


class Message(str):
    """An English sentence with its ``template`` and ``params`` kept for translation."""

    template: str
    params: Mapping[str, Any]

    def __new__(cls, template: str, params: Mapping[str, Any] | None = None) -> Message:
        values = dict(params or {})
        obj = super().__new__(cls, template.format(**values) if values else template)
        obj.template = template
        obj.params = values
        return obj

    def __reduce__(self) -> tuple[Any, ...]:
        return (Message, (self.template, dict(self.params)))

    def __deepcopy__(self, memo: dict[int, Any]) -> Message:
        return self  # immutable: sharing is safe

    def __copy__(self) -> Message:
        return self


def t(template: str, /, **params: Any) -> Message:
    """A translatable sentence: ``t("{player} draws a card", player=name)``.

    The template must be a literal string at the call site, so the app's string
    extractor (``python -m app.i18n_sources``) can find it.
    """
    return Message(template, params)


def player_label(seat: int) -> Message:
    """The name of a seat nobody named: "Player 1", "Player 2"..."""
    return t("Player {number}", number=seat + 1)


def join_clauses(clauses: list[str]) -> str:
    """Clauses of one log line joined by semicolons, each still translated on its own.

    The joint is a template too, so a language can use its own punctuation; one clause
    comes back as it is, none gives "".
    """
    parts = [c for c in clauses if c]
    if not parts:
        return ""
    text: str = parts[0]
    for part in parts[1:]:
        text = t("{earlier}; {later}", earlier=text, later=part)
    return text


def comma_list(items: list[str]) -> str:
    """Words or names separated by commas ("juice, tuna, honey"), each translated on its own."""
    if not items:
        return ""
    text: str = items[0]
    for item in items[1:]:
        text = t("{earlier}, {later}", earlier=text, later=item)
    return text


def and_list(items: list[str]) -> str:
    """Names as a list ending with "and" ("Ana, Ben and Chloé")."""
    if len(items) <= 1:
        return items[0] if items else ""
    return t("{others} and {last}", others=comma_list(items[:-1]), last=items[-1])


_MOST_MARKS = 2


def short_text(value: object, limit: int = NAME_LIMIT) -> str:
    """A name read from a file, fit to show and save: printable, one line, at most ``limit`` characters.

    Anything but a string gives ``""``. Control characters and lone surrogates (which no
    file can encode) are dropped, so are combining marks after the second on one letter,
    and runs of white space become one space. Only the first
    ``4 * limit`` characters are looked at, so a name of a megabyte costs no more than a
    short one. This is the one length rule of every game's loads (docs/ARCHITECTURE.md).
    """
    text = value if isinstance(value, str) else ""
    kept = []
    marks = 0
    for char in text[: limit * 4]:
        category = unicodedata.category(char)
        if category in ("Cs", "Cc", "Cf", "Co", "Cn"):
            kept.append(" " if char in "\t\n\r" else "")
            continue
        # Two accents on a letter are plenty; a pile of them would draw over the lines around.
        marks = marks + 1 if category in ("Mn", "Me") else 0
        if marks > _MOST_MARKS:
            continue
        kept.append(" " if category in ("Zl", "Zp", "Zs") else char)
    return " ".join("".join(kept).split())[:limit].strip()


def shown_text(value: object, limit: int = NAME_LIMIT) -> str:
    """``repr`` of a value from a file, for a message, cut to about ``limit`` characters.

    An error message quotes what it refuses; a refused row of a megabyte must not make a
    message of a megabyte.
    """
    if isinstance(value, str) and len(value) > limit:
        return repr(value[:limit]) + "…"
    text = repr(value)
    return text if len(text) <= limit + 2 else text[: limit + 2] + "…"
