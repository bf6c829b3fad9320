"""The DJ05135 view: a card table where you see one side of your cards and the others see the other.

The table only ever shows ``state.view(seat)`` of one seat (DESIGN.md §2: hidden
information is stripped by the engine). Which seat: the person whose step it is; while a
computer player moves, the last person who played (or, with nobody yet, nobody: the
hot-seat cover stays up). With two or more people at one computer, a full-window
"Pass the computer to …" cover comes before each person's steps whenever the seat on
screen would change, and hides every hand until that person asks to see them.

In presenter mode the teacher's "show all hands" switch draws, beside every card, the
side the seat on screen cannot see (read from the true state only while it is on, with a
banner saying so); switching it off lays the table out from the view alone again.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
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
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.context import AppContext
from app.dj05135.bot_runner import BotRunner
from app.dj05135.screens import CoverScreen, EndScreen, StartScreen
from app.dj05135.seats import Seat, TableSave, TableSetup, make_seat_bot, seats_from_save
from app.dj05135.setup_dialog import NewGameDialog
from app.dj05135.table import SIDE_KEEP, SIDE_TURN, TableScene, TableView
from app.fonts import SANS
from app.i18n import translate_message
from app.presenter_panel import PresenterPanel
from app.saves import autosave, autosave_path, clear_autosave, load_game, save_game
from app.theme import px
from app.views.base import BaseView
from app.views.registry import view_spec
from engines.base import Action, GameState
from engines.bots.base import Bot
from engines.dj05135 import cards
from engines.dj05135.actions import FlipCentreCard, FlipHandCard, PlayCard, StealCard, TakeCard
from engines.dj05135.cards import PICTOGRAMS, Face
from engines.dj05135.explain import explain_last, hidden_sides
from engines.dj05135.game import POINTS_TO_WIN, DJ05135State, DJ05135View, Stage
from engines.dj05135.log import fill_seats

__all__ = ["SPEC", "DJ05135TableView"]

GAME = "dj05135"
BOT_DELAY_KEY = "dj05135/bot_delay_ms"
LAST_SETUP_KEY = "dj05135/last_setup"
#: Pauses before a computer player's step: slow, normal, fast (ms).
SPEEDS = (1500, 800, 300)


def animal_word(animal: str) -> str:
    """An animal's name in the app's language (the engine's word, context ``engine``)."""
    return translate_message(cards.animal_word(animal))


def pictogram_word(pictogram: str) -> str:
    """A pictogram's short name in the app's language (the engine's word, context ``engine``)."""
    return translate_message(cards.pictogram_word(pictogram))


def pictogram_meaning(pictogram: str) -> str:
    return {
        "skip": QCoreApplication.translate("dj05135", "the next player misses a turn"),
        "reverse": QCoreApplication.translate("dj05135", "play goes the other way round"),
        "flip_centre": QCoreApplication.translate("dj05135", "turn over 3 centre cards, then take one"),
        "flip_hand": QCoreApplication.translate(
            "dj05135", "turn round one card in anybody's hand, yours too"
        ),
        "steal": QCoreApplication.translate(
            "dj05135",
            "take a card from another player instead of from the centre; they take one from the centre",
        ),
        "magnifier": QCoreApplication.translate(
            "dj05135", "no action; a hand of magnifiers wins a point too"
        ),
    }[pictogram]


def face_words(face: Face) -> str:
    if face.pictogram is None:
        return animal_word(face.animal)
    return f"{animal_word(face.animal)} · {pictogram_word(face.pictogram)}"


def fill_names(template: str, names: list[str]) -> str:
    """An engine sentence with ``{pN}`` standing for players, named and translated."""
    return translate_message(fill_seats(template, names))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


#: A reader sitting at no seat: sees the side of every hand that faces the room.
SPECTATOR = -2


class DJ05135TableView(BaseView):
    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.setObjectName("view-dj05135")
        self.state: DJ05135State | None = None
        self.setup: TableSetup | None = None
        self.bots: list[Bot | None] = []
        #: The seat whose view is on screen (None: nobody's, the cover is up).
        self.viewer: int | None = None
        self.pending_steal: tuple[int, int] | None = None
        self.last_error = ""
        self._actions: dict[int, Action] = {}
        self._remember = True

        self.pages = QStackedWidget()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.pages)

        self.start_screen = StartScreen()
        self.start_screen.new_button.clicked.connect(self.ask_new_game)
        self.start_screen.resume_button.clicked.connect(self.resume)
        self.start_screen.open_button.clicked.connect(self.ask_open)
        self.cover = CoverScreen()
        self.cover.revealed.connect(self.reveal)
        self.end_screen = EndScreen()
        self.end_screen.again_button.clicked.connect(self.play_again)
        self.end_screen.new_button.clicked.connect(self.ask_new_game)
        self.end_screen.table_button.clicked.connect(self._show_final_table)

        self.table_page = QWidget()
        self._build_table_page()
        for page in (self.start_screen, self.table_page, self.cover, self.end_screen):
            self.pages.addWidget(page)

        delay = 0 if context.headless else int(context.settings.value(BOT_DELAY_KEY, 800) or 0)
        self.runner = BotRunner(delay, self)
        self.runner.moved.connect(self._bot_moved)
        self.scene.animation_ms = 0 if context.headless else 260
        self._build_actions()
        self.dialog: NewGameDialog | None = None

    # -- building --------------------------------------------------------------------

    def _build_table_page(self) -> None:
        layout = QVBoxLayout(self.table_page)
        layout.setContentsMargins(px(10), px(8), px(10), px(8))
        top = QHBoxLayout()
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        font = QFont(SANS)
        font.setPixelSize(px(20))
        font.setBold(True)
        self.prompt.setFont(font)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        prompt_box = QVBoxLayout()
        prompt_box.setSpacing(0)
        prompt_box.addWidget(self.prompt)
        self.hint = QLabel()
        self.hint.setObjectName("subtitle")
        self.hint.setWordWrap(True)
        prompt_box.addWidget(self.hint)
        # Room for two lines of each, so a longer prompt never shifts the table.
        self.prompt.setMinimumHeight(self.prompt.fontMetrics().lineSpacing() * 2)
        self.hint.setMinimumHeight(self.hint.fontMetrics().lineSpacing() * 2)
        top.addLayout(prompt_box, 1)
        self.new_button = QPushButton()
        self.save_button = QPushButton()
        self.open_button = QPushButton()
        self.speed = QComboBox()
        self.speed.setObjectName("botSpeed")
        self.speed.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        for delay in SPEEDS:
            self.speed.addItem("", delay)
        self.speed.currentIndexChanged.connect(
            lambda _i: self.context.settings.set_value(BOT_DELAY_KEY, self.speed.currentData())
        )
        top.addWidget(self.speed)
        for button in (self.new_button, self.save_button, self.open_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            top.addWidget(button)
        self.new_button.clicked.connect(self.ask_new_game)
        self.save_button.clicked.connect(self.ask_save)
        self.open_button.clicked.connect(self.ask_open)
        layout.addLayout(top)
        self.presenter = PresenterPanel(self.context.settings)
        # No list of hidden cards in the panel: the table itself shows every hidden side.
        self.presenter.set_sources(self._explain_last, None, self.names)
        self.presenter.show_all_changed.connect(self._show_all_changed)
        layout.addWidget(self.presenter)

        body = QHBoxLayout()
        self.scene = TableScene(self)
        self.scene.chosen.connect(self.choose)
        self.table = TableView(self.scene)
        self.table.back_pressed.connect(self.cancel_steal)
        body.addWidget(self.table, 1)
        self.side = QTabWidget()
        self.side.setMinimumWidth(px(220))
        self.side.setMaximumWidth(px(400))
        self.side.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.log_list = QListWidget()
        self.log_list.setObjectName("log")
        self.log_list.setWordWrap(True)
        self.log_list.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.log_list.setAlternatingRowColors(True)
        log_page = QWidget()
        log_layout = QVBoxLayout(log_page)
        log_layout.setContentsMargins(px(4), px(4), px(4), px(4))
        self.log_title = QLabel()
        self.log_title.setWordWrap(True)
        log_layout.addWidget(self.log_title)
        log_layout.addWidget(self.log_list, 1)
        self.side.addTab(log_page, "")
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setAlignment(Qt.AlignmentFlag.AlignTop)
        legend_page = QWidget()
        legend_layout = QVBoxLayout(legend_page)
        legend_layout.addWidget(self.legend)
        legend_layout.addStretch(1)
        self.side.addTab(legend_page, "")
        body.addWidget(self.side)
        layout.addLayout(body, 1)

    def _build_actions(self) -> None:
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.ask_new_game)
        self.save_action = QAction(self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.ask_save)
        self.open_action = QAction(self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.ask_open)
        for action in (self.new_action, self.save_action, self.open_action):
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.addAction(action)

    def retranslate_ui(self) -> None:
        self.start_screen.retranslate(autosave_path(self.context.data_dir, GAME).exists())
        self.end_screen.retranslate()
        self.new_button.setText(self.tr("New game…"))
        self.new_button.setToolTip(self.tr("Start a new game (Ctrl+N)"))
        self.save_button.setText(self.tr("Save…"))
        self.save_button.setToolTip(self.tr("Save this game to a file (Ctrl+S)"))
        self.open_button.setText(self.tr("Open…"))
        for i, text in enumerate(
            (self.tr("Computer: slow"), self.tr("Computer: normal"), self.tr("Computer: fast"))
        ):
            self.speed.setItemText(i, text)
        self.speed.setToolTip(self.tr("How long the computer players wait before each step"))
        delay = int(self.context.settings.value(BOT_DELAY_KEY, 800) or 0)
        self.speed.blockSignals(True)
        self.speed.setCurrentIndex(min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - delay)))
        self.speed.blockSignals(False)
        self.open_button.setToolTip(self.tr("Open a saved game (Ctrl+O)"))
        self.side.setTabText(0, self.tr("What happened"))
        self.side.setTabText(1, self.tr("Pictures"))
        rows = "".join(f"<p><b>{pictogram_word(p)}</b>: {pictogram_meaning(p)}</p>" for p in PICTOGRAMS)
        self.legend.setText(
            self.tr("<p>The round picture on a card tells what happens when it is played.</p>") + rows
        )
        if self.state is not None:
            self._refresh(animate=False)

    def resizeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().resizeEvent(event)
        self.side.setMaximumWidth(max(px(210), min(px(420), round(self.width() * 0.27))))
        self.side.setMinimumWidth(min(px(210), self.side.maximumWidth()))

    def on_settings_changed(self, key: str) -> None:
        if key == BOT_DELAY_KEY and not self.context.headless:
            self.runner.delay_ms = int(self.context.settings.value(BOT_DELAY_KEY, 800) or 0)

    # -- presenter mode ----------------------------------------------------------------

    def _explain_last(self):  # type: ignore[no-untyped-def]
        # Told as the room sees the table (no seat's own side), so a hot-seat cover stays safe.
        return explain_last(self.state, self.names(), SPECTATOR) if self.state is not None else None

    def _hidden_sides(self, seat: int) -> dict[int, Face] | None:
        """The sides ``seat`` cannot see, only while the teacher shows all hands (else None)."""
        if self.state is None or not self.presenter.showing_all:
            return None
        return hidden_sides(self.state, seat)

    def _show_all_changed(self, _on: bool) -> None:
        """The teacher's switch: draw the table again at once, with or without the hidden sides."""
        if self.state is None or self.pages.currentWidget() is not self.table_page:
            return  # a cover or the end screen is up: the next table drawn follows the switch
        if self.state.is_terminal():
            self._show_final_table()
            return
        if self.viewer is None:
            return
        steal = self.pending_steal
        self._show_table(animate=False)
        if steal is not None:
            self.pending_steal = None
            self.choose(steal[1])  # the side choice was open: offer it again over the new table

    def shortcuts(self) -> list[tuple[str, str]]:
        return [
            (self.tr("← →  ↑ ↓ / Tab"), self.tr("Move between the cards you may choose")),
            (self.tr("Enter / Space"), self.tr("Play, take or flip the card with the focus")),
            (self.tr("Backspace"), self.tr("Go back one step (when a choice can be undone)")),
        ]

    def on_shown(self) -> None:
        if self.state is None:
            self.retranslate_ui()
            self.pages.setCurrentWidget(self.start_screen)
            self.start_screen.new_button.setFocus()

    # -- names -----------------------------------------------------------------------

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.setup.seats if self.setup else ()

    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    @property
    def hot_seat(self) -> bool:
        return len(self.humans()) >= 2

    # -- starting, saving, loading -----------------------------------------------------

    def ask_new_game(self) -> None:
        previous = self.setup or self._last_setup()
        dialog = NewGameDialog(previous, 1 + secrets.randbelow(999_999), self)
        dialog.accepted.connect(lambda: self.start_game(dialog.setup()))
        self.dialog = dialog
        dialog.open()

    def _last_setup(self) -> TableSetup | None:
        data = self.context.settings.value(LAST_SETUP_KEY)
        if not isinstance(data, str) or not data:
            return None
        import json

        try:
            raw = json.loads(data)
            seats = tuple(Seat.from_json(s) for s in raw["seats"])
            if not 2 <= len(seats) <= 4:
                return None
            return TableSetup(
                seats, int(raw.get("first_player", 0)) % len(seats), bool(raw.get("other_side")), 1
            )
        except (ValueError, KeyError, TypeError):
            return None

    def start_game(self, setup: TableSetup, state: DJ05135State | None = None, remember: bool = True) -> None:
        """Play ``setup`` from the deal, or go on with ``state`` (a resumed game).

        ``remember`` False (screenshots) writes neither the autosave nor the last set-up.
        """
        import json

        self.runner.cancel()
        self.setup = setup
        self.state = state if state is not None else setup.new_state()
        self.bots = [make_seat_bot(seat, i, self.state.seed) for i, seat in enumerate(setup.seats)]
        self.viewer = None
        self.pending_steal = None
        self.scene.show_covered()
        self.log_list.clear()
        self._remember = remember
        if not remember:
            self._refresh(animate=False)
            return
        self.context.settings.set_value(
            LAST_SETUP_KEY,
            json.dumps(
                {
                    "seats": [s.to_json() for s in setup.seats],
                    "first_player": setup.first_player,
                    "other_side": setup.other_side_scoring,
                }
            ),
        )
        self._autosave()
        self._refresh(animate=False)

    def play_again(self) -> None:
        if self.setup is None:
            self.ask_new_game()
            return
        setup = self.setup
        self.start_game(TableSetup(setup.seats, setup.first_player, setup.other_side_scoring, setup.seed + 1))

    def _autosave(self) -> None:
        if self.state is None or not self._remember:
            return
        if self.state.is_terminal():
            clear_autosave(self.context.data_dir, GAME)
        else:
            autosave(self.context.data_dir, cast(GameState, TableSave(self.state, self.seats)))

    def save_to(self, path: Path) -> str:
        """Save the game in ``path``; returns an error sentence ('' when saved)."""
        if self.state is None:
            return self.tr("There is no game to save.")
        try:
            save_game(path, cast(GameState, TableSave(self.state, self.seats)))
        except OSError as exc:
            return (
                self.tr("Cannot save %1 (%2).")
                .replace("%1", path.name)
                .replace("%2", exc.strerror or str(exc))
            )
        return ""

    def load_from(self, path: Path) -> str:
        """Go on with the game saved in ``path``; on a bad file keep the current game and return why."""
        state, result = load_game(path)
        if state is None or not isinstance(state, DJ05135State):
            error = translate_message(result.error) or self.tr(
                "Cannot open %1 (not a DJ05135 game)."
            ).replace("%1", path.name)
            self._warn(error)
            return error
        seats = seats_from_save(result.data, state.players)
        options = state.options
        self.start_game(
            TableSetup(seats, options["first_player"], options["other_side_scoring"], state.seed), state
        )
        return ""

    def resume_autosave(self) -> None:
        self.resume()

    def resume(self) -> bool:
        path = autosave_path(self.context.data_dir, GAME)
        if not path.exists():
            return False
        return self.load_from(path) == ""

    def ask_save(self) -> None:
        if self.state is None:
            return
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save the game"), str(Path.home() / "dj05135.json"), self.tr("Saved games (*.json)")
        )
        if name:
            error = self.save_to(Path(name))
            if error:
                self._warn(error)

    def ask_open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a saved game"), str(Path.home()), self.tr("Saved games (*.json)")
        )
        if name:
            self.load_from(Path(name))

    def _warn(self, text: str) -> None:
        self.last_error = text
        if not self.context.headless:
            QMessageBox.warning(self, self.tr("DJ05135"), text)

    # -- the flow of the game ----------------------------------------------------------

    def _refresh(self, animate: bool = True) -> None:
        state = self.state
        if state is None:
            return
        self._actions = {}
        if state.is_terminal():
            self.runner.cancel()
            self._show_end()
            return
        actor = state.current_player
        seat = self.seats[actor]
        if seat.is_human:
            if self.hot_seat and self.viewer != actor:
                self._cover_for(actor)
                return
            self.viewer = actor
        elif self.viewer is None:
            humans = self.humans()
            if len(humans) == 1:
                self.viewer = humans[0]
            elif not humans:
                self.viewer = 0
        if self.viewer is None:
            # Computer players move before any person has taken the computer: keep all hands hidden.
            self.scene.show_covered()
            self.cover.show_waiting(self.tr("%1 is playing…").replace("%1", seat.name))
            self.pages.setCurrentWidget(self.cover)
        else:
            self._show_table(animate)
        if not seat.is_human:
            bot = self.bots[actor]
            assert bot is not None
            self.runner.request(bot, state.view(actor), state.legal_actions())

    def _cover_for(self, seat: int) -> None:
        assert self.state is not None
        self.viewer = None
        self.pending_steal = None
        self.scene.show_covered()
        self.log_list.clear()
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
        self.pages.setCurrentWidget(self.cover)
        self.cover.button.setFocus()

    def reveal(self) -> None:
        """The person named on the cover is at the computer: show their table."""
        if self.state is None or self.state.is_terminal():
            return
        actor = self.state.current_player
        if not self.seats[actor].is_human:
            return
        self.viewer = actor
        self._refresh(animate=False)

    def _show_table(self, animate: bool) -> None:
        state = self.state
        assert state is not None and self.viewer is not None
        view = state.view(self.viewer)
        names = self.names()
        self.scene.show_view(view, names, self._texts(view), animate, self._hidden_sides(self.viewer))
        self.presenter.refresh()
        acting_human = view.to_act == self.viewer and self.seats[self.viewer].is_human
        if acting_human:
            self._actions = self._action_map(state)
            keys: list[object] = list(self._actions)
            self.scene.set_choices(keys)
            if self.scene.focus_key is None and keys:
                self.scene.move_focus(1)
        else:
            self.scene.set_choices([])
        self.prompt.setText(self._prompt(view, acting_human))
        self.hint.setText(self._hint(view) if acting_human else "")
        self._show_log(view)
        if self.pages.currentWidget() is not self.table_page:
            self.pages.setCurrentWidget(self.table_page)
        if acting_human:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _action_map(self, state: DJ05135State) -> dict[int, Action]:
        actions: dict[int, Action] = {}
        for action in state.legal_actions():
            if isinstance(action, (PlayCard, TakeCard, FlipCentreCard, FlipHandCard)):
                actions[action.tag] = action
            elif isinstance(action, StealCard):
                actions.setdefault(action.tag, action)
        return actions

    def _prompt(self, view: DJ05135View, acting: bool) -> str:
        names = self.names()
        text = fill_names(view.prompt, names)
        if acting:
            name = names[view.player]
            return f"{name}, {text}"
        return _capital(text)

    def _hint(self, view: DJ05135View) -> str:
        keys = self.tr("Click a card, or move with the arrow keys or Tab and press Enter.")
        stage = view.stage
        if stage == Stage.PLAY:
            why = self.tr("The round picture on the card you play tells what happens next.")
        elif stage in (Stage.TAKE, Stage.VICTIM_TAKE):
            why = self.tr("The card comes into your hand with its face-up side towards you.")
        elif stage == Stage.FLIP_CENTRE:
            why = self.tr("Watch closely: you see what was underneath.")
        elif stage == Stage.FLIP_HAND:
            why = self.tr("Turning a card round in a hand swaps the side its holder sees.")
        else:
            why = self.tr("Then choose which side of it will face you.")
        return f"{why} {keys}"

    def _texts(self, view: DJ05135View) -> dict[str, str]:
        names = self.names()
        me = view.player
        texts: dict[str, str] = {
            "centre": self.tr("Centre: %1 cards, face up").replace("%1", str(len(view.centre))),
            "hand_hint": self.tr("You see this side of your cards. The others see the other side."),
            "mark:played": self.tr("played"),
            "mark:flipped": self.tr("flipped"),
            "other_side": self.tr("other side"),
        }
        arrow = "↻" if view.direction > 0 else "↺"
        order = [view.turn_player]
        while len(order) < view.players:
            order.append((order[-1] + view.direction) % view.players)
        texts["order"] = (
            self.tr("Turn order %1: %2")
            .replace("%1", arrow)
            .replace("%2", " → ".join(self.tr("you") if s == me else names[s] for s in order))
        )
        for seat, name in enumerate(names):
            if seat == me:
                label = self.tr("%1 (you)").replace("%1", name)
            elif not self.seats[seat].is_human:
                label = self.tr("%1 (computer)").replace("%1", name)
            else:
                label = name
            texts[f"name:{seat}"] = label
            points = view.points[seat]
            texts[f"points:{seat}"] = (
                self.tr("%1 of %2 points").replace("%1", str(points)).replace("%2", str(POINTS_TO_WIN))
            )
        for seat, hand in enumerate(view.hands):
            for card in hand:
                words = face_words(card.face)
                if seat == me:
                    texts[f"caption:{card.tag}"] = words
                    texts[f"tip:{card.tag}"] = self.tr("You see: %1. The others see its other side.").replace(
                        "%1", words
                    )
                else:
                    texts[f"tip:{card.tag}"] = (
                        self.tr("You see: %1. %2 sees its other side.")
                        .replace("%1", words)
                        .replace("%2", names[seat])
                    )
        for card in view.centre:
            texts[f"tip:{card.tag}"] = self.tr("Face up: %1").replace("%1", face_words(card.face))
        return texts

    def _show_log(self, view: DJ05135View) -> None:
        names = self.names()
        self.log_title.setText(
            self.tr("What %1 saw (the computer shows each person only their own view)").replace(
                "%1", names[view.player]
            )
        )
        lines = [_capital(fill_names(entry.template, names)) for entry in view.log]
        if [self.log_list.item(i).text() for i in range(self.log_list.count())] != lines:
            self.log_list.clear()
            for line in lines:
                self.log_list.addItem(QListWidgetItem(line))
            self.log_list.scrollToBottom()

    def log_lines(self) -> list[str]:
        return [self.log_list.item(i).text() for i in range(self.log_list.count())]

    # -- choosing ----------------------------------------------------------------------

    def choose(self, key: object) -> None:
        """A card (by tag) or a steal option was clicked or chosen with Enter."""
        state = self.state
        if state is None or self.viewer is None or state.current_player != self.viewer:
            return
        if key in (SIDE_KEEP, SIDE_TURN) and self.pending_steal is not None:
            victim, tag = self.pending_steal
            self.pending_steal = None
            self._apply(StealCard(victim, tag, key == SIDE_KEEP))
            return
        if not isinstance(key, int) or key not in self._actions:
            return
        action = self._actions[key]
        if isinstance(action, StealCard):
            self.pending_steal = (action.victim, action.tag)
            face = next(c.face for c in state.view(self.viewer).hands[action.victim] if c.tag == action.tag)
            victim = self.names()[action.victim]
            self.scene.show_side_choice(
                face,
                (
                    self.tr("Which side will face you?"),
                    self.tr("Keep this side"),
                    self.tr("Turn it round (the side %1 saw)").replace("%1", victim),
                ),
            )
            self.hint.setText(self.tr("Backspace: choose another card."))
            self.prompt.setText(
                self.tr("%1, keep seeing the %2, or turn the card round?")
                .replace("%1", self.names()[self.viewer])
                .replace("%2", animal_word(face.animal))
            )
            return
        self._apply(action)

    def cancel_steal(self) -> None:
        if self.pending_steal is not None:
            self.pending_steal = None
            self.scene.hide_side_choice()
            self._refresh(animate=False)

    def _apply(self, action: Action) -> None:
        assert self.state is not None
        self.state.apply(action)
        self._autosave()
        self._refresh(animate=True)

    def _bot_moved(self, action: object) -> None:
        state = self.state
        if state is None or state.is_terminal() or self.seats[state.current_player].is_human:
            return
        self._apply(cast(Action, action))

    # -- the end -------------------------------------------------------------------------

    def _show_end(self) -> None:
        state = self.state
        assert state is not None
        names = self.names()
        winners = state.winners()
        if len(winners) == 1:
            heading = self.tr("%1 wins!").replace("%1", names[winners[0]])
        else:
            heading = self.tr("A tie: %1").replace("%1", " & ".join(names[w] for w in winners))
        if max(state.points) >= POINTS_TO_WIN:
            detail = self.tr("Three points: well played, everybody!")
        else:
            detail = self.tr("The turn limit was reached: the most points win.")
        order = sorted(range(state.players), key=lambda s: -state.points[s])
        rows = [(names[s], state.points[s], s in winners) for s in order]
        self.end_screen.show_result(heading, detail, rows, POINTS_TO_WIN)
        self.pages.setCurrentWidget(self.end_screen)
        self.end_screen.again_button.setFocus()

    def _show_final_table(self) -> None:
        """After the game every side may be seen: show the table as the last person saw it."""
        if self.state is None:
            return
        seat = self.viewer if self.viewer is not None else (self.humans() or [0])[0]
        view = self.state.view(seat)
        self.scene.show_view(
            view, self.names(), self._texts(view), animate=False, hidden=self._hidden_sides(seat)
        )
        self.scene.set_choices([])
        self.prompt.setText(
            _capital(fill_names(view.prompt, self.names())) + "  " + self.tr("(Ctrl+N: new game)")
        )
        self._show_log(view)
        self.pages.setCurrentWidget(self.table_page)

    # -- screenshots -------------------------------------------------------------------

    def set_mode(self, mode: str | None) -> None:
        """Fixed positions for the README pictures (played synchronously, no threads)."""
        self.runner.cancel()
        if mode == "cover":
            seats = (Seat("Ana"), Seat("Leo"), Seat("Robot Bea", "strong", "medium"))
            setup = TableSetup(seats, 0, False, 4242)
            state = self._played(setup, turns=3)
            self.start_game(setup, state, remember=False)
        elif mode == "end":
            seats = (
                Seat("Ana", "strong", "hard"),
                Seat("Robot Bea", "strong", "medium"),
                Seat("Robot Max", "greedy", "medium"),
                Seat("Robot Kit", "random", "easy"),
            )
            setup = TableSetup(seats, 0, False, 77)
            state = self._played(setup, turns=10_000)
            self.start_game(TableSetup((Seat("Ana"), *seats[1:]), 0, False, 77), state, remember=False)
        else:
            seats = (Seat("Ana"), Seat("Robot Bea", "strong", "medium"), Seat("Robot Max", "strong", "easy"))
            setup = TableSetup(seats, 0, False, 2024)
            state = self._played(setup, turns=4)
            self.start_game(setup, state, remember=False)
        self.scene.finish_animations()

    @staticmethod
    def _played(setup: TableSetup, turns: int) -> DJ05135State:
        """``setup`` played by bots for ``turns`` turns, stopping at a person's 'play' step."""
        state = setup.new_state()
        bots = [
            make_seat_bot(Seat(s.name, "strong", "medium"), i, setup.seed) for i, s in enumerate(setup.seats)
        ]
        while not state.is_terminal():
            if (
                state.turns >= turns
                and state.stage == Stage.PLAY
                and setup.seats[state.current_player].is_human
            ):
                break
            actor = state.current_player
            bot = bots[actor]
            assert bot is not None
            state.apply(bot.choose(state.view(actor), state.legal_actions()))
        return state


SPEC = view_spec("dj05135")
