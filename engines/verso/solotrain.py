"""Learn the fair solo planner's value table: ``python -m engines.verso.solotrain``.

The planner (:mod:`engines.verso.soloplan`) plays seeded solo games on the compact
simulator; at each decision the entries of the position move towards the best move's
worth (sampled value iteration), with the step a third as large in the second half.
Deterministic for given arguments: the shipped ``resources/verso/solo_value.json`` is
``--games 30000`` from the default seeds (some 3 minutes of one core).
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from engines.safe_files import atomic_write_text
from engines.verso.fastsolo import sim_of
from engines.verso.game import VersoState
from engines.verso.soloplan import VALUE_FILE, ValueTable, q_values, stage_of
from resources import resource_path

__all__ = ["TRAIN_SEED0", "main", "train"]

TRAIN_SEED0 = 1_000_000  #: training deals, away from the benchmark's 10000.. and tuning's 50000..


def train(games: int, alpha: float = 0.03, seed0: int = TRAIN_SEED0, report: int = 0) -> ValueTable:
    """Learn the value table by playing: each decision's entries move towards the best
    move's worth (sampled value iteration); the step is a third as large in the second half."""
    table = ValueTable()
    scores: list[int] = []
    for g in range(games):
        sim = sim_of(VersoState(1, seed0 + g))[0]
        step = alpha if g < games // 2 else alpha / 3
        while not sim.over:
            move, worth = max(q_values(sim, table), key=lambda mq: mq[1])
            pile = sim.n - sim.top
            if pile > 0:
                s = stage_of(pile)
                entries = table.entries((sim.rows[0], sim.rows[1], sim.rows[2]), sim.ready)
                error = worth - sum(e[s] for e in entries)
                for e in entries:
                    e[s] += step * error
            sim.apply(move)
        scores.append(sim.points)
        if report and (g + 1) % report == 0:
            print(
                f"  trained {g + 1} games, mean of the last {report}: {statistics.mean(scores[-report:]):.2f}"
            )
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30_000)
    parser.add_argument("--out", type=Path, default=resource_path(*VALUE_FILE))
    args = parser.parse_args(argv)
    table = train(args.games, report=max(args.games // 10, 1))
    text = json.dumps(table.to_json(), separators=(",", ":"), sort_keys=True)
    atomic_write_text(args.out, text + "\n")
    print(f"wrote {args.out} ({len(text) // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
