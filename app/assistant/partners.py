"""The partner draw for 3-6 players: each round, the active player and the partner their token names."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRandomGenerator, Qt
from PySide6.QtGui import QColor, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from app.assistant.widgets import BigText, ToolFrame, fit_button_fonts, title_font
from app.theme import ACCENTS, INK, px
from engines.setup_guide import PartnerRound, partner_schedule

__all__ = ["SEAT_COLOURS", "PartnersPage", "PartnersTool"]

MAX_PLAYERS = 6
SEAT_COLOURS: tuple[QColor, ...] = (
    ACCENTS["vermillion"],
    ACCENTS["blue"],
    ACCENTS["green"],
    ACCENTS["orange"],
    ACCENTS["purple"],
    ACCENTS["sky"],
)


class PartnersTool(QWidget):
    """Shows one round at a time; N or → for the next round, P or ← for the previous one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.schedule: list[PartnerRound] = []
        self.index = -1
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(px(8))
        self.round_label = BigText("", bold=False)
        self.round_label.setObjectName("partnersRound")
        layout.addWidget(self.round_label, 1)
        pair = QHBoxLayout()
        pair.setSpacing(px(12))
        left, right = QVBoxLayout(), QVBoxLayout()
        self.active_caption = QLabel()
        self.partner_caption = QLabel()
        for caption in (self.active_caption, self.partner_caption):
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.active_name = BigText("")
        self.active_name.setObjectName("partnersActive")
        self.partner_name = BigText("")
        self.partner_name.setObjectName("partnersPartner")
        left.addWidget(self.active_caption)
        left.addWidget(self.active_name, 1)
        right.addWidget(self.partner_caption)
        right.addWidget(self.partner_name, 1)
        self.with_label = QLabel()
        self.with_label.setWordWrap(True)
        self.with_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.with_label.setMaximumWidth(px(200))
        pair.addLayout(left, 3)
        pair.addWidget(self.with_label, 1)
        pair.addLayout(right, 3)
        layout.addLayout(pair, 4)
        self.tokens_label = QLabel()
        self.tokens_label.setObjectName("partnersTokens")
        self.tokens_label.setWordWrap(True)
        self.tokens_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.tokens_label)
        buttons = QHBoxLayout()
        self.previous_button = QPushButton()
        self.previous_button.setObjectName("partnersPrevious")
        self.previous_button.clicked.connect(self.previous_round)
        self.next_button = QPushButton()
        self.next_button.setObjectName("partnersNext")
        self.next_button.clicked.connect(self.next_round)
        buttons.addWidget(self.previous_button, 1)
        buttons.addWidget(self.next_button, 2)
        for button in (self.previous_button, self.next_button):
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addLayout(buttons, 1)
        for keys, slot in (
            ((Qt.Key.Key_N, Qt.Key.Key_Right, Qt.Key.Key_PageDown), self.next_round),
            ((Qt.Key.Key_P, Qt.Key.Key_Left, Qt.Key.Key_PageUp), self.previous_round),
        ):
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                shortcut.activated.connect(slot)
        self.apply_fonts()
        self.refresh()

    def begin(self, names: list[str], schedule: list[PartnerRound]) -> None:
        self.names = names
        self.schedule = schedule
        self.index = 0
        self.refresh()

    @property
    def finished(self) -> bool:
        return bool(self.schedule) and self.index >= len(self.schedule)

    def current(self) -> PartnerRound | None:
        return self.schedule[self.index] if 0 <= self.index < len(self.schedule) else None

    def next_round(self) -> None:
        if self.schedule and self.index < len(self.schedule):
            self.index += 1
            self.refresh()

    def previous_round(self) -> None:
        if self.index > 0:
            self.index -= 1
            self.refresh()

    def tokens_left(self) -> list[int]:
        """Grey tokens each player still holds, before the current round's token is turned."""
        left = [0] * len(self.names)
        for entry in self.schedule[max(0, self.index) :]:
            left[entry.active] += 1
        return left

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else str(seat + 1)

    def refresh(self) -> None:
        round_ = self.current()
        self.previous_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(bool(self.schedule) and not self.finished)
        self.previous_button.setText(self.tr("◀ Previous (P)"))
        self.next_button.setText(self.tr("Next round (N) ▶"))
        self.active_caption.setText(self.tr("Active player"))
        self.partner_caption.setText(self.tr("Partner"))
        if not self.schedule:
            self.round_label.setText(self.tr("Enter the names, then start the draw"))
            for widget in (self.active_name, self.partner_name):
                widget.setText("")
                widget.set_background(None)
            self.with_label.setText("")
            self.tokens_label.setText("")
            return
        total = len(self.schedule)
        if round_ is None:
            self.round_label.setText(
                self.tr("All %1 tokens are turned: the game is over").replace("%1", str(total))
            )
            self.active_name.setText(self.tr("Add up"))
            self.partner_name.setText(self.tr("the points"))
            self.with_label.setText("")
            for widget in (self.active_name, self.partner_name):
                widget.set_background(None)
                widget.set_colour(INK)
            self.tokens_label.setText("")
            return
        self.round_label.setText(
            self.tr("Round %1 of %2").replace("%1", str(round_.number)).replace("%2", str(total))
        )
        for widget, seat in ((self.active_name, round_.active), (self.partner_name, round_.partner)):
            widget.setText(self._name(seat))
            widget.set_background(SEAT_COLOURS[seat].lighter(150))
            widget.set_colour(INK)
        self.with_label.setText(self.tr("builds with"))
        parts = [f"{self._name(seat)}: {count}" for seat, count in enumerate(self.tokens_left())]
        self.tokens_label.setText(
            self.tr("Grey tokens left (this one included): %1").replace("%1", " · ".join(parts))
        )

    def retranslate(self) -> None:
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.apply_fonts()

    def apply_fonts(self) -> None:
        for button in (self.previous_button, self.next_button):
            button.setMinimumHeight(px(56))
        fit_button_fonts([self.previous_button, self.next_button], 22)
        for label in (self.active_caption, self.partner_caption, self.tokens_label):
            label.setFont(title_font(18, bold=False))
        self.with_label.setFont(title_font(24, bold=False))


class PartnersPage(QWidget):
    """Names and the first player on the left; the draw, full-screen capable, on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: Where each new draw's seed comes from (tests and screenshots fix it).
        self.seed_source: Callable[[], int] = lambda: QRandomGenerator.global_().bounded(1 << 30)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(px(16))
        self.setup_box = QGroupBox()
        form = QFormLayout(self.setup_box)
        self.count = QSpinBox()
        self.count.setObjectName("partnersCount")
        self.count.setRange(3, MAX_PLAYERS)
        self.count.setValue(4)
        self.count.valueChanged.connect(self._count_changed)
        self.count_label = QLabel()
        self.count_label.setBuddy(self.count)
        form.addRow(self.count_label, self.count)
        self.name_edits: list[QLineEdit] = []
        self.name_labels: list[QLabel] = []
        for seat in range(MAX_PLAYERS):
            edit = QLineEdit()
            edit.setObjectName(f"partnerName{seat}")
            edit.setMaxLength(24)
            edit.textChanged.connect(self._names_changed)
            label = QLabel()
            label.setBuddy(edit)
            self.name_edits.append(edit)
            self.name_labels.append(label)
            form.addRow(label, edit)
        self.first = QComboBox()
        self.first.setObjectName("partnersFirst")
        self.first_label = QLabel()
        self.first_label.setBuddy(self.first)
        self.first_label.setWordWrap(True)
        form.addRow(self.first_label, self.first)
        self.start_button = QPushButton()
        self.start_button.setObjectName("partnersStart")
        self.start_button.clicked.connect(self.start_draw)
        form.addRow(self.start_button)
        self.setup_box.setMaximumWidth(px(360))
        layout.addWidget(self.setup_box, 1)
        self.tool = PartnersTool()
        self.frame = ToolFrame(self.tool)
        layout.addWidget(self.frame, 3)
        self.retranslate()
        self._count_changed(self.count.value())

    def names(self) -> list[str]:
        return [
            edit.text().strip() or self.tr("Player %1").replace("%1", str(seat + 1))
            for seat, edit in enumerate(self.name_edits[: self.count.value()])
        ]

    def _count_changed(self, count: int) -> None:
        for seat in range(MAX_PLAYERS):
            self.name_edits[seat].setVisible(seat < count)
            self.name_labels[seat].setVisible(seat < count)
        self._names_changed()

    def _names_changed(self) -> None:
        current = max(0, self.first.currentIndex())
        self.first.blockSignals(True)
        self.first.clear()
        self.first.addItems(self.names())
        self.first.setCurrentIndex(min(current, self.first.count() - 1))
        self.first.blockSignals(False)

    def set_players(self, names: list[str]) -> None:
        self.count.setValue(len(names))
        for edit, name in zip(self.name_edits, names, strict=False):
            edit.setText(name)

    def start_draw(self) -> None:
        players = self.count.value()
        schedule = partner_schedule(players, seed=self.seed_source(), first=max(0, self.first.currentIndex()))
        self.tool.begin(self.names(), schedule)
        self.tool.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def retranslate(self) -> None:
        self.setup_box.setTitle(self.tr("Players"))
        self.count_label.setText(self.tr("&How many:"))
        for seat, label in enumerate(self.name_labels):
            label.setText(self.tr("Player %1:").replace("%1", str(seat + 1)))
            self.name_edits[seat].setPlaceholderText(self.tr("Player %1").replace("%1", str(seat + 1)))
        self.first_label.setText(self.tr("&Starts:"))
        self.first.setToolTip(
            self.tr("The first active player: whoever most recently built or repaired something")
        )
        self.start_button.setText(self.tr("&Start the draw"))
        self.frame.set_texts(
            self.tr("Partner draw"),
            self.tr("Replaces the grey partner tokens: one round per token, the active player moves left."),
        )
        self._names_changed()
        self.tool.retranslate()

    def apply_fonts(self) -> None:
        self.tool.apply_fonts()
        self.setup_box.setMaximumWidth(px(360))
