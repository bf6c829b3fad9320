"""Which card pictures each phone may fetch: only those its own seat's states have shown.

A picture's address names the side it draws (``…/E07-front.png``), so an address anyone
could build would let a partner fetch the other partner's facade by editing one word.
Instead every seat's phone gets an unguessable pass, ``/art/<pass>/<key>.png``: a random
token made when the phone sits, gone when it leaves the seat. The server notes every
picture the seat's states point to; a picture asked with a pass is drawn only when that
seat was shown it. Anything else is 404, the same answer as a picture that does not exist
(docs/ARCHITECTURE.md, "Who is on the network").
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from typing import Any

__all__ = ["ART_ROOT", "PicturePasses", "art_prefix"]

#: Every picture's address starts here.
ART_ROOT = "/art/"
#: Pictures noted per pass at most (every face of the biggest deck fits many times over).
_MOST_KEYS = 4096


def art_prefix(token: str) -> str:
    """The start of the picture addresses of one pass: ``/art/<token>``."""
    return f"{ART_ROOT}{token}"


class PicturePasses:
    """The passes of one table, on its server's loop."""

    def __init__(self) -> None:
        self._shown: dict[str, set[str]] = {}

    def new_pass(self) -> str:
        token = secrets.token_urlsafe(18)
        self._shown[token] = set()
        return token

    def revoke(self, token: str) -> None:
        self._shown.pop(token, None)

    def note(self, token: str, *sent: Any) -> None:
        """Note every picture of ``token``'s pass that the JSON ``sent`` points to."""
        shown = self._shown.get(token)
        if shown is None:
            return
        prefix = art_prefix(token) + "/"
        for text in _strings(sent):
            if text.startswith(prefix) and len(shown) < _MOST_KEYS:
                key = text[len(prefix) :].split("?", 1)[0].removesuffix(".png")
                shown.add(key)

    def allows(self, token: str, key: str) -> bool:
        shown = self._shown.get(token)
        return shown is not None and key in shown

    def __len__(self) -> int:
        return len(self._shown)


def _strings(value: Any) -> Iterator[str]:
    """Every string inside JSON-like ``value``."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)
