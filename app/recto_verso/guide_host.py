"""The guided first games on the Recto Verso table: the puzzle, the partner round and the ladder.

Recto Verso ships three scripts (docs/ARCHITECTURE.md, "Guided first games"): the puzzle
(``recto_verso.<lang>.json``), started by the first-visit offer, the home tile's and the
rules page's "Learn by playing"; the partner round (``recto_verso.party.<lang>.json``) and
the co-op ladder (``recto_verso.ladder.<lang>.json``), each started from its own entry in
its box on the start page. This module is the
table's side of both: it starts the script's deal, stands guard on the builder session (each
step a person takes is asked first, so only the taught one gets through), says where a
target is on the page, keeps the guided game out of the autosave, and ends the guide with
the round, naming the rules it skipped.

On one computer the two partners share the screen: the facade panel shows the builder's
front, and the partner is asked to switch it to Back when it is their turn to look.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from app.buttons import push_button
from app.guide.controller import GuideController
from app.guide.offer import GuideOffer, mark_offered, was_offered
from app.guide.overlay import ring_around
from app.i18n import translate_message
from app.recto_verso.builder_parts import BuilderParts
from app.recto_verso.guide_targets import RectoVersoGuideTargets
from app.recto_verso.messages import translate
from engines.base import Action
from engines.guide import GuideError, load_guide
from engines.recto_verso.builder import BuilderSession
from engines.recto_verso.game import PlacePiece, RectoVersoGame
from engines.recto_verso.guided import GuidedBuilder, guided_game
from engines.recto_verso.handling import anchor_for
from engines.recto_verso.pieces import normalise

__all__ = ["RectoVersoGuide"]

GAME = "recto_verso"
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class RectoVersoGuide(QObject):
    """One table's guided games; ``controller`` is the running one (None: no guide)."""

    def __init__(self, table: QWidget, view: BuilderParts) -> None:
        super().__init__(table)
        self.view = view
        #: The view as a widget, for where it is and whether it shows (it is never driven from here).
        self.table = table
        #: Where the scripts' targets lie on the builder's page.
        self.targets = RectoVersoGuideTargets(table, view.page, view.overlay, self._expected)
        self.controller: GuideController | None = None
        self.builder: GuidedBuilder | None = None
        self._guided: RectoVersoGame | None = None
        self._autosave: Callable[[RectoVersoGame], None] | None = None
        #: The one-time offer, a line of the start page under its heading.
        self.offer: GuideOffer = view.setup.guide_offer
        self.offer.accepted.connect(self.start)
        self.party_button: QPushButton = push_button("learn-party", lambda: self.start("party"))
        self.ladder_button: QPushButton = push_button("learn-ladder", lambda: self.start("ladder"))
        boxes = ((view.setup.party_box, self.party_button), (view.setup.ladder_box, self.ladder_button))
        for box, button in boxes:  # each mode's entry sits in its own box of the start page
            box_layout = box.layout()
            if box_layout is not None:
                box_layout.addWidget(button)
        view.rounds.started.connect(self._on_started)
        view.rounds.changed.connect(self.on_change)
        view.rounds.leave_requested.connect(self.stop)
        self.retranslate()
        self.party_button.installEventFilter(self)
        self.table.installEventFilter(self)

    # -- starting and stopping ------------------------------------------------------------

    def start(self, mode: str = "") -> bool:
        """Play a guided game: the puzzle (``""``), the partner round (``"party"``) or the
        co-op ladder (``"ladder"``, its first stage)."""
        view = self.view
        self.offer.hide()
        try:
            script = load_guide(GAME, view.context.settings.language, mode)
        except GuideError as exc:
            view.page.status.setText(translate_message(exc.args[0]))
            return False
        self.stop()
        session = view.session
        state = guided_game(script)
        self._guided = state
        view.rounds.start(state, [seat.name for seat in script.setup.seats])
        if state.mode != "puzzle":
            view.rounds.reveal()  # the partners are ready: the card is shown at once
        controller = GuideController(script, self.table, self.targets, view.page.board)
        controller.advanced.connect(self.show_step)
        controller.bubble.finish_clicked.connect(self._hold_clock)  # after the closing words show
        controller.left.connect(self.stop)
        controller.leave_requested.connect(self._ask_leave)
        self.controller = controller
        self.builder = GuidedBuilder(session, script.learner)
        self._autosave, session.after_edit = session.after_edit, None  # never replaces a game
        session.guard = self
        view.page.board.aim = self._aim_at_ring
        app = QCoreApplication.instance()
        if app is not None:  # installed after the input router, so Enter reaches Next before "put down"
            app.installEventFilter(self)
        self.show_step()
        view.rounds.changed.emit(True)  # the table shows the guide's helpers (Hint in every mode)
        # The keys go to the board, whatever started the guide: a button of the start page,
        # now hidden, would leave them with nobody (Enter, Next, did nothing).
        view.page.board.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def stop(self) -> None:
        controller, self.controller = self.controller, None
        if controller is None:
            return
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        session = self.view.session
        session.guard = None
        self.view.page.board.aim = None
        if self._autosave is not None:
            session.after_edit = self._autosave
        self._guided = self.builder = None
        controller.hide()
        controller.deleteLater()
        self._hold_clock()
        self.view.rounds.changed.emit(False)  # the table repaints without the guide

    def _on_started(self) -> None:
        """Another game on the table (next card, a load, the mode chooser) ends the guide; a
        game started without answering the offer answers it."""
        self.offer.hide()
        if self.controller is not None and self.view.session.state is not self._guided:
            self.stop()

    def on_change(self, _keep_status: bool = False) -> None:
        controller = self.controller
        if controller is None or controller.finished:
            return
        session = self.view.session
        if session.phase in ("result", "over"):  # the guided round is over: how it went, what it left out
            won = _round_won(session)
            controller.show_end(controller.well_played() if won else controller.not_this_time())
        else:
            controller.place_later()

    def show_step(self) -> None:
        self._hold_clock()
        if self.controller is not None and not self.controller.finished:
            self.controller.show_step(idle=True)

    def _hold_clock(self) -> None:
        """The stopwatch waits while the steps are read and played, and while the closing words
        are read after "Finish here" (the round goes on once they are closed); free play is timed."""
        controller = self.controller
        reading = controller is not None and (controller.guiding or controller.finished)
        self.view.context.clocks.hold(self.table, "guide" if reading else "")

    # -- the builder's guard ----------------------------------------------------------------

    def allows(self, action: Action) -> bool:
        """Only the step's move while the steps run; the bubble says it again otherwise."""
        controller, builder = self.controller, self.builder
        return controller is None or builder is None or controller.allows(builder, action)

    def expects(self, action: Action) -> bool:
        """Whether the step would take ``action``, without saying the step again when not."""
        controller, builder = self.controller, self.builder
        if controller is None or builder is None:
            return True
        try:
            return controller.runner.allows(builder, action)
        except GuideError:
            return True  # off the script: :meth:`allows` lets the game go on

    def played(self, action: Action) -> None:
        if self.controller is not None:
            self.controller.played(action, True)
            self.show_step()

    # -- leaving ---------------------------------------------------------------------------

    def _ask_leave(self) -> None:
        if self.confirm_leave():
            self.stop()

    def confirm_leave(self) -> bool:
        """Ask before leaving the guide; a headless run has nobody to ask."""
        if self.view.context.headless:
            return True
        answer = QMessageBox.question(
            self.table,
            translate("RectoVersoGuide", "Leave the guide"),
            translate("RectoVersoGuide", "Leave the guided game? You can go on building on your own."),
        )
        return answer == QMessageBox.StandardButton.Yes

    def can_leave(self) -> bool:
        """Esc during a guided game asks to leave the guide and stays on the table."""
        controller = self.controller
        if controller is not None and not controller.finished and self.table.isVisible():
            if self.confirm_leave():
                self.stop()
            return False
        self.stop()
        return True

    # -- the offer and the words ------------------------------------------------------------

    def offer_once(self) -> None:
        """The first time the start page shows: offer the guided puzzle (remembered in the settings)."""
        settings = self.view.context.settings
        if self.view.pages.currentWidget() is self.view.setup and not was_offered(settings, GAME):
            mark_offered(settings, GAME)
            self.offer.offer(lambda: translate("RectoVersoView", "Recto Verso"))

    def retranslate(self) -> None:
        self.party_button.setText(translate("RectoVersoGuide", "Learn the partner round by playing"))
        self.ladder_button.setText(translate("RectoVersoGuide", "Learn the ladder by playing"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter is Next while a step waits for it, and puts the piece down on the ringed squares
        at a step that teaches a put-down; the words follow a change of language."""
        kind = event.type()
        if kind == QEvent.Type.LanguageChange and watched is self.party_button:
            self.retranslate()
        elif kind == QEvent.Type.Resize and watched is self.table and self.controller is not None:
            self.controller.place_later()
        elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in _ENTER:
            controller, table = self.controller, self.table
            inside = isinstance(watched, QWidget) and (watched is table or table.isAncestorOf(watched))
            waiting = controller is not None and controller.waits_for_next and controller.bubble.isVisible()
            if inside and waiting and controller is not None:
                controller.next()
                return True
            anchor = self._ringed_anchor()
            if inside and anchor is not None:  # the key table's "put down" follows, on the ringed squares
                self.view.session.move_to(anchor)
        return False

    def _ringed_anchor(self) -> tuple[int, int] | None:
        """Where the hand goes to put the held piece on the ringed squares, while the running step
        waits for that put-down and the piece is already turned as it wants (None: otherwise)."""
        expected, session = self._expected(), self.view.session
        if not isinstance(expected, PlacePiece) or session.held != expected.piece or session.hinted:
            return None
        cells = expected.cells
        if session.shape != normalise(cells):
            return None
        return anchor_for(session.shape, (min(c[0] for c in cells), min(c[1] for c in cells)))

    def _aim_at_ring(self, point: QPointF) -> tuple[int, int] | None:
        """The whole ring is the place (the board asks): a point anywhere in it, hovered, clicked
        or tapped, aims the held piece at the ringed squares (None: the point means itself)."""
        anchor = self._ringed_anchor()
        ring = self.targets.locate("place") if anchor is not None else None
        if ring is None:
            return None
        inside = ring_around(ring).contains(QPointF(self.view.page.board.mapTo(self.table, point.toPoint())))
        return anchor if inside else None

    def _expected(self) -> Action | None:
        """The move the running step waits for (None: no step waits for a move)."""
        controller, builder = self.controller, self.builder
        if controller is None or builder is None or controller.runner.free:
            return None
        return controller.runner.expected(builder)


def _round_won(session: BuilderSession) -> bool:
    """Whether the round just finished went well: a ladder stage cleared, a building right (and not
    shown by "Show a solution")."""
    state = session.state
    if state is None or not state.records or session.solution_shown:
        return False
    record = state.records[-1]
    return record.cleared if state.mode == "ladder" else record.outcome.correct
