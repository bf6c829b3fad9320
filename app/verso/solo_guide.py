"""The way into Verso's solo guided game: "Learn solo play by playing".

Verso ships a second guided game for the solo mode (``verso.solo.<lang>.json``, see
docs/ARCHITECTURE.md, "Guided first games"): what changes alone (the opponent that is the
deck, a bank that turns nobody's card, the short game and its target scores). Someone who
picks one player on the new-game page is about to meet exactly that, so the entry stands
there beside the number of players; the end page of a solo game offers it again to a
player who has just scored less than they hoped. The guide itself is the table's
:class:`~app.table.table_guide.TableGuide`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QPushButton

from app.buttons import push_button
from app.table.end_page import TableEndPage
from app.table.setup_page import TableSetupPage
from app.table.table_guide import TableGuide

__all__ = ["MODE", "SoloGuideEntry"]

MODE = "solo"


class SoloGuideEntry(QObject):
    """The solo guide's two buttons: on the new-game page (one player) and on a solo end page."""

    def __init__(self, setup: TableSetupPage, end: TableEndPage, guided: TableGuide) -> None:
        super().__init__(setup)
        self.setup = setup
        self.guided = guided
        self.setup_button: QPushButton = push_button("learnSolo", self.start)
        row = setup.count_row  # beside the number of players, before the row's closing stretch
        row.insertWidget(row.count() - 1, self.setup_button, 0, Qt.AlignmentFlag.AlignVCenter)
        setup.count.valueChanged.connect(self._follow_count)
        self.end_button: QPushButton = push_button("learnSoloEnd", self.start)
        end.extra.addWidget(self.end_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.setup_button.installEventFilter(self)
        self.retranslate()
        self._follow_count()
        self.end_button.hide()

    def start(self) -> bool:
        """Play the solo guided game (a broken script: the table's warning)."""
        return self.guided.start(MODE)

    def retranslate(self) -> None:
        text = self.tr("Learn solo play by playing")
        self.setup_button.setText(text)
        self.end_button.setText(text)

    def _follow_count(self) -> None:
        self.setup_button.setVisible(self.setup.count.value() == 1)

    def follow_end(self, solo: bool) -> None:
        """The end page of a game shows: offer the guide after a solo game played without it."""
        self.end_button.setVisible(solo and self.guided.controller is None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The words follow a change of the interface's language."""
        if event.type() == QEvent.Type.LanguageChange and watched is self.setup_button:
            self.retranslate()
        return False
