"""A table for a game that brings no view of its own: the shell, its view as text, a button per move.

A new game plugs in through its manifest alone (docs/ARCHITECTURE.md, "How a game plugs
in") and is playable at once: this view seats one person and computer players for the
other seats, writes ``str(view)`` of the person's seat on the table and offers each legal
action as a button. A game grows its own table later; the shell, saves, undo, bots and the
resume offer are the same from the first day.
"""

from __future__ import annotations

import secrets

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout

from app.context import AppContext
from app.fonts import SANS
from app.games import game_title
from app.i18n import translate_message
from app.table.shell import TableShell
from app.theme import px
from app.views.base import BaseView
from engines.base import Action
from engines.manifest import game_spec
from engines.table.seats import Seat, TableSetup, default_name
from engines.table.session import TableSession

__all__ = ["PlainTableView"]


class PlainTableView(BaseView):
    """The view of one game, given by id (the registry passes it through a manifest)."""

    def __init__(self, context: AppContext, game: str) -> None:
        super().__init__(context)
        self.game = game
        self.setObjectName(f"view-{game}")
        self.shell = TableShell(context, game, self)
        self.table = QLabel()
        self.table.setObjectName("plainTable")
        self.table.setWordWrap(True)
        self.table.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.shell.set_table(self.table)
        self.buttons: list[QPushButton] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.shell)
        self.shell.changed.connect(lambda _change: self.refresh())
        self.shell.session_opened.connect(self.refresh)
        self.shell.new_requested.connect(self.new_game)
        if not self.shell.resume():
            self.new_game()

    def new_game(self) -> None:
        spec = game_spec(self.game)
        cls = spec.state_class()
        bot = spec.bots[-1] if spec.bots else None
        seats = [Seat(str(default_name(0)))]
        for index in range(1, max(cls.min_players, 2 if bot else 1)):
            seats.append(
                Seat.computer(str(default_name(index)), *bot) if bot else Seat(str(default_name(index)))
            )
        seed = 1 if self.context.headless else secrets.randbelow(1_000_000)
        self.shell.open_session(TableSession(TableSetup(self.game, tuple(seats), seed)))

    def resume_autosave(self) -> None:
        self.shell.resume()

    def refresh(self) -> None:
        session = self.shell.session
        if session is None:
            return
        seat = session.to_act()
        viewer = seat if seat is not None and session.setup.seats[seat].is_person else 0
        font = QFont(SANS)
        font.setPixelSize(px(22))
        self.table.setFont(font)
        self.table.setText(str(session.view(viewer)))
        if session.over:
            winners = ", ".join(session.names[w] for w in session.state.winners())
            self.shell.banner.setText(self.tr("Game over — %1 won.").replace("%1", winners))
        elif seat is not None:
            self.shell.banner.setText(self.tr("%1 to play").replace("%1", session.names[seat]))
        self._show_moves(session.legal_for(viewer) if session.is_person_turn() else [])
        self.shell.set_log(
            [
                (translate_message(a.describe(session.names)), session.setup.seats[who].is_bot)
                for a, who in zip(session.state.history, session.state.actors, strict=True)
            ]
        )
        self.title_changed.emit(game_title(self.game))

    def _show_moves(self, actions: list[Action]) -> None:
        for button in self.buttons:
            self.shell.action_bar.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        session = self.shell.session
        for action in actions:
            button = QPushButton(translate_message(action.describe(session.names if session else None)))
            button.setMinimumHeight(px(40))
            button.clicked.connect(lambda _=False, a=action: self._play(a))
            self.shell.action_bar.addWidget(button)
            self.buttons.append(button)

    def _play(self, action: Action) -> None:
        session = self.shell.session
        if session is not None and (seat := session.to_act()) is not None:
            session.play(seat, action)
