"""The new-game page's "Play on phones…": phone seats, and where the table is offered.

Checking the button offers "On a phone" for every seat (the people's seats become phone
seats at once) and shows which address the table will be served on: the computer's
address on its local network first, then its other private addresses, then this computer
alone (127.0.0.1, for a demonstration on one screen); "All networks" only when chosen on
purpose, with a warning, since it would also offer the table to every other network the
computer is on (docs/ARCHITECTURE.md, "Playing on phones"). The address chosen is
remembered for the next table. A game the phone page cannot show keeps the button greyed,
its tooltip saying why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from app.phones.host import ALL_NETWORKS, phones_supported
from app.settings import PHONE_ADDRESS, Settings
from app.table.seat_editor import PERSON, PHONE
from app.widgets import text_label
from tableserver import address_candidates
from tableserver.address import LOOPBACK

__all__ = ["PhoneSeats", "PhoneSetupBox"]


class PhoneSeats(Protocol):
    """The seats a box offers phones to: the card games' seat editor, the party's name rows."""

    phones_allowed: bool

    def allow_phones(self, on: bool) -> None: ...

    def count(self) -> int: ...

    def choice(self, index: int) -> str: ...

    def set_choice(self, index: int, choice: str) -> None: ...


class PhoneSetupBox(QWidget):
    """The button and, once it is checked, the address to serve on; ``host()`` is the answer."""

    toggled = Signal(bool)

    def __init__(
        self,
        game: str,
        seats: PhoneSeats,
        parent: QWidget | None = None,
        candidates: Callable[[], list[str]] = address_candidates,
        settings: Settings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("phoneSetup")
        self.game = game
        self.seats = seats
        self.supported = phones_supported(game)
        self.button = QPushButton()
        self.button.setObjectName("playOnPhones")
        self.button.setCheckable(True)
        self.button.setEnabled(self.supported)
        self.details = QWidget()
        self.address = QComboBox()
        self.address.setObjectName("phoneAddress")
        for address in candidates():
            self.address.addItem(address, address)
        self.address.addItem("", ALL_NETWORKS)
        self.settings = settings if settings is not None else Settings()
        remembered = self.address.findData(self.settings.get(PHONE_ADDRESS))
        if remembered >= 0:
            self.address.setCurrentIndex(remembered)
        self.address_label = QLabel()
        self.address_label.setBuddy(self.address)
        self.warning = text_label("phoneWarning", wrap=True)
        # Plain rows, not a form: a form gives wrapped sentences one line's height.
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 0, 0, 0)
        address_row = QHBoxLayout()
        address_row.addWidget(self.address_label)
        address_row.addWidget(self.address, 1)
        details.addLayout(address_row)
        details.addWidget(self.warning)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.details)
        self.button.toggled.connect(self._toggled)
        self.address.currentIndexChanged.connect(self._refresh)
        self.retranslate_ui()
        self.set_on(seats.phones_allowed and self.supported)

    def retranslate_ui(self) -> None:
        self.button.setText(self.tr("Play on phones…"))
        if self.supported:
            # The how-to is the button's tooltip: the new-game dialog must fit a 768-pixel-high screen.
            self.button.setToolTip(
                self.tr(
                    "Set the seats played on phones to “On a phone”. The phones must be on the same "
                    "network as this computer; the table shows their address, a QR code and a table code."
                )
            )
        else:
            self.button.setToolTip(
                self.tr("This game cannot be played on phones yet: the phone page does not show it.")
            )
        self.address_label.setText(self.tr("Offer the table at:"))
        self.address.setItemText(self.address.count() - 1, self.tr("All networks (0.0.0.0)"))
        alone = self.address.findData(LOOPBACK)
        if alone >= 0:
            self.address.setItemText(
                alone, self.tr("This computer only (%1), for a demonstration").replace("%1", LOOPBACK)
            )
        self.address.setToolTip(self.tr("The address of this computer that the phones can reach"))
        self.warning.setText(
            self.tr(
                "Warning: every network this computer is on can reach the table, not only the "
                "classroom's. Choose this only if the phones cannot reach the addresses above."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def set_on(self, on: bool) -> None:
        self.button.setChecked(on and self.supported)
        self._refresh()

    def _toggled(self, on: bool) -> None:
        self.seats.allow_phones(on)
        if on:
            for row in range(self.seats.count()):
                if self.seats.choice(row) == PERSON:
                    self.seats.set_choice(row, PHONE)
        self._refresh()
        self.toggled.emit(on)

    def _refresh(self) -> None:
        on = self.button.isChecked()
        if on:
            self.settings.put(PHONE_ADDRESS, str(self.address.currentData()))
        self.details.setVisible(on)
        self.warning.setVisible(on and self.address.currentData() == ALL_NETWORKS)

    def host(self) -> str:
        """The address to serve on, or "" when the game is not played on phones."""
        return str(self.address.currentData()) if self.button.isChecked() else ""
