"""Sentences the engines show to people (logs, prompts, mistakes), translatable by the app.

Engines speak English, but every sentence a player reads is built with :func:`t`: the
result is an ordinary ``str`` (the English text) that also remembers its template and
its parameters. The app looks the template up in its translation catalogue (context
``"engine"``) and fills in the translated parameters, so engines stay free of Qt.

Parameters that are words, such as a colour or an animal, are :func:`t` messages too,
so they are translated with the sentence; numbers and names stay as they are.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["Message", "and_list", "comma_list", "join_clauses", "player_label", "t"]


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
