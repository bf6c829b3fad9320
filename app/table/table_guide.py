"""A card table's guided first game, wired once for every card game.

Each :class:`~app.table.card_table.CardTableView` owns one :class:`TableGuide`. It makes
the one-time offer on the new-game page, opens the script's deal on the table shell, asks
the running :class:`~app.guide.controller.GuideController` before the view plays a move,
plays the script's moves for the other seats, makes Enter "Next" while a sentence waits
for it, and closes the guide when the player leaves it. What is the game's own comes from
the view through :class:`GuidedTable`: where the targets lie (``guide_targets``), and
whether its cards still move (``busy``). See docs/ARCHITECTURE.md, "Guided first games".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from app.context import AppContext
from app.guide.controller import GuideController
from app.guide.offer import GuideOffer, mark_offered, was_offered
from app.guide.targets import RESULT, TURN_BANNER, GuideTargets, OnHost
from app.i18n import translate_message
from app.table.fitted_view import FittedView
from app.table.shell import TableShell
from engines.base import Action, GameState
from engines.guide import GuideError, GuideScript, load_guide
from engines.guide.script import has_guide
from engines.table.session import Change, TableSession

__all__ = ["GuidedTable", "TableGuide"]

_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


#: How many of the log's newest lines in sight a guide's bubble leaves readable.
NEWEST_LINES = 3


class GuidedTable(Protocol):
    """What a card table's view offers its guide (read when needed, never while it is built)."""

    context: AppContext
    shell: TableShell
    guide_targets: GuideTargets

    def busy(self) -> bool: ...

    def keep_in_sight(self) -> list[QWidget]: ...

    def result_panel(self) -> QWidget: ...

    def key_home(self) -> QWidget: ...


class TableGuide(QObject):
    """The guided games of one card table: offer, start, steer, leave.

    ``advanced`` after Next (a scripted move may be due: the view's move loop looks);
    ``closed`` once the guide is gone (the view draws its table without it).
    """

    advanced = Signal()
    closed = Signal()

    def __init__(self, view: QWidget, table: GuidedTable, game: str, title: str, offer: GuideOffer) -> None:
        super().__init__(view)
        self.view = view
        self.table = table
        self.game = game
        self._title = title
        #: The running guide (None: the table plays as usual).
        self.controller: GuideController | None = None
        #: The one-time offer: a line the new-game page made under its heading, so that it
        #: stands in the page's Tab order where it stands on the page.
        self.offer = offer
        self._scripted_due = False
        table.shell.undo_allowed = lambda: not self.steps_running
        self.offer.accepted.connect(self.start)

    @property
    def steps_running(self) -> bool:
        """Whether the guide's steps run now (its script moves the other seats, undo is off)."""
        return self.controller is not None and self.controller.guiding

    # -- opening -----------------------------------------------------------------------

    def offer_once(self) -> None:
        """On the new-game page's first showing ever, offer the guided game (once per game)."""
        settings = self.table.context.settings
        if self.controller is None and has_guide(self.game) and not was_offered(settings, self.game):
            mark_offered(settings, self.game)
            self.offer.offer(lambda: translate_message(self._title))

    def start(self, mode: str = "") -> bool:
        """Start the guided game in the interface's language (a broken script: a warning);
        ``mode`` names another of the game's guided games (Verso's ``"solo"``), "" the first one."""
        self.offer.hide()
        try:
            script = load_guide(self.game, self.table.context.settings.language, mode)
        except GuideError as exc:
            self.table.shell.warn(translate_message(exc.args[0]))
            return False
        self.play(script)
        return True

    def play(self, script: GuideScript) -> None:
        """Play ``script``'s deal with its steps over the table (the game is not autosaved)."""
        self.stop()
        guide = GuideController(script, self.view, self, self.table.key_home())
        guide.advanced.connect(self.advanced)
        guide.left.connect(self.stop)
        guide.leave_requested.connect(self._ask_leave)
        self.controller = guide
        app = QCoreApplication.instance()
        if app is not None:  # Enter reaches Next before the table's own use of it
            app.installEventFilter(self)
        self.table.shell.open_session(TableSession(script.setup), keep=False)

    def stop(self) -> None:
        """Close the guide; the game on the table goes on as an ordinary one. A game started
        without answering the offer answers it: no later visit to the new-game page repeats it."""
        self.offer.hide()
        guide, self.controller = self.controller, None
        if guide is None:
            return
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        guide.hide()
        guide.deleteLater()
        self.closed.emit()

    # -- where things are (the controller's targets) -----------------------------------

    def locate(self, target: str) -> QRectF | None:
        if target == RESULT:  # the end page's result and its buttons, while it shows
            return OnHost(self.view).widget(self.table.result_panel())
        if target == TURN_BANNER:
            return OnHost(self.view).widget(self.table.shell.banner)
        return self.table.guide_targets.locate(target)

    def avoid(self) -> list[QRectF]:
        """The table's own things and its words (a pile's count, "Your sequence: 1 card..."),
        what the view keeps in sight besides (the seats, the end page's result), and the log's
        lines that tell what happened: the log as far as they reach, its empty part below them
        is bare felt (on DJ05135's first steps the bubble lay over the cards in the middle
        beside an empty log)."""
        targets = self.table.guide_targets
        on_host = OnHost(self.view)
        return targets.avoid() + targets.words() + on_host.widgets(self.table.keep_in_sight()) + self._log()

    def _log(self) -> list[QRectF]:
        """The log's part that holds lines, in the view's coordinates (none: no line yet)."""
        log = self.table.shell.log
        whole, last = OnHost(self.view).widget(log), self._last_line()
        if whole is None or last < 0:
            return []
        line = log.visualItemRect(log.item(last))
        bottom = min(log.viewport().mapTo(self.view, QPoint(0, line.bottom())).y() + 1, whole.bottom())
        return [QRectF(whole.left(), whole.top(), whole.width(), bottom - whole.top())]

    def _last_line(self) -> int:
        """The row of the log's last line in sight (its last line when all fit; -1: none)."""
        log = self.table.shell.log
        last = log.indexAt(QPoint(1, log.viewport().height() - 2)).row()
        return last if last >= 0 else log.count() - 1

    def words(self) -> list[QRectF]:
        """The table's words, the side panel's (its titles, the deal's number and the cards
        left) and the log's newest lines in sight: the line telling the move just played is what
        the learner reads next (the older ones may go under a bubble)."""
        log = self.table.shell.log
        words = self.table.guide_targets.words() + OnHost(self.view).widget_words(self.table.shell.side)
        if not log.isVisible():
            return words
        viewport = log.viewport()
        shown = QRectF(viewport.rect())
        first, last = max(log.indexAt(QPoint(1, 1)).row(), 0), self._last_line()
        rows = range(max(first, last - NEWEST_LINES + 1), last + 1)
        lines = [QRectF(log.visualItemRect(log.item(row))) for row in rows]
        origin = QPointF(viewport.mapTo(self.view, QPoint(0, 0)))
        in_sight = [line.intersected(shown).translated(origin) for line in lines if line.intersects(shown)]
        return words + in_sight

    # -- leaving -----------------------------------------------------------------------

    def _ask_leave(self) -> None:
        if self.confirm_leave():
            self.stop()

    def confirm_leave(self) -> bool:
        """Ask before leaving the guide; a headless run (screenshots, smoke) has nobody to ask."""
        if self.table.context.headless:
            return True
        answer = QMessageBox.question(
            self.view,
            self.tr("Leave the guide"),
            self.tr("Leave the guided game? You can go on playing this game on your own."),
        )
        return answer == QMessageBox.StandardButton.Yes

    def can_leave(self) -> bool:
        """Esc during a guided game asks to leave the guide and stays on the table."""
        if self.controller is not None and not self.controller.finished and self.view.isVisible():
            if self.confirm_leave():
                self.stop()
            return False
        self.stop()
        return True

    # -- steering ----------------------------------------------------------------------

    def allows(self, state: GameState, action: Action) -> bool:
        """Whether the view may play ``action`` (the bubble repeats the step when not)."""
        return self.controller is None or self.controller.allows(state, action)

    def allows_one_of(self, state: GameState, actions: Sequence[Action]) -> bool:
        """Whether the guide lets one of ``actions`` through: the first step of a move made in
        two (a card, then its side) is checked before the second is asked for; when none is
        let through, the bubble says the step again."""
        guide = self.controller
        if guide is None or not guide.guiding or any(guide.runner.allows(state, a) for a in actions):
            return True
        if any(guide.runner.reads_ahead(state, a) for a in actions):
            guide.runner.next()  # the move the step's words announced, played before Next
            return True
        guide.refuse()
        return False

    def expected(self, state: GameState) -> Action | None:
        """The move the step wants of the learner now (None: any move, or no step runs)."""
        guide = self.controller
        if guide is None or not guide.guiding or state.current_player != guide.script.learner:
            return None  # the runner expects nothing of the other seats
        return guide.runner.expected(state)

    def changed(self, change: Change, session: TableSession) -> bool:
        """Follow a move on the table; True when an undo ended the guide's steps."""
        if change is Change.UNDO:
            if self.steps_running:
                self.stop()
                return True
            return False
        guide = self.controller
        state = session.state
        if guide is not None and change is Change.MOVE and state.history:
            guide.played(state.history[-1], state.actors[-1] in session.setup.persons)
            guide.hide()
        return False

    def idle(self, session: TableSession) -> bool:
        """The table is still: end the guide with the game, or play the script's next move for a
        computer player. True when the guide took the turn (the view waits)."""
        guide = self.controller
        if guide is None:
            return False
        if session.over:
            won = guide.script.learner in session.state.winners()
            guide.show_end(guide.well_played() if won else guide.not_this_time())
            return False
        if guide.guiding and session.is_bot_turn():
            self._play_scripted(session)
            return True
        return False

    def show_step(self, session: TableSession) -> None:
        """The learner may act: show the step (or a hint in free play)."""
        if self.controller is not None and not session.over:
            self.controller.show_step(idle=True)

    def place(self) -> None:
        """Follow the window's size (after the table has laid itself out)."""
        if self.controller is not None:
            self.controller.place_later()
        if self.offer.isVisible():
            self.offer.refit()

    def _play_scripted(self, session: TableSession) -> None:
        """The script's next move for a computer player, after the pause a computer takes."""
        guide = self.controller
        if guide is None or self.table.busy() or self._scripted_due:
            return
        move = guide.scripted_move(session.state)
        if move is None:  # the step speaks first: Next brings the move
            guide.show_step(idle=True)
            return
        guide.hide()
        shell = self.table.shell
        delay = 0 if self.table.context.headless else shell.runner.speed()
        self._scripted_due = True
        QTimer.singleShot(delay, self, lambda: self._play_move(move))

    def _play_move(self, move: Action) -> None:
        self._scripted_due = False
        session = self.table.shell.session
        if session is None or self.controller is None or not session.is_bot_turn():
            return
        if session.state.is_legal(move):
            session.play(session.to_act(), move)  # type: ignore[arg-type]

    # -- Enter is Next -----------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter anywhere on this table closes a sentence that waits for "Next", before the
        table's own Enter (a bound key takes it first, unless this claims it); the table's
        cards resized place the bubble and its ring again."""
        kind = event.type()
        if kind == QEvent.Type.Resize and isinstance(watched, FittedView) and self.view.isAncestorOf(watched):
            # The cards' room changed inside a window of the same size (the action bar came,
            # the banner wrapped): the scene is fitted again, and the ring must follow it.
            self.place()
            return False
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            return False
        if not isinstance(event, QKeyEvent) or event.key() not in _ENTER or not self._waits_for_next():
            return False
        if not isinstance(watched, QWidget) or not (watched is self.view or self.view.isAncestorOf(watched)):
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # the key press comes here rather than to a key bound on the table
            return True
        assert self.controller is not None
        self.controller.next()
        return True

    def _waits_for_next(self) -> bool:
        guide = self.controller
        return guide is not None and guide.waits_for_next and guide.bubble.isVisible()
