"""Run every benchmark (or those of the modules named on the command line) and print a table."""

from __future__ import annotations

import importlib
import os
import platform
import sys
import time
import traceback
from pathlib import Path

from tests.benchmarks import Figure


def _machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()}"


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = Path(__file__).parent
    names = argv or sorted(p.stem for p in folder.glob("bench_*.py"))
    rows: list[Figure] = []
    failed = 0
    for name in names:
        module = importlib.import_module(f"tests.benchmarks.{name}")
        for attr in sorted(dir(module)):
            if not attr.startswith("bench_") or not callable(getattr(module, attr)):
                continue
            start = time.perf_counter()
            print(f"running {name}.{attr} ...", file=sys.stderr, flush=True)
            try:
                rows.extend(getattr(module, attr)())
            except Exception:  # a broken benchmark must not hide the others
                failed += 1
                traceback.print_exc()
            print(f"  done in {time.perf_counter() - start:.1f} s", file=sys.stderr, flush=True)
    print(f"\nMachine: {_machine()}\n")
    width = max([len(r.name) for r in rows] + [6])
    print(f"{'figure':<{width}}  {'value':>12}  {'unit':<8}  {'target':<14}  detail")
    print("-" * (width + 60))
    for r in rows:
        print(f"{r.name:<{width}}  {r.value:>12.4g}  {r.unit:<8}  {r.target:<14}  {r.detail}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
