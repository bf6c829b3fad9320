"""The share of the random checks one run of the suite plays (docs/ARCHITECTURE.md, "Checks").

Random checks (the engines' random playouts, the monkey's clicks) find more the more cases
they play, but the same fixed cases on every run find nothing new after the first. So a run
plays a share of them picked by its seed, and the seed changes every day: over a week the
suite has played seven times its share, and no run takes longer for it.

- ``RECTOVERSO_TEST_SEED=N`` plays the share of seed N again (every run names its seed at its
  end, so a failure is replayed exactly);
- ``RECTOVERSO_THOROUGH=1`` plays each check's thorough count instead (minutes more).

The seed is fixed once per run, before the workers start (``tests/conftest.py``), so every
worker plays the same share.
"""

from __future__ import annotations

import datetime
import os
import random

SEED_VARIABLE = "RECTOVERSO_TEST_SEED"
THOROUGH_VARIABLE = "RECTOVERSO_THOROUGH"


def run_seed() -> int:
    """This run's seed: the one given, else today's (a day's number, UTC)."""
    given = os.environ.get(SEED_VARIABLE, "").strip()
    if given:
        return int(given)
    return datetime.datetime.now(datetime.UTC).date().toordinal()


def thorough() -> bool:
    return os.environ.get(THOROUGH_VARIABLE, "").strip() not in ("", "0")


def count(usual: int, thorough_count: int) -> int:
    """How many cases a check plays this run: ``usual``, or ``thorough_count`` when asked."""
    return thorough_count if thorough() else usual


def rng(name: str) -> random.Random:
    """A generator for the check ``name`` in this run: the same in every worker and on replay."""
    return random.Random(f"{run_seed()}-{name}")


def first_seed(cases: int) -> int:
    """Where this run's ``cases`` consecutive seeds start: each day a stretch of its own, none
    of which the days before played (a million stretches: over 2,700 years of days)."""
    return 1000 + (run_seed() % 1_000_000) * cases
