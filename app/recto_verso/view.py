"""The Recto Verso builder: paints the session and routes every input to it.

The game and everything a person holds live in a Qt-free
:class:`~engines.recto_verso.builder.BuilderSession`; the rounds (announcement, result,
live check, countdown) in :class:`~app.recto_verso.rounds.RoundController`; the keys in
one table (:mod:`app.recto_verso.keys`) read by the input router and the F1 list; the
words in :mod:`app.recto_verso.messages`. This view builds the page, turns pointer,
touch, button and key steps into session steps, and paints the result.

Time comes from ``self.clock`` (a :data:`~engines.table.clock.TimeSource`), so tests drive it; the
round's stopwatch (``session.clock``) counts it only while the app's clock service lets
it (no dialog, no help overlay, this view on screen, the window not minimised).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QVBoxLayout

from app.access.builder import BuilderAccess
from app.context import AppContext
from app.guide.controller import GuideController
from app.recto_verso import messages, phone_party
from app.recto_verso.card_maker import open_card_maker
from app.recto_verso.game_files import GameFiles, LoadError
from app.recto_verso.game_page import GamePage, Pages
from app.recto_verso.guide_host import RectoVersoGuide
from app.recto_verso.input_router import InputRouter
from app.recto_verso.iso import Camera, Scene
from app.recto_verso.keys import key_help
from app.recto_verso.messages import translate
from app.recto_verso.panels import FacadeRow, ResultOverlay
from app.recto_verso.partner import PartnerWindow
from app.recto_verso.piece_motion import PieceMotion
from app.recto_verso.rounds import RoundController
from app.recto_verso.scene import building_scene, without_hand
from app.recto_verso.setup_page import RectoVersoStartPage
from app.table.files import ask_open_path, ask_save_path
from app.views.base import BaseView
from app.widgets import warning_box
from engines.recto_verso.builder import BuilderSession, Notice
from engines.recto_verso.game import RectoVersoGame
from engines.recto_verso.my_cards import load_my_cards, my_cards_path
from engines.table.clock import ManualTime, TimeSource, format_ms, monotonic_ms

__all__ = ["RectoVersoBuilderView"]

log = logging.getLogger(__name__)

#: Arrow actions of the key table, as steps across the screen's view of the board.
_CURSOR = {"cursor_left": (-1, 0), "cursor_right": (1, 0), "cursor_up": (0, 1), "cursor_down": (0, -1)}


class RectoVersoBuilderView(BaseView):
    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.setObjectName("view-recto_verso")
        self.files = GameFiles(context.data_dir)
        self.clock: TimeSource = monotonic_ms
        self.session = BuilderSession(lambda: self.clock())
        self.camera = Camera()
        self.hover_piece: str | None = None
        self.dragging = False
        self.facade_mode = "both"
        self.partner: PartnerWindow | None = None

        self.pages = Pages(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.pages)
        self.setup = RectoVersoStartPage()
        self.pages.addWidget(self.setup)
        self.page = GamePage()
        self.pages.addWidget(self.page)
        self.overlay = ResultOverlay(self.page, keys_after=self.page.board)
        self.rounds = RoundController(context, self.session, self.overlay, lambda: self.clock(), self)
        self.session.after_edit = lambda state: self.files.autosave(state, self.rounds.names)
        self.rounds.started.connect(self._on_started)
        self.rounds.changed.connect(self.refresh)
        self.rounds.leave_requested.connect(self.show_setup)
        self.rounds.timer.timeout.connect(self._show_clock)
        self.router = InputRouter(self.page, self.page.board, lambda: self.session.held is not None, self.act)
        self.motion = PieceMotion(self.page.board, self.session, self.page, context)
        self._connect()
        self.phones = phone_party.PartyPhones(
            self, self
        )  # "Play on phones…" for the party, and its shared screen
        context.clocks.register(self.session.clock, self, self._show_clock)
        self.guided = RectoVersoGuide(self, self)  # the guided games (docs/ARCHITECTURE.md)
        self.guide_targets = self.guided.targets

    def _connect(self) -> None:
        page, rounds = self.page, self.rounds
        self.setup.puzzle_requested.connect(rounds.start_puzzle)
        self.setup.own_puzzle_requested.connect(rounds.start_own_puzzle)
        self.setup.ladder_requested.connect(rounds.start_ladder)
        self.setup.resume_requested.connect(self.resume)
        self.setup.load_requested.connect(self.ask_load)
        page.tray.chosen.connect(lambda name: self._step(self.session.take(name)))
        for bar in (page.hand_bar, page.floating_bar):
            bar.turned.connect(self.turn_held)
            bar.put_back.connect(lambda: self._step(self.session.put_back()))
        self.access = BuilderAccess(page.board)  # the board in words (docs/ARCHITECTURE.md)
        page.board.hovered.connect(self._on_hover)
        page.board.pressed.connect(self._on_press)
        page.board.released.connect(self._on_release)
        page.board.tapped.connect(self._on_tap)
        page.board.painted.connect(self._place_floating_bar)
        page.board.right_clicked.connect(lambda: self._step(self.session.put_back()))
        page.board.wheel_turned.connect(lambda step: self.turn_held("R" if step > 0 else "r"))
        page.recto_button.toggled.connect(lambda on: rounds.call("front", on))  # a screen reader's
        page.verso_button.toggled.connect(lambda on: rounds.call("back", on))  # Toggle calls too
        page.check_button.clicked.connect(rounds.check)
        page.undo_button.clicked.connect(lambda: self.act("undo"))
        page.redo_button.clicked.connect(lambda: self.act("redo"))
        page.clear_button.clicked.connect(lambda: self._edit(self.session.clear()))
        page.hint_button.clicked.connect(self.show_hint)
        page.solution_button.clicked.connect(self.show_solution)
        page.left_turn.clicked.connect(lambda: self.act("view_left"))
        page.right_turn.clicked.connect(lambda: self.act("view_right"))
        page.partner_button.clicked.connect(self.toggle_partner)
        page.menu_button.clicked.connect(rounds.leave)
        page.save_button.clicked.connect(self.ask_save)
        page.card_button.clicked.connect(self.make_card)
        for mode, button in page.facade_buttons.items():  # toggled: a screen reader's Toggle too
            button.toggled.connect(lambda on, m=mode: self.set_facade_mode(m, on))

    def make_card(self) -> None:
        """The building on the board, as a card of one's own (the card maker dialog)."""
        if self.session.state is not None:
            open_card_maker(self, self.context, self.session.state)

    # -- steps ---------------------------------------------------------------------------

    def act(self, action: str) -> None:
        """One action of the key table (and of the buttons that share it)."""
        session = self.session
        if action in _CURSOR:
            self.move_cursor(*_CURSOR[action])
        elif action in ("turn_right", "turn_left", "tip", "flip"):
            self.turn_held({"turn_right": "R", "turn_left": "r", "tip": "T", "flip": "F"}[action])
        elif action in ("view_left", "view_right"):
            self.camera = self.camera.turned(-1 if action == "view_left" else 1)
            self.page.board.set_camera(self.camera)
            self.refresh(True)
        elif action in ("next_piece", "previous_piece"):
            self._step(session.cycle(1 if action == "next_piece" else -1))
        elif action == "place":
            self._step(session.place())
        elif action in ("pick_here", "remove_here") and session.anchor is not None:
            here = session.pick_at if action == "pick_here" else session.remove_at
            self._step(here(session.anchor))
        elif action == "put_back":
            self._step(session.put_back())
        elif action in ("undo", "redo"):
            self._edit(session.undo() if action == "undo" else session.redo())
        elif action == "leave_board":
            self.page.board.leave_board()

    def _step(self, notice: Notice | None) -> None:
        """Show what a step did, repaint, and let a finished building end the round."""
        if notice is None:
            return
        self.page.status.setText(messages.notice_text(notice))
        self.refresh(keep_status=True)
        self.access.say(self.page.status.text())
        self.rounds.after_step()

    def _edit(self, done: bool) -> None:
        if done:
            self.refresh()
            self.rounds.after_step()

    def turn_held(self, operation: str) -> None:
        if self.session.turn(operation):
            self.refresh_board()
            self.access.moved(self.session, self.page.status.text())

    def move_cursor(self, dx: int, dy: int) -> None:
        """Arrows move across the screen's view of the board, whatever the camera turn."""
        x, y = self.session.anchor if self.session.anchor is not None else (1, 1)
        vx, vy = self.camera.cell_to_view(x, y)
        self.session.move_to(self.camera.view_to_cell(min(3, max(0, vx + dx)), min(3, max(0, vy + dy))))
        self.refresh_board()
        self.access.moved(self.session, self.page.status.text())

    def show_hint(self) -> None:
        self._step(self.session.hint())
        self.page.board.setFocus()  # Enter now puts the hinted piece down

    def show_solution(self) -> None:
        """Give up: the board shows one solution (one step to undo); the stopwatch stops."""
        if not self.session.can_build():
            return
        if not self.context.headless:
            answer = QMessageBox.question(
                self,
                translate("RectoVersoView", "Show a solution"),
                translate("RectoVersoView", "Give up and see a solution?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self._step(self.session.show_solution())

    # -- pointer and touch -----------------------------------------------------------------

    def _on_hover(self, cell: object) -> None:
        if self.session.point_at(cell if isinstance(cell, tuple) else None):
            self.refresh_board()

    def _on_press(self, cell: object, piece_name: object) -> None:
        session = self.session
        if not session.can_build():
            return
        if session.held is not None:
            if isinstance(cell, tuple) and not session.hinted:
                session.move_to(cell)
            self._step(session.place())
        elif isinstance(piece_name, str):
            self._step(session.take(piece_name))
            self.dragging = True

    def _on_release(self, cell: object, moved: bool) -> None:
        if self.dragging and moved and self.session.held is not None and isinstance(cell, tuple):
            self.session.move_to(cell)
            self._step(self.session.place())
        self.dragging = False

    def _on_tap(self, cell: object, piece_name: object) -> None:
        """Touch: tap a piece to pick it up; tap a cell to move the held piece there, again to put it down."""
        session = self.session
        if not session.can_build():
            return
        if session.held is None:
            if isinstance(piece_name, str):
                self._step(session.take(piece_name))
        elif session.hinted or (isinstance(cell, tuple) and cell == session.anchor):
            self._step(session.place())
        elif isinstance(cell, tuple):
            session.move_to(cell)
            self.refresh_board()

    # -- starting, saving, loading ---------------------------------------------------------

    def _on_started(self) -> None:
        state = self.session.state
        assert state is not None
        self.camera = Camera()
        self.page.board.set_camera(self.camera)
        self.page.tray.set_pieces(state.piece_names)
        self.page.status.clear()  # no sentence of the last game carries over
        self.set_facade_mode("both" if state.mode == "puzzle" else "front")
        self.page.side_stack.setCurrentWidget(
            {"puzzle": self.page.info_scroll, "party": self.page.scoreboard, "ladder": self.page.ladder}[
                state.mode
            ]
        )
        self.pages.setCurrentWidget(self.page)
        self.page.board.setFocus()

    def show_setup(self) -> None:
        self.setup.retranslate(self.files.has_autosave())
        self.setup.show_own_cards(load_my_cards(my_cards_path(self.context.data_dir)).cards)
        self.pages.setCurrentWidget(self.setup)
        if self.partner is not None:
            self.partner.hide()

    def resume_autosave(self) -> None:
        self.resume()

    def resume(self) -> None:
        self.load_from(self.files.autosave_path)

    def load_from(self, path: Path) -> bool:
        """Open a saved game (any mode); a bad file leaves the current game as it was."""
        try:
            state, names = self.files.load(path)
        except LoadError as exc:
            self._error(str(exc))
            return False
        self.rounds.start(state, names if names is not None else self.rounds.names_for(state))
        return True

    def save_to(self, path: Path) -> bool:
        if self.session.state is None:
            return False
        try:
            self.page.status.setText(self.files.save(path, self.session.state, self.rounds.names))
        except OSError as exc:
            self._error(str(exc))
            return False
        return True

    def ask_save(self) -> None:
        if not self.context.headless:
            path = ask_save_path(self, self.files.store, RectoVersoGame.game)
            if path is not None:
                self.save_to(path)

    def ask_load(self) -> None:
        if not self.context.headless:
            path = ask_open_path(self, self.files.store)
            if path is not None:
                self.load_from(path)

    def _error(self, message: str) -> None:
        log.info("recto verso: %s", message)
        self.page.status.setText(message)
        if not self.context.headless:
            warning_box(self, translate("RectoVersoView", "Recto Verso"), message)

    # -- painting ------------------------------------------------------------------------

    def scene(self) -> Scene:
        return building_scene(self.session, self.hover_piece, self.context.settings.colourblind_symbols)

    def refresh(self, keep_status: bool = False) -> None:
        session, state, page = self.session, self.session.state, self.page
        if state is None:
            return
        building = session.can_build()
        page.tray.update_state(set(state.placed), session.held)
        page.tray.setEnabled(building)
        page.undo_button.setEnabled(session.can_undo())
        page.redo_button.setEnabled(session.can_redo())
        page.clear_button.setEnabled(building and bool(state.placed))
        puzzle = state.mode == "puzzle"
        page.show_helpers(building, puzzle, hint=puzzle or self.guided.controller is not None)
        for button, side in ((page.recto_button, "front"), (page.verso_button, "back")):
            button.setVisible(not puzzle)
            button.setEnabled(building and not session.called[side])  # a call stands
            button.setChecked(session.called[side])
        page.save_button.setVisible(not puzzle)
        page.title.setText(messages.title(state))
        page.subtitle.setText(messages.subtitle(state, self.rounds.names))
        self._show_facades()
        self._show_side()
        page.last_move.show_last(state, self.rounds.names, self.context.settings.presenter_mode)
        page.set_presenter(self.context.settings.presenter_mode)
        self._show_clock()
        self.refresh_board(keep_status)

    def refresh_board(self, keep_status: bool = False) -> None:
        """The light refresh of a pointer move or a turn: the board, the hand bar and the status line."""
        session = self.session
        if session.state is None:
            return
        self.motion.show(self.scene())
        held = session.ghost()
        for button in self.page.hand_bar.buttons.values():
            button.setEnabled(session.held is not None)
        self._place_floating_bar()
        if not keep_status:  # else the step just wrote its own sentence
            text = messages.ghost_text(held) if held is not None else messages.notice_text(session.notice)
            if self.page.status.text() != text:
                self.page.status.setText(text)
        self.access.describe(session, self.page.status.text())

    def _place_floating_bar(self) -> None:
        """The turn buttons beside the held piece, from the last picture (never forcing a paint)."""
        held, bar, geo = self.session.ghost(), self.page.floating_bar, self.page.board.last
        if held is None or not self.session.can_build():
            bar.hide()
        elif geo is not None and geo.camera == self.camera:
            x, y, z = max(held.cells, key=lambda c: c[2])
            vx, vy = geo.camera.cell_to_view(x, y)
            bar.float_beside(geo.project(vx + 1, vy + 0.5, z + 1).toPoint())

    def _show_facades(self) -> None:
        session, state, page = self.session, self.session.state, self.page
        assert state is not None
        check = session.check()  # the one check of this building, shared with the end overlay
        visible = session.phase in self.phones.facade_phases()  # phones may hold the facades
        show_wrong = state.mode == "puzzle" or session.phase in ("result", "over")
        card, _building = session.shown_round()  # after a round, the card just played
        front = FacadeRow(
            translate("RectoVersoView", "FRONT · recto"),
            card.front if visible else None,
            check.live[0],
            check.wrong("front") if show_wrong else set(),
            side="front",
        )
        back = FacadeRow(
            translate("RectoVersoView", "BACK · verso"),
            card.back if visible else None,
            check.live[1],
            check.wrong("back") if show_wrong else set(),
            side="back",
        )
        rows = {"front": [front], "back": [back], "both": [front, back]}[self.facade_mode]
        page.facades.letters = self.context.settings.colourblind_symbols
        card_word, live_word = (
            translate("RectoVersoView", "Card"),
            translate("RectoVersoView", "Your building"),
        )
        page.facades.set_rows(rows, check.height, card_word, live_word)
        if self.partner is not None and self.partner.isVisible():
            self.partner.facades.letters = page.facades.letters
            scene = without_hand(self.scene())
            texts = (
                translate("RectoVersoView", "Recto Verso — back (verso) partner"),
                translate("RectoVersoView", "The BACK of the building (verso)"),
                card_word,
                live_word,
            )
            self.partner.show_back(back, check.height, scene, texts)

    def _show_side(self) -> None:
        state, page = self.session.state, self.page
        assert state is not None
        if state.mode == "party":
            page.scoreboard.show_scores(
                translate("RectoVersoView", "Scoreboard"), messages.scoreboard_rows(state, self.rounds.names)
            )
        elif state.mode == "ladder":
            page.ladder.set_stage(state.stage, translate("RectoVersoView", "The ladder"))
        else:
            page.card_info.setText(messages.how_to_build())

    def _show_clock(self) -> None:
        session, stopwatch = self.session, self.page.stopwatch
        limit = session.clock.limit_ms if session.phase not in ("over", "setup") else None
        if limit is not None:
            left = limit - session.elapsed_ms()
            caption = translate("RectoVersoView", "Time left")
            stopwatch.set_time(format_ms(left, tenths=True), caption, urgent=0 <= left <= 10_000)
        else:
            stopwatch.set_time(
                format_ms(session.elapsed_ms(), tenths=True), translate("RectoVersoView", "Stopwatch")
            )
        if self.partner is not None and self.partner.isVisible():
            self.partner.clock.set_time(stopwatch.text, stopwatch.caption, stopwatch.urgent)

    def set_facade_mode(self, mode: str, on: bool = True) -> None:
        if not on:  # the button unchecked as another mode is chosen
            return
        self.facade_mode = mode
        self.page.facade_buttons[mode].setChecked(True)
        if self.session.state is not None:
            self._show_facades()

    def toggle_partner(self) -> None:
        if self.partner is None:
            self.partner = PartnerWindow(self)
        self.partner.setVisible(not self.partner.isVisible())
        if not self.partner.isVisible():
            return
        state = self.session.state
        if self.facade_mode == "both" and state is not None and state.mode != "puzzle":
            self.set_facade_mode("front")
        self.refresh()

    # -- view life -------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setup.retranslate(self.files.has_autosave())
        self.page.retranslate()
        self.refresh()

    def on_settings_changed(self, key: str) -> None:
        if key in ("ui/colourblind_symbols", "ui/presenter"):
            self.refresh()

    def shortcuts(self) -> list[tuple[str, str]]:
        return key_help()

    @property
    def guide(self) -> GuideController | None:
        """The guided game running on the builder, if any."""
        return self.guided.controller

    def start_guide(self) -> bool:
        return self.guided.start()

    def on_shown(self) -> None:
        self.guided.offer_once()
        self.overlay.take_keys()  # a round's card answers Enter, else the board has the keys

    def can_leave(self) -> bool:
        if self.partner is not None:
            self.partner.hide()
        return self.guided.can_leave()

    def set_mode(self, mode: str | None) -> None:
        """Screenshot set-ups: the mode chooser, or a game of each mode in progress."""
        from app.recto_verso.screens import stage_screenshot

        self.clock = clock = ManualTime(1_000_000)
        stage_screenshot(self.rounds, self.session, mode, clock)
        self.refresh()
        if mode is None:
            self.rounds.leave()
