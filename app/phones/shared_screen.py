"""The shared screen beside a table played on phones: how to join, who joined, the teacher's controls.

Read from the back of a classroom (its sizes follow the interface scale, so presenter
mode enlarges them): a QR code of the page's address with the table code in it, the
address and the four-letter code in big type (and a button for a new code) stay in sight
above everything else; once every phone seat is taken they shrink to a compact corner
(the code still big), which "QR code" opens again for a phone that comes late. Below, in
big type, whom the table waits for ("Waiting for Ana"), then one line per seat (who sits
there, whether their phone is connected) with the teacher's buttons: free the seat, let a
computer player take it over, drop the phone's connection; the addresses the table turns
away (too many wrong codes, or dropped), each with "Let in"; pause the game; end the
table. Everything a phone sent is shown as plain text.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.fonts import sans_font
from app.phones.host import PhoneHost
from app.phones.lockout_list import LockoutList
from app.phones.qr import qr_code, qr_pixmap
from app.shown_names import breakable
from app.table.seat_words import seat_kind_text
from app.theme import px
from app.widgets import text_label
from engines.table.seats import SeatKind
from tableserver.places import SeatPlace

__all__ = ["SharedScreen", "join_url", "shown_address"]

#: Height kept for the list of seats, in interface pixels, before the QR code may be full size.
_SEATS_ROOM = 150


def join_url(url: str, code: str) -> str:
    """The address a QR code carries: the page, with the table code filled in for the phone."""
    return f"{url}?code={code}" if code else url


def shown_address(url: str) -> str:
    """The address as pupils type it: ``192.168.1.20:8080`` (phones' browsers add the rest)."""
    return url.removeprefix("http://").rstrip("/")


class _SeatRow:
    """One seat's line: name and state, and its two buttons."""

    def __init__(self, grid: QGridLayout, index: int, host: PhoneHost) -> None:
        self.seat = index
        self.host = host
        self.label = text_label(f"phoneSeat{index}", wrap=True)
        self.free = QPushButton()
        self.free.setObjectName(f"freeSeat{index}")
        self.bot = QPushButton()
        self.bot.setObjectName(f"botSeat{index}")
        self.drop = QPushButton()
        self.drop.setObjectName(f"dropSeat{index}")
        self.free.clicked.connect(lambda: host.free_seat(self.seat))
        self.bot.clicked.connect(lambda: host.hand_to_bot(self.seat))
        self.drop.clicked.connect(lambda: host.drop_seat(self.seat))
        # Two columns fit the narrow panel in every language: the name, then the buttons.
        row = index * 3
        grid.addWidget(self.label, row, 0, 1, 2)
        grid.addWidget(self.free, row + 1, 0)
        grid.addWidget(self.bot, row + 1, 1)
        grid.addWidget(self.drop, row + 2, 0, 1, 2)

    def show(self, place: SeatPlace) -> None:
        phone = place.kind is SeatKind.REMOTE
        text = f"{place.seat + 1}. {place.name} — {_state_text(place, self.host)}"
        self.label.setText(breakable(text))
        self.label.setAccessibleName(text)
        self.bot.setVisible(phone)
        self.free.setVisible(phone)
        self.free.setEnabled(phone and place.taken)
        self.drop.setVisible(phone and place.connected)

    def hide(self) -> None:
        for widget in (self.label, self.free, self.bot, self.drop):
            widget.setVisible(False)


def _state_text(place: SeatPlace, host: PhoneHost) -> str:
    if place.kind is SeatKind.BOT:
        setup = host.table.session.setup if host.table is not None else None
        if setup is not None and place.seat < len(setup.seats) and setup.seats[place.seat].is_bot:
            return seat_kind_text(setup.seats[place.seat], setup.game)  # as the seat strips say it
        return QCoreApplication.translate("SharedScreen", "computer")
    if place.kind is SeatKind.PERSON:
        return QCoreApplication.translate("SharedScreen", "at the computer")
    if not place.taken:
        return QCoreApplication.translate("SharedScreen", "waiting for a phone")
    if place.connected:
        return QCoreApplication.translate("SharedScreen", "phone connected")
    return QCoreApplication.translate("SharedScreen", "connection lost")


class SharedScreen(QFrame):
    """The panel; :meth:`refresh` after the host starts. ``end_requested`` asks to end the table."""

    end_requested = Signal()

    def __init__(self, host: PhoneHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sharedScreen")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.host = host
        self.qr_url = ""
        self.qr: segno.QRCode | None = None
        self.join_title = text_label("sharedJoin", wrap=True, centred=True)
        self.qr_label = QLabel()
        self.qr_label.setObjectName("qrCode")
        self.qr_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address = text_label("sharedAddress", wrap=True, centred=True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_title = text_label(centred=True)
        self.code = text_label("tableCode", centred=True)
        self.new_code_button = QPushButton()
        self.new_code_button.setObjectName("newTableCode")
        self.new_code_button.clicked.connect(host.new_code)
        #: Everyone is seated: the join block is a compact corner unless the teacher opens it.
        self.compact = False
        self.qr_toggle = QPushButton()
        self.qr_toggle.setObjectName("showQrCode")
        self.qr_toggle.setCheckable(True)
        self.qr_toggle.toggled.connect(lambda _on: self._show_join())
        self.waiting = text_label("sharedWaiting", wrap=True, centred=True)
        self.waiting_for = ""
        self.seats_title = text_label()
        self.seat_grid = QGridLayout()
        self.rows: list[_SeatRow] = []
        self.pause_button = QPushButton()
        self.pause_button.setObjectName("pauseTable")
        self.pause_button.setCheckable(True)
        self.pause_button.toggled.connect(host.set_paused)
        self.paused_note = text_label("subtitle", wrap=True)
        self.end_button = QPushButton()
        self.end_button.setObjectName("endTable")
        self.end_button.clicked.connect(self.end_requested)

        # The panel scrolls rather than push the table out of a small window (1366×768).
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # How to join, and whom the table waits for, never scroll out of sight.
        join = QVBoxLayout()
        join.setContentsMargins(px(8), px(6), px(8), 0)
        for widget in (self.join_title, self.qr_label, self.address, self.code_title, self.code):
            join.addWidget(widget)
        # One above the other: side by side they are cut in French and Portuguese.
        join.addWidget(self.new_code_button)
        join.addWidget(self.qr_toggle)
        join.addWidget(self.waiting)
        outer.addLayout(join)
        body = QWidget()
        self.scroller.setWidget(body)
        outer.addWidget(self.scroller)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(px(8), px(6), px(8), px(6))
        layout.addWidget(self.seats_title)
        layout.addLayout(self.seat_grid)
        layout.addStretch(1)
        # The teacher's table-wide buttons stay in view below the scrolling part.
        controls = QVBoxLayout()
        controls.setContentsMargins(px(8), 0, px(8), px(6))
        # Who is turned away stays in sight, whatever the seats scroll to.
        self.lockouts = LockoutList(host)
        controls.addWidget(self.lockouts)
        controls.addWidget(self.paused_note)
        controls.addWidget(self.pause_button)
        controls.addWidget(self.end_button)
        outer.addLayout(controls)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)

        host.seats_changed.connect(self.show_seats)
        host.paused_changed.connect(self._paused)
        host.running_changed.connect(lambda _on: self.refresh())
        host.code_changed.connect(lambda _code: self.refresh())
        self.apply_fonts()
        self.retranslate_ui()
        self.setVisible(False)

    def side_px(self) -> int:
        """The QR code's side: big enough to scan from a desk, small enough to leave the table room."""
        return px(190)

    def corner_px(self) -> int:
        """The QR code's side in the compact corner: a late phone still scans it from nearby."""
        return px(96)

    def _qr_side(self) -> int:
        if self.compact and not self.qr_toggle.isChecked():
            return self.corner_px()
        # A short window (1366×768) keeps room for the seats and the teacher's buttons: the QR
        # code shrinks first, never below the corner's size.
        others = sum(
            widget.sizeHint().height()
            for widget in (self.join_title, self.address, self.code_title, self.code, self.new_code_button)
            if not widget.isHidden()
        )
        room = self.height() - others - self._controls_height() - px(_SEATS_ROOM)
        return max(self.corner_px(), min(self.side_px(), room)) if self.height() > 0 else self.side_px()

    def _controls_height(self) -> int:
        widgets = (
            self.waiting,
            self.lockouts,
            self.paused_note,
            self.pause_button,
            self.end_button,
            self.qr_toggle,
        )
        return sum(widget.sizeHint().height() + px(6) for widget in widgets if not widget.isHidden())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.qr is not None and event.oldSize().height() != event.size().height():
            self._show_join()

    def apply_fonts(self) -> None:
        self.setFixedWidth(self.side_px() + px(70))
        self.join_title.setFont(sans_font(px(15), bold=True))
        self.code_title.setFont(sans_font(px(15)))
        code = sans_font(px(48), bold=True)
        code.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)
        self.code.setFont(code)
        self.seats_title.setFont(sans_font(px(15), bold=True))
        self.lockouts.toggle.setFont(sans_font(px(15), bold=True))
        self.waiting.setFont(sans_font(px(22), bold=True))
        self._show_join()

    def retranslate_ui(self) -> None:
        self.join_title.setText(self.tr("Play on your phone: scan the code or open"))
        self.code_title.setText(self.tr("Table code"))
        self.seats_title.setText(self.tr("Seats"))
        self.end_button.setText(self.tr("End the table"))
        self.end_button.setToolTip(self.tr("Close the table for every phone"))
        self.new_code_button.setText(self.tr("New code"))
        self.qr_toggle.setText(self.tr("QR code"))
        self.qr_toggle.setToolTip(self.tr("Show the QR code large again, for a phone that comes late"))
        self.new_code_button.setToolTip(
            self.tr("Give the table a new code: the seated phones stay, anyone guessing starts again")
        )
        self.lockouts.retranslate_ui()
        self.show_waiting(self.waiting_for)
        self._paused(self.pause_button.isChecked())
        for row in self.rows:
            self.retranslate_row(row)
        self.show_seats(self.host.places)

    def refresh(self) -> None:
        """Show the running table's address and code (or hide the panel when none runs)."""
        running = self.host.running
        self.setVisible(running)
        if not running:
            self.qr = None
            self.qr_label.clear()
            return
        self.qr_url = join_url(self.host.url, self.host.code)
        self.qr = qr_code(self.qr_url)
        self.qr_label.setAccessibleName(self.qr_url)
        self._show_join()
        self.address.setText(breakable(shown_address(self.host.url)))
        self.address.setAccessibleName(shown_address(self.host.url))
        self.code.setText(self.host.code)
        self.pause_button.blockSignals(True)
        self.pause_button.setChecked(self.host.paused)
        self.pause_button.blockSignals(False)
        self._paused(self.host.paused)

    def show_seats(self, places: list[SeatPlace]) -> None:
        while len(self.rows) < len(places):
            self.rows.append(_SeatRow(self.seat_grid, len(self.rows), self.host))
            self.retranslate_row(self.rows[-1])
        for row in self.rows:
            if row.seat < len(places):
                row.show(places[row.seat])
            else:
                row.hide()
        phones = [place for place in places if place.kind is SeatKind.REMOTE]
        compact = bool(phones) and all(place.taken for place in phones)
        if compact != self.compact:
            self.compact = compact
            self._show_join()

    def show_waiting(self, name: str) -> None:
        """The table waits for ``name``'s phone ("" when it waits for nobody's)."""
        self.waiting_for = name
        self.waiting.setText(self.tr("Waiting for %1").replace("%1", breakable(name)) if name else "")
        self.waiting.setAccessibleName(self.tr("Waiting for %1").replace("%1", name) if name else "")
        self.waiting.setVisible(bool(name))

    def _show_join(self) -> None:
        """The join block, full or as a compact corner."""
        small = self.compact and not self.qr_toggle.isChecked()
        self.join_title.setVisible(not small)
        self.code_title.setVisible(not small)
        self.qr_toggle.setVisible(self.compact)
        # Read from the back of the room: at a quarter of a 1920-pixel projector in presenter
        # mode, the address, the code and whom the table waits for are still 8 pixels tall.
        self.address.setFont(sans_font(px(22), bold=True))
        code = sans_font(px(40 if small else 48), bold=True)
        code.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 115)
        self.code.setFont(code)
        if self.qr is not None:
            self.qr_label.setPixmap(qr_pixmap(self.qr, self._qr_side()))

    def retranslate_row(self, row: _SeatRow) -> None:
        row.free.setText(self.tr("Free"))
        row.free.setToolTip(self.tr("Free this seat: its phone leaves it and anyone may sit there"))
        row.bot.setText(self.tr("Computer"))
        row.bot.setToolTip(self.tr("A computer player plays this seat from now on"))
        row.drop.setText(self.tr("Drop"))
        row.drop.setToolTip(
            self.tr(
                "Close this phone's connection: its seat is free, "
                "and the device may not join again until you let it in"
            )
        )

    def _paused(self, on: bool) -> None:
        self.pause_button.setText(self.tr("Go on") if on else self.tr("Pause"))
        self.paused_note.setText(self.tr("Paused: the phones wait.") if on else "")
        self.paused_note.setVisible(on)
