"""The last move, explained, for the builder in presenter mode.

The card tables show it in the presenter strip above the table (:mod:`app.presenter_panel`).
The builder has no strip: its board needs every pixel of a projector's height. The same
words (the move and its rule, from :func:`engines.recto_verso.explain.explain_last`) sit in
the column beside the board, under the facades, only in presenter mode; a long one scrolls
inside its box and never pushes the board or the facades off a 1366×768 screen.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget

from app.presenter_panel import explanation_html
from app.theme import px
from app.widgets import column_scroll
from engines.recto_verso.explain import explain_last
from engines.recto_verso.game import RectoVersoGame

__all__ = ["LastMoveBox"]


class LastMoveBox(QFrame):
    """The last move and its rule after a bold title, in one scrolling text; hidden outside presenter mode."""

    #: Lines the box asks room for (the title runs into the first lines); more scroll inside it, so the
    #: facades above keep their room.
    LINES = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lastMoveBox")
        self.text = QLabel()
        self.text.setObjectName("lastMoveText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.scroll_area = column_scroll("lastMoveScroll", self.text)
        self.scroll_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(px(6), px(2), px(6), px(2))
        layout.setSpacing(px(2))
        layout.addWidget(self.scroll_area, 1)
        self.setStyleSheet(
            "QFrame#lastMoveBox { background: #ffffff; border: 2px solid #000000; border-radius: 6px; }"
            " QFrame#lastMoveBox QLabel { background: transparent; border: none; }"
            " QScrollArea#lastMoveScroll, QScrollArea#lastMoveScroll > QWidget#qt_scrollarea_viewport"
            " { background: transparent; border: none; }"
        )
        self.hide()

    def show_last(self, state: RectoVersoGame | None, names: Sequence[str], presenter: bool) -> None:
        """Explain the last action of ``state`` in the current language (shown only in presenter mode)."""
        self.setVisible(presenter and state is not None)
        if not presenter or state is None:
            return
        title = html.escape(QCoreApplication.translate("PresenterPanel", "The last move, explained"))
        self.text.setText(f"<b>{title}</b> — {explanation_html(explain_last(state, names))}")
        self.scroll_area.setMinimumHeight(self.text.fontMetrics().lineSpacing() * self.LINES + px(4))
