"""The processor time a test's code spent: what a check that something "does not take long"
measures, where wall time would measure how busy the machine is.

It counts this process's threads and the child processes it has waited for, so neither
another program on the same cores nor a scheduler that keeps the test waiting can fail the
check, and an endless read or a quadratic parse still does.
"""

from __future__ import annotations

import os

__all__ = ["cpu_seconds"]


def cpu_seconds() -> float:
    """User and system time of this process and of its waited-for children, in seconds."""
    spent = os.times()
    return spent.user + spent.system + spent.children_user + spent.children_system
