"""The builder's picture: a full repaint of a 22-cube building and a ghost update on a pointer move."""

from __future__ import annotations

import os
import statistics
import time

from tests.benchmarks import Figure

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

WIDTH, HEIGHT = 1920, 1080


def _median_ms(fn, repeat: int = 60, warmup: int = 5) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    for _ in range(warmup):
        fn()
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        runs.append((time.perf_counter() - start) * 1000)
    return statistics.median(runs), min(runs)


def bench_recto_verso_view() -> list[Figure]:
    from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
    from PySide6.QtGui import QImage, QMouseEvent, QPainter
    from PySide6.QtWidgets import QApplication

    from app.context import AppContext
    from app.fonts import register_fonts
    from app.recto_verso import iso
    from app.recto_verso.view import RectoVersoBuilderView
    from app.settings import Settings
    from app.theme import PAPER
    from engines.recto_verso.game import PlacePiece
    from engines.recto_verso.handling import build_order
    from engines.table.clock import ManualTime

    app = QApplication.instance() or QApplication([])
    register_fonts()
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QSettings

    store = QSettings(str(Path(tempfile.mkdtemp()) / "bench.ini"), QSettings.Format.IniFormat)
    view = RectoVersoBuilderView(AppContext(Settings(store), Path(tempfile.mkdtemp()), headless=True))
    view.clock = ManualTime()
    view.rounds.start_puzzle("hard", "H01", seed=1)
    view.resize(WIDTH + 600, HEIGHT + 200)
    board = view.page.board
    board.resize(WIDTH, HEIGHT)
    session = view.session
    solution = session.state.solution()
    steps = build_order((p.piece, p.cells) for p in solution.placements)
    # The whole building, put down through the engine as a loaded game would be: no keyboard
    # cursor on the floor, the same picture the figure has always measured.
    for name, cells in steps:
        session.state.apply(PlacePiece.of(name, cells))
    view.refresh()
    cubes = sum(len(c) for c in session.state.placed.values())
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)

    def repaint() -> None:
        # What BoardWidget.paintEvent does, into an offscreen image of the same size.
        painter = QPainter(image)
        painter.fillRect(0, 0, WIDTH, HEIGHT, PAPER)
        board.last = iso.render(painter, QRectF(0, 0, WIDTH, HEIGHT), board.scene, board.camera)
        painter.end()

    full, full_min = _median_ms(repaint)

    def cold() -> None:
        iso._BOARD_CACHE.clear()
        iso._cell_geometry.cache_clear()
        repaint()

    cold_ms, _ = _median_ms(cold, repeat=20)

    # Ghost: the last piece in the hand over a 19-cube building, the pointer sweeping the board.
    last_name, _ = steps[-1]
    session.take(last_name)  # off the building into the hand
    view.refresh()
    repaint()
    geo = board.last
    points = [geo.project(x + 0.5, y + 0.5, 0) for x in range(4) for y in range(4)]
    index = [0]

    def ghost_move() -> None:
        point = QPointF(points[index[0] % len(points)])
        index[0] += 1
        event = QMouseEvent(
            QEvent.Type.MouseMove,
            point,
            point,
            Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(board, event)
        repaint()

    ghost_ms, ghost_min = _median_ms(ghost_move)
    del app
    return [
        Figure(
            f"builder full repaint, {cubes} cubes at {WIDTH}x{HEIGHT} offscreen",
            full,
            "ms",
            "<= 4 ms",
            f"median of 60, min {full_min:.2f} ms; "
            f"with cold caches (board image, cube geometry) {cold_ms:.2f} ms",
        ),
        Figure(
            "builder ghost update on a pointer move (pick, drop, repaint)",
            ghost_ms,
            "ms",
            "<= 4 ms",
            f"median of 60, min {ghost_min:.2f} ms; {WIDTH}x{HEIGHT}",
        ),
    ]
