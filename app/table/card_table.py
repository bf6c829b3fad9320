"""The contract of a card game's screen, and the flow every card game's screen shares.

KPat gives each of its patience games one base, ``DealerScene``, which the window drives
(a new deal, a restart, a hint) and the game fills in. A card game here is a
:class:`CardTableView` in the same way (docs/ARCHITECTURE.md, "The card table contract"):
every card game's screen is three pages, the new-game page
(:class:`~app.table.setup_page.TableSetupPage`, built from the game's manifest), the table
(the :class:`~app.table.shell.TableShell` with the game's own table in it) and the end page
(:class:`~app.table.end_page.TableEndPage`, filled by the game). This class holds the way
between the pages, the saves, the guided game and the move loop, under one name per job,
so the menus, the tests and the guide call every game alike:

* ``show_setup`` (the new-game page), ``start_game``, ``replay_deal`` (the same cards from
  the start), ``play_again`` (the same players, a new deal), ``show_end``, ``show_table``;
* ``refresh`` (draw the table as the game stands, at once) and ``on_change`` (draw a move or
  an undo), after which the table calls ``on_idle`` once its cards are still.

A game provides what is its own: the abstract methods below, ``guide_targets`` (where its
guided game's targets lie) and, when it has more to say than its manifest, its words on the
new-game page and its :class:`~app.table.end_page.EndResult`. A game that brings no view
plays on :class:`~app.table.plain_view.PlainTableView`, this contract filled from the
manifest alone.
"""

from __future__ import annotations

import secrets
from abc import abstractmethod
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QWidget

from app.access.announce import TableNews
from app.buttons import push_button
from app.context import AppContext
from app.guide.controller import GuideController
from app.guide.targets import GuideTargets
from app.i18n import translate_message
from app.table.demos import demo
from app.table.end_page import EndResult, TableEndPage, plain_result
from app.table.last_setup import last_setup, remember_setup
from app.table.setup_page import MAX_DEAL, TableSetupPage, proposed_bot
from app.table.shell import TableShell
from app.table.table_guide import TableGuide
from app.views.base import BaseView
from app.widgets import fill_with, stacked
from engines.guide import GuideScript
from engines.manifest import game_spec
from engines.table.seats import Seat, TableSetup, default_name
from engines.table.session import Change, TableSession

__all__ = ["CardTableView"]


class CardTableView(BaseView):
    """One card game's screen: new-game page, table, end page (see the module docstring)."""

    #: How many seats the new-game page proposes before it remembers a game of the player's
    #: (None: the fewest the game is played by), and how many of them are people.
    proposed_players: int | None = None
    proposed_people = 1
    #: Where the guided game's targets lie on this table (set by the game as it builds it).
    guide_targets: GuideTargets

    def __init__(self, context: AppContext, game: str) -> None:
        super().__init__(context)
        self.game = game
        self.spec = game_spec(game)
        self.setObjectName(f"view-{game}")
        self.shell = TableShell(context, game, self)
        self.shell.animating = self.busy  # the banner, scores and log wait for the cards
        self.setup_page = TableSetupPage(context.settings, game, self)
        self.end_page = TableEndPage(self.end_result)
        self.pages = stacked(self.setup_page, self.shell, self.end_page)
        fill_with(self, self.pages)
        #: Back to the results once the table was looked at after the end.
        self.results_button = push_button("resultsButton", self.show_end)
        self.results_button.hide()
        self.shell.action_bar.addWidget(self.results_button)
        #: The guided first game (docs/ARCHITECTURE.md, "Guided first games").
        self.guided = TableGuide(self, self, game, self.spec.name, self.setup_page.guide_offer)
        self.guided.advanced.connect(self.on_idle)
        self.guided.closed.connect(self._guide_closed)
        #: What a screen reader is told as the game goes on (docs/ARCHITECTURE.md, "Playing without sight").
        self.news = TableNews(self, lambda: (self.shell.banner.text(), self.shell.log.texts()))
        #: Whether the end page was shown for the game on the table (it comes by itself once).
        self._ended = False
        self._proposed = False
        self._wire_pages()

    def _wire_pages(self) -> None:
        shell, page, end = self.shell, self.setup_page, self.end_page
        shell.session_opened.connect(self._opened)
        shell.changed.connect(self._changed)
        shell.new_requested.connect(self.show_setup)
        # The teacher ended the phones' table: the game goes on at the computer.
        shell.phones_ended.connect(self._phones_ended)
        page.start.connect(self.start_game)
        page.resume.connect(self.resume_autosave)
        page.load.connect(shell.ask_open)
        end.again.connect(self.play_again)
        end.replay.connect(self.replay_deal)
        end.new_game.connect(self.show_setup)
        end.table.connect(self.show_table)
        keys: tuple[tuple[QWidget, QKeySequence.StandardKey, Callable[[], object]], ...] = (
            (page, QKeySequence.StandardKey.Open, shell.ask_open),
            (end, QKeySequence.StandardKey.New, self.show_setup),
        )
        for where, key, slot in keys:  # the table's own keys are the shell's
            shortcut = QShortcut(QKeySequence(key), where)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

    # -- what a game provides ----------------------------------------------------------------

    @abstractmethod
    def refresh(self) -> None:
        """Draw the table as the game on it stands, at once (a new game, a language, a guide gone)."""

    @abstractmethod
    def on_change(self, change: Change) -> None:
        """Draw what changed: a move (animated when moves are), an undo, a seat handed over."""

    @abstractmethod
    def busy(self) -> bool:
        """Whether cards still move on the table (the computer players and the guide wait)."""

    @abstractmethod
    def finish_motion(self) -> None:
        """Jump to the end of the moves on the table."""

    def ready_for_person(self) -> bool:
        """The person to act may play now: make the table take their move. False while they
        cannot yet (the computer is passed to them behind a cover)."""
        return True

    def reset_table(self) -> None:
        """Another game comes on the table: forget what was drawn for the one before."""

    def end_result(self) -> EndResult:
        """The end page's words and scores; by default the scores and the manifest's sentence."""
        assert self.session is not None
        return plain_result(self.session)

    def demo_session(self, mode: str | None) -> TableSession:
        """The game a screenshot ``mode`` shows (fixed, never autosaved)."""
        return TableSession(self.proposed_setup(seed=1))

    # -- the words of the new-game page (SetupWords) -----------------------------------------

    def seat_note(self, players: int, people: int) -> str:
        return ""

    def unnamed_seat(self, index: int, alone: bool) -> str:
        return translate_message(default_name(index))

    # -- the game on the table ---------------------------------------------------------------

    @property
    def session(self) -> TableSession | None:
        return self.shell.session

    @property
    def names(self) -> list[str]:
        return self.session.names if self.session is not None else []

    @property
    def guide(self) -> GuideController | None:
        """The guided game running on this table, if any."""
        return self.guided.controller

    def proposed_setup(self, seed: int = 0) -> TableSetup:
        """The players the new-game page proposes before it remembers any of the player's."""
        count = self.proposed_players or self.setup_page.low
        bot = proposed_bot(self.spec).split(":") if self.spec.bots else None
        seats = [
            Seat.person(str(default_name(i)))
            if i < self.proposed_people or bot is None
            else Seat.computer(str(default_name(i)), *bot)
            for i in range(count)
        ]
        return TableSetup(self.game, tuple(seats), seed)

    # -- the pages -------------------------------------------------------------------------

    def _phones_ended(self) -> None:
        """The phones' seats are the computer's now (people or computer players): the table shows
        the game as it goes on, or its end page when it is over."""
        self.retranslate_ui()
        if self.session is not None and not self.session.over:
            self.pages.setCurrentWidget(self.shell)
        self.refresh()

    def show_setup(self) -> None:
        """The new-game page: the players of the game on the table (or of the last one), a new deal."""
        self.finish_motion()
        session = self.session
        if session is not None:
            self.setup_page.propose(session.setup)
        else:
            self.setup_page.propose(last_setup(self.context.settings, self.game) or self.proposed_setup())
        self._proposed = True
        self.setup_page.set_resumable(self.shell.store.has_autosave(self.game))
        self.pages.setCurrentWidget(self.setup_page)
        self.setup_page.focus_start()

    def start_game(self, setup: TableSetup, phone_host: str | None = None) -> None:
        """Deal ``setup`` and play it; its players are proposed again next time. Phone seats are
        served on ``phone_host`` (default: the address chosen on the new-game page)."""
        self.guided.stop()
        remember_setup(self.context.settings, setup)
        host = self.setup_page.phone_host() if phone_host is None else phone_host
        self.shell.open_session(TableSession(setup), phone_host=host)

    def replay_deal(self) -> None:
        """The same players and the same cards, from the start (without the guide)."""
        self.guided.stop()
        if self.session is not None:
            self.shell.open_session(self.session.restarted(), phone_host=self.shell.phones.host)

    def play_again(self) -> None:
        """The same players and rules, a new deal."""
        self.guided.stop()
        if self.session is None:
            self.show_setup()
            return
        deal = secrets.randbelow(MAX_DEAL + 1)
        self.shell.open_session(self.session.restarted(deal), phone_host=self.shell.phones.host)

    def resume_autosave(self) -> None:
        self.shell.resume()

    def show_end(self) -> None:
        """The end page of the game on the table."""
        self._ended = True
        self.results_button.hide()
        self.pages.setCurrentWidget(self.end_page)
        self.end_page.show_result()
        page = self.end_page
        self.news.end(" ".join(text for text in (page.headline.text(), page.sentence.text()) if text))

    def show_table(self) -> None:
        """The table as the game left it; the results are one button away."""
        self.pages.setCurrentWidget(self.shell)
        self.refresh()
        over = self.session is not None and self.session.over
        self.results_button.setVisible(over)
        if over:
            self.results_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def key_home(self) -> QWidget:
        """The widget that takes the table's keys (the guide gives them back to it after a click on
        its bubble)."""
        return self.focusProxy() or self

    def result_panel(self) -> QWidget:
        """The end page's result with its buttons (a guide's last words never cover it)."""
        return self.end_page.panel

    def keep_in_sight(self) -> list[QWidget]:
        """Besides the table's own things, what a guide's bubble leaves in sight: what the side
        panel holds but its log (the seats, the computer's pace; the guide weighs the log's
        lines itself, its empty part being felt), the table's own buttons (Undo, New game, Save,
        Open), and an end page's result with its buttons."""
        shell = self.shell
        buttons = [shell.undo_button, shell.new_button, shell.save_button, shell.open_button]
        side = shell.side.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        return [*(w for w in side if w is not shell.log), *buttons, self.end_page.panel]

    # -- the move loop ---------------------------------------------------------------------

    def _opened(self) -> None:
        """Another game is on the table (new, loaded, resumed, a guide's deal)."""
        self._ended = False
        self.results_button.hide()
        self.pages.setCurrentWidget(self.shell)
        self.news.forget()
        self.reset_table()
        self.refresh()
        if not self.busy():
            self.on_idle()

    def _changed(self, change: Change) -> None:
        session = self.session
        if session is None:
            return
        self.guided.changed(change, session)
        if not session.over:
            self._ended = False
            self.results_button.hide()
        self.on_change(change)
        if not self.busy():
            self.on_idle()

    def on_idle(self) -> None:
        """The table is still: the end of the game shows, the guide plays its script's move or
        shows its step, a computer player is asked for its move, or the person plays."""
        session = self.session
        if self.busy():
            return
        self.shell.panels.release()  # the cards landed: the banner, scores and log tell the move
        if session is None:
            return
        self.tell_news()
        if session.over:
            if not self._ended and self.pages.currentWidget() is self.shell:
                self.show_end()
            self.guided.idle(session)  # a guided game's last words
            return
        if self.guided.idle(session):
            return
        if session.is_bot_turn():
            self.shell.runner.schedule()
        elif session.is_person_turn() and self.ready_for_person():
            self.guided.show_step(session)

    def tell_news(self) -> None:
        """A screen reader hears what the table shows now that it did not before: the log's new
        lines (the other players' moves) and the banner (whose turn it is)."""
        if self.pages.currentWidget() is self.shell:
            self.news.later()

    def _guide_closed(self) -> None:
        """The guide is gone: the table as it is, Undo and the computer players back."""
        if self.session is not None:
            self.refresh()
        self.shell.refresh_seats()
        self.shell.runner.schedule()

    # -- the guided game -------------------------------------------------------------------

    def start_guide(self) -> bool:
        return self.guided.start()

    def play_guide(self, script: GuideScript) -> None:
        self.guided.play(script)

    # -- BaseView --------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.shell.retranslate_ui()
        self.setup_page.retranslate_ui()
        self.end_page.retranslate_ui()
        self.results_button.setText(self.tr("Show the results"))
        if self.session is not None:
            self.refresh()

    def apply_fonts(self) -> None:
        self.shell.apply_fonts()
        self.setup_page.apply_fonts()
        self.end_page.apply_fonts()

    def on_settings_changed(self, key: str) -> None:
        if key in ("ui/scale", "ui/presenter"):
            self.apply_fonts()
            if self.session is not None:
                self.refresh()

    def on_shown(self) -> None:
        if self.session is None and not self._proposed:
            self.show_setup()
        if self.pages.currentWidget() is self.setup_page:
            self.setup_page.set_resumable(self.shell.store.has_autosave(self.game))
            self.guided.offer_once()

    def shortcuts(self) -> list[tuple[str, str]]:
        return self.shell.shortcuts()

    def set_mode(self, mode: str | None) -> None:
        """Screenshots: the new-game page (``"setup"``), or a fixed game of the mode."""
        if mode == "setup":
            self.show_setup()
        else:
            self.shell.open_session(demo(self.game, mode, self.demo_session), keep=False)

    def can_leave(self) -> bool:
        """Esc during a guided game asks to leave the guide (and stays on the table)."""
        self.finish_motion()
        return self.guided.can_leave()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.guided.place()
