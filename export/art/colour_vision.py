"""How colours look to people with colour-vision deficiencies, to keep our palettes apart.

Simulation: Machado, Oliveira & Fernandes (2009), full severity, applied in linear sRGB;
distances are CIE76 ΔE in CIELAB (D65). A palette whose colours stay at least a few
ΔE apart under every simulation is colour-blind safe enough to tell cards apart at a
glance; the letters and symbols on every colour do the rest.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from itertools import combinations

__all__ = ["DEFICIENCIES", "delta_e", "min_distance", "simulate", "to_lab"]

Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

#: Machado et al. 2009, severity 1.0 (linear RGB -> linear RGB).
DEFICIENCIES: dict[str, Matrix] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protan": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deutan": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritan": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def _rgb(colour: str) -> tuple[float, float, float]:
    value = colour.lstrip("#")
    return (int(value[0:2], 16) / 255, int(value[2:4], 16) / 255, int(value[4:6], 16) / 255)


def simulate(colour: str, deficiency: str) -> tuple[float, float, float]:
    """``colour`` ("#rrggbb") as seen with ``deficiency``, in linear RGB clipped to [0, 1]."""
    lin = [_linear(c) for c in _rgb(colour)]
    m = DEFICIENCIES[deficiency]
    out = [sum(m[i][j] * lin[j] for j in range(3)) for i in range(3)]
    return (min(1.0, max(0.0, out[0])), min(1.0, max(0.0, out[1])), min(1.0, max(0.0, out[2])))


def to_lab(linear_rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = linear_rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e(a: str, b: str, deficiency: str = "normal") -> float:
    la, lb = to_lab(simulate(a, deficiency)), to_lab(simulate(b, deficiency))
    return math.dist(la, lb)


def min_distance(palette: Mapping[str, str], deficiency: str) -> tuple[float, str, str]:
    """The closest pair of ``palette`` (name -> colour) under ``deficiency``: (ΔE, name, name)."""
    return min(
        ((delta_e(palette[a], palette[b], deficiency), a, b) for a, b in combinations(sorted(palette), 2)),
        default=(math.inf, "", ""),
    )
