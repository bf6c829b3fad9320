"""The DJ05135 card table: a scene laid out in card units (mm), scaled to fit its view.

The scene is 1000 units wide and as tall as the view's shape asks, so one scale maps it to
the widget (KPat's ``relayoutScene``: content measured in card units, one scale from the
room). Within it, every size is a share of the hand card: the opponents' cards, the centre
grid, the gaps, and the labels, which never drop below the interface's text once painted
(:mod:`app.table.card_units`); the words under the hand's cards grow with the cards, never
below the text without presenter mode. The hand card's size is the largest that lets all of it fit.

The scene is drawn from one player's :class:`~engines.dj05135.game.DJ05135View` and
nothing else, so it can only show what that player may see; the one exception is the
teacher's announced "show all hands" switch, which hands it the hidden side of each card
(read from the true state by the view) to draw beside the card, with room made for it.
Cards are sprites keyed by their tag and glide to their new place when the view changes
(KPat's pattern). A new view touches only what changed: a sprite whose card, place and marks
stay is left alone, and the panels, names and words around the cards are kept while they
show the same (:class:`~app.table.scene_decor.SceneDecor`), so a move repaints what it moved.
Which cards can be chosen, and which one has the keyboard focus, is set
by the owner of the scene; clicks and Enter come back as :attr:`DJ05135Scene.chosen` with the sprite's key.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsTextItem,
    QGraphicsView,
    QWidget,
)

from app.dj05135.side_choice import SIDE_KEEP, SIDE_TURN, side_choice
from app.dj05135.sprites import (
    CAPTION_FLAGS,
    CAPTION_GAP,
    CAPTION_OVERHANG,
    CARD_H,
    CARD_W,
    PAIR_H,
    PAIR_W,
    CardSprite,
    PointTokens,
    caption_font,
    caption_width,
)
from app.fonts import sans_font
from app.table.card_units import caption_units, interface_text_px, label_units
from app.table.fitted_view import FittedView
from app.table.kept_picture import keep_picture, move_kept
from app.table.motion import flip_animation, moment
from app.table.scene_decor import SceneDecor
from app.table.scene_text import scene_text_width
from app.theme import presenter_gain
from engines.dj05135.cards import CARD_COUNT as CARDS
from engines.dj05135.cards import Face
from engines.dj05135.game import POINTS_TO_WIN, DJ05135View, hand_size

__all__ = ["SIDE_KEEP", "SIDE_TURN", "CardPlacement", "DJ05135CardTable", "DJ05135Scene"]

SCENE_W, SCENE_H = 1000.0, 640.0
#: The shapes the scene follows: wider views show it letterboxed, taller ones with room below.
MIN_SCENE_H, MAX_SCENE_H = 380.0, 820.0
#: Where a card's centre sits in the room it takes with its other side (from the room's centre).
PAIR_DX = -(PAIR_W - CARD_W) / 2
PAIR_DY = -(PAIR_H - CARD_H) / 2

#: The viewer's cards are the largest; the others are shares of their size.
OPPONENT_SHARE = 0.5
#: How long a card takes to glide, turn over, come into or leave play, at normal pace (ms).
MOVE_MS = 260
CENTRE_SHARE = 0.5  # at least this share of the hand card, else the hand shrinks
CENTRE_MAX = 0.85  # never larger than this share
MAX_HAND_SCALE = 2.6
MARGIN, GAP = 8.0, 8.0
#: The least room between two captions under the hand's cards (card units).
CAPTION_GAP_X = 4.0
#: Label sizes as shares of the hand card's height (the interface's text is the floor).
NAME_SHARE, NOTE_SHARE = 0.1, 0.085
#: Font size (units of the card itself) of the words under a hand card and of its badge.
CAPTION_UNITS, MARK_UNITS = 8.0, 7.0
#: The hand's fan: each card away from the middle turns this many degrees, and sinks this
#: many units times the square of its distance from the middle.
FAN_TILT, FAN_DROP = 1.0, 0.5
#: Room between the lowest words under the hand and the hand panel's bottom edge (units).
HAND_BOTTOM = 10.0
INK = QColor("#1d2733")
MUTED = QColor("#5b6675")
ZONE = QColor("#fbf7ee")
ZONE_EDGE = QColor("#d8ccb4")
TURN = QColor("#fff0c2")


def fan_sag(cards: int, hand: float) -> float:
    """How much lower the outer cards of a fan of ``cards`` reach than the middle one (units):
    their drop, and the outer corner of their caption's box lowered by their tilt."""
    outer = (cards - 1) / 2
    tilt = math.sin(math.radians(outer * FAN_TILT)) * (CARD_W / 2 + CAPTION_OVERHANG) * hand
    return outer * outer * FAN_DROP + tilt


@dataclass(frozen=True)
class CardPlacement:
    """Where a card goes: centre point, angle, scale, stacking order, and which hand or the centre."""

    pos: QPointF
    rotation: float
    scale: float
    z: float
    zone: str  # "hand" (the viewer's), "opponent", "centre"
    owner: int | None


def centre_grid(
    area: QRectF, cards: int, unit_w: float = CARD_W, unit_h: float = CARD_H
) -> tuple[int, int, float]:
    """(rows, columns, card scale) of the grid showing ``cards`` centre cards biggest in ``area``.

    ``unit_w`` x ``unit_h`` is the room one card takes at scale 1 (more with its other side).
    """
    best = (1, max(1, cards), 0.0)
    for rows in (1, 2, 3, 4):
        cols = max(1, math.ceil(cards / rows))
        scale = min((area.width() / cols - 8) / unit_w, (area.height() / rows - 6) / unit_h)
        if scale > best[2]:
            best = (rows, cols, scale)
    return best[0], best[1], min(best[2], 1.3)


@dataclass(frozen=True)
class Plan:
    """The table's geometry for one view shape: every size derives from ``hand`` (a card scale)."""

    hand: float
    opponent: float
    name: float  # font sizes in scene units
    note: float
    caption: float  # in the card's own units (the sprite is scaled by ``hand``)
    caption_lines: int
    opponent_h: float
    hand_h: float
    left_column: float
    #: Every other hand card's caption one row lower: side by side they would run into each other.
    stagger: bool = False

    @property
    def line(self) -> float:
        return self.name * 1.35

    @property
    def caption_drop(self) -> float:
        """How much lower the captions of the lower row stand (card units; 0 with one row)."""
        return self.caption_lines * self.caption * 1.3 + CAPTION_GAP if self.stagger else 0.0


class DJ05135Scene(QGraphicsScene):
    """Cards, names, point tokens and the centre of one player's table."""

    chosen = Signal(object)
    #: What the table shows or offers changed (a view, the choices, the focus ring): the
    #: accessible model follows (:mod:`app.access.dj05135`).
    changed = Signal()
    #: The cards stopped moving: the computer players may go on.
    settled = Signal()
    #: Cards began to move (until ``settled``).
    started = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, SCENE_W, SCENE_H, parent)
        self.setBackgroundBrush(QColor("#efe6d4"))
        self.sprites: dict[object, CardSprite] = {}
        self.animation_ms = MOVE_MS
        self.view: DJ05135View | None = None
        self.names: list[str] = []
        self.covered = False
        #: The panels, names and words around the cards, kept while they show the same.
        self.decor = SceneDecor(self)
        #: Seat -> the point tokens beside its name, as last drawn (a guide points at them).
        self.tokens: dict[int, PointTokens] = {}
        self._slots: dict[int, int] = {}
        self._choices: list[object] = []
        self._focus: object | None = None
        self._animation: QParallelAnimationGroup | None = None
        self._finishing = False
        self._side_items: list[object] = []
        self._side_panel: QGraphicsRectItem | None = None
        #: While a steal's side is chosen: the side seen of the card, and the choice's sentences.
        self.side_seen: Face | None = None
        self.side_texts: tuple[str, str, str] = ("", "", "")
        self._choices_before_relayout: list[object] = []
        self._focus_before_relayout: object | None = None
        self.texts: dict[str, str] = {}
        #: The words under the hand's cards, sorted: part of what the layout is found for.
        self._captions: tuple[str, ...] = ()
        #: Tag -> the side nobody on screen may see: filled only by the teacher's switch.
        self.hidden: dict[int, Face] = {}
        self.height_units = SCENE_H
        #: The last layout found and what it was found for (fitting is a search: done once per shape).
        self._plan_key: tuple[object, ...] | None = None
        self._plan: Plan | None = None
        #: Screen pixels per scene unit, set by the view (labels keep the interface's text size).
        self.px_per_unit = 1.0
        self._centre_count = 0

    def set_tempo(self, tempo: float) -> None:
        """Play moves at ``tempo`` times their length (the speed of moves); 0 shows their end at once."""
        self.animation_ms = moment(MOVE_MS, tempo) if tempo > 0 else 0

    def fit_to(self, width: float, height: float, force: bool = False) -> None:
        """Take the shape of a ``width`` x ``height`` pixel view (the width stays 1000 units)."""
        if width <= 0 or height <= 0:
            return
        units = round(min(MAX_SCENE_H, max(MIN_SCENE_H, SCENE_W * height / width)))
        ppu = min(width / SCENE_W, height / units)
        if units == self.height_units and abs(ppu - self.px_per_unit) < 1e-3 and not force:
            return
        self.height_units, self.px_per_unit = units, ppu
        self.setSceneRect(0, 0, SCENE_W, units)
        if self.view is not None:
            choices, focus = self._choices, self._focus
            asking = self.side_seen if self._side_items else None  # a steal's side choice
            self.show_view(self.view, self.names, self.texts, animate=False, hidden=self.hidden)
            if asking is not None:  # measured again for the new size, over the table
                self.show_side_choice(asking, self.side_texts)
            self.set_choices(choices, focus)

    # -- showing a view ------------------------------------------------------------

    def show_view(
        self,
        view: DJ05135View,
        names: Sequence[str],
        texts: dict[str, str],
        animate: bool,
        hidden: Mapping[int, Face] | None = None,
    ) -> None:
        """Lay the table out as ``view.player`` sees it; cards glide from where they were if ``animate``.

        ``hidden`` (the teacher's switch only) gives cards their other side, drawn beside them.
        """
        self._choices_before_relayout, self._focus_before_relayout = self._choices, self._focus
        self.view = view
        self.names = list(names)
        self.texts = texts
        self._captions = tuple(sorted(text for k, text in texts.items() if k.startswith("caption:")))
        self.hidden = dict(hidden or {})
        self.covered = False
        self._clear_side_choice()
        places = self.layout(view)
        faces = {card.tag: card.face for hand in view.hands for card in hand}
        faces.update({card.tag: card.face for card in view.centre})
        self._finishing = True  # the moves of the last view end where they were going, quietly
        try:
            self.finish_animations()
        finally:
            self._finishing = False
        group = QParallelAnimationGroup(self) if animate and self.animation_ms > 0 else None
        for tag, place in places.items():
            sprite = self.sprites.get(tag)
            fresh = sprite is None or not sprite.isVisible()
            if sprite is None:
                sprite = CardSprite(tag, faces[tag])
                sprite.clicked.connect(self.chosen.emit)
                self.addItem(sprite)
                self.sprites[tag] = sprite
            if group is not None and not fresh and sprite.face != faces[tag]:
                group.addAnimation(self._flip(sprite, faces[tag]))
            else:
                sprite.set_face(faces[tag])
            if group is not None and fresh:  # a card coming into play (a draw): it fades in where it lands
                group.addAnimation(self._fade(sprite, 0.0, 1.0))
            sprite.zone, sprite.owner = place.zone, place.owner
            keep_picture(sprite, place.rotation == 0)  # the hand's fan tilts its cards
            sprite.setVisible(True)
            sprite.setZValue(place.z)
            sprite.set_caption(texts.get(f"caption:{tag}", "") if place.zone == "hand" else "")
            sprite.setToolTip(texts.get(f"tip:{tag}", ""))
            sprite.set_other_side(self.hidden.get(tag), texts.get("other_side", ""))
            moved = (sprite.pos() - place.pos).manhattanLength() > 0.5 or abs(
                sprite.scale() - place.scale
            ) > 1e-3
            if group is not None and not fresh and moved:
                sprite.setZValue(place.z + 500)  # fly above the others
                for prop, end in (
                    (b"pos", place.pos),
                    (b"rotation", place.rotation),
                    (b"scale", place.scale),
                ):
                    anim = QPropertyAnimation(sprite, prop)
                    anim.setDuration(self.animation_ms)
                    anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                    anim.setEndValue(end)
                    group.addAnimation(anim)
                group.finished.connect(lambda s=sprite, z=place.z: (s.setZValue(z), s.update()))
            else:
                move_kept(sprite, place.pos)
                sprite.setRotation(place.rotation)
                sprite.setScale(place.scale)
        for unplaced, sprite in self.sprites.items():
            if unplaced not in places:
                sprite.set_other_side(None)
                if group is not None and sprite.isVisible():  # a card leaving play fades out
                    group.addAnimation(self._fade(sprite, 1.0, 0.0))
                    group.finished.connect(lambda s=sprite: (s.setVisible(False), s.setOpacity(1.0)))
                else:
                    sprite.setVisible(False)
        marks: dict[object, str] = {tag: texts.get("mark:flipped", "") for tag in view.flipped}
        if view.played is not None:
            marks[view.played] = texts.get("mark:played", "")
        for marked, sprite in self.sprites.items():
            sprite.set_mark(marks.get(marked, ""))
        self._draw_decor(view)
        self._refresh_choices()
        if group is not None and group.animationCount():
            self._animation = group
            group.finished.connect(self._animation_done)
            self.started.emit()
            group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def animating(self) -> bool:
        return self._animation is not None

    def _animation_done(self) -> None:
        self._animation = None
        if self._finishing:  # ended by a new showing of the table, which may move cards again
            QTimer.singleShot(0, self, self._settle_if_still)
        else:
            self.settled.emit()

    def _flip(self, sprite: CardSprite, face: Face | None) -> QAbstractAnimation:
        """The card turns over where it is: both of its sides are seen."""
        return flip_animation(sprite, self.animation_ms, sprite.set_squash, lambda: sprite.set_face(face))

    def _fade(self, sprite: CardSprite, start: float, end: float) -> QAbstractAnimation:
        sprite.setOpacity(start)
        fade = QPropertyAnimation(sprite, b"opacity")
        fade.setDuration(self.animation_ms)
        fade.setStartValue(start)
        fade.setEndValue(end)
        return fade

    def forget_centre_slots(self) -> None:
        """A new game (or a loaded one): its centre fills from the first slot, whatever the last game left."""
        self._slots.clear()

    def show_covered(self) -> None:
        """Hide every hand (the cover screen is up): no card face of any hand stays in the scene."""
        self._stop_animation()
        self.covered = True
        self.view = None
        self.hidden = {}
        self._clear_side_choice()
        for sprite in self.sprites.values():
            sprite.set_other_side(None)
            if sprite.zone in ("hand", "opponent"):
                sprite.setVisible(False)
                sprite.set_face(None)
        self.set_choices([])
        self.decor.clear()

    def finish_animations(self) -> None:
        if self._animation is not None:
            with contextlib.suppress(RuntimeError):  # already finished and deleted
                self._animation.setCurrentTime(self._animation.totalDuration())
            self._stop_animation()

    def _stop_animation(self) -> None:
        if self._animation is not None:
            with contextlib.suppress(RuntimeError):  # already deleted when it finished
                self._animation.stop()
            self._animation = None
            # Cut short (a skipping click, a new size): settled comes a moment later, unless
            # the caller starts the next moves meanwhile, so the table's next step is not lost.
            QTimer.singleShot(0, self, self._settle_if_still)

    def _settle_if_still(self) -> None:
        if self._animation is None:
            self.settled.emit()

    # -- layout ----------------------------------------------------------------------

    def seat_order(self, view: DJ05135View) -> list[int]:
        """The opponents from left to right: the seats after the viewer, in seat order."""
        return [(view.player + i) % view.players for i in range(1, view.players)]

    def opponent_panel(self, view: DJ05135View, seat: int) -> QRectF:
        order = self.seat_order(view)
        width = (SCENE_W - 2 * MARGIN) / len(order)
        i = order.index(seat)
        return QRectF(MARGIN + i * width + GAP / 2, MARGIN, width - GAP, self.plan(view).opponent_h)

    def centre_rect(self) -> QRectF:
        plan = self.plan(self.view) if self.view is not None else None
        top = MARGIN + (plan.opponent_h if plan else 138.0) + GAP
        bottom = self.hand_rect().top() - GAP
        return QRectF(MARGIN, top, SCENE_W - 2 * MARGIN, max(10.0, bottom - top))

    def hand_rect(self) -> QRectF:
        plan = self.plan(self.view) if self.view is not None else None
        height = plan.hand_h if plan else 208.0
        return QRectF(MARGIN, self.height_units - MARGIN - height, SCENE_W - 2 * MARGIN, height)

    def _units(self) -> tuple[float, float]:
        """The room one card takes at scale 1: more with its other side beside it."""
        return (PAIR_W, PAIR_H) if self.hidden else (CARD_W, CARD_H)

    def _plan_for(self, hand: float, view: DJ05135View) -> Plan:
        _unit_w, unit_h = self._units()
        ppu = self.px_per_unit
        name = label_units(NAME_SHARE * CARD_H * hand, ppu)
        note = label_units(NOTE_SHARE * CARD_H * hand, ppu)
        caption = caption_units(CAPTION_UNITS, ppu * hand)
        opponent = OPPONENT_SHARE * hand
        line = name * 1.35
        opponent_h = 6 + line + unit_h * opponent + 10
        lines = self._caption_lines(caption)
        # The viewer's name plate stands above the hint, left of the fan: as wide as it is, so
        # that a long label ("Ana (on a phone)") never runs under the first cards.
        plate = self._plate_width(self.texts.get(f"name:{view.player}", ""), name)
        left_column = max(200.0, 13 * note, plate + 24)
        n = len(view.hands[view.player])
        w = _unit_w * hand
        room = SCENE_W - 2 * MARGIN - left_column - 30
        step = min(w + 8, (room - w) / max(1, n - 1))
        stagger = n > 1 and step < (self._widest_caption(caption, lines) + CAPTION_GAP_X) * hand
        drop = lines * caption * 1.3 + CAPTION_GAP if stagger else 0.0
        below = (CAPTION_GAP + lines * caption * 1.3 + drop) * hand
        hand_h = 10 + unit_h * hand + below + fan_sag(n, hand) + HAND_BOTTOM
        return Plan(hand, opponent, name, note, caption, lines, opponent_h, hand_h, left_column, stagger)

    @staticmethod
    def _plate_width(label: str, size: float) -> float:
        """The width of a name plate for ``label`` at font ``size``: the turn's mark, the name,
        and the point tokens after it (see :meth:`_name_plate`)."""
        tokens = size * 0.9
        text = scene_text_width("▶ " + label, size, True)
        return text + tokens * 0.6 + PointTokens(0, POINTS_TO_WIN, tokens).boundingRect().width()

    def _caption_lines(self, size: float) -> int:
        """One line when every caption fits its card at ``size``; else as many as the longest
        takes wrapped under its card (two mostly; three or four for long words in a large
        font, as French in presenter mode), so the lower row of captions starts below them all."""
        metrics = QFontMetricsF(caption_font(size))
        captions = [text for key, text in self.texts.items() if key.startswith("caption:")]
        if not any(metrics.horizontalAdvance(t) > CARD_W + 10 for t in captions):
            return 1
        box = QRectF(0, 0, CARD_W + 2 * CAPTION_OVERHANG, 1000)
        wrapped = (metrics.boundingRect(box, int(CAPTION_FLAGS), t).height() for t in captions)
        return max(2, *(round(height / metrics.lineSpacing()) for height in wrapped))

    def _widest_caption(self, size: float, lines: int) -> float:
        """The width of the widest caption under a hand card (card units)."""
        captions = [text for key, text in self.texts.items() if key.startswith("caption:")]
        return max((caption_width(t, size, lines) for t in captions), default=0.0)

    def _caption_spill(self, plan: Plan) -> float:
        """How far the widest caption reaches past its card's side (card units), so that the
        outer cards' words stay inside the hand panel."""
        return max(0.0, (self._widest_caption(plan.caption, plan.caption_lines) - CARD_W) / 2)

    def _hand_step(self, plan: Plan) -> float:
        """From one hand card's centre to the next (scene units): the card and a gap, and room
        for the widest caption and a gap (two steps when the captions take turns on two rows),
        so that two captions never run into each other."""
        unit_w, _unit_h = self._units()
        caption = (self._widest_caption(plan.caption, plan.caption_lines) + CAPTION_GAP_X) * plan.hand
        return max(unit_w * plan.hand + 8, caption / 2 if plan.stagger else caption)

    def _fits(self, plan: Plan, view: DJ05135View) -> bool:
        unit_w, unit_h = self._units()
        n = max(1, len(view.hands[view.player]))
        room = SCENE_W - 2 * MARGIN - plan.left_column - 30
        if (
            unit_w * plan.hand + (n - 1) * self._hand_step(plan) + 2 * self._caption_spill(plan) * plan.hand
            > room
        ):
            return False
        centre_h = self.height_units - 2 * MARGIN - 2 * GAP - plan.opponent_h - plan.hand_h
        area = QRectF(0, 0, SCENE_W - 2 * MARGIN - 24, centre_h - plan.line - 12)
        if area.height() <= 0:
            return False
        _rows, _cols, scale = centre_grid(area, self._centre_slots(view), unit_w, unit_h)
        return scale >= CENTRE_SHARE * plan.hand

    def _centre_slots(self, view: DJ05135View) -> int:
        return max(len(view.centre), CARDS - view.players * hand_size(view.players) + 1)

    def plan(self, view: DJ05135View) -> Plan:
        """The largest hand card with which the whole table fits the scene's shape."""
        key = (
            self.height_units,
            self.px_per_unit,
            bool(self.hidden),
            view.players,
            len(view.hands[view.player]),
            self._centre_slots(view),
            interface_text_px(),
            self.texts.get(f"name:{view.player}", ""),
            presenter_gain(),
            self._captions,
        )
        if self._plan_key == key and self._plan is not None:
            return self._plan
        low, high = 0.2, MAX_HAND_SCALE
        if self._fits(self._plan_for(high, view), view):
            low = high
        for _ in range(24):
            mid = (low + high) / 2
            if self._fits(self._plan_for(mid, view), view):
                low = mid
            else:
                high = mid
        plan = self._plan_for(low, view)
        self._plan_key, self._plan = key, plan
        return plan

    def layout(self, view: DJ05135View) -> dict[int, CardPlacement]:
        places: dict[int, CardPlacement] = {}
        pairs = bool(self.hidden)  # each card with its other side beside it: make room
        plan = self.plan(view)
        unit_w, unit_h = self._units()
        # Opponents: a row of cards under each name.
        for seat in self.seat_order(view):
            panel = self.opponent_panel(view, seat)
            hand = view.hands[seat]
            n = max(1, len(hand))
            scale = plan.opponent
            w = unit_w * scale
            step = min(w + 4, (panel.width() - w - 16) / max(1, n - 1))
            left = panel.center().x() - (step * (n - 1)) / 2 + (PAIR_DX * scale if pairs else 0.0)
            y = panel.top() + 6 + plan.line + CARD_H * scale / 2
            for i, card in enumerate(hand):
                places[card.tag] = CardPlacement(
                    QPointF(left + i * step, y), 0.0, scale, 10 + i, "opponent", seat
                )
        # Centre: a grid of fixed shape with stable slots: a card taken leaves a gap the next card fills.
        area = self.centre_rect().adjusted(12, plan.line + 8, -12, -4)
        tags = [card.tag for card in view.centre]
        unit = (unit_w, unit_h)
        rows, cols, scale = centre_grid(area, self._centre_slots(view), *unit)
        for tag in list(self._slots):
            if tag not in tags:
                del self._slots[tag]
        for tag in tags:
            if tag not in self._slots:
                used = set(self._slots.values())
                self._slots[tag] = next(i for i in range(len(tags) + len(used) + 1) if i not in used)
        if max(self._slots.values(), default=0) >= rows * cols:
            self._slots = {tag: i for i, tag in enumerate(tags)}  # compact when the gaps run out of room
        if len(tags) > rows * cols:
            rows, cols, scale = centre_grid(area, len(tags), *unit)
        scale = min(scale, CENTRE_MAX * plan.hand)
        cell_w, cell_h = unit[0] * scale + 8, unit[1] * scale + 6
        left = area.center().x() - cell_w * (cols - 1) / 2 + (PAIR_DX * scale if pairs else 0.0)
        top = area.center().y() - cell_h * (rows - 1) / 2 + (PAIR_DY * scale if pairs else 0.0)
        for tag in tags:
            slot = self._slots[tag]
            row, col = divmod(slot, cols)
            places[tag] = CardPlacement(
                QPointF(left + col * cell_w, top + row * cell_h), 0.0, scale, 100 + slot, "centre", None
            )
        # The viewer's hand: a fan along an arc, right of the name and the hint.
        hand = view.hands[view.player]
        rect = self.hand_rect()
        n = len(hand)
        room = rect.width() - plan.left_column - 30
        centre_x = rect.left() + plan.left_column + (rect.width() - plan.left_column) / 2
        scale = plan.hand
        w = unit_w * scale
        step = min(self._hand_step(plan), (room - w) / max(1, n - 1))
        if pairs:
            centre_x += PAIR_DX * scale
        base_y = rect.top() + 10 + CARD_H * scale / 2
        for i, card in enumerate(hand):
            offset = i - (n - 1) / 2
            angle = offset * FAN_TILT
            drop = offset * offset * FAN_DROP
            places[card.tag] = CardPlacement(
                QPointF(centre_x + offset * step, base_y + drop),
                angle,
                scale,
                200 + i,
                "hand",
                view.player,
            )
        return places

    # -- names, tokens, zone panels --------------------------------------------------

    def _panel(self, rect: QRectF, highlight: bool) -> None:
        edge, width = (QColor("#c79a2a"), 2.0) if highlight else (ZONE_EDGE, 1.0)
        self.decor.rect(rect, TURN if highlight else ZONE, edge, width).setZValue(-10)

    def _name_plate(
        self, x: float, y: float, seat: int, view: DJ05135View, label: str, room: float = SCENE_W
    ) -> float:
        """A name with point tokens after it, within ``room``; returns the width used.

        When the whole label ("Robot Max (computer with memory, easy)") and the tokens do not fit
        a narrow panel, the plate shows the name alone, the whole label in its tooltip (the
        seat list beside the table names the computer's level too).
        """
        plan = self.plan(view)
        acting = view.to_act == seat and view.stage != "over"
        prefix = "▶ " if acting else ""
        size = plan.name * 0.9
        points, tip = view.points[seat], self.texts.get(f"points:{seat}", "")

        def make_tokens() -> PointTokens:
            item = PointTokens(points, POINTS_TO_WIN, size)
            item.setZValue(-5)
            item.setToolTip(tip)
            return item

        tokens = self.decor.piece(("tokens", points, size, tip), make_tokens)
        self.tokens[seat] = tokens
        room -= size * 0.6 + tokens.boundingRect().width()
        shown, whole = prefix + label, ""
        short = self.texts.get(f"plain:{seat}", "")
        if scene_text_width(shown, plan.name, True) > room and short:
            shown, whole = prefix + short, label
        text = self.decor.text(shown, plan.name, bold=True, tip=whole)
        text.setPos(x, y)
        text.setZValue(-5)
        width = text.boundingRect().width()
        tokens.setPos(x + width + size * 0.6, y + (text.boundingRect().height() - size) / 2)
        return width + size * 0.6 + tokens.boundingRect().width()

    def _hint(self, text: str, size: float, width: float) -> QGraphicsTextItem:
        def make() -> QGraphicsTextItem:
            hint = QGraphicsTextItem()
            hint.setFont(sans_font(size))
            hint.setDefaultTextColor(MUTED)
            hint.setPlainText(text)
            hint.setTextWidth(width)
            return hint

        return self.decor.piece(("hint", text, size, width), make)

    def _draw_decor(self, view: DJ05135View) -> None:
        """The panels, names, tokens and words around the cards: only those that changed are drawn anew."""
        plan = self.plan(view)
        for seat in self.seat_order(view):
            panel = self.opponent_panel(view, seat)
            self._panel(panel, view.to_act == seat and view.stage != "over")
            self._name_plate(
                panel.left() + 10,
                panel.top() + 4,
                seat,
                view,
                self.texts.get(f"name:{seat}", ""),
                panel.width() - 20,
            )
        centre = self.centre_rect()
        self._panel(centre, False)
        title = self.decor.text(self.texts.get("centre", ""), plan.note, bold=True, colour=MUTED)
        title.setPos(centre.left() + 10, centre.top() + 4)
        order = self.decor.text(self.texts.get("order", ""), plan.note, colour=MUTED)
        order.setPos(centre.right() - 10 - order.boundingRect().width(), centre.top() + 4)
        for label in (title, order):
            label.setZValue(0)
        hand = self.hand_rect()
        me = view.player
        self._panel(hand, view.to_act == me and view.stage != "over")
        self._name_plate(
            hand.left() + 10, hand.top() + 4, me, view, self.texts.get(f"name:{me}", ""), hand.width() - 20
        )
        hint = self._hint(self.texts.get("hand_hint", ""), plan.note, plan.left_column - 15)
        hint.setPos(hand.left() + 6, hand.top() + 6 + plan.line)
        hint.setZValue(0)
        self.decor.done()
        in_hand: dict[object, int] = {card.tag: i for i, card in enumerate(view.hands[view.player])}
        for key, sprite in self.sprites.items():
            sprite.set_label_sizes(plan.caption, max(MARK_UNITS, plan.caption * 0.9), plan.caption_lines)
            lower = plan.stagger and in_hand.get(key, 0) % 2 == 1
            sprite.set_caption_drop(plan.caption_drop if lower else 0.0)

    # -- choosing --------------------------------------------------------------------

    def set_choices(self, keys: Sequence[object], focus: object | None = None) -> None:
        """The sprites that can be chosen now (clicks on others do nothing)."""
        self._choices = [k for k in keys if k in self.sprites and self.sprites[k].isVisible()]
        if focus in self._choices:
            self._focus = focus
        elif self._focus not in self._choices:
            self._focus = None
        self._refresh_choices()

    @property
    def choices(self) -> list[object]:
        return list(self._choices)

    @property
    def focus_key(self) -> object | None:
        return self._focus

    def _refresh_choices(self) -> None:
        for key, sprite in self.sprites.items():
            sprite.set_choice(key in self._choices, key == self._focus)
        self.changed.emit()

    def _ordered_choices(self) -> list[object]:
        def where(key: object) -> tuple[float, float]:
            pos = self.sprites[key].pos()
            return (round(pos.y() / 60), pos.x())

        return sorted(self._choices, key=where)

    def move_focus(self, step: int) -> None:
        """Tab/arrow keys: the next (or previous) choosable card, reading order."""
        ordered = self._ordered_choices()
        if not ordered:
            return
        if self._focus not in ordered:
            self._focus = ordered[0] if step > 0 else ordered[-1]
        else:
            self._focus = ordered[(ordered.index(self._focus) + step) % len(ordered)]
        self._refresh_choices()

    def move_focus_vertically(self, down: bool) -> None:
        """Up/Down: the nearest choosable card in the row above or below."""
        if self._focus not in self._choices:
            self.move_focus(1)
            return
        here = self.sprites[self._focus].pos()
        best, best_cost = None, math.inf
        for key in self._choices:
            pos = self.sprites[key].pos()
            dy = pos.y() - here.y()
            if (dy > 20) if down else (dy < -20):
                cost = abs(dy) + 2 * abs(pos.x() - here.x())
                if cost < best_cost:
                    best, best_cost = key, cost
        if best is not None:
            self._focus = best
            self._refresh_choices()

    def activate_focus(self) -> None:
        if self._focus in self._choices:
            self.chosen.emit(self._focus)

    # -- the side choice after choosing a card to steal ----------------------------

    def show_side_choice(self, seen: Face, texts: tuple[str, str, str]) -> None:
        """Two big options: keep seeing ``seen``, or turn the card round to a side you never saw."""
        self._clear_side_choice()
        self.side_seen, self.side_texts = seen, texts
        choice = side_choice(self.sceneRect(), self.px_per_unit, seen, texts)
        self._side_items, self._side_panel = list(choice.items), choice.panel
        for item in choice.items:
            self.addItem(item)
        for key, sprite in choice.options.items():
            sprite.clicked.connect(self.chosen.emit)
            self.addItem(sprite)
            self.sprites[key] = sprite
        self.set_choices([SIDE_KEEP, SIDE_TURN], SIDE_KEEP)

    def _clear_side_choice(self) -> None:
        self._side_panel = None
        for item in self._side_items:
            self.removeItem(item)  # type: ignore[arg-type]
        self._side_items = []
        for key in (SIDE_KEEP, SIDE_TURN):
            sprite = self.sprites.pop(key, None)
            if sprite is not None:
                self.removeItem(sprite)

    def hide_side_choice(self) -> None:
        self._clear_side_choice()

    def side_choice_rect(self) -> QRectF | None:
        """The panel of a steal's side choice, its question and both options (None: no choice)."""
        return self._side_panel.sceneBoundingRect() if self._side_panel is not None else None

    # -- for tests -------------------------------------------------------------------

    def visible_faces(self) -> dict[object, tuple[str, Face | None]]:
        """Key -> (zone, face) of every card drawn now."""
        return {k: (s.zone, s.face) for k, s in self.sprites.items() if s.isVisible()}

    def other_sides_shown(self) -> dict[object, Face]:
        """Key -> the other side drawn beside the card, for every card drawn with one."""
        return {
            k: s.other_side for k, s in self.sprites.items() if s.other_side is not None and s.isVisible()
        }


class DJ05135CardTable(FittedView):
    """Shows the scene scaled to fit; the arrows, Tab and Enter choose cards."""

    back_pressed = Signal()

    def __init__(self, scene: DJ05135Scene, parent: QWidget | None = None) -> None:
        super().__init__(scene, Qt.FocusPolicy.StrongFocus, parent=parent)
        self.table = scene
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setMinimumSize(320, 200)

    def refit(self, force: bool = False) -> None:
        size = self.viewport().size()
        self.table.fit_to(size.width(), size.height(), force)
        self.fit()

    def event(self, event: QEvent) -> bool:
        # Tab moves between cards here instead of leaving the table.
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            and self.table.choices
        ):
            back = event.key() == Qt.Key.Key_Backtab or bool(
                event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            )
            self.table.move_focus(-1 if back else 1)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Right,):
            self.table.move_focus(1)
        elif key in (Qt.Key.Key_Left,):
            self.table.move_focus(-1)
        elif key == Qt.Key.Key_Down:
            self.table.move_focus_vertically(True)
        elif key == Qt.Key.Key_Up:
            self.table.move_focus_vertically(False)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.table.activate_focus()
        elif key == Qt.Key.Key_Backspace:
            self.back_pressed.emit()
        else:
            super().keyPressEvent(event)
