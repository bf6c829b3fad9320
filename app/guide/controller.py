"""Steers a table through a guided game: shows each step, lets only its move through, plays the
script's moves for the other seats, gives hints in free play and names the skipped rules at the end.

The table keeps playing as it always does; it asks the controller two questions
(:meth:`GuideController.allows` before a move, :meth:`GuideController.scripted_move` when a
computer player is due) and tells it every move played (:meth:`GuideController.played`).
Where things are on the table comes from the table's :class:`~app.guide.targets.GuideTargets`.
"""

from __future__ import annotations

import logging
import math
from typing import NamedTuple

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QRectF, QSize, QSizeF, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QWidget

from app.guide.overlay import (
    GuideBubble,
    GuideHighlight,
    Obstacle,
    best_arrow,
    crossed,
    ring_around,
)
from app.guide.targets import CLOCK, QUESTION, RESULT, TURN_BANNER, GuideTargets
from app.theme import px
from engines.base import Action, GameState
from engines.guide import GuideError, GuideRunner, GuideScript
from engines.guide.runner import GuideState

__all__ = ["GuideController"]

log = logging.getLogger(__name__)

# What a pixel of distance between the bubble and its target costs, in square pixels hidden.
DISTANCE_COST = 30.0
# What a pixel of the arrow drawn across one of the table's things costs, in square pixels
# hidden: more than a pixel of distance, so a longer arrow over bare felt beats a short one
# through a row's name.
ARROW_COST = 90.0
# The weight of what must stay clear, against the table's other things (one).
MUST_CLEAR = 10.0
# The weight of the table's words outside the target's ring (a name, a count), over and above
# the thing they belong to: a count under a bubble is a count unread.
WORDS = 8.0
# How many of the best places, before their arrows, are tried with their arrows.
ARROW_SPOTS = 60
# The grid the places are first tried on (pixels), and the finer steps the best of them is then
# moved by (at most MOST_NUDGES of each, while one costs less): a gap between two things
# narrower than the grid's step still takes a bubble that fits it, clear of both by BREATHING
# pixels.
GRID = 24.0
NUDGES = (6, 2)
MOST_NUDGES = 2
BREATHING = 4
# A narrower bubble that covers fewer of the table's words is taken where it costs at most this
# share of the usual one's best place: it may hide a little more felt or a longer arrow, but
# not a card in place of a word.
OTHER_WIDTH = 1.25


class GuideController(QObject):
    """One guided game on one table; ``advanced`` after Next (scripted moves may be due),
    ``leave_requested`` from the bubble's Leave button (the table confirms), ``left`` once the
    guide is closed."""

    advanced = Signal()
    left = Signal()
    leave_requested = Signal()

    def __init__(
        self, script: GuideScript, host: QWidget, targets: GuideTargets, key_home: QWidget | None = None
    ) -> None:
        super().__init__(host)
        self.script = script
        self.runner = GuideRunner(script)
        self.host = host
        self.targets = targets
        # Where the table's keys are taken (the focus goes back there after the bubble's buttons).
        self.key_home = key_home or host
        self.highlight = GuideHighlight(host)
        self.bubble = GuideBubble(host)
        self.bubble.next_clicked.connect(self.next)
        self.bubble.leave_clicked.connect(self.leave_requested)
        self.bubble.finish_clicked.connect(self.finish_here)
        # A click on the bubble (its buttons take no focus from the mouse) hands the focus to the
        # table, not to the first parent that would take it, a scroll area that swallows the keys.
        self.bubble.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.bubble.key_home = self.key_home
        self.finished = False
        self._hint = 0
        self._target = ""
        # What the last placement was worked out from, and where it put the bubble: a place
        # asked again with nothing moved (a resize that changed nothing for the table, the
        # several resizes of one layout) keeps it instead of weighing every spot again.
        self._placed: tuple[object, ...] | None = None
        # Resizes of a table's parts come in bursts: they ask one placement, once they are done.
        self._place_timer = QTimer(self)
        self._place_timer.setSingleShot(True)
        self._place_timer.setInterval(0)
        self._place_timer.timeout.connect(self.place)
        self.hide()

    # -- questions from the table -----------------------------------------------------

    @property
    def guiding(self) -> bool:
        """Whether the steps still run (only their moves allowed, no undo)."""
        return not self.runner.free

    @property
    def waits_for_next(self) -> bool:
        return self.runner.waits_for_next or self.finished

    def allows(self, state: GuideState, action: Action) -> bool:
        """Whether the table may play ``action``; when not, the bubble says the step again."""
        try:
            allowed = self.runner.allows(state, action)
        except GuideError:
            self.lost_the_script()
            return True
        if allowed:
            return True
        if self.runner.reads_ahead(state, action):  # the move the words announced: on to its step
            self.runner.next()
            return True
        self.refuse()
        return False

    def lost_the_script(self) -> None:
        """The table no longer stands where the script expects (a move it did not see): the
        guide steps aside and the game goes on, rather than teach a move that cannot be made."""
        log.warning("the guided game left its script; the game goes on without it", exc_info=True)
        self.left.emit()

    def scripted_move(self, state: GameState) -> Action | None:
        return self.runner.scripted_move(state)

    # -- what happened ----------------------------------------------------------------

    def played(self, action: Action, learner_moved: bool) -> None:
        self.runner.played(action)
        if learner_moved and self.runner.free:
            self._hint += 1

    def next(self) -> None:
        if self.finished:
            self.close()
            return
        if self.runner.waits_for_next:
            self.runner.next()
            self._keys_to_the_table()
            self.advanced.emit()

    def finish_here(self) -> None:
        """Free play ends where the learner likes: the closing words, and the game stays on the table."""
        self._keys_to_the_table()
        self.show_end(self.tr("You have seen how the game goes."))

    def _keys_to_the_table(self) -> None:
        """A button of the bubble pressed from the keyboard gives the keys back to the table."""
        focus = QApplication.focusWidget()
        if focus is None or focus is self.bubble or self.bubble.isAncestorOf(focus):
            self.key_home.setFocus(Qt.FocusReason.OtherFocusReason)

    def refuse(self) -> None:
        step = self.runner.step
        self.show_step(idle=True)
        if step is not None:
            self.bubble.refuse(self.tr("Not that move yet. Follow the arrow:"))
            self._place_anew()

    # -- showing ------------------------------------------------------------------------

    def show_step(self, idle: bool) -> None:
        """Show the step (the table is still and the learner may act), or hide while others move."""
        if self.finished:
            return
        step = self.runner.step
        if not idle or self.runner.pending:
            self.hide()
            return
        if step is None:
            hints = self.script.hints
            if not hints:
                self.hide()
                return
            counter = self.tr("Hint")
            self.bubble.show_text(counter, hints[self._hint % len(hints)], None, self.tr("Finish here"))
            self._target = ""
        else:
            counter = (
                self.tr("Step %1 of %2")
                .replace("%1", str(self.runner.index + 1))
                .replace("%2", str(len(self.script.steps)))
            )
            self.bubble.show_text(counter, step.say, self.tr("Next") if step.expect is None else None)
            self._target = step.point
        self.bubble.leave_button.setText(self.tr("Leave the guide"))
        self.bubble.show()
        self.highlight.show()
        self._place_anew()
        # And once more after the table has shown the move that brought the step (the builder
        # draws the piece just taken in hand after the guide hears of it); unchanged, it stays.
        self.place_later()

    def well_played(self) -> str:
        """The last words' headline after a game won or a building right."""
        return self.tr("Well played!")

    def not_this_time(self) -> str:
        """The last words' headline after a game lost or an attempt failed."""
        return self.tr("Not this time…")

    def show_end(self, headline: str) -> None:
        """The guided game is over: ``headline`` says how it went (:meth:`well_played`,
        :meth:`not_this_time`), then which rules it left out, with a button to close."""
        self.finished = True
        lines = [headline, self.tr("This first game left out a few rules:")]
        lines += [f"• {sentence}" for sentence in self.script.skipped]
        self.bubble.show_text("", "\n".join(lines), self.tr("Close"))
        self.bubble.leave_button.hide()
        self._target = ""
        self.bubble.show()
        self.highlight.show()
        self._place_anew()

    def _place_anew(self) -> None:
        """The bubble says something new: placed afresh, whatever was placed before."""
        self._placed = None
        self.place()

    def place_later(self) -> None:
        """Place the bubble once the table has laid itself out (after the events queued now):
        any number of asks before then make one placement."""
        self._place_timer.start()

    def place(self) -> None:
        """Put the bubble near the target, clear of what the step talks about, and point the arrow.

        The bubble keeps its usual width where it hides nothing; where it would, narrower
        bubbles showing all their words are weighed too, and one that covers fewer of the
        table's words, or as few and less of the rest (a card beside it), is taken if it costs
        little more elsewhere (a count under a bubble is a count unread). Where the usual shape
        covers something that must stay clear (long last words beside a result on a small
        window), the other widths are tried, then shorter shapes whose words scroll, and the
        first that leaves everything in sight is taken."""
        bubble = self.bubble
        if not bubble.isVisible():
            return
        host = self.shown_part()
        self.highlight.setGeometry(self.host.rect())
        self.highlight.raise_()
        target = self.targets.locate(self._target) if self._target else None
        keep_clear = self.keep_clear(target)
        ring = ring_around(target) if target is not None else None
        things = self.targets.avoid()
        words = [rect for rect in self.targets.words() if ring is None or not ring.contains(rect)]
        inputs = (host, self.host.rect(), target, keep_clear, things, words, self.finished)
        if self._placed is not None and self._placed == (*inputs, bubble.geometry()):
            return
        obstacles = _obstacles(ring, keep_clear, things, words) if ring is not None else []
        shapes = _shapes(bubble.width_wanted, host)
        usual = shapes[0]

        def spot_for(shape: tuple[int, int]) -> _Spot:
            return self._spot(host, QSizeF(bubble.fit(*shape)), target, keep_clear, things, words, obstacles)

        spot = first = spot_for(usual)
        weighed = _each_weighed(things, words, [])
        shape, covered = usual, _covered(spot, bubble.size(), words, weighed)
        if covered[1] > 0 and not spot.blocked:
            least = spot.rank()[:2], spot.cost * OTHER_WIDTH
            for other in shapes[1:]:
                if other[1] != usual[1] or other[0] not in _narrower(usual[0]):
                    continue
                found = spot_for(other)
                hides = _covered(found, bubble.size(), words, weighed)
                if hides < covered and (found.rank()[:2], found.cost) <= least:
                    spot, shape, covered = found, other, hides
                if covered[1] == 0:
                    break
        elif spot.blocked:
            for other in shapes[1:]:
                found = spot_for(other)
                if not found.blocked:
                    spot, shape = found, other
                    break
            else:  # no room anywhere: the usual shape, where it hides least
                spot, shape = first, usual
        bubble.fit(*shape)
        bubble.move(spot.x, spot.y)
        bubble.raise_()
        self.highlight.point_at(target, QRectF(bubble.geometry()) if target is not None else None, obstacles)
        self._placed = (*inputs, QRect(bubble.geometry()))

    def shown_part(self) -> QRectF:
        """The part of the host the window shows (a table wider than a small window is cut at
        its edge): the bubble stays inside it."""
        host = self.host
        shown = QRectF(host.rect())
        parent = host.parentWidget()
        while parent is not None:  # each container clips what it holds (the window, a scroll area)
            shown = shown.intersected(
                QRectF(QPointF(host.mapFrom(parent, QPoint(0, 0))), QSizeF(parent.size()))
            )
            parent = parent.parentWidget()
        return shown if not shown.isEmpty() else QRectF(host.rect())

    def keep_clear(self, target: QRectF | None) -> list[QRectF]:
        """What the bubble never covers while there is room elsewhere: the step's target in its
        ring, the other things its sentence names, a result with its buttons, the turn banner, a
        question the table asks and the clock it runs."""
        clear = [ring_around(target)] if target is not None else []
        step = None if self.finished else self.runner.step
        for name in (*(step.names if step is not None else ()), RESULT, TURN_BANNER, QUESTION, CLOCK):
            rect = self.targets.locate(name)
            if rect is not None:
                clear.append(rect)
        return clear

    def _spot(
        self,
        host: QRectF,
        size: QSizeF,
        target: QRectF | None,
        keep_clear: list[QRectF],
        things: list[QRectF],
        words: list[QRectF],
        obstacles: list[Obstacle],
    ) -> _Spot:
        """Where the bubble goes: the one placement rule of every guide.

        Every place on a coarse grid inside the host is tried. Places that would cover one of
        ``keep_clear`` are left out while any other remains; among the rest, the cost is the area
        of the table's ``things`` hidden (its ``words`` eight times more, what must stay clear ten
        times over) plus a
        cost for the distance to the target and one for its arrow across ``obstacles``, so the
        bubble settles in the nearest empty stretch of felt from which its arrow reaches the
        target over bare felt, whatever the table's layout, language or size. With no target,
        it settles near the right of the table (a hint), or low and central (the last words).
        Returns the place found, with whether it covers something that must stay clear.
        """
        margin = 12.0
        room = host.adjusted(margin, margin, -margin - size.width(), -margin - size.height())
        if target is not None:
            centre, distance_cost = target.center(), DISTANCE_COST
        elif self.finished:
            centre, distance_cost = QPointF(host.center().x(), host.bottom()), 1.0
        else:
            centre, distance_cost = QPointF(host.right(), host.top() + host.height() / 3), 1.0
        columns, rows = _steps(room.left(), room.width(), GRID), _steps(room.top(), room.height(), GRID)
        width, height = size.width(), size.height()
        # The area hidden at each place is a sum of products (a rectangle's overlap across times
        # its overlap down), so each rectangle only visits the places it overlaps.
        hidden = [[0.0] * len(rows) for _ in columns]
        blocked = [[False] * len(rows) for _ in columns]
        for rects, weight, must in _weighed(things, words, keep_clear):
            for rect in rects:
                across = _overlaps(columns, width, rect.left(), rect.right())
                down = _overlaps(rows, height, rect.top(), rect.bottom())
                for i, dx in across:
                    line, stop = hidden[i], blocked[i]
                    for j, dy in down:
                        line[j] += weight * dx * dy
                        if must:
                            stop[j] = True
        spots = sorted(
            (
                blocked[i][j],
                hidden[i][j]
                + distance_cost * math.hypot(x + width / 2 - centre.x(), y + height / 2 - centre.y()),
                x,
                y,
            )
            for i, x in enumerate(columns)
            for j, y in enumerate(rows)
        )
        fits = room.width() >= 0 and room.height() >= 0  # a bubble larger than the host never fits
        if not spots:
            return _Spot(True, False, math.inf, int(room.left()), int(room.top()))
        ring = ring_around(target) if target is not None else None
        judge = _Judge(size, centre, distance_cost, things, words, keep_clear, ring, obstacles)
        if ring is None:
            blocked_there, cost, x, y = spots[0]
            best = _Spot(blocked_there, False, cost, int(x), int(y))
        else:
            best = self._with_arrow(spots, judge)
        # The best place moved by finer steps, each judged whole, things given room to breathe.
        best = judge.with_arrow(judge.hidden(best.x, best.y))
        # Where it hides something: each finer step, the way that costs less while one does (on
        # bare felt with room to spare it stays: a step would only save a few pixels).
        for step in NUDGES if judge.covered(best.x, best.y) > 0 else ():
            for _ in range(MOST_NUDGES):
                moved = best
                for dx, dy in ((step, 0), (-step, 0), (0, step), (0, -step)):
                    x, y = best.x + dx, best.y + dy
                    if not room.contains(QPointF(x, y)):
                        continue
                    nudged = judge.hidden(x, y)
                    if nudged.rank() < moved.rank():  # before its arrow, which only adds
                        nudged = judge.with_arrow(nudged)
                        if nudged.rank() < moved.rank():
                            moved = nudged
                if moved is best:
                    break
                best = moved
        return best._replace(blocked=best.blocked or not fits)

    @staticmethod
    def _with_arrow(spots: list[tuple[bool, float, float, float]], judge: _Judge) -> _Spot:
        """The best of ``spots`` (sorted by their cost) once the arrow is counted: each pixel of
        arrow across the obstacles costs ``ARROW_COST`` times their weight, so the bubble takes
        the side from which its arrow reaches the target over bare felt, not through a row's
        name or a pile's count; an arrow across what must stay clear (more than grazing it by
        its own width) is taken only where every other is too. An arrow only adds to a cost:
        the spots are read in order until the next one costs more, before its arrow, than the
        best found (at most ``ARROW_SPOTS`` of them, so a crowded table is placed at once)."""
        best: _Spot | None = None
        for blocked, cost, x, y in spots[:ARROW_SPOTS]:
            if best is not None and (blocked, False, cost) >= best.rank():
                break
            spot = judge.with_arrow(_Spot(blocked, False, cost, int(x), int(y)))
            if best is None or spot.rank() < best.rank():
                best = spot
        assert best is not None
        return best

    def hide(self) -> None:
        self.bubble.hide()
        self.highlight.hide()

    def close(self) -> None:
        self.hide()
        self.left.emit()


def _weighed(
    things: list[QRectF], words: list[QRectF], keep_clear: list[QRectF]
) -> tuple[tuple[list[QRectF], float, bool], ...]:
    """What a bubble's place costs per pixel hidden: each group of rectangles, its weight and
    whether it must stay clear."""
    return ((things, 1.0, False), (words, WORDS, False), (keep_clear, MUST_CLEAR, True))


class _Judge:
    """What a bubble of ``size`` costs at one place, judged whole (see
    :meth:`GuideController._spot`): the things it hides and the words (:data:`WORDS` times over),
    each with a margin of :data:`BREATHING` pixels, what must stay clear ten times over, its
    distance to ``centre``, and its arrow to ``ring`` across ``obstacles``."""

    def __init__(
        self,
        size: QSizeF,
        centre: QPointF,
        distance_cost: float,
        things: list[QRectF],
        words: list[QRectF],
        keep_clear: list[QRectF],
        ring: QRectF | None,
        obstacles: list[Obstacle],
    ) -> None:
        self.size, self.centre, self.distance_cost = size, centre, distance_cost
        room = BREATHING  # what may be touched gets room round it; what must stay clear is exact
        self.weighed = _each_weighed(things, words, keep_clear, room)
        self.keep_clear, self.ring, self.obstacles = keep_clear, ring, obstacles
        self.must = [(rect, weight) for rect, weight in obstacles if weight >= MUST_CLEAR]

    def covered(self, x: int, y: int) -> float:
        """What a bubble at ``(x, y)`` hides, weighed (none: it stands on bare felt)."""
        return _hidden(QRectF(QPointF(x, y), self.size), self.weighed)

    def hidden(self, x: int, y: int) -> _Spot:
        """The place without its arrow: what it hides and its distance (an arrow only adds)."""
        bubble = QRectF(QPointF(x, y), self.size)
        centre = bubble.center()
        cost = self.covered(x, y)
        cost += self.distance_cost * math.hypot(centre.x() - self.centre.x(), centre.y() - self.centre.y())
        blocked = any(bubble.intersects(rect) for rect in self.keep_clear)
        return _Spot(blocked, False, cost, x, y)

    def with_arrow(self, spot: _Spot) -> _Spot:
        """``spot`` (from :meth:`hidden`) with its arrow counted."""
        if self.ring is None:
            return spot
        arrow = best_arrow(QRectF(QPointF(spot.x, spot.y), self.size), self.ring, self.obstacles)
        if arrow is None:
            return spot
        crosses = crossed(arrow[0], arrow[1], self.must) >= px(7) * MUST_CLEAR
        return spot._replace(crosses=crosses, cost=spot.cost + ARROW_COST * arrow[2])


class _Spot(NamedTuple):
    """A place for the bubble and what it costs there (see :meth:`GuideController._spot`)."""

    blocked: bool
    #: Its arrow crosses something that must stay clear.
    crosses: bool
    cost: float
    x: int
    y: int

    def rank(self) -> tuple[bool, bool, float]:
        """Lower is better."""
        return (self.blocked, self.crosses, self.cost)


def _obstacles(
    ring: QRectF, keep_clear: list[QRectF], things: list[QRectF], words: list[QRectF]
) -> list[Obstacle]:
    """What the arrow to ``ring`` should not cross: the table's ``things``, save those the ring
    touches (the arrow's head ends there: a tray holding the target); its ``words`` (those
    outside the ring) four times over (an arrow through a name strikes it out); what must stay
    clear ten times over."""
    weighed = [(rect, 1.0) for rect in things if not rect.intersects(ring)]
    weighed += [(rect, 4.0) for rect in words]
    return weighed + [(rect, MUST_CLEAR) for rect in keep_clear if not rect.intersects(ring)]


def _narrower(width: int) -> tuple[int, int]:
    """The widths weighed beside the usual ``width`` when it covers some of the table's words
    (the same as :func:`_shapes`' narrower ones)."""
    return round(width * 0.75), round(width * 0.6)


def _each_weighed(
    things: list[QRectF], words: list[QRectF], keep_clear: list[QRectF], room: float = 0.0
) -> list[tuple[QRectF, float]]:
    """Each rectangle of :func:`_weighed` with its weight, what may be touched grown by ``room``
    (what must stay clear is kept exact)."""
    return [
        (rect.adjusted(-room, -room, room, room) if room and not must else rect, weight)
        for rects, weight, must in _weighed(things, words, keep_clear)
        for rect in rects
    ]


def _covered(
    spot: _Spot, size: QSize, words: list[QRectF], weighed: list[tuple[QRectF, float]]
) -> tuple[float, float]:
    """What a bubble of ``size`` at ``spot`` hides: the area of the table's ``words``, then all
    it hides as ``weighed`` (fewer words first; then a card beside a narrower bubble's place is
    a card read)."""
    bubble = QRectF(spot.x, spot.y, size.width(), size.height())
    return _hidden(bubble, [(rect, 1.0) for rect in words]), _hidden(bubble, weighed)


def _hidden(bubble: QRectF, weighed: list[tuple[QRectF, float]]) -> float:
    """The area of the weighed rectangles ``bubble`` covers, each times its weight."""
    cost = 0.0
    for rect, weight in weighed:
        if bubble.intersects(rect):
            area = bubble.intersected(rect)
            cost += weight * area.width() * area.height()
    return cost


def _shapes(width: int, host: QRectF) -> list[tuple[int, int]]:
    """The bubble's shapes in the order they are tried: ``width`` wide with all its words, wider
    and narrower, then shorter with its words scrolling; none wider than the host."""
    room = host.width() - 24
    widths = [round(width * factor) for factor in (1.0, 1.35, 1.75, 0.75, 0.6)]
    widths = [w for w in widths if w <= room] or [max(int(room), 1)]
    tallest = max(int(host.height()) - 24, 1)
    heights = [tallest] + [int(tallest * share) for share in (0.65, 0.45, 0.3)]
    return [(w, h) for h in heights for w in widths]


def _steps(start: float, length: float, grid: float = 24.0) -> list[float]:
    """Places every ``grid`` pixels from ``start`` over ``length``, its far end included."""
    if length < 0:
        return [start]
    places = [start + k * grid for k in range(int(length // grid) + 1)]
    if places[-1] < start + length:
        places.append(start + length)
    return places


def _overlaps(places: list[float], extent: float, low: float, high: float) -> list[tuple[int, float]]:
    """For a bubble ``extent`` long at each of ``places``: the places that overlap [low, high],
    and by how much."""
    found = []
    for index, place in enumerate(places):
        overlap = min(place + extent, high) - max(place, low)
        if overlap > 0:
            found.append((index, overlap))
    return found
