"""Play Verso: hot-seat, against computer players, or solo, on an animated card table.

A :class:`~app.table.card_table.CardTableView`: the new-game page, the shell (banner,
Undo/New/Save/Open, presenter strip, seat strips, game log, computer speed, the bot
runner, saves and autosave through the play layer) and the end page come with the
contract; this view adds what is Verso's own: the animated card table, the action bar,
the deal line, a solo game's end, a key per button of the bar (the letter its translated
label marks: T, F, B and P in English) and U for Undo. Computer players wait for the
table's animations (``runner.ready``) so every move can be followed.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from app.access.verso import VersoAccess
from app.context import AppContext
from app.i18n import translate_message
from app.table.card_table import CardTableView
from app.table.end_page import EndResult
from app.table.log_lines import LogLines
from app.table.motion import follow_move_speed
from app.theme import ACCENTS, px
from app.verso.action_bar import VersoActionBar, mnemonic
from app.verso.demo import demo_session
from app.verso.ending import verso_result
from app.verso.guide_targets import VersoGuideTargets
from app.verso.scores import seat_front, seat_score_text
from app.verso.session import bottom_seat, check_series
from app.verso.solo_guide import SoloGuideEntry
from app.verso.table import VersoCardTable
from app.widgets import text_label
from engines.base import Action
from engines.explain import Explanation, HandLine
from engines.table.session import Change, TableSession
from engines.verso import VersoState
from engines.verso.actions import Draw, Pass, Turn
from engines.verso.explain import all_hands, explain_last

__all__ = ["VersoTableView"]

GAME = "verso"


class VersoTableView(CardTableView):
    proposed_players = 3

    def __init__(self, context: AppContext) -> None:
        super().__init__(context, GAME)
        #: The shell's presenter strip and log, under the names every card table's view offers.
        self.presenter = self.shell.presenter
        self.log = self.shell.log
        self.table = VersoCardTable()
        #: What a screen reader reads of the table (docs/ARCHITECTURE.md, "Playing without sight").
        self.access = VersoAccess(self.table)
        follow_move_speed(context.settings, context.headless, self.table.set_tempo)
        self.table.selection_changed.connect(self._update_series)
        self.table.idle.connect(self.on_idle)
        self.shell.set_table(self.table)
        self.bar = VersoActionBar()
        self.bar.take.connect(self.take)
        self.bar.bank_chosen.connect(self.bank)
        self.bar.pass_chosen.connect(self.pass_turn)
        self.shell.action_bar.addWidget(self.bar)
        #: The log's sentences, each translated once (a language switch writes them all again).
        self.log_texts: LogLines[Turn] = LogLines()
        self.deal_label = text_label("subtitle", wrap=True)
        self.deal_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.shell.add_side_widget(self.deal_label)
        self.shell.runner.ready = lambda: not self.table.busy and not self.guided.steps_running
        self.shell.score_text = self._score_text
        self.presenter.set_sources(self._explain_last, self._all_hands, lambda: self.names)
        self.guide_targets = VersoGuideTargets(self, self.table, self.bar, self.shell.banner)
        # The bank's note and the cards it turned stay while the guide's steps tell about them;
        # once they go, the bubble kept clear of the note finds its place again.
        self.table.keep_note = lambda: self.guided.steps_running
        self.table.relaid.connect(self.guided.place)
        # Verso played alone has its own guided game, offered where solo is chosen.
        self.solo_guide = SoloGuideEntry(self.setup_page, self.end_page, self.guided)
        self._build_keys()
        self.apply_fonts()
        self.retranslate_ui()

    @property
    def state(self) -> VersoState:
        assert self.session is not None
        state = self.session.state
        assert isinstance(state, VersoState)
        return state

    # -- keys ----------------------------------------------------------------------------

    def _keys(self) -> list[tuple[tuple[str, ...], str, str, QPushButton | None]]:
        """Verso's keys, bound and listed (F1) from this one table, so the list cannot drift.

        Each: the keys to bind, how the list writes them, what they do, and the button they
        press (None: the arrows and Space are the table's own). Undo, New game, Save and Open
        are the shell's; U is one more key for Undo.
        """
        bar = self.bar
        take, flip, bank, pass_ = (mnemonic(button.text()) for button in bar.buttons())
        return [
            ((take,), take, self.tr("Take the top card as shown"), bar.take_button),
            ((flip,), flip, self.tr("Flip the top card and take it"), bar.flip_button),
            ((), self.tr("← →  ↑ ↓"), self.tr("Move between your cards (↑ ↓ change colour)"), None),
            ((), self.tr("Space"), self.tr("Choose or drop the card with the focus for a series"), None),
            (
                (bank,),
                self.tr("%1 / Enter").replace("%1", bank),
                self.tr("Bank the chosen series"),
                bar.bank_button,
            ),
            (
                (pass_,),
                pass_,
                self.tr("Pass (bank no last series once the pile is empty)"),
                bar.pass_button,
            ),
        ]

    def _build_keys(self) -> None:
        """A key for each button of the bar (its label's letter, set by :meth:`_bind_letters` in the
        current language), Enter for Bank, and U for the shell's Undo."""
        self.shell.add_undo_key("U")
        self.shell.bind_key(QKeySequence("Return"), self._on_return)
        self._letters: dict[QPushButton, QShortcut] = {}
        for button in self.bar.buttons():
            shortcut = QShortcut(self.shell)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(partial(self._click, button))
            self._letters[button] = shortcut

    def _bind_letters(self) -> None:
        """Give each button's key the letter of its translated label (``VersoActionBar.retranslate_ui``)."""
        for button, shortcut in self._letters.items():
            shortcut.setKey(QKeySequence(mnemonic(button.text())))

    def _on_return(self) -> None:
        """Enter presses a button the keyboard reached on the table (Show the results, New game),
        and else banks the chosen series."""
        focused = QApplication.focusWidget()
        if isinstance(focused, QPushButton) and self.shell.isAncestorOf(focused):
            self._click(focused)
        else:
            self._click(self.bar.bank_button)

    @staticmethod
    def _click(button: QPushButton) -> None:
        if button.isVisible() and button.isEnabled():
            button.click()

    def shortcuts(self) -> list[tuple[str, str]]:
        own = [(label, meaning) for _keys, label, meaning, _button in self._keys()]
        return own + self.shell.shortcuts()

    # -- words and sizes -------------------------------------------------------------------

    def apply_fonts(self) -> None:
        super().apply_fonts()
        self.bar.apply_fonts()

    def retranslate_ui(self) -> None:
        self.bar.retranslate_ui()
        self._bind_letters()
        self.table.retranslate_ui()
        super().retranslate_ui()

    def seat_note(self, players: int, people: int) -> str:
        if players == 1:
            return self.tr(
                "Solo: after each of your actions a simulated opponent turns the top card of the pile."
            )
        return ""

    # -- the contract ----------------------------------------------------------------------

    def key_home(self) -> QWidget:
        """The table takes the keys."""
        return self.table

    def busy(self) -> bool:
        return self.table.busy

    def finish_motion(self) -> None:
        self.table.finish_now()

    def reset_table(self) -> None:
        """Another game: no card of the one before stays on the table."""
        self.table.finish_now()
        self.table.model = None
        for item in list(self.table.cards.values()):
            self.table.scene_.removeItem(item)
        self.table.cards.clear()
        self.table.selection.clear()
        self.log_texts.forget()

    def refresh(self) -> None:
        """The table in the words and sizes of the moment; a game new to the table is laid out."""
        if self.session is None:
            return
        self._write_log()
        if self.table.model is None:
            self._show(None)
        else:  # the last bank's note and marks stay
            self.table.retranslate_ui()
            self._show_turn()

    def on_change(self, change: Change) -> None:
        if change is not Change.MOVE:  # taken back, or a seat handed to a computer player
            self._write_log()
            self._show(None)
            return
        self.table.clear_selection(emit=False)
        # The log and the banner are the shell's panels: they tell the move once its cards land.
        self._show(self.state.log[-1])
        self._write_log()

    def on_idle(self) -> None:
        if self.session is not None and not self.table.busy:
            self._show_turn()  # the person may act now: the bar and the banner say so
        super().on_idle()

    def ready_for_person(self) -> bool:
        self.table.set_interactive(True)
        if self.pages.currentWidget() is self.shell and not self.table.hasFocus():
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self._update_series()
        return True

    def end_result(self) -> EndResult:
        assert self.session is not None
        return verso_result(self.session)

    def show_end(self) -> None:
        self.solo_guide.follow_end(self.session is not None and len(self.session.setup.seats) == 1)
        super().show_end()

    def demo_session(self, mode: str | None) -> TableSession:
        return demo_session(mode)

    def set_mode(self, mode: str | None) -> None:
        """Screenshots: the new-game page, a 3-player game in progress, a solo game with a card
        chosen, the end page."""
        super().set_mode(mode)
        if mode == "solo":
            cards = self.table.my_cards()
            if cards:
                self.table.toggle(cards[0])
            self._update_series()

    def on_shown(self) -> None:
        super().on_shown()
        self.table.fit()

    # -- acting --------------------------------------------------------------------------

    def _human_turn(self) -> bool:
        """Whether the person at this computer may act now (not while the table animates)."""
        s = self.session
        return s is not None and s.is_person_turn() and not self.table.busy

    def take(self, flip: bool) -> None:
        if self._human_turn():
            self._play(
                next((a for a in self.state.legal_actions() if isinstance(a, Draw) and a.flip == flip), None)
            )

    def bank(self) -> None:
        if self._human_turn():
            check = check_series(self.state, set(self.table.selection))
            self._play(self.bar.chosen_bank(check) if check.ok else None)

    def pass_turn(self) -> None:
        if self._human_turn():
            self._play(next((a for a in self.state.legal_actions() if isinstance(a, Pass)), None))

    def _play(self, action: Action | None) -> None:
        s = self.session
        seat = None if s is None else s.to_act()
        if action is None or s is None or seat is None:
            return
        if not self.guided.allows(self.state, action):
            self.table.clear_selection(emit=True)
            return
        self.table.clear_selection(emit=False)
        s.play(seat, action)

    # -- showing -------------------------------------------------------------------------

    def _show(self, turn: Turn | None) -> None:
        """Lay the game out (animating ``turn`` when given); ``on_idle`` follows once it is done."""
        s = self.session
        assert s is not None
        state = self.state
        glow: set[int] = set()
        last = state.log[-1] if state.log else None
        if last is not None and last.player in s.bots:
            for event in last.events:
                if event.kind in ("take", "bank", "flip", "identical"):
                    glow.update(event.cards)
        solo_uid, solo_note = None, ""
        if state.players == 1:
            for past in reversed(state.log):
                solo = next((e for e in past.events if e.kind == "solo"), None)
                if solo is not None:
                    solo_uid, solo_note = solo.cards[0], solo.note
                    break
        seat = bottom_seat(s)
        self.table.set_interactive(False)
        self.table.show_view(state.view(seat), s.names, seat, turn, glow, solo_uid, solo_note)
        self._show_turn()

    def _write_log(self) -> None:
        """One numbered line per action, in the current language; a computer's newest move stands out."""
        s = self.session
        if s is None:
            return
        turns = self.state.log
        names = s.names
        texts = self.log_texts.lines(turns, lambda t: translate_message(t.describe(names)), tuple(names))
        lines = []
        for number, (turn, text) in enumerate(zip(turns, texts, strict=True), 1):
            marked = number == len(turns) and turn.player in s.bots
            lines.append((f"{number}. {text[:1].upper()}{text[1:]}.", marked))
        self.shell.set_log(lines)

    def _show_turn(self) -> None:
        """The banner, the action bar and the deal line, for the turn as it stands."""
        s = self.session
        if s is None:
            return
        state = self.state
        human = self._human_turn()
        self.bar.show_turn(state, human)
        deal = self.tr("Deal number %1 · %n card(s) left", "", state.pile_size).replace(
            "%1", str(s.setup.seed)
        )
        self.shell.panels.run("deal", lambda: self.deal_label.setText(deal))
        self.shell.speed.setVisible(bool(s.bots))
        self.shell.undo_button.setEnabled(self.shell.can_undo() and not self.table.busy)
        colour = ACCENTS["blue"] if human else QColor("#6b5a3a")
        self.shell.banner_place.expect(self._longest_banners())
        self.shell.show_banner(
            self._banner_text(),
            f"QLabel#turnBanner {{ background: {colour.name()}; color: white; border-radius: {px(8)}px;"
            f" padding: {px(6)}px {px(12)}px; }}",
        )
        self.shell.refresh_presenter()
        self._update_series()

    def _banner_text(self) -> str:
        s = self.session
        assert s is not None
        state = self.state
        if s.over:
            return self.tr("Game over")
        name = s.names[state.to_play]
        if s.is_bot_turn():
            return self._bot_text(name)
        if state.phase == "final":
            return self._last_series_text(name)
        must_flip = not any(isinstance(a, Draw) and not a.flip for a in state.legal_actions())
        return self._turn_text(name, must_flip)

    def _turn_text(self, name: str, must_flip: bool) -> str:
        """A person's turn, in the words that suit the table's seats."""
        s = self.session
        assert s is not None
        if len(s.setup.seats) == 1:
            text = self.tr("Your turn: take the top card as shown or flipped, or bank a series.")
        elif len(s.setup.persons) > 1:
            text = self.tr("%1, your turn: take the top card or bank a series.").replace("%1", name)
        else:
            text = self.tr("Your turn, %1: take the top card or bank a series.").replace("%1", name)
        if must_flip:
            text += " " + self.tr("You hold the card shown, so you must flip it.")
        return text

    def _longest_banners(self) -> list[str]:
        """The longest words the banner may carry, for each player: their room is kept from
        the start, so a turn that must flip never moves the table (see BannerPlace)."""
        s = self.session
        assert s is not None
        return [
            text
            for name in s.names
            for text in (self._turn_text(name, True), self._last_series_text(name), self._bot_text(name))
        ]

    def _bot_text(self, name: str) -> str:
        return self.tr("%1 (computer) is playing…").replace("%1", name)

    def _last_series_text(self, name: str) -> str:
        return self.tr("%1: the pile is empty. Bank one last series, or pass.").replace("%1", name)

    def _update_series(self) -> None:
        if self.session is None:
            return
        selected = set(self.table.selection)
        check = check_series(self.state, selected) if selected else None
        self.bar.show_series(check, self._human_turn())

    def _score_text(self, seat: int) -> str:
        """A seat strip's score: points banked over the value of the cards still in front."""
        return seat_score_text(self.state.points[seat], seat_front(self.state, seat), "\n")

    # -- presenter mode ----------------------------------------------------------------

    def _explain_last(self) -> Explanation | None:
        return explain_last(self.state, self.names) if self.session else None

    def _all_hands(self) -> list[HandLine]:
        return all_hands(self.state) if self.session else []
