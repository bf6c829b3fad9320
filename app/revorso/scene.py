"""The Revorso table as a QGraphicsScene laid out in millimetres (model: KDE KPat).

Everything is placed in card units (millimetres of a poker card and gaps in the same units);
the view measures the content and takes one scale from its room, the smaller of the width
and height fits, so the cards grow with the window. The labels on the mats (names, figures)
and beside the cards grow with the cards but never paint smaller than the interface's text
(:mod:`app.table.card_units`); the mats grow to hold them and the table fits again.

Seats sit in a column on the left (two columns from six players), each on a mat with its
name, its won pile (count, points, honey) and its action card in front of it. To the
right: the deck, the spot where effect and action cards are shown, the discard pile and,
below, the active player's sequence in a row, first drawn on the left. The view scales
the whole scene to the widget.

:meth:`RevorsoScene.sync` takes each new :class:`RevorsoView` and animates what its new
log events say: a drawn card flies from the deck face up and turns face down, a named
card turns face up, a won sequence flies to its pile. Only the log and the view are read,
never the engine state, so the table cannot show what the seats may not know.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from app.fonts import sans_font
from app.revorso.cards import CARD_H, CARD_W, RevorsoCardItem
from app.table.card_units import caption_units, fit_scale, label_units
from app.table.fitted_view import FittedView
from app.table.motion import Timeline
from app.table.scene_text import scene_text
from engines.revorso import RevorsoView
from engines.revorso import log as L

__all__ = ["RevorsoCardTable", "RevorsoScene", "Texts"]

FELT = QColor("#23584a")
MAT = QColor(255, 255, 255, 28)
MAT_ACTIVE = QColor(255, 255, 255, 70)
LIGHT = QColor("#f6f1e7")
SOFT = QColor("#cfe3da")
ACTIVE = "#f0e442"
ASKED = "#e69f00"
NEXT = "#56b4e9"

MAT_W, MAT_H, MAT_GAP = 128.0, 68.0, 6.0
MATS_PER_ROW = 5
MINI = 0.45  # won piles and action cards on the mats
SMALL = 1.0  # deck and discard
SEQ = 1.5  # the sequence, the heart of the game
SLOTS = 5  # cards in the row before they overlap
SLOT = CARD_W * SEQ + 7.0
PLAY_W = SLOTS * SLOT - 7.0
SEQ_X = CARD_W * SMALL + 22.0
#: The mats' figures (cards won, points, honey), in units: as large as the other tables' scores.
FIGURES = 9.5


@dataclass
class Texts:
    """Every string the scene shows, given by the view (translated there)."""

    deck: Callable[[int], str]
    discard: Callable[[int], str]
    pile: Callable[[int, int, int], str]  # cards, points, honey
    no_action: str
    plays_now: str
    asked: str
    human: str
    sequence: Callable[[str, int], str]
    empty_sequence: Callable[[str], str]
    next_card: str


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


@dataclass(frozen=True)
class MatSizes:
    """A seat mat's label sizes (scene units) and the mat's own size, which grows to hold them."""

    name: float = 10.0
    role: float = 6.0
    figures: float = FIGURES
    width: float = MAT_W
    height: float = MAT_H

    @classmethod
    def for_scale(cls, px_per_unit: float, texts: Texts) -> MatSizes:
        name = label_units(10, px_per_unit)
        role = label_units(6, px_per_unit)
        figures = label_units(FIGURES, px_per_unit)
        metrics = QFontMetricsF(sans_font(figures))
        figures_w = max(metrics.horizontalAdvance(line) for line in texts.pile(99, 99, 99).split("\n"))
        card_w, card_h = CARD_W * MINI, CARD_H * MINI
        # "no action" stands a word a line on its slot when wider (SeatMat.update): room for its longest word.
        held_w = max(card_w, max(metrics.horizontalAdvance(word) for word in texts.no_action.split()) + 4)
        width = max(MAT_W, 6 + card_w + 6 + figures_w + 6 + held_w + 6)
        body = max(card_h, 3 * metrics.lineSpacing())
        height = max(MAT_H, 2 + name * 1.25 + role * 1.3 + 4 + body + 6)
        return cls(name, role, figures, width, height)


class SeatMat:
    """A seat's place at the table: name, won pile with its figures, action card."""

    def __init__(self, scene: QGraphicsScene, origin: QPointF, sizes: MatSizes | None = None) -> None:
        sizes = sizes or MatSizes()
        self.sizes = sizes
        self.origin = origin
        self.frame = QGraphicsPathItem(_rounded(QRectF(0, 0, sizes.width, sizes.height), 5))
        self.frame.setPos(origin)
        self.frame.setBrush(QBrush(MAT))
        self.frame.setPen(QPen(Qt.PenStyle.NoPen))
        scene.addItem(self.frame)
        self.name = scene_text("", sizes.name, bold=True, colour=LIGHT, parent=self.frame)
        self.name.setPos(6, 2)
        self.role = scene_text("", sizes.role, colour=SOFT, parent=self.frame)
        self.role.setPos(6, 2 + sizes.name * 1.25)
        body = 2 + sizes.name * 1.25 + sizes.role * 1.3 + 4
        self.body = body
        self.piles = [RevorsoCardItem(None, False, MINI), RevorsoCardItem(None, False, MINI)]
        for i, card in enumerate(self.piles):
            card.setParentItem(self.frame)
            card.setPos(6 + i * 1.6, body + 2 - i * 1.6)
        self.figures = scene_text("", sizes.figures, colour=LIGHT, parent=self.frame)
        self.figures.setPos(6 + CARD_W * MINI + 6, body)
        self.held = RevorsoCardItem(None, True, MINI)
        self.held.setParentItem(self.frame)
        self.held.setPos(sizes.width - 6 - CARD_W * MINI, body)
        self.no_held = QGraphicsPathItem(_rounded(QRectF(0, 0, CARD_W * MINI, CARD_H * MINI), 2), self.frame)
        self.no_held.setPos(self.held.pos())
        self.no_held.setPen(QPen(QColor(255, 255, 255, 90), 0.6, Qt.PenStyle.DashLine))
        self.no_held_text = scene_text("", sizes.figures, colour=SOFT, parent=self.frame)

    def pile_pos(self) -> QPointF:
        return self.origin + QPointF(6, self.body + 2)

    def held_pos(self) -> QPointF:
        return self.origin + self.held.pos()

    def update(
        self,
        name: str,
        role: str,
        pile: Sequence[str],
        points: int,
        honey: int,
        held: str | None,
        texts: Texts,
    ) -> None:
        self.name.setText(_elide(name, 18))
        self.no_held_text.setVisible(held is None)
        self.role.setText(role)
        self.figures.setText(texts.pile(len(pile), points, honey))
        for i, card in enumerate(self.piles):
            card.setVisible(len(pile) > i)
        self.held.kind = held
        self.held.setVisible(held is not None)
        self.held.update()
        # "no action" sits on its empty slot, a word a line when wider; when even that is
        # wider than the slot, the dashed outline steps aside rather than cross the words.
        room = CARD_W * MINI - 4
        self.no_held_text.setText(texts.no_action)
        if self.no_held_text.boundingRect().width() > room:
            self.no_held_text.setText(texts.no_action.replace(" ", "\n"))
        rect = self.no_held_text.boundingRect()
        self.no_held.setVisible(held is None and rect.width() <= room)
        slot = self.no_held.pos()
        centre_x = min(slot.x() + CARD_W * MINI / 2, self.sizes.width - 6 - rect.width() / 2)
        self.no_held_text.setPos(centre_x - rect.width() / 2, slot.y() + (CARD_H * MINI - rect.height()) / 2)

    def highlight(self, colour: str) -> None:
        self.frame.setBrush(QBrush(MAT_ACTIVE if colour else MAT))
        self.frame.setPen(QPen(QColor(colour), 1.6) if colour else QPen(Qt.PenStyle.NoPen))


def _elide(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class RevorsoScene(QGraphicsScene):
    """The table. Durations are in milliseconds at normal pace; ``instant`` skips every animation."""

    MOVE_MS = 280
    TURN_MS = 240
    SHOW_MS = 1100
    #: A new view is shown, or its words changed: the accessible model follows.
    changed = Signal()

    def __init__(self, texts: Texts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts = texts
        self.instant = False
        self.timeline = Timeline(self)
        self.setBackgroundBrush(QBrush(FELT))
        self.mats: list[SeatMat] = []
        self.items_by_handle: dict[int, RevorsoCardItem] = {}
        self.revealed_handles: list[int] = []
        self._row: list[int] = []
        self._token: object = None
        self._seen = 0
        self._players = 0
        self._view: RevorsoView | None = None
        self.top = 0.0
        self.seq_x = SEQ_X
        #: Screen pixels per scene unit (the view's scale): labels keep the interface's text size.
        self.px_per_unit = 1.0
        #: The seat of the person at the screen, spoken to as "you", if any.
        self.you: int | None = None
        self._mat_sizes = MatSizes()
        self._last: tuple[Sequence[str], Sequence[str]] = ((), ())
        self._build_fixed()

    def set_tempo(self, tempo: float) -> None:
        """Play moves at ``tempo`` times their length (the speed of moves); 0 shows their end at once."""
        self.instant = tempo <= 0
        self.timeline.tempo = tempo if tempo > 0 else 1.0

    # -- fixed furniture -------------------------------------------------------------------

    def _build_fixed(self) -> None:
        self.deck_cards = [RevorsoCardItem(None, False, SMALL) for _ in range(3)]
        for card in self.deck_cards:
            self.addItem(card)
        self.deck_label = scene_text("", 6, bold=True, colour=LIGHT)
        self.addItem(self.deck_label)
        self.discard_card = RevorsoCardItem(None, True, SMALL)
        self.addItem(self.discard_card)
        self.discard_slot = QGraphicsPathItem(_rounded(QRectF(0, 0, CARD_W * SMALL, CARD_H * SMALL), 3))
        self.discard_slot.setPen(QPen(QColor(255, 255, 255, 90), 0.8, Qt.PenStyle.DashLine))
        self.addItem(self.discard_slot)
        self.discard_label = scene_text("", 6, bold=True, colour=LIGHT)
        self.addItem(self.discard_label)
        self.sequence_title = scene_text("", 8, bold=True, colour=LIGHT)
        self.addItem(self.sequence_title)
        self.numbers: list[QGraphicsSimpleTextItem] = []
        self.next_label = scene_text("", 6, bold=True, colour=QColor(NEXT))
        self.addItem(self.next_label)

    def _seq_x(self, small: float) -> float:
        """Where the sequence starts (units): right of the deck, and of the deck's and the
        discard's captions at ``small`` (in a large font they are wider than the cards)."""
        metrics = QFontMetricsF(sans_font(small, bold=True))
        widest = max(metrics.horizontalAdvance(text(76)) for text in (self.texts.deck, self.texts.discard))
        return max(SEQ_X, widest + 10)

    def _extent(self, players: int, sizes: MatSizes, ppu: float) -> tuple[float, float]:
        """The content's width and height in units, with mats of ``sizes``, at ``ppu`` pixels a unit."""
        pile = caption_units(6, ppu)
        per_row = min(players, MATS_PER_ROW)
        rows = math.ceil(players / MATS_PER_ROW)
        title = QFontMetricsF(sans_font(label_units(8, ppu), bold=True))
        title_w = max(
            title.horizontalAdvance(t) for t in (self.texts.sequence("", 76), self.texts.empty_sequence(""))
        )
        play_w = max(PLAY_W, title_w + 4)
        width = max(self._seq_x(pile) + play_w, per_row * (sizes.width + MAT_GAP) - MAT_GAP)
        top = rows * (sizes.height + MAT_GAP) + 10
        height = top + 2 * CARD_H * SMALL + 20 + 2 * pile * 1.3 + 8
        return width + 12, height + 12

    def fit_to(self, width: float, height: float) -> None:
        """Settle the scale for a ``width`` x ``height`` pixel view: the labels (and so the mats)
        depend on the scale and the scale on the content; a few rounds converge."""
        players = self._players or 3
        ppu = self.px_per_unit
        for _ in range(4):
            sizes = MatSizes.for_scale(ppu, self.texts)
            ppu = fit_scale(*self._extent(players, sizes, ppu), width, height)
        if abs(ppu - self.px_per_unit) > 1e-3 * self.px_per_unit:
            self.px_per_unit = ppu
            if self._view is not None:
                self.relayout()

    def small_text(self) -> float:
        """The sequence's numbers and the "next" mark under it: the interface's text at least,
        for a class answers by them."""
        return label_units(6, self.px_per_unit)

    def pile_caption(self) -> float:
        """The deck's and the discard's counts under them: they belong to the cards, never
        under the interface's text without presenter mode (app/table/card_units.py), so that
        presenter mode's larger words do not push the sequence right and shrink the table."""
        return caption_units(6, self.px_per_unit)

    def relayout(self) -> None:
        """Lay the table out again at the current scale and show the last view without animating."""
        view = self._view
        self.timeline.finish()
        self._players = 0
        if view is None:
            return
        self._layout(view.players)
        row = self._row_handles()
        for index, handle in enumerate(row):  # the cards keep their faces, only their places change
            self.items_by_handle[handle].setPos(self.slot_pos(index, len(row)))
        self._refresh_static(view)
        self._refresh_labels(view, *self._last, self._row)

    def _layout(self, players: int) -> None:
        sizes = MatSizes.for_scale(self.px_per_unit, self.texts)
        if players == self._players and sizes == self._mat_sizes:
            return
        for mat in self.mats:
            self.removeItem(mat.frame)
        self._players = players
        self._mat_sizes = sizes
        small = self.small_text()
        for label in (self.next_label, *self.numbers):
            label.setFont(sans_font(small, bold=True))
        for label in (self.deck_label, self.discard_label):
            label.setFont(sans_font(self.pile_caption(), bold=True))
        self.sequence_title.setFont(sans_font(label_units(8, self.px_per_unit), bold=True))
        per_row = min(players, MATS_PER_ROW)
        rows = math.ceil(players / MATS_PER_ROW)
        width = self._extent(players, sizes, self.px_per_unit)[0] - 12
        mat_w, mat_h = sizes.width, sizes.height
        left = (width - (per_row * (mat_w + MAT_GAP) - MAT_GAP)) / 2
        self.mats = [
            SeatMat(
                self,
                QPointF(
                    left + (i % MATS_PER_ROW) * (mat_w + MAT_GAP), (i // MATS_PER_ROW) * (mat_h + MAT_GAP)
                ),
                sizes,
            )
            for i in range(players)
        ]
        self.top = rows * (mat_h + MAT_GAP) + 10
        for i, card in enumerate(self.deck_cards):
            card.setPos(self.deck_pos() + QPointF(-i * 1.2, -i * 1.2))
            card.setZValue(-i)
        self.deck_label.setPos(0, self.top + CARD_H * SMALL + 4)
        self.discard_slot.setPos(self.discard_pos())
        self.discard_card.setPos(self.discard_pos())
        self.discard_label.setPos(0, self.discard_pos().y() + CARD_H * SMALL + 4)
        self.seq_x = self._seq_x(self.pile_caption())
        self.sequence_title.setPos(self.seq_x, self.top)
        height = self._extent(players, sizes, self.px_per_unit)[1] - 12
        self.setSceneRect(QRectF(-6, -6, width + 12, height + 12))

    def deck_pos(self) -> QPointF:
        return QPointF(3, self.top + 3)

    def discard_pos(self) -> QPointF:
        return QPointF(3, self.top + CARD_H * SMALL + 10 + self.pile_caption() * 1.3)

    def slot_pos(self, index: int, count: int) -> QPointF:
        step = SLOT if count <= SLOTS else (PLAY_W - CARD_W * SEQ) / (count - 1)
        return QPointF(self.seq_x + index * step, self.seq_y())

    def seq_y(self) -> float:
        return self.top + 6 + label_units(8, self.px_per_unit) * 1.3

    def show_pos(self) -> QPointF:
        """Where an effect or action card is shown: the next place in the row."""
        count = len(self._row) + 1
        return self.slot_pos(count - 1, count)

    # -- following the game ----------------------------------------------------------------

    def sync(self, view: RevorsoView, names: Sequence[str], roles: Sequence[str], token: object) -> None:
        """Show ``view``; animate its new events when it follows the last one shown."""
        self.timeline.finish()
        self._layout(view.players)
        row = self._row_of(view)
        rebuilt = token is not self._token or len(view.log) < self._seen
        if rebuilt:
            self._rebuild(view, row)
        else:  # the mats' figures change as the cards land on them, not before
            self._animate(view, row, lambda: self._refresh_mats(view, list(names), list(roles)))
        self._token = token
        self._view = view
        self._seen = len(view.log)
        self._row = row
        self._last = (list(names), list(roles))
        self._refresh_labels(view, names, roles, row, mats=rebuilt)
        self.changed.emit()

    @property
    def shown_view(self) -> RevorsoView | None:
        """The view the table shows (None before a game)."""
        return self._view

    @property
    def sequence(self) -> list[int]:
        """The handles of the sequence being drawn, in draw order."""
        return list(self._row)

    @property
    def seat_words(self) -> tuple[Sequence[str], Sequence[str]]:
        """The seats' names and what each is (a person, a computer player), as last shown."""
        return self._last

    def _row_of(self, view: RevorsoView) -> list[int]:
        """Handles in draw order: the face-down cards, then the ones already named right."""
        named = [
            e.handle for e in view.log[view.turn_from :] if e.kind == L.ANSWER_RIGHT and e.handle is not None
        ]
        named = named[len(named) - len(view.revealed) :] if view.revealed else []
        return [*view.face_down, *reversed(named)]

    def _clear_sequence(self) -> None:
        for item in self.items_by_handle.values():
            self.removeItem(item)
        self.items_by_handle.clear()
        self.revealed_handles = []

    def _rebuild(self, view: RevorsoView, row: list[int]) -> None:
        self._clear_sequence()
        revealed = dict(zip(reversed(row[len(view.face_down) :]), view.revealed, strict=False))
        shown = {e.handle: e.card for e in view.just_shown if e.kind in L.MASKABLE and e.card}
        for index, handle in enumerate(row):
            kind = revealed.get(handle) or shown.get(handle)
            item = self._new_card(kind, handle in revealed, SEQ, self.slot_pos(index, len(row)))
            self.items_by_handle[handle] = item
            if handle in shown and not self.instant:  # being shown right now: show it, then turn it
                item.setProperty("turn", 1.0)
                self.timeline.turn(item, False, self.SHOW_MS, self.TURN_MS)
        self.revealed_handles = list(revealed)
        self._refresh_static(view)
        self.timeline.run(self.instant)

    def show_just_drawn(self) -> None:
        """Leave the cards of the last move face up (the screenshots show a draw as it happens)."""
        view = self._view
        if view is None:
            return
        for event in view.just_shown:
            item = self.items_by_handle.get(event.handle) if event.handle is not None else None
            if item is not None and event.kind in L.MASKABLE and event.card:
                item.kind = event.card
                item.setProperty("turn", 1.0)

    def _new_card(self, kind: str | None, face_up: bool, scale: float, pos: QPointF) -> RevorsoCardItem:
        item = RevorsoCardItem(kind, face_up, scale)
        item.setPos(pos)
        self.addItem(item)
        return item

    def _animate(self, view: RevorsoView, row: list[int], landed: Callable[[], None]) -> None:
        """Play the view's new events; ``landed`` runs once the last card has landed."""
        tl, move, turn, show = self.timeline, self.MOVE_MS, self.TURN_MS, self.SHOW_MS
        t = 0
        z = 100.0
        slots = {h: self.slot_pos(i, len(row)) for i, h in enumerate(row)}
        fresh: set[int] = set()
        wrong: int | None = None

        def drop(item: RevorsoCardItem, at: int) -> None:
            item.set_ring("")
            tl.call(lambda: self.removeItem(item) if item.scene() is self else None, at)

        for event in view.log[self._seen :]:
            kind, handle = event.kind, event.handle
            if kind in (L.DRAW_SYMBOL, L.STEAL) and handle is not None:
                source = self.deck_pos() if kind == L.DRAW_SYMBOL else self.mats[event.other or 0].pile_pos()
                item = self._new_card(
                    event.card, event.card is not None, SMALL if kind == L.DRAW_SYMBOL else MINI, source
                )
                item.setZValue(z)
                z += 1
                self.items_by_handle[handle] = item
                fresh.add(handle)
                target = slots.get(handle, self.show_pos())
                tl.move(item, target, t, move)
                tl.rescale(item, SEQ, t, move)
                tl.turn(item, False, t + move + show, turn)
                t += move
            elif kind in (L.DRAW_EFFECT, L.ACTION_KEPT, L.ACTION_DISCARDED) and event.card:
                item = self._new_card(event.card, True, SMALL, self.deck_pos())
                item.setZValue(z)
                z += 1
                tl.move(item, self.show_pos(), t, move)
                tl.rescale(item, SEQ, t, move)
                if kind == L.ACTION_KEPT:
                    tl.move(item, self.mats[event.player].held_pos(), t + move + show, move)
                    tl.rescale(item, MINI, t + move + show, move)
                else:
                    tl.move(item, self.discard_pos(), t + move + show, move)
                    tl.rescale(item, SMALL, t + move + show, move)
                drop(item, t + 2 * move + show)
                t += move + show // 2
            elif kind in (L.ANSWER_RIGHT, L.ANSWER_WRONG, L.BEAR_RIGHT, L.BEAR_WRONG) and handle is not None:
                answered = self.items_by_handle.get(handle)
                if answered is None:
                    continue
                answered.kind = event.card
                answered.setZValue(z)
                z += 1
                tl.turn(answered, True, t, turn)
                if kind == L.ANSWER_RIGHT:
                    self.revealed_handles.append(handle)
                    t += turn
                elif kind == L.ANSWER_WRONG:
                    wrong = handle
                    t += turn + show
                elif kind == L.BEAR_WRONG:
                    tl.turn(answered, False, t + turn + show, turn)
                    t += 2 * turn + show
                else:
                    del self.items_by_handle[handle]
                    answered.set_ring("")
                    pile = self.mats[event.player].pile_pos()
                    tl.move(answered, pile, t + turn + show, move)
                    tl.rescale(answered, MINI, t + turn + show, move)
                    drop(answered, t + turn + show + move)
                    t += turn + show + move
            elif kind in (L.WON, L.DISCARDED):
                order = self._loss_order(wrong) if kind == L.DISCARDED else list(self._row_handles())
                for handle_, card in zip(order, event.cards, strict=False):
                    shown = self.items_by_handle.get(handle_)
                    if shown is not None and not shown.face_up:
                        shown.kind = card
                        tl.turn(shown, True, t, turn)
                target = self.mats[event.player].pile_pos() if kind == L.WON else self.discard_pos()
                t += turn + (show if kind == L.DISCARDED else show // 3)
                for item in list(self.items_by_handle.values()):
                    tl.move(item, target, t, move)
                    tl.rescale(item, MINI if kind == L.WON else SMALL, t, move)
                    if kind == L.WON:
                        tl.turn(item, False, t, move)
                    drop(item, t + move)
                self.items_by_handle.clear()
                self.revealed_handles = []
                t += move
        # Cards that stay: slide to their (maybe new) places, e.g. after Switch or a new card.
        for handle in row:
            staying = self.items_by_handle.get(handle)
            if staying is None:
                staying = self._new_card(None, False, SEQ, slots[handle])
                self.items_by_handle[handle] = staying
            elif handle not in fresh and staying.pos() != slots[handle]:
                tl.move(staying, slots[handle], t, move)
            staying.setZValue(row.index(handle))
        for handle in [h for h in self.items_by_handle if h not in row]:
            drop(self.items_by_handle.pop(handle), t)
        tl.call(lambda: self._refresh_static(view), t + move)
        tl.call(landed, t + move)
        tl.run(self.instant)

    def _row_handles(self) -> list[int]:
        return [h for h in self._row if h in self.items_by_handle]

    def _loss_order(self, wrong: int | None) -> list[int]:
        """Handles in the order a failed sequence is discarded: named right, the miss, the rest."""
        rest = [h for h in self._row if h not in self.revealed_handles and h != wrong]
        return [*self.revealed_handles, *([wrong] if wrong is not None else []), *reversed(rest)]

    # -- labels ----------------------------------------------------------------------------

    def _refresh_static(self, view: RevorsoView) -> None:
        for i, card in enumerate(self.deck_cards):
            card.setVisible(view.deck_size > i * 10)
        top = view.discard[-1] if view.discard else None
        self.discard_card.kind = top
        self.discard_card.setVisible(top is not None)
        self.discard_card.update()

    def _refresh_mats(self, view: RevorsoView, names: Sequence[str], roles: Sequence[str]) -> None:
        """Each seat's mat: its name, what it is doing, the cards and points it won, its honey."""
        texts = self.texts
        scores, honey = view.scores, view.honey
        asking = view.offer_seats[0] if view.phase in ("switch", "bear") and view.offer_seats else None
        for seat, mat in enumerate(self.mats):
            role = roles[seat] if seat < len(roles) else ""
            if seat == asking:
                role = texts.asked
            elif seat == view.active and view.phase != "over":
                role = texts.plays_now
            mat.update(names[seat], role, view.won[seat], scores[seat], honey[seat], view.held[seat], texts)
            mat.highlight(
                ASKED if seat == asking else ACTIVE if seat == view.active and view.phase != "over" else ""
            )

    def _refresh_labels(
        self, view: RevorsoView, names: Sequence[str], roles: Sequence[str], row: list[int], mats: bool = True
    ) -> None:
        """The table's words; the mats' too unless ``mats`` is False (they wait for the cards)."""
        texts = self.texts
        self.deck_label.setText(texts.deck(view.deck_size))
        self.discard_label.setText(texts.discard(len(view.discard)))
        if mats:
            self._refresh_mats(view, names, roles)
        # The person at the screen reads "Your sequence" (the texts take "" for them).
        active_name = names[view.active] if view.active < len(names) and view.active != self.you else ""
        self.sequence_title.setText(
            texts.sequence(active_name, len(row)) if row else texts.empty_sequence(active_name)
        )
        while len(self.numbers) < len(row):
            number = scene_text("", self.small_text(), bold=True, colour=SOFT)
            self.addItem(number)
            self.numbers.append(number)
        for i, number in enumerate(self.numbers):
            number.setVisible(i < len(row))
            if i < len(row):
                number.setText(str(i + 1))
                pos = self.slot_pos(i, len(row))
                number.setPos(
                    pos.x() + CARD_W * SEQ / 2 - number.boundingRect().width() / 2,
                    self.seq_y() + CARD_H * SEQ + 3,
                )
        testing = view.phase in ("answer", "bear") and view.face_down
        top = view.face_down[-1] if testing else None
        for handle, item in self.items_by_handle.items():
            item.set_ring(NEXT if handle == top else "")
        self.next_label.setVisible(top is not None)
        if top is not None:
            pos = self.slot_pos(row.index(top), len(row))
            self.next_label.setText(texts.next_card)
            # On its own line under the card's number: beside it, it ran over the next number.
            width = self.next_label.boundingRect().width()
            x = pos.x() + CARD_W * SEQ / 2 - width / 2
            x = max(self.seq_x, min(x, self.seq_x + PLAY_W - width))
            self.next_label.setPos(x, self.seq_y() + CARD_H * SEQ + 3 + self.small_text() * 1.3)


class RevorsoCardTable(FittedView):
    """Shows the whole scene, scaled to fit the widget (cards grow with the window)."""

    def __init__(self, scene: RevorsoScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, Qt.FocusPolicy.NoFocus, FELT, parent)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
        self._fitting = False
        scene.sceneRectChanged.connect(lambda _rect: self.refit())

    def refit(self, force: bool = False) -> None:
        scene = self.scene()
        if isinstance(scene, RevorsoScene) and not self._fitting:
            self._fitting = True  # laying out changes the scene rect, which asks to fit again
            try:
                size = self.viewport().size()
                scene.fit_to(size.width(), size.height())
            finally:
                self._fitting = False
        self.fit()
