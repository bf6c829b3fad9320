"""The buttons under the Revorso table: one page for each thing the person to act may do.

Draw or stop; name a symbol (the memory test, or a Bear call, with its countdown); play
Switch or let it go; choose whom to rob with Steal 2; wait while someone else acts; and
the results once the game is over. A click emits :attr:`RevorsoActionBar.chosen` with the
action; the table view plays it for the seat to act. The texts keep the translation
context of the Revorso table view, where they were first written.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QSizePolicy, QStackedWidget, QWidget

from app.buttons import key_label
from app.fonts import SANS
from app.revorso.announce import CARDS_TO_STEAL, STEAL_FROM, STOP_AND_RECITE
from app.revorso.controls import CountdownBar, SymbolButton
from app.theme import px
from engines.base import Action
from engines.revorso import SYMBOLS, CallBear, Draw, Name, Pass, PlaySwitch, RevorsoState, StealFrom, Stop
from engines.revorso.cards import card_name

__all__ = ["RevorsoActionBar", "symbol_action"]


#: A symbol button's side (pixels at scale 1), and the most it grows to at a larger scale.
SYMBOL_PX = 96
SYMBOL_MOST_PX = 112


def symbol_action(state: RevorsoState, symbol: str) -> Action:
    """Naming a symbol is a Bear call during a Bear offer, an answer otherwise."""
    return CallBear(symbol) if state.phase == "bear" else Name(symbol)


def _row(*widgets: QWidget, stretch: bool = True) -> QWidget:
    page = QWidget()
    row = QHBoxLayout(page)
    row.setContentsMargins(0, 0, 0, 0)
    if stretch:
        row.addStretch(1)
    for widget in widgets:
        row.addWidget(widget)
    if stretch:
        row.addStretch(1)
    return page


class RevorsoActionBar(QStackedWidget):
    """The pages of buttons; :meth:`show_for` picks the page for the position."""

    #: A person chose this action (the view plays it for the seat to act).
    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self._bigs: list[QPushButton] = []
        self.state: RevorsoState | None = None
        #: The key letter of each lettered button, in the language shown.
        self.letters: dict[QPushButton, str] = {}
        self.draw_button = self._big(Draw(), primary=True)
        self.stop_button = self._big(Stop())
        self.page_draw = _row(self.draw_button, self.stop_button)

        self.symbol_buttons = [SymbolButton(symbol, i + 1) for i, symbol in enumerate(SYMBOLS)]
        for button in self.symbol_buttons:
            button.clicked.connect(lambda _=False, s=button.symbol: self._name(s))
        self.bear_pass = self._big(Pass())
        self.bear_countdown = CountdownBar()
        self.page_symbols = _row(*self.symbol_buttons, self.bear_pass, self.bear_countdown, stretch=False)

        self.switch_button = self._big(PlaySwitch(), primary=True)
        self.switch_pass = self._big(Pass())
        self.switch_countdown = CountdownBar()
        self.page_switch = _row(self.switch_button, self.switch_pass, self.switch_countdown)

        self.page_steal = QWidget()
        self.steal_layout = QHBoxLayout(self.page_steal)
        self.steal_layout.setContentsMargins(0, 0, 0, 0)
        self.steal_buttons: list[QPushButton] = []

        #: While another seat acts, and once the game is over (the results are the table's).
        self.page_wait = QWidget()
        for page in (self.page_draw, self.page_symbols, self.page_switch, self.page_steal, self.page_wait):
            self.addWidget(page)

    def _big(self, action: Action | None, primary: bool = False) -> QPushButton:
        button = QPushButton()
        if primary:
            button.setObjectName("primary")
        if action is not None:
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
        self._bigs.append(button)
        self._size_big(button)
        return button

    def _size_big(self, button: QPushButton) -> None:
        button.setMinimumHeight(px(56))
        font = QFont(SANS)
        font.setPixelSize(px(18))
        font.setBold(True)
        button.setFont(font)
        button.setMinimumWidth(max(px(120), button.sizeHint().width()))

    def _name(self, symbol: str) -> None:
        if self.state is not None:
            self.chosen.emit(symbol_action(self.state, symbol))

    def apply_scale(self) -> None:
        """Sizes in pixels follow the UI scale (presenter mode): set again when it changes."""
        self.page_wait.setMinimumHeight(px(56))
        for button in self._bigs:
            self._size_big(button)
        # The symbols grow less than the text in presenter mode: the bar is as high as they
        # are on every page, and each pixel here is one the cards above do not get.
        side = max(SYMBOL_PX, min(px(SYMBOL_PX), SYMBOL_MOST_PX))
        for symbol_button in self.symbol_buttons:
            symbol_button.setMinimumSize(side, side)
            symbol_button.updateGeometry()
        for bar in (self.bear_countdown, self.switch_countdown):
            bar.setMinimumWidth(px(120))
            bar.setMaximumWidth(px(220))

    def retranslate_ui(self, language: str) -> None:
        # Each key is the letter its translator marked with "&", so it fits the language.
        labels = {
            self.draw_button: QCoreApplication.translate("RevorsoTableView", "&Draw a card"),
            self.stop_button: QCoreApplication.translate("RevorsoTableView", "&Stop and recite"),
            self.bear_pass: QCoreApplication.translate("RevorsoTableView", "&No, pass"),
            self.switch_button: QCoreApplication.translate("RevorsoTableView", "Pla&y Switch"),
            self.switch_pass: QCoreApplication.translate("RevorsoTableView", "&No, let it go"),
        }
        for button, label in labels.items():
            shown, self.letters[button] = key_label(label)
            button.setText(shown)
        for big in self._bigs:
            self._size_big(big)
        for symbol in self.symbol_buttons:
            name = card_name(symbol.symbol, language)
            symbol.setText(name)
            # "Name bear (key 1)": a screen reader says what pressing it does, as the tooltip does.
            said = (
                QCoreApplication.translate("RevorsoTableView", "Name %1 (key %2)")
                .replace("%1", name)
                .replace("%2", str(symbol.key))
            )
            symbol.setAccessibleName(said)
            symbol.setToolTip(said)

    def show_time(self, left: float, total: float) -> None:
        seconds = str(int(left + 0.99))
        text = QCoreApplication.translate("RevorsoTableView", "%1 s left").replace("%1", seconds)
        self.bear_countdown.show_time(left, total, text)
        self.switch_countdown.show_time(left, total, text)

    def hide_time(self) -> None:
        """No offer is timed now: no countdown shows."""
        self.bear_countdown.hide()
        self.switch_countdown.hide()

    # -- the page for a position ---------------------------------------------------------

    def show_for(self, state: RevorsoState, person_acts: bool, names: Sequence[str]) -> bool:
        """Show the page of what the person to act may do; True when the page changed."""
        self.state = state
        page = self._page_for(state, person_acts, names)
        changed = page is not self.currentWidget()
        self.setCurrentWidget(page)
        return changed

    def _page_for(self, state: RevorsoState, person_acts: bool, names: Sequence[str]) -> QWidget:
        if state.is_terminal() or not person_acts:
            return self.page_wait
        phase = state.phase
        if phase == "draw":
            legal = state.legal_actions()
            self.draw_button.setEnabled(Draw() in legal)
            self.stop_button.setEnabled(Stop() in legal)
            letter = self.letters.get(self.stop_button, "")
            self.stop_button.setAccessibleName(STOP_AND_RECITE(len(state.handles)).replace("%1", letter))
            return self.page_draw
        if phase in ("answer", "bear"):
            bear = phase == "bear"
            self.bear_pass.setVisible(bear)
            self.bear_countdown.setVisible(bear)
            return self.page_symbols
        if phase == "switch":
            return self.page_switch
        self._build_steal_buttons(state, names)
        return self.page_steal

    def key_actions(self, phase: str) -> dict[str, Action]:
        """The actions the letter keys play in ``phase``, by upper-case letter."""
        pages = {
            "draw": ((self.draw_button, Draw()), (self.stop_button, Stop())),
            "bear": ((self.bear_pass, Pass()),),
            "switch": ((self.switch_button, PlaySwitch()), (self.switch_pass, Pass())),
        }
        return {self.letters[b]: action for b, action in pages.get(phase, ()) if self.letters.get(b)}

    def steal_targets(self, state: RevorsoState) -> list[int]:
        return [a.target for a in state.legal_actions() if isinstance(a, StealFrom)]

    def _build_steal_buttons(self, state: RevorsoState, names: Sequence[str]) -> None:
        while self.steal_layout.count():
            item = self.steal_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                if widget in self._bigs:
                    self._bigs.remove(widget)
                widget.deleteLater()
        self.steal_buttons = []
        self.steal_layout.addStretch(1)
        for i, seat in enumerate(self.steal_targets(state)):
            count = len(state.won[seat])
            button = self._big(StealFrom(seat))
            button.setText(CARDS_TO_STEAL(count).replace("%1", str(i + 1)).replace("%2", names[seat]))
            button.setAccessibleName(STEAL_FROM(count).replace("%1", str(i + 1)).replace("%2", names[seat]))
            self.steal_layout.addWidget(button)
            self.steal_buttons.append(button)
        self.steal_layout.addStretch(1)

    def focus_target(self) -> QWidget | None:
        """The button a person's keyboard starts on for the current page."""
        page = self.currentWidget()
        if page is self.page_draw:
            return self.draw_button if self.draw_button.isEnabled() else self.stop_button
        if page is self.page_symbols:
            return self.symbol_buttons[0]
        if page is self.page_switch:
            return self.switch_button
        if page is self.page_steal and self.steal_buttons:
            return self.steal_buttons[0]
        return None
