"""Who may try a table code, and how often: guessing a four-letter code must be hopeless.

A table code is four of 18 letters (18⁴ = 104,976 codes), short enough to copy off a
projector. Unlimited, one laptop tried every code in about 30 seconds. So every wrong code
(or wrong seat secret) is counted per address (docs/ARCHITECTURE.md, "Who is on the
network"):

* the first :data:`FREE_TRIES` wrong codes cost nothing (a pupil mistypes);
* after that each try must wait, 1 s, 2 s, 4 s … up to :data:`LONGEST_WAIT` s;
* :data:`LOCK_AFTER` wrong codes lock the address out until the teacher lets it in again
  from the shared screen, where every lockout is listed;
* table-wide, at most :data:`TABLE_WRONG_PER_MINUTE` wrong codes a minute are looked at
  from addresses that have already been wrong once; beyond that they wait too. An
  address's first try is always looked at, so a class joining during an attack gets in.

The right code clears an address's count. Addresses of this computer itself (loopback,
the teacher's own demo) are never slowed or locked: whoever sits there owns the table.
Nothing here sleeps: a refused try is answered at once with how long to wait.
"""

from __future__ import annotations

import ipaddress
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

__all__ = [
    "FREE_TRIES",
    "LOCK_AFTER",
    "LONGEST_WAIT",
    "TABLE_WRONG_PER_MINUTE",
    "JoinGuard",
    "Lockout",
    "TryVerdict",
    "is_this_computer",
]

FREE_TRIES = 3
LOCK_AFTER = 10
LONGEST_WAIT = 60.0
TABLE_WRONG_PER_MINUTE = 30
#: Addresses remembered at once; the quiet ones are forgotten first (never a locked one).
_REMEMBERED = 4096


def is_this_computer(address: str) -> bool:
    """A connection from the computer that serves the table: the system gives those the
    loopback address 127.0.0.1 (or ::1). The rest of 127.0.0.0/8 comes only from a program
    that chose it, so it is treated as any other address (the tests' strangers use it)."""
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip in (ipaddress.ip_address("127.0.0.1"), ipaddress.ip_address("::1"))


class TryVerdict(Enum):
    LOOK = "look"
    WAIT = "wait"
    LOCKED = "locked"


@dataclass(frozen=True)
class Lockout:
    """An address the table turns away, as the shared screen lists it."""

    address: str
    #: "guessing" after too many wrong codes, "dropped" when the teacher closed its phone.
    reason: str
    wrong: int


@dataclass
class _Record:
    wrong: int = 0
    not_before: float = 0.0
    locked: str = ""


class JoinGuard:
    """The wrong codes of each address and of the whole table (one table, its server's loop)."""

    def __init__(
        self,
        clock: Callable[[], float] = time.monotonic,
        trusted: Callable[[str], bool] = is_this_computer,
    ) -> None:
        self._clock = clock
        self._trusted = trusted
        self._records: OrderedDict[str, _Record] = OrderedDict()
        self._budget = float(TABLE_WRONG_PER_MINUTE)
        self._budget_at = clock()
        #: Told (on the loop) whenever the list of lockouts changes.
        self.on_lockouts: Callable[[list[Lockout]], None] | None = None

    def check(self, address: str) -> tuple[TryVerdict, float]:
        """Whether a code from ``address`` is looked at now; else how long it must wait (s)."""
        if self._trusted(address):
            return TryVerdict.LOOK, 0.0
        record = self._records.get(address)
        if record is None:
            return TryVerdict.LOOK, 0.0
        if record.locked:
            return TryVerdict.LOCKED, 0.0
        now = self._clock()
        if now < record.not_before:
            return TryVerdict.WAIT, record.not_before - now
        if record.wrong and self._refill(now) < 1:
            return TryVerdict.WAIT, 60.0 / TABLE_WRONG_PER_MINUTE
        return TryVerdict.LOOK, 0.0

    def wrong(self, address: str) -> None:
        """A wrong code (or seat secret) came from ``address``."""
        if self._trusted(address):
            return
        now = self._clock()
        self._refill(now)
        self._budget = max(0.0, self._budget - 1)
        record = self._remember(address)
        record.wrong += 1
        if record.wrong >= LOCK_AFTER:
            self._lock(record, "guessing")
        elif record.wrong >= FREE_TRIES:
            record.not_before = now + min(LONGEST_WAIT, 2.0 ** (record.wrong - FREE_TRIES))

    def right(self, address: str) -> None:
        """The right code came from ``address``: its mistakes are forgiven."""
        record = self._records.get(address)
        if record is not None and not record.locked:
            del self._records[address]

    def block(self, address: str) -> None:
        """The teacher closed a phone of ``address``: it may not join again until let in."""
        if not self._trusted(address):
            self._lock(self._remember(address), "dropped")

    def let_in(self, address: str) -> None:
        """The teacher lets ``address`` try again, from nothing."""
        if self._records.pop(address, None) is not None:
            self._told()

    def lockouts(self) -> list[Lockout]:
        return [
            Lockout(address, record.locked, record.wrong)
            for address, record in self._records.items()
            if record.locked
        ]

    def _remember(self, address: str) -> _Record:
        record = self._records.get(address)
        if record is None:
            record = self._records[address] = _Record()
            self._forget_the_oldest()
        self._records.move_to_end(address)
        return record

    def _forget_the_oldest(self) -> None:
        if len(self._records) <= _REMEMBERED:
            return
        for address, record in list(self._records.items()):
            if not record.locked:
                del self._records[address]
                return

    def _lock(self, record: _Record, reason: str) -> None:
        record.locked = reason
        self._told()

    def _refill(self, now: float) -> float:
        elapsed = max(0.0, now - self._budget_at)
        self._budget_at = now
        self._budget = min(
            float(TABLE_WRONG_PER_MINUTE), self._budget + elapsed * TABLE_WRONG_PER_MINUTE / 60
        )
        return self._budget

    def _told(self) -> None:
        if self.on_lockouts is not None:
            self.on_lockouts(self.lockouts())
