"""The frame every card table shares: banner, buttons, presenter strip, seats, log, bots.

A game's view builds its own table widget and action bar and hands them to a
:class:`TableShell`; the shell holds the rest (docs/ARCHITECTURE.md, "The table shell"):

* the banner (whose turn, what to do) and the Undo / New game / Save / Open buttons with
  their standard keys (Ctrl+Z, Ctrl+N, Ctrl+S, Ctrl+O), above the table, or at the head of
  the side column in presenter mode (:class:`~app.table.banner_place.BannerPlace`);
* the presenter strip ("last move, explained", the teacher's switches); with "teach" on,
  each computer move waits for Space or the strip's "Next move" button;
* the seat strips, the game log and the one "computer speed" setting;
* the panels (banner, seat strips, log, presenter strip) wait for a move's cards to land
  (:class:`~app.table.panel_gate.PanelGate`): the view says when its table is still;
* the :class:`~app.table.bot_runner.BotRunner`, paused while the table is not on screen;
* save, open and undo through the play layer, with one set of messages;
* a game with phone seats: the table server (:class:`~app.phones.host.PhoneHost`) and the
  shared screen beside the table, stopped when another game starts or the table ends.

The shell listens to its :class:`~engines.table.session.TableSession`; the view listens
to the shell's ``changed`` (after a move or an undo) and ``session_opened`` (a new game or
a loaded one) and redraws its table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QHideEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.context import AppContext
from app.fonts import SANS
from app.i18n import translate_message
from app.phones.bridge import after_phone_calls
from app.phones.host import PhoneHost, has_phone_seats, phones_supported
from app.phones.shared_screen import SharedScreen
from app.presenter_panel import PresenterPanel
from app.table.banner_place import BannerPlace
from app.table.bot_runner import BotRunner
from app.table.files import ask_open_path, ask_save_path, load_session, save_session
from app.table.panel_gate import PanelGate
from app.table.seat_strips import GameLog, SeatLine, SeatStrips
from app.table.speed_box import SpeedBox
from app.theme import px
from app.widgets import column_scroll, text_label, warning_box
from engines.manifest import game_spec
from engines.table.clock import PausableClock
from engines.table.notes import table_note
from engines.table.session import Change, TableSession
from engines.table.store import SaveStore
from tableserver import lan_address

__all__ = ["GAME_OVER_GRACE_MS", "TableShell"]

#: The least height of a game's table (pixels at scale 1).
TABLE_LEAST_HEIGHT = 240

#: How long phones keep the table after the game ends, so every pupil sees the result.
GAME_OVER_GRACE_MS = 20_000


class TableShell(QWidget):
    """The frame of one game's table; see the module docstring."""

    #: The session changed (a move or an undo); the view redraws.
    changed = Signal(object)
    #: Another session is on the table (new game, loaded, resumed).
    session_opened = Signal()
    #: The player asked for a new game (the view shows its set-up).
    new_requested = Signal()
    #: The teacher ended the table played on phones (the view shows its start).
    phones_ended = Signal()

    def __init__(self, context: AppContext, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.game = game
        # Autosaves go to disk from the writer thread: the frame a move arrives in never waits for it.
        self.store = SaveStore(context.data_dir, background=True)
        self.session: TableSession | None = None
        #: The log: the game's lines as the view gave them, and the table's notes, each with
        #: the number of game lines there were when it came.
        self._game_lines: list[tuple[str, bool]] = []
        self._notes: list[tuple[int, str]] = []
        self._notes_seen = 0
        self.last_error = ""
        #: How a seat's score reads; games with more than a number override it.
        self.score_text: Callable[[int], str] = self._plain_score
        #: Whether the view lets a move be taken back now (a guided game's steps do not).
        self.undo_allowed: Callable[[], bool] = lambda: True
        #: Whether the view's cards still move; the panels wait for them (see :meth:`_show_change`).
        self.animating: Callable[[], bool] = lambda: False
        self.panels = PanelGate()
        self.runner = BotRunner(context.settings, instant=context.headless, parent=self)
        #: The table server of a game with phone seats (stopped when the game changes).
        self.phones = PhoneHost(self, self)
        #: Holds the bots while the players cannot watch (a dialog, the list of keys, another
        #: screen, a minimised window): the app's clock service sets its pause reasons.
        self._watching = PausableClock()
        context.clocks.register(self._watching, self, self._hold_bots)
        # Keys a game adds to Ctrl+Z for Undo (Verso's U), named with it in the list of keys.
        self._undo_keys: list[str] = []

        self.banner = QLabel()
        self.banner.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        self.banner.setObjectName("turnBanner")
        self.banner.setWordWrap(True)
        self.banner.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("undoButton")
        self.new_button = QPushButton()
        self.new_button.setObjectName("newButton")
        self.save_button = QPushButton()
        self.save_button.setObjectName("saveButton")
        self.open_button = QPushButton()
        self.open_button.setObjectName("openButton")
        self.undo_button.clicked.connect(self.undo)
        self.new_button.clicked.connect(self.new_requested)
        self.save_button.clicked.connect(self.ask_save)
        self.open_button.clicked.connect(self.ask_open)
        #: Above the table, or at the head of the side column in presenter mode.
        self.banner_place = BannerPlace(
            self.banner, (self.undo_button, self.new_button, self.save_button, self.open_button)
        )
        self.presenter = PresenterPanel(context.settings)
        self.presenter.teach_changed.connect(self.runner.set_hold)
        self.presenter.next_requested.connect(self.next_move)
        self.runner.waiting_changed.connect(self._refresh_teach)
        self.seats_title = text_label()
        self.seats = SeatStrips(game)
        self.log_title = text_label()  # "What Ana saw": it names players
        self.log = GameLog()
        self.speed = SpeedBox(context.settings)
        self.shared_screen = SharedScreen(self.phones)
        self.shared_screen.end_requested.connect(self.end_phone_table)
        self.phones.paused_changed.connect(lambda _on: self._hold_bots())
        self.action_bar = QHBoxLayout()
        self._table_slot = QVBoxLayout()
        self._table: QWidget | None = None
        self._build()
        self._build_keys()
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        self.runner.set_hold(self.presenter.teaching)
        self.apply_fonts()
        self.retranslate_ui()
        context.settings.changed.connect(self._on_setting)

    # -- building ------------------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 6, 8, 6)
        for button in self.banner_place.buttons:
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        outer.addLayout(self.banner_place.top)
        middle = QHBoxLayout()
        middle.addWidget(self.shared_screen)
        self._table_slot.setContentsMargins(0, 0, 0, 0)
        middle.addLayout(self._table_slot, 1)
        self.side = QWidget()
        self.side.setObjectName("tableSide")
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.presenter)  # presenter mode only: beside the cards, not above them
        side.addWidget(self.seats_title)
        side.addWidget(self.seats)
        side.addWidget(self.log_title)
        side.addWidget(self.log, 1)
        side.addWidget(self.speed)
        # Taller than the table in presenter mode on a small screen, the side scrolls by itself
        # rather than the window, so the table's own buttons stay in sight.
        self.side_scroll = column_scroll("tableSideScroll", self.side)
        # Not a stop of its own for Tab: the log and the speed box in it are, and it scrolls to them.
        self.side_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        column = QVBoxLayout()  # in presenter mode the banner and the buttons head it
        column.addLayout(self.banner_place.head)
        column.addWidget(self.side_scroll, 1)
        middle.addLayout(column)
        outer.addLayout(middle, 1)
        outer.addLayout(self.action_bar)

    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        """Keep the keys on the table. A button that was just used and is now off (Bank after
        banking) hands the focus on to whatever follows it, outside the table, where neither the
        table's keys nor a guide's Enter reach: the table takes it back. A control in the side
        column that gets the focus is scrolled into sight."""
        if new is not None and self.side.isAncestorOf(new):
            self.side_scroll.ensureWidgetVisible(new)
        if old is None or old.isEnabled() or not self.isAncestorOf(old):
            return
        elsewhere = new is None or (new.window() is self.window() and not self.isAncestorOf(new))
        if elsewhere and self._table is not None and self.isVisible():  # never taken from a dialog
            self._table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _build_keys(self) -> None:
        for keys, slot in (
            (QKeySequence.StandardKey.Undo, self.undo),
            (QKeySequence.StandardKey.New, self.new_requested.emit),
            (QKeySequence.StandardKey.Save, self.ask_save),
            (QKeySequence.StandardKey.Open, self.ask_open),
        ):
            self.bind_key(QKeySequence(keys), slot)
        # Space steps a held computer move; it is on only then, so a person's Space stays the table's.
        self._next_key = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        self._next_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._next_key.activated.connect(self.next_move)
        self._refresh_teach()

    def bind_key(self, keys: QKeySequence, slot: Callable[[], object]) -> None:
        """Call ``slot`` when ``keys`` are pressed anywhere on this table (its pages elsewhere do not)."""
        shortcut = QShortcut(keys, self)
        shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        shortcut.activated.connect(slot)

    def add_undo_key(self, key: str) -> None:
        """Another key for Undo, working wherever Ctrl+Z works on this table."""
        self.bind_key(QKeySequence(key), self.undo)
        self._undo_keys.append(key)

    def shortcuts(self) -> list[tuple[str, str]]:
        """The shell's own keys, for the list of keys (F1) of every game on it."""
        undo = " / ".join([*self._undo_keys, self.tr("Ctrl+Z")])
        keys = [
            (undo, self.tr("Undo your last action")),
            (self.tr("Ctrl+N / Ctrl+S / Ctrl+O"), self.tr("New game / save / load")),
        ]
        if self.presenter.teaching:
            keys.append((self.tr("Space"), self.tr("Play the computer's next move (teach mode)")))
        return keys

    def next_move(self) -> None:
        """The teacher's Space or "Next move": exactly one held computer move is played."""
        self.runner.step()
        self._refresh_teach()

    def _refresh_teach(self) -> None:
        waiting = self.runner.awaiting_step
        self._next_key.setEnabled(waiting)
        self.presenter.set_step_ready(waiting)

    def set_table(self, widget: QWidget) -> None:
        """Put the game's own table (cards, board) in the middle; it gets all the room left."""
        widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._table_slot.addWidget(widget, 1)
        self._table = widget
        self._name_table()
        self._size_table()

    def _name_table(self) -> None:
        """A screen reader calls the game's table by the game's name ("DJ05135 table")."""
        if self._table is not None:
            name = translate_message(game_spec(self.game).name)
            self._table.setAccessibleName(self.tr("%1 table").replace("%1", name))

    def add_side_widget(self, widget: QWidget) -> None:
        """A game's extra panel below the log (a legend, a memory help)."""
        layout = self.side.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(layout.count() - 1, widget)

    def apply_fonts(self) -> None:
        banner = QFont(SANS)
        banner.setBold(True)
        banner.setPixelSize(px(20))
        self.banner.setFont(banner)
        # Room for two lines (and a game's padding) from the start: a turn whose words wrap
        # does not push the table down; beside it in presenter mode (see BannerPlace).
        self.banner_place.place(self.context.settings.presenter_mode)
        self.banner_place.keep_room(2 * QFontMetrics(banner).lineSpacing() + 2 * px(6) + 2)
        head = QFont(SANS)
        head.setBold(True)
        head.setPixelSize(px(15))
        for label in (self.seats_title, self.log_title):
            label.setFont(head)
        body = QFont(SANS)
        body.setPixelSize(px(14))
        self.log.setFont(body)
        self.shared_screen.apply_fonts()
        self._size_table()
        self._size_side()
        self.refresh_seats()

    def _size_table(self) -> None:
        if self._table is not None:
            # Never squeezed to a sliver: on a tiny screen the window scrolls, the cards stay.
            self._table.setMinimumHeight(px(TABLE_LEAST_HEIGHT))

    def _size_side(self) -> None:
        # The same width with presenter mode on or off: its larger words wrap, and the cards
        # keep the room they have without it; wider only where a word would be cut (up to 40 %).
        # In presenter mode its head's buttons, two by two, are never cut either.
        width = max(230, min(360, int(self.width() * 0.24)))
        least = self.side.minimumSizeHint().width() + self.side_scroll.verticalScrollBar().sizeHint().width()
        least = max(least, self.banner_place.least_width())
        self.side_scroll.setFixedWidth(max(width, min(least, int(self.width() * 0.4))))
        self.banner_place.fit_width(self.side_scroll.width())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._size_side()
        self.presenter.set_room(self.height())

    def retranslate_ui(self) -> None:
        self.undo_button.setText(self.tr("&Undo"))
        self.undo_button.setToolTip(
            self.tr("Take back your last move (Ctrl+Z), until a card was revealed or someone else played")
        )
        self.new_button.setText(self.tr("New game"))
        self.save_button.setText(self.tr("Save…"))
        self.open_button.setText(self.tr("Open…"))
        self.seats_title.setText(self.tr("Players"))
        self.log_title.setText(self.tr("Game log"))
        self.seats.setAccessibleName(self.tr("Players"))
        self.log.setAccessibleName(self.tr("Game log"))
        self.speed.retranslate_ui()
        self.presenter.retranslate_ui()
        self.shared_screen.retranslate_ui()
        self._name_table()
        self._size_side()
        self.refresh_seats()

    def _on_setting(self, key: str) -> None:
        if key in {"ui/scale", "ui/presenter"}:
            self.apply_fonts()

    # -- the session -----------------------------------------------------------------------

    def open_session(self, session: TableSession, *, keep: bool = True, phone_host: str = "") -> None:
        """Put ``session`` on the table and tell the view.

        ``keep`` False (a position shown for a picture or a demonstration) neither autosaves
        it nor touches the player's own autosave. A session with phone seats is served on
        ``phone_host`` (default: the computer's address on its local network); the table
        of the game before stops first.
        """
        self.phones.stop()
        after_phone_calls().discard(self)  # a redraw of the game before would show this one
        session.store = self.store if keep else None
        self.session = session
        self.panels.release()  # whatever the game before kept for its cards is drawn over now
        self._notes, self._notes_seen, self._game_lines = [], 0, []
        self.runner.attach(session)
        session.add_listener(self.on_change)
        session.autosave()
        if keep and has_phone_seats(session):
            self._serve(session, phone_host)
        self.refresh_seats()
        self.session_opened.emit()
        self.runner.schedule()
        self._refresh_teach()

    def _serve(self, session: TableSession, host: str) -> None:
        if not phones_supported(session.game):
            self.warn(self.tr("This game cannot be played on phones yet."))
            return
        host = host or lan_address()
        try:
            self.phones.start(session, host)
        except OSError as exc:
            self.warn(
                self.tr("The table could not be offered to phones at %1: %2")
                .replace("%1", host)
                .replace("%2", exc.strerror or str(exc))
            )

    def end_phone_table(self, give_to: str | None = None) -> None:
        """The teacher ends the table: every phone is told, and the game goes on at the computer.

        The phones' seats go to ``give_to``: "person" (people at this computer) or "bot"
        (computer players); None asks the teacher, who may also change their mind."""
        session = self.session
        phones = [i for i, seat in enumerate(session.setup.seats) if seat.is_remote] if session else []
        if session is not None and phones and not session.over:
            give_to = give_to or self._ask_who_plays()
            if give_to is None:
                return
        self.phones.stop()
        if session is not None and not session.over:
            for seat in phones:
                name = session.setup.seats[seat].name
                if give_to == "bot":
                    session.hand_to_bot(seat)
                    session.note(table_note("to_bot", name))
                else:
                    session.hand_to_person(seat)
                    session.note(table_note("to_person", name))
        self.phones_ended.emit()

    def _ask_who_plays(self) -> str | None:
        """Who plays the phones' seats once the table ends: "person", "bot", or None (cancel)."""
        if self.context.headless:
            return "person"
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("End the table"))
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(
            self.tr("The phones leave the table and the game goes on here. Who plays their seats now?")
        )
        people = box.addButton(self.tr("People at this computer"), QMessageBox.ButtonRole.AcceptRole)
        bots = box.addButton(self.tr("Computer players"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(people)
        box.exec()
        clicked = box.clickedButton()
        return "person" if clicked is people else "bot" if clicked is bots else None

    def _stop_after_game(self, session: TableSession) -> None:
        if self.session is session and self.phones.running:
            self.phones.stop()

    def on_change(self, change: Change) -> None:
        session = self.session
        if change is Change.NOTE:
            self._note_arrived()
            return
        screen = after_phone_calls()
        if change is Change.MOVE and self.phones.running and session is not None and not session.over:
            # The phones were told already; the picture follows once no phone's call waits
            # (several moves in a row are drawn once), so a served table never makes the
            # phones of another wait behind its redraw.
            screen.request(self, lambda: self._show_change(Change.MOVE))
        else:
            screen.flush(self)
            self._show_change(change)
        self.runner.schedule()
        if session is not None and session.over and self.phones.running:
            QTimer.singleShot(GAME_OVER_GRACE_MS, self, lambda: self._stop_after_game(session))

    def _show_change(self, change: Change) -> None:
        if change is Change.MOVE:  # the panels tell the move once its cards land (on_idle)
            self.panels.hold()
        self.refresh_seats()
        self.changed.emit(change)
        self.refresh_presenter()
        self._refresh_teach()
        if not self.animating():
            self.panels.release()

    def show_banner(self, text: str, style: str | None = None) -> None:
        """The turn banner's words (and a game's style sheet for it), once the cards are still."""

        def update() -> None:
            self.banner.setText(text)
            if style is not None and style != self.banner.styleSheet():  # a new sheet restyles it all
                self.banner.setStyleSheet(style)
            self.banner_place.keep_room()

        self.panels.run("banner", update)

    def refresh_presenter(self) -> None:
        """The presenter strip's "last move, explained", once the cards are still."""
        self.panels.run("presenter", self.presenter.refresh)

    def _plain_score(self, seat: int) -> str:
        assert self.session is not None
        score = self.session.state.scores()[seat]
        return str(int(score)) if float(score).is_integer() else f"{score:g}"

    def refresh_seats(self) -> None:
        session = self.session
        if session is None:
            return
        self.undo_button.setEnabled(self.can_undo())
        self.panels.run("seats", self._show_seats)

    def _show_seats(self) -> None:
        """The seat strips (scores, the seat to act) and whom the shared screen waits for."""
        session = self.session
        if session is None:
            return
        to_act = session.to_act()
        self.seats.show_seats(
            [SeatLine(seat, self.score_text(i), i == to_act) for i, seat in enumerate(session.setup.seats)]
        )
        phone = session.setup.seats[to_act] if to_act is not None and not session.over else None
        self.shared_screen.show_waiting(phone.name if phone is not None and phone.is_remote else "")

    def can_undo(self) -> bool:
        session = self.session
        return (
            session is not None
            and not self.runner.thinking
            and self.undo_allowed()
            and session.undo_seat() is not None
        )

    def undo(self) -> None:
        """Take back the last move of whoever may (the play layer's one undo policy)."""
        if not self.can_undo():
            return
        assert self.session is not None
        self.runner.cancel()
        self.session.undo()

    def set_log(self, lines: Sequence[tuple[str, bool]]) -> None:
        """The game's lines; the table's notes (a phone joined, left) stand among them where they
        happened."""
        self._game_lines = list(lines)
        self.panels.run("log", self._show_log)

    def _note_arrived(self) -> None:
        session = self.session
        if session is None:
            return
        for note in session.notes[self._notes_seen :]:
            self._notes.append((len(self._game_lines), note.text))
        self._notes_seen = len(session.notes)
        self.panels.run("log", self._show_log)

    def _show_log(self) -> None:
        lines: list[tuple[str, bool]] = []
        notes = iter(self._notes)
        note = next(notes, None)
        for index, line in enumerate([*self._game_lines, None]):
            while note is not None and note[0] <= index:
                lines.append((translate_message(note[1]), False))
                note = next(notes, None)
            if line is not None:
                lines.append(line)
        self.log.set_lines(lines)

    # -- files -------------------------------------------------------------------------------

    def ask_save(self) -> None:
        if self.session is None or self.context.headless:
            return
        path = ask_save_path(self, self.store, self.game)
        if path is not None:
            self.save_to(path)

    def save_to(self, path: Path) -> bool:
        if self.session is None:
            return False
        error = save_session(self.session, path)
        if error:
            self.warn(error)
        return not error

    def ask_open(self) -> None:
        if self.context.headless:
            return
        path = ask_open_path(self, self.store)
        if path is not None:
            self.load_from(path)

    def load_from(self, path: Path) -> bool:
        """Open the game saved in ``path``; a bad file is explained and the table keeps its game."""
        session, error = load_session(path, self.game, self.store)
        if session is None:
            self.warn(error)
            return False
        self.open_session(session)
        return True

    def resume(self) -> bool:
        """Go on with the game interrupted last time (its autosave), if any."""
        if not self.store.has_autosave(self.game):
            return False
        return self.load_from(self.store.autosave_path(self.game))

    def warn(self, text: str) -> None:
        self.last_error = text
        if not self.context.headless:
            warning_box(self, self.window().windowTitle() or self.game, text)

    # -- on screen or not -----------------------------------------------------------------------

    def _hold_bots(self) -> None:
        self.runner.set_paused(self._watching.paused or not self.isVisible() or self.phones.paused)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._hold_bots()

    def hideEvent(self, event: QHideEvent) -> None:
        self.runner.set_paused(True)
        super().hideEvent(event)
