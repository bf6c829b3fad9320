"""A table for a game that brings no view of its own: the shell, its view as text, a button per move.

A new game plugs in through its manifest alone (docs/ARCHITECTURE.md, "How a game plugs
in") and is playable at once: the card table contract (:class:`~app.table.card_table.CardTableView`)
gives it its new-game page and its end page from the manifest, and this view writes
``str(view)`` of the person at this computer on the table (never a phone's or a computer
player's seat: the room sees the screen) and offers each legal action as a button.
A game grows its own table later; the pages, the shell, saves, undo, bots and the resume
offer are the same from the first day.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy

from app.context import AppContext
from app.fonts import sans_font
from app.guide.targets import NoTargets
from app.i18n import translate_message
from app.table.card_table import CardTableView
from app.theme import px
from engines.base import Action
from engines.table.session import Change

__all__ = ["PlainTableView"]


class PlainTableView(CardTableView):
    """The view of one game, given by id (the registry passes it through a manifest)."""

    def __init__(self, context: AppContext, game: str) -> None:
        super().__init__(context, game)
        self.table = QLabel()
        self.table.setObjectName("plainTable")
        self.table.setWordWrap(True)
        self.table.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.shell.set_table(self.table)
        self.buttons: list[QPushButton] = []
        self.guide_targets = NoTargets()
        self.retranslate_ui()

    def busy(self) -> bool:
        return False  # nothing moves on a table of text

    def finish_motion(self) -> None:
        pass

    def on_change(self, change: Change) -> None:
        self.refresh()

    def ready_for_person(self) -> bool:
        """The keyboard starts on the first move (Tab and Enter or Space play the others)."""
        if self.buttons and self.pages.currentWidget() is self.shell:
            self.buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        seat = session.to_act()
        persons = session.setup.persons
        # The seat whose cards the screen shows: the person at this computer who acts, else the
        # first; never a seat played on a phone or by the computer (the room sees the screen).
        viewer = seat if seat in persons else persons[0] if persons else None
        self.table.setFont(sans_font(px(22)))
        if viewer is None:
            self.table.setText(self.tr("Each player sees their own cards on their phone."))
        else:
            self.table.setText(translate_message(str(session.view(viewer))))
        if session.over:
            winners = ", ".join(session.names[w] for w in session.state.winners())
            self.shell.show_banner(self.tr("Game over — %1 won.").replace("%1", winners))
        elif seat is not None:
            self.shell.show_banner(self.tr("%1 to play").replace("%1", session.names[seat]))
        self._show_moves(session.legal_for(seat) if seat is not None and session.is_person_turn() else [])
        self.shell.set_log(
            [
                (translate_message(a.describe(session.names)), session.setup.seats[who].is_bot)
                for a, who in zip(session.state.history, session.state.actors, strict=True)
            ]
        )

    def _show_moves(self, actions: list[Action]) -> None:
        for button in self.buttons:
            self.shell.action_bar.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        session = self.session
        for action in actions:
            button = QPushButton(translate_message(action.describe(session.names if session else None)))
            button.setMinimumHeight(px(40))
            button.clicked.connect(lambda _=False, a=action: self._play(a))
            self.shell.action_bar.addWidget(button)
            self.buttons.append(button)

    def _play(self, action: Action) -> None:
        session = self.session
        if (
            session is not None
            and (seat := session.to_act()) is not None
            and self.guided.allows(session.state, action)
        ):
            session.play(seat, action)
