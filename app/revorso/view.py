"""The Revorso card table view: the table, the log, and the buttons (or keys) of whoever acts.

Hot seat: the view always acts for the seat that must act now (the active player, or the
person asked about Switch or Bear), so several people share one screen without a pass
screen: everything drawn is shown to all anyway, and remembering it is the game.

Keys: D draw, S stop, 1–5 name a symbol (answer or Bear), N let an offer go by, Y play
Switch, 1–9 choose whom to rob with Steal 2, Ctrl+Z undo, Ctrl+N new game, Ctrl+S save,
Ctrl+O load.
"""

from __future__ import annotations

import html
import json
import secrets
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont, QHideEvent, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.context import AppContext
from app.fonts import SANS
from app.i18n import translate_message
from app.presenter_panel import PresenterPanel
from app.revorso.cards import CardItem
from app.revorso.controller import TableController
from app.revorso.controls import CountdownBar, SymbolButton
from app.revorso.demo import DEMO_SETUP, demo_state
from app.revorso.end_screen import EndScreen
from app.revorso.scene import TableScene, TableView, Texts
from app.revorso.seats import GameSetup, Seat, read_table
from app.revorso.setup_dialog import SetupDialog, default_seats
from app.saves import autosave_path, saves_dir
from app.theme import px
from app.views.base import BaseView
from app.views.registry import view_spec
from engines.revorso import SYMBOLS, CallBear, Draw, Name, Pass, PlaySwitch, RevorsoState, StealFrom, Stop
from engines.revorso import log as L
from engines.revorso.cards import card_name
from engines.revorso.explain import all_hands, explain_last
from engines.revorso.log import describe_event

__all__ = ["SPEC", "RevorsoTableView"]

#: Bot pace: (pause before a bot's move, how long a drawn card stays face up), in ms.
SPEEDS = {"slow": (2400, 1600), "normal": (1500, 1100), "fast": (700, 550)}


class RevorsoTableView(BaseView):
    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.setObjectName("revorsoView")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.controller = TableController(context.data_dir, parent=self)
        # The offer countdown stops while a dialog, the help overlay or another screen hides the table.
        context.clocks.register(self.controller.countdown.watch, self, self.controller.countdown.poll)
        self.scene = TableScene(self._scene_texts(), self)
        self.table = TableView(self.scene)
        if context.headless:
            self.controller.bot_delay_ms = 0
            self.scene.instant = True
        self._message: QMessageBox | None = None
        self._dialog: SetupDialog | None = None
        self._showing_end = True
        self._log_token: object = None
        self._log_count = 0
        self._log_start = 0
        self._page_before: QWidget | None = None
        self._bigs: list[QPushButton] = []
        self._build()
        self._apply_scale()
        self.controller.changed.connect(self._refresh)
        self.controller.countdown.tick.connect(self._on_tick)
        self._apply_speed()

    # -- building ----------------------------------------------------------------------

    def _build(self) -> None:
        self.seed_label = QLabel()
        self.seed_label.setObjectName("subtitle")
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.speed = QComboBox()
        for key in SPEEDS:
            self.speed.addItem("", key)
        self.speed.setCurrentIndex(list(SPEEDS).index(self._speed_key()))
        self.speed.currentIndexChanged.connect(self._on_speed)
        self.speed_label = QLabel()
        self.speed_label.setBuddy(self.speed)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.open_setup)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.ask_save)
        self.load_button = QPushButton()
        self.load_button.clicked.connect(self.ask_load)
        header = QHBoxLayout()
        header.addWidget(self.seed_label)
        header.addStretch(1)
        for widget in (
            self.speed_label,
            self.speed,
            self.undo_button,
            self.new_button,
            self.save_button,
            self.load_button,
        ):
            header.addWidget(widget)

        self.end_screen = EndScreen()
        self.end_screen.again.clicked.connect(self.play_again)
        self.end_screen.new_game.clicked.connect(self.open_setup)
        self.end_screen.show_table.clicked.connect(self._look_at_table)
        self.center = QStackedWidget()
        self.center.addWidget(self.table)
        self.center.addWidget(self.end_screen)

        self.log_title = QLabel()
        self.log_title.setStyleSheet("font-weight: bold;")
        self.log = QTextBrowser()
        self.log.setObjectName("revorsoLog")
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setOpenLinks(False)
        self.log_lines: list[str] = []
        side = QVBoxLayout()
        side.addWidget(self.log_title)
        side.addWidget(self.log, 1)
        side_widget = QWidget()
        side_widget.setLayout(side)
        self.side_widget = side_widget
        side_widget.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        body = QHBoxLayout()
        body.addWidget(self.center, 3)
        body.addWidget(side_widget, 1)

        self.announce = QLabel()
        self.announce.setObjectName("revorsoAnnounce")
        self.announce.setWordWrap(True)
        self.pages = QStackedWidget()
        self.pages.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self._build_pages()

        layout = QVBoxLayout(self)
        self._layout = layout
        layout.addLayout(header)
        self.presenter = PresenterPanel(self.context.settings)
        self.presenter.set_sources(self._explain_last, self._all_hands, lambda: self.controller.names)
        layout.addWidget(self.presenter)
        layout.addLayout(body, 1)
        layout.addWidget(self.announce)
        layout.addWidget(self.pages)

    def _big(self, primary: bool = False) -> QPushButton:
        button = QPushButton()
        if primary:
            button.setObjectName("primary")
        self._bigs.append(button)
        self._size_big(button)
        return button

    def _size_big(self, button: QPushButton) -> None:
        button.setMinimumHeight(px(56))
        font = QFont(SANS)
        font.setPixelSize(px(18))
        font.setBold(True)
        button.setFont(font)
        button.setMinimumWidth(max(px(120), button.sizeHint().width()))

    def _apply_scale(self) -> None:
        """Sizes in pixels follow the UI scale (presenter mode): set again when it changes."""
        self.table.setMinimumSize(px(300), px(200))
        self.side_widget.setMinimumWidth(px(220))
        self.side_widget.setMaximumWidth(px(400))
        font = QFont(SANS)
        font.setBold(True)
        font.setPixelSize(px(20))
        self.announce.setFont(font)
        self._layout.setContentsMargins(px(10), px(6), px(10), px(8))
        self.page_wait.setMinimumHeight(px(56))
        for button in self._bigs:
            self._size_big(button)
        for symbol_button in self.symbol_buttons:
            symbol_button.setMinimumSize(px(96), px(96))
            symbol_button.updateGeometry()
        for bar in (self.bear_countdown, self.switch_countdown):
            bar.setMinimumWidth(px(120))
            bar.setMaximumWidth(px(220))
        self.end_screen.apply_scale()

    def on_settings_changed(self, key: str) -> None:
        if key in ("ui/scale", "ui/presenter"):
            self._apply_scale()
        elif key == "ui/language":
            self.retranslate_ui()  # the card names come from the deck, with or without a catalogue

    def _build_pages(self) -> None:
        self.draw_button = self._big(primary=True)
        self.draw_button.clicked.connect(lambda: self.controller.play(Draw()))
        self.stop_button = self._big()
        self.stop_button.clicked.connect(lambda: self.controller.play(Stop()))
        self.page_draw = self._row(self.draw_button, self.stop_button)

        self.symbol_buttons = [SymbolButton(symbol, i + 1) for i, symbol in enumerate(SYMBOLS)]
        for button in self.symbol_buttons:
            button.clicked.connect(lambda _=False, s=button.symbol: self.name_symbol(s))
        self.bear_pass = self._big()
        self.bear_pass.clicked.connect(lambda: self.controller.play(Pass()))
        self.bear_countdown = CountdownBar()
        self.page_symbols = self._row(
            *self.symbol_buttons, self.bear_pass, self.bear_countdown, stretch=False
        )

        self.switch_button = self._big(primary=True)
        self.switch_button.clicked.connect(lambda: self.controller.play(PlaySwitch()))
        self.switch_pass = self._big()
        self.switch_pass.clicked.connect(lambda: self.controller.play(Pass()))
        self.switch_countdown = CountdownBar()
        self.page_switch = self._row(self.switch_button, self.switch_pass, self.switch_countdown)

        self.page_steal = QWidget()
        self.steal_layout = QHBoxLayout(self.page_steal)
        self.steal_layout.setContentsMargins(0, 0, 0, 0)
        self.steal_buttons: list[QPushButton] = []

        self.page_wait = QWidget()
        self.results_button = self._big(primary=True)
        self.results_button.clicked.connect(self._show_results)
        self.page_over = self._row(self.results_button)
        pages = (
            self.page_draw,
            self.page_symbols,
            self.page_switch,
            self.page_steal,
            self.page_wait,
            self.page_over,
        )
        for page in pages:
            self.pages.addWidget(page)

    def _row(self, *widgets: QWidget, stretch: bool = True) -> QWidget:
        page = QWidget()
        row = QHBoxLayout(page)
        row.setContentsMargins(0, 0, 0, 0)
        if stretch:
            row.addStretch(1)
        for widget in widgets:
            row.addWidget(widget)
        if stretch:
            row.addStretch(1)
        return page

    def _scene_texts(self) -> Texts:
        return Texts(
            deck=lambda n: self.tr("Deck: %1").replace("%1", str(n)),
            discard=lambda n: self.tr("Discard: %1").replace("%1", str(n)),
            pile=lambda cards, points, honey: (
                self.tr("%1 cards\n%2 points\n%3 honey")
                .replace("%1", str(cards))
                .replace("%2", str(points))
                .replace("%3", str(honey))
            ),
            no_action=self.tr("no action"),
            plays_now=self.tr("▶ plays now"),
            asked=self.tr("? asked now"),
            bot=lambda level: self.tr("bot, %1").replace("%1", self._level_name(level)),
            human=self.tr("person"),
            sequence=lambda name, n: (
                self.tr("%1's sequence: %2 cards, first drawn on the left")
                .replace("%1", name)
                .replace("%2", str(n))
            ),
            empty_sequence=lambda name: self.tr("%1's sequence: no card yet").replace("%1", name),
            next_card=self.tr("▲ next to name"),
        )

    def _level_name(self, level: str) -> str:
        return {"easy": self.tr("easy"), "medium": self.tr("medium"), "hard": self.tr("hard")}.get(
            level, level
        )

    # -- texts -------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.speed_label.setText(self.tr("Bot &pace:"))
        for i, text in enumerate((self.tr("slow"), self.tr("normal"), self.tr("fast"))):
            self.speed.setItemText(i, text)
        self.undo_button.setText(self.tr("&Undo"))
        self.undo_button.setToolTip(
            self.tr("Take back your last move when no card was revealed since (Ctrl+Z)")
        )
        self.new_button.setText(self.tr("&New game…"))
        self.new_button.setToolTip(self.tr("Choose the players (Ctrl+N)"))
        self.save_button.setText(self.tr("&Save…"))
        self.save_button.setToolTip(self.tr("Save this game to a file (Ctrl+S)"))
        self.load_button.setText(self.tr("&Load…"))
        self.load_button.setToolTip(self.tr("Resume a saved game (Ctrl+O)"))
        self.log_title.setText(self.tr("What happened"))
        self.draw_button.setText(self.tr("Draw a card  (D)"))
        self.stop_button.setText(self.tr("Stop and recite  (S)"))
        self.bear_pass.setText(self.tr("Pass  (N)"))
        self.switch_button.setText(self.tr("Play Switch  (Y)"))
        self.switch_pass.setText(self.tr("Let it go  (N)"))
        self.results_button.setText(self.tr("Show the results"))
        for button in self._bigs:
            self._size_big(button)
        language = self.context.settings.language
        CardItem.language = language
        for button in self.symbol_buttons:
            button.setText(card_name(button.symbol, language))
            button.setAccessibleName(card_name(button.symbol, language))
            button.setToolTip(
                self.tr("Name %1 (key %2)").replace("%1", button.text()).replace("%2", str(button.key))
            )
        self.scene.texts = self._scene_texts()
        self.end_screen.retranslate_ui()
        if self.controller.state is not None:
            self._log_token = None
            self._refresh()

    # -- games -------------------------------------------------------------------------

    # -- presenter mode ----------------------------------------------------------------

    def _explain_last(self):  # type: ignore[no-untyped-def]
        state = self.controller.state
        return explain_last(state, self.controller.names) if state is not None else None

    def _all_hands(self):  # type: ignore[no-untyped-def]
        state = self.controller.state
        return all_hands(state) if state is not None else []

    def shortcuts(self) -> list[tuple[str, str]]:
        return [
            (self.tr("D"), self.tr("Draw a card")),
            (self.tr("S"), self.tr("Stop drawing and recite the sequence")),
            (self.tr("1 – 5"), self.tr("Name a symbol (memory test, or a Bear call)")),
            (self.tr("N / 0"), self.tr("Do not play Bear or Switch")),
            (self.tr("Y"), self.tr("Play Switch when asked")),
            (self.tr("1, 2, …"), self.tr("Choose whom to steal from")),
            (self.tr("Ctrl+Z"), self.tr("Undo")),
            (self.tr("Ctrl+N / Ctrl+S / Ctrl+O"), self.tr("New game / save / load")),
        ]

    def on_shown(self) -> None:
        if self.controller.state is None:
            self._open_first_game()
        self.controller.resume_bots()
        self._focus_page()

    def resume_autosave(self) -> None:
        self.controller.state = None
        self._open_first_game()

    def _open_first_game(self) -> None:
        path = autosave_path(self.context.data_dir, RevorsoState.game)
        if path.exists():
            state, seats, result = read_table(path)
            if state is not None:
                self.controller.start(GameSetup(seats, state.seed, dict(state.options)), state)
                return
            self._warn(translate_message(result.error))
        self.start_game(GameSetup(self._remembered_seats(), secrets.randbelow(1_000_000)))

    def start_game(self, setup: GameSetup, state: RevorsoState | None = None) -> None:
        self._showing_end = True
        self.controller.start(setup, state)
        self._focus_page()

    def play_again(self) -> None:
        setup = self.controller.setup
        if setup is not None:
            self.start_game(GameSetup(setup.seats, secrets.randbelow(1_000_000), setup.options))

    def open_setup(self) -> None:
        setup = self.controller.setup
        seats = setup.seats if setup else self._remembered_seats()
        dialog = SetupDialog(seats, setup.options if setup else {}, self)
        dialog.accepted.connect(lambda: self._setup_chosen(dialog))
        self._dialog = dialog
        dialog.open()
        dialog.names[0].setFocus()

    def _setup_chosen(self, dialog: SetupDialog) -> None:
        setup = dialog.setup()
        self.context.settings.set_value("revorso/seats", json.dumps([s.to_json() for s in setup.seats]))
        self.start_game(setup)

    def _remembered_seats(self) -> tuple[Seat, ...]:
        raw = self.context.settings.value("revorso/seats")
        try:
            data = json.loads(str(raw)) if raw else None
        except ValueError:
            data = None
        if isinstance(data, list) and 2 <= len(data) <= RevorsoState.max_players:
            return tuple(Seat.from_json(item, i) for i, item in enumerate(data))
        return default_seats()

    def undo(self) -> None:
        self.controller.undo()

    # -- files -------------------------------------------------------------------------

    def ask_save(self) -> None:
        start = str(saves_dir(self.context.data_dir) / "revorso.json")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), start, self.tr("Revorso games (*.json)")
        )
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        try:
            self.controller.save(path)
        except OSError as exc:
            self._warn(
                self.tr("Cannot save %1 (%2).")
                .replace("%1", path.name)
                .replace("%2", exc.strerror or str(exc))
            )
            return False
        return True

    def ask_load(self) -> None:
        start = str(saves_dir(self.context.data_dir))
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Resume a game"), start, self.tr("Revorso games (*.json)")
        )
        if path:
            self.load_from(Path(path))

    def load_from(self, path: Path) -> bool:
        """Resume the game in ``path``; on a bad file say why and keep the current game."""
        state, seats, result = read_table(path)
        if state is None:
            self._warn(translate_message(result.error))
            return False
        self.start_game(GameSetup(seats, state.seed, dict(state.options)), state)
        return True

    def _warn(self, text: str) -> None:
        if self.context.headless and not self.isVisible():
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Revorso"), text, QMessageBox.StandardButton.Ok, self
        )
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self._message = box
        box.open()

    # -- playing -----------------------------------------------------------------------

    def name_symbol(self, symbol: str) -> None:
        state = self.controller.state
        if state is None:
            return
        if state.phase == "bear":
            self.controller.play(CallBear(symbol))
        else:
            self.controller.play(Name(symbol))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def _handle_key(self, event: QKeyEvent) -> bool:
        if event.matches(QKeySequence.StandardKey.Undo):
            self.undo()
            return True
        if event.matches(QKeySequence.StandardKey.New):
            self.open_setup()
            return True
        if event.matches(QKeySequence.StandardKey.Save):
            self.ask_save()
            return True
        if event.matches(QKeySequence.StandardKey.Open):
            self.ask_load()
            return True
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier & ~Qt.KeyboardModifier.ShiftModifier:
            return False
        state = self.controller.state
        if state is None or not self.controller.human_to_act():
            return False
        key, phase = event.key(), state.phase
        digit = key - Qt.Key.Key_1 if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 else -1
        play = self.controller.play
        if phase == "draw":
            if key == Qt.Key.Key_D:
                return play(Draw()) or True
            if key == Qt.Key.Key_S:
                return play(Stop()) or True
        elif phase in ("answer", "bear"):
            if 0 <= digit < len(SYMBOLS):
                self.name_symbol(SYMBOLS[digit])
                return True
            if phase == "bear" and key in (Qt.Key.Key_N, Qt.Key.Key_0):
                return play(Pass()) or True
        elif phase == "switch":
            if key == Qt.Key.Key_Y:
                return play(PlaySwitch()) or True
            if key == Qt.Key.Key_N:
                return play(Pass()) or True
        elif phase == "steal":
            targets = [a.target for a in state.legal_actions() if isinstance(a, StealFrom)]
            if 0 <= digit < len(targets):
                return play(StealFrom(targets[digit])) or True
        return False

    # -- showing -----------------------------------------------------------------------

    def _roles(self) -> list[str]:
        texts = self.scene.texts
        return [texts.human if s.is_human else texts.bot(s.kind) for s in self.controller.seats]

    def _refresh(self) -> None:
        controller, state = self.controller, self.controller.state
        view = controller.view()
        if state is None or view is None:
            return
        names = controller.names
        self.scene.sync(view, names, self._roles(), token=state)
        self._refresh_log(view, names, state)
        self.seed_label.setText(self.tr("Seed %1").replace("%1", str(state.seed)))
        self.seed_label.setToolTip(self.tr("Start a new game with this seed to deal the same cards again"))
        self.announce.setText(self._announcement(state))
        self.presenter.refresh()
        self.undo_button.setEnabled(controller.undo_seat() is not None)
        self.save_button.setEnabled(not state.is_terminal())
        page = self._page_for(state)
        changed = page is not self.pages.currentWidget()
        self.pages.setCurrentWidget(page)
        self.pages.setVisible(not (state.is_terminal() and self._showing_end))
        if state.is_terminal():
            scores = [int(s) for s in state.scores()]
            self.end_screen.show_result(names, scores, state.honey())
            self.center.setCurrentWidget(self.end_screen if self._showing_end else self.table)
            if changed or self.focusWidget() is None:
                self.end_screen.again.setFocus()
        else:
            self.center.setCurrentWidget(self.table)
            if changed:
                self._focus_page()

    def _page_for(self, state: RevorsoState) -> QWidget:
        if state.is_terminal():
            return self.page_over
        if not self.controller.human_to_act():
            return self.page_wait
        phase = state.phase
        if phase == "draw":
            legal = state.legal_actions()
            self.draw_button.setEnabled(Draw() in legal)
            self.stop_button.setEnabled(Stop() in legal)
            return self.page_draw
        if phase in ("answer", "bear"):
            bear = phase == "bear"
            self.bear_pass.setVisible(bear)
            self.bear_countdown.setVisible(bear)
            return self.page_symbols
        if phase == "switch":
            return self.page_switch
        self._build_steal_buttons(state)
        return self.page_steal

    def _build_steal_buttons(self, state: RevorsoState) -> None:
        while self.steal_layout.count():
            widget = self.steal_layout.takeAt(0).widget()
            if widget is not None:
                if widget in self._bigs:
                    self._bigs.remove(widget)
                widget.deleteLater()
        self.steal_buttons = []
        view = self.controller.view()
        assert view is not None
        names = self.controller.names
        targets = [a.target for a in state.legal_actions() if isinstance(a, StealFrom)]
        self.steal_layout.addStretch(1)
        for i, seat in enumerate(targets):
            button = self._big()
            button.setText(
                self.tr("%1. %2 (%3 cards)")
                .replace("%1", str(i + 1))
                .replace("%2", names[seat])
                .replace("%3", str(len(view.won[seat])))
            )
            button.clicked.connect(lambda _=False, t=seat: self.controller.play(StealFrom(t)))
            self.steal_layout.addWidget(button)
            self.steal_buttons.append(button)
        self.steal_layout.addStretch(1)

    def _focus_page(self) -> None:
        page = self.pages.currentWidget()
        targets = {
            self.page_draw: self.draw_button if self.draw_button.isEnabled() else self.stop_button,
            self.page_symbols: self.symbol_buttons[0],
            self.page_switch: self.switch_button,
        }
        target = targets.get(page) or (
            self.steal_buttons[0] if page is self.page_steal and self.steal_buttons else None
        )
        if target is not None and self.isVisible():
            target.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.isVisible() and (self.focusWidget() is None or not self.focusWidget().isVisible()):
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _announcement(self, state: RevorsoState) -> str:
        names, seats = self.controller.names, self.controller.seats
        if state.is_terminal():
            best = max(range(len(names)), key=lambda p: (state.scores()[p], state.honey()[p]))
            winners = state.winners()
            if len(winners) > 1:
                return self.tr("The game is over: a shared win with %1 points.").replace(
                    "%1", str(int(state.scores()[best]))
                )
            return (
                self.tr("The game is over: %1 wins with %2 points.")
                .replace("%1", names[winners[0]])
                .replace("%2", str(int(state.scores()[best])))
            )
        seat = state.current_player
        who, active = names[seat], names[state.active]
        human = seats[seat].is_human
        phase = state.phase
        if phase == "draw":
            if not human:
                return self.tr("%1 is drawing… watch the cards and remember them.").replace("%1", who)
            if state.must_stop == "hibernate":
                return self.tr("%1: Hibernate! Your drawing is over: stop and recite.").replace("%1", who)
            if state.must_stop == "deck":
                return self.tr("%1: the deck is empty: stop and recite.").replace("%1", who)
            if state.pending:
                return (
                    self.tr("%1: draw %2 more card(s).").replace("%1", who).replace("%2", str(state.pending))
                )
            if not state.drawn:
                return self.tr("%1, your turn: draw a card.").replace("%1", who)
            n = len(state.handles)
            return (
                self.tr("%1: draw again, or stop and recite your %2 card(s) from the last to the first.")
                .replace("%1", who)
                .replace("%2", str(n))
            )
        if phase == "steal":
            if not human:
                return self.tr("%1 drew Steal 2 and chooses whom to rob…").replace("%1", who)
            return self.tr("%1: Steal 2! Choose whose won pile to take the top two cards from.").replace(
                "%1", who
            )
        if phase == "switch":
            if not human:
                return (
                    self.tr("%1 may play Switch on %2's sequence…").replace("%1", who).replace("%2", active)
                )
            return (
                self.tr("%1: play Switch? The first and last cards of %2's sequence change places.")
                .replace("%1", who)
                .replace("%2", active)
            )
        if phase == "bear":
            if not human:
                return self.tr("%1 may call Bear on %2's next card…").replace("%1", who).replace("%2", active)
            return (
                self.tr("%1: call Bear? Name %2's next card to win it (keys 1–5), or let it go (N).")
                .replace("%1", who)
                .replace("%2", active)
            )
        total = len(state.handles) + len(state.revealed)
        place = len(state.handles)
        if not human:
            return self.tr("%1 is reciting the sequence…").replace("%1", who)
        return (
            self.tr("%1: memory test! Which symbol is card %2 of %3? (keys 1–5, the last drawn first)")
            .replace("%1", who)
            .replace("%2", str(place))
            .replace("%3", str(total))
        )

    def _refresh_log(self, view, names: list[str], state: RevorsoState) -> None:  # type: ignore[no-untyped-def]
        """Append new sentences; rewrite the current turn's (a card's name is hidden once face down)."""
        log = view.log
        if self._log_token is not state or len(log) < self._log_count:
            start = 0
        else:
            start = min(self._log_start, view.turn_from)
        del self.log_lines[start:]
        self.log_lines.extend(translate_message(describe_event(event, names)) for event in log[start:])
        self._log_token = state
        self._log_count = len(log)
        self._log_start = view.turn_from
        paragraphs = []
        for event, line in zip(log, self.log_lines, strict=True):
            text = html.escape(line)
            if event.kind in (L.TURN, L.GAME_OVER):
                paragraphs.append(f'<p style="margin-top:8px; margin-bottom:2px"><b>{text}</b></p>')
            else:
                paragraphs.append(f'<p style="margin-top:0; margin-bottom:3px">{text}</p>')
        self.log.setHtml("".join(paragraphs))
        self._scroll_log()
        QTimer.singleShot(0, self.log, self._scroll_log)  # again once laid out; dropped if the log is deleted

    def _scroll_log(self) -> None:
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _on_tick(self, left: float, total: float) -> None:
        text = self.tr("%1 s left").replace("%1", str(int(left + 0.99)))
        self.bear_countdown.show_time(left, total, text)
        self.switch_countdown.show_time(left, total, text)

    def _look_at_table(self) -> None:
        self._showing_end = False
        self.center.setCurrentWidget(self.table)
        self.pages.setVisible(True)
        self.results_button.setFocus()

    def _show_results(self) -> None:
        self._showing_end = True
        self.center.setCurrentWidget(self.end_screen)
        self.pages.setVisible(False)
        self.end_screen.again.setFocus()

    # -- pace, visibility, modes -------------------------------------------------------

    def _speed_key(self) -> str:
        value = str(self.context.settings.value("revorso/speed", "normal"))
        return value if value in SPEEDS else "normal"

    def _on_speed(self, index: int) -> None:
        self.context.settings.set_value("revorso/speed", self.speed.itemData(index))
        self._apply_speed()

    def _apply_speed(self) -> None:
        if self.context.headless:
            return
        delay, show = SPEEDS[self._speed_key()]
        self.controller.bot_delay_ms = delay
        self.scene.SHOW_MS = show

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.table.fit()
        if self.controller.paused and self.controller.state is not None and not self.context.headless:
            self.controller.resume_bots()

    def hideEvent(self, event: QHideEvent) -> None:
        self.controller.pause()
        super().hideEvent(event)

    def set_mode(self, mode: str | None) -> None:
        """Screenshots: a game under way, the memory test, the end screen (fixed seeds, no autosave)."""
        self.controller.autosave = False
        self.controller.pause()
        self.start_game(DEMO_SETUP, demo_state(mode))
        if mode is None:
            self.scene.show_just_drawn()


SPEC = view_spec("revorso")
