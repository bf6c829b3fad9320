"""The addresses a served table turns away, on the shared screen: the teacher sees who tried.

An address is locked out after too many wrong table codes, or when the teacher dropped its
phone (docs/ARCHITECTURE.md, "Who is on the network"). One button, always in sight while
anyone is turned away, says how many ("Turned away: 2"); it opens the list: each address
and why, with "Let in" to let it try again, the newest :data:`SHOWN` listed and the others
counted, and "Let them all in". Closed, it takes one line, so an attack from many
addresses never pushes the code or the table's buttons out of the panel.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGridLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from app.counted import Counted
from app.phones.host import PhoneHost
from app.shown_names import breakable
from app.widgets import text_label
from tableserver.joining import Lockout

__all__ = ["SHOWN", "LockoutList", "lockout_text"]

WRONG_CODES = Counted.translate("LockoutList", "%n wrong codes", None, 2)
TURNED_AWAY = Counted.translate("LockoutList", "Turned away: %n", None, 2)
MORE = Counted.translate("LockoutList", "… and %n more", None, 2)
#: Lines shown at most.
SHOWN = 3


def lockout_text(lockout: Lockout) -> str:
    """One line of the list: the address, and why it is turned away."""
    if lockout.reason == "dropped":
        why = QCoreApplication.translate("LockoutList", "you closed its phone")
    else:
        why = WRONG_CODES(lockout.wrong)
    line = QCoreApplication.translate("LockoutList", "%1: %2")
    return line.replace("%1", lockout.address).replace("%2", why)


class LockoutList(QWidget):
    """The button and, when it is open, one line per lockout; :meth:`show_lockouts` with the host's list."""

    def __init__(self, host: PhoneHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lockouts")
        self.host = host
        self.toggle = QPushButton()
        self.toggle.setObjectName("lockoutToggle")
        self.toggle.setCheckable(True)
        self.toggle.toggled.connect(self._opened)
        self.details = QWidget()
        self.grid = QGridLayout()
        self.grid.setColumnStretch(0, 1)
        self.lines: list[tuple[Lockout, QWidget, QPushButton]] = []
        self.more = text_label("lockoutMore", wrap=True)
        self.all_in = QPushButton()
        self.all_in.setObjectName("letAllIn")
        self.all_in.clicked.connect(self._let_all_in)
        inner = QVBoxLayout(self.details)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addLayout(self.grid)
        inner.addWidget(self.more)
        inner.addWidget(self.all_in)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toggle)
        layout.addWidget(self.details)
        self.details.setVisible(False)
        host.lockouts_changed.connect(self.show_lockouts)
        self.retranslate_ui()
        self.setVisible(False)

    def retranslate_ui(self) -> None:
        self.all_in.setText(self.tr("Let them all in"))
        self.toggle.setToolTip(
            self.tr(
                "These devices may not join the table until you let them in: "
                "too many wrong codes, or you closed their phone"
            )
        )
        self.show_lockouts(self.host.lockouts)

    def show_lockouts(self, lockouts: list[Lockout]) -> None:
        for _lockout, label, button in self.lines:
            label.deleteLater()
            button.deleteLater()
        self.lines = []
        shown = lockouts[-SHOWN:]  # the newest; the rest are counted
        for row, lockout in enumerate(shown):
            label = text_label(f"lockout{row}", wrap=True)
            label.setText(breakable(lockout_text(lockout)))
            label.setAccessibleName(lockout_text(lockout))
            button = QPushButton(self.tr("Let in"))
            button.setObjectName(f"letIn{row}")
            button.setToolTip(self.tr("Let this device try to join again"))
            button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _checked=False, address=lockout.address: self.host.let_in(address))
            self.grid.addWidget(label, row, 0)
            self.grid.addWidget(button, row, 1)
            self.lines.append((lockout, label, button))
        hidden = len(lockouts) - len(shown)
        self._name_toggle(len(lockouts))
        self.more.setText(MORE(hidden))
        self.more.setVisible(hidden > 0)
        self.all_in.setVisible(len(lockouts) > 1)
        self.setVisible(bool(lockouts))

    def _opened(self, on: bool) -> None:
        self.details.setVisible(on)
        self._name_toggle(len(self.host.lockouts))

    def _name_toggle(self, count: int) -> None:
        self.toggle.setText(TURNED_AWAY(count) + (" ▾" if self.toggle.isChecked() else " ▸"))

    def _let_all_in(self) -> None:
        for lockout in self.host.lockouts:
            self.host.let_in(lockout.address)
