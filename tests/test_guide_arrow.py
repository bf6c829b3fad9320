"""The guide's arrow reaches its target over bare felt, not through the table's words.

:func:`~app.guide.overlay.arrow_ends` picks, among the lines to the ring's near sides, the one
that crosses least of what it must not; the placement rule counts the arrow too, so a bubble
takes the side from which its arrow is clear (docs/ARCHITECTURE.md, "Guided first games").
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QWidget

from app.guide.controller import GuideController
from app.guide.overlay import arrow_ends, inside, ring_around
from engines.guide import load_guide

RING = QRectF(100, 420, 120, 100)
#: A row's title written just above the target's left half, on the straight way from above.
TITLE = QRectF(60, 392, 140, 22)


def test_the_arrow_goes_round_a_word_on_its_way() -> None:
    bubble = QRectF(100, 100, 300, 150)  # above the target
    straight = arrow_ends(bubble, RING)
    assert straight is not None and inside(*straight, TITLE) > 10  # the title in the way
    ends = arrow_ends(bubble, RING, [(TITLE, 4.0)])
    assert ends is not None
    assert inside(*ends, TITLE) == 0
    start, end = ends
    assert bubble.contains(start) and ring_around(RING).adjusted(-1, -1, 1, 1).contains(end)
    # The head comes from outside the ring, not across the target to its far side.
    assert end.x() <= RING.right() + 0.5


def test_no_arrow_when_the_bubble_touches_its_target() -> None:
    assert arrow_ends(QRectF(100, 300, 300, 115), RING) is None


class _Targets:
    """A table with one target, nothing else on it but a title above the target."""

    def locate(self, target: str) -> QRectF | None:
        return RING if target == "hand:0" else None

    def avoid(self) -> list[QRectF]:
        return [TITLE]

    def words(self) -> list[QRectF]:
        return [TITLE]


def test_the_bubble_takes_the_side_its_arrow_reaches_over_bare_felt(qtbot) -> None:  # type: ignore[no-untyped-def]
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1000, 640)
    host.show()
    guide = GuideController(load_guide("dj05135", "en"), host, _Targets())
    guide.show_step(idle=True)
    assert guide.runner.step is not None and guide.runner.step.point == "hand:0"
    bubble = QRectF(guide.bubble.geometry())
    highlight = guide.highlight
    assert highlight.target == RING and highlight.source == bubble
    ends = arrow_ends(bubble, ring_around(RING), highlight.obstacles)  # the arrow as drawn
    assert ends is not None, bubble
    assert inside(*ends, TITLE) == 0, (bubble, ends)
    assert not bubble.intersects(ring_around(RING))
    # Still close by: beside the target, not across the table.
    assert abs(bubble.center().y() - RING.center().y()) < 300
    assert QPointF(bubble.left(), 0).x() < 700
