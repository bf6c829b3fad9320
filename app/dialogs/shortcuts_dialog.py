"""The F1 help overlay: the keys of the current view, then the keys that work everywhere."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from app.table.clock_service import PAUSE_REASON_PROPERTY
from app.theme import px

__all__ = ["ShortcutsDialog", "shortcuts_html"]


def shortcuts_html(sections: list[tuple[str, list[tuple[str, str]]]]) -> str:
    """A two-column table per section: keys in bold on the left, what they do on the right."""
    parts = []
    for title, rows in sections:
        if not rows:
            continue
        parts.append(f"<h3>{html.escape(title)}</h3><table cellspacing='0' cellpadding='{px(4)}'>")
        for keys, meaning in rows:
            parts.append(
                f"<tr><td style='padding-right:{px(18)}px'><b>{html.escape(keys)}</b></td>"
                f"<td>{html.escape(meaning)}</td></tr>"
            )
        parts.append("</table>")
    return "".join(parts)


class ShortcutsDialog(QDialog):
    """Modal and keyboard-first: Esc, Enter or F1 again closes it."""

    def __init__(
        self, title: str, sections: list[tuple[str, list[tuple[str, str]]]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        # Game clocks stop while the list is read, shown with exec() or (headless) with show().
        self.setProperty(PAUSE_REASON_PROPERTY, "overlay")
        self.sections = sections
        layout = QVBoxLayout(self)
        self.heading = QLabel(title)
        self.heading.setObjectName("viewTitle")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.body = QLabel()
        self.body.setObjectName("shortcutsBody")
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setWordWrap(True)
        self.body.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.body.setText(shortcuts_html(sections))
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.body)
        scroll.viewport().setAutoFillBackground(False)
        self.body.setAutoFillBackground(False)
        scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        layout.addWidget(scroll, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        if parent is not None:
            window = parent.window()
            width = min(max(px(520), window.width() * 6 // 10), window.width() - 40)
            height = min(max(px(420), window.height() * 8 // 10), window.height() - 40)
            self.resize(max(320, width), max(240, height))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setFocus()

    def event(self, event: QEvent) -> bool:
        # Esc and F1 belong to this overlay while it is open, not to the window's shortcuts.
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_F1)
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QEvent) -> None:
        if QKeySequence(event.key()) == QKeySequence(Qt.Key.Key_F1):  # type: ignore[attr-defined]
            self.accept()
            return
        super().keyPressEvent(event)  # type: ignore[arg-type]
