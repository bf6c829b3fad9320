"""The full fuzz run of every file input: thousands of mutated files, every special file, odd settings.

``python -m tests.benchmarks bench_fuzz``. Prints the cases per entry point, the failures
(each with its case, so it can be replayed from the seed), the slowest case and the peak
memory growth of one case. ``make test`` runs a quick sample of the same cases
(``tests/test_fuzz_inputs.py``).
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from tests import fuzz_inputs
from tests.benchmarks import Figure

#: Seeded mutants; each is fed to every entry point of its kind (saves or card files).
MUTANTS = 2_000
SETTINGS_CASES = 300


def bench_fuzz_every_file_input() -> list[Figure]:
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="rectoverso-fuzz-") as folder:
        work = Path(folder)
        tally = fuzz_inputs.run_specials(work / "special")
        fuzz_inputs.run_mutants(work / "mutants", MUTANTS, seed=2026, tally=tally)
        fuzz_inputs.run_settings(work / "settings", SETTINGS_CASES, seed=2026, tally=tally)
    elapsed = time.perf_counter() - start
    broken = fuzz_inputs.good_saves_still_load()
    for outcome in tally.failures[:50]:
        print(f"FAILED {outcome.entry} | {outcome.case[:100]} | {outcome.failure}", file=sys.stderr)
    for problem in broken:
        print(f"FAILED good save no longer loads: {problem}", file=sys.stderr)
    slowest = tally.slowest()
    peak = max((o.memory for o in tally.outcomes), default=0)
    figures = [
        Figure(f"fuzz cases: {entry}", count, "cases") for entry, count in sorted(tally.per_entry().items())
    ]
    figures += [
        Figure("fuzz cases in all", len(tally.outcomes), "cases", "≥ 2000", f"{MUTANTS} mutants + specials"),
        Figure("fuzz failures", len(tally.failures) + len(broken), "cases", "0"),
        Figure(
            "fuzz slowest case (processor time)",
            slowest.seconds if slowest else 0.0,
            "s",
            "< 1 (export < 5)",
            f"{slowest.entry}: {slowest.case[:60]}" if slowest else "",
        ),
        Figure("fuzz peak memory growth of a case", peak / 1_048_576, "MB", "< 200"),
        Figure("fuzz run time", elapsed, "s"),
    ]
    if tally.failures or broken:
        raise AssertionError(f"{len(tally.failures) + len(broken)} fuzz cases failed (listed above)")
    return figures
