"""Frame times of the Recto Verso board while pieces drop and lift, 1920×1080 offscreen.

The real main window builds puzzles at the normal speed of moves: each piece but the last
is put down (it drops), the building is cleared (the pieces lift off together), the clear
is undone (they drop again, one after another) and a solution is shown.
Each frame is what the app does 60 times a second while pieces move:
Qt's animation timer moves the height and the board paints the picture, all in one
``processEvents`` (a synchronous ``repaint`` stands in when no paint came in it). The
figures are the median, 95th percentile and longest of those frames; the target is every
frame under 16 ms (one frame at 60 Hz). Last measurement (Intel Xeon, 2 cores shared with
other work, load about 3.5): median 10.2 ms, 95th percentile 21.8 ms, longest 106 ms (the
first frame after a step, which also lays out the tray and the facades): not yet within
the target on a shared machine.

``RECTO_VERSO_FRAMES=DIR`` also saves a picture of every fifth frame there.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

from tests.benchmarks import Figure

WIDTH, HEIGHT = 1920, 1080
CARDS = ("E05", "E07", "E10")
FRAME_S = 1 / 60


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def bench_recto_verso_piece_frames() -> list[Figure]:
    os.environ.pop("RECTOVERSO_REDUCED_MOTION", None)
    os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="bench-rv-motion-"))
    from PySide6.QtCore import QEvent, QObject

    from app.bootstrap import create_app
    from engines.recto_verso.handling import build_order

    app, window = create_app(headless=True, private_settings=True)  # the user's settings stay untouched
    window.resize(WIDTH, HEIGHT)
    window.show()
    window.show_view("recto_verso")
    view = window.views["recto_verso"]
    board, motion = view.page.board, view.motion
    frames_dir = os.environ.get("RECTO_VERSO_FRAMES")

    class PaintCounter(QObject):
        count = 0

        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    paints = PaintCounter()
    board.installEventFilter(paints)
    frames: list[float] = []
    shot = 0

    def play_out() -> None:
        nonlocal shot
        deadline = time.perf_counter() + 30
        while motion.busy and time.perf_counter() < deadline:
            start = time.perf_counter()
            painted = paints.count
            app.processEvents()
            if paints.count == painted:
                board.repaint()
            frames.append(time.perf_counter() - start)
            if frames_dir and len(frames) % 5 == 0:
                Path(frames_dir).mkdir(parents=True, exist_ok=True)
                board.grab().save(str(Path(frames_dir) / f"recto-verso-{shot:03d}.png"))
                shot += 1
            rest = FRAME_S - (time.perf_counter() - start)
            if rest > 0:
                time.sleep(rest)

    for card in CARDS:
        view.rounds.start_puzzle("easy", card, seed=7)
        app.processEvents()
        motion.set_tempo(1.0)  # the normal speed of moves (headless runs have none)
        solution = view.session.state.solution()
        steps = build_order((p.piece, p.cells) for p in solution.placements)
        for name, cells in steps[:-1]:  # never the last piece: the round would end
            view.session.hold_as(name, cells)
            view.act("place")
            play_out()
        view.page.clear_button.click()
        play_out()
        view.act("undo")
        play_out()
        view.show_solution()
        play_out()
    window.close()
    if not frames:
        raise RuntimeError("no animated frame was seen")
    ms = [f * 1000 for f in frames]
    detail = (
        f"{len(CARDS)} buildings put, cleared, restored and solved, {len(ms)} frames, window {WIDTH}×{HEIGHT}"
    )
    return [
        Figure("recto verso pieces moving: median frame", statistics.median(ms), "ms", "< 16", detail),
        Figure(
            "recto verso pieces moving: 95th percentile frame", _percentile(ms, 0.95), "ms", "< 16", detail
        ),
        Figure("recto verso pieces moving: longest frame", max(ms), "ms", "< 16", detail),
    ]
