"""Table codes and seat secrets: what a phone must know to join a table or take its seat back.

A table code is four letters read off the shared screen, so it uses only letters that
cannot be mistaken for one another or for a digit (no I/L/1, O/Q/0, S/5, Z/2, B/8, G/6).
A seat's secret is given to the phone that sits there and is needed to take the seat
back after a reload; comparing it never tells how much of a guess was right.
"""

from __future__ import annotations

import hmac
import secrets

__all__ = ["CODE_LENGTH", "CODE_LETTERS", "new_secret", "new_table_code", "same_secret", "same_table_code"]

#: Letters a pupil can copy from a projector without doubt.
CODE_LETTERS = "ACDEFHJKMNPRTUVWXY"
CODE_LENGTH = 4


def new_table_code() -> str:
    """A random table code such as ``"KTRA"``."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def new_secret() -> str:
    """A seat secret: 128 random bits, URL-safe text."""
    return secrets.token_urlsafe(16)


def same_table_code(typed: str, code: str) -> bool:
    """Whether a typed code is the table's, ignoring case and surrounding spaces, in constant time."""
    return hmac.compare_digest(typed.strip().upper().encode("utf-8"), code.upper().encode("utf-8"))


def same_secret(given: str, secret: str) -> bool:
    """Whether ``given`` is the seat's secret, compared in constant time."""
    return hmac.compare_digest(given.encode("utf-8"), secret.encode("utf-8"))
