"""The whole print-and-play set: every game, sheets, aids, calibration, A4, duplex, 3 mm bleed."""

from __future__ import annotations

import json
import os
import statistics
import tempfile
import time
from pathlib import Path

from export.bundle import export_set
from export.decks import DECK_FILES, GAMES
from export.pdf.layout import PrintOptions
from resources import resource_path
from tests.benchmarks import Figure

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "export"
#: the deck sizes of the issues, used to build stand-in decks where the real file is not merged yet
FULL_SIZE = {"recto_verso": 64, "verso": 90, "revorso": 85, "dj05135": 36}


def _stand_in(game: str, folder: Path) -> Path:
    """A deck of the real size made by repeating the small test fixture's cards."""
    data = json.loads((FIXTURES / f"{game}.json").read_text(encoding="utf-8"))
    cards = data["cards"]
    if game == "revorso":
        data["cards"] = [dict(cards[0], count=75), dict(cards[1], count=10)]
    else:
        data["cards"] = [dict(cards[k % len(cards)], id=k) for k in range(FULL_SIZE[game])]
        if game == "recto_verso":
            data["cards"] = [dict(c, id=f"X{k:02d}") for k, c in enumerate(data["cards"])]
    path = folder / f"{game}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _run(folder: Path, decks: dict[str, Path]) -> tuple[float, int]:
    start = time.perf_counter()
    report = export_set(
        folder, GAMES, PrintOptions(paper="a4", duplex="long", bleed=3.0), "en", deck_paths=decks
    )
    assert not report.skipped, report.skipped
    return time.perf_counter() - start, report.total_bytes


def bench_export_whole_set() -> list[Figure]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        decks = {}
        stand_ins = []
        for game in GAMES:
            if resource_path(*DECK_FILES[game]).exists():
                continue
            decks[game] = _stand_in(game, folder)
            stand_ins.append(game)
        out = folder / "out"
        out.mkdir()
        _run(out, decks)  # warm fonts and caches once
        runs = [_run(out, decks) for _ in range(3)]
    seconds = [r[0] for r in runs]
    size_mb = runs[-1][1] / 1_048_576
    detail = f"median of 3 on {os.cpu_count()} cores; " + (
        f"stand-in decks of full size for {', '.join(stand_ins)}" if stand_ins else "the shipped decks"
    )
    return [
        Figure(
            "export whole set (A4, duplex, 3 mm bleed)", statistics.median(seconds), "s", "<= 5 s", detail
        ),
        Figure("export whole set, total size", size_mb, "MB", "<= 20 MB", detail),
    ]
