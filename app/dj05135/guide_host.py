"""DJ05135's side of the guided first game: where its targets lie, and the keys and clicks it steers.

The wiring shared by every card table (offer, start, steer, leave) is
:class:`~app.guide.table_guide.TableGuide`; this module answers what only DJ05135's table
knows (docs/ARCHITECTURE.md, "Guided first games"):

* where a script's target lies, in the view's coordinates: ``hand:N`` and ``seat:N`` (a
  hand's panel; the learner's own is the bottom one), ``card:TAG`` (one card; while the side
  of a steal is asked for, the option the step wants), ``centre`` and ``legend`` (the
  "Pictures" list beside the table);
* what the bubble should leave in sight: the hands, the cards in the middle, the turn
  banner and the side of a steal being chosen;
* Enter closes a sentence ("Next") before the table takes it as "play the card with the
  focus", and a steal's first click (the card) is checked before its side is asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QWidget

from app.dj05135.table import SIDE_KEEP, SIDE_TURN
from app.guide.table_guide import GuidedTableView, TableGuide
from engines.dj05135.actions import StealCard
from engines.dj05135.game import DJ05135State

if TYPE_CHECKING:
    from app.dj05135.view import DJ05135TableView

__all__ = ["EnterIsNext", "GuideHost", "GuidedTable", "steal_allowed"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class GuideHost:
    """Finds the guide's targets on one DJ05135 view (its scene drawn in its fitted table)."""

    def __init__(self, view: DJ05135TableView) -> None:
        self.view = view

    def locate(self, target: str) -> QRectF | None:
        """Where ``target`` lies in the view's coordinates (None: not on screen now)."""
        view = self.view
        scene = view.scene
        kind, _, name = target.partition(":")
        if kind == "legend":
            return self._widget(view.legend)
        if scene.view is None or not view.table.isVisible():
            return None
        if kind in ("hand", "seat") and name.isdigit():
            seat = int(name)
            if seat == scene.view.player:
                return self._on_view(scene.hand_rect())
            if 0 <= seat < scene.view.players:
                return self._on_view(scene.opponent_panel(scene.view, seat))
            return None
        if kind == "centre":
            return self._on_view(scene.centre_rect())
        if kind == "card" and name.isdigit():
            key: object = int(name)
            if view.pending_steal is not None and view.pending_steal[1] == key:
                key = self._side_wanted()
            sprite = scene.sprites.get(key)
            if sprite is None or not sprite.isVisible():
                return None
            return self._on_view(sprite.sceneBoundingRect())
        return None

    def guide_avoid(self) -> list[QRectF]:
        """What the bubble should leave in sight: the hands, the middle's cards, the banner."""
        view = self.view
        scene = view.scene
        shown: list[QRectF | None] = [self._widget(view.shell.banner)]
        if scene.view is not None and view.table.isVisible():
            shown.append(self._on_view(scene.hand_rect()))
            seen = scene.view
            shown += [self._on_view(scene.opponent_panel(seen, seat)) for seat in scene.seat_order(seen)]
            sprites = scene.sprites.values()
            cards = [s.sceneBoundingRect() for s in sprites if s.isVisible() and s.zone == "centre"]
            if cards:
                middle = cards[0]
                for rect in cards[1:]:
                    middle = middle.united(rect)
                shown.append(self._on_view(middle))
            for key in (SIDE_KEEP, SIDE_TURN):
                option = scene.sprites.get(key)
                if option is not None and option.isVisible():
                    shown.append(self._on_view(option.sceneBoundingRect()))
        return [rect for rect in shown if rect is not None]

    def _side_wanted(self) -> object:
        """The option of the open side choice the step asks for (keep, unless it says turn)."""
        guide = self.view.guided.controller
        state = self.view.state
        if guide is None or state is None or not guide.guiding:
            return SIDE_KEEP
        expected = guide.runner.expected(state) if state.current_player == guide.script.learner else None
        return SIDE_TURN if isinstance(expected, StealCard) and not expected.keep_seen_side else SIDE_KEEP

    def _on_view(self, rect: QRectF) -> QRectF | None:
        """A scene rectangle in the view's coordinates."""
        table = self.view.table
        if not table.isVisible():
            return None
        shown = table.mapFromScene(rect).boundingRect()
        return QRectF(table.viewport().mapTo(self.view, shown.topLeft()), shown.size())

    def _widget(self, widget: QWidget) -> QRectF | None:
        if not widget.isVisible():
            return None
        return QRectF(widget.mapTo(self.view, QPoint(0, 0)), widget.size())


def steal_allowed(guided: TableGuide, state: DJ05135State, victim: int, tag: int) -> bool:
    """Whether the guide lets the learner go on to choose a side for this card of ``victim``'s.

    A steal is two clicks (the card, then its side); the card is checked at the first one, so
    a wrong card is refused at once instead of after the side is chosen. When not, the bubble
    says the step again.
    """
    guide = guided.controller
    if guide is None or not guide.guiding:
        return True
    if any(guide.runner.allows(state, StealCard(victim, tag, keep)) for keep in (True, False)):
        return True
    guide.refuse()
    return False


class EnterIsNext(QObject):
    """Enter on the table closes the guide's sentence when one waits for "Next"; otherwise
    the table keeps Enter (play, take or flip the card with the focus)."""

    def __init__(self, guided: TableGuide, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.guided = guided

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in _ENTER
            and self.guided.next_on_enter()
        ):
            return True
        return super().eventFilter(watched, event)


class GuidedTable(GuidedTableView):
    """The guided game's part of :class:`~app.dj05135.view.DJ05135TableView` (mixed in before
    its Qt base, so ``resizeEvent`` here runs first): what the home tile, the rules page and
    the guide's overlay ask of a card table's view."""

    guided: TableGuide
    guide_host: GuideHost

    def _build_guide(self: DJ05135TableView) -> None:  # type: ignore[misc]
        """The offer goes under the start screen's heading, the first thing a newcomer reads;
        the game's name is the same in every language."""
        self.guide_host = GuideHost(self)
        self.guided = TableGuide(
            self,
            "dj05135",
            lambda: "DJ05135",
            self.start_screen.guide_offer,
            on_idle=self._on_idle,
            busy=self.scene.animating,
        )
        self.table.installEventFilter(EnterIsNext(self.guided, self))

    def locate(self, target: str) -> QRectF | None:
        return self.guide_host.locate(target)

    def guide_avoid(self) -> list[QRectF]:
        return self.guide_host.guide_avoid()

    def refresh(self: DJ05135TableView) -> None:  # type: ignore[misc]
        """The guide closed: lay the table out again as it is."""
        if self.session is not None and not self.session.over:
            self._refresh(animate=False)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)  # type: ignore[misc]
        self.guided.place()

    def can_leave(self: DJ05135TableView) -> bool:  # type: ignore[misc]
        """Esc during a guided game asks to leave the guide (and stays on the table)."""
        self.scene.finish_animations()
        return self.guided.can_leave()

    def _on_idle(self: DJ05135TableView) -> None:  # type: ignore[misc]
        """The table is still: the guide plays its computer moves and shows its step, or a
        computer player's move is asked for."""
        session = self.session
        if session is None or self.scene.animating() or self.guided.idle(session) or session.over:
            return
        if session.is_bot_turn():
            self.shell.runner.schedule()
        elif self.viewer == session.to_act():
            self.guided.show_step(session)
