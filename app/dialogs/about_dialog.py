"""About: the version, what the app is, and the licence of everything it ships."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app import __version__
from app.fonts import mono_font
from resources import resource_path

__all__ = ["AboutDialog", "load_components"]


def load_components() -> list[dict[str, str]]:
    """The shipped components and their licence files (``resources/licenses/components.json``)."""
    data = json.loads(resource_path("licenses", "components.json").read_text(encoding="utf-8"))
    return list(data["components"])


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Recto Verso Studio"))
        self.resize(820, 560)
        layout = QVBoxLayout(self)
        import PySide6

        heading = QLabel(f"<h2>Recto Verso Studio {__version__}</h2>")
        heading.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(heading)
        blurb = QLabel(
            self.tr(
                "Play Recto Verso, Verso, Revorso and DJ05135 at the computer, learn their rules, "
                "and print them at home.\nPySide6 {pyside}, Qt {qt}."
            ).format(pyside=PySide6.__version__, qt=qVersion())
        )
        blurb.setWordWrap(True)
        layout.addWidget(blurb)
        layout.addWidget(QLabel(self.tr("Licences of the app and of what it ships:")))
        split = QSplitter()
        self.components = QListWidget()
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setFont(mono_font(9))
        split.addWidget(self.components)
        split.addWidget(self.text)
        split.setSizes([260, 560])
        layout.addWidget(split, 1)
        self._components = load_components()
        for component in self._components:
            self.components.addItem(f"{component['name']} — {component['licence']}")
        self.components.currentRowChanged.connect(self._show)
        self.components.setCurrentRow(0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _show(self, row: int) -> None:
        if not 0 <= row < len(self._components):
            return
        component = self._components[row]
        parts = [component.get("note", ""), ""]
        for name in [component["file"], *component.get("extra", [])]:
            try:
                parts.append(resource_path("licenses", name).read_text(encoding="utf-8"))
            except OSError:
                parts.append(self.tr("(licence file {name} is missing)").format(name=name))
        self.text.setPlainText("\n".join(parts))
