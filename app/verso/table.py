"""The Verso table: a QGraphicsScene laid out in card units and scaled to the window (after KPat).

Every place is a multiple of the card's size plus gaps in the same units; the view measures
the content and takes one scale from its room (the smaller of the width and height fits),
so cards grow with the window. Labels are sized in the same units but never paint smaller
than the interface's text (:mod:`app.table.card_units`): rows of text that grow make their
lines taller, and the table fits again.

Opponents sit in lines at the top (their three colour rows as compact index cards), the
draw pile, the discard pile and the solo opponent's card in the middle, and the rows of
the player at the bottom of the screen as full cards that can be selected for a series.
A turn is replayed event by event through :class:`~app.verso.model.TableModel`: each
event flips cards in place, then every card glides to its new place.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TypeVar

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsView,
    QWidget,
)

from app.fonts import sans_font
from app.i18n import translate_message
from app.table.card_units import fit_scale, interface_text_px, label_units
from app.table.fitted_view import FittedView
from app.table.kept_picture import move_kept
from app.table.motion import SkipOnInput
from app.table.scene_decor import SceneDecor
from app.table.scene_text import scene_text_width
from app.theme import ACCENTS, INK, MUTED
from app.verso.art import CARD_H, CARD_W, CHIP_H, CHIP_W
from app.verso.bank_note import bank_flips, bank_sentence
from app.verso.cards import PictureItem, VersoCardItem
from app.verso.model import Step, TableModel
from app.verso.scores import front_value, seat_score_text
from engines.verso import VersoView
from engines.verso.actions import Turn
from engines.verso.cards import COLOURS, colour_title, colour_word

__all__ = ["VersoCardTable"]

Piece = TypeVar("Piece", bound=QGraphicsItem)

W = 640.0  #: scene width in card units (a card is 63 × 88)
M = 8.0
LINE_H = 46.0  #: one opponent's line
MIDDLE_H = 104.0
HEADER_H = 20.0
LABEL_H = 15.0
LIFT = 12.0  #: how far a selected card rises
GAP_MOST = CARD_H / 2  #: the most spare height one gap between the table's parts takes
GAP = 12.0
#: The most rounds of settling the scale (see ``_estimate_scale``); a dozen usually do.
SCALE_ROUNDS = 60
#: How long after a move arrives its animation starts: one frame at 60 Hz.
START_DELAY_MS = 16
FELT = QColor("#2f6b4f")
FELT_LIGHT = QColor("#3a7a5c")
PANEL = QColor(255, 253, 248, 235)
CHALK = QColor("#fdf8ec")
#: The edges of the cards under the top of the pile, and an empty place's dashed outline.
EDGE, EDGE_LINE = QColor("#d9cfbb"), QColor("#8c806a")
SLOT_LINE = QColor(255, 255, 255, 110)
MOVE_MS, FLIP_MS = 380, 340
#: How long a bank's sentence and the cards it turned stay marked once the table is still.
BANK_NOTE_MS = 2000


class VersoCardTable(FittedView):
    """Shows a Verso game; emits ``selection_changed`` and ``idle`` (animations done)."""

    selection_changed = Signal()
    idle = Signal()
    #: What the table shows changed (cards, choices, the cursor): its accessible model follows.
    changed = Signal()
    #: The still table was laid out again by itself (the bank's note went): what points at its
    #: things looks again.
    relaid = Signal()
    #: A turn began to play on the table (busy until ``idle``).
    started = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(None, Qt.FocusPolicy.StrongFocus, FELT, parent)
        self.setObjectName("versoTable")
        self.scene_ = QGraphicsScene(self)
        self.setScene(self.scene_)
        # Only what a move changed is repainted: every item's bounds hold all it paints (a card's
        # marks, a symbol's disc), so nothing is left behind where it was.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.cards: dict[int, VersoCardItem] = {}
        #: The panels, names and words around the cards, kept while they show the same.
        self.decor = SceneDecor(self.scene_)
        self.model: TableModel | None = None
        self.names: list[str] = []
        self.viewer = 0
        self.selection: set[int] = set()
        self.cursor_uid: int | None = None
        self.interactive = False
        self.animate = True
        #: Multiplies every animation's length (the speed of moves; tests run them fast).
        self.tempo = 1.0
        self.glow: set[int] = set()
        self.announcement = ""
        self.announce_player = -1
        #: The bank last shown and the neighbours' cards it turned, marked until the next
        #: action or for :data:`BANK_NOTE_MS` once the table is still; longer while
        #: ``keep_note()`` says so (a guided game's steps are telling about them).
        self.bank_turn: Turn | None = None
        self.turned: set[int] = set()
        self.keep_note: Callable[[], bool] = lambda: False
        self._note_timer = QTimer(self)
        self._note_timer.setSingleShot(True)
        self._note_timer.setInterval(BANK_NOTE_MS)
        self._note_timer.timeout.connect(self._note_seen)
        self.idle.connect(self._hold_bank_note)
        self._group: QSequentialAnimationGroup | None = None
        #: Starts a move's animation one frame after the move arrived (see :meth:`show_view`).
        self._start = QTimer(self)
        self._start.setSingleShot(True)
        self._start.setInterval(START_DELAY_MS)
        self._start.timeout.connect(self._run_next)
        self._steps: list[tuple[Step | None, object]] = []
        self._final: TableModel | None = None
        self.busy = False
        #: Screen pixels per scene unit, estimated before laying out so labels can keep their size.
        self.px_per_unit = 1.0
        #: The scale settled for each room (its size, the opponents' lines, the interface text).
        self._scales: dict[tuple[int, int, int, float], float] = {}
        #: Scene units of height the room has beyond the table's own (a window taller than the
        #: table is wide): shared between the gaps, so the opponents sit at the top of the felt
        #: and your rows at its foot, not the whole table in a band of empty felt.
        self.spare = 0.0
        skip = SkipOnInput(lambda: self.busy, self.finish_now, self)
        self.installEventFilter(skip)
        self.viewport().installEventFilter(skip)
        #: Where the things a guided game points at lie, in scene coordinates ("pile",
        #: "discard", "row:blue", "seat:1"...), as the last layout put them.
        self.places: dict[str, QRectF] = {}

    def set_tempo(self, tempo: float) -> None:
        """Play moves at ``tempo`` times their length (the speed of moves); 0 shows their end at once."""
        self.animate = tempo > 0
        self.tempo = tempo if tempo > 0 else 1.0

    # -- public --------------------------------------------------------------------------

    def show_view(
        self,
        view: VersoView,
        names: Sequence[str],
        viewer: int,
        turn: Turn | None = None,
        glow: set[int] | None = None,
        solo: int | None = None,
        solo_note: str = "",
    ) -> None:
        """Show ``view``; when ``turn`` is given and animations are on, replay its events first."""
        self.finish_now()
        self.names = list(names)
        final = TableModel.from_view(view, solo, solo_note)
        if self.viewer != viewer:
            self.viewer = viewer
            self.clear_selection(emit=False)
        if turn is not None and turn.events and any(e.kind == "square" for e in turn.events):
            square = next(e for e in turn.events if e.kind == "square")
            self.announcement, self.announce_player = "square", square.player
        elif turn is not None and any(e.kind == "end" for e in turn.events):
            self.announcement, self.announce_player = "end", -1
        else:
            self.announcement, self.announce_player = "", -1
        self.glow = set(glow or ())
        self._note_timer.stop()
        flips = bank_flips(turn)
        self.bank_turn = turn if bank_sentence(turn, self.names) else None
        self.turned = {uid for cards in flips.values() for uid in cards}
        if self.model is None or turn is None or not self.animate or self.model.players != final.players:
            self.model = final
            self._drop_stale()
            self._relayout(animated=False)
            self.idle.emit()
            return
        self._final = final
        self.busy = True
        self.started.emit()
        self._queue = [e for e in turn.events]
        # The frame a move arrives in already runs the game's listeners (log, seats, autosave);
        # laying the first step out and drawing its new labels there too took it past 16 ms.
        self._start.start()

    def finish_now(self) -> None:
        """Jump to the end of any running animation."""
        self._start.stop()
        if self._group is not None:
            group, self._group = self._group, None
            group.stop()
        if self.busy and self._final is not None:
            self.busy = False
            self.model, self._final = self._final, None
            self._drop_stale()
            self._relayout(animated=False)
            self.idle.emit()

    def retranslate_ui(self) -> None:
        """Lay the table out again: its labels are drawn in the language of the moment."""
        if self.model is not None and not self.busy:
            self._relayout(animated=False)

    def bank_note(self) -> str:
        """The sentence the table shows about the last bank, in the current language ("" if none)."""
        return bank_sentence(self.bank_turn, self.names)

    def clear_bank_note(self) -> None:
        """Drop the bank's sentence and marks (the next action came, or they were seen long enough)."""
        self._note_timer.stop()
        if self.bank_turn is None and not self.turned:
            return
        self.bank_turn, self.turned = None, set()
        if self.busy:
            return  # the running animation lays the table out again when it ends
        if self.model is not None:
            self._relayout(animated=False)
            self.relaid.emit()

    def _note_seen(self) -> None:
        if self.keep_note():
            self._note_timer.start()
        else:
            self.clear_bank_note()

    def _hold_bank_note(self) -> None:
        if self.bank_turn is not None or self.turned:
            self._note_timer.start()

    def set_interactive(self, on: bool) -> None:
        """Whether the person at the screen may choose cards now."""
        if on == self.interactive and (on or not self.selection):
            return  # the cards and their marks show it already: nothing to draw or to tell
        self.interactive = on
        if not on:
            self.clear_selection(emit=True)
        self._mark_cards()

    def clear_selection(self, emit: bool = True) -> None:
        """Drop the chosen cards; the table is laid out again only when some were chosen.

        A move landing calls this twice before its animation lays the table out anyway:
        three full layouts in the frame the move arrives in made that frame miss 16 ms.
        """
        changed = bool(self.selection)
        self.selection.clear()
        if changed and self.model is not None and not self.busy:
            self._relayout(animated=False)
        if emit and changed:
            self.selection_changed.emit()

    def toggle(self, uid: int) -> None:
        if not self.interactive or uid not in self._my_cards():
            return
        self.selection ^= {uid}
        self.cursor_uid = uid
        self._relayout(animated=False)
        self.selection_changed.emit()

    def my_cards(self) -> list[int]:
        return self._my_cards()

    def card_point(self, uid: int) -> QPoint:
        """A visible spot of a card (its corner index) in viewport coordinates, for clicks."""
        item = self.cards[uid]
        return self.mapFromScene(item.mapToScene(QPointF(8, 30)))

    # -- steps -------------------------------------------------------------------------

    def _run_next(self) -> None:
        if not self._queue:
            assert self._final is not None
            self.model, self._final = self._final, None
            self._drop_stale()
            group = QSequentialAnimationGroup(self)
            group.addAnimation(self._relayout(animated=True, sync_faces=True))
            group.finished.connect(self._done)
            self._group = group
            group.start()
            return
        event = self._queue.pop(0)
        assert self.model is not None
        step = self.model.apply(event)
        group = QSequentialAnimationGroup(self)
        flips = QParallelAnimationGroup()
        for uid, face in step.flips:
            item = self.cards.get(uid)
            if item is not None:
                flips.addAnimation(item.flip_animation(face, self._ms(FLIP_MS)))
        if flips.animationCount():
            group.addAnimation(flips)
        if step.glow:
            self.glow = set(step.glow)
        if step.announce:
            self.announcement, self.announce_player = step.announce, step.player
        group.addAnimation(self._relayout(animated=True))
        if step.pause:
            group.addAnimation(QPauseAnimation(self._ms(step.pause)))
        group.finished.connect(self._run_next)
        self._group = group
        group.start()

    def _ms(self, duration: int) -> int:
        return max(1, round(duration * self.tempo))

    def _done(self) -> None:
        self._group = None
        self.busy = False
        self.idle.emit()

    def _drop_stale(self) -> None:
        assert self.model is not None
        for uid in [u for u in self.cards if u not in self.model.place]:
            self.scene_.removeItem(self.cards.pop(uid))
        self.selection &= set(self._my_cards())
        if self.cursor_uid is not None and self.cursor_uid not in self._my_cards():
            self.cursor_uid = None

    # -- layout --------------------------------------------------------------------------

    def _opponents(self) -> list[int]:
        assert self.model is not None
        n = self.model.players
        return [(self.viewer + k) % n for k in range(1, n)]

    def label_size(self, design: float) -> float:
        """A label's size in scene units: ``design`` (a share of the card), at least the interface text."""
        return label_units(design, self.px_per_unit)

    def line_h(self) -> float:
        """An opponent's line: the name and the points above each other, or the chips' height."""
        return max(LINE_H, 5 + 1.3 * (self.label_size(11) + self.label_size(10)) + 8)

    def header_h(self) -> float:
        return max(HEADER_H, 1.45 * self.label_size(13))

    def label_h(self) -> float:
        return max(LABEL_H, 1.4 * self.label_size(10))

    def middle_h(self) -> float:
        return max(MIDDLE_H, 6 + 3 * 1.35 * self.label_size(10) + 12)

    def table_height(self) -> float:
        """The height the table needs, in scene units, with no spare room."""
        assert self.model is not None
        lines = len(self._opponents()) * self.line_h()
        return M + lines + 4 + self.middle_h() + self.header_h() + self.label_h() + LIFT + CARD_H + M

    def scene_height(self) -> float:
        return self.table_height() + self.spare

    def _gaps(self) -> tuple[float, float]:
        """The spare room above the piles and above your rows: shared when opponents sit at
        the top, all above your rows in a solo game (the piles then head the table)."""
        if self._opponents():
            return self.spare / 2, self.spare / 2
        return 0.0, self.spare

    def _estimate_scale(self) -> bool:
        """Settle the scale: labels depend on it and the height on the labels (the rounds converge).

        The rounds go on until the scale no longer moves, and a room's scale is kept, so one room
        always gives one scale and one scene: a scale still creeping from one move to the next
        changed the scene's height by a hair at every move, and the table was fitted and every
        card painted anew.
        Returns True when it changed enough to lay the table out again.
        """
        before, spare_before = self.px_per_unit, self.spare
        room = self.viewport().size()
        key = (room.width(), room.height(), len(self._opponents()), interface_text_px())
        known = self._scales.get(key)
        if known is not None:
            self.px_per_unit = known
        else:
            for _ in range(SCALE_ROUNDS):
                scale = fit_scale(W, self.table_height(), room.width(), room.height())
                settled = abs(scale - self.px_per_unit) <= 1e-9 * scale
                self.px_per_unit = scale
                if settled:
                    break
            self._scales[key] = self.px_per_unit
        # Whole units: a room one pixel taller does not move every card by a hair. At most
        # GAP_MOST a gap: beyond it the parts would drift apart, and the felt left over frames
        # the table above and below instead.
        gaps = 2 if self._opponents() else 1
        spare = max(0, math.floor(room.height() / self.px_per_unit - self.table_height()))
        self.spare = float(min(spare, gaps * GAP_MOST))
        return abs(self.px_per_unit - before) > 1e-3 * max(before, 1e-6) or self.spare != spare_before

    def _my_cards(self) -> list[int]:
        if self.model is None:
            return []
        return [u for c in range(3) for u in self.model.row(self.viewer, c)]

    def _relayout(self, animated: bool, sync_faces: bool = False) -> QAbstractAnimation:
        """Place every card for the current model; returns the moves as one animation."""
        assert self.model is not None
        model = self.model
        self._estimate_scale()
        height = self.scene_height()
        if self.scene_.sceneRect() != QRectF(0, 0, W, height):
            self.scene_.setSceneRect(QRectF(0, 0, W, height))
            self.fit()
        targets: dict[int, tuple[float, float, bool, float]] = {}
        self.places = {}
        y = M
        for p in self._opponents():
            self._opponent_line(p, y, targets)
            y += self.line_h()
        above_piles, above_rows = self._gaps()
        y += 4 + above_piles
        self._middle(y, targets)
        y += self.middle_h() + above_rows
        self._my_rows(y, targets)
        self.decor.done()
        moves = QParallelAnimationGroup()
        for uid, (x, ty, compact, z) in targets.items():
            card = self.cards.get(uid)
            if card is None:
                card = VersoCardItem(uid, model.face[uid], compact)
                card.setPos(x, ty)
                self.scene_.addItem(card)
                self.cards[uid] = card
                if animated:
                    card.setOpacity(0.0)
                    fade = QPropertyAnimation(card, b"opacity")
                    fade.setDuration(self._ms(MOVE_MS))
                    fade.setEndValue(1.0)
                    moves.addAnimation(fade)
            card.setZValue(z)
            if card.face != model.face[uid] and (sync_faces or not animated):
                card.set_face(model.face[uid])
            target = QPointF(x, ty)
            if animated and card.pos() != target:
                anim = QPropertyAnimation(card, b"pos")
                anim.setDuration(self._ms(MOVE_MS))
                anim.setEndValue(target)
                anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
                if compact != card.compact:
                    card.setZValue(z + 500)  # travel above the others
                    anim.finished.connect(
                        lambda it=card, c=compact, zz=z: (it.set_compact(c), it.setZValue(zz))
                    )
                    if not compact:
                        card.set_compact(False)
                anim.finished.connect(card.update)  # drawn again where it lands (kept_picture)
                moves.addAnimation(anim)
            else:
                move_kept(card, target)
                card.set_compact(compact)
        self._mark_cards()
        return moves

    def _mark_cards(self) -> None:
        mine = set(self._my_cards())
        for uid, item in self.cards.items():
            item.set_clickable(self.interactive and uid in mine)
            item.set_marks(
                selected=uid in self.selection,
                cursor=self.interactive and uid == self.cursor_uid and self.hasFocus(),
                glow=uid in self.glow,
                turned=uid in self.turned,
            )
        self.changed.emit()

    @staticmethod
    def _put(item: Piece, x: float, y: float, z: float = 0.0) -> Piece:
        item.setPos(x, y)
        item.setZValue(z)
        return item

    def _picture(self, colour: str, size: float) -> PictureItem:
        return self.decor.piece(("picture", colour, size), lambda: PictureItem(colour, size))

    def _panel(self, rect: QRectF, colour: QColor, border: QColor | None = None, width: float = 1.2) -> None:
        self._put(self.decor.rect(rect, colour, border, width), 0, 0, -10)

    def _name(self, p: int) -> str:
        return self.names[p] if p < len(self.names) else self.tr("Player %1").replace("%1", str(p + 1))

    def _score(self, p: int) -> str:
        """Points banked and the value still in front of ``p``, as the table's model has them now."""
        assert self.model is not None
        front = front_value(self.model.face[u] for c in range(3) for u in self.model.row(p, c))
        return seat_score_text(self.model.points[p], front)

    def _opponent_line(self, p: int, y: float, targets: dict) -> None:
        assert self.model is not None
        model = self.model
        playing = model.to_play == p and model.phase != "over"
        line_h = self.line_h()
        self.places[f"seat:{p}"] = QRectF(M, y, W - 2 * M, line_h - 4)
        self._panel(
            QRectF(M, y, W - 2 * M, line_h - 4),
            QColor("#fff6dc") if playing else PANEL,
            ACCENTS["orange"] if playing else None,
            2.4,
        )
        name = self._put(
            self.decor.text(("▶ " if playing else "") + self._name(p), self.label_size(11), True),
            M + 5,
            y + 5,
        )
        points = self._put(
            self.decor.text(self._score(p), self.label_size(10)), M + 5, y + 5 + 1.3 * self.label_size(11)
        )
        widest = max(name.boundingRect().width(), points.boundingRect().width())
        x0 = M + max(112.0, min(widest + 14, W / 2))  # the words never under the chips
        chip_y = y + (line_h - 4 - CHIP_H) / 2
        rows = [model.row(p, c) for c in range(3)]
        need = sum(16 + max(len(r), 1) * (CHIP_W + 2) + 8 for r in rows)
        room = W - M - 4 - x0
        step = CHIP_W + 2 if need <= room else max(10.0, (CHIP_W + 2) * (room - 72) / max(need - 72, 1))
        x = x0
        for c, row in enumerate(rows):
            self._put(self._picture(COLOURS[c], 13), x, y + (line_h - 4 - 13) / 2)
            x += 16
            if not row:
                self._put(self.decor.text("—", 12, colour=MUTED), x + 6, chip_y + 11)
            for k, uid in enumerate(row):
                targets[uid] = (x + k * step, chip_y, True, 10 + k)
            x += max(len(row), 1) * step + 8 + (CHIP_W + 2 - step if row else 0)

    def _middle(self, y: float, targets: dict) -> None:
        assert self.model is not None
        model = self.model
        top = y + 6
        x = M + 4
        pile_uid = next((u for u, pl in model.place.items() if pl == ("pile",)), None)
        self.places["pile"] = QRectF(x, top, CARD_W, CARD_H)
        if pile_uid is not None:
            targets[pile_uid] = (x, top, False, 40)
            for k in range(min(model.pile - 1, 3)):  # the edge of the cards below
                edge = self.decor.rect(QRectF(0, 0, CARD_W, CARD_H), EDGE, EDGE_LINE, 0.6)
                self._put(edge, x + 1.6 * (k + 1), top + 1.6 * (k + 1), 30 - k)
        else:
            self._slot(x, top)
        label_x = x + CARD_W + 10
        left = self.tr("%n card(s) left", "", model.pile)
        lines = [(self.tr("Draw pile"), True), (left, False)]
        if pile_uid is not None and model.phase == "play":
            lines.append((self.tr("other side: ?"), False))
        x = label_x + max(78.0, self._label_column(lines, label_x, top) + 10)
        discards = model.discard[-3:]
        self.places["discard"] = QRectF(x, top, CARD_W, CARD_H)
        if not discards:
            self._slot(x, top)
        for uid in model.discard:
            shown = uid in discards
            offset = discards.index(uid) * 2.0 if shown else 0.0
            targets[uid] = (x + offset, top + offset, False, 20 + (discards.index(uid) if shown else -1))
        label_x = x + CARD_W + 10
        lines = [(self.tr("Discard"), True), (str(len(model.discard)), False)]
        x = label_x + max(62.0, self._label_column(lines, label_x, top) + 10)
        if model.players == 1:
            self.places["opponent"] = QRectF(x, top, CARD_W, CARD_H)  # a solo guide's target
            if model.solo is not None:
                targets[model.solo] = (x, top, False, 45)
            else:
                self._slot(x, top)
            label_x = x + CARD_W + 10
            note = {
                "higher": self.tr("higher: you flip\nyour highest card\nof that colour"),
                "lower": self.tr("not higher:\nnothing happens"),
                "joker": self.tr("a joker:\nnothing happens"),
            }.get(model.solo_note, "")
            lines = [(self.tr("Opponent"), True)]
            if model.solo is not None and model.solo_before is not None:
                lines.append((f"{model.solo_before.label} → {model.face[model.solo].label}", True))
            lines.append((note, False))
            words = self._label_column(lines, label_x, top)
            # a solo guide's ring frames the card and what it did, written beside it
            self.places["opponent"] = QRectF(x, top, label_x + words + 4 - x, CARD_H)
            x = label_x + max(90.0, words + 10)
        self._announce(x, y, top)

    def _label_column(self, lines: list[tuple[str, bool]], x: float, top: float) -> float:
        """Labels beside a pile, one under the other, in chalk; returns the widest one's width."""
        y, widest = top + 2, 0.0
        room = W - M - x  # a big presenter label wraps rather than run off the table's edge
        for text, bold in lines:
            if not text:
                continue
            text = _wrapped(text, self.label_size(10), bold, room)
            item = self._put(self.decor.text(text, self.label_size(10), bold, CHALK), x, y)
            rect = item.boundingRect()
            widest = max(widest, rect.width())
            y += rect.height() + 1
        return widest

    def _news(self) -> list[tuple[str, float, bool]]:
        """The announce panel's lines (text, size, bold): a bank's flips, a square, the end of the pile."""
        lines = []
        note = self.bank_note()
        if note:
            lines.append((note, self.label_size(12), False))
        if self.announcement == "square":
            who = self._name(self.announce_player) if self.announce_player >= 0 else ""
            lines.append((self.tr("Square! %1 scores 7").replace("%1", who), self.label_size(15), True))
        elif self.announcement == "end":
            text = self.tr("The draw pile is empty:\none last series each")
            lines.append((text, self.label_size(15 if not note else 12), True))
        return lines

    def news_text(self) -> str:
        """The announce panel's words as one line ("" when it is not shown)."""
        return " ".join(" ".join(text.split()) for text, _size, _bold in self._news())

    def _announce(self, x: float, y: float, top: float) -> None:
        """The announce panel right of the piles: a bank's flips, a square, the end of the pile."""
        lines = self._news()
        if not lines:
            return
        room = W - M - x - 16
        labels = [
            self.decor.text(_wrapped(text, size, bold, room), size, bold, INK) for text, size, bold in lines
        ]
        width = max(max(label.boundingRect().width() for label in labels) + 16, 120)
        height = sum(label.boundingRect().height() for label in labels) + 12
        left = max(x, W - M - width)
        panel_top = top + (20 if height < self.middle_h() - 32 else 2)
        self.places["news"] = QRectF(left, panel_top, width, height)  # the guide's bubble leaves it be
        self._panel(self.places["news"], QColor("#fff4c2"), ACCENTS["orange"], 2.4)
        line_y = panel_top + 6
        for label in labels:
            self._put(label, left + 8, line_y, -5)
            line_y += label.boundingRect().height()

    def _slot(self, x: float, y: float) -> None:
        self._put(self.decor.rect(QRectF(0, 0, CARD_W, CARD_H), None, SLOT_LINE, 1.2, dashed=True), x, y, -5)

    def _my_rows(self, y: float, targets: dict) -> None:
        assert self.model is not None
        model = self.model
        p = self.viewer
        playing = model.to_play == p and model.phase != "over"
        name = self._put(
            self.decor.text(("▶ " if playing else "") + self._name(p), self.label_size(13), True, CHALK),
            M + 2,
            y,
        )
        points = self._score(p)
        name_w = name.boundingRect().width()
        self._put(self.decor.text(points, self.label_size(12), False, CHALK), M + 12 + name_w, y + 1)
        group_w = (W - 2 * M - 2 * GAP) / 3
        labels = [translate_message(colour_title(colour)) for colour in COLOURS]
        header_h, label_h = self.header_h(), self.label_h()
        for c in range(3):
            x0 = M + c * (group_w + GAP)
            ly = y + header_h
            self._put(self._picture(COLOURS[c], 12), x0, ly + (label_h - 15) / 2)
            title = labels[c]
            if scene_text_width(title, self.label_size(10), True) > group_w - 15:  # "Cielo · arancione"
                title = translate_message(colour_word(COLOURS[c]))  # the word alone
            self._put(self.decor.text(title, self.label_size(10), True, CHALK), x0 + 15, ly)
            row = model.row(p, c)
            cy = ly + label_h + LIFT
            self.places[f"row:{COLOURS[c]}"] = QRectF(x0, ly, group_w, label_h + LIFT + CARD_H)
            if not row:
                self._slot(x0, cy)
                continue
            step = CARD_W + 4 if len(row) < 2 else min(CARD_W + 4, (group_w - CARD_W) / (len(row) - 1))
            for k, uid in enumerate(row):
                lifted = LIFT if uid in self.selection else 0.0
                targets[uid] = (x0 + k * step, cy - lifted, False, 50 + k)

    # -- input ---------------------------------------------------------------------------

    def refit(self, force: bool = False) -> None:
        """Lay out again when the room changes the scale (labels depend on it) or the spare
        room, then fit."""
        if self.model is not None and not self.busy and self._estimate_scale():
            self._relayout(animated=False)
        self.fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            for item in self.items(event.position().toPoint()):
                if isinstance(item, VersoCardItem):
                    if item.clickable and not self.busy:
                        self.setFocus(Qt.FocusReason.MouseFocusReason)
                        self.toggle(item.uid)
                    break
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        cards = self._my_cards()
        if not self.interactive or not cards or self.busy:
            super().keyPressEvent(event)
            return
        if self.cursor_uid not in cards:
            self.cursor_uid = cards[0]
        index = cards.index(self.cursor_uid)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            index = (index + (1 if key == Qt.Key.Key_Right else -1)) % len(cards)
            self.cursor_uid = cards[index]
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            colour = self.model.place[self.cursor_uid][2] if self.model else 0
            for k in range(1, 4):
                c = (colour + (k if key == Qt.Key.Key_Down else -k)) % 3
                row = self.model.row(self.viewer, c) if self.model else []
                if row:
                    self.cursor_uid = row[0]
                    break
        elif key == Qt.Key.Key_Space:
            self.toggle(self.cursor_uid)
            return
        else:
            super().keyPressEvent(event)
            return
        self._mark_cards()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self._mark_cards()  # the keyboard cursor shows only while the table has the focus
        return handled


def _wrapped(text: str, size: float, bold: bool, room: float) -> str:
    """``text`` with line breaks so no line is wider than ``room`` scene units (long names, long words)."""
    metrics = QFontMetricsF(sans_font(size, bold))
    out: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and metrics.horizontalAdvance(candidate) > room:
                out.append(line)
                line = word
            else:
                line = candidate
        out.append(line)
    return "\n".join(out)
