"""How much can fair solo play score on this deck? An upper bound, for measurement only.

The clairvoyant bound of :mod:`engines.verso.clairvoyant` reads the whole deal, so it says
little about fair play. This one charges the clairvoyant for its foresight (an
*information relaxation* with a penalty, after Brown, Smith and Sun, 2010): each move is
credited with what the fair planner of :mod:`engines.verso.soloplan` expects it to bring
(points plus the value of the next position, over the chances a fair player sees) rather
than with what the deal really brings; and the luck of each new top card is charged
against the average top card (by how well it suits the rows), since a clairvoyant can
steer towards good ones. The surprise removed from every step has mean zero for any
player who cannot see the future, so for such a player the penalised score averages the
same as the real one; the best penalised score on each deal, found with foresight, is
therefore at least what any fair strategy can average. The better the learned value, the
tighter the bound.

Two approximations, both small and reported by ``python -m engines.verso.solobound``:
the chances (backs, the opponent's card, the next top card) are read from the whole
deck's card list rather than from the cards not yet seen (the measured mean surprise
along fair play is printed beside the bound), and
the beam search finds a little less than the best penalised score (compare widths).
"""

from __future__ import annotations

import argparse
import statistics
import time

from engines.verso.fastsolo import SoloSim, sim_of
from engines.verso.game import VersoState
from engines.verso.soloplan import ValueTable, mean_top_fit, plan_move, q_values, shipped_table, top_fit
from engines.verso.solotrain import train

__all__ = ["fair_bound", "main", "play", "surprise"]


def _deal(seed: int) -> SoloSim:
    return sim_of(VersoState(1, seed))[0]


def play(sim: SoloSim, table: ValueTable) -> int:
    """The planner's own final score on a deal (it plays fairly)."""
    sim = sim.copy()
    while not sim.over:
        sim.apply(plan_move(sim, table))
    return sim.points


def surprise(sim: SoloSim, table: ValueTable) -> float:
    """The summed surprise (realised minus expected points and value, and the luck of each
    top card) along the planner's own game: about zero on average when the chances are right."""
    total = 0.0
    cache: dict[object, float] = {}
    sim = sim.copy()
    while not sim.over:
        move, worth = max(q_values(sim, table), key=lambda mq: mq[1])
        before = sim.points
        sim.apply(move)
        if not sim.over:
            total += sim.points - before + table.of(sim) - worth
            if sim.top < sim.n:
                total += _top_luck(table, sim, cache)
    return total


def _top_luck(table: ValueTable, sim: SoloSim, cache: dict[object, float]) -> float:
    """How much better the card now on top suits the position than an average top card."""
    rows = (sim.rows[0], sim.rows[1], sim.rows[2])
    pile = sim.n - sim.top
    key = (rows, sim.ready, pile)
    mean = cache.get(key)
    if mean is None:
        mean = cache[key] = mean_top_fit(table, rows, sim.ready, pile)
    return top_fit(table, rows, sim.ready, pile, sim.seq[sim.top]) - mean


def _known_in_rows(sim: SoloSim) -> int:
    """Which held cards the player knows both faces of: positions differing there differ."""
    held = 0
    for row in sim.rows:
        for c in row:
            held |= 1 << (c >> 1)
    return sim.known & held


def fair_bound(sim: SoloSim, table: ValueTable, width: int, top_luck: bool = True) -> float:
    """The best penalised score on the deal (known in full), by beam search.

    A move is credited with its expected worth minus the value of where the deal really
    leads; summed along a game, this is the penalised score. Positions are grouped by pile
    cards used, equal positions merged, and the ``width`` most promising of each group
    (credit so far plus value) expanded. With ``top_luck``, the luck of the card turned
    up next is charged too (against the average over the faces a top card can show): the
    clairvoyant may steer towards well-suited top cards, and a fair player may not."""
    cache: dict[object, float] = {}
    layers: dict[int, dict[object, tuple[SoloSim, float]]] = {sim.top: {sim.key(): (sim, 0.0)}}
    best = float("-inf")
    for top in range(sim.top, sim.n + 1):
        layer = list(layers.pop(top, {}).values())
        if len(layer) > width:
            layer.sort(key=lambda sc: sc[1] + table.of(sc[0]), reverse=True)
            del layer[width:]
        for s, credit in layer:
            for move, worth in q_values(s, table):
                if top >= sim.n:
                    best = max(best, credit + worth)
                    continue
                nxt = s.copy()
                nxt.apply(move)
                c = credit + worth - table.of(nxt)
                if top_luck and nxt.top < nxt.n:
                    c -= _top_luck(table, nxt, cache)
                group = layers.setdefault(nxt.top, {})
                key = (nxt.key(), _known_in_rows(nxt))
                old = group.get(key)
                if old is None or old[1] < c:
                    group[key] = (nxt, c)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--train-games", type=int, default=0, help="learn a table afresh (0: the shipped one)"
    )
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--width", type=int, default=100)
    parser.add_argument("--seed0", type=int, default=10_000, help="first deal (the benchmark's seeds)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    table = None if args.train_games else shipped_table()
    if table is None:
        games = args.train_games or 30_000
        table = train(games, report=max(games // 5, 1))
        print(f"trained on {games} games in {time.perf_counter() - start:.0f} s")
    deals = [_deal(args.seed0 + i) for i in range(args.deals)]
    scores = [play(d, table) for d in deals]
    surprises = [surprise(d, table) for d in deals]
    start = time.perf_counter()
    bounds = [fair_bound(d, table, args.width) for d in deals]
    n = len(deals)

    def se(xs: list[float] | list[int]) -> float:
        return statistics.stdev(xs) / n**0.5 if n > 1 else 0.0

    took = (time.perf_counter() - start) / n
    print(f"{n} deals from seed {args.seed0}, beam width {args.width}, {took:.1f} s a deal")
    print(f"planner's own mean score   {statistics.mean(scores):6.2f} ± {se(scores):.2f}")
    mean_surprise = statistics.mean(surprises)
    print(f"mean surprise along it     {mean_surprise:6.2f} ± {se(surprises):.2f}  (0 if chances are right)")
    print(f"fair-play bound, mean      {statistics.mean(bounds):6.2f} ± {se(bounds):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
