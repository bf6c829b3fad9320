"""Play Verso: hot-seat, against bots, or solo, on a scaled card table.

Pages: the new-game page, the table (with the log, the scores and the action bar) and
the end screen. Bots think in a worker thread and play at the pace of the "bot speed"
setting; every action is autosaved, so closing the app never loses a game.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from app.context import AppContext
from app.fonts import SANS
from app.i18n import translate_message
from app.presenter_panel import PresenterPanel
from app.saves import autosave_path, saves_dir
from app.theme import ACCENTS, px
from app.verso.bot_runner import BotRunner
from app.verso.end_page import EndPage
from app.verso.seats import Seat, TableSetup
from app.verso.session import GameSession, load_session
from app.verso.setup_page import SetupPage
from app.verso.table import TableView
from app.views.base import BaseView
from app.views.registry import view_spec
from engines.verso.actions import Draw, Pass, Turn
from engines.verso.explain import all_hands, explain_last

__all__ = ["SPEC", "VersoTableView"]

SPEEDS = ((0, "Instant"), (400, "Fast"), (1000, "Normal"), (2000, "Slow"))
SPEED_KEY = "verso/bot_delay_ms"


class VersoTableView(BaseView):
    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.setObjectName("verso")
        self.session: GameSession | None = None
        self.generation = 0
        self.runner = BotRunner(self)
        self.runner.chosen.connect(self._bot_chose)
        self.bot_timer = QTimer(self)
        self.bot_timer.setSingleShot(True)
        self.bot_timer.timeout.connect(self._ask_bot)

        self.pages = QStackedWidget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.pages)
        self.setup_page = SetupPage()
        self.setup_page.start.connect(self.start_game)
        self.setup_page.resume.connect(self.resume_autosave)
        self.setup_page.load.connect(self.open_file)
        self.end_page = EndPage()
        self.end_page.replay.connect(self.replay_same_seed)
        self.end_page.new_game.connect(self.show_setup)
        self.end_page.back.connect(lambda: self.pages.setCurrentWidget(self.game_page))
        self.game_page = self._build_game_page()
        for page in (self.setup_page, self.game_page, self.end_page):
            self.pages.addWidget(page)
        self._build_shortcuts()
        self.table.animate = not context.headless
        self.apply_fonts()
        self.retranslate_ui()
        self.show_setup()

    # -- building ------------------------------------------------------------------------

    def _build_game_page(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.setContentsMargins(px(8), px(6), px(8), px(6))
        outer.setSpacing(px(6))
        top = QHBoxLayout()
        self.banner = QLabel()
        self.banner.setObjectName("turnBanner")
        self.banner.setWordWrap(True)
        self.banner.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        top.addWidget(self.banner, 1)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undoButton")
        self.undo_button.clicked.connect(self.undo)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.show_setup)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.save_file)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(self.open_file)
        for button in (self.undo_button, self.new_button, self.save_button, self.open_button):
            top.addWidget(button)
        outer.addLayout(top)
        self.presenter = PresenterPanel(self.context.settings)
        self.presenter.set_sources(self._explain_last, self._all_hands, self._names)
        outer.addWidget(self.presenter)

        middle = QHBoxLayout()
        middle.setSpacing(px(8))
        self.table = TableView()
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.table.selection_changed.connect(self._update_series)
        self.table.idle.connect(self._on_idle)
        middle.addWidget(self.table, 1)
        side = QVBoxLayout()
        self.scores_title = QLabel()
        self.scores = QLabel()
        self.scores.setObjectName("scores")
        self.scores.setTextFormat(Qt.TextFormat.RichText)
        self.log_title = QLabel()
        self.log = QListWidget()
        self.log.setObjectName("gameLog")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        speed_row = QHBoxLayout()
        self.speed_label = QLabel()
        self.speed = QComboBox()
        self.speed.setObjectName("botSpeed")
        self.speed_label.setBuddy(self.speed)
        speed_row.addWidget(self.speed_label)
        speed_row.addWidget(self.speed, 1)
        self.seed_label = QLabel()
        self.seed_label.setObjectName("subtitle")
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for widget in (self.scores_title, self.scores, self.log_title):
            side.addWidget(widget)
        side.addWidget(self.log, 1)
        side.addLayout(speed_row)
        side.addWidget(self.seed_label)
        self.side = QWidget()
        self.side.setLayout(side)
        side.setContentsMargins(0, 0, 0, 0)
        middle.addWidget(self.side)
        outer.addLayout(middle, 1)

        actions = QHBoxLayout()
        self.take_button = QPushButton()
        self.take_button.setObjectName("takeButton")
        self.take_button.clicked.connect(lambda: self.take(False))
        self.flip_button = QPushButton()
        self.flip_button.setObjectName("flipButton")
        self.flip_button.clicked.connect(lambda: self.take(True))
        self.series_label = QLabel()
        self.series_label.setObjectName("seriesLabel")
        self.series_label.setWordWrap(True)
        self.series_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.arrangement = QComboBox()
        self.arrangement.setObjectName("arrangement")
        self.bank_button = QPushButton()
        self.bank_button.setObjectName("bankButton")
        self.bank_button.clicked.connect(self.bank)
        self.pass_button = QPushButton()
        self.pass_button.setObjectName("passButton")
        self.pass_button.clicked.connect(self.pass_turn)
        actions.addWidget(self.take_button)
        actions.addWidget(self.flip_button)
        actions.addWidget(self.series_label, 1)
        actions.addWidget(self.arrangement)
        actions.addWidget(self.bank_button)
        actions.addWidget(self.pass_button)
        outer.addLayout(actions)
        self.speed.currentIndexChanged.connect(self._speed_chosen)
        return page

    def _build_shortcuts(self) -> None:
        def shortcut(keys: str | QKeySequence, slot) -> None:  # type: ignore[no-untyped-def]
            sc = QShortcut(QKeySequence(keys), self.game_page)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)

        shortcut("T", lambda: self._click(self.take_button))
        shortcut("F", lambda: self._click(self.flip_button))
        shortcut("B", lambda: self._click(self.bank_button))
        shortcut("Return", lambda: self._click(self.bank_button))
        shortcut("P", lambda: self._click(self.pass_button))
        shortcut(QKeySequence.StandardKey.Undo, lambda: self._click(self.undo_button))
        shortcut("U", lambda: self._click(self.undo_button))
        shortcut("Ctrl+S", self.save_file)

    @staticmethod
    def _click(button: QPushButton) -> None:
        if button.isVisible() and button.isEnabled():
            button.click()

    def apply_fonts(self) -> None:
        banner = QFont(SANS)
        banner.setBold(True)
        banner.setPixelSize(px(20))
        self.banner.setFont(banner)
        body = QFont(SANS)
        body.setPixelSize(px(13))
        self.log.setFont(body)
        self.scores.setFont(body)
        self.series_label.setFont(body)
        head = QFont(SANS)
        head.setBold(True)
        head.setPixelSize(px(14))
        self.scores_title.setFont(head)
        self.log_title.setFont(head)
        self.setup_page.apply_fonts()
        self.end_page.apply_fonts()
        self._size_side()

    def _size_side(self) -> None:
        self.side.setFixedWidth(max(px(230), min(px(330), int(self.width() * 0.24))))

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        self._size_side()

    def retranslate_ui(self) -> None:
        self.undo_button.setText(self.tr("&Undo"))
        self.undo_button.setToolTip(
            self.tr("Take back your last action (U or Ctrl+Z), unless it revealed a card")
        )
        self.new_button.setText(self.tr("New game"))
        self.save_button.setText(self.tr("Save…"))
        self.open_button.setText(self.tr("Open…"))
        self.scores_title.setText(self.tr("Scores"))
        self.log_title.setText(self.tr("Game log"))
        self.speed_label.setText(self.tr("Bot speed:"))
        index = self.speed.currentIndex()
        self.speed.blockSignals(True)
        self.speed.clear()
        for ms, name in SPEEDS:
            self.speed.addItem(QCoreApplication.translate("VersoTableView", name), ms)
        self.speed.setCurrentIndex(index if index >= 0 else self._speed_index())
        self.speed.blockSignals(False)
        self.take_button.setText(self.tr("&Take as shown (T)"))
        self.flip_button.setText(self.tr("&Flip and take (F)"))
        self.bank_button.setText(self.tr("&Bank series (B)"))
        self.pass_button.setText(self.tr("&Pass (P)"))
        self.setup_page.retranslate_ui()
        self.end_page.retranslate_ui()
        self._relog()
        self.refresh()

    def on_settings_changed(self, key: str) -> None:
        if key in {"ui/scale", "ui/presenter"}:
            self.apply_fonts()
            self.refresh()

    # -- bot speed ----------------------------------------------------------------------

    def bot_delay(self) -> int:
        if self.context.headless:
            return 0
        try:
            return int(self.context.settings.value(SPEED_KEY, 1000))  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return 1000

    def _speed_index(self) -> int:
        delay = self.bot_delay()
        return min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i][0] - delay))

    def _speed_chosen(self, index: int) -> None:
        if index >= 0:
            self.context.settings.set_value(SPEED_KEY, int(self.speed.itemData(index)))

    # -- games ---------------------------------------------------------------------------

    def show_setup(self) -> None:
        self._stop_bots()
        self.setup_page.set_resumable(autosave_path(self.context.data_dir, "verso").exists())
        if self.session is not None:
            self.setup_page.set_setup(self.session.setup)
            self.setup_page.roll_seed()
        self.pages.setCurrentWidget(self.setup_page)
        self.setup_page.focus_start()
        self.title_changed.emit("")

    def start_game(self, setup: TableSetup) -> None:
        self.begin(GameSession(setup))

    def replay_same_seed(self) -> None:
        if self.session is not None:
            self.begin(self.session.restart())

    def begin(self, session: GameSession) -> None:
        """Show ``session`` on the table (a new game, a loaded one or an undone one)."""
        self._stop_bots()
        self.session = session
        self.table.model = None
        for item in list(self.table.cards.values()):
            self.table.scene_.removeItem(item)
        self.table.cards.clear()
        self.table.selection.clear()
        self.log.clear()
        for turn in session.state.log:
            self._log_turn(turn, highlight=False)
        self.pages.setCurrentWidget(self.game_page)
        session.autosave(self.context.data_dir)
        self._show(None)
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def resume_autosave(self) -> None:
        self._load(autosave_path(self.context.data_dir, "verso"))

    def open_file(self) -> None:
        if self.context.headless:
            return
        name, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a saved game"),
            str(saves_dir(self.context.data_dir)),
            self.tr("Saved games (*.json)"),
        )
        if name:
            self._load(Path(name))

    def _load(self, path: Path) -> bool:
        session, result = load_session(path)
        if session is None:
            if not self.context.headless:
                QMessageBox.warning(self, self.tr("Cannot open the game"), translate_message(result.error))
            return False
        self.begin(session)
        return True

    def save_file(self) -> None:
        if self.session is None or self.context.headless:
            return
        name, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Save the game"),
            str(saves_dir(self.context.data_dir) / "verso.json"),
            self.tr("Saved games (*.json)"),
        )
        if not name:
            return
        try:
            self.session.save_to(Path(name))
        except OSError as exc:
            QMessageBox.warning(
                self, self.tr("Cannot save the game"), f"{Path(name).name}: {exc.strerror or exc}"
            )

    # -- acting --------------------------------------------------------------------------

    def _human_turn(self) -> bool:
        s = self.session
        return s is not None and not s.over and not s.is_bot_turn() and not self.table.busy

    def take(self, flip: bool) -> None:
        if not self._human_turn():
            return
        assert self.session is not None
        action = next(
            (a for a in self.session.state.legal_actions() if isinstance(a, Draw) and a.flip == flip), None
        )
        if action is not None:
            self._play(action)

    def bank(self) -> None:
        if not self._human_turn():
            return
        assert self.session is not None
        check = self.session.check_series(set(self.table.selection))
        if not check.ok:
            return
        index = max(0, self.arrangement.currentIndex()) if len(check.banks) > 1 else 0
        self._play(check.banks[min(index, len(check.banks) - 1)])

    def pass_turn(self) -> None:
        if not self._human_turn():
            return
        assert self.session is not None
        action = next((a for a in self.session.state.legal_actions() if isinstance(a, Pass)), None)
        if action is not None:
            self._play(action)

    def undo(self) -> None:
        if self.session is None or not self.session.can_undo() or self.table.busy:
            return
        self._stop_bots()
        self.session.undo()
        self.begin(self.session)

    def _play(self, action: object) -> None:
        assert self.session is not None
        self.table.clear_selection(emit=False)
        turn = self.session.apply(action)  # type: ignore[arg-type]
        self._after(turn)

    def _after(self, turn: Turn) -> None:
        assert self.session is not None
        self.session.autosave(self.context.data_dir)
        self._log_turn(turn, highlight=turn.player in self.session.bots)
        self._show(turn)

    def _show(self, turn: Turn | None) -> None:
        s = self.session
        assert s is not None
        glow: set[int] = set()
        last = s.state.log[-1] if s.state.log else None
        if last is not None and last.player in s.bots:
            for event in last.events:
                if event.kind in ("take", "bank", "flip", "identical"):
                    glow.update(event.cards)
        solo_uid, solo_note = None, ""
        if s.state.players == 1:
            for past in reversed(s.state.log):
                event = next((e for e in past.events if e.kind == "solo"), None)
                if event is not None:
                    solo_uid, solo_note = event.cards[0], event.note
                    break
        self.table.set_interactive(False)
        self.table.show_view(s.view(), s.names, s.viewer(), turn, glow, solo_uid, solo_note)
        self.refresh()

    def _on_idle(self) -> None:
        s = self.session
        if s is None:
            return
        self.refresh()
        if s.over:
            self._stop_bots()
            self.end_page.show_result(s.names, list(s.state.points), s.state.winners(), s.setup.seed)
            self.pages.setCurrentWidget(self.end_page)
            return
        if s.is_bot_turn():
            self.bot_timer.start(self.bot_delay())
        else:
            self.table.set_interactive(True)
            if self.pages.currentWidget() is self.game_page and not self.table.hasFocus():
                self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            self._update_series()

    def _ask_bot(self) -> None:
        s = self.session
        if s is None or not s.is_bot_turn() or self.runner.busy or self.table.busy:
            return
        self.runner.request(self.generation, *s.bot_request())
        self.refresh()

    def _bot_chose(self, generation: int, action: object) -> None:
        if generation != self.generation or self.session is None or not self.session.is_bot_turn():
            return
        turn = self.session.apply(action)  # type: ignore[arg-type]
        self._after(turn)

    def _stop_bots(self) -> None:
        self.generation += 1
        self.bot_timer.stop()
        self.table.finish_now()

    def play_bots_now(self, moves: int) -> None:
        """Let the bots play ``moves`` actions at once in this thread (screenshots)."""
        s = self.session
        assert s is not None
        for _ in range(moves):
            if not s.is_bot_turn():
                break
            bot, view, legal = s.bot_request()
            turn = s.apply(bot.choose(view, legal))
            self._log_turn(turn, highlight=True)
        self._show(None)

    # -- showing -------------------------------------------------------------------------

    def _log_turn(self, turn: Turn, highlight: bool) -> None:
        assert self.session is not None
        for row in range(self.log.count()):
            item = self.log.item(row)
            font = item.font()
            font.setBold(False)
            item.setFont(font)
            item.setBackground(QColor(0, 0, 0, 0))
        item = QListWidgetItem(self._log_text(self.log.count() + 1, turn))
        if highlight:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            item.setBackground(QColor("#fff0c8"))
        self.log.addItem(item)
        self.log.scrollToBottom()

    def _log_text(self, number: int, turn: Turn) -> str:
        assert self.session is not None
        text = translate_message(turn.describe(self.session.names))
        text = text[:1].upper() + text[1:]
        return f"{number}. {text}."

    def _relog(self) -> None:
        """Write the log again in the current language, keeping its highlight."""
        if getattr(self, "session", None) is None or not hasattr(self, "log"):
            return
        for row, turn in enumerate(self.session.state.log[: self.log.count()]):
            self.log.item(row).setText(self._log_text(row + 1, turn))

    def refresh(self) -> None:
        s = self.session
        if s is None or not hasattr(self, "table"):
            return
        state = s.state
        names = s.names
        rows = []
        for i, name in enumerate(names):
            who = name if s.setup.seats[i].is_human else self.tr("%1 (bot)").replace("%1", name)
            mark = "▶ " if (not s.over and state.to_play == i) else ""
            rows.append(f"<tr><td>{mark}{_esc(who)}</td><td align='right'><b>{state.points[i]}</b></td></tr>")
        self.scores.setText(f"<table width='100%' cellpadding='2'>{''.join(rows)}</table>")
        self.seed_label.setText(
            self.tr("Seed %1 · %2 cards left")
            .replace("%1", str(s.setup.seed))
            .replace("%2", str(state.pile_size))
        )
        self.speed.setVisible(bool(s.bots))
        self.speed_label.setVisible(bool(s.bots))
        human = self._human_turn()
        legal = state.legal_actions() if not s.over else []
        draws = {a.flip for a in legal if isinstance(a, Draw)}
        self.take_button.setEnabled(human and False in draws)
        self.flip_button.setEnabled(human and True in draws)
        self.take_button.setVisible(state.phase == "play")
        self.flip_button.setVisible(state.phase == "play")
        self.pass_button.setVisible(state.phase == "final")
        self.pass_button.setEnabled(human and any(isinstance(a, Pass) for a in legal))
        self.undo_button.setEnabled(s.can_undo() and not self.table.busy)
        self.banner.setText(self._banner_text())
        self.presenter.refresh()
        colour = ACCENTS["blue"] if human else QColor("#6b5a3a")
        self.banner.setStyleSheet(
            f"QLabel#turnBanner {{ background: {colour.name()}; color: white; border-radius: {px(8)}px;"
            f" padding: {px(6)}px {px(12)}px; }}"
        )
        self._update_series()

    def _banner_text(self) -> str:
        s = self.session
        assert s is not None
        state = s.state
        if s.over:
            return self.tr("Game over")
        name = s.names[state.to_play]
        if s.is_bot_turn():
            return self.tr("%1 (bot) is playing…").replace("%1", name)
        if state.phase == "final":
            return self.tr("%1: the pile is empty. Bank one last series, or pass.").replace("%1", name)
        must_flip = not any(isinstance(a, Draw) and not a.flip for a in state.legal_actions())
        if len(s.setup.seats) == 1:
            text = self.tr("Your turn: take the top card as shown or flipped, or bank a series.")
        elif len(s.setup.humans) > 1:
            text = self.tr("%1, your turn: take the top card or bank a series.").replace("%1", name)
        else:
            text = self.tr("Your turn, %1: take the top card or bank a series.").replace("%1", name)
        if must_flip:
            text += " " + self.tr("You hold the card shown, so you must flip it.")
        return text

    def _update_series(self) -> None:
        s = self.session
        if s is None:
            return
        selected = set(self.table.selection)
        self.arrangement.setVisible(False)
        if not self._human_turn():
            self.series_label.setText("")
            self.bank_button.setEnabled(False)
            return
        if not selected:
            self.series_label.setText(
                self.tr("Click your cards (or arrows and Space) to choose a series of one colour.")
            )
            self.bank_button.setEnabled(False)
            return
        check = s.check_series(selected)
        self.bank_button.setEnabled(check.ok)
        if not check.ok:
            self.series_label.setText("✗ " + QCoreApplication.translate("VersoSeries", check.reason))
            return
        bank = check.banks[0]
        text = self.tr("✓ %1 %2: %3 points").replace("%1", _colour_name(self, bank.colour))
        text = text.replace("%2", bank.values).replace("%3", str(check.points))
        if check.square:
            text += " " + self.tr("+ %1 for the square").replace("%1", str(check.square))
        self.series_label.setText(text)
        if len(check.banks) > 1:
            current = self.arrangement.currentIndex()
            self.arrangement.blockSignals(True)
            self.arrangement.clear()
            for option in check.banks:
                self.arrangement.addItem(self.tr("order %1").replace("%1", option.values))
            self.arrangement.setCurrentIndex(current if 0 <= current < len(check.banks) else 0)
            self.arrangement.blockSignals(False)
            self.arrangement.setToolTip(
                self.tr("Where the jokers stand decides which two cards are discarded")
            )
            self.arrangement.setVisible(True)

    # -- shell hooks ---------------------------------------------------------------------

    # -- presenter mode ----------------------------------------------------------------

    def _explain_last(self):  # type: ignore[no-untyped-def]
        return explain_last(self.session.state, self.session.names) if self.session else None

    def _all_hands(self):  # type: ignore[no-untyped-def]
        return all_hands(self.session.state) if self.session else []

    def _names(self) -> list[str]:
        return self.session.names if self.session else []

    def shortcuts(self) -> list[tuple[str, str]]:
        return [
            (self.tr("T"), self.tr("Take the top card as shown")),
            (self.tr("F"), self.tr("Flip the top card and take it")),
            (self.tr("← →  ↑ ↓"), self.tr("Move between your cards (↑ ↓ change colour)")),
            (self.tr("Space"), self.tr("Choose or drop the card with the focus for a series")),
            (self.tr("B / Enter"), self.tr("Bank the chosen series")),
            (self.tr("P"), self.tr("Pass (bank no last series once the pile is empty)")),
            (self.tr("U / Ctrl+Z"), self.tr("Undo your last action")),
            (self.tr("Ctrl+S"), self.tr("Save the game")),
        ]

    def on_shown(self) -> None:
        if self.pages.currentWidget() is self.setup_page:
            self.setup_page.set_resumable(autosave_path(self.context.data_dir, "verso").exists())
        self.table.fit()

    def set_mode(self, mode: str | None) -> None:
        """Screenshot modes: a 3-player game in progress, a solo game, the end screen."""
        if mode == "solo":
            setup = TableSetup((Seat("Ana"),), 2024, {})
            self.begin(GameSession(setup))
            s = self.session
            assert s is not None
            for _ in range(9):
                bot = s.bots.get(0)
                from engines.bots import make_bot
                from engines.verso import VersoState

                bot = make_bot(VersoState, "greedy", "medium", seed=3)
                turn = s.apply(bot.choose(s.state.view(0), s.state.legal_actions()))
                self._log_turn(turn, highlight=False)
            self._show(None)
            self.table.set_interactive(True)
            cards = self.table.my_cards()
            if cards:
                self.table.toggle(cards[0])
            self._update_series()
            return
        seats = (Seat("Ana"), Seat("Bo", "greedy"), Seat("Cy", "medium"))
        setup = TableSetup(seats, 7, {})
        if mode == "end":
            from engines.bots import make_bot
            from engines.verso import VersoState

            session = GameSession(setup)
            helper = make_bot(VersoState, "greedy", "medium", seed=1)
            while not session.over:
                if session.is_bot_turn():
                    bot, view, legal = session.bot_request()
                else:
                    bot, view, legal = helper, session.state.view(0), session.state.legal_actions()
                session.apply(bot.choose(view, legal))
            self.begin(session)
            return
        self.begin(GameSession(setup))
        s = self.session
        assert s is not None
        from engines.bots import make_bot
        from engines.verso import VersoState

        helper = make_bot(VersoState, "greedy", "medium", seed=1)
        for _ in range(6):
            turn = s.apply(helper.choose(s.state.view(0), s.state.legal_actions()))
            self._log_turn(turn, highlight=False)
            self.play_bots_now(2)
        self.table.set_interactive(True)
        self._update_series()

    def can_leave(self) -> bool:
        self._stop_bots()
        return True


def _esc(text: str) -> str:
    import html

    return html.escape(text)


def _colour_name(view: QWidget, colour: str) -> str:
    names = {
        "blue": QCoreApplication.translate("VersoTableView", "sea"),
        "green": QCoreApplication.translate("VersoTableView", "land"),
        "orange": QCoreApplication.translate("VersoTableView", "sky"),
    }
    return names.get(colour, colour)


# Reasons a selection is no series, for translation tools.
_REASONS = [
    QCoreApplication.translate("VersoSeries", "Select two or more cards of one colour."),
    QCoreApplication.translate("VersoSeries", "A series has at most six cards."),
    QCoreApplication.translate("VersoSeries", "A series is all one colour."),
    QCoreApplication.translate("VersoSeries", "A series needs at least one numbered card."),
    QCoreApplication.translate("VersoSeries", "Two cards have the same value."),
    QCoreApplication.translate(
        "VersoSeries", "These values do not follow on, even with jokers filling the gaps."
    ),
    QCoreApplication.translate("VersoSeries", "It is not your turn to bank."),
]
# Bot speed names (SPEEDS), for translation tools.
_SPEED_NAMES = [
    QCoreApplication.translate("VersoTableView", "Instant"),
    QCoreApplication.translate("VersoTableView", "Fast"),
    QCoreApplication.translate("VersoTableView", "Normal"),
    QCoreApplication.translate("VersoTableView", "Slow"),
]

SPEC = view_spec("verso")
