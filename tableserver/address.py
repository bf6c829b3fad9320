"""Which address phones on the same network can reach this computer at.

Serving on ``0.0.0.0`` would expose the table on every network the computer is on (a
café's as well as the classroom's), so the server listens on one address, the one the
computer uses on its local network, unless asked otherwise.
"""

from __future__ import annotations

import ipaddress
import socket

__all__ = ["LOOPBACK", "address_candidates", "is_private", "lan_address"]

LOOPBACK = "127.0.0.1"
#: Private addresses used only to ask the system which interface would reach them; a UDP
#: ``connect`` sends nothing.
_PROBES = ("10.255.255.255", "192.168.255.255", "172.31.255.255")


def is_private(address: str) -> bool:
    """A private LAN address (10/8, 172.16/12, 192.168/16, or an IPv6 unique local one)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return ip.is_private and not ip.is_loopback and not ip.is_link_local and not ip.is_unspecified


def _probe(target: str) -> str | None:
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect((target, 9))
            address: str = probe.getsockname()[0]
    except OSError:
        return None
    return address


def address_candidates() -> list[str]:
    """The computer's private IPv4 addresses, the most likely one first; loopback last."""
    found: list[str] = []
    for target in _PROBES:
        address = _probe(target)
        if address and is_private(address) and address not in found:
            found.append(address)
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for info in infos:
        address = str(info[4][0])
        if is_private(address) and address not in found:
            found.append(address)
    found.append(LOOPBACK)
    return found


def lan_address() -> str:
    """The address phones on the local network should use (loopback when there is no network)."""
    return address_candidates()[0]
