"""Where the builder's guided games point, and what their bubble should leave in sight.

The target ids of the Recto Verso scripts (docs/ARCHITECTURE.md, "Guided first games"):
``tray:<piece>`` (a piece of the tray), ``button:<name>`` (Hint, Recto!, Verso!, the facade
switch's Back and Front, the hand's turn buttons), ``facades`` and ``facade:front|back``
(the facade panel or one of its rows), ``ladder`` and ``stopwatch``, ``hand`` (the piece in
hand, drawn over the board) and ``place``: the board squares the step's put-down covers,
drawn from the move the step expects.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtWidgets import QWidget

from app.guide.targets import CLOCK, RESULT, OnHost
from app.recto_verso.game_page import GamePage
from app.recto_verso.panels import ResultOverlay
from engines.base import Action
from engines.recto_verso.game import PlacePiece

__all__ = ["RectoVersoGuideTargets"]


class RectoVersoGuideTargets:
    """The guide's questions answered for the builder, in ``host``'s coordinates.

    ``expected`` is the move the running step waits for (None: none, or no guide).
    """

    def __init__(
        self, host: QWidget, page: GamePage, overlay: ResultOverlay, expected: Callable[[], Action | None]
    ) -> None:
        self.on_host = OnHost(host)
        self.host, self.page, self.overlay, self.expected = host, page, overlay, expected

    def locate(self, target: str) -> QRectF | None:
        page = self.page
        kind, _, name = target.partition(":")
        if target == "place":
            return self._expected_place()
        if target == "hand":  # the piece in hand, shown over the board where it would go
            return self._in_hand()
        if target == RESULT:  # a round's result over the dimmed table, with its buttons
            return self._result()
        if target in ("ladder", "stopwatch"):  # the ladder's rungs and its countdown
            return self.on_host.widget(getattr(page, target))
        if target == CLOCK:
            return self.on_host.widget(page.stopwatch)
        if kind in ("facades", "facade"):
            return self._facade(name)
        widgets: dict[str, QWidget | None] = {
            "tray": page.tray.buttons.get(name) if kind == "tray" else None,
            "button": {
                "hint": page.hint_button,
                "recto": page.recto_button,
                "verso": page.verso_button,
                "side_back": page.facade_buttons.get("back"),
                "side_front": page.facade_buttons.get("front"),
                **page.hand_bar.buttons,
            }.get(name),
        }
        return self.on_host.widget(widgets.get(kind))

    def avoid(self) -> list[QRectF]:
        """The tray, the hand's buttons, the facades (six times over) and their buttons, the ladder or
        the scores, the building on the board (where its pieces are drawn thrice over) and the
        buttons round it, the status line; over a
        round's result, only the result and its buttons."""
        page, overlay, on_host = self.page, self.overlay, self.on_host
        if overlay.isVisible():  # a round's result over the dimmed table: only it matters now,
            # and its buttons above all (counted thrice)
            return on_host.widgets([overlay.card, *(b for b in overlay.button_widgets for _ in range(3))])
        shown = on_host.widgets(
            (page.tray, page.hand_bar, page.facades, page.recto_button, page.verso_button, page.hint_button)
        )
        shown += on_host.widgets((page.stopwatch, page.menu_button, page.save_button, page.partner_button))
        shown += on_host.widgets((page.side_stack,))  # the ladder, the scoreboard or the card's notes
        shown += on_host.widgets((page.card_button, *page.facade_buttons.values()))
        shown += on_host.widgets((page.status,))  # the line that says what the piece in hand does
        # The card's facades, which the partners read all round, count six times over: the
        # bubble sooner hides a stretch of the board round the building than a column of the card.
        shown += on_host.widgets((page.facades,) * 5)
        board = on_host.widget(page.board)
        if board is not None:  # the building stands in the middle of the board
            shown.append(board.adjusted(board.width() * 0.2, board.height() * 0.15, -board.width() * 0.2, 0))
            building = self._drawn(ghost=False)  # and where its pieces are drawn, thrice over
            shown += [building] * 3 if building is not None else []
        return shown

    def words(self) -> list[QRectF]:
        """The page's labels and buttons (a round's result is kept clear whole)."""
        return [] if self.overlay.isVisible() else self.on_host.widget_words(self.page)

    def _result(self) -> QRectF | None:
        overlay = self.overlay
        if not overlay.isVisible():
            return None
        shown = self.on_host.widgets([overlay.card, *overlay.button_widgets])
        whole = shown[0] if shown else None
        for rect in shown[1:]:
            whole = whole.united(rect) if whole is not None else rect
        return whole

    def _facade(self, side: str) -> QRectF | None:
        """The facade panel, or the row of one side when both are shown."""
        panel = self.page.facades
        whole = self.on_host.widget(panel)
        if whole is None or not side or len(panel.rows) < 2:
            return whole
        row = panel.row_area(0 if side == "front" else 1)
        return row.translated(whole.topLeft())

    def _in_hand(self) -> QRectF | None:
        """Where the piece in hand is drawn over the board (its ghost's cubes), if anywhere."""
        return self._drawn(ghost=True)

    def _drawn(self, ghost: bool) -> QRectF | None:
        """Where the board draws the piece in hand (``ghost``) or the pieces put down."""
        board = self.page.board
        if not board.isVisible():
            return None
        geo = board.geometry_now()
        corners = []
        for block in board.scene.blocks:
            if block.ghost == ghost:
                vx, vy = geo.camera.cell_to_view(block.cell[0], block.cell[1])
                z = block.cell[2]
                corners += [
                    geo.project(vx + dx, vy + dy, z + dz) for dx in (0, 1) for dy in (0, 1) for dz in (0, 1)
                ]
        if not corners:
            return None
        xs, ys = [point.x() for point in corners], [point.y() for point in corners]
        shown = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        return shown.translated(QPointF(board.mapTo(self.host, QPoint(0, 0))))

    def _expected_place(self) -> QRectF | None:
        """The board squares the step's put-down covers, and the cubes that will stand on them:
        the ring frames the whole piece once it is there, its ghost included."""
        action = self.expected()
        board = self.page.board
        if not isinstance(action, PlacePiece) or not board.isVisible():
            return None
        geo = board.geometry_now()
        points = []
        for x, y, z in action.cells:
            vx, vy = geo.camera.cell_to_view(x, y)
            corners = ((dx, dy, dz) for dx in (0, 1) for dy in (0, 1) for dz in (0, 1))
            points += [geo.project(vx + dx, vy + dy, z + dz) for dx, dy, dz in corners]
        left, top = min(p.x() for p in points), min(p.y() for p in points)
        right, bottom = max(p.x() for p in points), max(p.y() for p in points)
        corner = QPointF(board.mapTo(self.host, QPoint(0, 0)))
        return QRectF(left, top, right - left, bottom - top).translated(corner)
