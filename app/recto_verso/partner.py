"""The partner window: the back facade and the building seen from behind, for a second screen."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from app.recto_verso.board import BoardWidget
from app.recto_verso.iso import Camera, Scene
from app.recto_verso.panels import FacadePanel, FacadeRow, StopwatchDisplay
from app.theme import px

__all__ = ["PartnerWindow"]


class PartnerWindow(QWidget):
    """A second top-level window that shows only what the back partner may see; a window of
    its own (it may go to a second screen, behind or beside the main one), deleted with
    ``owner``, the builder that shows it."""

    def __init__(self, owner: QObject) -> None:
        super().__init__(None, Qt.WindowType.Window)
        owner.destroyed.connect(self.deleteLater)
        self.setObjectName("recto_verso-partner")
        self.resize(900, 560)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.heading = QLabel()
        self.heading.setObjectName("viewTitle")
        self.clock = StopwatchDisplay()
        top.addWidget(self.heading, 1)
        top.addWidget(self.clock)
        layout.addLayout(top)
        body = QHBoxLayout()
        self.facades = FacadePanel()
        self.facades.setMinimumWidth(px(220))
        self.board = BoardWidget(interactive=False)
        self.board.set_camera(Camera(2))
        body.addWidget(self.facades, 2)
        body.addWidget(self.board, 3)
        layout.addLayout(body, 1)

    def show_back(self, row: FacadeRow, floors: int, scene: Scene, texts: tuple[str, str, str, str]) -> None:
        """``texts``: window title, heading, card column title, live column title."""
        title, heading, card_title, live_title = texts
        self.setWindowTitle(title)
        self.heading.setText(heading)
        self.facades.set_rows([row], floors, card_title, live_title)
        self.board.set_scene(scene)
