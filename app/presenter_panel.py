"""The presenter's strip above a card table: "explain the last move" and the teacher's "show all hands".

Shown only in presenter mode. The table view gives two callables: one that explains the
last move (public facts only) and one that lists every hidden card. The second reads the
engine's true state, so it is called only while the teacher's switch is on, and a banner
then tells the whole room that every hand is on show. A table that draws the hidden
sides itself (listening to :attr:`PresenterPanel.show_all_changed`) gives no list, and
the panel then only says where to look.

The teacher's second switch, "teach", holds every computer move until Space (or the
"Next move" button) so each one can be explained before the next; the table shell holds
its bot runner while :attr:`PresenterPanel.teaching` is true. The switch is remembered
(a setting) but acts only in presenter mode.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from app.i18n import translate_message
from app.settings import TEACH_STEP, Settings
from app.theme import px
from app.widgets import WrappingCheck, column_scroll
from engines.explain import Explanation, HandLine

__all__ = ["PresenterPanel", "explanation_html"]

ExplainSource = Callable[[], Explanation | None]
HandsSource = Callable[[], Sequence[HandLine]]


class PresenterPanel(QFrame):
    #: The teacher turned "show all hands" on or off; the table redraws what it shows.
    show_all_changed = Signal(bool)
    #: The teacher turned "teach" on or off (or presenter mode changed): :attr:`teaching` tells which.
    teach_changed = Signal(bool)
    #: The teacher asked for the next computer move ("Next move" or Space).
    next_requested = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("presenterPanel")
        self.settings = settings
        self._lines = self.EXPLAIN_LINES
        self._explain: ExplainSource = lambda: None
        self._hands: HandsSource | None = list
        self._names: Callable[[], Sequence[str]] = list
        self.banner = QLabel()
        self.banner.setObjectName("presenterBanner")
        self.banner.setWordWrap(True)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The strip stands in the table's narrow side column: the switches' words wrap.
        self.show_all_row = WrappingCheck("showAllHands")
        self.show_all = self.show_all_row.check
        self.show_all.toggled.connect(self._toggled)
        self.teach_row = WrappingCheck("teachSwitch")
        self.teach = self.teach_row.check
        self.teach.setChecked(settings.teach_step)
        self.teach.toggled.connect(self._teach_toggled)
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextMoveButton")
        self.next_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Space on the table stays the teacher's
        self.next_button.clicked.connect(self.next_requested)
        self.next_button.setEnabled(False)
        self.explain_title = QLabel()
        self.explain_title.setWordWrap(True)
        self.explain_title.setObjectName("explainTitle")
        self.explain_text = QLabel()
        self.explain_text.setObjectName("explainText")
        self.explain_text.setWordWrap(True)
        self.explain_text.setTextFormat(Qt.TextFormat.RichText)
        self.explain_text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.hands_text = QLabel()
        self.hands_text.setObjectName("handsText")
        self.hands_text.setWordWrap(True)
        self.hands_text.setTextFormat(Qt.TextFormat.RichText)
        self.hands_text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(px(8), px(4), px(8), px(4))
        layout.setSpacing(px(4))
        layout.addWidget(self.banner)
        # One column: the strip stands at the top of the table's side panel, so the cards keep
        # the whole height of the window in presenter mode (docs/ARCHITECTURE.md, "The table shell").
        text_column = QVBoxLayout()
        text_column.setSpacing(px(2))
        text_column.addWidget(self.explain_title)
        # A long explanation scrolls inside the strip rather than pushing the table off screen.
        self.explain_scroll = column_scroll("explainScroll", self.explain_text)
        text_column.addWidget(self.explain_scroll)
        layout.addLayout(text_column)
        layout.addWidget(self.show_all_row)
        layout.addWidget(self.teach_row)
        layout.addWidget(self.next_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.hands_text)
        settings.changed.connect(self._on_setting)
        self.setStyleSheet(
            "QFrame#presenterPanel { background: #ffffff; border: 2px solid #000000; border-radius: 6px; }"
            " QFrame#presenterPanel QLabel { background: transparent; }"
            " QFrame#presenterPanel QLabel#presenterBanner { background: #9e3a00; color: white;"
            " font-weight: bold; padding: 4px 10px; }"
            " QFrame#presenterPanel QLabel#explainTitle { font-weight: bold; }"
            " QScrollArea#explainScroll, QScrollArea#explainScroll > QWidget#qt_scrollarea_viewport"
            " { background: transparent; }"
        )
        self.retranslate_ui()
        self._on_setting("ui/presenter")

    # -- wiring -------------------------------------------------------------------------

    def set_sources(
        self, explain: ExplainSource, hands: HandsSource | None, names: Callable[[], Sequence[str]]
    ) -> None:
        """``hands`` None: the table shows the hidden cards itself; the panel lists none."""
        self._explain, self._hands, self._names = explain, hands, names
        self.refresh()

    @property
    def showing_all(self) -> bool:
        """True only in presenter mode with the teacher's switch on."""
        return self.settings.presenter_mode and self.show_all.isChecked()

    def _toggled(self, _on: bool) -> None:
        self.refresh()
        self.show_all_changed.emit(self.showing_all)

    @property
    def teaching(self) -> bool:
        """True only in presenter mode with "teach" on: computer moves wait for the teacher."""
        return self.settings.presenter_mode and self.teach.isChecked()

    def set_step_ready(self, ready: bool) -> None:
        """The table says whether a computer move now waits for the teacher (the button follows)."""
        self.next_button.setEnabled(ready and self.teaching)

    def _teach_toggled(self, on: bool) -> None:
        self.settings.teach_step = on
        self.next_button.setVisible(self.teaching)
        self.teach_changed.emit(self.teaching)

    def _on_setting(self, key: str) -> None:
        if key == TEACH_STEP.key:
            self.teach.setChecked(self.settings.teach_step)  # another table's strip changed it
            return
        if key != "ui/presenter":
            return
        self.next_button.setVisible(self.teaching)
        self.teach_changed.emit(self.teaching)
        on = self.settings.presenter_mode
        if not on and self.show_all.isChecked():
            self.show_all.setChecked(False)  # leaving presenter mode always hides the hands again
        self.setVisible(on)
        self.refresh()

    # -- texts --------------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self.show_all_row.setText(self.tr("Show all hands (teacher)"))
        self.show_all_row.setToolTip(
            self.tr("Shows every hidden card to the whole room; a banner says so while it is on")
        )
        self.banner.setText(
            self.tr("ALL HANDS ARE SHOWN — the teacher is showing every hidden card to the room")
        )
        self.teach_row.setText(self.tr("Teach: wait for Space before each move"))
        self.teach_row.setToolTip(
            self.tr("Each computer move waits for Space or Next move, so you can explain it first")
        )
        self.next_button.setText(self.tr("Next move (Space)"))
        self.next_button.setToolTip(self.tr("Play the computer's next move (Space)"))
        self.explain_title.setText(self.tr("The last move, explained"))
        self.refresh()

    # Lines of explanation shown before it scrolls: the table below must stay in view.
    EXPLAIN_LINES = 4
    #: On a table shorter than this (pixels: a 1280×800 screen in presenter mode), two lines.
    SHORT_TABLE_PX = 800

    def set_room(self, table_height: int) -> None:
        """The height of the table this strip stands on: a short one keeps its buttons in sight."""
        lines = self.EXPLAIN_LINES if table_height >= self.SHORT_TABLE_PX else 2
        if lines != self._lines:
            self._lines = lines
            self._fit_explanation()

    def _fit_explanation(self) -> None:
        """As tall as the explanation, up to ``EXPLAIN_LINES`` lines (two on a short table)."""
        width = max(self.explain_scroll.viewport().width(), 200)
        wanted = self.explain_text.heightForWidth(width)
        most = self.explain_text.fontMetrics().lineSpacing() * self._lines + 4
        self.explain_scroll.setFixedHeight(
            max(min(wanted, most), self.explain_text.fontMetrics().lineSpacing())
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_explanation()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def refresh(self) -> None:
        if not self.settings.presenter_mode:
            self.banner.hide()
            self.hands_text.hide()
            return
        self.explain_text.setText(explanation_html(self._explain()))
        self._fit_explanation()
        showing = self.showing_all
        self.banner.setVisible(showing)
        self.hands_text.setVisible(showing)
        hands = self._hands
        if showing and hands is None:
            self.hands_text.setText(
                html.escape(self.tr("Every hidden side is shown on the table, beside its card."))
            )
        elif showing and hands is not None:
            names = list(self._names())
            rows = []
            for line in hands():
                if line.player < 0:
                    who = self.tr("Table")
                elif line.player < len(names):
                    who = names[line.player]
                else:
                    who = self.tr("Player %1").replace("%1", str(line.player + 1))
                cards = ", ".join(html.escape(translate_message(c)) for c in line.cards) or "—"
                rows.append(f"<b>{html.escape(who)}:</b> {cards}")
            self.hands_text.setText("<br>".join(rows) or html.escape(self.tr("No hidden cards right now.")))


def explanation_html(explanation: Explanation | None) -> str:
    """The last move in sentences and its rules, translated, as rich text ("No move yet." before one)."""
    if explanation is None:
        return html.escape(QCoreApplication.translate("PresenterPanel", "No move yet."))
    what = " ".join(html.escape(_sentence(translate_message(w))) for w in explanation.what)
    label = html.escape(QCoreApplication.translate("PresenterPanel", "Rule:"))
    rules = "<br>".join(f"<b>{label}</b> {html.escape(translate_message(r))}" for r in explanation.rules)
    return f"{what}<br>{rules}" if rules else what


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[:1].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."
