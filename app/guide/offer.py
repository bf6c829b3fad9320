"""The offer of a guided first game, made once per game the first time its view opens.

Not a dialog: a small panel over the new-game page that the newcomer may take or leave,
so nobody is stopped on their way in; whether it was made is kept in the settings
(``guide/offered``), so it never comes back.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QWidget

from app.buttons import push_button
from app.settings import GUIDES_OFFERED, Settings
from app.theme import ACCENTS, px
from app.widgets import text_label

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

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("guideOffer")
        self.setStyleSheet(
            f"QFrame#guideOffer {{ background: #fffaf0; border: {px(3)}px solid"
            f" {ACCENTS['orange'].name()}; border-radius: {px(12)}px; }}"
            " QLabel { background: transparent; border: none; color: #2b2118; }"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(px(14), px(8), px(10), px(8))
        self.text = text_label("guideOfferText", wrap=True)
        self.accept_button = push_button("guideOfferAccept", self._accept)
        self.decline_button = push_button("guideOfferDecline", self._decline)
        self.decline_button.setFlat(True)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.decline_button)
        layout.addWidget(self.accept_button)
        self.hide()

    def offer(self, game_title: str) -> None:
        self.text.setText(
            self.tr("New to %1? Learn it by playing a short guided game.").replace("%1", game_title)
        )
        self.accept_button.setText(self.tr("Learn by playing"))
        self.decline_button.setText(self.tr("Not now"))
        parent = self.parentWidget()
        width = min(px(620), parent.width() - px(24)) if parent is not None else px(620)
        self.setFixedWidth(max(width, px(300)))
        self.adjustSize()
        if parent is not None:
            self.move((parent.width() - self.width()) // 2, px(12))
        self.show()
        self.raise_()

    def _accept(self) -> None:
        self.hide()
        self.accepted.emit()

    def _decline(self) -> None:
        self.hide()
        self.declined.emit()
