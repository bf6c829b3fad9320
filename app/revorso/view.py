"""The Revorso card table view: the game's table, its buttons and keys, in the shared table shell.

The :class:`~app.table.shell.TableShell` holds the banner, the Undo / New game / Save /
Open buttons, the presenter strip, the seat strips, the log, the computer speed and the
bots; this view adds what is Revorso's own: the cards on the table, the action bar, the
offer countdown, the new-game page and the end screen.

Pages: the new-game page (first, when there is no game to resume, and on New game) and
the table in its shell. The person at the screen, alone against computer players, is
spoken to as "you" (:mod:`app.revorso.addressing`).

Hot seat: the view always acts for the seat that must act now (the active player, or the
person asked about Switch or Bear), so several people share one screen without a pass
screen: everything drawn is shown to all anyway, and remembering it is the game.

Keys: D draw, S stop, 1–5 name a symbol (answer or Bear), N let an offer go by, Y play
Switch, 1–9 choose whom to rob with Steal 2; the shell's Ctrl+Z undo, Ctrl+N new game,
Ctrl+S save, Ctrl+O open; Enter is a guided game's Next (its targets: :mod:`.guide_host`).
"""

from __future__ import annotations

import secrets

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QPushButton, QStackedWidget

from app.context import AppContext
from app.guide.table_guide import GuidedTableView, TableGuide
from app.revorso.action_bar import ActionBar, symbol_action
from app.revorso.addressing import screen_seat
from app.revorso.announce import announcement
from app.revorso.cards import CardItem
from app.revorso.demo import DEMO_SETUP, demo_state
from app.revorso.end_screen import EndScreen
from app.revorso.game_log import log_lines
from app.revorso.guide_host import RevorsoGuideHost
from app.revorso.offers import PersonOffers
from app.revorso.scene import TableScene, TableView, Texts
from app.revorso.setup_page import SetupPage, remember_seats, remembered_seats
from app.table.motion import SkipOnInput, follow_move_speed
from app.table.seat_words import seat_kind_text
from app.table.shell import TableShell
from app.theme import px
from app.views.base import BaseView
from app.widgets import fill_with, stacked
from engines.base import Action, IllegalActionError
from engines.revorso import SYMBOLS, Pass, RevorsoState, StealFrom
from engines.revorso.explain import all_hands, explain_last
from engines.table.seats import TableSetup
from engines.table.session import Change, TableSession

__all__ = ["RevorsoTableView", "show_ms"]


def show_ms(speed_ms: int) -> int:
    """How long a drawn card stays face up at a computer speed: long enough to remember it
    at every speed, longer when the bots are slow."""
    return max(450, min(1600, 300 + speed_ms * 4 // 5))


class RevorsoTableView(GuidedTableView, BaseView):
    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.setObjectName("revorsoView")
        self.shell = TableShell(context, "revorso", self)
        self.scene = TableScene(self._scene_texts(), self)
        follow_move_speed(context.settings, context.headless, self.scene.set_tempo)
        self.table = TableView(self.scene)
        self.end_screen = EndScreen()
        self.center = QStackedWidget()
        self.center.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.center.addWidget(self.table)
        self.center.addWidget(self.end_screen)
        self.bar = ActionBar()
        self.offers = PersonOffers(parent=self)
        # The offer stops while a dialog, the list of keys or another screen hides the table,
        # and goes on where it stopped.
        context.clocks.register(self.offers.countdown.watch, self, self.offers.countdown.poll)
        self.deal_label = QLabel()
        self.deal_label.setObjectName("subtitle")
        self.deal_label.setWordWrap(True)
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("replayDeal")
        self.replay_button.clicked.connect(self.replay_deal)
        self.setup_page = SetupPage()
        self.pages = stacked(self.setup_page, self.shell)
        self._showing_end = True
        self.guide_host = RevorsoGuideHost(self)
        #: The guided first game: offered under the new-game page's heading, steered from here.
        self.guided = TableGuide(
            self,
            "revorso",
            lambda: self.tr("Revorso"),
            self.setup_page.guide_offer,
            on_idle=self._on_idle,
            busy=lambda: self.scene.timeline.busy,
        )
        self._build()
        self._connect()
        self._apply_scale()
        self.retranslate_ui()

    # -- building ----------------------------------------------------------------------

    def _build(self) -> None:
        fill_with(self, self.pages)
        self.shell.set_table(self.center)
        self.shell.action_bar.addWidget(self.bar)
        self.shell.add_side_widget(self.deal_label)
        self.shell.add_side_widget(self.replay_button)
        self.shell.score_text = self._score_text
        self.shell.presenter.set_sources(self._explain_last, self._all_hands, lambda: self.names)
        self.setFocusProxy(self.center)

    def _connect(self) -> None:
        shell = self.shell
        shell.runner.ready = lambda: not self.scene.timeline.busy and not self.guided.steps_running
        self.scene.timeline.idle.connect(self._on_idle)
        skip = SkipOnInput(lambda: self.scene.timeline.busy, self.skip_animations, self)
        self.table.viewport().installEventFilter(skip)
        self.installEventFilter(skip)
        shell.changed.connect(self._on_changed)
        shell.session_opened.connect(self._on_opened)
        shell.new_requested.connect(self.open_setup)
        self.setup_page.start.connect(self._setup_chosen)
        self.setup_page.resume.connect(self.resume_autosave)
        self.setup_page.load.connect(shell.ask_open)
        self.bar.chosen.connect(self.play)
        self.bar.results_wanted.connect(self._show_results)
        self.offers.countdown.tick.connect(self.bar.show_time)
        self.end_screen.again.clicked.connect(self.play_again)
        self.end_screen.new_game.clicked.connect(self.open_setup)
        self.end_screen.show_table.clicked.connect(self._look_at_table)

    def skip_animations(self) -> None:
        """Jump to the end of the moves on the table; the computer players go on from there."""
        self.scene.timeline.finish()
        self.shell.runner.schedule()

    def _apply_scale(self) -> None:
        """Sizes in pixels follow the UI scale (presenter mode): set again when it changes."""
        self.table.setMinimumSize(px(300), px(200))
        self.bar.apply_scale()
        self.end_screen.apply_scale()
        self.setup_page.apply_fonts()

    def on_settings_changed(self, key: str) -> None:
        if key in ("ui/scale", "ui/presenter"):
            self._apply_scale()
        elif key == "ui/language":
            self.retranslate_ui()  # the card names come from the deck, with or without a catalogue

    def _scene_texts(self) -> Texts:
        return Texts(
            deck=lambda n: self.tr("Deck: %1").replace("%1", str(n)),
            discard=lambda n: self.tr("Discard: %1").replace("%1", str(n)),
            pile=lambda cards, points, honey: "\n".join(
                (
                    self.tr("%n card(s)", "", cards),
                    self.tr("%n point(s)", "", points),
                    self.tr("%n honey", "", honey),
                )
            ),
            no_action=self.tr("no action"),
            plays_now=self.tr("▶ plays now"),
            asked=self.tr("? asked now"),
            human=self.tr("person"),
            sequence=lambda name, n: (
                self.tr("Your sequence: %n card(s), first drawn on the left", "", n)
                if name == ""
                else self.tr("%1's sequence: %n card(s), first drawn on the left", "", n).replace("%1", name)
            ),
            empty_sequence=lambda name: (
                self.tr("Your sequence: no card yet")
                if name == ""
                else self.tr("%1's sequence: no card yet").replace("%1", name)
            ),
            next_card=self.tr("▲ next to name"),
        )

    def retranslate_ui(self) -> None:
        self.shell.retranslate_ui()
        language = self.context.settings.language
        CardItem.language = language
        self.bar.retranslate_ui(language)
        self.scene.texts = self._scene_texts()
        self.end_screen.retranslate_ui()
        self.setup_page.retranslate_ui()
        self.replay_button.setText(self.tr("Replay this deal"))
        self.replay_button.setToolTip(self.tr("The same players and the same cards, from the start"))
        if self.session is not None:
            self._refresh()

    def shortcuts(self) -> list[tuple[str, str]]:
        bar = self.bar
        letters = bar.letters
        return [
            (letters.get(bar.draw_button, ""), self.tr("Draw a card")),
            (letters.get(bar.stop_button, ""), self.tr("Stop drawing and recite the sequence")),
            (self.tr("1 – 5"), self.tr("Name a symbol (memory test, or a Bear call)")),
            (f"{letters.get(bar.bear_pass, '')} / 0", self.tr("Do not call Bear")),
            (letters.get(bar.switch_button, ""), self.tr("Play Switch when asked")),
            (letters.get(bar.switch_pass, ""), self.tr("Do not play Switch")),
            (self.tr("1, 2, …"), self.tr("Choose whom to steal from")),
            *self.shell.shortcuts(),
        ]

    # -- the session -------------------------------------------------------------------

    @property
    def session(self) -> TableSession | None:
        return self.shell.session

    @property
    def names(self) -> list[str]:
        return self.session.names if self.session is not None else []

    @property
    def log_lines(self) -> list[str]:
        """The game log as shown, a line per event."""
        return self.shell.log.texts()

    @property
    def state(self) -> RevorsoState | None:
        """The game on the table, if any."""
        state = self.session.state if self.session is not None else None
        return state if isinstance(state, RevorsoState) else None

    @property
    def you(self) -> int | None:
        """The seat of the person at the screen, playing alone against computer players."""
        return screen_seat(self.session.setup.seats) if self.session is not None else None

    def _explain_last(self):
        session = self.session
        return explain_last(self.state, session.names, self.you) if session is not None else None

    def _all_hands(self):
        return all_hands(self.state) if self.state is not None else []

    def _score_text(self, seat: int) -> str:
        state = self.state
        assert state is not None
        points, honey = int(state.scores()[seat]), state.honey()[seat]
        return self.tr("%n point(s)", "", points) + "\n" + self.tr("%n honey", "", honey)

    def start_game(self, setup: TableSetup, state: RevorsoState | None = None) -> None:
        """A new game of ``setup``, or ``state`` resumed with these seats."""
        self.shell.open_session(TableSession(setup, state), phone_host=self.setup_page.phone_host())

    def play_again(self) -> None:
        """Same seats and options, a new deal."""
        self.guided.stop()
        if self.session is not None:
            self.shell.open_session(self.session.restarted(secrets.randbelow(1_000_000)))

    def replay_deal(self) -> None:
        """Same seats, options and cards: the deal played again from its start."""
        self.guided.stop()
        if self.session is not None:
            self.shell.open_session(self.session.restarted())

    def open_setup(self) -> None:
        """The new-game page, filled with the seats of the game on the table or of the last one."""
        session = self.session
        self.offers.stop()
        self.scene.timeline.finish()
        if session is not None:
            self.setup_page.set_seats(session.setup.seats, session.setup.options)
        else:
            self.setup_page.set_seats(remembered_seats(self.context.settings), {})
        self.setup_page.roll_deal()
        self.setup_page.set_resumable(self.shell.store.has_autosave("revorso"))
        self.pages.setCurrentWidget(self.setup_page)
        self.setup_page.focus_start()

    def _setup_chosen(self, setup: TableSetup) -> None:
        self.guided.stop()
        remember_seats(self.context.settings, setup.seats)
        self.start_game(setup)

    def _open_first_game(self) -> None:
        """Resume the autosave straight away; with none, the new-game page comes first."""
        if not self.shell.resume():
            self.open_setup()

    def on_shown(self) -> None:
        if self.session is None and self.pages.currentWidget() is not self.setup_page:
            self._open_first_game()
        elif self.session is None:
            self.setup_page.set_resumable(self.shell.store.has_autosave("revorso"))
        if self.pages.currentWidget() is self.setup_page:
            self.guided.offer_once()
        self.offers.follow(self.session, hold=self.guided.steps_running)
        self._focus_page()

    def resume_autosave(self) -> None:
        self.shell.resume()

    # -- the guided first game -----------------------------------------------------------

    def locate(self, target: str) -> QRectF | None:  # the guide's questions: see .guide_host
        return self.guide_host.locate(target)

    def guide_avoid(self) -> list[QRectF]:
        return self.guide_host.guide_avoid()

    def can_leave(self) -> bool:
        """Esc during a guided game asks to leave the guide (and stays on the table)."""
        self.scene.timeline.finish()
        return self.guided.can_leave()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.guided.place()

    def set_mode(self, mode: str | None) -> None:
        """Screenshots: a game under way, the memory test, the end screen (fixed seeds, no autosave)."""
        self.shell.open_session(TableSession(DEMO_SETUP, demo_state(mode)), keep=False)
        if mode is None:
            self.scene.show_just_drawn()

    # -- playing -----------------------------------------------------------------------

    def play(self, action: Action) -> bool:
        """Play ``action`` for the person who must act now; False when nobody here may, or not that."""
        session = self.session
        if session is None or not session.is_person_turn():
            return False
        seat = session.to_act()
        assert seat is not None
        if not self.guided.allows(session.state, action):
            return False
        try:
            session.play(seat, action)
        except IllegalActionError:
            return False
        return True

    def name_symbol(self, symbol: str) -> None:
        if self.state is not None:
            self.play(symbol_action(self.state, symbol))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if (enter and self.guided.next_on_enter()) or self._handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def _handle_key(self, event: QKeyEvent) -> bool:
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier & ~Qt.KeyboardModifier.ShiftModifier:
            return False
        session, state = self.session, self.state
        if session is None or state is None or not session.is_person_turn():
            return False
        key, phase = event.key(), state.phase
        digit = key - Qt.Key.Key_1 if Qt.Key.Key_1 <= key <= Qt.Key.Key_9 else -1
        letter = chr(key) if Qt.Key.Key_A <= key <= Qt.Key.Key_Z else event.text().upper()
        keys: dict[str, Action] = dict(self.bar.key_actions(phase))
        if phase in ("answer", "bear"):
            if 0 <= digit < len(SYMBOLS):
                self.name_symbol(SYMBOLS[digit])
                return True
            if phase == "bear":
                keys["0"] = Pass()
        elif phase == "steal":
            targets = self.bar.steal_targets(state)
            if 0 <= digit < len(targets):
                keys = {letter: StealFrom(targets[digit])}
        if not letter or letter not in keys:
            return False
        self.play(keys[letter])
        return True

    # -- showing -----------------------------------------------------------------------

    def _on_opened(self) -> None:
        self.pages.setCurrentWidget(self.shell)
        self._showing_end = True
        self._refresh()
        self._focus_page()
        if not self.scene.timeline.busy:  # nothing moves: the table is idle now
            self._on_idle()

    def _on_changed(self, change: Change) -> None:
        if self.session is not None:
            self.guided.changed(change, self.session)
        self._refresh()
        if not self.scene.timeline.busy:
            self._on_idle()

    def _on_idle(self) -> None:
        """The table is still: the guide plays its script's move or shows its step; else a
        computer player is asked for its move."""
        session = self.session
        if session is None or self.guided.idle(session):
            return
        self.offers.follow(self.session, hold=self.guided.steps_running)
        if session.is_person_turn():
            self.guided.show_step(session)
        self.shell.runner.schedule()

    def refresh(self) -> None:  # the guide's redraw when it closes (an open offer's countdown starts)
        self._refresh()

    def _refresh(self, _change: object = None) -> None:
        session, state = self.session, self.state
        if session is None or state is None:
            return
        names, seats = session.names, session.setup.seats
        view = state.view(session.to_act() or 0)  # what every seat may see: all views agree
        roles = [seat_kind_text(s) or self.scene.texts.human for s in seats]
        self.scene.SHOW_MS = show_ms(self.shell.runner.speed())
        self.scene.you = screen_seat(seats)
        self.scene.sync(view, names, roles, token=state)
        you = screen_seat(seats)
        self.shell.set_log(log_lines(view, names, you))
        self.deal_label.setText(self.tr("Deal number %1").replace("%1", str(state.seed)))
        self.deal_label.setToolTip(
            self.tr("Replay this deal: the same deal number and players deal the same cards again")
        )
        self.shell.banner.setText(announcement(state, names, seats))
        self.shell.presenter.refresh()
        changed = self.bar.show_for(state, session.is_person_turn(), names)
        self.bar.setVisible(not (state.is_terminal() and self._showing_end))
        self.shell.undo_button.setEnabled(self.shell.can_undo())
        self.offers.follow(self.session, hold=self.guided.steps_running)
        if state.is_terminal():
            scores = [int(s) for s in state.scores()]
            self.end_screen.show_result(names, scores, state.honey(), you)
            self.center.setCurrentWidget(self.end_screen if self._showing_end else self.table)
            if changed or self.focusWidget() is None:
                self.end_screen.again.setFocus()
        else:
            self.center.setCurrentWidget(self.table)
            if changed:
                self._focus_page()

    def _focus_page(self) -> None:
        if not self.isVisible():
            return
        target = self.bar.focus_target()
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.focusWidget() is None or not self.focusWidget().isVisible():
            self.center.setFocus(Qt.FocusReason.OtherFocusReason)

    def _look_at_table(self) -> None:
        self._showing_end = False
        self.center.setCurrentWidget(self.table)
        self.bar.setVisible(True)
        self.bar.results_button.setFocus()

    def _show_results(self) -> None:
        self._showing_end = True
        self.center.setCurrentWidget(self.end_screen)
        self.bar.setVisible(False)
        self.end_screen.again.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.table.refit()
        self.offers.follow(self.session, hold=self.guided.steps_running)
