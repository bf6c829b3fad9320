"""The offer of a guided first game, made once per game the first time its view opens.

Not a dialog: a line of the new-game page, under its heading, that the newcomer may take or
leave, so nobody is stopped on their way in and nothing on the page is covered; whether it
was made is kept in the settings (``guide/offered``), so it never comes back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QWidget

from app.buttons import push_button
from app.settings import GUIDES_OFFERED, Settings
from app.theme import ACCENTS, px
from app.widgets import WrappedLabel

__all__ = ["GuideOffer", "mark_offered", "was_offered"]


def was_offered(settings: Settings, game: str) -> bool:
    return game in settings.get(GUIDES_OFFERED).split(",")


def mark_offered(settings: Settings, game: str) -> None:
    games = [g for g in settings.get(GUIDES_OFFERED).split(",") if g]
    if game not in games:
        settings.put(GUIDES_OFFERED, ",".join([*games, game]))


class GuideOffer(QFrame):
    """ "New to this game? Learn by playing" with the two answers; ``accepted`` or ``declined``."""

    accepted = Signal()
    declined = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title: Callable[[], str] | None = None
        self.setObjectName("guideOffer")
        self.setStyleSheet(
            f"QFrame#guideOffer {{ background: #fffaf0; border: {px(3)}px solid"
            f" {ACCENTS['orange'].name()}; border-radius: {px(12)}px; }}"
            " QLabel { background: transparent; border: none; color: #2b2118; }"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(px(14), px(8), px(10), px(8))
        self.text = WrappedLabel("guideOfferText")
        self.accept_button = push_button("guideOfferAccept", self._accept)
        self.decline_button = push_button("guideOfferDecline", self._decline)
        self.decline_button.setFlat(True)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.decline_button)
        layout.addWidget(self.accept_button)
        self.hide()

    def offer(self, game_title: Callable[[], str]) -> None:
        """Show the offer; ``game_title`` gives the game's name in the current language."""
        self._title = game_title
        self.refit()
        self.show()

    def refit(self) -> None:
        """Words for the current language (the page's layout gives the size)."""
        if self._title is None:
            return
        text = self.tr("New to %1? Learn it by playing a short guided game.")
        self.text.setText(text.replace("%1", self._title()))
        self.accept_button.setText(self.tr("Learn by playing"))
        self.decline_button.setText(self.tr("Not now"))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.refit()

    def _accept(self) -> None:
        self.hide()
        self.accepted.emit()

    def _decline(self) -> None:
        self.hide()
        self.declined.emit()
