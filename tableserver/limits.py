"""Every number that bounds what strangers on the network can make the table server do.

The server's defaults suit a classroom: thirty phones, each on its own address, on the
teacher's network (docs/ARCHITECTURE.md, "Who is on the network" lists them with the
reasons). Tests pass smaller ones to see each limit act within seconds.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass

__all__ = ["Limits", "descriptor_budget"]

#: Descriptors kept back for everything else the process opens (the app's files, Qt, logs).
_RESERVE = 48


@dataclass(frozen=True)
class Limits:
    """What one served table allows."""

    #: Open connections from one address (a phone's browser opens up to six for pictures,
    #: and one for the game). The computer itself (127.0.0.1) counts only in the total.
    per_address: int = 16
    #: Open connections in all; None: what the process's descriptors allow (:func:`descriptor_budget`).
    total: int | None = None
    #: Seconds a new connection has to send its request's headers, and an idle one stays open.
    header_seconds: float = 10.0
    #: Seconds a WebSocket has to join the table (``hello`` with the right code, or ``back``).
    join_seconds: float = 30.0
    #: Seconds between pings; a socket that does not answer within half of it is closed.
    heartbeat_seconds: float = 20.0
    #: Messages waiting to be written to one phone; a phone further behind is dropped.
    queued_messages: int = 64
    #: Seconds one message may take to be written; a phone that does not read is dropped.
    send_seconds: float = 10.0
    #: Seconds an address that flooded must wait before it may connect again.
    flood_away_seconds: float = 10.0
    #: The kernel's send buffer of each connection, bytes (small: a phone that stops reading
    #: is noticed after a few states, not after megabytes).
    send_buffer: int = 64 * 1024
    #: Bytes written but not yet taken by the kernel after which writing waits (and then
    #: ``send_seconds`` counts): about twenty states.
    write_buffer: int = 64 * 1024

    def total_connections(self) -> int:
        return self.total if self.total is not None else descriptor_budget()


def _open_descriptors() -> int:
    for folder in ("/proc/self/fd", "/dev/fd"):
        try:
            return len(os.listdir(folder))
        except OSError:
            continue
    return 64


def descriptor_budget() -> int:
    """How many connections this process can hold besides what it has open now.

    macOS gives a process 256 descriptors by default, Linux often 1024: the server takes
    what is left after :data:`_RESERVE` and refuses the rest politely (a connection closed
    at once) instead of failing to accept. Windows has no such limit here: 512.
    """
    if sys.platform == "win32":
        return 512
    import resource

    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        soft = 4096
    return max(8, min(1024, soft - _open_descriptors() - _RESERVE))
