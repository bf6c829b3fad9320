"""The step that teaches a put-down on Recto Verso's board: the ring is the place.

A newcomer clicks where the ring is, or presses Enter as the sentence says; the ring stays
drawn over the ghost of the held piece (docs/ARCHITECTURE.md, "Guided first games").
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from app.guide.overlay import arrow_ends, ring_around
from app.theme import ACCENTS, px
from engines.recto_verso.game import PlacePiece
from engines.recto_verso.moves import TakePiece
from engines.table.clock import ManualTime
from tests.test_guide_recto_verso import _click, _start
from tests.test_recto_verso_view import TURN_KEYS

pytestmark = pytest.mark.usefixtures("qtbot")


@pytest.fixture
def view(main_window, qtbot):  # type: ignore[no-untyped-def]
    main_window.resize(1229, 691)  # the window's first size on a 1366×768 screen
    main_window.show_view("recto_verso")
    view = main_window.views["recto_verso"]
    view.clock = ManualTime(5_000)
    return view


def _to_the_put_down(qtbot, view, mode: str):  # type: ignore[no-untyped-def]
    """Follow the guide to its first put-down step: the piece taken and turned as it says."""
    guide = _start(qtbot, view, mode)
    for _ in range(len(guide.script.steps)):
        expected = guide.runner.expected(view.guided.builder)
        if isinstance(expected, PlacePiece):
            qtbot.waitUntil(lambda: guide.highlight.target is not None)
            return guide, expected
        if expected is None:
            _click(qtbot, guide.bubble.next_button)
        elif isinstance(expected, TakePiece):
            _click(qtbot, view.page.tray.buttons[expected.piece])
        else:
            key, mods = TURN_KEYS[expected.operation]
            qtbot.keyClick(view.page.board, key, mods)
    raise AssertionError("the guide teaches no put-down")


def _on_board(view, point: QPointF) -> QPoint:  # type: ignore[no-untyped-def]
    """A point of the view, in the board's coordinates."""
    return view.page.board.mapFrom(view, point.toPoint())


def _points_in_ring(ring: QRectF) -> list[QPointF]:
    """The ring's centre, a point near each of its corners (inside the frame, off the squares' middles)."""
    inner = ring.adjusted(4, 4, -4, -4)
    return [ring.center(), inner.topLeft(), inner.topRight(), inner.bottomLeft(), inner.bottomRight()]


@pytest.mark.parametrize("mode", ["", "ladder"])
def test_a_click_anywhere_in_the_ring_puts_the_piece_on_the_ringed_squares(qtbot, view, mode) -> None:  # type: ignore[no-untyped-def]
    guide, expected = _to_the_put_down(qtbot, view, mode)
    ring = ring_around(view.guide_targets.locate("place"))
    board = view.page.board
    for point in _points_in_ring(ring)[1:]:  # hovering the frame shows the piece where it will go
        qtbot.mouseMove(board, _on_board(view, point))
        ghost = view.session.ghost()
        assert ghost is not None and tuple(sorted(ghost.cells)) == expected.cells, point
    corner = _points_in_ring(ring)[3]  # the frame's corner, not the middle of a ringed square
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=_on_board(view, corner))
    assert view.session.state.placed[expected.piece] == expected.cells
    assert not guide.bubble.refusal.isVisible() and guide.runner.expected(view.guided.builder) != expected


@pytest.mark.parametrize("mode", ["", "ladder", "party"])
def test_enter_puts_the_piece_on_the_ringed_squares(qtbot, view, mode) -> None:  # type: ignore[no-untyped-def]
    guide, expected = _to_the_put_down(qtbot, view, mode)
    view.session.move_to((3, 3))  # wherever the pointer left the hand
    qtbot.keyClick(view.page.board, Qt.Key.Key_Return)
    assert view.session.state.placed[expected.piece] == expected.cells
    assert not guide.bubble.refusal.isVisible()


def test_a_click_outside_the_ring_is_still_refused(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    guide, expected = _to_the_put_down(qtbot, view, "ladder")
    ring = ring_around(view.guide_targets.locate("place"))
    board = view.page.board
    far = QPointF(ring.right() + ring.width(), ring.center().y())  # the far side of the board
    assert view.page.board.rect().contains(_on_board(view, far))
    qtbot.mouseMove(board, _on_board(view, far))
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=_on_board(view, far))
    assert expected.piece not in view.session.state.placed
    assert guide.bubble.refusal.isVisible() or view.session.held == expected.piece


@pytest.mark.paints  # the picture on screen, ring and ghost as painted after the mouse moved
def test_the_ring_is_drawn_over_the_ghost(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    _guide, expected = _to_the_put_down(qtbot, view, "ladder")
    target = view.guide_targets.locate("place")
    qtbot.mouseMove(view.page.board, _on_board(view, target.center()))
    assert tuple(sorted(view.session.ghost().cells)) == expected.cells  # the ghost sits in the ring
    image = view.grab().toImage()
    ring = ring_around(target)
    orange = ACCENTS["orange"]

    def is_ring(x: float, y: float) -> bool:
        scale_x, scale_y = image.width() / view.width(), image.height() / view.height()
        colour = QColor(image.pixel(round(x * scale_x), round(y * scale_y)))
        found, wanted = colour.getRgb()[:3], orange.getRgb()[:3]
        return sum(abs(a - b) for a, b in zip(found, wanted, strict=True)) < 60

    # Along each side of the ring, where the ghost's cubes stand in the picture, the ring's orange shows.
    samples = [(ring.left() + ring.width() * f, ring.top()) for f in (0.3, 0.5, 0.7)]
    samples += [(ring.left() + ring.width() * f, ring.bottom()) for f in (0.3, 0.5, 0.7)]
    samples += [(ring.left(), ring.top() + ring.height() * f) for f in (0.4, 0.6)]
    samples += [(ring.right(), ring.top() + ring.height() * f) for f in (0.4, 0.6)]
    # ...save where the arrow's head meets the ring (its white outline is drawn there).
    highlight = view.guide.highlight
    ends = arrow_ends(highlight.source, ring, highlight.obstacles) if highlight.source is not None else None
    if ends is not None:
        head = ends[1]
        samples = [(x, y) for x, y in samples if math.hypot(x - head.x(), y - head.y()) > px(16)]
    assert len(samples) >= 8
    assert all(is_ring(x, y) for x, y in samples), [s for s in samples if not is_ring(*s)]


def test_after_a_click_on_next_the_builder_has_the_keys(qtbot, view) -> None:  # type: ignore[no-untyped-def]
    """Next clicked with the mouse leaves the keys with the board: the next key plays on (Enter is
    Next)."""
    from PySide6.QtWidgets import QApplication

    guide = _start(qtbot, view, "ladder")
    view.page.board.setFocus()
    clicked = 0
    while guide.runner.expected(view.guided.builder) is None:
        step = guide.runner.step
        if clicked % 2:
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
        else:
            _click(qtbot, guide.bubble.next_button)
        clicked += 1
        assert guide.runner.step is not step and QApplication.focusWidget() is view.page.board
    assert clicked >= 2
    expected = guide.runner.expected(view.guided.builder)
    assert isinstance(expected, TakePiece)
