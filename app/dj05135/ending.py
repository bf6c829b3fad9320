"""The end of a DJ05135 game: the result screen, and the table with every side that may now be seen.

Mixed into :class:`~app.dj05135.view.DJ05135TableView`; its words keep the view's
translation context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.dj05135.words import capital, fill_names, table_texts
from engines.dj05135.game import POINTS_TO_WIN

if TYPE_CHECKING:
    from app.dj05135.view import DJ05135TableView

__all__ = ["GameEnd"]


class GameEnd:
    """Who won and how, then the final table on request."""

    def _show_end(self: DJ05135TableView) -> None:  # type: ignore[misc]
        state = self.state
        assert state is not None
        names = self.names()
        winners = state.winners()
        if len(winners) == 1:
            heading = QCoreApplication.translate("DJ05135TableView", "%1 wins!").replace(
                "%1", names[winners[0]]
            )
        else:
            heading = QCoreApplication.translate("DJ05135TableView", "A tie: %1").replace(
                "%1", " & ".join(names[w] for w in winners)
            )
        if max(state.points) >= POINTS_TO_WIN:
            detail = QCoreApplication.translate("DJ05135TableView", "Three points: well played, everybody!")
        else:
            detail = QCoreApplication.translate(
                "DJ05135TableView", "The turn limit was reached: the most points win."
            )
        order = sorted(range(state.players), key=lambda s: -state.points[s])
        rows = [(names[s], state.points[s], s in winners) for s in order]
        self.end_screen.show_result(heading, detail, rows, POINTS_TO_WIN)
        self.pages.setCurrentWidget(self.end_screen)
        self.end_screen.again_button.setFocus()

    def _show_final_table(self: DJ05135TableView) -> None:  # type: ignore[misc]
        """After the game every side may be seen: show the table as the last person saw it."""
        if self.state is None:
            return
        seat = self.viewer if self.viewer is not None else (self.persons() or [0])[0]
        view = self.state.view(seat)
        texts = table_texts(view, self.seats)
        self.scene.show_view(view, self.names(), texts, animate=False, hidden=self._hidden_sides(seat))
        self.scene.set_choices([])
        prompt = capital(fill_names(view.prompt, self.names()))
        self.shell.banner.setText(
            prompt + "  " + QCoreApplication.translate("DJ05135TableView", "(Ctrl+N: new game)")
        )
        self.hint.setText("")
        self._show_log(view)
        self.board.setCurrentWidget(self.table)
        self.pages.setCurrentWidget(self.shell)
