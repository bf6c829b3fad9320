"""DJ05135's side of the guided first game: the keys and clicks it steers.

The wiring shared by every card table (offer, start, steer, leave) is
:class:`~app.guide.table_guide.TableGuide`, and where the targets lie is
:mod:`app.dj05135.guide_targets`; this module keeps what only DJ05135's table does
(docs/ARCHITECTURE.md, "Guided first games"): Enter closes a sentence ("Next") before the
table takes it as "play the card with the focus", and a steal's first click (the card) is
checked before its side is asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent

from app.dj05135.guide_targets import DJ05135GuideTargets
from app.guide.table_guide import GuidedTableView, TableGuide
from engines.dj05135.actions import StealCard
from engines.dj05135.game import DJ05135State

if TYPE_CHECKING:
    from app.dj05135.view import DJ05135TableView

__all__ = ["EnterIsNext", "GuidedTable", "steal_allowed"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


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
    guide_targets: DJ05135GuideTargets

    def _build_guide(self: DJ05135TableView) -> None:  # type: ignore[misc]
        """The offer goes under the start screen's heading, the first thing a newcomer reads;
        the game's name is the same in every language."""
        self.guide_targets = DJ05135GuideTargets(
            self,
            self.scene,
            self.table,
            self.legend,
            self.shell.banner,
            lambda: self.pending_steal,
            lambda: self.guided.expected(self.state) if self.state is not None else None,
        )
        self.guided = TableGuide(
            self,
            "dj05135",
            lambda: "DJ05135",
            self.start_screen.guide_offer,
            on_idle=self._on_idle,
            busy=self.scene.animating,
        )
        self.table.installEventFilter(EnterIsNext(self.guided, self))

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
