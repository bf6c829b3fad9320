"""The view of a card table: the whole scene, scaled to fit the room it has.

Every card table (Verso, Revorso, DJ05135) shows its scene this way (docs/ARCHITECTURE.md,
"The table shell": cards grow with the window). The room changes when the widget is resized
or shown, and the labels' size changes with the interface text (a new UI scale, presenter
mode, both signalled by a font change): each time, the table lays itself out again through
:meth:`FittedView.refit`, which a game overrides to recompute its layout before fitting.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

__all__ = ["FittedView"]


class FittedView(QGraphicsView):
    """A frameless view without scroll bars, drawing smoothly, that keeps its scene fitted.

    ``felt`` is the colour around the scene when its shape is not the view's.
    """

    def __init__(
        self,
        scene: QGraphicsScene | None,
        focus: Qt.FocusPolicy,
        felt: QColor | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        if scene is not None:
            self.setScene(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(focus)
        if felt is not None:
            self.setBackgroundBrush(QBrush(felt))

    def fit(self) -> None:
        """Scale the scene as it is to the view."""
        if not self.sceneRect().isEmpty():
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def refit(self, force: bool = False) -> None:
        """Lay the table out for the room it has, then fit; ``force`` after a font change.

        A table whose layout depends on its room overrides this; the default only fits.
        """
        self.fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.refit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # a new UI scale: the labels follow the interface text
            self.refit(force=True)
