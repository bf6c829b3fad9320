"""The Recto Verso builder: the isometric board, the tray, the facades and the three ways to play.

The engine (:mod:`engines.recto_verso.game`) holds the building and the rules; the
pure helpers of :mod:`engines.recto_verso.handling` turn the held piece and drop its
ghost. This view maps the mouse and the keys onto them and runs each mode's flow:

* puzzle: build, check (every mistake named), hint, show a solution;
* party: announce the partners, reveal the card, stopwatch, Recto! and Verso!, score;
* ladder: 7 stages against a countdown, retry on failure, the finale.

Time comes from ``self.clock`` (:mod:`app.recto_verso.clock`), so tests drive it; the
round's stopwatch (``self.watch``) counts it only while the app's clock service lets it
(no dialog, no help overlay, this view on screen, the window not minimised).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.context import AppContext
from app.i18n import translate_message
from app.recto_verso.board import BoardWidget
from app.recto_verso.clock import Clock, MonotonicClock, format_clock
from app.recto_verso.iso import Block, Camera, Scene
from app.recto_verso.panels import (
    FacadePanel,
    FacadeRow,
    LadderWidget,
    ResultOverlay,
    Scoreboard,
    StopwatchDisplay,
)
from app.recto_verso.partner import PartnerWindow
from app.recto_verso.setup_page import DEFAULT_NAMES, PLAYER_COLOURS, SetupPage
from app.recto_verso.tray import PieceTray, colour_name
from app.theme import px
from app.views.base import BaseView
from app.views.registry import view_spec
from engines.base import Action
from engines.recto_verso.facades import differences, project_building
from engines.recto_verso.game import FinishRound, PlacePiece, RectoVersoGame, RemovePiece, StopClimb
from engines.recto_verso.handling import Ghost, anchor_for, build_order, ghost, start_shape, turn
from engines.recto_verso.pieces import Shape, normalise, piece
from engines.recto_verso.rules_data import LADDER_STAGES
from engines.table.clock import PausableClock
from engines.table.saves import read_table, table_record, write_table
from engines.table.seats import Seat, TableSetup, clean_name
from engines.table.store import SaveStore

__all__ = ["SPEC", "RectoVersoView"]

log = logging.getLogger(__name__)

NAMES_KEY = "recto_verso/party_names"


def _t(text: str) -> str:
    return QCoreApplication.translate("RectoVersoView", text)


# Engine words the view translates in its own context, listed for translation tools.
_WORDS = [QCoreApplication.translate("RectoVersoView", "Kings of Construction")]


class RectoVersoView(BaseView):
    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.store = SaveStore(context.data_dir)
        self.setObjectName("view-recto_verso")
        self.clock: Clock = MonotonicClock()
        self.state: RectoVersoGame | None = None
        self.names: list[str] = []
        #: "setup", "announce" (card hidden), "build" (clock running), "result", "over".
        self.phase = "setup"
        #: Each entry is one user step (clearing the board is one step of several actions).
        self.redo_stack: list[list[Action]] = []
        #: History lengths where a step of several actions started, by where it ended.
        self.batches: dict[int, int] = {}
        self.held: str | None = None
        self.shape: Shape = ()
        self.anchor: tuple[int, int] | None = None
        self.hover_piece: str | None = None
        self.dragging = False
        self.camera = Camera()
        #: The round's time: stops behind dialogs and other screens, frozen when the round ends.
        self.watch = PausableClock(lambda: self.clock.now_ms())
        self.called = {"front": False, "back": False}
        self.facade_mode = "both"
        self.status_text = ""
        self.partner: PartnerWindow | None = None
        self.hint_action: Action | None = None

        self.pages = QStackedWidget(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.pages)
        self.setup = SetupPage()
        self.setup.puzzle_requested.connect(self.start_puzzle)
        self.setup.party_requested.connect(self.start_party)
        self.setup.ladder_requested.connect(self.start_ladder)
        self.setup.resume_requested.connect(self.resume)
        self.setup.load_requested.connect(self.ask_load)
        self.pages.addWidget(self.setup)
        self.game_page = QWidget()
        self.pages.addWidget(self.game_page)
        self._build_game_page()
        self.overlay = ResultOverlay(self.game_page)
        self._build_shortcuts()

        self.timer = QTimer(self)
        self.timer.setInterval(100)
        self.timer.timeout.connect(self.tick)
        context.clocks.register(self.watch, self, self._show_clock)

    # -- widgets ---------------------------------------------------------------------

    def _button(self, name: str, slot, tip_key: str = "") -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    def _build_game_page(self) -> None:
        # Narrower button padding than the app's: the builder has many buttons at 1024×640.
        self.game_page.setStyleSheet(f"QPushButton {{ padding: {px(4)}px {px(7)}px; }}")
        page = QVBoxLayout(self.game_page)
        page.setContentsMargins(px(8), px(6), px(8), px(4))
        page.setSpacing(px(6))
        header = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("viewTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("subtitle")
        self.subtitle.setWordWrap(True)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        titles.addWidget(self.title)
        titles.addWidget(self.subtitle)
        header.addLayout(titles, 1)
        self.stopwatch = StopwatchDisplay()
        header.addWidget(self.stopwatch)
        self.recto_button = self._button("recto", lambda: self.call("front"))
        self.verso_button = self._button("verso", lambda: self.call("back"))
        for button in (self.recto_button, self.verso_button):
            button.setCheckable(True)
            button.setMinimumHeight(px(56))
            button.setStyleSheet(f"font-size: {px(20)}px; font-weight: bold;")
        self.check_button = self._button("check", self.check)
        self.check_button.setMinimumHeight(px(44))
        header.addWidget(self.recto_button)
        header.addWidget(self.verso_button)
        header.addWidget(self.check_button)
        page.addLayout(header)

        body = QHBoxLayout()
        body.setSpacing(px(8))
        left = QVBoxLayout()
        self.tray_label = QLabel()
        self.tray_label.setObjectName("subtitle")
        self.tray_label.setWordWrap(True)
        self.tray = PieceTray()
        self.tray.chosen.connect(self.take)
        left.addWidget(self.tray_label)
        left.addWidget(self.tray, 1)
        edit_row = QHBoxLayout()
        self.undo_button = self._button("undo", self.undo)
        self.redo_button = self._button("redo", self.redo)
        self.clear_button = self._button("clear", self.clear_board)
        for button in (self.undo_button, self.redo_button, self.clear_button):
            edit_row.addWidget(button)
        left.addLayout(edit_row)
        help_row = QHBoxLayout()
        self.hint_button = self._button("hint", self.show_hint)
        self.solution_button = self._button("solution", self.show_solution)
        help_row.addWidget(self.hint_button)
        help_row.addWidget(self.solution_button)
        left.addLayout(help_row)
        left_widget = QWidget()
        left_widget.setLayout(left)
        left_widget.setMaximumWidth(px(290))
        left_widget.setMinimumWidth(px(200))
        body.addWidget(left_widget, 0)

        centre = QVBoxLayout()
        self.board = BoardWidget()
        self.board.setObjectName("board")
        self.board.hovered.connect(self._on_hover)
        self.board.pressed.connect(self._on_press)
        self.board.released.connect(self._on_release)
        self.board.right_clicked.connect(self.drop_held)
        self.board.wheel_turned.connect(lambda step: self.turn_held("R" if step > 0 else "r"))
        self.board.key_pressed.connect(self._on_board_key)
        centre.addWidget(self.board, 1)
        camera_row = QHBoxLayout()
        self.left_turn = self._button("camera-left", lambda: self.turn_camera(-1))
        self.right_turn = self._button("camera-right", lambda: self.turn_camera(1))
        self.partner_button = self._button("partner-window", self.toggle_partner)
        self.menu_button = self._button("new-game", self.back_to_setup)
        self.save_button = self._button("save", self.ask_save)
        camera_row.addWidget(self.left_turn)
        camera_row.addWidget(self.right_turn)
        camera_row.addStretch(1)
        camera_row.addWidget(self.partner_button)
        camera_row.addWidget(self.save_button)
        camera_row.addWidget(self.menu_button)
        centre.addLayout(camera_row)
        body.addLayout(centre, 1)

        right = QVBoxLayout()
        toggles = QHBoxLayout()
        self.facade_buttons: dict[str, QPushButton] = {}
        self.facade_group = QButtonGroup(self)
        for mode in ("front", "back", "both"):
            button = self._button(f"facades-{mode}", lambda _=False, m=mode: self.set_facade_mode(m))
            button.setCheckable(True)
            self.facade_group.addButton(button)
            self.facade_buttons[mode] = button
            toggles.addWidget(button)
        right.addLayout(toggles)
        self.facades = FacadePanel()
        self.facades.setObjectName("facades")
        right.addWidget(self.facades, 3)
        self.side_stack = QStackedWidget()
        self.scoreboard = Scoreboard()
        self.ladder = LadderWidget()
        self.card_info = QLabel()
        self.card_info.setWordWrap(True)
        self.card_info.setAlignment(Qt.AlignmentFlag.AlignTop)
        for widget in (self.card_info, self.scoreboard, self.ladder):
            self.side_stack.addWidget(widget)
        self.side_stack.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        right.addWidget(self.side_stack, 2)
        right_widget = QWidget()
        right_widget.setLayout(right)
        right_widget.setMaximumWidth(px(380))
        right_widget.setMinimumWidth(px(210))
        body.addWidget(right_widget, 0)
        page.addLayout(body, 1)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setMinimumHeight(px(22))
        page.addWidget(self.status)

    def _build_shortcuts(self) -> None:
        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        self.key_shortcuts: list[QShortcut] = []
        redo_keys = [QKeySequence("Ctrl+Y")]
        redo_keys += [
            k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo) if k not in redo_keys
        ]
        for keys, slot in (
            (QKeySequence.keyBindings(QKeySequence.StandardKey.Undo), self.undo),
            (redo_keys, self.redo),
        ):
            shortcut = QShortcut(self.game_page)
            shortcut.setKeys(keys)
            shortcut.setContext(context)
            shortcut.activated.connect(slot)
            self.key_shortcuts.append(shortcut)

    # -- texts -----------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.setup.retranslate(self.store.autosave_path(RectoVersoGame.game).exists())
        self.recto_button.setText(self.tr("Recto!"))
        self.recto_button.setToolTip(self.tr("The front partner says the building is done"))
        self.verso_button.setText(self.tr("Verso!"))
        self.verso_button.setToolTip(self.tr("The back partner says the building is done"))
        self.check_button.setText(self.tr("✓ &Check"))
        self.tray_label.setText(self.tr("Pieces (Tab picks the next)"))
        self.undo_button.setText(self.tr("↶ Undo"))
        self.undo_button.setToolTip(self.tr("Undo (Ctrl+Z)"))
        self.redo_button.setText(self.tr("↷ Redo"))
        self.redo_button.setToolTip(self.tr("Redo (Ctrl+Y)"))
        self.clear_button.setText(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Take every piece off the board"))
        self.hint_button.setText(self.tr("&Hint"))
        self.solution_button.setText(self.tr("Show a &solution"))
        self.left_turn.setText(self.tr("⟲ Q"))
        self.left_turn.setToolTip(self.tr("Turn the view left (Q)"))
        self.right_turn.setText(self.tr("E ⟳"))
        self.right_turn.setToolTip(self.tr("Turn the view right (E)"))
        self.partner_button.setText(self.tr("&Partner"))
        self.partner_button.setToolTip(self.tr("A second window with only the back, for a second screen"))
        self.save_button.setText(self.tr("Save…"))
        self.menu_button.setText(self.tr("New &game"))
        self.facade_buttons["front"].setText(self.tr("Front"))
        self.facade_buttons["front"].setToolTip(self.tr("Only the front facade (partner A)"))
        self.facade_buttons["back"].setText(self.tr("Back"))
        self.facade_buttons["back"].setToolTip(self.tr("Only the back facade (partner B)"))
        self.facade_buttons["both"].setText(self.tr("Both"))
        self.facade_buttons["both"].setToolTip(self.tr("Both facades (solo puzzle)"))
        self.board.setAccessibleName(self.tr("Building board"))
        self.board.setToolTip(
            self.tr(
                "Click a piece in the tray, then click the board. R / Shift+R turn it, T tips it over, "
                "F flips it. Tab, arrows and Enter build with the keys; Delete takes a piece off; "
                "Q / E turn the view; F6 leaves the board."
            )
        )
        self.tray.retranslate()
        self.refresh()

    # -- starting and loading --------------------------------------------------------

    def _start(self, state: RectoVersoGame, names: list[str]) -> None:
        self.state = state
        self.names = names
        self.redo_stack = []
        self.batches = {}
        self.held = None
        self.anchor = None
        self.hint_action = None
        self.camera = Camera()
        self.board.set_camera(self.camera)
        self.tray.set_pieces(state.piece_names)
        self.set_facade_mode("both" if state.mode == "puzzle" else "front")
        self.side_stack.setCurrentWidget(
            {"puzzle": self.card_info, "party": self.scoreboard, "ladder": self.ladder}[state.mode]
        )
        self.pages.setCurrentWidget(self.game_page)
        self.overlay.hide()
        if state.mode == "puzzle":
            self._begin_round()
        else:
            self.announce()
        self.board.setFocus()

    def start_puzzle(self, level: str = "easy", card: str = "", seed: int | None = None) -> None:
        seed = self.clock.now_ms() % 1_000_000 if seed is None else seed
        self._start(RectoVersoGame(1, seed, {"mode": "puzzle", "level": level, "card": card}), [])

    def start_party(
        self, level: str = "easy", names: list[str] | None = None, seed: int | None = None
    ) -> None:
        names = list(names or DEFAULT_NAMES[:4])
        seed = self.clock.now_ms() % 1_000_000 if seed is None else seed
        self.context.settings.set_value(NAMES_KEY, json.dumps(names))
        self._start(RectoVersoGame(len(names), seed, {"mode": "party", "level": level}), names)
        self._autosave()

    def start_ladder(self, level: str = "easy", seed: int | None = None) -> None:
        seed = self.clock.now_ms() % 1_000_000 if seed is None else seed
        self._start(RectoVersoGame(2, seed, {"mode": "ladder", "level": level}), [])
        self._autosave()

    def _names_for(self, state: RectoVersoGame) -> list[str]:
        try:
            names = json.loads(str(self.context.settings.value(NAMES_KEY, "[]")))
        except ValueError:
            names = []
        if state.mode != "party" or not isinstance(names, list) or len(names) != state.players:
            return list(DEFAULT_NAMES[: state.players])
        return [str(n) for n in names]

    def resume_autosave(self) -> None:
        self.resume()

    def resume(self) -> None:
        self.load_from(self.store.autosave_path(RectoVersoGame.game))

    def load_from(self, path: Path) -> bool:
        """Open a saved game (any mode); a bad file leaves the current game as it was."""
        loaded = read_table(path, RectoVersoGame.game)
        state = loaded.state
        if state is None or loaded.setup is None or not isinstance(state, RectoVersoGame):
            self._error(
                translate_message(loaded.error)
                or self.tr("%1 is not a Recto Verso game").replace("%1", path.name)
            )
            return False
        if state.is_terminal():
            self._error(self.tr("%1 holds a finished game").replace("%1", path.name))
            return False
        names = loaded.setup.names if state.mode == "party" else self._names_for(state)
        self._start(state, names)
        return True

    def _table(self) -> TableSetup:
        """The game with its players, as the play layer saves it."""
        assert self.state is not None
        names = self.names if len(self.names) == self.state.players else DEFAULT_NAMES[: self.state.players]
        seats = tuple(Seat(clean_name(name, i)) for i, name in enumerate(names))
        return TableSetup(RectoVersoGame.game, seats, self.state.seed, self.state.options)

    def save_to(self, path: Path) -> bool:
        if self.state is None:
            return False
        try:
            write_table(path, self._table(), self.state)
        except OSError as exc:
            self._error(
                self.tr("Could not save %1: %2").replace("%1", str(path)).replace("%2", exc.strerror or "")
            )
            return False
        self._say(self.tr("Saved to %1").replace("%1", str(path)))
        return True

    def ask_save(self) -> None:
        if self.context.headless:
            return
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), "", self.tr("Saved games (*.json)")
        )
        if name:
            self.save_to(Path(name))

    def ask_load(self) -> None:
        if self.context.headless:
            return
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Load a game"), "", self.tr("Saved games (*.json)")
        )
        if name:
            self.load_from(Path(name))

    def _error(self, message: str) -> None:
        log.info("recto verso: %s", message)
        self._say(message)
        if not self.context.headless:
            QMessageBox.warning(self, self.tr("Recto Verso"), message)

    def _autosave(self) -> None:
        if self.state is None:
            return
        if self.state.is_terminal():
            self.store.clear_autosave(RectoVersoGame.game)
        else:
            self.store.autosave(RectoVersoGame.game, table_record(self._table(), self.state))

    def back_to_setup(self) -> None:
        self.timer.stop()
        self.overlay.hide()
        self.phase = "setup"
        self.held = None
        self.setup.retranslate(self.store.autosave_path(RectoVersoGame.game).exists())
        self.pages.setCurrentWidget(self.setup)
        if self.partner is not None:
            self.partner.hide()

    # -- rounds and the clock --------------------------------------------------------

    def _begin_round(self) -> None:
        self.phase = "build"
        self.called = {"front": False, "back": False}
        self.watch.start()
        self.overlay.hide()
        if not self.context.headless:
            self.timer.start()
        self.board.setFocus()
        self.refresh()

    def elapsed_ms(self) -> int:
        """The round's time; after the round, the frozen time its result reports."""
        return self.watch.elapsed_ms() if self.phase in ("build", "result", "over") else 0

    def tick(self) -> None:
        """Refresh the clock; the ladder's countdown ends the attempt at 0."""
        if self.phase == "build" and self.state is not None:
            limit = self.state.stage_limit_ms()
            if limit is not None and self.elapsed_ms() > limit:
                self.finish_round()
                return
        self._show_clock()

    def _show_clock(self) -> None:
        state = self.state
        limit = state.stage_limit_ms() if state is not None and self.phase != "over" else None
        if limit is not None:
            left = limit - self.elapsed_ms()
            self.stopwatch.set_time(format_clock(left), self.tr("Time left"), urgent=0 <= left <= 10_000)
        else:
            self.stopwatch.set_time(format_clock(self.elapsed_ms()), self.tr("Stopwatch"))
        if self.partner is not None and self.partner.isVisible():
            self.partner.clock.set_time(self.stopwatch.text, self.stopwatch.caption, self.stopwatch.urgent)

    def announce(self) -> None:
        """Before a party round or ladder stage: who builds, then reveal the card."""
        state = self.state
        assert state is not None
        self.phase = "announce"
        self.timer.stop()
        self.held = None
        self.refresh()
        if state.mode == "party":
            a, b = state.builders
            title = self.tr("Round %1").replace("%1", str(state.round))
            text = (
                self.tr("%1 flips a partner token: %2! %1 looks at the FRONT, %2 at the BACK.")
                .replace("%1", self.names[a])
                .replace("%2", self.names[b])
            )
            button = self.tr("Reveal the card")
        else:
            seconds = LADDER_STAGES[state.stage]
            title = (
                self.tr("Stage %1 of %2")
                .replace("%1", str(state.stage + 1))
                .replace("%2", str(len(LADDER_STAGES)))
            )
            text = self.tr(
                "%1 to build the card together. One looks at the front, the other at the back."
            ).replace("%1", format_clock(seconds * 1000, tenths=False))
            if state.failures:
                text += " " + self.tr("Attempts failed so far: %1 of %2.").replace(
                    "%1", str(state.failures)
                ).replace("%2", str(state.options["ladder_tries"]))
            button = self.tr("Start the stage")
        self.overlay.present(title, text, [], [(button, self.reveal)])

    def reveal(self) -> None:
        self._begin_round()

    def call(self, side: str) -> None:
        """Recto! (front partner) or Verso! (back partner); both called stops the clock."""
        if self.phase != "build":
            self._sync_call_buttons()
            return
        self.called[side] = not self.called[side]
        self._sync_call_buttons()
        if all(self.called.values()):
            self.finish_round()

    def _sync_call_buttons(self) -> None:
        self.recto_button.setChecked(self.called["front"])
        self.verso_button.setChecked(self.called["back"])

    def finish_round(self) -> None:
        """End the round at the stopwatch's time: frozen, so the result shows what the clock showed."""
        state = self.state
        assert state is not None
        elapsed = self.watch.finish()
        self.timer.stop()
        self.held = None
        before_stage = state.stage
        state.apply(FinishRound(int(elapsed)))
        self.redo_stack = []
        self.batches = {}
        self._autosave()
        record = state.records[-1]
        outcome = record.outcome
        self.phase = "over" if state.is_terminal() else "result"
        clock_text = format_clock(outcome.elapsed_ms)
        if state.mode == "puzzle":
            self.overlay.present(
                self.tr("Correct!"),
                self.tr("Built in %1.").replace("%1", clock_text),
                [],
                [(self.tr("Next card"), self.next_puzzle), (self.tr("Choose a mode"), self.back_to_setup)],
                good=True,
            )
        elif state.mode == "party":
            a, b = record.builders
            title = self.tr("Correct!") if outcome.correct else self.tr("Not quite…")
            text = (
                self.tr("%1 and %2 built it in %3: %4 points each.")
                .replace("%1", self.names[a])
                .replace("%2", self.names[b])
                .replace("%3", clock_text)
                .replace("%4", str(outcome.points))
            )
            if state.is_terminal():
                winners = ", ".join(self.names[w] for w in state.winners())
                text += "\n" + self.tr("All partner tokens are flipped. Winner: %1!").replace("%1", winners)
                buttons = [(self.tr("New game"), self.back_to_setup)]
            else:
                buttons = [(self.tr("Next round"), self.announce)]
            self.overlay.present(title, text, list(outcome.mistakes), buttons, good=outcome.correct)
        else:
            self._ladder_result(record.cleared, before_stage, clock_text, list(outcome.mistakes))
        self.refresh()

    def _ladder_result(self, cleared: bool, stage: int, clock_text: str, mistakes: list[str]) -> None:
        state = self.state
        assert state is not None
        if state.is_terminal() and cleared:
            from engines.recto_verso.rules_data import LADDER_TITLE

            self.overlay.present(
                self.tr("👑 %1 👑").replace("%1", _t(LADDER_TITLE)),
                self.tr("All 7 stages cleared! The last one in %1.").replace("%1", clock_text),
                [],
                [(self.tr("New game"), self.back_to_setup)],
                good=True,
            )
        elif state.is_terminal():
            self.overlay.present(
                self.tr("The climb ends here"),
                self.tr("You reached stage %1 of 7.").replace("%1", str(state.stage + 1)),
                mistakes,
                [(self.tr("New game"), self.back_to_setup)],
                good=False,
            )
        elif cleared:
            self.overlay.present(
                self.tr("Stage %1 cleared!").replace("%1", str(stage + 1)),
                self.tr("Built in %1. Next: %2 for stage %3.")
                .replace("%1", clock_text)
                .replace("%2", format_clock(LADDER_STAGES[state.stage] * 1000, tenths=False))
                .replace("%3", str(state.stage + 1)),
                [],
                [(self.tr("Next stage"), self.announce)],
                good=True,
            )
        else:
            limit = format_clock(LADDER_STAGES[stage] * 1000, tenths=False)
            reason = (
                self.tr("Time ran out (%1).").replace("%1", limit)
                if not mistakes
                else self.tr("The building does not match the card.")
            )
            self.overlay.present(
                self.tr("Stage %1 not cleared").replace("%1", str(stage + 1)),
                reason + " " + self.tr("Try again with a new card."),
                mistakes,
                [(self.tr("Try again"), self.announce), (self.tr("Stop the climb"), self.stop_climb)],
                good=False,
            )

    def stop_climb(self) -> None:
        """The pair retries as often as they like; this ends the game at the stage reached."""
        state = self.state
        assert state is not None
        state.apply(StopClimb())
        self.phase = "over"
        self._autosave()
        self._ladder_result(False, state.stage, "", [])
        self.refresh()

    def next_puzzle(self) -> None:
        level = self.state.level if self.state is not None else "easy"
        self.start_puzzle(level, "")

    # -- puzzle help -----------------------------------------------------------------

    def check(self) -> None:
        """Puzzle: name every mistake, or finish with the time when the building is right."""
        state = self.state
        if state is None or self.phase != "build":
            return
        if state.mode != "puzzle":
            self.call("front")
            self.call("back")
            return
        mistakes = state.mistakes()
        if not mistakes:
            self.finish_round()
            return
        self.overlay.present(
            self.tr("Not yet"),
            self.tr("1 mistake:")
            if len(mistakes) == 1
            else self.tr("%1 mistakes:").replace("%1", str(len(mistakes))),
            mistakes,
            [(self.tr("Keep building"), self._close_overlay)],
            good=False,
        )

    def _close_overlay(self) -> None:
        self.overlay.hide()
        self.board.setFocus()

    def show_hint(self) -> None:
        state = self.state
        if state is None or self.phase != "build":
            return
        action = state.hint()
        if isinstance(action, PlacePiece):
            shape = normalise(action.cells)
            self.held = action.piece
            self.shape = shape
            self.anchor = anchor_for(
                shape, (min(c[0] for c in action.cells), min(c[1] for c in action.cells))
            )
            self._say(
                self.tr(
                    "Hint: the %1 piece goes where its ghost is. Click or press Enter to put it down."
                ).replace("%1", colour_name(action.piece))
            )
        elif isinstance(action, RemovePiece):
            self._say(
                self.tr("Hint: take the %1 piece off; it blocks every solution.").replace(
                    "%1", colour_name(action.piece)
                )
            )
        else:
            self._say(self.tr("No piece to add: check the building."))
        self.refresh(keep_status=True)

    def show_solution(self) -> None:
        """Give up: the board shows one solution (each step can be undone)."""
        state = self.state
        if state is None or self.phase != "build" or state.mode != "puzzle":
            return
        if not self.context.headless:
            answer = QMessageBox.question(
                self, self.tr("Show a solution"), self.tr("Give up and see a solution?")
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        solution = state.solution()
        if solution is None:
            self._say(self.tr("This card has no solution."))
            return
        start = len(state.history)
        for name in list(state.placed):
            self._apply(RemovePiece(name))
        for name, cells in build_order((p.piece, p.cells) for p in solution.placements):
            self._apply(PlacePiece.of(name, cells))
        self.batches[len(state.history)] = start
        self.held = None
        self._say(self.tr("Here is one solution."))
        self.refresh(keep_status=True)

    # -- building --------------------------------------------------------------------

    def _apply(self, action: Action, redoing: bool = False) -> None:
        assert self.state is not None
        self.state.apply(action)
        if not redoing:
            self.redo_stack = []
            self.batches = {k: v for k, v in self.batches.items() if k < len(self.state.history)}
        self.hint_action = None
        self._autosave()

    def can_build(self) -> bool:
        return self.state is not None and self.phase == "build" and not self.state.is_terminal()

    def take(self, name: str) -> None:
        """Pick a piece from the tray (or off the board) into the hand."""
        state = self.state
        if not self.can_build() or state is None:
            return
        if name in state.placed:
            cells = state.placed[name]
            self._apply(RemovePiece(name))
            self.shape = normalise(cells)
            self.anchor = anchor_for(self.shape, (min(c[0] for c in cells), min(c[1] for c in cells)))
        else:
            self.shape = start_shape(name)
            if self.anchor is None:
                self.anchor = (1, 1)
        self.held = name
        self._say(
            self.tr(
                "Holding the %1 piece: click the board to put it down; R, T, F turn it; "
                "right click puts it back."
            ).replace("%1", colour_name(name))
        )
        self.refresh(keep_status=True)

    def drop_held(self) -> None:
        if self.held is not None:
            self.held = None
            self._say(self.tr("Piece back in the tray."))
            self.refresh(keep_status=True)

    def turn_held(self, operation: str) -> None:
        if self.held is None:
            return
        self.shape = turn(self.shape, operation)
        self.refresh_board()

    def current_ghost(self) -> Ghost | None:
        if self.held is None or self.anchor is None or self.state is None:
            return None
        return ghost(self.held, self.shape, self.anchor, self.state.occupied)

    def place_held(self) -> bool:
        held_ghost = self.current_ghost()
        if held_ghost is None or self.state is None:
            return False
        if not held_ghost.allowed:
            self._say(self._problem_text(held_ghost))
            return False
        action = PlacePiece.of(held_ghost.piece, held_ghost.cells)
        problem = self.state.placement_problem(action)
        if problem is not None:
            self._say(problem)
            return False
        self._apply(action)
        self.held = None
        self._say(self.tr("The %1 piece is on the board.").replace("%1", colour_name(action.piece)))
        self.refresh(keep_status=True)
        return True

    def remove_at(self, cell: tuple[int, int]) -> None:
        """Take off the top piece of the column under the cursor."""
        state = self.state
        if state is None or not self.can_build():
            return
        best: tuple[int, str] | None = None
        for name, cells in state.placed.items():
            for x, y, z in cells:
                if (x, y) == cell and (best is None or z > best[0]):
                    best = (z, name)
        if best is None:
            self._say(self.tr("No piece there."))
            return
        self._apply(RemovePiece(best[1]))
        self._say(self.tr("The %1 piece is back in the tray.").replace("%1", colour_name(best[1])))
        self.refresh(keep_status=True)

    def clear_board(self) -> None:
        state = self.state
        if state is None or not self.can_build() or not state.placed:
            return
        start = len(state.history)
        for name in list(state.placed):
            self._apply(RemovePiece(name))
        self.batches[len(state.history)] = start
        self.refresh()

    def undo(self) -> None:
        """Take back the last step (a whole clear or solution at once)."""
        state = self.state
        if state is None or self.phase != "build" or not state.can_undo():
            return
        end = len(state.history)
        start = self.batches.pop(end, end - 1)
        while len(state.history) > start and state.can_undo():
            state = state.undone()
        self.redo_stack.append(self.state.history[len(state.history) : end])  # type: ignore[union-attr]
        self.state = state
        self.held = None
        self.refresh()

    def redo(self) -> None:
        state = self.state
        if state is None or self.phase != "build" or not self.redo_stack:
            return
        actions = self.redo_stack.pop()
        start = len(state.history)
        for action in actions:
            if not state.is_legal(action):
                self.redo_stack = []
                break
            self._apply(action, redoing=True)
        if len(state.history) - start > 1:
            self.batches[len(state.history)] = start
        self.refresh()

    def turn_camera(self, steps: int) -> None:
        self.camera = self.camera.turned(steps)
        self.board.set_camera(self.camera)
        self.refresh()

    # -- pointer and keys ------------------------------------------------------------

    def _on_hover(self, cell: object) -> None:
        if isinstance(cell, tuple):
            self.anchor = cell
        elif self.held is not None:
            self.anchor = None  # the pointer left the board: no ghost
        self.refresh_board()

    def _on_press(self, cell: object, piece_name: object) -> None:
        if not self.can_build():
            return
        if self.held is not None:
            if isinstance(cell, tuple):
                self.anchor = cell
            self.place_held()
            return
        if isinstance(piece_name, str):
            self.take(piece_name)
            self.dragging = True

    def _on_release(self, cell: object, moved: bool) -> None:
        if self.dragging and moved and self.held is not None and isinstance(cell, tuple):
            self.anchor = cell
            self.place_held()
        self.dragging = False

    def _on_board_key(self, event: QKeyEvent) -> None:
        key = event.key()
        mods = event.modifiers()
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        if key == Qt.Key.Key_Q:
            self.turn_camera(-1)
        elif key == Qt.Key.Key_E:
            self.turn_camera(1)
        elif key == Qt.Key.Key_R:
            self.turn_held("r" if shift else "R")
        elif key == Qt.Key.Key_T:
            self.turn_held("T")
        elif key == Qt.Key.Key_F:
            self.turn_held("F")
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.cycle_piece(-1 if shift or key == Qt.Key.Key_Backtab else 1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = {
                Qt.Key.Key_Left: (-1, 0),
                Qt.Key.Key_Right: (1, 0),
                Qt.Key.Key_Up: (0, 1),
                Qt.Key.Key_Down: (0, -1),
            }[Qt.Key(key)]
            self.move_cursor(*step)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.held is not None:
                self.place_held()
            elif self.anchor is not None:
                self.pick_at(self.anchor)
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            if self.anchor is not None:
                self.remove_at(self.anchor)
        elif key == Qt.Key.Key_Escape and self.held is not None:
            self.drop_held()
        else:
            return
        event.accept()

    def cycle_piece(self, step: int) -> None:
        state = self.state
        if state is None or not self.can_build():
            return
        free = [n for n in state.piece_names if n not in state.placed]
        if not free:
            self._say(self.tr("Every piece is on the board."))
            return
        index = free.index(self.held) + step if self.held in free else (0 if step > 0 else -1)
        self.take(free[index % len(free)])

    def move_cursor(self, dx: int, dy: int) -> None:
        """Arrows move across the screen's view of the board, whatever the camera turn."""
        x, y = self.anchor if self.anchor is not None else (1, 1)
        vx, vy = self.camera.cell_to_view(x, y)
        vx, vy = min(3, max(0, vx + dx)), min(3, max(0, vy + dy))
        self.anchor = self.camera.view_to_cell(vx, vy)
        self.refresh_board()

    def pick_at(self, cell: tuple[int, int]) -> None:
        state = self.state
        if state is None:
            return
        best: tuple[int, str] | None = None
        for name, cells in state.placed.items():
            for x, y, z in cells:
                if (x, y) == cell and (best is None or z > best[0]):
                    best = (z, name)
        if best is not None:
            self.take(best[1])

    # -- showing the state -----------------------------------------------------------

    def _say(self, text: str) -> None:
        """Show ``text`` on the status line; an engine sentence is shown translated."""
        self.status_text = text
        self.status.setText(translate_message(text))

    def _problem_text(self, held_ghost: Ghost) -> str:
        name = colour_name(held_ghost.piece)
        return {
            "outside": self.tr("The %1 piece sticks out of the board."),
            "unsupported": self.tr("Not allowed: the %1 piece would rest on empty space."),
            "no_room": self.tr("No room for the %1 piece there."),
        }.get(held_ghost.problem or "", "%1").replace("%1", name)

    def scene(self, camera_hidden_card: bool = False) -> Scene:
        state = self.state
        show_letters = self.context.settings.colourblind_symbols
        blocks: list[Block] = []
        if state is not None:
            for name, cells in state.placed.items():
                info = piece(name)
                for cell in cells:
                    blocks.append(
                        Block(cell, info.colour, info.letter, name, highlight=name == self.hover_piece)
                    )
            held_ghost = self.current_ghost()
            if held_ghost is not None:
                info = piece(held_ghost.piece)
                for cell in held_ghost.cells:
                    blocks.append(
                        Block(
                            cell,
                            info.colour,
                            info.letter,
                            info.name,
                            ghost=True,
                            invalid=not held_ghost.allowed,
                        )
                    )
        return Scene(
            tuple(blocks),
            cursor=self.anchor if self.can_build() else None,
            show_letters=show_letters,
            front_label=self.tr("FRONT · RECTO"),
            back_label=self.tr("BACK · VERSO"),
        )

    def refresh(self, keep_status: bool = False) -> None:
        state = self.state
        if state is None:
            return
        self.board.holding = self.held is not None
        building = self.can_build()
        self.board.set_scene(self.scene())
        self.tray.update_state(set(state.placed), self.held)
        self.tray.setEnabled(building)
        for button in (self.undo_button, self.redo_button, self.clear_button):
            button.setEnabled(building)
        self.undo_button.setEnabled(building and state.can_undo())
        self.redo_button.setEnabled(building and bool(self.redo_stack))
        self.clear_button.setEnabled(building and bool(state.placed))
        puzzle = state.mode == "puzzle"
        self.hint_button.setVisible(puzzle)
        self.solution_button.setVisible(puzzle)
        self.hint_button.setEnabled(building)
        self.solution_button.setEnabled(building)
        self.check_button.setVisible(puzzle)
        self.check_button.setEnabled(building)
        self.recto_button.setVisible(not puzzle)
        self.verso_button.setVisible(not puzzle)
        self.recto_button.setEnabled(building)
        self.verso_button.setEnabled(building)
        self._sync_call_buttons()
        self.save_button.setVisible(not puzzle)
        self._show_titles()
        self._show_facades()
        self._show_side()
        self._show_clock()
        if not keep_status:
            self._show_ghost_status()

    def refresh_board(self) -> None:
        """The light refresh of a pointer move or a turn: the board picture and the status line."""
        if self.state is None:
            return
        self.board.holding = self.held is not None
        self.board.set_scene(self.scene())
        self._show_ghost_status()

    def _show_ghost_status(self) -> None:
        held_ghost = self.current_ghost()
        if held_ghost is not None and not held_ghost.allowed:
            text = self._problem_text(held_ghost)
        elif held_ghost is not None:
            text = (
                self.tr("The %1 piece lands on floor %2. Click or press Enter to put it down.")
                .replace("%1", colour_name(held_ghost.piece))
                .replace("%2", str(min(c[2] for c in held_ghost.cells) + 1))
            )
        else:
            text = translate_message(self.status_text)
        if self.status.text() != text:
            self.status.setText(text)

    def _show_titles(self) -> None:
        state = self.state
        assert state is not None
        if state.mode == "puzzle":
            card = state.card
            stars = "★" * card.difficulty.stars if card.difficulty else ""
            self.title.setText(self.tr("Puzzle — card %1 %2").replace("%1", card.id).replace("%2", stars))
            self.subtitle.setText(
                self.tr("%1 level: %2 pieces. Build both facades.")
                .replace("%1", self._level_name(state.level))
                .replace("%2", str(len(state.piece_names)))
            )
        elif state.mode == "party":
            a, b = state.builders
            self.title.setText(self.tr("Party — round %1").replace("%1", str(state.round)))
            self.subtitle.setText(
                self.tr("%1 builds the front, %2 the back.")
                .replace("%1", self.names[a])
                .replace("%2", self.names[b])
            )
        else:
            self.title.setText(
                self.tr("Co-op ladder — stage %1 of %2")
                .replace("%1", str(min(state.stage + 1, len(LADDER_STAGES))))
                .replace("%2", str(len(LADDER_STAGES)))
            )
            self.subtitle.setText(
                self.tr("Attempts failed: %1 of %2")
                .replace("%1", str(state.failures))
                .replace("%2", str(state.options["ladder_tries"]))
            )

    def _level_name(self, level: str) -> str:
        return self.tr("Hard") if level == "hard" else self.tr("Easy")

    def _card_visible(self) -> bool:
        return self.phase in ("build", "result", "over")

    def _facade_rows(self) -> tuple[list[FacadeRow], FacadeRow, int]:
        state = self.state
        assert state is not None
        card = state.card
        building = state.building()
        height = max(
            card.height, max((z + 1 for cells in state.placed.values() for _, _, z in cells), default=0), 1
        )
        live = project_building(building, height)
        show_wrong = state.mode == "puzzle" or self.phase in ("result", "over")
        wrong: dict[str, set[tuple[int, int]]] = {"front": set(), "back": set()}
        if show_wrong:
            for diff in differences(card.facades, live):
                wrong[diff.side].add((diff.floor, diff.position))
        visible = self._card_visible()
        front = FacadeRow(
            self.tr("FRONT · recto"), card.front if visible else None, live[0], wrong["front"], side="front"
        )
        back = FacadeRow(
            self.tr("BACK · verso"), card.back if visible else None, live[1], wrong["back"], side="back"
        )
        rows = {"front": [front], "back": [back], "both": [front, back]}[self.facade_mode]
        return rows, back, height

    def _show_facades(self) -> None:
        rows, back, height = self._facade_rows()
        self.facades.letters = self.context.settings.colourblind_symbols
        self.facades.set_rows(rows, height, self.tr("Card"), self.tr("Your building"))
        if self.partner is not None and self.partner.isVisible():
            self.partner.facades.letters = self.facades.letters
            scene = self.scene()
            scene = Scene(
                tuple(b for b in scene.blocks if not b.ghost),
                show_letters=scene.show_letters,
                front_label=scene.front_label,
                back_label=scene.back_label,
            )
            self.partner.show_back(
                back,
                height,
                scene,
                (
                    self.tr("Recto Verso — back (verso) partner"),
                    self.tr("The BACK of the building (verso)"),
                    self.tr("Card"),
                    self.tr("Your building"),
                ),
            )

    def _show_side(self) -> None:
        state = self.state
        assert state is not None
        if state.mode == "party":
            rows = []
            for seat, name in enumerate(self.names):
                note = ""
                if seat == state.builders[0] and not state.is_terminal():
                    note = self.tr("front")
                elif len(state.builders) > 1 and seat == state.builders[1] and not state.is_terminal():
                    note = self.tr("back")
                tokens = len(state.tokens[seat])
                left = (
                    self.tr("1 token left")
                    if tokens == 1
                    else self.tr("%1 tokens left").replace("%1", str(tokens))
                )
                note = f"{note} · {left}" if note else left
                rows.append((name, PLAYER_COLOURS[seat % len(PLAYER_COLOURS)], state.points[seat], note))
            self.scoreboard.show_scores(self.tr("Scoreboard"), rows)
        elif state.mode == "ladder":
            self.ladder.set_stage(state.stage, self.tr("The ladder"))
        else:
            self.card_info.setText(
                self.tr(
                    "<b>How to build</b><br>Click a piece in the tray, move it over the board and click "
                    "to put it down. It drops to the lowest place where it is supported.<br>"
                    "<b>R</b> / <b>Shift+R</b> turn it, <b>T</b> tips it over, <b>F</b> flips it, "
                    "<b>Q</b> / <b>E</b> turn the view. Click a piece on the board to pick it up again, "
                    "or drag it."
                )
            )

    def set_facade_mode(self, mode: str) -> None:
        self.facade_mode = mode
        self.facade_buttons[mode].setChecked(True)
        if self.state is not None:
            self._show_facades()

    def toggle_partner(self) -> None:
        if self.partner is None:
            self.partner = PartnerWindow()
        if self.partner.isVisible():
            self.partner.hide()
        else:
            self.partner.show()
            if self.facade_mode == "both" and self.state is not None and self.state.mode != "puzzle":
                self.set_facade_mode("front")
            self.refresh()

    # -- view life -------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.overlay.isVisible():
            self.overlay.place()

    def on_settings_changed(self, key: str) -> None:
        if key == "ui/colourblind_symbols":
            self.refresh()

    def shortcuts(self) -> list[tuple[str, str]]:
        return [
            (self.tr("Tab / Shift+Tab"), self.tr("Pick up the next / previous piece")),
            (self.tr("Arrow keys"), self.tr("Move the cursor or the held piece on the board")),
            (
                self.tr("Enter / Space"),
                self.tr("Put the held piece down, or pick up the piece under the cursor"),
            ),
            (self.tr("R / Shift+R"), self.tr("Turn the held piece around the vertical axis")),
            (self.tr("T / F"), self.tr("Tip the held piece forward / sideways")),
            (self.tr("Q / E"), self.tr("Turn the view of the building")),
            (self.tr("Delete"), self.tr("Take the piece under the cursor off the board")),
            (self.tr("Esc"), self.tr("Drop the held piece (Esc again: home)")),
            (self.tr("F6"), self.tr("Leave the board for the buttons")),
            (self.tr("Ctrl+Z / Ctrl+Y"), self.tr("Undo / redo")),
        ]

    def can_leave(self) -> bool:
        if self.partner is not None:
            self.partner.hide()
        return True

    def set_mode(self, mode: str | None) -> None:
        """Screenshot set-ups: the mode chooser, or a game of each mode in progress."""
        from app.recto_verso.screens import stage_screenshot

        stage_screenshot(self, mode)


SPEC = view_spec("recto_verso")
