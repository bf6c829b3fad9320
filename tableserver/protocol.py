"""The phones' messages: parsing, validation, and the refusals with their translated messages.

Everything a phone sends is a JSON object in one WebSocket text frame of at most
:data:`MAX_FRAME` bytes, with a known ``t`` and fields of exactly the declared types (a
``true`` is not a seat number). Anything else becomes a :class:`Refusal`: the server
answers ``{"t": "error", "code": ..., "message": ...}`` and the game is not touched. The
protocol is written down in docs/ARCHITECTURE.md, "Playing on phones".
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from engines.catalogue import tr_noop, translate

__all__ = [
    "CONTEXT",
    "LANGUAGES",
    "MAX_FRAME",
    "NOTICES",
    "REFUSALS",
    "Back",
    "Call",
    "ClientMessage",
    "Hello",
    "Judge",
    "Play",
    "Refusal",
    "Sit",
    "Time",
    "Watch",
    "language_of",
    "notice_text",
    "parse",
]

#: Catalogue context of every sentence the server sends.
CONTEXT = "TableServer"
#: The languages a phone may ask for; anything else is answered in English.
LANGUAGES = ("en", "fr", "it", "pt")
#: The largest frame a phone may send, in bytes (a real message is under 200).
MAX_FRAME = 4096
_MAX_INT = 1_000_000_000

#: Refusal code -> the sentence a phone shows.
REFUSALS: dict[str, str] = {
    "too_big": tr_noop(CONTEXT, "That message is too long."),
    "binary": tr_noop(CONTEXT, "Only text messages are understood."),
    "bad_json": tr_noop(CONTEXT, "That message could not be read."),
    "unknown_type": tr_noop(CONTEXT, "That request is not known."),
    "bad_field": tr_noop(CONTEXT, "That request is incomplete or has a wrong value."),
    "bad_text": tr_noop(CONTEXT, "That message holds characters that cannot be read."),
    "bad_code": tr_noop(CONTEXT, "There is no table with this code. Check the code on the shared screen."),
    "not_joined": tr_noop(CONTEXT, "Join the table with its code first."),
    "no_seat": tr_noop(CONTEXT, "There is no such seat for a phone at this table."),
    "seat_taken": tr_noop(CONTEXT, "Someone else sits there. Choose another seat."),
    "not_seated": tr_noop(CONTEXT, "Take a seat first."),
    "not_your_turn": tr_noop(CONTEXT, "It is not your turn."),
    "stale": tr_noop(CONTEXT, "The game moved on; here it is as it stands."),
    "unknown_move": tr_noop(CONTEXT, "That move is not one of the moves offered."),
    "illegal": tr_noop(CONTEXT, "That move is not allowed now."),
    "flood": tr_noop(CONTEXT, "Too many messages at once; wait a moment."),
    "taken_over": tr_noop(CONTEXT, "Your seat was taken back on another device."),
    "server_stopped": tr_noop(CONTEXT, "The table was closed on the computer."),
    "paused": tr_noop(CONTEXT, "The game is paused on the computer. Wait a moment."),
    "not_partner": tr_noop(CONTEXT, "Only this round's two builders call, each for their own facade."),
    "not_running": tr_noop(CONTEXT, "No round is being built right now."),
    "called": tr_noop(CONTEXT, "You have already called this round."),
    "not_judge": tr_noop(
        CONTEXT, "The players who do not build this round say whether the building is right."
    ),
    "slow_down": tr_noop(CONTEXT, "Too many wrong codes from this device. Wait a few seconds and try again."),
    "locked_out": tr_noop(CONTEXT, "This device may not join the table now. Ask the teacher."),
    "one_seat": tr_noop(CONTEXT, "This device already holds a seat at this table."),
    "dropped": tr_noop(CONTEXT, "The teacher closed this phone's connection."),
    "idle": tr_noop(CONTEXT, "This connection did not join the table in time."),
    "slow_reader": tr_noop(CONTEXT, "This phone did not keep up with the table; reconnect to play on."),
}

#: What the teacher did at the computer, as a phone is told it. A seat taken away is sent
#: with the code ``taken_over`` (the phone no longer holds its seat) and one of these
#: sentences saying why; ``resumed`` comes as a ``notice``.
NOTICES: dict[str, str] = {
    "seat_freed": tr_noop(CONTEXT, "Your seat was freed on the computer. Choose a seat to play again."),
    "to_bot": tr_noop(CONTEXT, "A computer player now plays your seat. You can watch or choose a free seat."),
    "resumed": tr_noop(CONTEXT, "The game goes on."),
}


def language_of(value: object) -> str:
    """A phone's language ("fr", "fr-CA", "FR") as one of :data:`LANGUAGES`; English otherwise."""
    if isinstance(value, str):
        short = value.strip().lower().replace("_", "-").split("-")[0]
        if short in LANGUAGES:
            return short
    return "en"


@dataclass(frozen=True)
class Refusal:
    """A message the server will not act on: a stable ``code`` and a sentence for people."""

    code: str

    def message(self, language: str) -> str:
        return translate(language_of(language), CONTEXT, REFUSALS[self.code])

    def to_json(self, language: str) -> dict[str, Any]:
        return {"t": "error", "code": self.code, "message": self.message(language)}


def notice_text(code: str, language: str) -> str:
    """One of :data:`NOTICES` in a phone's language."""
    return translate(language_of(language), CONTEXT, NOTICES[code])


@dataclass(frozen=True)
class Hello:
    """Join the table: its code, the name to show, the phone's language."""

    code: str
    name: str
    lang: str


@dataclass(frozen=True)
class Sit:
    seat: int


@dataclass(frozen=True)
class Back:
    """Take a seat back after a reload, with the secret the seat was given."""

    code: str
    seat: int
    secret: str
    lang: str


@dataclass(frozen=True)
class Watch:
    """Follow the table without a seat (who sits where; no cards)."""


@dataclass(frozen=True)
class Play:
    """Play move ``k`` of the legal list sent with state ``serial``."""

    serial: int
    k: int


@dataclass(frozen=True)
class Call:
    """A builder's call of round ``round``: "Recto!" from the front partner, "Verso!" from the back."""

    round: int


@dataclass(frozen=True)
class Judge:
    """The table's verdict on round ``round``'s building, made with the wooden pieces."""

    round: int
    right: bool


@dataclass(frozen=True)
class Time:
    """Ask the table's time: the answer carries ``n`` back, so the phone knows how long the
    question and its answer took and can tell how late each state reaches it."""

    n: int


ClientMessage = Hello | Sit | Back | Watch | Play | Call | Judge | Time

#: For each ``t``: its class, and each field's type, whether it is required and its
#: longest length (strings) or None (whole numbers from 0).
_Field = tuple[type, bool, int]
_SCHEMAS: dict[str, tuple[type, dict[str, _Field]]] = {
    "hello": (Hello, {"code": (str, True, 16), "name": (str, True, 256), "lang": (str, False, 16)}),
    "sit": (Sit, {"seat": (int, True, 0)}),
    "back": (
        Back,
        {
            "code": (str, True, 16),
            "seat": (int, True, 0),
            "secret": (str, True, 64),
            "lang": (str, False, 16),
        },
    ),
    "watch": (Watch, {}),
    "play": (Play, {"serial": (int, True, 0), "k": (int, True, 0)}),
    "call": (Call, {"round": (int, True, 0)}),
    "judge": (Judge, {"round": (int, True, 0), "right": (bool, True, 0)}),
    "time": (Time, {"n": (int, True, 0)}),
}


def _fits(value: object, kind: type, limit: int) -> bool:
    if kind is bool:
        return type(value) is bool
    if kind is int:
        return type(value) is int and 0 <= value <= _MAX_INT
    return type(value) is str and len(value) <= limit


def _readable(value: object) -> bool:
    """Text that can be written out again: JSON lets a lone surrogate (``"\\ud800"``) through,
    and no comparison, log line or label may meet one."""
    if type(value) is not str:
        return True
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return "\x00" not in value


def parse(frame: str | bytes) -> ClientMessage | Refusal:
    """One frame from a phone as a typed message, or the :class:`Refusal` to answer with."""
    if isinstance(frame, bytes | bytearray):
        return Refusal("binary")
    if len(frame) > MAX_FRAME or len(frame.encode("utf-8", "surrogatepass")) > MAX_FRAME:
        return Refusal("too_big")
    try:
        data = json.loads(frame)
    except (ValueError, RecursionError):
        return Refusal("bad_json")
    if not isinstance(data, dict):
        return Refusal("bad_json")
    kind = data.get("t")
    if type(kind) is not str or kind not in _SCHEMAS:
        return Refusal("unknown_type")
    cls, fields = _SCHEMAS[kind]
    if set(data) - {"t", *fields}:
        return Refusal("bad_field")
    values: dict[str, Any] = {}
    for name, (field_type, required, limit) in fields.items():
        if name not in data:
            if required:
                return Refusal("bad_field")
            continue
        if not _fits(data[name], field_type, limit):
            return Refusal("bad_field")
        if not _readable(data[name]):
            return Refusal("bad_text")
        values[name] = data[name]
    if "lang" in fields:
        values["lang"] = language_of(values.get("lang"))
    message: ClientMessage = cls(**values)
    return message
