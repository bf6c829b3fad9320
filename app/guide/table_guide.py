"""A card table's guided first game, wired once for Verso, Revorso and DJ05135.

Each card table's view owns one :class:`TableGuide`. It makes the one-time offer on the
new-game page, opens the script's deal on the table shell, asks the running
:class:`~app.guide.controller.GuideController` before the view plays a move, plays the
script's moves for the other seats, and closes the guide when the player leaves it. The view
keeps only what is its own: where the targets lie on its table (its ``guide_targets``,
a :class:`~app.guide.targets.GuideTargets`), its repaint (``refresh``), its move loop
(``on_idle``) and whether its table still animates (``busy``). See docs/ARCHITECTURE.md,
"Guided first games".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, QRectF, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from app.context import AppContext
from app.guide.controller import GuideController
from app.guide.offer import GuideOffer, mark_offered, was_offered
from app.guide.targets import GuideTargets, OnHost
from app.i18n import translate_message
from app.table.shell import TableShell
from engines.base import Action, GameState
from engines.guide import GuideError, GuideScript, load_guide
from engines.table.session import Change, TableSession

__all__ = ["GuidedTableView", "GuidedView", "TableGuide"]


class GuidedView(Protocol):
    """What a card table's view offers its guide (the view is also the guide's host widget)."""

    context: AppContext
    shell: TableShell
    guide_targets: GuideTargets

    def refresh(self) -> None: ...


class TableGuide(QObject):
    """The guided first game of one card table: offer, start, steer, leave."""

    def __init__(
        self,
        view: QWidget,
        game: str,
        title: Callable[[], str],
        offer: GuideOffer,
        *,
        on_idle: Callable[[], None],
        busy: Callable[[], bool],
    ) -> None:
        super().__init__(view)
        self.view = view
        self.game = game
        self._title = title
        self._on_idle = on_idle
        self._busy = busy
        #: The running guide (None: the table plays as usual).
        self.controller: GuideController | None = None
        #: The one-time offer: a line the new-game page made under its heading, so that it
        #: stands in the page's Tab order where it stands on the page.
        self.offer = offer
        self._host.shell.undo_allowed = lambda: not self.steps_running
        self.offer.accepted.connect(self.start)

    @property
    def _host(self) -> GuidedView:
        return self.view  # type: ignore[return-value]

    @property
    def steps_running(self) -> bool:
        """Whether the guide's steps run now (its script moves the other seats, undo is off)."""
        return self.controller is not None and self.controller.guiding

    # -- opening -----------------------------------------------------------------------

    def offer_once(self) -> None:
        """On the new-game page's first showing ever, offer the guided game (once per game)."""
        settings = self._host.context.settings
        if self.controller is None and not was_offered(settings, self.game):
            mark_offered(settings, self.game)
            self.offer.offer(self._title)

    def start(self, mode: str = "") -> bool:
        """Start the guided game in the interface's language (a broken script: a warning);
        ``mode`` names another of the game's guided games (Verso's ``"solo"``), "" the first one."""
        self.offer.hide()
        try:
            script = load_guide(self.game, self._host.context.settings.language, mode)
        except GuideError as exc:
            self._host.shell.warn(translate_message(exc.args[0]))
            return False
        self.play(script)
        return True

    def play(self, script: GuideScript) -> None:
        """Play ``script``'s deal with its steps over the table (the game is not autosaved)."""
        self.stop()
        guide = GuideController(script, self.view, self)
        guide.advanced.connect(self._on_idle)
        guide.left.connect(self.stop)
        guide.leave_requested.connect(self._ask_leave)
        self.controller = guide
        self._host.shell.open_session(TableSession(script.setup), keep=False)

    def stop(self) -> None:
        """Close the guide; the game on the table goes on as an ordinary one. A game started
        without answering the offer answers it: no later visit to the new-game page repeats it."""
        self.offer.hide()
        guide, self.controller = self.controller, None
        if guide is not None:
            guide.hide()
            guide.deleteLater()
            self._host.refresh()
            self._host.shell.refresh_seats()  # Undo comes back
            self._host.shell.runner.schedule()

    # -- where things are (the controller's targets) -----------------------------------

    def locate(self, target: str) -> QRectF | None:
        return self._host.guide_targets.locate(target)

    def avoid(self) -> list[QRectF]:
        """The table's own things, and the shell's side panel (the seats and the game log that
        tell what just happened): the bubble leaves them all in sight when it can."""
        return self._host.guide_targets.avoid() + OnHost(self.view).widgets([self._host.shell.side])

    def expected(self, state: GameState) -> Action | None:
        """The move the step wants of the learner now (None: any move, or no step runs)."""
        guide = self.controller
        if guide is None or not guide.guiding or state.current_player != guide.script.learner:
            return None  # the runner expects nothing of the other seats
        return guide.runner.expected(state)

    # -- leaving -----------------------------------------------------------------------

    def _ask_leave(self) -> None:
        if self.confirm_leave():
            self.stop()

    def confirm_leave(self) -> bool:
        """Ask before leaving the guide; a headless run (screenshots, smoke) has nobody to ask."""
        if self._host.context.headless:
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

    def next_on_enter(self) -> bool:
        """Enter is "Next" while a sentence waits for it; False leaves Enter to the table."""
        guide = self.controller
        if guide is not None and guide.waits_for_next and guide.bubble.isVisible():
            guide.next()
            return True
        return False

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
            guide.show_end()
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
            QTimer.singleShot(0, self.controller.place)
        if self.offer.isVisible():
            self.offer.refit()

    def _play_scripted(self, session: TableSession) -> None:
        """The script's next move for a computer player, after the pause a computer takes."""
        guide = self.controller
        if guide is None or self._busy():
            return
        move = guide.scripted_move(session.state)
        if move is None:  # the step speaks first: Next brings the move
            guide.show_step(idle=True)
            return
        guide.hide()
        shell = self._host.shell
        delay = 0 if self._host.context.headless else shell.runner.speed()
        QTimer.singleShot(delay, self, lambda: self._play_move(move))

    def _play_move(self, move: Action) -> None:
        session = self._host.shell.session
        if session is None or self.controller is None or not session.is_bot_turn():
            return
        if session.state.is_legal(move):
            session.play(session.to_act(), move)  # type: ignore[arg-type]


class GuidedTableView:
    """What the home tile, the rules page and the tests ask of a card table's view about its
    guided game, written once; the view mixes this in before its Qt base and sets ``guided``."""

    guided: TableGuide

    @property
    def guide(self) -> GuideController | None:
        """The guided game running on this table, if any."""
        return self.guided.controller

    def start_guide(self) -> bool:
        return self.guided.start()

    def play_guide(self, script: GuideScript) -> None:
        self.guided.play(script)
