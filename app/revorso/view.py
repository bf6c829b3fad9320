"""The Revorso card table view: the game's table, its buttons and keys, on the card table contract.

A :class:`~app.table.card_table.CardTableView`: the new-game page, the shell (banner,
Undo / New game / Save / Open, presenter strip, seat strips, log, computer speed, the bots)
and the end page come with the contract; this view adds what is Revorso's own: the cards
on the table, the action bar, the offer countdown and the words of its end. The person at
the screen, alone against computer players, is spoken to as "you"
(:mod:`app.revorso.addressing`).

Hot seat: the view always acts for the seat that must act now (the active player, or the
person asked about Switch or Bear), so several people share one screen without a pass
screen: everything drawn is shown to all anyway, and remembering it is the game.

Keys: D draw, S stop, 1–5 name a symbol (answer or Bear), N let an offer go by, Y play
Switch, 1–9 choose whom to rob with Steal 2; the shell's Ctrl+Z undo, Ctrl+N new game,
Ctrl+S save, Ctrl+O open (a guided game's targets: :mod:`.guide_targets`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QShowEvent

from app.access.revorso import RevorsoAccess
from app.buttons import push_button
from app.context import AppContext
from app.i18n import translate_message
from app.revorso.action_bar import RevorsoActionBar, symbol_action
from app.revorso.addressing import lone_name, screen_seat
from app.revorso.announce import announcement
from app.revorso.cards import RevorsoCardItem
from app.revorso.demo import DEMO_SETUP, demo_state
from app.revorso.ending import revorso_result
from app.revorso.game_log import RevorsoLog
from app.revorso.guide_targets import RevorsoGuideTargets
from app.revorso.offers import PersonOffers
from app.revorso.scene import RevorsoCardTable, RevorsoScene, Texts
from app.table.card_table import CardTableView
from app.table.end_page import EndResult
from app.table.motion import SkipOnInput, follow_move_speed
from app.table.seat_words import seat_kind_text
from app.theme import px
from app.widgets import text_label
from engines.base import Action, IllegalActionError
from engines.explain import Explanation, HandLine
from engines.revorso import SYMBOLS, Pass, RevorsoState, StealFrom
from engines.revorso.explain import all_hands, explain_last
from engines.table.seats import default_name
from engines.table.session import Change, TableSession

__all__ = ["RevorsoTableView", "show_ms"]


def show_ms(speed_ms: int) -> int:
    """How long a drawn card stays face up at a computer speed: long enough to remember it
    at every speed, longer when the bots are slow."""
    return max(450, min(1600, 300 + speed_ms * 4 // 5))


class RevorsoTableView(CardTableView):
    proposed_players = 3

    def __init__(self, context: AppContext) -> None:
        super().__init__(context, "revorso")
        self.scene = RevorsoScene(self._scene_texts(), self)
        follow_move_speed(context.settings, context.headless, self.scene.set_tempo)
        self.table = RevorsoCardTable(self.scene)
        #: What a screen reader reads of the table (docs/ARCHITECTURE.md, "Playing without sight").
        self.access = RevorsoAccess(self.scene, self.table)
        # The keys are the view's (keyPressEvent): the table takes the focus for them.
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocusProxy(self.table)
        self.bar = RevorsoActionBar()
        self.offers = PersonOffers(parent=self)
        # The offer stops while a dialog, the list of keys or another screen hides the table,
        # and goes on where it stopped.
        context.clocks.register(self.offers.countdown.watch, self, self.offers.countdown.poll)
        #: The game log's sentences, each translated once.
        self.game_log = RevorsoLog()
        self.deal_label = text_label("subtitle", wrap=True)
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.replay_button = push_button("replayDeal", self.replay_deal)
        self.guide_targets = RevorsoGuideTargets(self, self.scene, self.table, self.bar, self.shell.banner)
        self._build()
        self.apply_fonts()
        self.retranslate_ui()

    def _build(self) -> None:
        shell = self.shell
        shell.set_table(self.table)
        shell.action_bar.addWidget(self.bar)
        shell.add_side_widget(self.deal_label)
        shell.add_side_widget(self.replay_button)
        shell.score_text = self._score_text
        shell.presenter.set_sources(self._explain_last, self._all_hands, lambda: self.names)
        shell.runner.ready = lambda: not self.scene.timeline.busy and not self.guided.steps_running
        self.scene.timeline.idle.connect(self.on_idle)
        skip = SkipOnInput(lambda: self.scene.timeline.busy, self.skip_animations, self)
        self.table.viewport().installEventFilter(skip)
        self.installEventFilter(skip)
        self.bar.chosen.connect(self.play)
        self.offers.countdown.tick.connect(self.bar.show_time)
        self.offers.countdown.stopped.connect(self.bar.hide_time)

    def skip_animations(self) -> None:
        """Jump to the end of the moves on the table; the computer players go on from there."""
        self.scene.timeline.finish()
        self.shell.runner.schedule()

    # -- words and sizes -------------------------------------------------------------------

    def apply_fonts(self) -> None:
        """Sizes in pixels follow the UI scale (presenter mode)."""
        super().apply_fonts()
        self.table.setMinimumSize(px(300), px(200))
        self.bar.apply_scale()

    def on_settings_changed(self, key: str) -> None:
        super().on_settings_changed(key)
        if key == "ui/language":
            self.retranslate_ui()  # the card names come from the deck, with or without a catalogue

    def _scene_texts(self) -> Texts:
        return Texts(
            deck=lambda n: self.tr("Draw pile: %1").replace("%1", str(n)),
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
        language = self.context.settings.language
        RevorsoCardItem.language = language
        self.bar.retranslate_ui(language)
        self.scene.texts = self._scene_texts()
        self.replay_button.setText(self.tr("Replay this deal"))
        self.replay_button.setToolTip(self.tr("The same players and the same cards, from the start"))
        super().retranslate_ui()

    def seat_note(self, players: int, people: int) -> str:
        if people == 1 and players > 1:
            return self.tr("Playing alone against the computer, you are spoken to as \u201cyou\u201d.")
        return ""

    def unnamed_seat(self, index: int, alone: bool) -> str:
        """A person alone at the screen who leaves their name empty is "You"."""
        return lone_name() if alone else translate_message(default_name(index))

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

    # -- the game ----------------------------------------------------------------------------

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

    def _explain_last(self) -> Explanation | None:
        state, session = self.state, self.session
        if state is None or session is None:
            return None
        return explain_last(state, session.names, self.you)

    def _all_hands(self) -> list[HandLine]:
        return all_hands(self.state) if self.state is not None else []

    def _score_text(self, seat: int) -> str:
        state = self.state
        assert state is not None
        points, honey = int(state.scores()[seat]), state.honey()[seat]
        return self.tr("%n point(s)", "", points) + "\n" + self.tr("%n honey", "", honey)

    def end_result(self) -> EndResult:
        assert self.session is not None
        return revorso_result(self.session)

    def show_setup(self) -> None:
        self.offers.stop()
        super().show_setup()

    def demo_session(self, mode: str | None) -> TableSession:
        """Screenshots: a game under way, the memory test, the end (fixed seeds)."""
        return TableSession(DEMO_SETUP, demo_state(mode))

    def set_mode(self, mode: str | None) -> None:
        super().set_mode(mode)
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
        if self._handle_key(event):
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

    # -- the contract --------------------------------------------------------------------

    def busy(self) -> bool:
        return self.scene.timeline.busy

    def finish_motion(self) -> None:
        self.scene.timeline.finish()

    def on_change(self, change: Change) -> None:
        self.refresh()

    def refresh(self) -> None:
        session, state = self.session, self.state
        if session is None or state is None:
            return
        names, seats = session.names, session.setup.seats
        view = state.view(session.to_act() or 0)  # what every seat may see: all views agree
        roles = [seat_kind_text(s) or self.scene.texts.human for s in seats]
        self.scene.SHOW_MS = show_ms(self.shell.runner.speed())
        self.scene.you = screen_seat(seats)
        self.scene.sync(view, names, roles, token=state)
        self.shell.set_log(self.game_log.log_lines(view, names, screen_seat(seats)))
        self.deal_label.setText(self.tr("Deal number %1").replace("%1", str(state.seed)))
        self.deal_label.setToolTip(
            self.tr("Replay this deal: the same deal number and players deal the same cards again")
        )
        self.shell.show_banner(announcement(state, names, seats))
        self.shell.refresh_presenter()
        changed = self.bar.show_for(state, session.is_person_turn(), names)
        self.shell.undo_button.setEnabled(self.shell.can_undo())
        self.offers.follow(self.session, hold=self.guided.steps_running)
        if changed:
            self._focus_page()

    def ready_for_person(self) -> bool:
        self._focus_page()
        return True

    def _focus_page(self) -> None:
        if not self.isVisible() or self.pages.currentWidget() is not self.shell:
            return
        target = self.bar.focus_target()
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)
        elif self.focusWidget() is None or not self.focusWidget().isVisible():
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def on_shown(self) -> None:
        super().on_shown()
        self.offers.follow(self.session, hold=self.guided.steps_running)
        self._focus_page()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.table.refit()
        self.offers.follow(self.session, hold=self.guided.steps_running)
