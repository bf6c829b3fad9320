"""The row under the Verso table: take or flip the top card, the series being chosen, bank or pass.

The bar only shows and asks: the view decides whether the person at the table may act
and plays the action through the session. Its sentences keep the ``VersoTableView``
context they have always had in the catalogues.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from app.access.verso import face_words, joker_word
from app.buttons import mnemonic, push_button
from app.counted import Counted
from app.fonts import SANS
from app.i18n import translate_message
from app.theme import px
from app.verso.session import SeriesCheck
from app.widgets import text_label
from engines.verso import VersoState
from engines.verso.actions import Bank, Draw, Pass
from engines.verso.cards import JOKER_LABEL, Face, colour_word

__all__ = ["VersoActionBar", "mnemonic"]


class VersoActionBar(QWidget):
    """Emits ``take(flip)``, ``bank_chosen()`` and ``pass_chosen()`` when a button is clicked."""

    take = Signal(bool)
    bank_chosen = Signal()
    pass_chosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(px(2))
        layout = self._row = QHBoxLayout()
        self._below = QHBoxLayout()
        outer.addLayout(layout)
        outer.addLayout(self._below)
        self.take_button = push_button("takeButton", lambda: self.take.emit(False))
        self.flip_button = push_button("flipButton", lambda: self.take.emit(True))
        self.series_label = text_label("seriesLabel", wrap=True)
        self.series_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.arrangement = QComboBox()
        self.arrangement.setObjectName("arrangement")
        self.bank_button = push_button("bankButton", self.bank_chosen)
        self.pass_button = push_button("passButton", self.pass_chosen)
        layout.addWidget(self.take_button)
        layout.addWidget(self.flip_button)
        layout.addWidget(self.series_label, 1)
        layout.addWidget(self.arrangement)
        layout.addWidget(self.bank_button)
        layout.addWidget(self.pass_button)
        self.arrangement.setVisible(False)
        self._inline = True
        #: The face on top of the draw pile, which Take and Flip name (None once the pile is empty).
        self.top: Face | None = None
        #: The series chosen, which Bank names (None while the cards chosen make none).
        self.series: Bank | None = None
        self.apply_fonts()
        self.retranslate_ui()

    def apply_fonts(self) -> None:
        body = QFont(SANS)
        body.setPixelSize(px(13))
        self.series_label.setFont(body)
        self._place_words()

    #: The least width of the series words beside the buttons (pixels at scale 1); with less
    #: room (presenter mode on a small screen) they take a line of their own below the buttons,
    #: rather than a narrow column of many lines that would push the table up.
    WORDS_LEAST_WIDTH = 220

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_words()

    def _place_words(self) -> None:
        others = (self.take_button, self.flip_button, self.arrangement, self.bank_button, self.pass_button)
        shown = [w for w in others if w.isVisibleTo(self)]
        room = self.width() - sum(w.sizeHint().width() + self._row.spacing() for w in shown)
        # Back beside the buttons only with some room to spare: a card's name in a button's
        # words, a few letters longer or shorter each turn, does not move them up and down.
        inline = room >= px(self.WORDS_LEAST_WIDTH + (0 if self._inline else 60))
        if inline == self._inline:
            return
        self._inline = inline
        if inline:
            self._below.removeWidget(self.series_label)
            self._row.takeAt(2)  # the gap that stood in for the words
            self._row.insertWidget(2, self.series_label, 1)
        else:
            self._row.removeWidget(self.series_label)
            self._row.insertStretch(2, 1)
            self._below.addWidget(self.series_label)

    def retranslate_ui(self) -> None:
        """Each button's key is the letter its translator marked with "&" (so it fits the language),
        written after the label too, since some systems underline it only while Alt is held.

        Take, Flip and Bank say what they do with what: the card on top of the pile, the series
        chosen ("Take orange 6 as shown"); a screen reader hears a joker as "joker"."""
        top, series = self.top, self.series
        labels: dict[QPushButton, tuple[str, Face | Bank | None]] = {
            self.take_button: (QCoreApplication.translate("VersoTableView", "&Take %1 as shown"), top)
            if top is not None
            else (QCoreApplication.translate("VersoTableView", "&Take as shown"), None),
            self.flip_button: (QCoreApplication.translate("VersoTableView", "&Flip %1 and take it"), top)
            if top is not None
            else (QCoreApplication.translate("VersoTableView", "&Flip and take"), None),
            self.bank_button: (QCoreApplication.translate("VersoTableView", "&Bank %1"), series)
            if series is not None
            else (QCoreApplication.translate("VersoTableView", "&Bank series"), None),
            self.pass_button: (QCoreApplication.translate("VersoTableView", "&Pass"), None),
        }
        for button, (label, subject) in labels.items():
            letter = mnemonic(label)
            shown, said = _named(label, subject)
            button.setText(f"{shown} ({letter})" if letter else shown)
            button.setAccessibleName(f"{said} ({letter})".replace("&", "") if letter else said)
        self._place_words()
        self.arrangement.setToolTip(
            QCoreApplication.translate(
                "VersoTableView", "Where the jokers stand decides which two cards are discarded"
            )
        )

    def buttons(self) -> tuple[QPushButton, ...]:
        """The buttons a key presses, in the order they sit."""
        return (self.take_button, self.flip_button, self.bank_button, self.pass_button)

    def show_turn(self, state: VersoState, acting: bool) -> None:
        """Offer what the rules allow now; ``acting`` is whether the person here may act."""
        legal = state.legal_actions() if acting and not state.is_terminal() else []
        draws = {a.flip for a in legal if isinstance(a, Draw)}
        top = state.face(state.top) if state.phase == "play" and state.top < state.n else None
        if top != self.top:
            self.top = top
            self.retranslate_ui()
        self.take_button.setEnabled(False in draws)
        self.flip_button.setEnabled(True in draws)
        self.take_button.setVisible(state.phase == "play")
        self.flip_button.setVisible(state.phase == "play")
        self.pass_button.setVisible(state.phase == "final")
        self.pass_button.setEnabled(any(isinstance(a, Pass) for a in legal))
        self._place_words()

    def show_series(self, check: SeriesCheck | None, acting: bool) -> None:
        """Say what the selected cards make; ``check`` is None when nothing is selected."""
        self.arrangement.setVisible(False)
        self.bank_button.setEnabled(acting and check is not None and check.ok)
        series = check.banks[0] if acting and check is not None and check.ok else None
        if series != self.series:
            self.series = series
            self.retranslate_ui()
        if not acting:
            self.series_label.setText("")
        elif check is None:
            self.series_label.setText(
                QCoreApplication.translate(
                    "VersoTableView",
                    "Click your cards (or arrows and Space) to choose a series of one colour.",
                )
            )
        elif not check.ok:
            self.series_label.setText("✗ " + QCoreApplication.translate("VersoSeries", check.reason))
        else:
            self.series_label.setText(_series_text(check))
            if len(check.banks) > 1:
                self._offer_arrangements(check.banks)
        self._place_words()

    def _offer_arrangements(self, banks: list[Bank]) -> None:
        current = self.arrangement.currentIndex()
        self.arrangement.blockSignals(True)
        self.arrangement.clear()
        for option in banks:
            self.arrangement.addItem(
                QCoreApplication.translate("VersoTableView", "order %1").replace("%1", option.values)
            )
        self.arrangement.setCurrentIndex(current if 0 <= current < len(banks) else 0)
        self.arrangement.blockSignals(False)
        self.arrangement.setVisible(True)

    def chosen_bank(self, check: SeriesCheck) -> Bank:
        """The arrangement the player picked among the legal ones (the first when there is one)."""
        index = max(0, self.arrangement.currentIndex()) if len(check.banks) > 1 else 0
        return check.banks[min(index, len(check.banks) - 1)]


def _named(label: str, subject: Face | Bank | None) -> tuple[str, str]:
    """``label`` with its ``%1`` filled: as shown (a joker is ★, as on the cards) and as said."""
    if subject is None:
        return label, label
    if isinstance(subject, Bank):
        values = subject.values.replace("-", " ")
        colour = translate_message(colour_word(subject.colour))
        said = values.replace(JOKER_LABEL, joker_word())
        return label.replace("%1", f"{colour} {values}"), label.replace("%1", f"{colour} {said}")
    shown = translate_message(subject.text)
    return label.replace("%1", shown), label.replace("%1", face_words(subject))


def _series_text(check: SeriesCheck) -> str:
    bank = check.banks[0]
    text = Counted.translate("VersoTableView", "✓ %1 %2: %n point(s)", None, 2)(check.points).replace(
        "%1", translate_message(colour_word(bank.colour))
    )
    text = text.replace("%2", bank.values)
    if check.square:
        text += " " + QCoreApplication.translate("VersoTableView", "+ %1 for the square").replace(
            "%1", str(check.square)
        )
    return text


# Reasons a selection is no series (app.verso.session), for translation tools.
_REASONS = [
    QCoreApplication.translate("VersoSeries", "Select two or more cards of one colour."),
    QCoreApplication.translate("VersoSeries", "A series has at most six cards."),
    QCoreApplication.translate("VersoSeries", "A series is all one colour."),
    QCoreApplication.translate("VersoSeries", "A series needs at least one numbered card."),
    QCoreApplication.translate("VersoSeries", "Two cards have the same value."),
    QCoreApplication.translate(
        "VersoSeries", "These values do not follow on, even with jokers filling the gaps."
    ),
    QCoreApplication.translate("VersoSeries", "It is not your turn to bank."),
]
