"""The way into Verso's solo guided game: "Learn solo play by playing".

Verso ships a second guided game for the solo mode (``verso.solo.<lang>.json``, see
docs/ARCHITECTURE.md, "Guided first games"): what changes alone (the opponent that is the
deck, a bank that turns nobody's card, the short game and its target scores). Someone who
picks one player on the new-game page is about to meet exactly that, so the entry stands
there beside the solo note; the end page of a solo game offers it again to a player who
has just scored less than they hoped. The guide itself is the table's :class:`TableGuide`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QBoxLayout, QPushButton

from app.buttons import push_button

if TYPE_CHECKING:
    from app.verso.view import VersoTableView

__all__ = ["MODE", "SoloGuideEntry"]

MODE = "solo"


class SoloGuideEntry(QObject):
    """The solo guide's two buttons: on the new-game page (one player) and on a solo end page."""

    def __init__(self, view: VersoTableView) -> None:
        super().__init__(view)
        self.view = view
        setup = view.setup_page
        self.setup_button: QPushButton = push_button("learnSolo", self.start)
        setup.count_row.addWidget(self.setup_button, 0, Qt.AlignmentFlag.AlignVCenter)
        setup.count.valueChanged.connect(self._follow_count)
        self.end_button: QPushButton = push_button("learnSoloEnd", self.start)
        end_layout = view.end_page.layout()
        if isinstance(end_layout, QBoxLayout):  # under the page's buttons, before its closing stretch
            end_layout.insertWidget(end_layout.count() - 1, self.end_button, 0, Qt.AlignmentFlag.AlignHCenter)
        view.pages.currentChanged.connect(self._follow_page)
        self.setup_button.installEventFilter(self)
        self.retranslate()
        self._follow_count()
        self.end_button.hide()

    def start(self) -> bool:
        """Play the solo guided game (a broken script: the table's warning)."""
        return self.view.guided.start(MODE)

    def retranslate(self) -> None:
        text = self.tr("Learn solo play by playing")
        self.setup_button.setText(text)
        self.end_button.setText(text)

    def _follow_count(self) -> None:
        self.setup_button.setVisible(self.view.setup_page.count.value() == 1)

    def _follow_page(self) -> None:
        """On the end page of a solo game played without the guide, offer it."""
        view = self.view
        session = view.session
        solo_end = (
            view.pages.currentWidget() is view.end_page
            and session is not None
            and len(session.setup.seats) == 1
            and view.guide is None
        )
        self.end_button.setVisible(solo_end)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The words follow a change of the interface's language."""
        if event.type() == QEvent.Type.LanguageChange and watched is self.setup_button:
            self.retranslate()
        return False
