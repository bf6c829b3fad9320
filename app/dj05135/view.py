"""The DJ05135 view: a card table where you see one side of your cards and the others see the other.

A :class:`~app.table.card_table.CardTableView`: the new-game page, the
:class:`~app.table.shell.TableShell` (banner, Undo / New / Save / Open, presenter strip,
seat strips, log, the bot runner) and the end page come with the contract
(docs/ARCHITECTURE.md, "The card table contract"). What stays here is the game's own: its
table scene, the hot-seat cover, the two-step steal choice and the words of its new-game
page and of its end. The computer players' speed is chosen on the new-game page only: a
"Computer: Normal" beside the table read like a level disagreeing with the seats'.

The table only ever shows ``state.view(seat)`` of one seat (hidden information is
stripped by the engine). Which seat: the person whose step it is; while a computer
player moves, the last person who played (or, with nobody yet, nobody: the cover stays
up). With two or more people at one computer, a "Pass the computer to …" cover comes
before each person's steps whenever the seat on screen would change, and hides every
hand and the log until that person asks to see them. An undo goes through the same
rule, so taking a move back never shows one person's hand to another.

In presenter mode the teacher's "show all hands" switch draws, beside every card, the
side the seat on screen cannot see (read from the true state only while it is on);
switching it off lays the table out from the view alone again.

Seats played on phones (docs/ARCHITECTURE.md, "Playing on phones"): while a phone or a
computer player is to act, the screen shows what the whole room may see
(:mod:`app.dj05135.room`: the side of every hand that faces the others), never a phone
seat's own side; the teacher's "show all hands" is off at such a table.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

from app.access.dj05135 import DJ05135Access
from app.context import AppContext
from app.dj05135.ending import dj05135_result
from app.dj05135.guide_targets import DJ05135GuideTargets
from app.dj05135.legend import LegendBox
from app.dj05135.positions import position
from app.dj05135.room import room_texts, room_view
from app.dj05135.screens import CardsPicture, CoverScreen
from app.dj05135.table import SIDE_KEEP, SIDE_TURN, DJ05135CardTable, DJ05135Scene
from app.dj05135.words import capital, card_word, fill_names, hint_text, points_text, table_texts
from app.i18n import KeptWords
from app.table.card_table import CardTableView
from app.table.end_page import EndResult
from app.table.log_lines import LogLines
from app.table.motion import SkipOnInput, follow_move_speed
from app.widgets import stacked, text_label
from engines.base import Action
from engines.dj05135.actions import FlipCentreCard, FlipHandCard, PlayCard, StealCard, TakeCard
from engines.dj05135.cards import Face
from engines.dj05135.explain import explain_last, hidden_sides
from engines.dj05135.game import DJ05135State, DJ05135View, Stage
from engines.dj05135.log import LogEntry
from engines.explain import Explanation
from engines.table.seats import Seat
from engines.table.session import Change, TableSession

__all__ = ["DJ05135TableView"]

GAME = "dj05135"
#: A reader sitting at no seat: sees the side of every hand that faces the room.
SPECTATOR = -2


class DJ05135TableView(CardTableView):
    #: The first proposal: two people sharing this computer (the cover hides each hand in turn).
    proposed_players = 2
    proposed_people = 2

    def __init__(self, context: AppContext) -> None:
        super().__init__(context, GAME)
        #: The seat whose view is on screen (None: nobody's, the cover is up).
        self.viewer: int | None = None
        #: The steal chosen but not yet played: (victim, tag), waiting for the side.
        self.pending_steal: tuple[int, int] | None = None
        self._actions: dict[int, Action] = {}
        #: The cards' captions and tips, asked of the catalogues once (the language's).
        self.words = KeptWords()
        #: Each reader's log (a seat's, the room's), each line written once.
        self.log_texts: dict[int, LogLines[LogEntry]] = {}

        self.presenter = self.shell.presenter
        self.scene = DJ05135Scene(self)
        follow_move_speed(context.settings, context.headless, self.scene.set_tempo)
        self.table = DJ05135CardTable(self.scene)
        #: What a screen reader reads of the table (docs/ARCHITECTURE.md, "Playing without sight").
        self.access = DJ05135Access(self.scene, self.table)
        self.cover = CoverScreen()
        self.board = stacked(self.table, self.cover)
        self.shell.set_table(self.board)
        self.hint = text_label("subtitle", wrap=True)
        self.shell.action_bar.addWidget(self.hint, 1)
        self.shell.log_title.setWordWrap(True)
        self.legend = LegendBox()
        self.shell.add_side_widget(self.legend)
        self.shell.speed.hide()  # chosen on the new-game page, with the seats' levels
        #: The two sides of a card, beside the new-game page's heading.
        self.picture = CardsPicture(130)
        self.setup_page.set_picture(self.picture)
        self.guide_targets = DJ05135GuideTargets(
            self,
            self.scene,
            self.table,
            self.legend,
            self.shell.banner,
            lambda: self.pending_steal,
            lambda: self.guided.expected(self.state) if self.state is not None else None,
        )
        self._connect()
        self.apply_fonts()
        self.retranslate_ui()

    def _connect(self) -> None:
        self.cover.revealed.connect(self.reveal)
        self.scene.chosen.connect(self.choose)
        self.scene.settled.connect(self.on_idle)
        self.table.back_pressed.connect(self.cancel_steal)
        self.shell.runner.ready = lambda: not self.scene.animating() and not self.guided.steps_running
        skip = SkipOnInput(self.scene.animating, self.scene.finish_animations, self)
        self.table.installEventFilter(skip)
        self.table.viewport().installEventFilter(skip)
        self.shell.score_text = lambda seat: points_text(self.state.points[seat]) if self.state else ""
        # No list of hidden cards in the panel: the table itself shows every hidden side.
        self.presenter.set_sources(self._explain_last, None, lambda: self.names)
        self.presenter.show_all_changed.connect(self._show_all_changed)

    def apply_fonts(self) -> None:
        super().apply_fonts()
        self.picture.apply_scale()

    def retranslate_ui(self) -> None:
        self.legend.retranslate()
        self.picture.captions = (self.tr("the side you see"), self.tr("the side the others see"))
        self.picture.update()
        super().retranslate_ui()

    def seat_note(self, players: int, people: int) -> str:
        return self.tr(
            "Two to four players. Each seat is a person or a computer player. With two or more "
            "people, the computer asks you to pass it on before each person's turn, so nobody "
            "sees the other side of their own cards."
        )

    def shortcuts(self) -> list[tuple[str, str]]:
        return [
            (self.tr("← →  ↑ ↓ / Tab"), self.tr("Move between the cards you may choose")),
            (self.tr("Enter / Space"), self.tr("Play, take or flip the card with the focus")),
            (self.tr("Backspace"), self.tr("Go back one step (when a choice can be undone)")),
            *self.shell.shortcuts(),
        ]

    # -- who sits where ------------------------------------------------------------------

    @property
    def state(self) -> DJ05135State | None:
        session = self.shell.session
        return cast(DJ05135State, session.state) if session is not None else None

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.session.setup.seats if self.session is not None else ()

    def persons(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_person]

    @property
    def hot_seat(self) -> bool:
        return len(self.persons()) >= 2

    def log_lines(self) -> list[str]:
        return self.shell.log.texts()

    # -- presenter mode --------------------------------------------------------------------

    def _explain_last(self) -> Explanation | None:
        # Told as the room sees the table (no seat's own side), so a hot-seat cover stays safe.
        return explain_last(self.state, self.names, SPECTATOR) if self.state is not None else None

    def phones_at_table(self) -> bool:
        """Phones play here (or watch: a seat handed to a computer player keeps its pupil looking)."""
        return self.shell.phones.running or any(seat.is_remote for seat in self.seats)

    def _hidden_sides(self, seat: int) -> dict[int, Face] | None:
        """The sides ``seat`` cannot see, only while the teacher shows all hands (else None).

        Never at a table played on phones: the projector would show the phones' own sides.
        """
        if self.state is None or not self.presenter.showing_all or self.phones_at_table():
            return None
        return hidden_sides(self.state, seat)

    def _show_all_changed(self, _on: bool) -> None:
        """The teacher's switch: draw the table again at once, with or without the hidden sides."""
        if self.state is None or not self._table_on_screen():
            return  # a cover or the end page is up: the next table drawn follows the switch
        if self.state.is_terminal():
            self._show_final_table()
            return
        if self.viewer is None:
            return
        steal = self.pending_steal
        self._show_table(animate=False)
        if steal is not None:
            self.choose(steal[1])  # the side choice was open: offer it again over the new table

    def _table_on_screen(self) -> bool:
        return self.pages.currentWidget() is self.shell and self.board.currentWidget() is self.table

    # -- the contract ------------------------------------------------------------------------

    def key_home(self) -> QWidget:
        """The table takes the keys."""
        return self.table

    def busy(self) -> bool:
        return self.scene.animating()

    def finish_motion(self) -> None:
        self.scene.finish_animations()

    def reset_table(self) -> None:
        self.viewer = None
        self.pending_steal = None
        self.scene.forget_centre_slots()
        self.scene.show_covered()
        self.shell.set_log([])
        self.log_texts.clear()

    def refresh(self) -> None:
        self._draw(animate=False)

    def on_change(self, change: Change) -> None:
        self.pending_steal = None  # an undo may take back the card that opened a steal
        self._draw(animate=change is Change.MOVE)

    def ready_for_person(self) -> bool:
        """The person's step shows only once their own table is on screen (not the cover)."""
        return self.session is not None and self.viewer == self.session.to_act()

    def end_result(self) -> EndResult:
        assert self.session is not None
        return dj05135_result(self.session)

    def demo_session(self, mode: str | None) -> TableSession:
        """Fixed positions for the README pictures, never autosaved over the player's own game."""
        return position(mode)

    def set_mode(self, mode: str | None) -> None:
        super().set_mode(mode)
        self.scene.finish_animations()

    # -- the flow of the game ----------------------------------------------------------------

    def _draw(self, animate: bool) -> None:
        state = self.state
        if state is None:
            return
        self._actions = {}
        if state.is_terminal():
            self._show_final_table()
            return
        actor = state.current_player
        seat = self.seats[actor]
        if seat.is_person:
            if self.hot_seat and self.viewer != actor:
                self._cover_for(actor)
                return
            self.viewer = actor
        elif self.phones_at_table():
            self.viewer = None
            self._show_room(animate)
            return
        elif self.viewer is None:
            persons = self.persons()
            if len(persons) == 1:
                self.viewer = persons[0]
            elif not persons:
                self.viewer = 0
        if self.viewer is None:
            # Computer players move before any person has taken the computer: keep all hands hidden.
            self.cover.show_waiting(self.tr("%1 is playing…").replace("%1", seat.name))
            self._show_cover()
        else:
            self._show_table(animate)

    def _show_final_table(self) -> None:
        """After the game every side may be seen: the table as the last person saw it."""
        assert self.state is not None
        seat = self.viewer if self.viewer is not None else (self.persons() or [0])[0]
        view = self.state.view(seat)
        texts = table_texts(view, self.seats, self.words)
        self.scene.show_view(view, self.names, texts, animate=False, hidden=self._hidden_sides(seat))
        self.scene.set_choices([])
        prompt = capital(fill_names(view.prompt, self.names))
        self.shell.show_banner(prompt + "  " + self.tr("(Ctrl+N: new game)"))
        self.hint.setText("")
        self._show_log(view)
        self.board.setCurrentWidget(self.table)

    def _show_room(self, animate: bool) -> None:
        """A phone or a computer player is to act: the table as the whole room may see it."""
        state = self.state
        assert state is not None
        view = room_view(state)
        self.scene.show_view(view, self.names, room_texts(view, self.seats, self.words), animate, None)
        self.scene.set_choices([])
        seat = self.seats[state.current_player]
        if seat.is_remote:
            banner = self.tr("%1 plays on their phone…").replace("%1", seat.name)
        else:
            banner = self.tr("%1 is playing…").replace("%1", seat.name)
        self.shell.show_banner(banner)
        self.hint.setText("")
        self.shell.refresh_presenter()
        self.shell.log_title.setText(self.tr("Game log (what everybody saw)"))
        self._write_log(view)
        self.board.setCurrentWidget(self.table)

    def _cover_for(self, seat: int) -> None:
        assert self.state is not None
        self.viewer = None
        name = self.seats[seat].name
        if self.state.stage == Stage.VICTIM_TAKE:
            thief = self.seats[self.state.turn_player].name
            detail = self.tr("%1 took one of %2's cards: %2 now takes a card from the centre.")
            detail = detail.replace("%1", thief).replace("%2", name)
        else:
            detail = self.tr("It is %1's turn. Everybody else, look away from the screen!").replace(
                "%1", name
            )
        self.cover.show_pass(name, detail)
        self._show_cover()
        self.cover.button.setFocus()

    def _show_cover(self) -> None:
        """Nothing of anybody's hand on screen: no card face in the scene, no log, no hint."""
        self.pending_steal = None
        self.scene.show_covered()
        self.shell.set_log([])
        self.shell.log_title.setText(QCoreApplication.translate("TableShell", "Game log"))
        self.shell.show_banner(self.cover.heading.text())
        self.hint.setText("")
        self.shell.refresh_presenter()
        self.shell.panels.release()  # nothing of the last person's view waits on screen
        self.board.setCurrentWidget(self.cover)

    def reveal(self) -> None:
        """The person named on the cover is at the computer: show their table."""
        if self.state is None or self.state.is_terminal():
            return
        actor = self.state.current_player
        if not self.seats[actor].is_person:
            return
        self.viewer = actor
        self._draw(animate=False)
        self.tell_news()

    def _show_table(self, animate: bool) -> None:
        state = self.state
        assert state is not None and self.viewer is not None
        view = state.view(self.viewer)
        texts = table_texts(view, self.seats, self.words)
        self.scene.show_view(view, self.names, texts, animate, self._hidden_sides(self.viewer))
        self.shell.refresh_presenter()
        acting = view.to_act == self.viewer and self.seats[self.viewer].is_person
        if acting:
            self._actions = self._action_map(state)
            keys: list[object] = list(self._actions)
            self.scene.set_choices(keys)
            if self.scene.focus_key is None and keys:
                self.scene.move_focus(1)
        else:
            self.scene.set_choices([])
        self.shell.show_banner(self._prompt(view, acting))
        self.hint.setText(hint_text(view.stage) if acting else "")
        self._show_log(view)
        self.board.setCurrentWidget(self.table)
        if acting:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    @staticmethod
    def _action_map(state: DJ05135State) -> dict[int, Action]:
        """One action per card: a steal's side is asked for in a second step."""
        actions: dict[int, Action] = {}
        for action in state.legal_actions():
            if isinstance(action, (PlayCard, TakeCard, FlipCentreCard, FlipHandCard)):
                actions[action.tag] = action
            elif isinstance(action, StealCard):
                actions.setdefault(action.tag, action)
        return actions

    def _prompt(self, view: DJ05135View, acting: bool) -> str:
        names = self.names
        if not acting and view.to_act == view.player:
            # A computer holds the seat on screen (a table of computers only): its prompt,
            # worded to "you", would ask the watcher to do what the computer is doing.
            return self.tr("%1 is playing…").replace("%1", names[view.player])
        text = fill_names(view.prompt, names)
        return f"{names[view.player]}, {text}" if acting else capital(text)

    def _show_log(self, view: DJ05135View) -> None:
        names = self.names
        self.shell.log_title.setText(
            self.tr("What %1 saw (the computer shows each person only their own view)").replace(
                "%1", names[view.player]
            )
        )
        self._write_log(view)

    def _write_log(self, view: DJ05135View) -> None:
        """The log as ``view``'s reader saw it, a line per event (written only when it changed)."""
        names = self.names
        log = self.log_texts.setdefault(view.player, LogLines())  # one per reader: each saw other sides
        lines = log.lines(view.log, lambda entry: capital(fill_names(entry.template, names)), tuple(names))
        if self.log_lines() != lines:
            self.shell.set_log([(line, False) for line in lines])

    # -- choosing ------------------------------------------------------------------------------

    def choose(self, key: object) -> None:
        """A card (by tag) or a steal option was clicked or chosen with Enter."""
        state = self.state
        if state is None or self.viewer is None or state.current_player != self.viewer:
            return
        if key in (SIDE_KEEP, SIDE_TURN) and self.pending_steal is not None:
            victim, tag = self.pending_steal
            self.pending_steal = None
            self._play(StealCard(victim, tag, key == SIDE_KEEP))
            return
        if not isinstance(key, int) or key not in self._actions:
            return
        action = self._actions[key]
        if isinstance(action, StealCard):
            sides = [StealCard(action.victim, action.tag, keep) for keep in (True, False)]
            if self.guided.allows_one_of(state, sides):  # the card is checked before its side
                self._ask_side(action)
                self.guided.place()
            return
        self._play(action)

    def _ask_side(self, steal: StealCard) -> None:
        """The second step of a steal: which side of the card will face the thief."""
        assert self.state is not None and self.viewer is not None
        self.pending_steal = (steal.victim, steal.tag)
        hand = self.state.view(self.viewer).hands[steal.victim]
        face = next(c.face for c in hand if c.tag == steal.tag)
        victim = self.names[steal.victim]
        self.scene.show_side_choice(
            face,
            (
                self.tr("Which side will face you?"),
                self.tr("Keep this side"),
                self.tr("Turn it round (the side %1 saw)").replace("%1", victim),
            ),
        )
        self.hint.setText(self.tr("Backspace: choose another card."))
        self.shell.show_banner(
            self.tr("%1, keep seeing the %2, or turn the card round?")
            .replace("%1", self.names[self.viewer])
            .replace("%2", card_word(face.animal))
        )

    def cancel_steal(self) -> None:
        """Backspace inside the steal: back to choosing the card (nothing was played)."""
        if self.pending_steal is not None:
            self.pending_steal = None
            self.scene.hide_side_choice()
            self._draw(animate=False)

    def _play(self, action: Action) -> None:
        assert self.session is not None and self.viewer is not None
        if self.shell.phones.paused:
            self.shell.show_banner(self.tr("The game is paused: press “Go on” to play."))
            return
        state = self.state
        if state is not None and not self.guided.allows(state, action):
            self.scene.hide_side_choice()
            self._draw(animate=False)
            return
        self.session.play(self.viewer, action)
