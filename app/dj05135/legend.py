"""What the round pictures do, folded under the log so the log keeps its room."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QToolButton, QVBoxLayout, QWidget

from app.dj05135.words import legend_html

__all__ = ["LegendBox"]


class LegendBox(QWidget):
    """A "Pictures" switch and, when it is open, one line per round picture."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dj05135Legend")
        self.toggle = QToolButton()
        self.toggle.setObjectName("legendToggle")
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setVisible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.toggle)
        layout.addWidget(self.text)
        self.toggle.toggled.connect(self._toggled)

    def _toggled(self, open_: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow)
        self.text.setVisible(open_)

    def retranslate(self) -> None:
        self.toggle.setText(QCoreApplication.translate("DJ05135TableView", "Pictures"))
        self.text.setText(legend_html())
