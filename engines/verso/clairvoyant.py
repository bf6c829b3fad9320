"""A clairvoyant solo player, for measurement only: how much a deal allows at best.

It reads the whole deal (pile order, every hidden face), which no fair player can, and
runs a beam search over it: positions are grouped by how much of the pile is used (a
draw uses two cards, a bank one), identical positions are merged keeping the higher
score, and the ``width`` best of each group by the solo evaluation are expanded. Its
mean score over seeded deals bounds what fair play can hope for with this deck. No bot
uses it.
"""

from __future__ import annotations

from engines.verso.fastsolo import SoloSim, sim_of
from engines.verso.game import VersoState
from engines.verso.soloeval import final_value, value

__all__ = ["clairvoyant_score", "clairvoyant_solo"]


def clairvoyant_score(sim: SoloSim, width: int) -> int:
    """The best final score the beam finds from ``sim`` (its deal fully known)."""
    if sim.over:
        return sim.points
    layers: dict[int, dict[object, SoloSim]] = {sim.top: {sim.key(): sim}}
    for top in range(sim.top, sim.n + 1):
        layer = list(layers.pop(top, {}).values())
        if not layer:
            continue
        if top >= sim.n:
            return int(max(final_value(s) for s in layer))
        if len(layer) > width:
            layer.sort(key=value, reverse=True)
            del layer[width:]
        for s in layer:
            for move in s.moves():
                t = s.copy()
                t.apply(move)
                group = layers.setdefault(t.top, {})
                k = t.key()
                old = group.get(k)
                if old is None or old.points < t.points:
                    group[k] = t
    return sim.points


def clairvoyant_solo(seed: int, width: int = 200, options: dict[str, object] | None = None) -> int:
    """The clairvoyant score of the solo deal ``VersoState(1, seed, options)``."""
    sim, _ = sim_of(VersoState(1, seed, options))
    return clairvoyant_score(sim, width)
